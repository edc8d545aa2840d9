/**
 * The 提货单 list as data (GET /purchase/api/v1/purchase/pick-head/page): its columns, search fields,
 * the status tags of the head's status, shipping status, receive status and matching, the page's
 * buttons and what 删除 allows. Pure.
 */
import type { ProColumn, SearchField, StatusItem, TagVariant } from '@srm/design-system';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import type { PickHeadRow, PickShippingStatus, PickStatus } from '../api/pickTypes';

export const PICK_TABLE_ID = 'pick-list';

/** The page's buttons (gateway menu seed, under pick:list). */
export const PICK_BUTTONS = {
  add: 'pick:add',
  edit: 'pick:edit',
  remove: 'pick:delete',
  exportList: 'pick:export',
  accept: 'pick:accept',
  close: 'pick:close',
  receive: 'pick:receive',
  vehicleChange: 'pick:vehicle-change',
} as const;

export const PICK_STATUSES: readonly PickStatus[] = ['new', 'waitConfirm', 'confirmed', 'refused', 'closed'];
export const PICK_SHIPPING_STATUSES: readonly PickShippingStatus[] = ['NEW', 'SHIPPING', 'SHIPPING_DONE', 'CLOSE'];
export const PICK_RECEIVE_STATUSES = [0, 1, 2, 3] as const;
export const PICK_RECEIVE_MATCHINGS = [0, 1, 2] as const;

/** A pick is edited and deleted while new or refused (deletion also needs no shipments, the gateway checks). */
export const isEditablePick = (row: Pick<PickHeadRow, 'status'>): boolean => row.status === 'new' || row.status === 'refused';

/** The detail page of a pick. */
export const pickDetailHref = (id: number): string => `/execution/pick-detail?id=${id}`;

const STATUS_TONES: Readonly<Record<PickStatus, TagVariant>> = { new: 'info', waitConfirm: 'warning', confirmed: 'success', refused: 'danger', closed: 'default' };
const SHIPPING_TONES: Readonly<Record<PickShippingStatus, TagVariant>> = { NEW: 'info', SHIPPING: 'primary', SHIPPING_DONE: 'success', CLOSE: 'default' };
const RECEIVE_TONES: readonly TagVariant[] = ['info', 'primary', 'success', 'warning'];
const MATCHING_TONES: readonly TagVariant[] = ['info', 'primary', 'success'];

const key = (text: string) => text as AppMessageKey;

export function pickStatusItems(t: AppT): StatusItem[] {
  return PICK_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(key(`pick.status.${status}`)), color: STATUS_TONES[status] }));
}

export function pickShippingStatusItems(t: AppT): StatusItem[] {
  return PICK_SHIPPING_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(key(`pick.shippingStatus.${status}`)), color: SHIPPING_TONES[status] }));
}

export function pickReceiveStatusItems(t: AppT): StatusItem[] {
  return PICK_RECEIVE_STATUSES.map((status) => ({ dictItemCode: String(status), dictItemName: t(key(`pick.receiveStatus.${status}`)), color: RECEIVE_TONES[status] }));
}

export function pickReceiveMatchingItems(t: AppT): StatusItem[] {
  return PICK_RECEIVE_MATCHINGS.map((matching) => ({ dictItemCode: String(matching), dictItemName: t(key(`pick.receiveMatching.${matching}`)), color: MATCHING_TONES[matching] }));
}

const optionsOf = (items: StatusItem[]) => items.map((item) => ({ value: String(item.dictItemCode), label: item.dictItemName }));

/**
 * 提货单号 (pinned; the page renders it as a link to the detail), 合同号, 供应商, 组织, 状态, 发运状态,
 * 收货状态, 收货匹配, 计划数量, 已验收数量, 已释放数量, 提货日期.
 */
export function pickColumns(t: AppT): ProColumn<PickHeadRow>[] {
  return [
    { key: 'pickNo', title: t('pick.pickNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'contractNo', title: t('pick.contractNo'), valueType: 'code', sortable: true },
    { key: 'supplierName', title: t('pick.supplier'), wide: true },
    { key: 'orgName', title: t('pick.org'), render: (_value, row) => row.orgName || row.orgCode },
    { key: 'status', title: t('pick.status'), valueType: 'status', options: pickStatusItems(t), sortable: true },
    { key: 'shippingStatus', title: t('pick.shippingStatus'), valueType: 'status', options: pickShippingStatusItems(t) },
    { key: 'receiveStatus', title: t('pick.receiveStatus'), valueType: 'status', options: pickReceiveStatusItems(t) },
    { key: 'receiveMatching', title: t('pick.receiveMatching'), valueType: 'status', options: pickReceiveMatchingItems(t) },
    { key: 'plannedQuantity', title: t('pick.plannedQuantity'), valueType: 'number' },
    { key: 'acceptedQuantity', title: t('pick.acceptedQuantity'), valueType: 'number' },
    { key: 'releasedQuantity', title: t('pick.releasedQuantity'), valueType: 'number' },
    { key: 'pickDate', title: t('pick.pickDate'), valueType: 'date', sortable: true },
  ];
}

/**
 * `pickNo.contains`, `contractNo.contains`, `supplierName.contains`, `orgName.contains`,
 * `status.equals`, `shippingStatus.equals`, `receiveStatus.equals`, `pickDate` between.
 */
export function pickSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'pickNo', label: t('pick.pickNo') },
    { prop: 'contractNo', label: t('pick.contractNo') },
    { prop: 'supplierName', label: t('pick.supplier') },
    { prop: 'orgName', label: t('pick.org') },
    { prop: 'status', label: t('pick.status'), type: 'select', options: optionsOf(pickStatusItems(t)) },
    { prop: 'shippingStatus', label: t('pick.shippingStatus'), type: 'select', options: optionsOf(pickShippingStatusItems(t)) },
    { prop: 'receiveStatus', label: t('pick.receiveStatus'), type: 'select', options: optionsOf(pickReceiveStatusItems(t)) },
    { prop: 'pickDate', label: t('pick.pickDate'), type: 'daterange' },
  ];
}
