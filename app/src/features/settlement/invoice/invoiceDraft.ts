/**
 * What the 登记发票 dialog edits and its save body: decimal strings as typed, never numbers. The match
 * figures are worked exactly on bigint units (money in cents, quantities in thousandths) with the design
 * system's helpers, live as the user types: a ticked line's matched amount is its check amount when the
 * whole check quantity is invoiced, else round2(check amount × quantity / check quantity) (half-up, as
 * the gateway); 匹配金额 = Σ ticked lines; 差异 = 含税金额 − 匹配金额; 税额 = round2(含税金额 × r / (100 + r)).
 * Pure.
 */
import { divideUnits, quantityUnits, QUANTITY_SCALE, unitsToText } from '@srm/design-system/validation';
import type { AppT } from '../../../i18n/useAppT';
import type { CheckableLine, InvoiceDetail, InvoiceSaveBody, InvoiceType } from '../api/invoiceTypes';

export const MONEY_SCALE = 2;
const MONEY_RULES = { maxIntegerDigits: 16 } as const;
const QUANTITY_RULES = { maxIntegerDigits: 15 } as const;

/** A money text as typed without its thousands separators ('10,000.00' → '10000.00'), trimmed. */
export const plainMoney = (text: string): string => text.trim().replace(/,/g, '');
/** A money text in cents (thousands separators allowed), or null when it is no amount (at most 2 decimals). */
export const moneyUnits = (text: string | null | undefined, signed = false): bigint | null =>
  text === null || text === undefined ? null : quantityUnits(plainMoney(text), MONEY_SCALE, { ...MONEY_RULES, signed, zerosPastScale: true });
/** Cents as a money text with 2 decimals. */
export const moneyText = (units: bigint): string => unitsToText(units, MONEY_SCALE);
const quantityOf = (text: string | null | undefined): bigint | null =>
  text === null || text === undefined ? null : quantityUnits(text, QUANTITY_SCALE, { ...QUANTITY_RULES, zerosPastScale: true });

/** One checkable line in the dialog: ticked or not, with the quantity typed for it. */
export interface InvoiceLineEntry {
  line: CheckableLine;
  ticked: boolean;
  quantity: string;
}

export interface InvoiceDraft {
  supplierSn: string | null;
  orgCode: string | null;
  invoiceNo: string;
  invoiceCode: string;
  invoiceType: InvoiceType;
  invoiceDate: string | null;
  taxRate: string;
  amountWithTax: string;
  remark: string;
  entries: InvoiceLineEntry[];
}

const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** A new invoice (dated today, 专用发票) or the one being edited (its lines ticked). */
export function invoiceDraftOf(detail?: InvoiceDetail, now: Date = new Date()): InvoiceDraft {
  if (!detail) {
    return { supplierSn: null, orgCode: null, invoiceNo: '', invoiceCode: '', invoiceType: 'special', invoiceDate: todayText(now), taxRate: '', amountWithTax: '', remark: '', entries: [] };
  }
  const { invoice } = detail;
  return {
    supplierSn: invoice.supplierSn,
    orgCode: invoice.orgCode,
    invoiceNo: invoice.invoiceNo,
    invoiceCode: invoice.invoiceCode,
    invoiceType: invoice.invoiceType,
    invoiceDate: invoice.invoiceDate,
    taxRate: invoice.taxRate,
    amountWithTax: invoice.amountWithTax,
    remark: invoice.remark ?? '',
    entries: [],
  };
}

/** What is left of a check line to invoice (its quantity − what is invoiced), never below 0. */
export function leftQuantity(line: Pick<CheckableLine, 'quantity' | 'invoicedQuantity'>): string {
  const total = quantityOf(line.quantity) ?? 0n;
  const invoiced = quantityOf(line.invoicedQuantity) ?? 0n;
  return unitsToText(total > invoiced ? total - invoiced : 0n, QUANTITY_SCALE);
}

/**
 * The lines offered for the chosen supplier and org, keeping the ticks and quantities typed for a line
 * still offered; an edited invoice's own lines (`own`: check line id → quantity) come ticked.
 */
export function entriesOf(lines: readonly CheckableLine[], current: readonly InvoiceLineEntry[], own: ReadonlyMap<number, string> = new Map()): InvoiceLineEntry[] {
  const typed = new Map(current.map((entry) => [entry.line.checkLineId, entry]));
  return lines.map((line) => {
    const kept = typed.get(line.checkLineId);
    if (kept) return { line, ticked: kept.ticked, quantity: kept.quantity };
    const ownQuantity = own.get(line.checkLineId);
    return ownQuantity !== undefined ? { line, ticked: true, quantity: ownQuantity } : { line, ticked: false, quantity: leftQuantity(line) };
  });
}

