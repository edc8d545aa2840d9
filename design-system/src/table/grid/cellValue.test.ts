import { describe, expect, it } from 'vitest';
import { cellAlign, cellValue, columnSubtotal, formatCellText } from './cellValue';

describe('cellValue', () => {
  it('reads the dataIndex, the key, or a dotted path', () => {
    const row = { id: 1, name: '玉米', supplier: { name: '中粮' }, 'a.b': 'flat' };
    expect(cellValue(row, { key: 'name' })).toBe('玉米');
    expect(cellValue(row, { key: 'x', dataIndex: 'id' })).toBe(1);
    expect(cellValue(row, { key: 'supplier.name' })).toBe('中粮');
    expect(cellValue(row, { key: 'a.b' })).toBe('flat');
    expect(cellValue(row, { key: 'supplier.code' })).toBeUndefined();
    expect(cellValue(null, { key: 'name' })).toBeUndefined();
  });
});

describe('formatCellText', () => {
  it.each([
    [1234567.5, 'money', '1,234,567.50'],
    ['1.005', 'money', '1.01'],
    ['99999999999999999.995', 'money', '100,000,000,000,000,000.00'],
    [12345, 'number', '12,345'],
    ['2026-03-09T08:05:09', 'date', '2026-03-09'],
    ['2026-03-09T08:05:09', 'datetime', '2026-03-09 08:05:09'],
    ['2026-03-09', 'month', '2026-03'],
    ['2026-03-09', 'year', '2026'],
    ['玉米', 'text', '玉米'],
    [null, 'money', ''],
    ['', 'date', ''],
    ['n/a', 'money', 'n/a'],
  ] as const)('%j as %s is %j', (value, type, expected) => {
    expect(formatCellText(value, type)).toBe(expected);
  });
});

describe('cellAlign', () => {
  it('puts money and numbers on the right unless told otherwise', () => {
    expect(cellAlign({ valueType: 'money' })).toBe('right');
    expect(cellAlign({ valueType: 'number', align: 'center' })).toBe('center');
    expect(cellAlign({})).toBe('left');
  });
});

describe('columnSubtotal', () => {
  it('adds a page of money exactly and skips empty values', () => {
    const rows = [{ amount: '0.10' }, { amount: 0.2 }, { amount: null }, { amount: '' }, { amount: '1234.56' }];
    expect(columnSubtotal(rows, { key: 'amount' })).toBe('1234.86');
  });

  it('is empty when no row has a number', () => {
    expect(columnSubtotal([{ amount: null }], { key: 'amount' })).toBe('');
  });
});
