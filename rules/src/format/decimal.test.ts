import { describe, expect, it } from 'vitest';
import { decimalToString, decimalToUnits, parseDecimal, roundDecimal, sumDecimals, truncateDecimal, unitsToDecimal } from './decimal';

const text = (value: Parameters<typeof parseDecimal>[0]) => {
  const parsed = parseDecimal(value);
  return parsed ? decimalToString(parsed) : null;
};

describe('parseDecimal', () => {
  it.each<[Parameters<typeof parseDecimal>[0], string | null]>([
    [0, '0'],
    [-0, '0'],
    ['-0.000', '0'],
    ['007.500', '7.5'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e21, '1000000000000000000000'],
    [1.5e-7, '0.00000015'],
    ['1.5E3', '1500'],
    ['-.5', '-0.5'],
    ['5.', '5'],
    ['+12', '12'],
    [-12n, '-12'],
    ['', null],
    ['.', null],
    ['1,000', null],
    ['1e', null],
    ['0x10', null],
    [Number.NaN, null],
    [Number.NEGATIVE_INFINITY, null],
    ['1e99999', null],
  ])('%s -> %s', (value, expected) => {
    expect(text(value)).toBe(expected);
  });
});

describe('roundDecimal and truncateDecimal', () => {
  it.each<[string, number, string, string]>([
    ['1.005', 2, '1.01', '1.00'],
    ['-1.005', 2, '-1.01', '-1.00'],
    ['9.995', 2, '10.00', '9.99'],
    ['99.5', 0, '100', '99'],
    ['-0.004', 2, '0.00', '0.00'],
    ['0.5', 0, '1', '0'],
    ['12', 3, '12.000', '12.000'],
  ])('%s to %i decimals: rounds to %s, truncates to %s', (value, precision, rounded, truncated) => {
    const parsed = parseDecimal(value)!;
    expect(decimalToString(roundDecimal(parsed, precision))).toBe(rounded);
    expect(decimalToString(truncateDecimal(parsed, precision))).toBe(truncated);
  });
});

describe('sumDecimals', () => {
  it.each([
    [[0.1, 0.2], '0.3'],
    [['1234.56', '0.44', 1], '1236'],
    [['-5.5', '2.25'], '-3.25'],
    [['99999999999999999.99', '0.01'], '100000000000000000'],
    [[null, '', 'abc', '2'], '2'],
    [['1', '-1'], '0'],
  ] as const)('adds %j exactly to %s', (values, expected) => {
    const sum = sumDecimals(values);
    expect(sum && decimalToString(sum)).toBe(expected);
  });

  it('is null when nothing parses', () => {
    expect(sumDecimals([null, undefined, ''])).toBeNull();
  });
});

describe('decimalToUnits and unitsToDecimal', () => {
  it.each([
    ['1.5', 3, 1500n],
    ['-0.001', 3, -1n],
    ['0', 3, 0n],
    ['999999999999999.999', 3, 999999999999999999n],
    ['-1.5', 4, -15000n],
    ['12', 0, 12n],
  ] as const)('%s at scale %i is %s units and back', (text, scale, units) => {
    expect(decimalToUnits(parseDecimal(text)!, scale)).toBe(units);
    expect(decimalToString(unitsToDecimal(units, scale))).toBe(decimalToString(parseDecimal(text)!));
  });

  it('refuses more fraction digits than the scale, and a bad scale', () => {
    expect(() => decimalToUnits(parseDecimal('1.2345')!, 3)).toThrow(RangeError);
    expect(() => decimalToUnits(parseDecimal('1')!, -1)).toThrow(RangeError);
    expect(() => unitsToDecimal(1n, 1.5)).toThrow(RangeError);
  });

  it('has no negative zero', () => {
    expect(unitsToDecimal(0n, 3)).toEqual({ negative: false, integer: '0', fraction: '' });
  });
});
