/** The 年度需求计划 list as data (GET /demand/api/v1/dem/year-demand/page) and what each status allows. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { YearDemandRow, YearDemandStatus } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const YEAR_DEMAND_TABLE_ID = 'demand-year';
export const YEAR_DEMAND_STATUSES: readonly YearDemandStatus[] = ['new', 'inProcess', 'approved', 'rejected'];

/** The buttons of the page (gateway menu seed). */
export const YEAR_DEMAND_BUTTONS = {
  add: 'demand:year:add',
  edit: 'demand:year:edit',
  remove: 'demand:year:delete',
  importItems: 'demand:year:import',
  exportList: 'demand:year:export',
  check: 'demand:year:check',
} as const;

/** A plan is edited, deleted and submitted while new or rejected only. */
export const isOpenYearPlan = (row: Pick<YearDemandRow, 'status'>): boolean => row.status === 'new' || row.status === 'rejected';

const STATUS_COLOURS: Readonly<Record<YearDemandStatus, string>> = { new: 'default', inProcess: 'blue', approved: 'green', rejected: 'red' };

export function yearStatusItems(t: AppT): StatusItem[] {
  return YEAR_DEMAND_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`demand.year.status.${status}`), color: STATUS_COLOURS[status] }));
}

export const yearStatusOptions = (t: AppT) => YEAR_DEMAND_STATUSES.map((value) => ({ value, label: t(`demand.year.status.${value}`) }));

export function yearDemandColumns(t: AppT): ProColumn<YearDemandRow>[] {
  return [
    { key: 'demandNo', title: t('demand.year.demandNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'year', title: t('demand.year.year'), sortable: true },
    { key: 'orgName', title: t('demand.year.orgName'), wide: true },
    { key: 'categoryName', title: t('demand.year.categoryName') },
    { key: 'status', title: t('demand.year.status'), valueType: 'status', options: yearStatusItems(t), sortable: true },
    { key: 'submitCount', title: t('demand.year.submitCount'), valueType: 'number' },
    { key: 'remark', title: t('demand.year.remark'), wide: true },
    { key: 'createdTime', title: t('demand.year.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `demandNo.equals`, `year.equals`, `orgCode.equals`, `categoryCode.equals`, `status.equals`. */
export function yearDemandSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'demandNo', label: t('demand.year.demandNo'), operator: 'equals' },
    { prop: 'year', label: t('demand.year.year'), operator: 'equals' },
    { prop: 'orgCode', label: t('demand.year.orgCode'), operator: 'equals' },
    { prop: 'categoryCode', label: t('demand.year.categoryCode'), operator: 'equals' },
    { prop: 'status', label: t('demand.year.status'), type: 'select', options: yearStatusOptions(t) },
  ];
}
