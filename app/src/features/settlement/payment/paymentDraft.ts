/**
 * What the 付款申请 dialog edits and its save body: decimal strings as typed, never numbers. The figures
 * are worked exactly in cents (bigint): 发票金额 = Σ 本次付款金额 of the ticked invoices, 预付核销金额 =
 * Σ 本次核销金额 of the ticked prepayments, 应付金额 = 发票金额 − 预付核销金额, live as the user types.
 * Pure.
 */
import type { AppT } from '../../../i18n/useAppT';
import type { PaymentSaveBody, PrepaymentRow, SettleableInvoice } from '../api/invoiceTypes';
import { moneyText, moneyUnits, plainMoney } from '../invoice/invoiceDraft';

export interface PaymentInvoiceEntry {
  invoice: SettleableInvoice;
  ticked: boolean;
  amount: string;
}

export interface PaymentPrepayEntry {
  prepayment: PrepaymentRow;
  ticked: boolean;
  amount: string;
}

export interface PaymentDraft {
  supplierSn: string | null;
  orgCode: string | null;
  applyDate: string | null;
  payMethod: string;
  remark: string;
  invoices: PaymentInvoiceEntry[];
  prepayments: PaymentPrepayEntry[];
}

const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function paymentDraftOf(now: Date = new Date()): PaymentDraft {
  return { supplierSn: null, orgCode: null, applyDate: todayText(now), payMethod: '', remark: '', invoices: [], prepayments: [] };
}

/** What is left of a prepayment to apply: its amount − what is applied, never below 0. */
export function prepaymentLeft(prepayment: Pick<PrepaymentRow, 'amount' | 'appliedAmount'>): string {
  const left = (moneyUnits(prepayment.amount) ?? 0n) - (moneyUnits(prepayment.appliedAmount) ?? 0n);
  return moneyText(left > 0n ? left : 0n);
}

/** The invoices offered, each defaulting to its unpaid rest (ticks and amounts typed for one still offered are kept). */
export function invoiceEntriesOf(invoices: readonly SettleableInvoice[], current: readonly PaymentInvoiceEntry[]): PaymentInvoiceEntry[] {
  const typed = new Map(current.map((entry) => [entry.invoice.id, entry]));
  return invoices.map((invoice) => {
    const kept = typed.get(invoice.id);
    return kept ? { invoice, ticked: kept.ticked, amount: kept.amount } : { invoice, ticked: false, amount: invoice.unpaidAmount };
  });
}

/** The prepayments offered (those with something left), each defaulting to what is left of it. */
export function prepayEntriesOf(prepayments: readonly PrepaymentRow[], current: readonly PaymentPrepayEntry[]): PaymentPrepayEntry[] {
  const typed = new Map(current.map((entry) => [entry.prepayment.id, entry]));
  return prepayments.filter((prepayment) => prepaymentLeft(prepayment) !== '0.00').map((prepayment) => {
    const kept = typed.get(prepayment.id);
    return kept ? { prepayment, ticked: kept.ticked, amount: kept.amount } : { prepayment, ticked: false, amount: prepaymentLeft(prepayment) };
  });
}

export interface PaymentFigures {
  invoiceAmount: string;
  prepaidAmount: string;
  payAmount: string;
}

/** 发票金额, 预付核销金额 and 应付金额 = 发票 − 预付 of the ticked rows (an amount that is no amount counts 0). */
export function paymentFigures(draft: Pick<PaymentDraft, 'invoices' | 'prepayments'>): PaymentFigures {
  let invoiced = 0n;
  for (const entry of draft.invoices) if (entry.ticked) invoiced += moneyUnits(entry.amount) ?? 0n;
  let prepaid = 0n;
  for (const entry of draft.prepayments) if (entry.ticked) prepaid += moneyUnits(entry.amount) ?? 0n;
  return { invoiceAmount: moneyText(invoiced), prepaidAmount: moneyText(prepaid), payAmount: moneyText(invoiced - prepaid) };
}

/** The dialog's own check: the text shown in place, or null when the draft may be sent. */
export function paymentProblem(draft: PaymentDraft, t: AppT): string | null {
  const invoices = draft.invoices.filter((entry) => entry.ticked);
  if (!draft.supplierSn || !draft.orgCode || !draft.applyDate || invoices.length === 0) return t('payment.required');
  for (const entry of invoices) {
    const amount = moneyUnits(entry.amount);
    const left = moneyUnits(entry.invoice.unpaidAmount) ?? 0n;
    if (amount === null || amount <= 0n || amount > left) return t('payment.settleInvalid', { code: entry.invoice.invoiceNo, left: entry.invoice.unpaidAmount });
  }
  for (const entry of draft.prepayments.filter((row) => row.ticked)) {
    const amount = moneyUnits(entry.amount);
    const left = prepaymentLeft(entry.prepayment);
    if (amount === null || amount <= 0n || amount > (moneyUnits(left) ?? 0n)) return t('payment.applyInvalid', { code: entry.prepayment.prepayNo, left });
  }
  const figures = paymentFigures(draft);
  return (moneyUnits(figures.payAmount, true) ?? 0n) < 0n ? t('payment.prepaidTooLarge') : null;
}

/** The save body of a checked draft: only the ticked invoices and prepayments. */
export function toPaymentSaveBody(draft: PaymentDraft, payment?: { id: number; version: number }): PaymentSaveBody {
  const remark = draft.remark.trim();
  const payMethod = draft.payMethod.trim();
  return {
    ...(payment ? { id: payment.id, version: payment.version } : {}),
    orgCode: draft.orgCode ?? '',
    supplierSn: draft.supplierSn ?? '',
    applyDate: draft.applyDate ?? '',
    payMethod: payMethod === '' ? null : payMethod,
    invoices: draft.invoices.filter((entry) => entry.ticked).map((entry) => ({ invoiceId: entry.invoice.id, amount: plainMoney(entry.amount) })),
    prepayments: draft.prepayments.filter((entry) => entry.ticked).map((entry) => ({ prepaymentId: entry.prepayment.id, amount: plainMoney(entry.amount) })),
    remark: remark === '' ? null : remark,
  };
}
