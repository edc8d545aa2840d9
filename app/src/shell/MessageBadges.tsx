import styled from '@emotion/styled';
import { Badge, Button, Tooltip } from '@srm/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppT } from '../i18n/useAppT';
import { openDashboardCardAtom, type DashboardCard } from '../messages/dashboardFocus';
import { unreadCountsAtom } from '../messages/messageAtoms';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2z" />
      <path d="M10 21h4" />
    </svg>
  );
}

function TodoIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 9l2 2 4-4M8 16h8" />
    </svg>
  );
}

/**
 * The header's notice and to-do badges (spec 01 §2.4): the unread counts of each (shared with the
 * dashboard, reloaded when a message is read). Pressing one opens its list: the dashboard, scrolled
 * to the notices card or to the to-do card on its 待办事项 tab, with the focus on that card's
 * heading (dashboardFocus.ts), so a keyboard or screen-reader user lands on the list. The icons
 * take the header's text colour (textInverse on the dark header).
 */
export function MessageBadges() {
  const t = useAppT();
  const navigate = useNavigate();
  const openCard = useSetAtom(openDashboardCardAtom);
  const counts = useAtomValue(unreadCountsAtom);
  const notices = counts?.notices ?? 0;
  const todos = counts?.todos ?? 0;
  const items: { key: DashboardCard; label: string; count: number; icon: ReactElement }[] = [
    { key: 'notices', label: t('messages.noticesBadge', { count: notices }), count: notices, icon: <BellIcon /> },
    { key: 'todos', label: t('messages.todosBadge', { count: todos }), count: todos, icon: <TodoIcon /> },
  ];
  return (
    <>
      {items.map((item) => (
        <Tooltip key={item.key} content={item.label} placement="bottom">
          <HeaderButton
            variant="text"
            aria-label={item.label}
            data-badge={item.key}
            onPress={() => {
              openCard(item.key);
              navigate('/dashboard');
            }}
          >
            <Badge count={item.count}>{item.icon}</Badge>
          </HeaderButton>
        </Tooltip>
      ))}
    </>
  );
}

// `&&`: above the Button's own colours, whichever style sheet comes first.
const HeaderButton = styled(Button)`
  && {
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &&[data-hovered] {
    color: ${({ theme }) => theme.colors.header};
  }
`;
