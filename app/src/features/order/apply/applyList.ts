/** The 提货申请 list as data (POST pick-apply/page), its buttons and what an apply or a line allows. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { PickApplyLine, PickApplyRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const APPLY_TABLE_ID = 'order-pick-apply';
export const APPLY_STATUSES: readonly PickApplyRow['status'][] = ['draft', 'committed', 'canceled', 'closed'];

/** The buttons of the page (ORDER_MENUS of the gateway). */
export const APPLY_BUTTONS = {
  add: 'pick:apply:add',
  commit: 'pick:apply:commit',
  cancel: 'pick:apply:cancel',
  close: 'pick:apply:close',
  allocate: 'pick:apply:allocate',
  vehicle: 'pick:apply:vehicle',
  exportList: 'pick:apply:export',
} as const;

const STATUS_COLOURS: Readonly<Record<PickApplyRow['status'], string>> = { draft: 'default', committed: 'blue', canceled: 'red', closed: 'green' };

export function applyStatusItems(t: AppT): StatusItem[] {
  return APPLY_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`order.apply.status.${status}`), color: STATUS_COLOURS[status] }));
}

export function lineStatusItems(t: AppT): StatusItem[] {
  return [
    { dictItemCode: 'open', dictItemName: t('order.apply.lineStatus.open'), color: 'blue' },
    { dictItemCode: 'closed', dictItemName: t('order.apply.lineStatus.closed'), color: 'default' },
  ];
}

/** 提交 a draft; 取消 a draft or a committed apply without vehicles; 分配车辆 and 关闭行 on a committed apply. */
export const applyAllows = {
  commit: (row: Pick<PickApplyRow, 'status'>) => row.status === 'draft',
  cancel: (row: Pick<PickApplyRow, 'status' | 'allocatedQuantity'>) => row.status === 'draft' || (row.status === 'committed' && Number(row.allocatedQuantity) === 0),
  allocate: (row: Pick<PickApplyRow, 'status'>) => row.status === 'committed',
  closeLine: (row: Pick<PickApplyRow, 'status'>) => row.status === 'committed',
};

/** A line takes vehicles and is closed while it is open. */
export const isOpenLine = (line: Pick<PickApplyLine, 'lineStatus'>): boolean => line.lineStatus === 'open';

export function applyColumns(t: AppT): ProColumn<PickApplyRow>[] {
  return [
    { key: 'applyNo', title: t('order.apply.applyNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'tradeNo', title: t('order.apply.tradeNo'), valueType: 'code', sortable: true },
    { key: 'orgName', title: t('order.apply.org'), wide: true },
    { key: 'totalQuantity', title: t('order.apply.totalQuantity'), valueType: 'number', sortable: true },
    { key: 'allocatedQuantity', title: t('order.apply.allocatedQuantity'), valueType: 'number' },
    { key: 'status', title: t('order.apply.status'), valueType: 'status', options: applyStatusItems(t), sortable: true },
    { key: 'applyDate', title: t('order.apply.applyDate'), valueType: 'date', sortable: true },
    { key: 'committedTime', title: t('order.apply.committedTime'), valueType: 'datetime', sortable: true },
    { key: 'remark', title: t('order.apply.remark'), wide: true },
  ];
}

export function applySearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'applyNo', label: t('order.apply.applyNo'), operator: 'contains' },
    { prop: 'tradeNo', label: t('order.apply.tradeNo'), operator: 'contains' },
    { prop: 'status', label: t('order.apply.status'), type: 'select', options: APPLY_STATUSES.map((value) => ({ value, label: t(`order.apply.status.${value}`) })) },
    { prop: 'applyDate', label: t('order.apply.applyDate'), type: 'daterange' },
  ];
}
