/**
 * The pure rules of an inquiry (询价管理, issue 22; domain.md "Suppliers and the supplier side"):
 *
 * - the status machine as a table (INQUIRY_MOVES):
 *
 *     draft → published (publish: ≥ 1 line, ≥ 2 invited suppliers, deadline in the future)
 *     published → closed (the deadline passes; derived, no job: effectiveStatus)
 *     closed → awarded (award)
 *     draft / published → cancelled (cancel)
 *
 *   A stored `published` inquiry whose deadline has passed counts as `closed` for every rule
 *   (effectiveStatus), so the routes read the effective status before they look the move up.
 * - the lowest price per line among the quotes (exact decimals, ties all flagged);
 * - the checks of a supplier's quote (price > 0 with ≤ 2 decimals; quantity > 0 with ≤ 3 decimals and
 *   not above the line's; delivery date and validity real dates, not in the past) and of a draft's lines.
 *
 * Every figure is a decimal string, compared through the design system's decimal helpers, never a float.
 */
import { decimalToString, isDateText, multiplyDecimals, parseDecimal, sumDecimals } from '@srm/rules';
import type { InquiryStatus } from '../../db/tables/supplier.js';

export const INQUIRY_STATUSES = ['draft', 'published', 'closed', 'awarded', 'cancelled'] as const satisfies readonly InquiryStatus[];

export type InquiryEvent = 'publish' | 'close' | 'award' | 'cancel';

export const INQUIRY_EVENTS: readonly InquiryEvent[] = ['publish', 'close', 'award', 'cancel'];

interface Move {
  from: readonly InquiryStatus[];
  to: InquiryStatus;
}

/** Every move of the machine: the (effective) statuses an event may start from, and where it leads. */
export const INQUIRY_MOVES: Readonly<Record<InquiryEvent, Move>> = {
  publish: { from: ['draft'], to: 'published' },
  // Not a request: the deadline passing (effectiveStatus); listed so that the table is the whole machine.
  close: { from: ['published'], to: 'closed' },
  award: { from: ['closed'], to: 'awarded' },
  cancel: { from: ['draft', 'published'], to: 'cancelled' },
};

export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  draft: '草稿',
  published: '已发布',
  closed: '已截止',
  awarded: '已定标',
  cancelled: '已取消',
};

export const INQUIRY_EVENT_LABELS: Readonly<Record<InquiryEvent, string>> = {
  publish: '发布',
  close: '截止',
  award: '定标',
  cancel: '取消',
};

/** Where `event` leads from `status`, or null when the machine forbids it. */
export function nextInquiryStatus(status: InquiryStatus, event: InquiryEvent): InquiryStatus | null {
  const move = INQUIRY_MOVES[event];
  return move.from.includes(status) ? move.to : null;
}

/** The status every rule reads: a published inquiry past its deadline is closed. */
export function effectiveStatus(stored: InquiryStatus, deadline: Date, now: Date): InquiryStatus {
  return stored === 'published' && deadline.getTime() <= now.getTime() ? 'closed' : stored;
}

/** Whether quotes are still sealed: before the deadline nobody but their own supplier sees them. */
export function quotesSealed(deadline: Date, now: Date): boolean {
  return deadline.getTime() > now.getTime();
}

export const MAX_INQUIRY_LINES = 200;
export const MAX_INQUIRY_SUPPLIERS = 50;
export const MIN_INVITED_SUPPLIERS = 2;

