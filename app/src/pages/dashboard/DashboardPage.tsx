import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import { useAppT } from '../../i18n/useAppT';
import { Avatar } from '../../shell/Avatar';
import { loginInfoAtom } from '../../state/session';
import { greetingKey, positionLine } from './greeting';
import { NoticesCard } from './NoticesCard';
import { QuickStartCard } from './QuickStartCard';
import { TodoCard } from './TodoCard';

/**
 * The home dashboard (spec 01 §2.5): the greeting card, then the notices and to-do cards side by
 * side (stacked when narrow), then the quick-start card.
 */
export function DashboardPage() {
  const t = useAppT();
  const info = useAtomValue(loginInfoAtom);
  if (!info) return null;
  const user = info.sysUserInfo;
  const greeting = t(greetingKey(new Date().getHours()));
  return (
    <Page>
      <GreetingCard aria-labelledby="greeting-title">
        <Avatar gender={user.gender} size={64} />
        <div>
          <Title id="greeting-title">
            {greeting}，{user.userName || t('shell.defaultUserName')}
          </Title>
          <Position>{positionLine(user)}</Position>
          <Welcome>{t('dashboard.welcome')}</Welcome>
        </div>
      </GreetingCard>
      <Columns>
        <NoticesCard />
        <TodoCard />
      </Columns>
      <QuickStartCard />
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${({ theme }) => theme.space[10]} * 11)), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const GreetingCard = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Position = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Welcome = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textTertiary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
