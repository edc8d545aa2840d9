/**
 * The direct-supplier purchase order's status machine (issue 26; spec 02 §4, 25 statuses), pure: which
 * move each event makes, from which statuses. The routes apply a move to the row locked in the
 * caller's scope with a version check; EBS and the supplier move it through the callback.
 *
 *   new ─push→ waitOrder ─pushFail→ createOrderFail ─retry→ waitOrder       (EBS creates the order)
 *   waitOrder ─receive→ received ─verify→ verifying ─verifyPass/verifyFail→ verificationPassed/Failed
 *   waitOrder ─refuse→ refused;  waitOrder/received/verificationPassed/auditedFailed ─audit→ audited
 *   audited/unshipped/partialShipped/changed ─ship→ partialShipped or shipped (shippedStatusOf the lines)
 *   nothing shipped: ─cancel→ canceling ─cancelOk/cancelFail→ canceled/cancelFailed
 *   partly shipped:  ─close→ invaliding ─invalidOk/invalidFail→ invalided/invalidFailed
 *   audited … changeFailed ─change→ changing ─changeOk/changeFail→ changed/changeFailed
 *   shipped ─seal→ sealed ─archive→ archived;  new/createOrderFail ─delete→ deleted
 *
 * `unshipped` (EBS's 未发运) is an audited order EBS reports as not shipped yet: no event leads to it
 * here, but it behaves as `audited` (allocatable, shippable, changeable, cancelable).
 */
import type { PurchaseOrderStatus } from '../../db/tables/order.js';

export type PurchaseOrderMachineEvent =
  | 'push'
  | 'pushOk'
  | 'pushFail'
  | 'retry'
  | 'receive'
  | 'refuse'
  | 'verify'
  | 'verifyPass'
  | 'verifyFail'
  | 'audit'
  | 'auditFail'
  | 'ship'
  | 'cancel'
  | 'cancelOk'
  | 'cancelFail'
  | 'close'
  | 'invalidOk'
  | 'invalidFail'
  | 'change'
  | 'changeOk'
  | 'changeFail'
  | 'seal'
  | 'archive'
  | 'delete';

interface Move {
  from: readonly PurchaseOrderStatus[];
  /** For `ship` the machine's first choice; the real target is shippedStatusOf(lines). */
  to: PurchaseOrderStatus;
}

/** The statuses goods may be shipped (and purchase lines allocated) from: ALLOCATABLE_PURCHASE_STATUSES. */
export const SHIPPABLE_PURCHASE_STATUSES = ['audited', 'unshipped', 'partialShipped', 'changed'] as const satisfies readonly PurchaseOrderStatus[];

export const PURCHASE_MOVES: Readonly<Record<PurchaseOrderMachineEvent, Move>> = {
  push: { from: ['new'], to: 'waitOrder' },
  pushOk: { from: ['waitOrder'], to: 'waitOrder' },
  pushFail: { from: ['waitOrder'], to: 'createOrderFail' },
  retry: { from: ['createOrderFail'], to: 'waitOrder' },
  receive: { from: ['waitOrder'], to: 'received' },
  refuse: { from: ['waitOrder'], to: 'refused' },
  verify: { from: ['received', 'verificationFailed'], to: 'verifying' },
  verifyPass: { from: ['verifying'], to: 'verificationPassed' },
  verifyFail: { from: ['verifying'], to: 'verificationFailed' },
  audit: { from: ['waitOrder', 'received', 'verificationPassed', 'auditedFailed'], to: 'audited' },
  auditFail: { from: ['waitOrder', 'received', 'verificationPassed'], to: 'auditedFailed' },
  ship: { from: SHIPPABLE_PURCHASE_STATUSES, to: 'partialShipped' },
  cancel: {
    from: ['waitOrder', 'received', 'refused', 'verificationPassed', 'verificationFailed', 'audited', 'auditedFailed', 'unshipped', 'changed', 'changeFailed', 'cancelFailed'],
    to: 'canceling',
  },
  cancelOk: { from: ['canceling'], to: 'canceled' },
  cancelFail: { from: ['canceling'], to: 'cancelFailed' },
  close: { from: ['partialShipped', 'changed', 'changeFailed', 'invalidFailed'], to: 'invaliding' },
  invalidOk: { from: ['invaliding'], to: 'invalided' },
  invalidFail: { from: ['invaliding'], to: 'invalidFailed' },
  change: { from: ['audited', 'unshipped', 'partialShipped', 'changed', 'changeFailed'], to: 'changing' },
  changeOk: { from: ['changing'], to: 'changed' },
  changeFail: { from: ['changing'], to: 'changeFailed' },
  seal: { from: ['shipped'], to: 'sealed' },
  archive: { from: ['sealed'], to: 'archived' },
  delete: { from: ['new', 'createOrderFail'], to: 'deleted' },
};