export const INQUIRY_MESSAGES = {
  moveRefused: (inquiryNo: string, status: InquiryStatus, event: InquiryEvent) =>
    `询价单${inquiryNo}当前状态为“${INQUIRY_STATUS_LABELS[status] ?? status}”，不能${INQUIRY_EVENT_LABELS[event] ?? event}`,
  notEditable: (inquiryNo: string, status: InquiryStatus) => `询价单${inquiryNo}当前状态为“${INQUIRY_STATUS_LABELS[status] ?? status}”，不能修改`,
  linesRequired: '请至少添加一行询价明细',
  tooManyLines: `询价明细不能超过${MAX_INQUIRY_LINES}行`,
  suppliersRequired: `请至少邀请${MIN_INVITED_SUPPLIERS}家供应商`,
  deadlinePassed: '报价截止时间须晚于当前时间',
  badDeadline: '报价截止时间不是有效时间',
  line: (lineNo: number, problem: string) => `第${lineNo}行：${problem}`,
  lineQuantity: '询价数量须大于0且最多三位小数',
  deliveryDates: '交货结束日期不能早于开始日期',
  badDate: (label: string) => `${label}不是有效日期`,
  dateLabels: { deliveryStart: '交货开始日期', deliveryEnd: '交货结束日期', deliveryDate: '交货日期', validUntil: '报价有效期' },
  orgUnknown: (orgCode: string) => `组织${orgCode}不存在`,
  categoryUnknown: (categoryCode: string) => `品类${categoryCode}不存在`,
  materialUnknown: (matCode: string) => `物料${matCode}不存在或已停用`,
  materialNoUnit: (matCode: string) => `物料${matCode}未维护计量单位`,
  materialCategory: (matCode: string) => `物料${matCode}不属于询价品类`,
  supplierUnknown: (sn: string) => `未找到供应商 ${sn}`,
  supplierNotQualified: (sn: string) => `供应商 ${sn} 不是合格供应商，不能邀请报价`,
  quoteClosed: '报价已截止',
  quoteRefused: (inquiryNo: string, status: InquiryStatus) => `询价单${inquiryNo}当前状态为“${INQUIRY_STATUS_LABELS[status] ?? status}”，不能报价`,
  quotesRequired: '请至少填写一行报价',
  quotePrice: '含税单价须大于0且最多两位小数',
  quoteQuantity: '报价数量须大于0且最多三位小数',
  quoteQuantityAbove: (quantity: string) => `报价数量不能超过询价数量${quantity}`,
  quotePastDate: (label: string) => `${label}不能早于今天`,
  quoteForeignLine: '明细不属于该询价单',
  quoteDuplicateLine: '同一明细重复报价',
  awardBeforeDeadline: '报价截止后才能定标',
  awardNotInvited: (sn: string) => `供应商 ${sn} 未受邀参与该询价`,
  awardIncomplete: (sn: string) => `供应商 ${sn} 未对全部明细报价，不能定标`,
  awardNotQualified: (sn: string) => `供应商 ${sn} 不是合格供应商，不能定标`,
  awardNoTaxRate: (matCode: string) => `物料${matCode}未维护税率，不能生成合同`,
  published: '发布成功',
  cancelled: '取消成功',
  quoted: '报价成功',
  awarded: '定标成功，已生成合同草稿',
} as const;

/** What publishing needs: ≥ 1 line, ≥ 2 invited suppliers, a deadline in the future. The first problem, or null. */
export function publishProblem(inquiry: { lineCount: number; supplierCount: number; deadline: Date }, now: Date): string | null {
  if (inquiry.lineCount < 1) return INQUIRY_MESSAGES.linesRequired;
  if (inquiry.supplierCount < MIN_INVITED_SUPPLIERS) return INQUIRY_MESSAGES.suppliersRequired;
  if (inquiry.deadline.getTime() <= now.getTime()) return INQUIRY_MESSAGES.deadlinePassed;
  return null;
}

const PRICE = /^\d{1,12}(\.\d{1,2})?$/;
const QUANTITY = /^\d{1,15}(\.\d{1,3})?$/;

/** Whether a decimal text is greater than zero (some digit other than 0). */
const isPositive = (text: string): boolean => /[1-9]/.test(text);

/** -1, 0 or 1 as a < b, a = b, a > b, exactly (both valid decimal texts). */
export function compareDecimalText(a: string, b: string): -1 | 0 | 1 {
  const difference = sumDecimals([a, `-${b}`]);
  if (!difference || (difference.integer === '0' && difference.fraction === '')) return 0;
  return difference.negative ? -1 : 1;
}

const filled = (value: string | null | undefined): value is string => value !== undefined && value !== null && value !== '';

export interface InquiryLineInput {
  matCode: string;
  quantity: string;
  deliveryStart?: string | null | undefined;
  deliveryEnd?: string | null | undefined;
}

/** The first problem of a draft's lines (row numbers 1..n as sent), or null. */
export function inquiryLinesProblem(lines: readonly InquiryLineInput[]): string | null {
  if (lines.length > MAX_INQUIRY_LINES) return INQUIRY_MESSAGES.tooManyLines;
  for (const [index, line] of lines.entries()) {
    const row = index + 1;
    const quantity = line.quantity.trim();
    if (!QUANTITY.test(quantity) || !isPositive(quantity)) return INQUIRY_MESSAGES.line(row, INQUIRY_MESSAGES.lineQuantity);
    for (const key of ['deliveryStart', 'deliveryEnd'] as const) {
      const value = line[key];
      if (filled(value) && !isDateText(value)) return INQUIRY_MESSAGES.line(row, INQUIRY_MESSAGES.badDate(INQUIRY_MESSAGES.dateLabels[key]));
    }
    if (filled(line.deliveryStart) && filled(line.deliveryEnd) && line.deliveryEnd < line.deliveryStart) return INQUIRY_MESSAGES.line(row, INQUIRY_MESSAGES.deliveryDates);
  }
  return null;
}

