import { describe, expect, it } from 'vitest';
import { compareDecimal, isAmount, isPrice, isQuantity, keyOf, textOrNull } from './masterForm';

describe('the masters’ decimal texts', () => {
  it('checks shapes as text', () => {
    expect(isQuantity('12.345')).toBe(true);
    expect(isQuantity('12.3456')).toBe(false);
    expect(isQuantity('-1')).toBe(false);
    expect(isPrice('0')).toBe(false);
    expect(isPrice('0.0001')).toBe(true);
    expect(isPrice('1.23456')).toBe(false);
    expect(isAmount('1000000.00')).toBe(true);
    expect(isAmount('1.234')).toBe(false);
  });

  it('compares exactly, beyond what floats hold', () => {
    expect(compareDecimal('10', '9.999')).toBe(1);
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('007.5', '7.49')).toBe(1);
    expect(compareDecimal('123456789012345.001', '123456789012345.002')).toBe(-1);
  });

  it('reads a select’s key and blank text', () => {
    expect(keyOf(null)).toBe('');
    expect(keyOf(['A01'])).toBe('A01');
    expect(keyOf(7)).toBe('7');
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(' 备注 ')).toBe('备注');
  });
});
