/**
 * The 采购订单 list as data (POST /material/api/v1/order/purchase/page): its columns, search fields,
 * the status tags (order, EBS, contract, line), the page's buttons (ORDER_MENUS of the gateway) and
 * which row actions a row's status allows. Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { PurchaseOrderRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const PURCHASE_ORDER_TABLE_ID = 'order-purchase';

/** The page's buttons (gateway ORDER_MENUS, under order:purchase). */
export const PURCHASE_BUTTONS = {
  add: 'order:purchase:add',
  edit: 'order:purchase:edit',
  close: 'order:purchase:close',
  retry: 'order:purchase:retry',
  push: 'order:purchase:push',
  contract: 'order:purchase:contract',
  exportList: 'order:purchase:export',
} as const;

type Status = PurchaseOrderRow['status'];
type EbsStatus = PurchaseOrderRow['ebsStatus'];
type ContractStatus = PurchaseOrderRow['contractStatus'];

export const PURCHASE_STATUSES: readonly Status[] = [
  'new',
  'createOrderFail',
  'waitOrder',
  'received',
  'refused',
  'deleted',
  'verifying',
  'verificationPassed',
  'verificationFailed',
  'partialShipped',
  'unshipped',
  'shipped',
  'sealed',
  'archived',
  'canceling',
  'canceled',
  'cancelFailed',
  'invaliding',
  'invalided',
  'invalidFailed',
  'changing',
  'changed',
  'changeFailed',
  'audited',
  'auditedFailed',
];
export const EBS_STATUSES: readonly EbsStatus[] = ['unsent', 'pending', 'success', 'failed'];
export const CONTRACT_STATUSES: readonly ContractStatus[] = ['none', 'created', 'failed'];

const FAILED: ReadonlySet<Status> = new Set(['createOrderFail', 'refused', 'verificationFailed', 'cancelFailed', 'invalidFailed', 'changeFailed', 'auditedFailed']);
const DONE: ReadonlySet<Status> = new Set(['shipped', 'sealed', 'archived', 'audited', 'verificationPassed', 'received', 'changed']);
const GONE: ReadonlySet<Status> = new Set(['deleted', 'canceled', 'invalided']);
const colourOf = (status: Status) => (FAILED.has(status) ? 'red' : GONE.has(status) ? 'default' : DONE.has(status) ? 'green' : status === 'new' ? 'default' : 'blue');
const EBS_COLOURS: Readonly<Record<EbsStatus, string>> = { unsent: 'default', pending: 'blue', success: 'green', failed: 'red' };
const CONTRACT_COLOURS: Readonly<Record<ContractStatus, string>> = { none: 'default', created: 'green', failed: 'red' };

export function purchaseStatusItems(t: AppT): StatusItem[] {
  return PURCHASE_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`order.purchase.status.${status}`), color: colourOf(status) }));
}

export function purchaseEbsItems(t: AppT): StatusItem[] {
  return EBS_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`order.purchase.ebsState.${status}`), color: EBS_COLOURS[status] }));
}

export function purchaseContractItems(t: AppT): StatusItem[] {
  return CONTRACT_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`order.purchase.contract.${status}`), color: CONTRACT_COLOURS[status] }));
}

/** Lines are edited in place (new, createOrderFail) or as a change EBS confirms (audited and on). */
const LINE_EDITABLE: ReadonlySet<Status> = new Set(['new', 'createOrderFail', 'audited', 'unshipped', 'partialShipped', 'changed', 'changeFailed']);
/** Cancelled (nothing allocated) or closed (the rest) from these; the gateway decides which. */
const CLOSABLE: ReadonlySet<Status> = new Set(['waitOrder', 'received', 'verificationPassed', 'audited', 'unshipped', 'partialShipped', 'changed', 'changeFailed', 'cancelFailed', 'invalidFailed']);
/** An audited order or later gets a contract. */
const CONTRACTABLE: ReadonlySet<Status> = new Set(['audited', 'unshipped', 'partialShipped', 'shipped', 'changing', 'changed', 'changeFailed', 'sealed', 'archived']);

