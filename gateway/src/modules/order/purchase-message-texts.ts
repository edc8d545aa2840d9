/**
 * The purchase part's messages (issue 26, part G1) and their place in the catalogue
 * (core/message-catalogue.ts): the key and English twin of every Chinese text its routes answer.
 */
import { registerMessages, translateMessage, type MessageEntry } from '../../core/message-catalogue.js';
import type { PurchaseOrderStatus } from '../../db/tables/order.js';
import { PURCHASE_EVENT_LABELS, PURCHASE_STATUS_LABELS, type PurchaseOrderMachineEvent } from './purchase-status-machine.js';

const statusLabel = (status: PurchaseOrderStatus): string => PURCHASE_STATUS_LABELS[status] ?? status;

export const PURCHASE_MESSAGES = {
  notFound: '采购订单不存在或无权查看',
  lineNotFound: (id: number) => `订单行${id}不属于该采购订单`,
  orgNotTrading: (code: string) => `组织${code}不是贸易公司，不能下采购订单`,
  noOrgPermission: '您暂无该组织的权限',
  noCategoryPermission: '您暂无该品类的权限',
  categoryUnknown: (code: string) => `品类不存在：${code}`,
  materialUnknown: (code: string) => `物料不存在或已停用：${code}`,
  supplierUnknown: (sn: string) => `供应商不存在：${sn}`,
  supplierNotQualified: (name: string) => `供应商 ${name} 不是合格状态，不能下采购订单`,
  quantityPositive: (lineNo: number) => `第${lineNo}行：数量须大于0`,
  belowAllocated: (lineNo: number, allocated: string) => `第${lineNo}行：数量不能小于已分配数量${allocated}`,
  deliveryDates: '交货结束日期不能早于开始日期',
  forbiddenMove: (orderNo: string, status: PurchaseOrderStatus, event: PurchaseOrderMachineEvent) =>
    `采购订单${orderNo}当前状态为“${statusLabel(status)}”，不能${PURCHASE_EVENT_LABELS[event] ?? event}`,
  notEditable: (orderNo: string, status: PurchaseOrderStatus) => `采购订单${orderNo}当前状态为“${statusLabel(status)}”，不能修改订单行`,
  notRetryable: (orderNo: string) => `采购订单${orderNo}没有失败的EBS推送，无需重推`,
  allocationsOpen: (orderNo: string) => `采购订单${orderNo}有已分配未发运的数量，请先取消分配`,
  contractNotAllowed: (orderNo: string, status: PurchaseOrderStatus) => `采购订单${orderNo}当前状态为“${statusLabel(status)}”，不能生成合同`,
  contractExists: (orderNo: string, contractNo: string) => `采购订单${orderNo}已生成合同${contractNo}`,
  contractFailed: (reason: string) => `生成合同失败：${reason}`,
  contractConflict: '数据冲突，请稍后重试',
  callbackNotConfigured: '采购订单回调未配置，请联系管理员',
  callbackUnauthorised: '回调鉴权失败',
  orderUnknown: (orderNo: string) => `采购订单不存在：${orderNo}`,
  saved: '新增成功',
  updated: '修改成功',
  pushed: '已推送EBS',
  canceled: '已提交取消',
  closed: '已提交关闭',
  deleted: '删除成功',
  contractCreated: '合同已生成',
} as const;

const MOVE_EN: Readonly<Record<PurchaseOrderMachineEvent, string>> = {
  push: 'pushed to EBS',
  pushOk: 'marked as created in EBS',
  pushFail: 'marked as failed in EBS',
  retry: 'pushed to EBS again',
  receive: 'received',
  refuse: 'refused',
  verify: 'sent for verification',
  verifyPass: 'verified',
  verifyFail: 'failed in verification',
  audit: 'approved',
  auditFail: 'refused approval',
  ship: 'shipped',
  cancel: 'canceled',
  cancelOk: 'confirmed as canceled',
  cancelFail: 'marked as cancel failed',
  close: 'closed',
  invalidOk: 'confirmed as closed',
  invalidFail: 'marked as close failed',
  change: 'changed',
  changeOk: 'confirmed as changed',
  changeFail: 'marked as change failed',
  seal: 'sealed',
  archive: 'archived',
  delete: 'deleted',
};

const STATUS_EN: Readonly<Record<PurchaseOrderStatus, string>> = {
  new: 'New',
  createOrderFail: 'Creation failed',
  waitOrder: 'Awaiting acceptance',
  received: 'Accepted',
  refused: 'Refused',
  deleted: 'Deleted',
  verifying: 'Under verification',
  verificationPassed: 'Verified',
  verificationFailed: 'Verification failed',
  partialShipped: 'Partly shipped',
  unshipped: 'Not shipped',
  shipped: 'Shipped',
  sealed: 'Sealed',
  archived: 'Archived',
  canceling: 'Canceling',
  canceled: 'Canceled',
  cancelFailed: 'Cancel failed',
  invaliding: 'Closing',
  invalided: 'Closed',
  invalidFailed: 'Close failed',
  changing: 'Changing',
  changed: 'Changed',
  changeFailed: 'Change failed',
  audited: 'Approved',
  auditedFailed: 'Approval failed',
};

const SHARED_TERMS: ReadonlySet<PurchaseOrderStatus> = new Set(['new', 'deleted', 'shipped', 'canceled', 'invalided']);

