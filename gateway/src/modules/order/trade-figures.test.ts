import { describe, expect, it } from 'vitest';
import { chainCompanies, chainProblem, marginOf, tradeFigures } from './trade-figures.js';

describe('the figures of a trade chain', () => {
  it('prices each leg and its margin over the previous price, exactly', () => {
    const figures = tradeFigures('2000', '2350.5', [{ priceWithTax: '2380' }, { priceWithTax: '2410.125' }, { priceWithTax: '2400' }]);
    expect(figures.legs.map((leg) => [leg.legNo, leg.quantity, leg.priceWithTax, leg.amount, leg.margin])).toEqual([
      [1, '2000.000', '2380.000000', '4760000.00', '59000.00'],
      [2, '2000.000', '2410.125000', '4820250.00', '60250.00'],
      [3, '2000.000', '2400.000000', '4800000.00', '-20250.00'],
    ]);
    expect(figures.totalMargin).toBe('99000.00');
    expect(figures.basePrice).toBe('2350.500000');
  });

  it('rounds half away from zero to the cent, with no float error', () => {
    expect(marginOf('0.001', '0.1', '0.095')).toBe('0.00');
    expect(marginOf('1', '0.105', '0.1')).toBe('0.01');
    expect(marginOf('1', '0.1', '0.105')).toBe('-0.01');
    expect(marginOf('3.333', '0.3', '0.1')).toBe('0.67');
    expect(tradeFigures('0.1', '0.1', [{ priceWithTax: '0.2' }, { priceWithTax: '0.3' }]).totalMargin).toBe('0.02');
    expect(tradeFigures('12.345', '1', [{ priceWithTax: '2.5' }]).legs[0]!.amount).toBe('30.86');
  });

  it('checks the chain: three companies at least, joined end to end, none twice', () => {
    const leg = (sellerOrgCode: string, buyerOrgCode: string) => ({ sellerOrgCode, buyerOrgCode });
    expect(chainProblem([leg('A', 'B')])).toEqual({ kind: 'tooFewLegs' });
    expect(chainProblem([leg('A', 'B'), leg('C', 'D')])).toEqual({ kind: 'broken', legNo: 1 });
    expect(chainProblem([leg('A', 'B'), leg('B', 'A')])).toEqual({ kind: 'repeated', orgCode: 'A' });
    expect(chainProblem([leg('A', 'A'), leg('A', 'B')])).toEqual({ kind: 'selfTrade', legNo: 1 });
    expect(chainProblem([leg('A', 'B'), leg('B', 'C'), leg('C', 'D')])).toBeNull();
    expect(chainCompanies([leg('A', 'B'), leg('B', 'C')])).toEqual(['A', 'B', 'C']);
  });
});
