/**
 * The messages of invoices, return invoices, prepayments, payments and customer balances (issue 25,
 * part S2) and their place in the catalogue (core/message-catalogue.ts): the key and English twin of
 * every Chinese text these routes answer. A text with values is a pattern whose English names them.
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { EVENT_LABELS, INVOICE_STATUS_LABELS, PAYMENT_STATUS_LABELS, PREPAYMENT_STATUS_LABELS, RETURN_INVOICE_STATUS_LABELS } from './invoice-status-machine.js';

const label = (labels: Readonly<Record<string, string>>, status: string): string => labels[status] ?? status;
type Event = keyof typeof EVENT_LABELS;
const act = (event: Event): string => EVENT_LABELS[event] ?? event;

export const INVOICE_MESSAGES = {
  invoiceNotFound: '发票不存在或无权查看',
  returnNotFound: '退货发票不存在或无权查看',
  prepaymentNotFound: '预付款不存在或无权查看',
  paymentNotFound: '付款申请不存在或无权查看',
  custBalNotFound: '客户余额不存在或无权查看',
  checkLineNotFound: (id: number) => `对账明细${id}不存在或无权查看`,
  checkNotConfirmed: (checkNo: string) => `对账单${checkNo}未确认，不能开票`,
  checkLineRepeated: (id: number) => `对账明细${id}重复`,
  otherParty: '所选对账明细须属于同一供应商、组织和品类',
  overInvoiced: (checkNo: string, lineNo: number, left: string) => `对账单${checkNo}第${lineNo}行可开票数量不足，剩余${left}`,
  quantityPositive: '开票数量须大于0',
  duplicateInvoice: (code: string, no: string) => `发票代码${code}、号码${no}已登记`,
  blocked: (difference: string, tolerance: string) => `发票金额与对账金额差异${difference}元，超出允许差异${tolerance}元`,
  invoiceNotEditable: (no: string, status: string) => `发票${no}当前状态为“${label(INVOICE_STATUS_LABELS, status)}”，不能修改`,
  invoiceNotDeletable: (no: string, status: string) => `发票${no}当前状态为“${label(INVOICE_STATUS_LABELS, status)}”，不能删除`,
  invoiceMove: (no: string, status: string, event: Event) => `发票${no}当前状态为“${label(INVOICE_STATUS_LABELS, status)}”，不能${act(event)}`,
  returnMove: (no: string, status: string, event: Event) => `退货发票${no}当前状态为“${label(RETURN_INVOICE_STATUS_LABELS, status)}”，不能${act(event)}`,
  returnNotEditable: (no: string, status: string) => `退货发票${no}当前状态为“${label(RETURN_INVOICE_STATUS_LABELS, status)}”，不能修改`,
  returnPartyRequired: '请选择原发票，或填写组织、品类和供应商',
  prepaymentMove: (no: string, status: string, event: Event) => `预付款${no}当前状态为“${label(PREPAYMENT_STATUS_LABELS, status)}”，不能${act(event)}`,
  prepaymentNotEditable: (no: string, status: string) => `预付款${no}当前状态为“${label(PREPAYMENT_STATUS_LABELS, status)}”，不能修改`,
  prepaymentApplied: (no: string) => `预付款${no}已核销，不能取消`,
  paymentMove: (no: string, status: string, event: Event) => `付款申请${no}当前状态为“${label(PAYMENT_STATUS_LABELS, status)}”，不能${act(event)}`,
  paymentNotEditable: (no: string, status: string) => `付款申请${no}当前状态为“${label(PAYMENT_STATUS_LABELS, status)}”，不能修改`,
  invoiceNotPayable: (no: string) => `发票${no}不可付款`,
  invoiceOtherParty: (no: string) => `发票${no}不属于所选供应商和组织`,
  overPaid: (no: string, left: string) => `发票${no}未付金额不足，剩余${left}`,
  prepaymentNotApplicable: (no: string) => `预付款${no}未提交或不属于所选供应商`,
  overApplied: (no: string, left: string) => `预付款${no}可核销金额不足，剩余${left}`,
  prepaidOverInvoiced: '预付核销金额不能大于发票金额',
  invoiceRepeated: (id: number) => `发票${id}重复`,
  prepaymentRepeated: (id: number) => `预付款${id}重复`,
  amountPositive: '金额须大于0',
  supplierUnknown: (sn: string) => `供应商不存在：${sn}`,
  orgUnknown: (code: string) => `组织不存在：${code}`,
  customerUnknown: (code: string) => `客户不存在：${code}`,
  custBalRepeated: (org: string, cust: string) => `组织${org}的客户${cust}已有余额记录`,
  effectiveDates: '失效日期不能早于生效日期',
  notSent: (no: string) => `付款申请${no}未提交，不能同步`,
  syncing: (no: string) => `付款申请${no}正在同步，请稍后`,
  contractNotFound: '合同不存在或无权查看',
  sent: '已推送EBS',
  committed: '提交成功',
  confirmed: '确认成功',
  submitted: '提交成功',
  cancelled: '取消成功',
  syncSubmitted: '同步任务已提交',
} as const;

const moveEn: Readonly<Record<Event, string>> = { send: 'sent to EBS', commit: 'committed', confirm: 'confirmed', submit: 'submitted', cancel: 'cancelled', paid: 'paid' };
const moves = (zhName: string, enName: string): MessageEntry[] =>
  (Object.keys(moveEn) as Event[]).map((event) => ({
    key: 'settlement.moveNotAllowed',
    zh: new RegExp(`^${zhName}(.+?)当前状态为“(.+?)”，不能${EVENT_LABELS[event]}$`),
    en: `${enName} {1} is “{2}” and cannot be ${moveEn[event]}`,
  }));

export const INVOICE_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'settlement.checkLineNotFound', zh: /^对账明细(\d+)不存在或无权查看$/, en: 'Check line {1} does not exist or you may not see it' },
  { key: 'settlement.checkNotConfirmed', zh: /^对账单(.+?)未确认，不能开票$/, en: 'Account check {1} is not confirmed; it cannot be invoiced' },
  { key: 'settlement.checkLineRepeated', zh: /^对账明细(\d+)重复$/, en: 'Check line {1} is repeated' },
  { key: 'settlement.otherParty', zh: INVOICE_MESSAGES.otherParty, en: 'The chosen check lines must be of one supplier, organisation and category' },
  { key: 'settlement.overInvoiced', zh: /^对账单(.+?)第(\d+)行可开票数量不足，剩余(.+)$/, en: 'Line {2} of account check {1} has not enough left to invoice; {3} remains' },
  { key: 'settlement.quantityPositive', zh: INVOICE_MESSAGES.quantityPositive, en: 'The invoiced quantity must be greater than 0' },
  { key: 'settlement.duplicateInvoice', zh: /^发票代码(.+?)、号码(.+?)已登记$/, en: 'Invoice code {1}, number {2} is already registered' },
  { key: 'settlement.blocked', zh: /^发票金额与对账金额差异(.+?)元，超出允许差异(.+?)元$/, en: 'The invoice differs from the checked amount by {1} yuan, beyond the allowed {2} yuan' },
  ...moves('发票', 'Invoice'),
  ...moves('退货发票', 'Return invoice'),
  ...moves('预付款', 'Prepayment'),
  ...moves('付款申请', 'Payment request'),
  { key: 'settlement.notEditable', zh: /^发票(.+?)当前状态为“(.+?)”，不能修改$/, en: 'Invoice {1} is “{2}” and cannot be edited' },
  { key: 'settlement.notEditable', zh: /^退货发票(.+?)当前状态为“(.+?)”，不能修改$/, en: 'Return invoice {1} is “{2}” and cannot be edited' },
  { key: 'settlement.notEditable', zh: /^预付款(.+?)当前状态为“(.+?)”，不能修改$/, en: 'Prepayment {1} is “{2}” and cannot be edited' },
  { key: 'settlement.notEditable', zh: /^付款申请(.+?)当前状态为“(.+?)”，不能修改$/, en: 'Payment request {1} is “{2}” and cannot be edited' },
  { key: 'settlement.notDeletable', zh: /^发票(.+?)当前状态为“(.+?)”，不能删除$/, en: 'Invoice {1} is “{2}” and cannot be deleted' },
  { key: 'settlement.returnPartyRequired', zh: INVOICE_MESSAGES.returnPartyRequired, en: 'Choose the original invoice, or give the organisation, category and supplier' },
  { key: 'settlement.prepaymentApplied', zh: /^预付款(.+?)已核销，不能取消$/, en: 'Prepayment {1} is applied and cannot be cancelled' },
  { key: 'settlement.invoiceNotPayable', zh: /^发票(.+?)不可付款$/, en: 'Invoice {1} cannot be paid' },
  { key: 'settlement.invoiceOtherParty', zh: /^发票(.+?)不属于所选供应商和组织$/, en: 'Invoice {1} is not of the chosen supplier and organisation' },
  { key: 'settlement.overPaid', zh: /^发票(.+?)未付金额不足，剩余(.+)$/, en: 'Invoice {1} has not enough unpaid; {2} remains' },
  { key: 'settlement.prepaymentNotApplicable', zh: /^预付款(.+?)未提交或不属于所选供应商$/, en: 'Prepayment {1} is not submitted or not of the chosen supplier' },
  { key: 'settlement.overApplied', zh: /^预付款(.+?)可核销金额不足，剩余(.+)$/, en: 'Prepayment {1} has not enough left to apply; {2} remains' },
  { key: 'settlement.prepaidOverInvoiced', zh: INVOICE_MESSAGES.prepaidOverInvoiced, en: 'The prepayments applied cannot exceed the invoices settled' },
  { key: 'settlement.invoiceRepeated', zh: /^发票(\d+)重复$/, en: 'Invoice {1} is repeated' },
  { key: 'settlement.prepaymentRepeated', zh: /^预付款(\d+)重复$/, en: 'Prepayment {1} is repeated' },
  { key: 'settlement.amountPositive', zh: INVOICE_MESSAGES.amountPositive, en: 'The amount must be greater than 0' },
  { key: 'settlement.supplierUnknown', zh: /^供应商不存在：(.+)$/, en: 'Unknown supplier: {1}' },
  { key: 'settlement.orgUnknown', zh: /^组织不存在：(.+)$/, en: 'Unknown organisation: {1}' },
  { key: 'settlement.customerUnknown', zh: /^客户不存在：(.+)$/, en: 'Unknown customer: {1}' },
  { key: 'settlement.custBalRepeated', zh: /^组织(.+?)的客户(.+?)已有余额记录$/, en: 'Customer {2} already has a balance in organisation {1}' },
  { key: 'settlement.effectiveDates', zh: INVOICE_MESSAGES.effectiveDates, en: 'The end date cannot be before the start date' },
  { key: 'settlement.notSent', zh: /^付款申请(.+?)未提交，不能同步$/, en: 'Payment request {1} is not submitted and cannot be synced' },
  { key: 'settlement.syncing', zh: /^付款申请(.+?)正在同步，请稍后$/, en: 'Payment request {1} is being synced; please wait' },
  { key: 'settlement.invoiceNotFound', zh: INVOICE_MESSAGES.invoiceNotFound, en: 'The invoice does not exist or you may not see it' },
  { key: 'settlement.returnNotFound', zh: INVOICE_MESSAGES.returnNotFound, en: 'The return invoice does not exist or you may not see it' },
  { key: 'settlement.prepaymentNotFound', zh: INVOICE_MESSAGES.prepaymentNotFound, en: 'The prepayment does not exist or you may not see it' },
  { key: 'settlement.paymentNotFound', zh: INVOICE_MESSAGES.paymentNotFound, en: 'The payment request does not exist or you may not see it' },
  { key: 'settlement.custBalNotFound', zh: INVOICE_MESSAGES.custBalNotFound, en: 'The customer balance does not exist or you may not see it' },
  { key: 'settlement.sent', zh: INVOICE_MESSAGES.sent, en: 'Sent to EBS' },
  { key: 'settlement.confirmed', zh: INVOICE_MESSAGES.confirmed, en: 'Confirmed' },
  // 提交成功 (submitted), 取消成功 (cancelled: the supplier area's) and 同步任务已提交 (syncSubmitted) are the contract area's texts, catalogued there.
  // Any other refused move (after the specific ones: the first matching pattern wins).
  { key: 'settlement.moveNotAllowed', zh: /^发票(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Invoice {1} is “{2}”: “{3}” is not allowed' },
  { key: 'settlement.moveNotAllowed', zh: /^退货发票(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Return invoice {1} is “{2}”: “{3}” is not allowed' },
  { key: 'settlement.moveNotAllowed', zh: /^预付款(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Prepayment {1} is “{2}”: “{3}” is not allowed' },
  { key: 'settlement.moveNotAllowed', zh: /^付款申请(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Payment request {1} is “{2}”: “{3}” is not allowed' },
  // The status terms of this part captured by the refusals (新建, 已提交, 已确认, 已取消 and 已作废 are other areas' terms).
  { key: 'settlement.status.matched', zh: INVOICE_STATUS_LABELS.matched, en: 'Matched' },
  { key: 'settlement.status.blocked', zh: INVOICE_STATUS_LABELS.blocked, en: 'Match difference' },
  { key: 'settlement.status.sent', zh: INVOICE_STATUS_LABELS.sent, en: 'Sent' },
  { key: 'settlement.status.partPaid', zh: INVOICE_STATUS_LABELS.partPaid, en: 'Partly paid' },
  { key: 'settlement.status.paid', zh: INVOICE_STATUS_LABELS.paid, en: 'Paid' },
];

registerMessages(INVOICE_MESSAGE_TEXTS);
