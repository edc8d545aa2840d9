import styled from '@emotion/styled';
import { Chart, formatAmount } from '@srm/design-system';
import type { DashboardSummary } from '@srm/gateway/api';
import { useId, useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { fetchDashboardSummary } from '../api/marketApi';
import { useAnswer } from '../trend/useAnswer';
import { amountChart, amountTotals, pickPercent } from './dashboardFigures';

/**
 * The dashboard's report cards (issue 27), from GET dashboard/summary (the caller's data scope):
 * 本月合同金额 (a bar chart by category and the total) and 提货进度 (picked of planned as a progress bar
 * with its text, and the accepted quantity). A failure shows the gateway's message in each card.
 */
export function ReportDashboardCards() {
  const answer = useAnswer(fetchDashboardSummary);
  return (
    <>
      <ContractAmountCard summary={answer.data} error={answer.error} isLoading={answer.isLoading} />
      <PickProgressCard summary={answer.data} error={answer.error} />
    </>
  );
}

interface CardProps {
  summary: DashboardSummary | null;
  error: string | null;
}

function ContractAmountCard({ summary, error, isLoading }: CardProps & { isLoading: boolean }) {
  const t = useAppT();
  const titleId = useId();
  const seriesName = t('contract.totalAmount');
  const chart = useMemo(() => (summary ? amountChart(summary, seriesName) : { categories: [], series: [] }), [seriesName, summary]);
  const totals = summary ? amountTotals(summary) : null;
  return (
    <Card aria-labelledby={titleId} data-card="contract-amount">
      <CardTitle id={titleId}>{t('market.dashboard.contractAmount')}</CardTitle>
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <>
          <Chart
            title={t('market.dashboard.amountChart')}
            description={t('market.dashboard.amountAbout', { month: summary?.month ?? '' })}
            kind="bar"
            categoryLabel={t('master.category')}
            categories={chart.categories}
            series={chart.series}
            unit="元"
            height={260}
            isLoading={isLoading}
          />
          {totals ? <Line>{t('market.dashboard.totalLine', { amount: formatAmount(totals.amount), count: totals.contractCount })}</Line> : null}
        </>
      )}
    </Card>
  );
}

function PickProgressCard({ summary, error }: CardProps) {
  const t = useAppT();
  const titleId = useId();
  const progress = summary?.pickProgress;
  const percent = progress ? pickPercent(progress) : null;
  const text = progress && percent !== null ? t('market.dashboard.progressText', { picked: progress.pickedQuantity, planned: progress.plannedQuantity, percent }) : null;
  return (
    <Card aria-labelledby={titleId} data-card="pick-progress">
      <CardTitle id={titleId}>{t('market.dashboard.pickProgress')}</CardTitle>
      {error ? <p role="alert">{error}</p> : null}
      {!error && progress ? (
        <>
          {percent !== null && text ? (
            <>
              <Bar role="progressbar" aria-labelledby={titleId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Number(percent)} aria-valuetext={text}>
                <Fill style={{ width: `${percent}%` }} />
              </Bar>
              <Line>{text}</Line>
            </>
          ) : (
            <Line>{t('market.dashboard.noPlan')}</Line>
          )}
          <Figures>
            <div>
              <dt>{t('pick.plannedQuantity')}</dt>
              <dd>{progress.plannedQuantity}</dd>
            </div>
            <div>
              <dt>{t('market.dashboard.pickedQuantity')}</dt>
              <dd>{progress.pickedQuantity}</dd>
            </div>
            <div>
              <dt>{t('pick.acceptedQuantity')}</dt>
              <dd>{progress.acceptedQuantity}</dd>
            </div>
          </Figures>
          <Line>{t('market.dashboard.pickCounts', { count: progress.pickCount, open: progress.openPickCount })}</Line>
        </>
      ) : null}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Line = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

const Bar = styled.div`
  height: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.borderSubtle};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
