import type { RowAction, TableRequestParams } from '@srm/design-system';
import type { YearDemandSummaryRow, YearDemandSummaryStatis } from '@srm/gateway/api';
import { useCallback, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { MenuListTable } from '../../../shell/MenuListPage';
import { fetchYearSummaryPage, fetchYearSummaryStatis, YEAR_SUMMARY_URLS } from '../api/demandSummaryApi';
import { DEMAND_SUMMARY_EXPORT } from './demandSummaryList';
import { Totals } from './MonthSummaryTab';
import { YEAR_SUMMARY_TABLE_ID, yearSummaryColumns, yearSummarySearchFields, yearTotalsText } from './yearSummaryList';
import { YearSummaryDrawer } from './YearSummaryDrawer';

/**
 * 需求汇总's 年度汇总 tab: one row per org, category, material and year of the year plans with the year
 * total and the twelve months; a totals line of the same filters (GET .../statis with each page); 明细
 * lists the source year plans' items; 导出 (demand:summary:export) as a download task of the list.
 */
export function YearSummaryTab() {
  const t = useAppT();
  const [statis, setStatis] = useState<YearDemandSummaryStatis | null>(null);
  const [opened, setOpened] = useState<YearDemandSummaryRow | null>(null);
  const request = useCallback(async (params: TableRequestParams) => {
    const [page, totals] = await Promise.all([fetchYearSummaryPage(params), unlessFailed(fetchYearSummaryStatis(params))]);
    setStatis(totals ?? null);
    return page;
  }, []);
  const actions = useMemo((): RowAction<YearDemandSummaryRow>[] => [{ key: 'detail', label: t('demandMonth.detail'), onAction: setOpened }], [t]);
  return (
    <>
      <MenuListTable<YearDemandSummaryRow>
        titleKey="demandSummary.yearTitle"
        tableId={YEAR_SUMMARY_TABLE_ID}
        columns={yearSummaryColumns}
        fields={yearSummarySearchFields}
        request={request}
        actions={actions}
        toolbarExtra={statis ? <Totals role="status">{yearTotalsText(t, statis)}</Totals> : undefined}
        exportList={{ url: YEAR_SUMMARY_URLS.page, permission: DEMAND_SUMMARY_EXPORT, fileName: t('demandSummary.yearFileName') }}
      />
      {opened ? <YearSummaryDrawer key={opened.id} row={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
