import { describe, expect, it } from 'vitest';
import {
  SAFE_LIMIT,
  acceptTyping,
  addDecimals,
  canStep,
  clampNumber,
  commitText,
  formatNumber,
  normaliseNumber,
  normaliseTyping,
  parseNumber,
  resolvePrecision,
  stepValue,
  stripFloatNoise,
  toEditText,
  toPlainString,
  truncateDecimals,
  type NumberRules,
} from './numberLogic';

describe('parseNumber', () => {
  it.each([
    ['', undefined],
    ['-', undefined],
    ['.', undefined],
    ['-.', undefined],
    ['+', undefined],
    ['abc', undefined],
    ['1.2.3', undefined],
    ['1-2', undefined],
    ['0', 0],
    ['-0', -0],
    ['12', 12],
    ['-12.5', -12.5],
    ['.5', 0.5],
    ['-.5', -0.5],
    ['5.', 5],
    ['007', 7],
    ['1,234.5', 1234.5],
    ['-1,234,567.89', -1234567.89],
    [' 42 ', 42],
    ['１２３．４', 123.4],
    ['－８', -8],
    ['+3', 3],
    ['123456789012345678901234567890', 1.2345678901234568e29],
  ])('parses %j as %j', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });
});

describe('normaliseTyping', () => {
  it.each([
    ['1,234.5', '1234.5'],
    ['1 000', '1000'],
    ['１，２３４。５', '1234.5'],
    ['－３', '-3'],
  ])('%j becomes %j', (text, expected) => {
    expect(normaliseTyping(text)).toBe(expected);
  });
});

describe('resolvePrecision', () => {
  it.each([
    [undefined, 0],
    [2, 2],
    [2.7, 2],
    [-1, 0],
    [99, 20],
    [Number.NaN, 0],
  ])('%j resolves to %j', (precision, expected) => {
    expect(resolvePrecision(precision)).toBe(expected);
  });
});

describe('toPlainString', () => {
  it.each([
    [0, '0'],
    [-12.5, '-12.5'],
    [1e21, '1000000000000000000000'],
    [1.5e22, '15000000000000000000000'],
    [-2.5e-7, '-0.00000025'],
    [1e-7, '0.0000001'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%j is written %j', (value, expected) => {
    expect(toPlainString(value)).toBe(expected);
  });
});

describe('stripFloatNoise', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [0.3 - 0.1, 0.2],
    [1.1 + 2.2, 3.3],
    [1.005 * 1000, 1005],
    [123456789012345.67, 123456789012345.67],
    [0.1234567890123456, 0.1234567890123456],
    [12, 12],
  ])('%j is read as %j', (value, expected) => {
    expect(stripFloatNoise(value)).toBe(expected);
  });
});

describe('truncateDecimals (never rounds)', () => {
  it.each([
    [1.239, 2, 1.23],
    [1.239, 0, 1],
    [1.999, 0, 1],
    [-1.999, 0, -1],
    [-1.239, 2, -1.23],
    [1.13, 2, 1.13],
    [0.1 + 0.2, 2, 0.3],
    [0.3 - 0.1, 2, 0.2],
    [2.0005, 3, 2],
    [2.0005, 6, 2.0005],
    [3.14159265, 3, 3.141],
    [3.14159265, 6, 3.141592],
    [-0.001, 2, 0],
    [1e21, 2, 1e21],
    [1.5e-7, 6, 0],
    [123456789012345.67, 2, 123456789012345.67],
    [123456789012345.67, 1, 123456789012345.6],
  ])('%j at precision %j is %j', (value, precision, expected) => {
    expect(Object.is(truncateDecimals(value, precision), expected)).toBe(true);
  });
});

describe('clampNumber', () => {
  it.each([
    [5, 0, 10, 5],
    [-5, 0, 10, 0],
    [15, 0, 10, 10],
    [15, undefined, undefined, 15],
    [1e30, undefined, undefined, SAFE_LIMIT],
    [-1e30, undefined, undefined, -SAFE_LIMIT],
    [1e30, undefined, 1e40, SAFE_LIMIT],
    [5, 10, 0, 10],
  ] as Array<[number, number | undefined, number | undefined, number]>)('%j in [%j, %j] is %j', (value, min, max, expected) => {
    expect(clampNumber(value, min, max)).toBe(expected);
  });
});

describe('normaliseNumber', () => {
  it.each([
    [1.239, { precision: 2 }, 1.23],
    [99.999, { precision: 2, maxValue: 50 }, 50],
    [-3.7, { minValue: 0 }, 0],
    [-3.7, { minValue: -10 }, -3],
    [1e25, {}, SAFE_LIMIT],
    [-0.4, {}, 0],
  ] as Array<[number, NumberRules, number]>)('%j with %j settles on %j', (value, rules, expected) => {
    expect(Object.is(normaliseNumber(value, rules), expected)).toBe(true);
  });
});