type RowFacts = Pick<PurchaseOrderRow, 'status' | 'ebsStatus' | 'contractStatus'>;

/** What each row action needs of the order's state. */
export const purchaseAllows = {
  push: (row: RowFacts) => row.status === 'new' && row.ebsStatus !== 'pending',
  retryPush: (row: RowFacts) => row.status === 'createOrderFail' || (row.ebsStatus === 'failed' && !GONE.has(row.status)),
  editLines: (row: RowFacts) => LINE_EDITABLE.has(row.status),
  cancelOrClose: (row: RowFacts) => CLOSABLE.has(row.status),
  contract: (row: RowFacts) => CONTRACTABLE.has(row.status) && row.contractStatus !== 'created',
};

/** 生成合同, or 重试生成合同 after a failed try. */
export const contractActionKey = (row: Pick<PurchaseOrderRow, 'contractStatus'>): 'order.purchase.retryContract' | 'order.purchase.createContract' =>
  row.contractStatus === 'failed' ? 'order.purchase.retryContract' : 'order.purchase.createContract';

/** 采购订单号 (pinned), 组织, 供应商, 品类, 订单日期, 状态, quantities and amount, EBS, contract, 创建时间. */
export function purchaseColumns(t: AppT): ProColumn<PurchaseOrderRow>[] {
  return [
    { key: 'orderNo', title: t('order.purchase.orderNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'orgName', title: t('order.purchase.org'), render: (_value, row) => row.orgName || row.orgCode },
    { key: 'supplierName', title: t('order.purchase.supplier'), wide: true },
    { key: 'categoryName', title: t('order.purchase.category'), render: (_value, row) => row.categoryName || row.categoryCode },
    { key: 'orderDate', title: t('order.purchase.orderDate'), valueType: 'date', sortable: true },
    { key: 'status', title: t('order.purchase.status'), valueType: 'status', options: purchaseStatusItems(t), sortable: true },
    { key: 'totalQuantity', title: t('order.purchase.totalQuantity'), valueType: 'number' },
    { key: 'allocatedQuantity', title: t('order.purchase.allocatedQuantity'), valueType: 'number' },
    { key: 'shippedQuantity', title: t('order.purchase.shippedQuantity'), valueType: 'number' },
    { key: 'totalAmount', title: t('order.purchase.totalAmount'), valueType: 'money' },
    { key: 'ebsStatus', title: t('order.purchase.ebsStatus'), valueType: 'status', options: purchaseEbsItems(t) },
    { key: 'contractNo', title: t('order.purchase.contractNo'), valueType: 'code' },
    { key: 'contractStatus', title: t('order.purchase.contractStatus'), valueType: 'status', options: purchaseContractItems(t) },
    { key: 'createdTime', title: t('order.purchase.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

const optionsOf = (items: StatusItem[]) => items.map((item) => ({ value: String(item.dictItemCode), label: item.dictItemName }));

/** `orderNo.contains`, `supplierName.contains`, `orgName.contains`, `status`, `ebsStatus`, `contractStatus`, `orderDate` between. */
export function purchaseSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'orderNo', label: t('order.purchase.orderNo'), operator: 'contains' },
    { prop: 'supplierName', label: t('order.purchase.supplier'), operator: 'contains' },
    { prop: 'orgName', label: t('order.purchase.org'), operator: 'contains' },
    { prop: 'status', label: t('order.purchase.status'), type: 'select', options: optionsOf(purchaseStatusItems(t)) },
    { prop: 'ebsStatus', label: t('order.purchase.ebsStatus'), type: 'select', options: optionsOf(purchaseEbsItems(t)) },
    { prop: 'contractStatus', label: t('order.purchase.contractStatus'), type: 'select', options: optionsOf(purchaseContractItems(t)) },
    { prop: 'orderDate', label: t('order.purchase.orderDate'), type: 'daterange' },
  ];
}
