import { describe, expect, it } from 'vitest';
import { clampDecimal, compareDecimalValues, groupDecimalText, readDecimalText, settleDecimalText, type DecimalBlurRules } from './numberBlur';
import { decimalToString, parseDecimal } from '../../i18n/format/decimal';

describe('settleDecimalText (blur)', () => {
  it.each([
    // the new user's tries (issue 18)
    ['-5', { minValue: 0 }, '0'],
    ['abc', { minValue: 0 }, '0'],
    ['abc', { allowEmpty: true }, ''],
    ['12.34567', {}, '12'],
    ['12.34567', { precision: 2 }, '12.34'],
    ['150', { maxValue: 100, precision: 2 }, '100'],
    // blank
    ['', {}, '0'],
    ['  ', { allowEmpty: true }, ''],
    ['-', {}, '0'],
    ['.', { allowEmpty: true }, ''],
    ['', { minValue: 5 }, '5'],
    ['abc', { minValue: '0.5', precision: 1 }, '0.5'],
    // truncation never rounds
    ['1.999', { precision: 2 }, '1.99'],
    ['-1.999', { precision: 0, minValue: -10 }, '-1'],
    ['-0.4', {}, '0'],
    ['2.500', { precision: 3 }, '2.500'],
    ['2.5000', { precision: 3 }, '2.5'],
    ['20.000', { precision: 3, minValue: 0 }, '20.000'],
    ['-0', { minValue: -1 }, '0'],
    ['-0.00', { precision: 2, minValue: -1 }, '0'],
    ['+3', {}, '3'],
    ['3.', {}, '3'],
    // bounds
    ['-150', { minValue: -100 }, '-100'],
    ['99999999999999999999', { maxValue: '999999999999999.999', precision: 3 }, '999999999999999.999'],
    ['1000', { maxValue: 999.5, precision: 1 }, '999.5'],
    // exact, never through a float
    ['123456789012345.678', { precision: 6 }, '123456789012345.678'],
    ['123456789012345.678', { precision: 6, maxValue: '999999999999.999999' }, '999999999999.999999'],
    ['0.1234567890123456789', { precision: 18 }, '0.123456789012345678'],
    // separators and full-width input
    ['1,234.5', { precision: 1 }, '1234.5'],
    ['１２３．４５', { precision: 1 }, '123.4'],
    ['007', {}, '7'],
    [12.5, { precision: 0 }, '12'],
    [null, {}, '0'],
    [undefined, { allowEmpty: true }, ''],
  ] as Array<[string | number | null | undefined, DecimalBlurRules, string]>)('%j with %j settles on %j', (text, rules, expected) => {
    expect(settleDecimalText(text, rules)).toBe(expected);
  });
});

describe('readDecimalText', () => {
  it.each([
    ['', null],
    ['-', null],
    ['abc', null],
    ['1e5', null],
    ['1.2.3', null],
    ['1,234.50', '1234.5'],
    ['-.5', '-0.5'],
  ])('%j reads as %j', (text, expected) => {
    const value = readDecimalText(text);
    expect(value ? decimalToString(value) : null).toBe(expected);
  });
});

describe('compareDecimalValues and clampDecimal', () => {
  const d = (text: string) => parseDecimal(text)!;
  it.each([
    ['1', '2', -1],
    ['10', '9', 1],
    ['-10', '-9', -1],
    ['-1', '1', -1],
    ['1.50', '1.5', 0],
    ['0.001', '0.0009', 1],
    ['99999999999999999999', '999999999999999.999', 1],
  ])('%s vs %s is %i', (a, b, expected) => {
    expect(compareDecimalValues(d(a), d(b))).toBe(expected);
  });

  it('clamps to the bounds it is given', () => {
    expect(decimalToString(clampDecimal(d('5'), 0, 3))).toBe('3');
    expect(decimalToString(clampDecimal(d('-5'), '0'))).toBe('0');
    expect(decimalToString(clampDecimal(d('5')))).toBe('5');
  });
});

describe('groupDecimalText', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['-1234567.891', '-1,234,567.891'],
    ['123456789012345.678', '123,456,789,012,345.678'],
    ['abc', 'abc'],
  ])('%j shows as %j', (text, expected) => {
    expect(groupDecimalText(text)).toBe(expected);
  });
});
