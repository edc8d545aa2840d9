/** The 需求汇总 list as data (GET /demand/api/v1/dem/month-demand-summary/page) and its totals line. Pure. */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { MonthDemandSummaryRow, MonthDemandSummaryStatis } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import { monthStatusItems, monthStatusOptions } from '../month/monthDemandList';

export const DEMAND_SUMMARY_TABLE_ID = 'demand-summary';
export const DEMAND_SUMMARY_EXPORT = 'demand:summary:export';

export function demandSummaryColumns(t: AppT): ProColumn<MonthDemandSummaryRow>[] {
  return [
    { key: 'yearMonth', title: t('demandMonth.yearMonth'), fixed: 'left', sortable: true },
    { key: 'orgName', title: t('demandMonth.orgName'), wide: true },
    { key: 'categoryName', title: t('demandMonth.categoryName') },
    { key: 'matCode', title: t('demandMonth.matCode'), valueType: 'code', sortable: true },
    { key: 'matName', title: t('demandMonth.matName'), wide: true },
    { key: 'unitCode', title: t('demandMonth.unitCode') },
    { key: 'status', title: t('demandMonth.status'), valueType: 'status', options: monthStatusItems(t) },
    { key: 'demandQuantity', title: t('demandMonth.demandQuantity'), valueType: 'number', sortable: true },
    { key: 'contractResidualQuantity', title: t('demandMonth.contractResidualQuantity'), valueType: 'number', sortable: true },
    { key: 'suggestedPurchase', title: t('demandMonth.suggestedPurchase'), valueType: 'number', sortable: true },
  ];
}

/** `yearMonth.equals`, `orgCode.equals`, `categoryCode.equals`, `matCode.equals`, `status.equals`. */
export function demandSummarySearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'yearMonth', label: t('demandMonth.yearMonth'), operator: 'equals' },
    { prop: 'orgCode', label: t('demandMonth.orgCode'), operator: 'equals' },
    { prop: 'categoryCode', label: t('demandMonth.categoryCode'), operator: 'equals' },
    { prop: 'matCode', label: t('demandMonth.matCode'), operator: 'equals' },
    { prop: 'status', label: t('demandMonth.status'), type: 'select', options: monthStatusOptions(t) },
  ];
}

/** The totals line of the filtered rows: 共 n 条；需求数量合计 … (exact strings as the gateway sums them). */
export function summaryTotalsText(t: AppT, statis: MonthDemandSummaryStatis): string {
  return t('demandMonth.totals', {
    count: statis.count,
    demandQuantity: statis.demandQuantity,
    contractResidualQuantity: statis.contractResidualQuantity,
    suggestedPurchase: statis.suggestedPurchase,
  });
}
