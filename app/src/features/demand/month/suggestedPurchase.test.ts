import { unitsToText } from '@srm/design-system/validation';
import { describe, expect, it } from 'vitest';
import { suggestedPurchase, thousandthsOf } from './suggestedPurchase';

describe('thousandthsOf', () => {
  it('reads digits with up to 3 decimals exactly, a blank as 0', () => {
    expect(thousandthsOf('12')).toBe(12000n);
    expect(thousandthsOf('12.5')).toBe(12500n);
    expect(thousandthsOf('12.')).toBe(12000n);
    expect(thousandthsOf('.25')).toBe(250n);
    expect(thousandthsOf(' 0.001 ')).toBe(1n);
    expect(thousandthsOf('')).toBe(0n);
    expect(thousandthsOf(null)).toBe(0n);
    expect(thousandthsOf('999999999999999.999')).toBe(999999999999999999n);
  });

  it('refuses what is not a quantity', () => {
    for (const text of ['-1', '1.2345', 'abc', '1,000', '.', '1e3']) expect(thousandthsOf(text)).toBeNull();
  });
});

describe('suggestedPurchase', () => {
  it('is demand − stock − in transit − residual, exact', () => {
    expect(suggestedPurchase({ demandQuantity: '1000.125', stockOnHand: '200', inTransit: '50.5', contractResidualQuantity: '300.333' })).toBe('449.292');
    expect(suggestedPurchase({ demandQuantity: '0.3', stockOnHand: '0.1', inTransit: '0.1' })).toBe('0.100');
    expect(suggestedPurchase({ demandQuantity: '999999999999999.999' })).toBe('999999999999999.999');
    expect(suggestedPurchase({ demandQuantity: '5', stockOnHand: null, inTransit: '' })).toBe('5.000');
  });

  it('is never below 0', () => {
    expect(suggestedPurchase({ demandQuantity: '0.3', stockOnHand: '0.1', inTransit: '0.2' })).toBe('0.000');
    expect(suggestedPurchase({ demandQuantity: '10', contractResidualQuantity: '12.5' })).toBe('0.000');
  });

  it('is null while a figure is not a quantity', () => {
    expect(suggestedPurchase({ demandQuantity: '10', stockOnHand: '1.2345' })).toBeNull();
    expect(suggestedPurchase({ demandQuantity: 'x' })).toBeNull();
  });

  it('writes thousandths with 3 decimals', () => {
    expect(unitsToText(0n)).toBe('0.000');
    expect(unitsToText(1n)).toBe('0.001');
    expect(unitsToText(-1500n)).toBe('-1.500');
  });
});