export const PURCHASE_STATUS_LABELS: Readonly<Record<PurchaseOrderStatus, string>> = {
  new: '新建',
  createOrderFail: '创建订单失败',
  waitOrder: '待接单',
  received: '已接单',
  refused: '已拒单',
  deleted: '已删除',
  verifying: '审核中',
  verificationPassed: '审核通过',
  verificationFailed: '审核不通过',
  partialShipped: '部分发运',
  unshipped: '未发运',
  shipped: '已发运',
  sealed: '已盖章',
  archived: '已归档',
  canceling: '取消中',
  canceled: '已取消',
  cancelFailed: '取消失败',
  invaliding: '关闭中',
  invalided: '已关闭',
  invalidFailed: '关闭失败',
  changing: '变更中',
  changed: '已变更',
  changeFailed: '变更失败',
  audited: '已审批',
  auditedFailed: '审批失败',
};

export const PURCHASE_EVENT_LABELS: Readonly<Record<PurchaseOrderMachineEvent, string>> = {
  push: '推送EBS',
  pushOk: 'EBS创建成功',
  pushFail: 'EBS创建失败',
  retry: '重推EBS',
  receive: '供应商接单',
  refuse: '供应商拒单',
  verify: '提交审核',
  verifyPass: '审核通过',
  verifyFail: '审核不通过',
  audit: '审批通过',
  auditFail: '审批失败',
  ship: '发运',
  cancel: '取消',
  cancelOk: '取消成功',
  cancelFail: '取消失败',
  close: '关闭',
  invalidOk: '关闭成功',
  invalidFail: '关闭失败',
  change: '变更',
  changeOk: '变更成功',
  changeFail: '变更失败',
  seal: '盖章',
  archive: '归档',
  delete: '删除',
};

/** Statuses whose lines are edited in place (not yet an EBS order). */
export const PURCHASE_EDITABLE: readonly PurchaseOrderStatus[] = ['new', 'createOrderFail'];
/** Statuses a contract draft may be created from (audited or later, still live or done). */
export const PURCHASE_CONTRACTABLE: readonly PurchaseOrderStatus[] = [
  'audited',
  'unshipped',
  'partialShipped',
  'shipped',
  'changing',
  'changed',
  'changeFailed',
  'sealed',
  'archived',
];

export function isPurchaseOrderStatus(value: string): value is PurchaseOrderStatus {
  return value in PURCHASE_STATUS_LABELS;
}

/** Where `event` takes an order in status `from`, or null when the machine forbids it (ship: see shippedStatusOf). */
export function nextPurchaseStatus(from: PurchaseOrderStatus, event: PurchaseOrderMachineEvent): PurchaseOrderStatus | null {
  const move = PURCHASE_MOVES[event];
  return move.from.includes(from) ? move.to : null;
}

export interface ShippedLine {
  quantity: string;
  shippedQuantity: string;
  /** Closed or canceled lines do not wait for goods; missing means open. */
  lineStatus?: string;
}

/** Thousandths of a quantity text (≤ 3 decimals), exact. */
function milli(text: string): bigint {
  const negative = text.trim().startsWith('-');
  const [whole = '0', fraction = ''] = text.trim().replace(/^[-+]/, '').split('.');
  const value = BigInt(whole || '0') * 1000n + BigInt((fraction + '000').slice(0, 3));
  return negative ? -value : value;
}

/**
 * The order's status after a shipment (called by the sale part once a shipping is saved): `shipped`
 * when every open line has shipped its whole quantity, else `partialShipped`. Pure and exact.
 */
export function shippedStatusOf(lines: readonly ShippedLine[]): 'partialShipped' | 'shipped' {
  const open = lines.filter((line) => line.lineStatus === undefined || line.lineStatus === 'open');
  if (open.length === 0) return 'partialShipped';
  return open.every((line) => milli(line.shippedQuantity) >= milli(line.quantity)) ? 'shipped' : 'partialShipped';
}

/** The status `ship` leads to from `from` with these lines after the shipment, or null when the machine forbids shipping. */
export function shipPurchaseStatus(from: PurchaseOrderStatus, lines: readonly ShippedLine[]): 'partialShipped' | 'shipped' | null {
  return nextPurchaseStatus(from, 'ship') === null ? null : shippedStatusOf(lines);
}

/** The user actions (route names) an order in `status` allows, before the caller's buttons and the quantities. */
export type PurchaseOrderAction = 'orderLineUpdate' | 'push' | 'retryPushEbs' | 'cancelOrClose' | 'createContract';

export function allowedPurchaseActions(
  status: PurchaseOrderStatus,
  order: { ebsStatus?: string; contractStatus?: string } = {},
): PurchaseOrderAction[] {
  const actions: PurchaseOrderAction[] = [];
  if (PURCHASE_EDITABLE.includes(status) || nextPurchaseStatus(status, 'change') !== null) actions.push('orderLineUpdate');
  if (nextPurchaseStatus(status, 'push') !== null) actions.push('push');
  if (nextPurchaseStatus(status, 'retry') !== null || (order.ebsStatus === 'failed' && status !== 'new')) actions.push('retryPushEbs');
  if (nextPurchaseStatus(status, 'cancel') !== null || nextPurchaseStatus(status, 'close') !== null || nextPurchaseStatus(status, 'delete') !== null) {
    actions.push('cancelOrClose');
  }
  if (PURCHASE_CONTRACTABLE.includes(status) && order.contractStatus !== 'created') actions.push('createContract');
  return actions;
}
