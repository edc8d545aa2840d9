import type { InquiryDetail, InquiryDetailLine, InquiryQuoteRow } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { appZhCN, type AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import {
  awardCandidates,
  comparisonTable,
  compareDecimalText,
  deadlineToPicker,
  effectiveInquiryStatus,
  inquiryDetailActions,
  inquiryRowActions,
  isSupplierSide,
  pickerToDeadline,
  quoteFormLines,
  quoteFormResult,
  type InquiryButtons,
} from './inquiryActions';

const t: AppT = (key: AppMessageKey, values) => appZhCN[key].replace(/\{(\w+)\}/g, (_match, name: string) => String(values?.[name] ?? ''));

const NOW = new Date('2026-11-27T12:00:00Z');
const FUTURE = '2026-12-01T10:00:00.000Z';
const PAST = '2026-11-20T10:00:00.000Z';

const STAFF: InquiryButtons = { add: true, edit: true, publish: true, award: true, quote: false };
// A super admin holds every button, 报价 included: still staff.
const ADMIN: InquiryButtons = { add: true, edit: true, publish: true, award: true, quote: true };
const SUPPLIER: InquiryButtons = { add: false, edit: false, publish: false, award: false, quote: true };
const VIEWER: InquiryButtons = { add: false, edit: false, publish: false, award: false, quote: false };

const line = (id: number, lineNo: number, quantity = '100'): InquiryDetailLine => ({
  id,
  lineNo,
  matCode: `M${id}`,
  matName: `物料${id}`,
  quantity,
  unitCode: 'KG',
  deliveryStart: null,
  deliveryEnd: null,
});

const quote = (lineId: number, supplierSn: string, priceWithTax: string, lowest = false): InquiryQuoteRow => ({
  id: lineId * 100 + Number(supplierSn.slice(1)),
  lineId,
  supplierSn,
  supplierName: `供应商${supplierSn}`,
  priceWithTax,
  quantity: '100',
  deliveryDate: '2026-12-10',
  validUntil: null,
  lowest,
  updatedTime: PAST,
});

describe('who acts', () => {
  it('is a supplier only with 报价 and no staff button', () => {
    expect(isSupplierSide(SUPPLIER)).toBe(true);
    expect(isSupplierSide(ADMIN)).toBe(false);
    expect(isSupplierSide(STAFF)).toBe(false);
    expect(isSupplierSide(VIEWER)).toBe(false);
  });

  it('reads a published inquiry past its deadline as closed', () => {
    expect(effectiveInquiryStatus({ status: 'published', deadline: PAST }, NOW)).toBe('closed');
    expect(effectiveInquiryStatus({ status: 'published', deadline: FUTURE }, NOW)).toBe('published');
    expect(effectiveInquiryStatus({ status: 'draft', deadline: PAST }, NOW)).toBe('draft');
  });
});

describe('row actions', () => {
  it('edits a draft for staff with :edit', () => {
    expect(inquiryRowActions({ status: 'draft', deadline: FUTURE }, STAFF, NOW)).toEqual({ detail: true, edit: true, quote: false });
    expect(inquiryRowActions({ status: 'published', deadline: FUTURE }, STAFF, NOW).edit).toBe(false);
    expect(inquiryRowActions({ status: 'draft', deadline: FUTURE }, VIEWER, NOW).edit).toBe(false);
  });

  it('quotes a published inquiry before its deadline, for a supplier only', () => {
    expect(inquiryRowActions({ status: 'published', deadline: FUTURE }, SUPPLIER, NOW)).toEqual({ detail: true, edit: false, quote: true });
    expect(inquiryRowActions({ status: 'published', deadline: PAST }, SUPPLIER, NOW).quote).toBe(false);
    expect(inquiryRowActions({ status: 'awarded', deadline: PAST }, SUPPLIER, NOW).quote).toBe(false);
    expect(inquiryRowActions({ status: 'published', deadline: FUTURE }, ADMIN, NOW).quote).toBe(false);
  });
});

describe('detail actions', () => {
  it.each([
    ['draft', FUTURE, STAFF, { publish: true, cancel: true, award: false, quote: false }],
    ['published', FUTURE, STAFF, { publish: false, cancel: true, award: false, quote: false }],
    ['published', PAST, STAFF, { publish: false, cancel: false, award: true, quote: false }],
    ['closed', PAST, STAFF, { publish: false, cancel: false, award: true, quote: false }],
    ['awarded', PAST, STAFF, { publish: false, cancel: false, award: false, quote: false }],
    ['cancelled', FUTURE, STAFF, { publish: false, cancel: false, award: false, quote: false }],
    ['draft', FUTURE, VIEWER, { publish: false, cancel: false, award: false, quote: false }],
    ['published', FUTURE, SUPPLIER, { publish: false, cancel: false, award: false, quote: true }],
    ['closed', PAST, SUPPLIER, { publish: false, cancel: false, award: false, quote: false }],
  ] as const)('%s (deadline %s)', (status, deadline, buttons, expected) => {
    expect(inquiryDetailActions({ status, deadline }, buttons, NOW)).toEqual(expected);
  });
});

describe('comparison table', () => {
  const detail: Pick<InquiryDetail, 'lines' | 'suppliers' | 'quotes'> = {
    lines: [line(2, 2), line(1, 1)],
    suppliers: [
      { supplierSn: 'S0001', supplierName: '供应商S0001' },
      { supplierSn: 'S0002', supplierName: '供应商S0002' },
      { supplierSn: 'S0003', supplierName: '供应商S0003' },
    ],
    quotes: [quote(1, 'S0002', '9.50', true), quote(1, 'S0001', '10.00'), quote(2, 'S0001', '7.00', true), quote(2, 'S0003', '7.00', true)],
  };

  it('has a row per line in line order and a column per invited supplier, the cells the quotes as sent', () => {
    const table = comparisonTable(detail);
    expect(table.suppliers.map((supplier) => supplier.supplierSn)).toEqual(['S0001', 'S0002', 'S0003']);
    expect(table.rows.map((row) => row.line.lineNo)).toEqual([1, 2]);
    expect(table.rows[0]?.quotes.map((cell) => cell?.priceWithTax ?? null)).toEqual(['10.00', '9.50', null]);
    expect(table.rows[1]?.quotes.map((cell) => cell?.priceWithTax ?? null)).toEqual(['7.00', null, '7.00']);
  });

  it('keeps the gateway’s lowest flags (ties all flagged), computing none', () => {
    const table = comparisonTable(detail);
    expect(table.rows[0]?.quotes.map((cell) => cell?.lowest ?? null)).toEqual([false, true, null]);
    expect(table.rows[1]?.quotes.map((cell) => cell?.lowest ?? null)).toEqual([true, null, true]);
  });

  it('adds a column for a quoting supplier that is not listed (a supplier sees only itself)', () => {
    const table = comparisonTable({ lines: [line(1, 1)], suppliers: [], quotes: [quote(1, 'S0002', '9.50')] });
    expect(table.suppliers).toEqual([{ supplierSn: 'S0002', supplierName: '供应商S0002' }]);
  });

  it('has no columns while sealed', () => {
    const table = comparisonTable({ ...detail, quotes: [] });
    expect(table.suppliers).toEqual([]);
    expect(table.rows).toHaveLength(2);
    expect(awardCandidates(table)).toEqual([]);
  });

  it('offers for award only the suppliers that quoted every line', () => {
    expect(awardCandidates(comparisonTable(detail)).map((supplier) => supplier.supplierSn)).toEqual(['S0001']);
  });
});

describe('deadline text', () => {
  it('goes from the picker’s local text to ISO and back', () => {
    const iso = pickerToDeadline('2026-12-01 18:30:00');
    expect(iso).not.toBeNull();
    expect(deadlineToPicker(iso)).toBe('2026-12-01 18:30:00');
    expect(pickerToDeadline('2026-12-01 18:30')).toBe(iso);
  });

  it('refuses what is not a date-time', () => {
    expect(pickerToDeadline(null)).toBeNull();
    expect(pickerToDeadline('2026-12-01')).toBeNull();
    expect(deadlineToPicker('soon')).toBeNull();
  });
});

describe('quote form', () => {
  const lines = [line(1, 1, '100'), line(2, 2, '50.5')];

  it('compares decimals exactly', () => {
    expect(compareDecimalText('100.001', '100')).toBe(1);
    expect(compareDecimalText('100.000', '100')).toBe(0);
    expect(compareDecimalText('0.1', '0.10000000000000001')).toBe(-1);
  });

  it('is prefilled with the supplier’s own quotes', () => {
    expect(quoteFormLines({ lines, quotes: [quote(2, 'S0001', '8.80')] })).toEqual([
      { lineId: 1, priceWithTax: '', quantity: '', deliveryDate: null, validUntil: null },
      { lineId: 2, priceWithTax: '8.80', quantity: '100', deliveryDate: '2026-12-10', validUntil: null },
    ]);
  });

  it('refuses a quantity above the line’s', () => {
    const form = [{ lineId: 2, priceWithTax: '8.8', quantity: '50.501', deliveryDate: null, validUntil: null }];
    expect(quoteFormResult(7, form, lines, t)).toEqual({ problem: '第2行：报价数量不能超过询价数量50.5' });
  });

  it('refuses a bad price, an incomplete line and nothing quoted', () => {
    expect(quoteFormResult(7, [{ lineId: 1, priceWithTax: '0', quantity: '1', deliveryDate: null, validUntil: null }], lines, t)).toEqual({ problem: '第1行：含税单价须大于0且最多两位小数' });
    expect(quoteFormResult(7, [{ lineId: 1, priceWithTax: '1.234', quantity: '1', deliveryDate: null, validUntil: null }], lines, t)).toEqual({ problem: '第1行：含税单价须大于0且最多两位小数' });
    expect(quoteFormResult(7, [{ lineId: 1, priceWithTax: '1', quantity: '', deliveryDate: null, validUntil: null }], lines, t)).toEqual({ problem: '第1行：请同时填写含税单价和报价数量' });
    expect(quoteFormResult(7, [{ lineId: 1, priceWithTax: '', quantity: '', deliveryDate: null, validUntil: null }], lines, t)).toEqual({ problem: '请至少填写一行报价' });
  });

  it('sends the quoted lines only, trimmed, with the quantity equal to the line’s allowed', () => {
    const form = [
      { lineId: 1, priceWithTax: '', quantity: '', deliveryDate: null, validUntil: null },
      { lineId: 2, priceWithTax: ' 8.80 ', quantity: '50.500', deliveryDate: '2026-12-10', validUntil: '2026-12-31' },
    ];
    expect(quoteFormResult(7, form, lines, t)).toEqual({
      body: { inquiryId: 7, quotes: [{ lineId: 2, priceWithTax: '8.80', quantity: '50.500', deliveryDate: '2026-12-10', validUntil: '2026-12-31' }] },
    });
  });
});