export interface QuoteInput {
  lineId: number;
  priceWithTax: string;
  quantity: string;
  deliveryDate?: string | null | undefined;
  validUntil?: string | null | undefined;
}

export interface QuotedLine {
  id: number;
  lineNo: number;
  quantity: string;
}

/**
 * The first problem of a supplier's quotes on an inquiry's lines, or null. A problem of one quote is
 * named by the line number it quotes (or its row as sent when the line is not the inquiry's).
 * `today` is the date text (YYYY-MM-DD) dates may not precede.
 */
export function quoteProblem(quotes: readonly QuoteInput[], lines: readonly QuotedLine[], today: string): string | null {
  if (quotes.length === 0) return INQUIRY_MESSAGES.quotesRequired;
  const byId = new Map(lines.map((line) => [line.id, line]));
  const seen = new Set<number>();
  for (const [index, quote] of quotes.entries()) {
    const line = byId.get(quote.lineId);
    if (!line) return INQUIRY_MESSAGES.line(index + 1, INQUIRY_MESSAGES.quoteForeignLine);
    const row = line.lineNo;
    if (seen.has(line.id)) return INQUIRY_MESSAGES.line(row, INQUIRY_MESSAGES.quoteDuplicateLine);
    seen.add(line.id);
    const price = quote.priceWithTax.trim();
    if (!PRICE.test(price) || !isPositive(price)) return INQUIRY_MESSAGES.line(row, INQUIRY_MESSAGES.quotePrice);
    const quantity = quote.quantity.trim();
    if (!QUANTITY.test(quantity) || !isPositive(quantity)) return INQUIRY_MESSAGES.line(row, INQUIRY_MESSAGES.quoteQuantity);
    if (compareDecimalText(quantity, line.quantity) > 0) return INQUIRY_MESSAGES.line(row, INQUIRY_MESSAGES.quoteQuantityAbove(line.quantity));
    for (const key of ['deliveryDate', 'validUntil'] as const) {
      const value = quote[key];
      if (!filled(value)) continue;
      if (!isDateText(value)) return INQUIRY_MESSAGES.line(row, INQUIRY_MESSAGES.badDate(INQUIRY_MESSAGES.dateLabels[key]));
      if (value < today) return INQUIRY_MESSAGES.line(row, INQUIRY_MESSAGES.quotePastDate(INQUIRY_MESSAGES.dateLabels[key]));
    }
  }
  return null;
}

export interface PricedQuote {
  lineId: number;
  supplierSn: string;
  priceWithTax: string;
}

/** The lowest price of each line among the quotes: lineId → the price and every supplier quoting it (ties all). */
export function lowestByLine(quotes: readonly PricedQuote[]): Map<number, { price: string; supplierSns: Set<string> }> {
  const lowest = new Map<number, { price: string; supplierSns: Set<string> }>();
  for (const quote of quotes) {
    if (!parseDecimal(quote.priceWithTax)) continue;
    const current = lowest.get(quote.lineId);
    const order = current ? compareDecimalText(quote.priceWithTax, current.price) : -1;
    if (order < 0) lowest.set(quote.lineId, { price: quote.priceWithTax, supplierSns: new Set([quote.supplierSn]) });
    else if (order === 0) current?.supplierSns.add(quote.supplierSn);
  }
  return lowest;
}

/** Whether `supplierSn` quoted every one of `lineIds`. */
export function quotedEveryLine(quotes: readonly Pick<PricedQuote, 'lineId' | 'supplierSn'>[], lineIds: readonly number[], supplierSn: string): boolean {
  const quoted = new Set(quotes.filter((quote) => quote.supplierSn === supplierSn).map((quote) => quote.lineId));
  return lineIds.length > 0 && lineIds.every((id) => quoted.has(id));
}

/** A tax rate stored as a fraction ("0.09") as a contract line's percentage ("9"), exactly. */
export function taxRatePercent(fraction: string): string | null {
  const value = parseDecimal(fraction);
  const hundred = parseDecimal('100');
  if (!value || value.negative || !hundred) return null;
  return decimalToString(multiplyDecimals(value, hundred));
}
