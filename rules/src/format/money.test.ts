import { describe, expect, it } from 'vitest';
import { toChineseMoney } from './money';

describe('toChineseMoney', () => {
  it.each<[number | string | bigint, string]>([
    [0, '零元整'],
    ['0.00', '零元整'],
    [-0, '零元整'],
    [0.01, '壹分'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [15, '壹拾伍元整'],
    [100, '壹佰元整'],
    [101, '壹佰零壹元整'],
    [110, '壹佰壹拾元整'],
    [1001, '壹仟零壹元整'],
    [10000, '壹万元整'],
    [100000, '壹拾万元整'],
    [100010, '壹拾万零壹拾元整'],
    [1000000, '壹佰万元整'],
    [100000001, '壹亿零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [1010.05, '壹仟零壹拾元零伍分'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [10.5, '壹拾元伍角'],
    [1.05, '壹元零伍分'],
    [1.2345, '壹元贰角叁分肆厘伍毫'],
    [1.0005, '壹元零伍毫'],
    ['0.105', '壹角零伍厘'],
    ['0.0001', '壹毫'],
    [-1010.05, '负壹仟零壹拾元零伍分'],
    [-0.01, '负壹分'],
    [1e12, '壹万亿元整'],
    ['1000100000000', '壹万零壹亿元整'],
    ['1000010000000', '壹万亿零壹仟万元整'],
    ['1000000000001', '壹万亿零壹元整'],
    [1234567890123, '壹万贰仟叁佰肆拾伍亿陆仟柒佰捌拾玖万零壹佰贰拾叁元整'],
    ['999999999999999.9999', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分玖厘玖毫'],
    ['-999999999999999.9999', '负玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分玖厘玖毫'],
    [999999999999999n, '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    [-20n, '负贰拾元整'],
    // Exact, not float: 0.1 + 0.2 is 0.30000000000000004, rounded to 4 decimals.
    [0.1 + 0.2, '叁角'],
    // More than 4 decimals round half away from zero on the digits.
    ['1.00005', '壹元零壹毫'],
    ['1.00004', '壹元整'],
    ['  12.30 ', '壹拾贰元叁角'],
    ['1e3', '壹仟元整'],
  ])('%s -> %s', (value, expected) => {
    expect(toChineseMoney(value)).toBe(expected);
  });

  it('gives an empty text for an empty value', () => {
    expect(toChineseMoney('')).toBe('');
    expect(toChineseMoney(null)).toBe('');
    expect(toChineseMoney(undefined)).toBe('');
  });

  it('throws a RangeError from 1e15 on, also when rounding reaches it', () => {
    expect(() => toChineseMoney(1e15)).toThrow(RangeError);
    expect(() => toChineseMoney('-1000000000000000')).toThrow(/below 1e15/);
    expect(() => toChineseMoney('999999999999999.99995')).toThrow(RangeError);
    expect(() => toChineseMoney(10n ** 15n)).toThrow(RangeError);
    // As a float, 999999999999999.9999 is already 1e15: pass such values as text.
    expect(() => toChineseMoney(Number('999999999999999.9999'))).toThrow(RangeError);
  });

  it('throws a TypeError for non-numeric input', () => {
    for (const bad of ['abc', '1,000', '12元', Number.NaN, Number.POSITIVE_INFINITY, '.', '-']) {
      expect(() => toChineseMoney(bad), String(bad)).toThrow(TypeError);
    }
  });
});
