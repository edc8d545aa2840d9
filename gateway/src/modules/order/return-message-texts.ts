/**
 * The messages of material return invoices (issue 26) and their place in the catalogue
 * (core/message-catalogue.ts). The texts they share with settlement's return invoices (退货发票…不存在,
 * 退货发票…当前状态为“…”，不能…) and the common answers (提交成功, 确认成功, 同步任务已提交) are catalogued
 * by their first users; only the order area's own texts are registered here.
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import type { ReturnInvoiceStatus } from '../../db/tables/order-return.js';
import { RETURN_EVENT_LABELS, RETURN_STATUS_LABELS } from './return-status-machine.js';

type ReturnAction = keyof typeof RETURN_EVENT_LABELS;

export const RETURN_MESSAGES = {
  notFound: '退货发票不存在或无权查看',
  orderNotFound: '采购订单不存在或无权查看',
  lineNotInOrder: (id: number) => `订单行${id}不属于该采购订单`,
  lineRepeated: (lineNo: number) => `采购订单第${lineNo}行重复退货`,
  overReturn: (lineNo: number, left: string) => `采购订单第${lineNo}行可退货数量不足，剩余${left}`,
  nothingShipped: (orderNo: string) => `采购订单${orderNo}没有已发运的数量，不能开退货发票`,
  otherOrder: '修改退货发票时不能更换采购订单',
  quantityPositive: (lineNo: number) => `第${lineNo}行：数量须大于0`,
  amountPositive: '金额须大于0',
  notAllowed: (no: string, status: ReturnInvoiceStatus, action: ReturnAction) => `退货发票${no}当前状态为“${RETURN_STATUS_LABELS[status]}”，不能${RETURN_EVENT_LABELS[action]}`,
  chargeNotFound: '待确认费用不存在或无权查看',
  chargeNotPending: (no: string) => `退货发票${no}的费用已确认，不能重复确认`,
  chargeInvoiceNotCommitted: (no: string) => `退货发票${no}尚未提交，不能确认费用`,
  committed: '提交成功',
  confirmed: '确认成功',
  resent: '同步任务已提交',
} as const;

export const RETURN_MESSAGE_TEXTS: readonly MessageEntry[] = [
  // notFound, notAllowed, amountPositive: settlement's texts; orderNotFound, lineNotInOrder and
  // quantityPositive: the purchase part's (and the contract lines').
  { key: 'order.returnInvoice.lineRepeated', zh: /^采购订单第(\d+)行重复退货$/, en: 'Purchase order line {1} is returned twice' },
  { key: 'order.returnInvoice.overReturn', zh: /^采购订单第(\d+)行可退货数量不足，剩余(.+)$/, en: 'Purchase order line {1} has too little left to return: {2} left' },
  { key: 'order.returnInvoice.nothingShipped', zh: /^采购订单(.+?)没有已发运的数量，不能开退货发票$/, en: 'Purchase order {1} has nothing shipped; no return invoice can be made' },
  { key: 'order.returnInvoice.otherOrder', zh: RETURN_MESSAGES.otherOrder, en: 'A return invoice cannot change its purchase order' },
  { key: 'order.returnInvoice.chargeNotFound', zh: RETURN_MESSAGES.chargeNotFound, en: 'The pending charge does not exist or you may not see it' },
  { key: 'order.returnInvoice.chargeNotPending', zh: /^退货发票(.+?)的费用已确认，不能重复确认$/, en: 'The charge of return invoice {1} is already confirmed' },
  { key: 'order.returnInvoice.chargeInvoiceNotCommitted', zh: /^退货发票(.+?)尚未提交，不能确认费用$/, en: 'Return invoice {1} is not committed yet; its charges cannot be confirmed' },
];

registerMessages(RETURN_MESSAGE_TEXTS);
