/**
 * The pure logic of the 询价管理 screens (issue 22): which actions a row or the detail allows (by the
 * caller's buttons and the inquiry's status and deadline), the comparison table of the quotes, who may
 * be awarded, the deadline's text both ways and the quote form's own checks. Every figure is a decimal
 * string compared exactly (the design system's decimal helpers), never a float; the lowest price of a
 * line is the gateway's `lowest` flag, never computed here.
 */
import { sumDecimals } from '@srm/design-system/validation';
import type { InquiryDetail, InquiryDetailLine, InquiryQuoteBody, InquiryQuoteRow, SupplierInquiryRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

/** The buttons of 询价管理 (gateway menu seed). */
export const INQUIRY_BUTTONS = {
  add: 'supplier:inquiry:add',
  edit: 'supplier:inquiry:edit',
  publish: 'supplier:inquiry:publish',
  award: 'supplier:inquiry:award',
  quote: 'supplier:inquiry:quote',
} as const;

export type InquiryButton = keyof typeof INQUIRY_BUTTONS;
/** Which of the buttons the caller holds. */
export type InquiryButtons = Readonly<Record<InquiryButton, boolean>>;

/**
 * Whether the caller acts as a supplier: it holds 报价 and none of the staff buttons. (A super admin
 * holds every button, 报价 included, but is staff: the gateway takes quotes from supplier users only.)
 */
export function isSupplierSide(buttons: InquiryButtons): boolean {
  return buttons.quote && !(buttons.add || buttons.edit || buttons.publish || buttons.award);
}

/** Whether the deadline (an ISO date-time) has passed at `now`; an unreadable deadline counts as passed. */
export function deadlinePassed(deadline: string, now: Date): boolean {
  const time = new Date(deadline).getTime();
  return Number.isNaN(time) || time <= now.getTime();
}

/** The status every rule reads: a published inquiry past its deadline is closed (as the gateway's effectiveStatus). */
export function effectiveInquiryStatus(inquiry: Pick<SupplierInquiryRow, 'status' | 'deadline'>, now: Date): SupplierInquiryRow['status'] {
  return inquiry.status === 'published' && deadlinePassed(inquiry.deadline, now) ? 'closed' : inquiry.status;
}

export interface InquiryRowActions {
  detail: boolean;
  /** 编辑: staff with :edit, a draft. */
  edit: boolean;
  /** 报价: a supplier with :quote, published and before the deadline. */
  quote: boolean;
}

/** The row actions of the list for `row`. */
export function inquiryRowActions(row: Pick<SupplierInquiryRow, 'status' | 'deadline'>, buttons: InquiryButtons, now: Date): InquiryRowActions {
  const status = effectiveInquiryStatus(row, now);
  const supplier = isSupplierSide(buttons);
  return {
    detail: true,
    edit: !supplier && buttons.edit && status === 'draft',
    quote: supplier && status === 'published',
  };
}

export interface InquiryDetailActions {
  /** 发布: :publish, a draft. */
  publish: boolean;
  /** 取消: :edit, a draft or a published inquiry before its deadline. */
  cancel: boolean;
  /** 定标: :award, closed (published and past the deadline). */
  award: boolean;
  /** 报价: a supplier, published and before the deadline. */
  quote: boolean;
}

/** The footer actions of the detail drawer (the detail's status is already the effective one; the deadline is checked again). */
export function inquiryDetailActions(detail: Pick<InquiryDetail, 'status' | 'deadline'>, buttons: InquiryButtons, now: Date): InquiryDetailActions {
  const status = effectiveInquiryStatus(detail, now);
  const staff = !isSupplierSide(buttons);
  return {
    publish: staff && buttons.publish && status === 'draft',
    cancel: staff && buttons.edit && (status === 'draft' || status === 'published'),
    award: staff && buttons.award && status === 'closed',
    quote: !staff && status === 'published',
  };
}

/** A supplier column of the comparison table. */
export interface ComparisonSupplier {
  supplierSn: string;
  supplierName: string;
}

/** A line of the comparison table: the line and, per supplier column (same order), its quote or null. */
export interface ComparisonRow {
  line: InquiryDetailLine;
  quotes: (InquiryQuoteRow | null)[];
}

export interface ComparisonTable {
  suppliers: ComparisonSupplier[];
  rows: ComparisonRow[];
}

/**
 * The comparison table of a detail: one row per line (in line order), one column per supplier — the
 * invited suppliers in the gateway's order, then any other supplier that quoted — each cell that
 * supplier's quote on the line or null. Without quotes (sealed, none yet) there are no columns.
 */
export function comparisonTable(detail: Pick<InquiryDetail, 'lines' | 'suppliers' | 'quotes'>): ComparisonTable {
  if (detail.quotes.length === 0) return { suppliers: [], rows: detail.lines.map((line) => ({ line, quotes: [] })) };
  const suppliers: ComparisonSupplier[] = detail.suppliers.map(({ supplierSn, supplierName }) => ({ supplierSn, supplierName }));
  const known = new Set(suppliers.map((supplier) => supplier.supplierSn));
  for (const quote of detail.quotes) {
    if (known.has(quote.supplierSn)) continue;
    known.add(quote.supplierSn);
    suppliers.push({ supplierSn: quote.supplierSn, supplierName: quote.supplierName });
  }
  const byCell = new Map(detail.quotes.map((quote) => [`${quote.lineId}|${quote.supplierSn}`, quote]));
  const lines = [...detail.lines].sort((a, b) => a.lineNo - b.lineNo);
  return {
    suppliers,
    rows: lines.map((line) => ({ line, quotes: suppliers.map((supplier) => byCell.get(`${line.id}|${supplier.supplierSn}`) ?? null) })),
  };
}

/** The suppliers that may be awarded: those of the table that quoted every line (the gateway checks again). */
export function awardCandidates(table: ComparisonTable): ComparisonSupplier[] {
  if (table.rows.length === 0) return [];
  return table.suppliers.filter((_supplier, column) => table.rows.every((row) => row.quotes[column] !== null));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date-time as the date-time picker's local text `YYYY-MM-DD HH:mm:ss`, or null. */
export function deadlineToPicker(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The picker's local text `YYYY-MM-DD HH:mm(:ss)` as an ISO date-time, or null. */
export function pickerToDeadline(text: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second ?? '0'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** -1, 0 or 1 as a < b, a = b, a > b, exactly (both decimal texts); null when either is not one. */
export function compareDecimalText(a: string, b: string): -1 | 0 | 1 | null {
  const difference = sumDecimals([a, `-${b}`]);
  if (!difference) return null;
  if (/^0*$/.test(difference.integer) && /^0*$/.test(difference.fraction)) return 0;
  return difference.negative ? -1 : 1;
}

const PRICE = /^\d{1,12}(\.\d{1,2})?$/;
const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;
const isPositive = (text: string) => /[1-9]/.test(text);

/** One line of the quote form, as typed. */
export interface QuoteFormLine {
  lineId: number;
  priceWithTax: string;
  quantity: string;
  deliveryDate: string | null;
  validUntil: string | null;
}

/** The quote form's lines from the detail: prefilled with the supplier's own earlier quotes. */
export function quoteFormLines(detail: Pick<InquiryDetail, 'lines' | 'quotes'>): QuoteFormLine[] {
  const own = new Map(detail.quotes.map((quote) => [quote.lineId, quote]));
  return [...detail.lines]
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((line) => {
      const quote = own.get(line.id);
      return { lineId: line.id, priceWithTax: quote?.priceWithTax ?? '', quantity: quote?.quantity ?? '', deliveryDate: quote?.deliveryDate ?? null, validUntil: quote?.validUntil ?? null };
    });
}

/**
 * The quote form's first problem (a line left wholly empty is not quoted), or the body to send:
 * price > 0 with ≤ 2 decimals, quantity > 0 with ≤ 3 decimals and not above the line's.
 */
export function quoteFormResult(inquiryId: number, form: readonly QuoteFormLine[], lines: readonly InquiryDetailLine[], t: AppT): { problem: string } | { body: InquiryQuoteBody } {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const quotes: InquiryQuoteBody['quotes'] = [];
  for (const entry of form) {
    const line = byId.get(entry.lineId);
    if (!line) continue;
    const row = line.lineNo;
    const price = entry.priceWithTax.trim();
    const quantity = entry.quantity.trim();
    if (price === '' && quantity === '' && !entry.deliveryDate && !entry.validUntil) continue;
    if (price === '' || quantity === '') return { problem: t('inquiry.quoteIncomplete', { row }) };
    if (!PRICE.test(price) || !isPositive(price)) return { problem: t('inquiry.quotePriceBad', { row }) };
    if (!QUANTITY.test(quantity) || !isPositive(quantity)) return { problem: t('inquiry.quoteQuantityBad', { row }) };
    if (compareDecimalText(quantity, line.quantity) === 1) return { problem: t('inquiry.quoteQuantityAbove', { row, quantity: line.quantity }) };
    quotes.push({ lineId: line.id, priceWithTax: price, quantity, deliveryDate: entry.deliveryDate || null, validUntil: entry.validUntil || null });
  }
  if (quotes.length === 0) return { problem: t('inquiry.quoteNothing') };
  return { body: { inquiryId, quotes } };
}
