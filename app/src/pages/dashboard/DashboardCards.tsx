import styled from '@emotion/styled';
import { ReportDashboardCards } from '../../features/report/dashboard/ReportDashboardCards';
import { NoticesCard } from './NoticesCard';
import { QuickStartCard } from './QuickStartCard';
import { TodoCard } from './TodoCard';

/**
 * The dashboard's cards below the greeting (spec 01 §2.5): notices and to-dos side by side (stacked when
 * narrow), then this month's contract amount and the pick progress (issue 27), then quick start.
 */
export function DashboardCards() {
  return (
    <>
      <Columns>
        <NoticesCard />
        <TodoCard />
      </Columns>
      <Columns>
        <ReportDashboardCards />
      </Columns>
      <QuickStartCard />
    </>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${({ theme }) => theme.space[10]} * 11)), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;
