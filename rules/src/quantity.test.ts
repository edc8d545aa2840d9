import { describe, expect, it } from 'vitest';
import { amountOfTexts, clampAtZero, divideUnits, quantityUnits, storedUnits, sumQuantityTexts, taxOfTexts, unitsToText } from './quantity';

describe('quantityUnits', () => {
  it('reads plain decimals with at most `scale` decimals as units', () => {
    expect(quantityUnits('12.5')).toBe(12500n);
    expect(quantityUnits(' 0.001 ')).toBe(1n);
    expect(quantityUnits('007')).toBe(7000n);
    expect(quantityUnits('999999999999999.999')).toBe(999999999999999999n);
    expect(quantityUnits('-1.5', 4, { signed: true })).toBe(-15000n);
    expect(quantityUnits('-0', 3, { signed: true })).toBe(0n);
    expect(quantityUnits('12', 0)).toBe(12n);
  });

  it('is null for anything else', () => {
    for (const text of ['', ' ', '.', '-1', '+1', '1.2345', '1.2500', 'abc', '1,000', '1e3', '12.', '.5', '1.2.3']) expect(quantityUnits(text)).toBeNull();
  });

  it('applies the rules', () => {
    expect(quantityUnits('12.', 3, { typing: true })).toBe(12000n);
    expect(quantityUnits('.25', 3, { typing: true })).toBe(250n);
    expect(quantityUnits('.', 3, { typing: true })).toBeNull();
    expect(quantityUnits('-', 3, { typing: true, signed: true })).toBeNull();
    expect(quantityUnits('1.2500', 3, { zerosPastScale: true })).toBe(1250n);
    expect(quantityUnits('1.2345', 3, { zerosPastScale: true })).toBeNull();
    expect(quantityUnits('999999999999999', 3, { maxIntegerDigits: 15 })).toBe(999999999999999000n);
    expect(quantityUnits('0000999999999999999', 3, { maxIntegerDigits: 15 })).toBe(999999999999999000n);
    expect(quantityUnits('1000000000000000', 3, { maxIntegerDigits: 15 })).toBeNull();
  });
});

describe('unitsToText', () => {
  it('writes exactly `scale` decimals', () => {
    expect(unitsToText(0n)).toBe('0.000');
    expect(unitsToText(5n)).toBe('0.005');
    expect(unitsToText(449292n)).toBe('449.292');
    expect(unitsToText(-1500n)).toBe('-1.500');
    expect(unitsToText(-15000n, 4)).toBe('-1.5000');
    expect(unitsToText(12n, 0)).toBe('12');
  });
});

describe('sumQuantityTexts', () => {
  it('adds exactly, counting what is no quantity as 0', () => {
    expect(sumQuantityTexts(['0.1', '0.2'])).toBe('0.300');
    expect(sumQuantityTexts(['999999999999999.999', '0.001'])).toBe('1000000000000000.000');
    expect(sumQuantityTexts(['0.1', '0.2', null, undefined, '', 'abc', '1000000000000.001'])).toBe('1000000000000.301');
    expect(sumQuantityTexts(['-1.5', '1.2500'], 3, { signed: true, zerosPastScale: true })).toBe('-0.250');
    expect(sumQuantityTexts([])).toBe('0.000');
  });
});

describe('clampAtZero and divideUnits', () => {
  it('clamps below 0', () => {
    expect(clampAtZero(-1n)).toBe(0n);
    expect(clampAtZero(0n)).toBe(0n);
    expect(clampAtZero(7n)).toBe(7n);
  });

  it('divides rounding half away from zero', () => {
    expect(divideUnits(7n, 2n)).toBe(4n);
    expect(divideUnits(-7n, 2n)).toBe(-4n);
    expect(divideUnits(7n, -2n)).toBe(-4n);
    expect(divideUnits(10n, 3n)).toBe(3n);
    expect(divideUnits(-2n, 3n)).toBe(-1n);
    expect(divideUnits(1n, 3n)).toBe(0n);
    expect(() => divideUnits(1n, 0n)).toThrow(RangeError);
  });
});

describe('amountOfTexts', () => {
  it('multiplies exactly and rounds half away from zero to cents at the last step', () => {
    expect(amountOfTexts('12.345', '2.5')).toBe('30.86');
    expect(amountOfTexts('1000.000', '2650.125000')).toBe('2650125.00');
    // 0.1 × 3 is 0.3 exactly, not the float 0.30000000000000004.
    expect(amountOfTexts('0.1', '3')).toBe('0.30');
    expect(amountOfTexts('33.333', '0.015')).toBe('0.50');
    expect(amountOfTexts('-1.005', '1')).toBe('-1.01');
  });

  it('keeps another scale when asked, and refuses what is not a number', () => {
    expect(amountOfTexts('2', '1.2345678', 6)).toBe('2.469136');
    expect(() => amountOfTexts('abc', '1')).toThrow(RangeError);
  });
});

describe('taxOfTexts', () => {
  it('takes the tax out of an amount with tax at r percent, half away from zero to cents', () => {
    expect(taxOfTexts('109.00', '9')).toBe('9.00');
    expect(taxOfTexts('1000.00', '13')).toBe('115.04');
    expect(taxOfTexts('0.10', '9.00')).toBe('0.01');
    expect(taxOfTexts('100', '0')).toBe('0.00');
    expect(taxOfTexts('-109.00', '9')).toBe('-9.00');
    expect(taxOfTexts('abc', '9')).toBe('0.00');
  });
});

describe('storedUnits', () => {
  it('reads a stored numeric at its scale, and counts what is not one as 0', () => {
    expect(storedUnits('12.5000')).toBe(12500n);
    expect(storedUnits('2650.125000', 6)).toBe(2650125000n);
    expect(storedUnits(null)).toBe(0n);
    expect(storedUnits('')).toBe(0n);
    expect(storedUnits('abc')).toBe(0n);
  });
});
