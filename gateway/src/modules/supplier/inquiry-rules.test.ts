import { describe, expect, it } from 'vitest';
import type { InquiryStatus } from '../../db/tables/supplier.js';
import {
  compareDecimalText,
  effectiveStatus,
  INQUIRY_EVENTS,
  INQUIRY_MESSAGES as M,
  INQUIRY_STATUSES,
  inquiryLinesProblem,
  lowestByLine,
  nextInquiryStatus,
  publishProblem,
  quotedEveryLine,
  quoteProblem,
  quotesSealed,
  taxRatePercent,
  type InquiryEvent,
} from './inquiry-rules.js';

/** The allowed moves, written out by hand; every other status × event is forbidden. */
const ALLOWED: [InquiryStatus, InquiryEvent, InquiryStatus][] = [
  ['draft', 'publish', 'published'],
  ['published', 'close', 'closed'],
  ['closed', 'award', 'awarded'],
  ['draft', 'cancel', 'cancelled'],
  ['published', 'cancel', 'cancelled'],
];

describe('the inquiry status machine', () => {
  const cells = INQUIRY_STATUSES.flatMap((from) => INQUIRY_EVENTS.map((event) => [from, event] as const));

  it.each(cells)('%s --%s-->', (from, event) => {
    const allowed = ALLOWED.find(([f, e]) => f === from && e === event);
    expect(nextInquiryStatus(from, event)).toBe(allowed ? allowed[2] : null);
  });

  it('covers every status and event (the table above is the whole machine)', () => {
    expect(cells).toHaveLength(INQUIRY_STATUSES.length * INQUIRY_EVENTS.length);
    expect(cells.filter(([from, event]) => nextInquiryStatus(from, event) !== null)).toHaveLength(ALLOWED.length);
  });

  it('derives closed: a published inquiry past its deadline counts as closed, nothing else changes', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const past = new Date('2026-11-27T09:59:59Z');
    const future = new Date('2026-11-27T10:00:01Z');
    expect(effectiveStatus('published', past, now)).toBe('closed');
    expect(effectiveStatus('published', now, now)).toBe('closed');
    expect(effectiveStatus('published', future, now)).toBe('published');
    for (const status of ['draft', 'closed', 'awarded', 'cancelled'] as const) expect(effectiveStatus(status, past, now)).toBe(status);
    // So a published inquiry past its deadline can be awarded and no longer cancelled.
    expect(nextInquiryStatus(effectiveStatus('published', past, now), 'award')).toBe('awarded');
    expect(nextInquiryStatus(effectiveStatus('published', past, now), 'cancel')).toBeNull();
    expect(quotesSealed(future, now)).toBe(true);
    expect(quotesSealed(past, now)).toBe(false);
  });
});

describe('publishing', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const later = new Date('2026-12-01T10:00:00Z');
  it.each([
    [{ lineCount: 0, supplierCount: 2, deadline: later }, M.linesRequired],
    [{ lineCount: 1, supplierCount: 1, deadline: later }, M.suppliersRequired],
    [{ lineCount: 1, supplierCount: 2, deadline: now }, M.deadlinePassed],
    [{ lineCount: 1, supplierCount: 2, deadline: later }, null],
  ])('%o → %s', (inquiry, problem) => {
    expect(publishProblem(inquiry, now)).toBe(problem);
  });
});

describe('a draft’s lines', () => {
  it.each([
    [[{ matCode: 'M1', quantity: '10' }], null],
    [[{ matCode: 'M1', quantity: '10.125' }], null],
    [[{ matCode: 'M1', quantity: '0' }], M.line(1, M.lineQuantity)],
    [[{ matCode: 'M1', quantity: '1' }, { matCode: 'M2', quantity: '1.1234' }], M.line(2, M.lineQuantity)],
    [[{ matCode: 'M1', quantity: '1', deliveryStart: '2026-02-30' }], M.line(1, M.badDate('交货开始日期'))],
    [[{ matCode: 'M1', quantity: '1', deliveryStart: '2026-12-10', deliveryEnd: '2026-12-01' }], M.line(1, M.deliveryDates)],
  ])('%o → %s', (lines, problem) => {
    expect(inquiryLinesProblem(lines)).toBe(problem);
  });
});