/** A ticked line's matched amount in cents: the whole check amount for the whole quantity, else round2(amount × q / Q); null when the quantity is no quantity. */
export function lineAmountUnits(line: Pick<CheckableLine, 'quantity' | 'amount'>, quantity: string): bigint | null {
  const q = quantityOf(quantity);
  const total = quantityOf(line.quantity);
  const amount = moneyUnits(line.amount);
  if (q === null || total === null || amount === null || total === 0n) return null;
  if (q === total) return amount;
  return divideUnits(amount * q, total);
}

/** The dialog's live figures, as money texts ('' where the typed text is no amount yet). */
export interface InvoiceFigures {
  matchedAmount: string;
  matchDifference: string;
  taxAmount: string;
  amountWithoutTax: string;
}

/** round2(amount × r / (100 + r)) in cents, r in percent with 2 decimals. */
export function taxUnitsOf(amountCents: bigint, rateUnits: bigint): bigint {
  return divideUnits(amountCents * rateUnits, 10000n + rateUnits);
}

/** 匹配金额, 差异, 税额 and 不含税金额 of the draft, exact. */
export function invoiceFigures(draft: Pick<InvoiceDraft, 'entries' | 'amountWithTax' | 'taxRate'>): InvoiceFigures {
  let matched = 0n;
  for (const entry of draft.entries) if (entry.ticked) matched += lineAmountUnits(entry.line, entry.quantity) ?? 0n;
  const amount = moneyUnits(draft.amountWithTax);
  const rate = quantityUnits(draft.taxRate, MONEY_SCALE, { maxIntegerDigits: 3, zerosPastScale: true });
  const tax = amount !== null && rate !== null ? taxUnitsOf(amount, rate) : null;
  return {
    matchedAmount: moneyText(matched),
    matchDifference: amount === null ? '' : moneyText(amount - matched),
    taxAmount: tax === null ? '' : moneyText(tax),
    amountWithoutTax: tax === null || amount === null ? '' : moneyText(amount - tax),
  };
}

/** Whether |difference| ≤ tolerance (both money texts); null when either is unknown. */
export function withinTolerance(difference: string, tolerance: string | null): boolean | null {
  const diff = moneyUnits(difference, true);
  const limit = moneyUnits(tolerance);
  if (diff === null || limit === null) return null;
  return (diff < 0n ? -diff : diff) <= limit;
}

/** The dialog's own check: the text shown in place, or null when the draft may be sent. */
export function invoiceProblem(draft: InvoiceDraft, t: AppT): string | null {
  const ticked = draft.entries.filter((entry) => entry.ticked);
  if (!draft.supplierSn || !draft.orgCode || draft.invoiceNo.trim() === '' || draft.invoiceCode.trim() === '' || !draft.invoiceDate || draft.taxRate.trim() === '' || draft.amountWithTax.trim() === '' || ticked.length === 0) {
    return t('invoice.required');
  }
  const amount = moneyUnits(draft.amountWithTax);
  if (amount === null || amount <= 0n) return t('invoice.amountInvalid');
  const rate = quantityUnits(draft.taxRate, MONEY_SCALE, { maxIntegerDigits: 3, zerosPastScale: true });
  if (rate === null || rate > 10000n) return t('invoice.taxRateInvalid');
  for (const entry of ticked) {
    const quantity = quantityOf(entry.quantity);
    const left = quantityOf(leftQuantity(entry.line)) ?? 0n;
    if (quantity === null || quantity <= 0n || quantity > left) return t('invoice.quantityInvalid', { checkNo: entry.line.checkNo, lineNo: entry.line.lineNo, left: leftQuantity(entry.line) });
  }
  return null;
}

/** The save body of a checked draft: an edit carries the invoice's id and version; only ticked lines. */
export function toInvoiceSaveBody(draft: InvoiceDraft, invoice?: { id: number; version: number }): InvoiceSaveBody {
  const remark = draft.remark.trim();
  return {
    ...(invoice ? { id: invoice.id, version: invoice.version } : {}),
    invoiceNo: draft.invoiceNo.trim(),
    invoiceCode: draft.invoiceCode.trim(),
    invoiceType: draft.invoiceType,
    invoiceDate: draft.invoiceDate ?? '',
    taxRate: draft.taxRate.trim(),
    amountWithTax: plainMoney(draft.amountWithTax),
    remark: remark === '' ? null : remark,
    lines: draft.entries.filter((entry) => entry.ticked).map((entry) => ({ checkLineId: entry.line.checkLineId, quantity: entry.quantity.trim() })),
  };
}
