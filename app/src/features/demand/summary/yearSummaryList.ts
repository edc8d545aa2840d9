/** The 年度汇总 list as data (GET /demand/api/v1/dem/year-demand-summary/page) and its totals line. Pure. */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { YearDemandSummaryRow, YearDemandSummaryStatis, YearMonths } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import { monthStatusItems, monthStatusOptions } from '../month/monthDemandList';

export const YEAR_SUMMARY_TABLE_ID = 'demand-year-summary';

/** month1 … month12. */
export const MONTH_KEYS = Array.from({ length: 12 }, (_, index) => `month${index + 1}` as keyof YearMonths);

export function yearSummaryColumns(t: AppT): ProColumn<YearDemandSummaryRow>[] {
  return [
    { key: 'year', title: t('demandSummary.year'), fixed: 'left', sortable: true },
    { key: 'orgName', title: t('demandMonth.orgName'), wide: true },
    { key: 'categoryName', title: t('demandMonth.categoryName') },
    { key: 'matCode', title: t('demandMonth.matCode'), valueType: 'code', sortable: true },
    { key: 'matName', title: t('demandMonth.matName'), wide: true },
    { key: 'unitCode', title: t('demandMonth.unitCode') },
    { key: 'status', title: t('demandMonth.status'), valueType: 'status', options: monthStatusItems(t) },
    { key: 'yearTotal', title: t('demandSummary.yearTotal'), valueType: 'number', sortable: true },
    ...MONTH_KEYS.map((key, index): ProColumn<YearDemandSummaryRow> => ({ key, title: t('demandSummary.month', { month: index + 1 }), valueType: 'number' })),
  ];
}

/** `year.equals`, `orgCode.equals`, `categoryCode.equals`, `matCode.equals`, `status.equals`. */
export function yearSummarySearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'year', label: t('demandSummary.year'), operator: 'equals' },
    { prop: 'orgCode', label: t('demandMonth.orgCode'), operator: 'equals' },
    { prop: 'categoryCode', label: t('demandMonth.categoryCode'), operator: 'equals' },
    { prop: 'matCode', label: t('demandMonth.matCode'), operator: 'equals' },
    { prop: 'status', label: t('demandMonth.status'), type: 'select', options: monthStatusOptions(t) },
  ];
}

/** The totals line of the filtered rows: 共 n 条；年度合计 … (the exact string the gateway sums). */
export function yearTotalsText(t: AppT, statis: YearDemandSummaryStatis): string {
  return t('demandSummary.yearTotals', { count: statis.count, yearTotal: statis.yearTotal });
}
