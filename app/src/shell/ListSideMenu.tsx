import styled from '@emotion/styled';
import { Button, Tooltip } from '@srm/design-system';
import { useAtom, useAtomValue } from 'jotai';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppT } from '../i18n/useAppT';
import { useOpenWithTicket } from '../pages/webview/useOpenWithTicket';
import { menuListAtom } from '../state/session';
import { listSideMenuCollapsedAtom } from '../state/sidebar';
import { listSideMenuEntries } from './listSideMenu';

/** The learning system's address (VITE_LEARNING_URL); its entry is shown only when configured. */
const learningUrl = (import.meta.env['VITE_LEARNING_URL'] as string | undefined)?.trim() || null;

/** « when expanded (collapse it), » when collapsed (expand it). */
function ChevronsIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={collapsed ? 'M3.5 4l4 4-4 4M8.5 4l4 4-4 4' : 'M12.5 4l-4 4 4 4M7.5 4l-4 4 4 4'} />
    </svg>
  );
}

/**
 * The side menu of list pages (spec 01 §2.4): the top-level menus that are not hidden, absolute links
 * in a new window, and the learning system reached through a single-sign-on hop (a one-time ticket).
 * A toggle (收起快捷导航 / 展开快捷导航, `aria-expanded`) folds it to a narrow strip so the list gets
 * the room; the choice is kept across reloads in the listSideMenuStatus cookie, as the sidebar keeps
 * its own (state/sidebar.ts).
 */
export function ListSideMenu() {
  const t = useAppT();
  const menus = useAtomValue(menuListAtom);
  const entries = useMemo(() => listSideMenuEntries(menus), [menus]);
  const [collapsed, setCollapsed] = useAtom(listSideMenuCollapsedAtom);
  const { open, pending } = useOpenWithTicket();
  const listId = useId();
  const toggleLabel = collapsed ? t('listMenu.expand') : t('listMenu.collapse');
  return (
    <Nav aria-label={t('listMenu.label')} data-collapsed={collapsed || undefined}>
      <div className="srm-list-menu-head">
        {collapsed ? null : (
          <span className="srm-list-menu-title" aria-hidden="true">
            {t('listMenu.label')}
          </span>
        )}
        <Tooltip content={toggleLabel} placement="right">
          <Button
            variant="text"
            size="small"
            className="srm-list-menu-toggle"
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onPress={() => setCollapsed(!collapsed)}
          >
            <ChevronsIcon collapsed={collapsed} />
          </Button>
        </Tooltip>
      </div>
      <ul id={listId} hidden={collapsed}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.external ? (
              <a href={entry.href} target="_blank" rel="noopener noreferrer">
                {entry.label}
              </a>
            ) : (
              <Link to={entry.href}>{entry.label}</Link>
            )}
          </li>
        ))}
        {learningUrl ? (
          <li>
            <Button variant="link" size="small" onPress={() => open(learningUrl)} isPending={pending}>
              {t('listMenu.learning')}
            </Button>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  flex: none;
  width: 140px;
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[data-collapsed] {
    width: auto;
    padding-bottom: 0;
  }
  .srm-list-menu-head {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[1]};
    padding-left: ${({ theme }) => theme.space[3]};
  }
  &[data-collapsed] .srm-list-menu-head {
    padding-left: ${({ theme }) => theme.space[1]};
  }
  .srm-list-menu-title {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textTertiary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  && .srm-list-menu-toggle {
    flex: none;
    width: ${({ theme }) => theme.space[6]};
    padding: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  && .srm-list-menu-toggle[data-hovered] {
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul[hidden] {
    display: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textSecondary};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
  }
  li > button {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  }
`;
