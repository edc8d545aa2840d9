/**
 * The pure money rules of invoices and payments (issue 25; CONTRACT "The chain"): exact arithmetic on
 * decimal texts as bigint units (cents for money, 0.001 for quantities, 0.01 % for tax rates), rounding
 * half up at the last step only. Never floats.
 */
import { taxOfTexts, unitsToText } from '@srm/rules';
import { divideHalfUp, unitsAt } from './check-figures.js';

/** A stored or given decimal text in units of 10^-scale (null, '' and non-numbers count as 0): the check figures' reader. */
export const unitsOf = unitsAt;

export const cents = (text: string | null | undefined): bigint => unitsOf(text, 2);
export const qty = (text: string | null | undefined): bigint => unitsOf(text, 3);
export const money = (value: bigint): string => unitsToText(value, 2);
export const qtyText = (value: bigint): string => unitsToText(value, 3);

export { divideHalfUp };

/** The tax in an amount with tax at rate r percent: round2(amount × r / (100 + r)) (the design system's rule, shared with the order area's return invoices). */
export const taxOf = taxOfTexts;

/**
 * The amount an invoice line takes of its check line: the whole rest when it takes the whole quantity
 * left, else round2(check amount × quantity / check quantity).
 */
export function lineAmountOf(check: { quantity: string; amount: string; invoicedQuantity: string; invoicedAmount: string }, quantity: string): string {
  const left = qty(check.quantity) - qty(check.invoicedQuantity);
  if (qty(quantity) === left) return money(cents(check.amount) - cents(check.invoicedAmount));
  return money(divideHalfUp(cents(check.amount) * qty(quantity), qty(check.quantity)));
}

export interface MatchResult {
  matchedAmount: string;
  matchDifference: string;
  status: 'matched' | 'blocked';
}

/** Σ line amounts against the invoice's amount: within ±tolerance matched, else blocked. */
export function matchOf(amountWithTax: string, lineAmounts: readonly string[], tolerance: string): MatchResult {
  const matched = lineAmounts.reduce((sum, amount) => sum + cents(amount), 0n);
  const difference = cents(amountWithTax) - matched;
  const absolute = difference < 0n ? -difference : difference;
  return { matchedAmount: money(matched), matchDifference: money(difference), status: absolute <= cents(tolerance) ? 'matched' : 'blocked' };
}

/** An invoice's status after its paid amount changed: paid when all of it, partPaid when some, else `unpaid`. */
export function paidStatusOf(amountWithTax: string, paidAmount: string, unpaid: 'matched' | 'sent'): 'paid' | 'partPaid' | 'matched' | 'sent' {
  const paid = cents(paidAmount);
  if (paid <= 0n) return unpaid;
  return paid >= cents(amountWithTax) ? 'paid' : 'partPaid';
}

export interface PaymentFigures {
  invoiceAmount: string;
  prepaidAmount: string;
  payAmount: string;
}

/** A payment's head: invoices Σ, prepayments Σ and pay = invoices − prepayments (refused when prepaid > invoiced). */
export function paymentFigures(invoiceAmounts: readonly string[], prepayAmounts: readonly string[]): PaymentFigures | null {
  const invoiced = invoiceAmounts.reduce((sum, amount) => sum + cents(amount), 0n);
  const prepaid = prepayAmounts.reduce((sum, amount) => sum + cents(amount), 0n);
  if (prepaid > invoiced) return null;
  return { invoiceAmount: money(invoiced), prepaidAmount: money(prepaid), payAmount: money(invoiced - prepaid) };
}

/** What is left of `total` after `used` (never below 0), as cents. */
export function restCents(total: string, used: string): bigint {
  const left = cents(total) - cents(used);
  return left > 0n ? left : 0n;
}
