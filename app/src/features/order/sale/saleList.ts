/**
 * The 销售订单 page's lists as data: the orders (POST …/order/sale/page), the allocation record
 * (…/allocation/record/page), the shipments to confirm (…/confirm/page) and the finished record
 * (…/finished/record/page): columns, search fields, status tags, the page's buttons (gateway
 * ORDER_MENUS) and which row actions a row allows. Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import { storedUnits } from '@srm/design-system/validation';
import type { SaleAllocationRow, SaleOrderRow, SaleShippingRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const SALE_TABLE_IDS = { orders: 'order-sale', allocations: 'order-sale-allocation', confirm: 'order-sale-confirm', finished: 'order-sale-finished' } as const;

/** The page's buttons (gateway ORDER_MENUS, under order:sale). */
export const SALE_BUTTONS = {
  add: 'order:sale:add',
  allocate: 'order:sale:allocate',
  ship: 'order:sale:ship',
  confirm: 'order:sale:confirm',
  finish: 'order:sale:finish',
  close: 'order:sale:close',
  remove: 'order:sale:delete',
  retry: 'order:sale:retry',
  importOrders: 'order:sale:import',
  exportList: 'order:sale:export',
} as const;

type Status = SaleOrderRow['status'];
type EbsStatus = SaleOrderRow['ebsStatus'];

export const SALE_STATUSES: readonly Status[] = ['new', 'allocated', 'shipping', 'confirmed', 'finished', 'closed'];
export const SALE_EBS_STATUSES: readonly EbsStatus[] = ['unsent', 'pending', 'success', 'failed'];
const STATUS_COLOURS: Readonly<Record<Status, string>> = { new: 'default', allocated: 'blue', shipping: 'orange', confirmed: 'info', finished: 'green', closed: 'red' };
const EBS_COLOURS: Readonly<Record<EbsStatus, string>> = { unsent: 'default', pending: 'blue', success: 'green', failed: 'red' };

export function saleStatusItems(t: AppT): StatusItem[] {
  return SALE_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`order.sale.status.${status}`), color: STATUS_COLOURS[status] }));
}
export function saleEbsItems(t: AppT): StatusItem[] {
  return SALE_EBS_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`order.sale.ebsState.${status}`), color: EBS_COLOURS[status] }));
}
export function allocationStatusItems(t: AppT): StatusItem[] {
  return (['active', 'canceled'] as const).map((status) => ({ dictItemCode: status, dictItemName: t(`order.sale.allocationStatus.${status}`), color: status === 'active' ? 'green' : 'default' }));
}
export function shippingStatusItems(t: AppT): StatusItem[] {
  return (['shipped', 'confirmed'] as const).map((status) => ({ dictItemCode: status, dictItemName: t(`order.sale.shippingStatus.${status}`), color: status === 'shipped' ? 'orange' : 'green' }));
}

const units = (text: string | null | undefined) => storedUnits(text);
const isZero = (text: string | null | undefined) => units(text) === 0n;

type OrderFacts = Pick<SaleOrderRow, 'status' | 'ebsStatus' | 'totalQuantity' | 'allocatedQuantity' | 'shippedQuantity'>;

/** What each row action of an order needs of its state (the gateway checks again). */
export const saleAllows = {
  /** Something left to allocate, while not shipped to the end. */
  allocate: (row: OrderFacts) => (row.status === 'new' || row.status === 'allocated' || row.status === 'shipping') && units(row.allocatedQuantity) < units(row.totalQuantity),
  /** Allocated quantity not shipped yet. */
  ship: (row: OrderFacts) => (row.status === 'allocated' || row.status === 'shipping' || row.status === 'confirmed') && units(row.shippedQuantity) < units(row.allocatedQuantity),
  finish: (row: OrderFacts) => row.status === 'confirmed',
  close: (row: OrderFacts) => row.status === 'new' || row.status === 'allocated' || row.status === 'shipping' || row.status === 'confirmed',
  remove: (row: OrderFacts) => row.status === 'new' && isZero(row.allocatedQuantity),
  retryEbs: (row: OrderFacts) => row.ebsStatus === 'failed',
};

