/** The 月度需求计划 list as data (GET /demand/api/v1/month-demand/page) and what each status allows. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { MonthDemandRow, MonthDemandStatus } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const MONTH_DEMAND_TABLE_ID = 'demand-month';
export const MONTH_DEMAND_STATUSES: readonly MonthDemandStatus[] = ['new', 'inProcess', 'approved', 'rejected'];

/** The buttons of the page (gateway menu seed). */
export const MONTH_DEMAND_BUTTONS = {
  add: 'demand:month:add',
  edit: 'demand:month:edit',
  remove: 'demand:month:delete',
  importItems: 'demand:month:import',
  exportItems: 'demand:month:export',
  copy: 'demand:month:copy',
  check: 'demand:month:check',
} as const;

/** A plan is edited, deleted and submitted while new or rejected only. */
export const isOpenPlan = (row: Pick<MonthDemandRow, 'status'>): boolean => row.status === 'new' || row.status === 'rejected';

const STATUS_COLOURS: Readonly<Record<MonthDemandStatus, string>> = { new: 'default', inProcess: 'blue', approved: 'green', rejected: 'red' };

export function monthStatusItems(t: AppT): StatusItem[] {
  return MONTH_DEMAND_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`demandMonth.status.${status}`), color: STATUS_COLOURS[status] }));
}

export const monthStatusOptions = (t: AppT) => MONTH_DEMAND_STATUSES.map((value) => ({ value, label: t(`demandMonth.status.${value}`) }));

export function monthDemandColumns(t: AppT): ProColumn<MonthDemandRow>[] {
  return [
    { key: 'demandNo', title: t('demandMonth.demandNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'yearMonth', title: t('demandMonth.yearMonth'), sortable: true },
    { key: 'orgName', title: t('demandMonth.orgName'), wide: true },
    { key: 'categoryName', title: t('demandMonth.categoryName') },
    { key: 'status', title: t('demandMonth.status'), valueType: 'status', options: monthStatusItems(t), sortable: true },
    { key: 'remark', title: t('demandMonth.remark'), wide: true },
    { key: 'createdTime', title: t('demandMonth.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `demandNo.equals`, `yearMonth.equals`, `orgCode.equals`, `categoryCode.equals`, `status.equals`. */
export function monthDemandSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'demandNo', label: t('demandMonth.demandNo'), operator: 'equals' },
    { prop: 'yearMonth', label: t('demandMonth.yearMonth'), operator: 'equals' },
    { prop: 'orgCode', label: t('demandMonth.orgCode'), operator: 'equals' },
    { prop: 'categoryCode', label: t('demandMonth.categoryCode'), operator: 'equals' },
    { prop: 'status', label: t('demandMonth.status'), type: 'select', options: monthStatusOptions(t) },
  ];
}
