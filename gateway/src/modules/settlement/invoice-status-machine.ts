/**
 * The status tables of invoices, return invoices, prepayments and payments (issue 25; spec 02 §4),
 * pure: which move each action makes, from which statuses. The routes apply a move to the row locked in
 * the caller's scope, so two racing requests cannot both move a document.
 *
 *   invoice:        new|matched|blocked (save: matched or blocked by the tolerance) → sent (sendEBS, matched only);
 *                   matched|sent → partPaid|paid by payments (payment.ts), back on a payment's cancel
 *   return invoice: new → committed (commit) → confirmed (confirm); updateTaxRate in new; reSendEBS committed|confirmed
 *   prepayment:     new → submitted (submit); new|submitted with nothing applied → cancelled (cancel)
 *   payment:        new → submitted (submit) → paid (the ERP's answer to syncEbsStatus); new|submitted → cancelled
 */
import type { InvoiceStatus, PaymentStatus, PrepaymentStatus, ReturnInvoiceStatus } from '../../db/tables/settlement.js';

interface Move<S extends string> {
  from: readonly S[];
  to: S;
}

export type InvoiceEvent = 'send';
export type ReturnInvoiceEvent = 'commit' | 'confirm';
export type PrepaymentEvent = 'submit' | 'cancel';
export type PaymentEvent = 'submit' | 'cancel' | 'paid';

export const INVOICE_MOVES: Readonly<Record<InvoiceEvent, Move<InvoiceStatus>>> = { send: { from: ['matched'], to: 'sent' } };
export const RETURN_INVOICE_MOVES: Readonly<Record<ReturnInvoiceEvent, Move<ReturnInvoiceStatus>>> = {
  commit: { from: ['new'], to: 'committed' },
  confirm: { from: ['committed'], to: 'confirmed' },
};
export const PREPAYMENT_MOVES: Readonly<Record<PrepaymentEvent, Move<PrepaymentStatus>>> = {
  submit: { from: ['new'], to: 'submitted' },
  cancel: { from: ['new', 'submitted'], to: 'cancelled' },
};
export const PAYMENT_MOVES: Readonly<Record<PaymentEvent, Move<PaymentStatus>>> = {
  submit: { from: ['new'], to: 'submitted' },
  cancel: { from: ['new', 'submitted'], to: 'cancelled' },
  paid: { from: ['submitted'], to: 'paid' },
};

/** Invoices editable and deletable (nothing sent or paid yet). */
export const INVOICE_EDITABLE: readonly InvoiceStatus[] = ['new', 'matched', 'blocked'];
/** Invoices a payment may settle. */
export const INVOICE_PAYABLE: readonly InvoiceStatus[] = ['matched', 'sent', 'partPaid'];
/** Return invoices whose message may be sent again. */
export const RETURN_RESENDABLE: readonly ReturnInvoiceStatus[] = ['committed', 'confirmed'];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  new: '新建',
  matched: '已匹配',
  blocked: '匹配差异',
  sent: '已推送',
  partPaid: '部分付款',
  paid: '已付款',
  invalid: '已作废',
};
export const RETURN_INVOICE_STATUS_LABELS: Readonly<Record<ReturnInvoiceStatus, string>> = { new: '新建', committed: '已提交', confirmed: '已确认' };
export const PREPAYMENT_STATUS_LABELS: Readonly<Record<PrepaymentStatus, string>> = { new: '新建', submitted: '已提交', cancelled: '已取消' };
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = { new: '新建', submitted: '已提交', paid: '已付款', cancelled: '已取消' };

export const EVENT_LABELS: Readonly<Record<InvoiceEvent | ReturnInvoiceEvent | PrepaymentEvent | PaymentEvent, string>> = {
  send: '推送EBS',
  commit: '提交',
  confirm: '确认',
  submit: '提交',
  cancel: '取消',
  paid: '付款',
};

/** Where `event` takes a document in `from` by `moves`, or null when the table forbids it. */
export function nextStatus<S extends string, E extends string>(moves: Readonly<Record<E, Move<S>>>, from: S, event: E): S | null {
  const move = moves[event];
  return move.from.includes(from) ? move.to : null;
}

/** The moves a document in `status` allows (the detail's buttons before permissions), with edit and delete where `editable`. */
export function allowedActions<S extends string, E extends string>(moves: Readonly<Record<E, Move<S>>>, status: S, editable: readonly S[]): string[] {
  const events = (Object.keys(moves) as E[]).filter((event) => nextStatus(moves, status, event) !== null);
  return [...(editable.includes(status) ? ['edit', 'delete'] : []), ...events];
}
