import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import type { CheckableLine } from '../api/invoiceTypes';
import { entriesOf, invoiceDraftOf, invoiceFigures, invoiceProblem, leftQuantity, lineAmountUnits, taxUnitsOf, toInvoiceSaveBody, withinTolerance, type InvoiceDraft } from './invoiceDraft';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as AppT;

const line = (overrides: Partial<CheckableLine> = {}): CheckableLine => ({
  checkLineId: 11,
  checkId: 3,
  checkNo: 'DZ000001',
  lineNo: 1,
  orgCode: '101001',
  categoryCode: '100101',
  supplierSn: 'S0001',
  supplierName: '中粮贸易（大连）有限公司',
  pickMaterialId: 2,
  contractNo: 'HT001',
  shippingNo: 'FY001',
  pickNo: 'TH001',
  matCode: 'M1',
  matName: '玉米',
  quantity: '34.567',
  price: '2756.000000',
  amount: '95266.65',
  taxRate: '9.00',
  invoicedQuantity: '0.000',
  invoicedAmount: '0.00',
  leftQuantity: '34.567',
  leftAmount: '95266.65',
  ...overrides,
});

const draftWith = (overrides: Partial<InvoiceDraft>): InvoiceDraft => ({ ...invoiceDraftOf(undefined, new Date(2026, 10, 28)), ...overrides });

describe('invoiceDraft', () => {
  it('starts today as a special invoice with nothing ticked', () => {
    const draft = invoiceDraftOf(undefined, new Date(2026, 10, 28));
    expect(draft).toMatchObject({ invoiceDate: '2026-11-28', invoiceType: 'special', entries: [] });
  });

  it('offers what is left of each line, keeping what was typed for a line still offered', () => {
    expect(leftQuantity(line({ invoicedQuantity: '10.000' }))).toBe('24.567');
    expect(leftQuantity(line({ invoicedQuantity: '40' }))).toBe('0.000');
    const first = entriesOf([line()], []);
    expect(first).toEqual([{ line: line(), ticked: false, quantity: '34.567' }]);
    const again = entriesOf([line(), line({ checkLineId: 12, lineNo: 2 })], [{ ...first[0]!, ticked: true, quantity: '1' }]);
    expect(again.map((entry) => [entry.ticked, entry.quantity])).toEqual([
      [true, '1'],
      [false, '34.567'],
    ]);
  });

  it('matches the whole check amount for the whole quantity and a rounded share for a part', () => {
    expect(lineAmountUnits(line(), '34.567')).toBe(9526665n);
    // 95266.65 × 12.345 / 34.567 = 34022.8192… → 34022.82 (half-up on the cent); × 10 / 34.567 = 27559.9994… → 27560.00
    expect(lineAmountUnits(line(), '12.345')).toBe(3402282n);
    expect(lineAmountUnits(line(), '10')).toBe(2756000n);
    expect(lineAmountUnits(line(), 'abc')).toBeNull();
  });

  it('works out the difference, tax and net exactly, live', () => {
    const entries = [{ line: line(), ticked: true, quantity: '34.567' }];
    expect(invoiceFigures({ entries, amountWithTax: '95266.65', taxRate: '9' })).toEqual({
      matchedAmount: '95266.65',
      matchDifference: '0.00',
      taxAmount: '7866.05',
      amountWithoutTax: '87400.60',
    });
    expect(invoiceFigures({ entries, amountWithTax: '95268.00', taxRate: '9' }).matchDifference).toBe('1.35');
    expect(invoiceFigures({ entries, amountWithTax: '', taxRate: '9' })).toMatchObject({ matchedAmount: '95266.65', matchDifference: '', taxAmount: '' });
    // 0.1 + 0.2 as floats would not be 0.3: two lines of 0.10 and 0.20 match 0.30 exactly.
    const small = [
      { line: line({ checkLineId: 1, quantity: '1', amount: '0.10' }), ticked: true, quantity: '1' },
      { line: line({ checkLineId: 2, quantity: '1', amount: '0.20' }), ticked: true, quantity: '1' },
      { line: line({ checkLineId: 3, quantity: '1', amount: '5.00' }), ticked: false, quantity: '1' },
    ];
    expect(invoiceFigures({ entries: small, amountWithTax: '0.30', taxRate: '13' })).toMatchObject({ matchedAmount: '0.30', matchDifference: '0.00' });
    expect(taxUnitsOf(10900n, 900n)).toBe(900n);
  });

  it('says whether the difference is within the tolerance', () => {
    expect(withinTolerance('-1.00', '1.00')).toBe(true);
    expect(withinTolerance('1.01', '1.00')).toBe(false);
    expect(withinTolerance('', '1.00')).toBeNull();
  });

  it('checks the draft before sending it', () => {
    const entries = [{ line: line(), ticked: true, quantity: '34.567' }];
    const full = draftWith({ supplierSn: 'S0001', orgCode: '101', invoiceNo: '12345678', invoiceCode: '1100', taxRate: '9', amountWithTax: '95266.65', entries });
    expect(invoiceProblem(full, t)).toBeNull();
    expect(invoiceProblem({ ...full, entries: [{ ...entries[0]!, ticked: false }] }, t)).toBe('invoice.required');
    expect(invoiceProblem({ ...full, amountWithTax: '1.234' }, t)).toBe('invoice.amountInvalid');
    expect(invoiceProblem({ ...full, taxRate: '101' }, t)).toBe('invoice.taxRateInvalid');
    expect(invoiceProblem({ ...full, entries: [{ ...entries[0]!, quantity: '40' }] }, t)).toContain('invoice.quantityInvalid');
  });

  it('sends only the ticked lines, trimmed', () => {
    const draft = draftWith({
      supplierSn: 'S0001',
      orgCode: '101',
      invoiceNo: ' 12345678 ',
      invoiceCode: '1100',
      taxRate: '9',
      amountWithTax: '95266.65',
      entries: [
        { line: line(), ticked: true, quantity: '34.567' },
        { line: line({ checkLineId: 12 }), ticked: false, quantity: '1' },
      ],
    });
    expect(toInvoiceSaveBody(draft, { id: 5, version: 2 })).toEqual({
      id: 5,
      version: 2,
      invoiceNo: '12345678',
      invoiceCode: '1100',
      invoiceType: 'special',
      invoiceDate: '2026-11-28',
      taxRate: '9',
      amountWithTax: '95266.65',
      remark: null,
      lines: [{ checkLineId: 11, quantity: '34.567' }],
    });
  });
});