/** An allocation may be cancelled while active with nothing shipped on it. */
export const isCancellableAllocation = (row: Pick<SaleAllocationRow, 'status' | 'shippedQuantity'>): boolean => row.status === 'active' && isZero(row.shippedQuantity);
/** A shipment waits for 确认 while shipped. */
export const isConfirmableShipping = (row: Pick<SaleShippingRow, 'status'>): boolean => row.status === 'shipped';

const optionsOf = (items: StatusItem[]) => items.map((item) => ({ value: String(item.dictItemCode), label: item.dictItemName }));
const orgName = (name: string | null, code: string) => name || code;

/** 销售订单号 (pinned), 销售组织, 客户组织, 品类, 订单日期, 交货日期, 状态, quantities, 总金额, EBS状态, 创建时间. */
export function saleColumns(t: AppT): ProColumn<SaleOrderRow>[] {
  return [
    { key: 'orderNo', title: t('order.sale.orderNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'orgName', title: t('order.sale.org'), render: (_value, row) => orgName(row.orgName, row.orgCode) },
    { key: 'customerOrgName', title: t('order.sale.customer'), render: (_value, row) => orgName(row.customerOrgName, row.customerOrgCode) },
    { key: 'categoryName', title: t('order.sale.category'), render: (_value, row) => orgName(row.categoryName, row.categoryCode) },
    { key: 'orderDate', title: t('order.sale.orderDate'), valueType: 'date', sortable: true },
    { key: 'deliveryDate', title: t('order.sale.deliveryDate'), valueType: 'date' },
    { key: 'status', title: t('order.sale.status'), valueType: 'status', options: saleStatusItems(t), sortable: true },
    { key: 'totalQuantity', title: t('order.sale.totalQuantity'), valueType: 'number' },
    { key: 'allocatedQuantity', title: t('order.sale.allocatedQuantity'), valueType: 'number' },
    { key: 'shippedQuantity', title: t('order.sale.shippedQuantity'), valueType: 'number' },
    { key: 'confirmedQuantity', title: t('order.sale.confirmedQuantity'), valueType: 'number' },
    { key: 'totalAmount', title: t('order.sale.totalAmount'), valueType: 'money' },
    { key: 'ebsStatus', title: t('order.sale.ebsStatus'), valueType: 'status', options: saleEbsItems(t) },
    { key: 'createdTime', title: t('order.sale.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `orderNo`, `orgName`, `customerOrgName` (contains), `status`, `ebsStatus`, `orderDate` between. */
export function saleSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'orderNo', label: t('order.sale.orderNo'), operator: 'contains' },
    { prop: 'orgName', label: t('order.sale.org'), operator: 'contains' },
    { prop: 'customerOrgName', label: t('order.sale.customer'), operator: 'contains' },
    { prop: 'status', label: t('order.sale.status'), type: 'select', options: optionsOf(saleStatusItems(t)) },
    { prop: 'ebsStatus', label: t('order.sale.ebsStatus'), type: 'select', options: optionsOf(saleEbsItems(t)) },
    { prop: 'orderDate', label: t('order.sale.orderDate'), type: 'daterange' },
  ];
}

/** 分配记录: sale order and line, purchase order and line, supplier, customer, material, quantities, status, who and when. */
export function allocationColumns(t: AppT): ProColumn<SaleAllocationRow>[] {
  return [
    { key: 'saleOrderNo', title: t('order.sale.orderNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'saleLineNo', title: t('order.sale.saleLineNo') },
    { key: 'purchaseOrderNo', title: t('order.sale.purchaseOrderNo'), valueType: 'code', sortable: true },
    { key: 'purchaseLineNo', title: t('order.sale.purchaseLineNo') },
    { key: 'supplierName', title: t('order.sale.supplier'), wide: true },
    { key: 'customerOrgName', title: t('order.sale.customer'), render: (_value, row) => orgName(row.customerOrgName, row.customerOrgCode) },
    { key: 'matName', title: t('order.sale.material') },
    { key: 'quantity', title: t('order.sale.allocationQuantity'), valueType: 'number' },
    { key: 'shippedQuantity', title: t('order.sale.shippedQuantity'), valueType: 'number' },
    { key: 'status', title: t('order.sale.allocationStatus'), valueType: 'status', options: allocationStatusItems(t) },
    { key: 'allocatedBy', title: t('order.sale.allocatedBy') },
    { key: 'allocatedTime', title: t('order.sale.allocatedTime'), valueType: 'datetime', sortable: true },
    { key: 'canceledTime', title: t('order.sale.canceledTime'), valueType: 'datetime' },
  ];
}

export function allocationSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'saleOrderNo', label: t('order.sale.orderNo'), operator: 'contains' },
    { prop: 'purchaseOrderNo', label: t('order.sale.purchaseOrderNo'), operator: 'contains' },
    { prop: 'supplierName', label: t('order.sale.supplier'), operator: 'contains' },
    { prop: 'status', label: t('order.sale.allocationStatus'), type: 'select', options: optionsOf(allocationStatusItems(t)) },
  ];
}

/** 发运确认: the shipments with their sale and purchase orders, vehicle, quantities and status. */
export function confirmColumns(t: AppT): ProColumn<SaleShippingRow>[] {
  return [
    { key: 'shippingNo', title: t('order.sale.shippingNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'saleOrderNo', title: t('order.sale.orderNo'), valueType: 'code', sortable: true },
    { key: 'purchaseOrderNo', title: t('order.sale.purchaseOrderNo'), valueType: 'code' },
    { key: 'customerOrgName', title: t('order.sale.customer'), render: (_value, row) => orgName(row.customerOrgName, row.customerOrgCode) },
    { key: 'matName', title: t('order.sale.material') },
    { key: 'plateNo', title: t('order.sale.plateNo') },
    { key: 'driverName', title: t('order.sale.driverName') },
    { key: 'quantity', title: t('order.sale.shipQuantity'), valueType: 'number' },
    { key: 'shipDate', title: t('order.sale.shipDate'), valueType: 'date', sortable: true },
    { key: 'status', title: t('order.sale.shippingStatus'), valueType: 'status', options: shippingStatusItems(t), sortable: true },
    { key: 'confirmedQuantity', title: t('order.sale.confirmQuantity'), valueType: 'number' },
    { key: 'confirmedTime', title: t('order.sale.confirmedTime'), valueType: 'datetime' },
  ];
}

export function confirmSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'shippingNo', label: t('order.sale.shippingNo'), operator: 'contains' },
    { prop: 'saleOrderNo', label: t('order.sale.orderNo'), operator: 'contains' },
    { prop: 'plateNo', label: t('order.sale.plateNo'), operator: 'contains' },
    { prop: 'status', label: t('order.sale.shippingStatus'), type: 'select', options: optionsOf(shippingStatusItems(t)) },
    { prop: 'shipDate', label: t('order.sale.shipDate'), type: 'daterange' },
  ];
}

/** 完结记录: the finished orders with who finished them and when. */
export function finishedColumns(t: AppT): ProColumn<SaleOrderRow>[] {
  return [
    { key: 'orderNo', title: t('order.sale.orderNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'orgName', title: t('order.sale.org'), render: (_value, row) => orgName(row.orgName, row.orgCode) },
    { key: 'customerOrgName', title: t('order.sale.customer'), render: (_value, row) => orgName(row.customerOrgName, row.customerOrgCode) },
    { key: 'orderDate', title: t('order.sale.orderDate'), valueType: 'date', sortable: true },
    { key: 'totalQuantity', title: t('order.sale.totalQuantity'), valueType: 'number' },
    { key: 'shippedQuantity', title: t('order.sale.shippedQuantity'), valueType: 'number' },
    { key: 'confirmedQuantity', title: t('order.sale.confirmedQuantity'), valueType: 'number' },
    { key: 'totalAmount', title: t('order.sale.totalAmount'), valueType: 'money' },
    { key: 'finishedBy', title: t('order.sale.finishedBy') },
    { key: 'finishedTime', title: t('order.sale.finishedTime'), valueType: 'datetime', sortable: true },
  ];
}

export function finishedSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'orderNo', label: t('order.sale.orderNo'), operator: 'contains' },
    { prop: 'customerOrgName', label: t('order.sale.customer'), operator: 'contains' },
    { prop: 'orderDate', label: t('order.sale.orderDate'), type: 'daterange' },
  ];
}