describe('acceptTyping', () => {
  it.each([
    ['', {}, ''],
    ['-', {}, '-'],
    ['-', { minValue: 0 }, '-'],
    ['-5', { minValue: 1 }, '-5'],
    ['-5', { minValue: -10 }, '-5'],
    ['.', { precision: 2 }, '.'],
    ['.', {}, '.'],
    ['12.', {}, '12.'],
    ['12.34567', {}, '12.'],
    ['1.239', { precision: 2 }, '1.23'],
    ['1.2', { precision: 3 }, '1.2'],
    ['0.1234567', { precision: 6 }, '0.123456'],
    ['1,234.5', { precision: 2 }, '1234.5'],
    ['12a', {}, null],
    ['1.2.', { precision: 2 }, null],
    ['--1', {}, null],
    ['1-', {}, null],
    ['１２', {}, '12'],
  ] as Array<[string, NumberRules, string | null]>)('%j with %j gives %j', (text, rules, expected) => {
    expect(acceptTyping(text, rules)).toBe(expected);
  });
});

describe('commitText (blur or Enter)', () => {
  it.each([
    ['', {}, 0],
    ['', { allowEmpty: true }, undefined],
    ['-', {}, 0],
    ['.', { allowEmpty: true }, undefined],
    ['', { minValue: 5 }, 5],
    ['12.345', { precision: 2 }, 12.34],
    ['1,234.5', { precision: 1 }, 1234.5],
    ['150', { maxValue: 100 }, 100],
    ['-150', { minValue: -100 }, -100],
    ['99999999999999999999', {}, SAFE_LIMIT],
    ['123456789012.123456', { precision: 6 }, 123456789012.12346],
    ['0.000001', { precision: 6 }, 0.000001],
    ['0.0000009', { precision: 6 }, 0],
    ['-0.5', {}, 0],
    ['-5', { minValue: 0 }, 0],
    ['-5', { minValue: 1 }, 1],
    ['abc', { minValue: 0 }, 0],
    ['12.34567', {}, 12],
    ['150', { minValue: 0, maxValue: 100, precision: 2 }, 100],
  ] as Array<[string, NumberRules & { allowEmpty?: boolean }, number | undefined]>)('%j with %j commits %j', (text, rules, expected) => {
    expect(commitText(text, rules)).toBe(expected);
  });
});

describe('addDecimals and stepValue', () => {
  it.each([
    [1.1, 2.2, 3.3],
    [0.1, 0.2, 0.3],
    [0.3, -0.1, 0.2],
    [-1, 1, 0],
    [1e15, 1, 1e15 + 1],
  ])('%j + %j = %j', (a, b, expected) => {
    expect(Object.is(addDecimals(a, b), expected)).toBe(true);
  });

  it.each([
    [1.1, 2.2, 1, { precision: 1 }, 3.3],
    [3.3, 2.2, -1, { precision: 1 }, 1.1],
    [undefined, 1, 1, {}, 1],
    [undefined, 1, -1, { minValue: 0 }, 0],
    [9, 5, 1, { maxValue: 10 }, 10],
    [0.1, 0.01, 1, { precision: 2 }, 0.11],
    [5, 0, 1, {}, 6],
    [SAFE_LIMIT, 1, 1, {}, SAFE_LIMIT],
  ] as Array<[number | undefined, number, 1 | -1, NumberRules, number]>)('from %j by %j x%j with %j gives %j', (value, step, direction, rules, expected) => {
    expect(stepValue(value, step, direction, rules)).toBe(expected);
  });

  it.each([
    [10, 1, { maxValue: 10 }, false],
    [9, 1, { maxValue: 10 }, true],
    [0, -1, { minValue: 0 }, false],
    [undefined, -1, { minValue: 0 }, true],
  ] as Array<[number | undefined, 1 | -1, NumberRules, boolean]>)('canStep(%j, %j, %j) is %j', (value, direction, rules, expected) => {
    expect(canStep(value, direction, rules)).toBe(expected);
  });
});

describe('toEditText and formatNumber', () => {
  it.each([
    [undefined, 2, ''],
    [null, 2, ''],
    [1234.5, 2, '1234.5'],
    [1.239, 2, '1.23'],
    [1e21, 0, '1000000000000000000000'],
  ] as Array<[number | undefined | null, number, string]>)('edit text of %j at precision %j is %j', (value, precision, expected) => {
    expect(toEditText(value, precision)).toBe(expected);
  });

  it.each([
    [undefined, {}, ''],
    [0, {}, '0'],
    [1234567.891, { precision: 2, thousandSeparator: true }, '1,234,567.89'],
    [-1234567.891, { precision: 2, thousandSeparator: true }, '-1,234,567.89'],
    [1234567.891, { precision: 2 }, '1234567.89'],
    [999, { thousandSeparator: true }, '999'],
    [1000, { thousandSeparator: true }, '1,000'],
    [3, { precision: 2, fixedDecimals: true }, '3.00'],
    [3.1, { precision: 3, fixedDecimals: true, thousandSeparator: true }, '3.100'],
    [1.1 + 2.2, { precision: 2 }, '3.3'],
    [SAFE_LIMIT, { thousandSeparator: true }, '9,007,199,254,740,991'],
    [0.000001, { precision: 6 }, '0.000001'],
    [12.5, { precision: 0 }, '12'],
  ] as Array<[number | undefined, Parameters<typeof formatNumber>[1], string]>)('%j with %j shows %j', (value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected);
  });
});