export const PURCHASE_MESSAGE_TEXTS: readonly MessageEntry[] = [
  // notFound, noOrgPermission and noCategoryPermission are the list engine's texts (list.*).
  { key: 'order.purchase.lineNotFound', zh: /^订单行(\d+)不属于该采购订单$/, en: 'Order line {1} does not belong to this purchase order' },
  { key: 'order.purchase.orgNotTrading', zh: /^组织(.+?)不是贸易公司，不能下采购订单$/, en: 'Organisation {1} is not a trading company and cannot place purchase orders' },
  { key: 'order.purchase.categoryUnknown', zh: /^品类不存在：(.+)$/, en: 'Unknown category: {1}' },
  { key: 'order.purchase.materialUnknown', zh: /^物料不存在或已停用：(.+)$/, en: 'Unknown or inactive material: {1}' },
  // supplierUnknown (供应商不存在：…) is the lookups' pattern (lookups.unknownSupplier), catalogued there.
  { key: 'order.purchase.supplierNotQualified', zh: /^供应商 (.+?) 不是合格状态，不能下采购订单$/, en: 'Supplier {1} is not qualified; no purchase order can be placed' },
  // quantityPositive (第N行：数量须大于0) is the contract lines' text, catalogued there.
  { key: 'order.purchase.belowAllocated', zh: /^第(\d+)行：数量不能小于已分配数量(.+)$/, en: 'Line {1}: the quantity cannot be less than the allocated {2}' },
  // deliveryDates (contract.deliveryDates) and pushed (已推送EBS, the invoices') are catalogued by their first users.
  ...(Object.keys(MOVE_EN) as PurchaseOrderMachineEvent[]).map((event): MessageEntry => ({
    key: 'order.purchase.moveNotAllowed',
    zh: new RegExp(`^采购订单(.+?)当前状态为“(.+?)”，不能${PURCHASE_EVENT_LABELS[event]}$`),
    en: `Purchase order {1} is “{2}” and cannot be ${MOVE_EN[event]}`,
  })),
  { key: 'order.purchase.notEditable', zh: /^采购订单(.+?)当前状态为“(.+?)”，不能修改订单行$/, en: 'Purchase order {1} is “{2}”; its lines cannot be changed' },
  { key: 'order.purchase.contractNotAllowed', zh: /^采购订单(.+?)当前状态为“(.+?)”，不能生成合同$/, en: 'Purchase order {1} is “{2}”; no contract can be created from it' },
  { key: 'order.purchase.notRetryable', zh: /^采购订单(.+?)没有失败的EBS推送，无需重推$/, en: 'Purchase order {1} has no failed EBS push to retry' },
  { key: 'order.purchase.allocationsOpen', zh: /^采购订单(.+?)有已分配未发运的数量，请先取消分配$/, en: 'Purchase order {1} has allocated quantity not shipped yet; cancel those allocations first' },
  { key: 'order.purchase.contractExists', zh: /^采购订单(.+?)已生成合同(.+)$/, en: 'Purchase order {1} already has contract {2}' },
  { key: 'order.purchase.contractNoOpenLines', zh: /^采购订单(.+?)没有未关闭的订单行，不能生成合同$/, en: 'Purchase order {1} has no open lines; no contract can be created' },
  { key: 'order.purchase.contractBadFigures', zh: /^采购订单(.+?)的订单行数量或价格有误，不能生成合同$/, en: 'The quantities or prices of purchase order {1} are not valid; no contract can be created' },
  { key: 'order.purchase.contractFailed', zh: /^生成合同失败：(.+)$/s, en: 'The contract could not be created: {1}' },
  { key: 'order.purchase.contractConflict', zh: PURCHASE_MESSAGES.contractConflict, en: 'The data changed meanwhile; please retry' },
  { key: 'order.purchase.callbackNotConfigured', zh: PURCHASE_MESSAGES.callbackNotConfigured, en: 'The purchase order callback is not configured; contact the administrator' },
  { key: 'order.purchase.orderUnknown', zh: /^采购订单不存在：(.+)$/, en: 'Unknown purchase order: {1}' },
  { key: 'order.purchase.canceled', zh: PURCHASE_MESSAGES.canceled, en: 'Cancellation submitted' },
  { key: 'order.purchase.closed', zh: PURCHASE_MESSAGES.closed, en: 'Closing submitted' },
  { key: 'order.purchase.contractCreated', zh: PURCHASE_MESSAGES.contractCreated, en: 'The contract was created' },
  { key: 'order.purchase.moveNotAllowed', zh: /^采购订单(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Purchase order {1} is “{2}”: “{3}” is not allowed' },
  // The status terms captured by the refusals, where another area has not catalogued the same term (the
  // common ones — 新建, 已删除, 已发运, 已取消, 已关闭 — are left to the areas that share them).
  ...(Object.keys(STATUS_EN) as PurchaseOrderStatus[])
    .filter((status) => !SHARED_TERMS.has(status) && translateMessage(PURCHASE_STATUS_LABELS[status], 'en') === undefined)
    .map((status): MessageEntry => ({ key: `order.purchase.status.${status}`, zh: PURCHASE_STATUS_LABELS[status], en: STATUS_EN[status] })),
];

registerMessages(PURCHASE_MESSAGE_TEXTS);
