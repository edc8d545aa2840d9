import styled from '@emotion/styled';
import type { RowAction, TableRequestParams } from '@srm/design-system';
import type { MonthDemandSummaryRow, MonthDemandSummaryStatis } from '@srm/gateway/api';
import { useCallback, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { MenuListTable } from '../../../shell/MenuListPage';
import { fetchMonthSummaryPage, fetchMonthSummaryStatis, MONTH_DEMAND_URLS } from '../api/monthDemandApi';
import { DEMAND_SUMMARY_EXPORT, DEMAND_SUMMARY_TABLE_ID, demandSummaryColumns, demandSummarySearchFields, summaryTotalsText } from './demandSummaryList';
import { SummaryDetailDrawer } from './SummaryDetailDrawer';

/**
 * 需求汇总's 月度汇总 tab: one row per org, category, material and month of the month plans, with a
 * totals line (count, demand, contract residual, suggested purchase) of the same filters (GET .../statis,
 * fetched with each page); 明细 lists the source plans' items; 导出 (demand:summary:export) as a download
 * task of the list.
 */
export function MonthSummaryTab() {
  const t = useAppT();
  const [statis, setStatis] = useState<MonthDemandSummaryStatis | null>(null);
  const [opened, setOpened] = useState<MonthDemandSummaryRow | null>(null);
  const request = useCallback(async (params: TableRequestParams) => {
    const [page, totals] = await Promise.all([fetchMonthSummaryPage(params), unlessFailed(fetchMonthSummaryStatis(params))]);
    setStatis(totals ?? null);
    return page;
  }, []);
  const actions = useMemo((): RowAction<MonthDemandSummaryRow>[] => [{ key: 'detail', label: t('demandMonth.detail'), onAction: setOpened }], [t]);
  return (
    <>
      <MenuListTable<MonthDemandSummaryRow>
        titleKey="demand.summary.title"
        tableId={DEMAND_SUMMARY_TABLE_ID}
        columns={demandSummaryColumns}
        fields={demandSummarySearchFields}
        request={request}
        actions={actions}
        toolbarExtra={statis ? <Totals role="status">{summaryTotalsText(t, statis)}</Totals> : undefined}
        exportList={{ url: MONTH_DEMAND_URLS.summary, permission: DEMAND_SUMMARY_EXPORT, fileName: t('demandMonth.summaryFileName') }}
      />
      {opened ? <SummaryDetailDrawer key={opened.id} row={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

export const Totals = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
