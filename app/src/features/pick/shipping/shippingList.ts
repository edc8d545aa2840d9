/** The 发运管理 list as data (GET /purchase/api/v1/purchase/pick-shipping/page) and what a shipment allows. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { AppT } from '../../../i18n/useAppT';
import type { ShippingRow, ShippingRowStatus } from '@srm/gateway/api';

export const SHIPPING_TABLE_ID = 'pick-shipping';
export const SHIPPING_STATUSES: readonly ShippingRowStatus[] = ['NEW', 'SHIPPING', 'SHIPPING_DONE', 'CLOSE'];
export const SHIPPING_RECEIVE_STATUSES = ['0', '1'] as const;

/** The buttons of the page (gateway menu seed); 验收 is the warehouse's pick:receive. */
export const SHIPPING_BUTTONS = {
  add: 'shipping:add',
  edit: 'shipping:edit',
  remove: 'shipping:delete',
  importShipments: 'shipping:import',
  exportList: 'shipping:export',
  finish: 'shipping:finish',
  accept: 'pick:receive',
} as const;

const STATUS_COLOURS: Readonly<Record<ShippingRowStatus, string>> = { NEW: 'default', SHIPPING: 'blue', SHIPPING_DONE: 'green', CLOSE: 'red' };

export function shippingStatusItems(t: AppT): StatusItem[] {
  return SHIPPING_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`shipping.status.${status}`), color: STATUS_COLOURS[status] }));
}

export function receiveStatusItems(t: AppT): StatusItem[] {
  return SHIPPING_RECEIVE_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`shipping.receive.${status}`), color: status === '1' ? 'green' : 'default' }));
}

/** 完成发运 of a shipment's pick is offered while the shipment is not closed (the gateway checks the pick). */
export const isLiveShipping = (row: Pick<ShippingRow, 'shippingStatus'>): boolean => row.shippingStatus !== 'CLOSE';

/** A shipment is edited and deleted until it is accepted or closed. */
export const isOpenShipping = (row: Pick<ShippingRow, 'shippingStatus' | 'receiveStatus'>): boolean =>
  (row.shippingStatus === 'NEW' || row.shippingStatus === 'SHIPPING') && Number(row.receiveStatus) === 0;

export function shippingColumns(t: AppT): ProColumn<ShippingRow>[] {
  return [
    { key: 'shippingNo', title: t('shipping.shippingNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'pickNo', title: t('shipping.pickNo'), valueType: 'code', sortable: true },
    { key: 'contractNo', title: t('shipping.contractNo'), valueType: 'code' },
    { key: 'supplierName', title: t('shipping.supplierName'), wide: true },
    { key: 'plateNo', title: t('shipping.plateNo') },
    { key: 'matName', title: t('shipping.matName') },
    { key: 'shippedQuantity', title: t('shipping.shippedQuantity'), valueType: 'number' },
    { key: 'grossWeight', title: t('shipping.grossWeight'), valueType: 'number' },
    { key: 'tareWeight', title: t('shipping.tareWeight'), valueType: 'number' },
    { key: 'netWeight', title: t('shipping.netWeight'), valueType: 'number' },
    { key: 'deductWeightRate', title: t('shipping.deductWeightRate'), valueType: 'number' },
    { key: 'deductPrice', title: t('shipping.deductPrice'), valueType: 'number' },
    { key: 'acceptedQuantity', title: t('shipping.acceptedQuantity'), valueType: 'number' },
    { key: 'shippingStatus', title: t('shipping.shippingStatus'), valueType: 'status', options: shippingStatusItems(t), sortable: true },
    { key: 'receiveStatus', title: t('shipping.receiveStatus'), valueType: 'status', options: receiveStatusItems(t) },
    { key: 'shippingDate', title: t('shipping.shippingDate'), valueType: 'date', sortable: true },
  ];
}

/** `shippingNo.equals`, `pickNo.equals`, `contractNo.equals`, `plateNo.contains`, `matName.contains`, `supplierName.contains`, `shippingStatus.equals`, `receiveStatus.equals`, `shippingDate.between`. */
export function shippingSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'shippingNo', label: t('shipping.shippingNo'), operator: 'equals' },
    { prop: 'pickNo', label: t('shipping.pickNo'), operator: 'equals' },
    { prop: 'plateNo', label: t('shipping.plateNo'), operator: 'contains' },
    { prop: 'contractNo', label: t('shipping.contractNo'), operator: 'equals' },
    { prop: 'matName', label: t('shipping.matName'), operator: 'contains' },
    { prop: 'supplierName', label: t('shipping.supplierName'), operator: 'contains' },
    { prop: 'shippingStatus', label: t('shipping.shippingStatus'), type: 'select', options: SHIPPING_STATUSES.map((value) => ({ value, label: t(`shipping.status.${value}`) })) },
    { prop: 'receiveStatus', label: t('shipping.receiveStatus'), type: 'select', options: SHIPPING_RECEIVE_STATUSES.map((value) => ({ value, label: t(`shipping.receive.${value}`) })) },
    { prop: 'shippingDate', label: t('shipping.shippingDate'), type: 'daterange' },
  ];
}

/** The ticked ids of a batch action's selection (these lists never offer the whole result). */
export function selectedIds(payload: { ids: readonly (string | number)[] } | { query: unknown; excludeIds: readonly (string | number)[] }): number[] {
  return 'ids' in payload ? payload.ids.map(Number) : [];
}
