import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber, roundAmount } from './number';

describe('formatNumber', () => {
  it.each<[Parameters<typeof formatNumber>[0], Parameters<typeof formatNumber>[1], string]>([
    [0, undefined, '0'],
    [1234, undefined, '1,234'],
    [1234567.891, undefined, '1,234,567.891'],
    [1234567.891, { precision: 2 }, '1,234,567.89'],
    [-1234567.895, { precision: 2 }, '-1,234,567.90'],
    [999.5, { precision: 0 }, '1,000'],
    [12.3, { precision: 3 }, '12.300'],
    ['12345678901234567890.125', { precision: 2 }, '12,345,678,901,234,567,890.13'],
    [12345678901234567890n, undefined, '12,345,678,901,234,567,890'],
    [1e21, undefined, '1,000,000,000,000,000,000,000'],
    [1e-7, undefined, '0.0000001'],
    [0.1 + 0.2, { precision: 2 }, '0.30'],
    [-0.001, { precision: 2 }, '0.00'],
    [1234.5, { locale: 'en' }, '1,234.5'],
    [1234.5, { locale: 'de-DE' }, '1.234,5'],
    [1234.5, { grouping: false }, '1234.5'],
    ['', undefined, ''],
    ['abc', undefined, ''],
    [Number.NaN, undefined, ''],
    [null, undefined, ''],
    [undefined, undefined, ''],
  ])('%s %o -> %s', (value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected);
  });
});

describe('formatAmount', () => {
  it.each<[Parameters<typeof formatAmount>[0], number | undefined, string]>([
    [0, undefined, '0.00'],
    [1234.5, undefined, '1,234.50'],
    [1.005, undefined, '1.01'],
    [-1.005, undefined, '-1.01'],
    [2.675, undefined, '2.68'],
    [1.004, undefined, '1.00'],
    [0.1 + 0.2, undefined, '0.30'],
    ['999999999999999.995', undefined, '1,000,000,000,000,000.00'],
    [1234.5678, 4, '1,234.5678'],
    [1234.5, 0, '1,235'],
    [null, undefined, ''],
    ['x', undefined, ''],
  ])('%s (precision %s) -> %s', (value, precision, expected) => {
    expect(formatAmount(value, precision)).toBe(expected);
  });

  it('rejects a negative or fractional precision', () => {
    expect(() => formatAmount(1, -1)).toThrow(RangeError);
    expect(() => formatAmount(1, 1.5)).toThrow(RangeError);
  });
});

describe('roundAmount', () => {
  it('gives the plain rounded text to send', () => {
    expect(roundAmount(1.005)).toBe('1.01');
    expect(roundAmount('1234.5')).toBe('1234.50');
    expect(roundAmount(-0.004)).toBe('0.00');
    expect(roundAmount(undefined)).toBe('');
  });
});
