/**
 * The pure checks of a payment against its invoices and prepayments (issue 25; CONTRACT "The chain"):
 * each invoice payable, of the payment's supplier and org, settled by at most its unpaid rest; each
 * prepayment submitted, of the supplier, applied by at most what is left of it; Σ prepaid ≤ Σ invoiced.
 * Run on save, and again at submit on the rows locked, so a prepayment is never applied twice.
 */
import type { InvoiceStatus, PrepaymentStatus } from '../../db/tables/settlement.js';
import { INVOICE_MESSAGES } from './invoice-message-texts.js';
import { cents, money, paymentFigures, restCents, type PaymentFigures } from './invoice-rules.js';
import { INVOICE_PAYABLE } from './invoice-status-machine.js';

export interface PayableInvoice {
  id: number;
  invoiceNo: string;
  orgCode: string;
  supplierSn: string;
  status: InvoiceStatus;
  amountWithTax: string;
  paidAmount: string;
}

export interface ApplicablePrepayment {
  id: number;
  prepayNo: string;
  supplierSn: string;
  status: PrepaymentStatus;
  amount: string;
  appliedAmount: string;
}

export interface Allocation {
  id: number;
  amount: string;
}

/** The payment's figures, or the first problem of its invoices and prepayments. */
export function paymentProblem(
  party: { orgCode: string; supplierSn: string },
  invoices: readonly (Allocation & { row: PayableInvoice | undefined })[],
  prepayments: readonly (Allocation & { row: ApplicablePrepayment | undefined })[],
): { ok: true; figures: PaymentFigures } | { ok: false; status: 400 | 404 | 422; problem: string } {
  const seenInvoices = new Set<number>();
  for (const { id, amount, row } of invoices) {
    if (seenInvoices.has(id)) return { ok: false, status: 400, problem: INVOICE_MESSAGES.invoiceRepeated(id) };
    seenInvoices.add(id);
    if (!row) return { ok: false, status: 404, problem: INVOICE_MESSAGES.invoiceNotFound };
    if (cents(amount) <= 0n) return { ok: false, status: 400, problem: INVOICE_MESSAGES.amountPositive };
    if (row.orgCode !== party.orgCode || row.supplierSn !== party.supplierSn) return { ok: false, status: 400, problem: INVOICE_MESSAGES.invoiceOtherParty(row.invoiceNo) };
    if (!INVOICE_PAYABLE.includes(row.status)) return { ok: false, status: 422, problem: INVOICE_MESSAGES.invoiceNotPayable(row.invoiceNo) };
    const rest = restCents(row.amountWithTax, row.paidAmount);
    if (cents(amount) > rest) return { ok: false, status: 400, problem: INVOICE_MESSAGES.overPaid(row.invoiceNo, money(rest)) };
  }
  const seenPrepayments = new Set<number>();
  for (const { id, amount, row } of prepayments) {
    if (seenPrepayments.has(id)) return { ok: false, status: 400, problem: INVOICE_MESSAGES.prepaymentRepeated(id) };
    seenPrepayments.add(id);
    if (!row) return { ok: false, status: 404, problem: INVOICE_MESSAGES.prepaymentNotFound };
    if (cents(amount) <= 0n) return { ok: false, status: 400, problem: INVOICE_MESSAGES.amountPositive };
    if (row.status !== 'submitted' || row.supplierSn !== party.supplierSn) return { ok: false, status: 422, problem: INVOICE_MESSAGES.prepaymentNotApplicable(row.prepayNo) };
    const rest = restCents(row.amount, row.appliedAmount);
    if (cents(amount) > rest) return { ok: false, status: 400, problem: INVOICE_MESSAGES.overApplied(row.prepayNo, money(rest)) };
  }
  const figures = paymentFigures(
    invoices.map((item) => item.amount),
    prepayments.map((item) => item.amount),
  );
  if (!figures) return { ok: false, status: 400, problem: INVOICE_MESSAGES.prepaidOverInvoiced };
  return { ok: true, figures };
}