describe('a supplier’s quotes', () => {
  const lines = [
    { id: 11, lineNo: 1, quantity: '3000.000' },
    { id: 12, lineNo: 2, quantity: '1500.5' },
  ];
  const today = '2026-11-27';
  const quote = (over: Partial<{ lineId: number; priceWithTax: string; quantity: string; deliveryDate: string; validUntil: string }> = {}) => ({
    lineId: 11,
    priceWithTax: '2650.50',
    quantity: '3000',
    ...over,
  });

  it.each([
    ['a good quote', [quote(), quote({ lineId: 12, quantity: '1500.5', deliveryDate: today })], null],
    ['none', [], M.quotesRequired],
    ['a line of another inquiry', [quote({ lineId: 99 })], M.line(1, M.quoteForeignLine)],
    ['the same line twice', [quote(), quote()], M.line(1, M.quoteDuplicateLine)],
    ['a price of 0', [quote({ priceWithTax: '0.00' })], M.line(1, M.quotePrice)],
    ['a price with 3 decimals', [quote({ priceWithTax: '1.005' })], M.line(1, M.quotePrice)],
    ['a negative price', [quote({ priceWithTax: '-1' })], M.line(1, M.quotePrice)],
    ['a quantity of 0', [quote({ quantity: '0' })], M.line(1, M.quoteQuantity)],
    ['a quantity with 4 decimals', [quote({ quantity: '1.0001' })], M.line(1, M.quoteQuantity)],
    ['more than the line asks', [quote({ lineId: 12, quantity: '1500.501' })], M.line(2, M.quoteQuantityAbove('1500.5'))],
    ['a bad delivery date', [quote({ deliveryDate: '2026-13-01' })], M.line(1, M.badDate('交货日期'))],
    ['a delivery date in the past', [quote({ deliveryDate: '2026-11-26' })], M.line(1, M.quotePastDate('交货日期'))],
    ['a validity in the past', [quote({ validUntil: '2026-11-01' })], M.line(1, M.quotePastDate('报价有效期'))],
  ])('%s', (_name, quotes, problem) => {
    expect(quoteProblem(quotes, lines, today)).toBe(problem);
  });
});

describe('the lowest price per line', () => {
  it('compares exactly, never through floats, and flags ties', () => {
    expect(compareDecimalText('0.3', '0.30')).toBe(0);
    expect(compareDecimalText('10.01', '9.99')).toBe(1);
    expect(compareDecimalText('99999999999.99', '99999999999.991')).toBe(-1);
    const lowest = lowestByLine([
      { lineId: 1, supplierSn: 'S1', priceWithTax: '2650.10' },
      { lineId: 1, supplierSn: 'S2', priceWithTax: '2650.09' },
      { lineId: 1, supplierSn: 'S3', priceWithTax: '2650.1' },
      { lineId: 2, supplierSn: 'S1', priceWithTax: '100.00' },
      { lineId: 2, supplierSn: 'S2', priceWithTax: '100' },
    ]);
    expect(lowest.get(1)).toEqual({ price: '2650.09', supplierSns: new Set(['S2']) });
    expect(lowest.get(2)?.supplierSns).toEqual(new Set(['S1', 'S2']));
  });

  it('knows who quoted every line', () => {
    const quotes = [
      { lineId: 1, supplierSn: 'S1' },
      { lineId: 2, supplierSn: 'S1' },
      { lineId: 1, supplierSn: 'S2' },
    ];
    expect(quotedEveryLine(quotes, [1, 2], 'S1')).toBe(true);
    expect(quotedEveryLine(quotes, [1, 2], 'S2')).toBe(false);
    expect(quotedEveryLine(quotes, [], 'S1')).toBe(false);
  });

  it('turns a stored tax fraction into the contract line’s percentage', () => {
    expect(taxRatePercent('0.09')).toBe('9');
    expect(taxRatePercent('0.13')).toBe('13');
    expect(taxRatePercent('0')).toBe('0');
    expect(taxRatePercent('0.065')).toBe('6.5');
    expect(taxRatePercent('x')).toBeNull();
  });
});
