import { describe, expect, it } from 'vitest';
import { amountUnits, divideHalfUp, leftToCheck, lineFigures, plannedCheckQuantities, reconciliationOf, taxUnits, totalsOf } from './check-figures.js';

describe('account check figures', () => {
  it('rounds half up at the last step only', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(-5n, 10n)).toBe(-1n);
    // 30.113 t × 2290.000000 = 68958.77 exactly; 0.001 × 0.005 = 0.000005 → 0.00
    expect(amountUnits(30_113n, 2_290_000_000n)).toBe(6_895_877n);
    expect(amountUnits(1n, 5_000n)).toBe(0n);
    // 1.005 × 1 = 1.005 → 1.01 (half up)
    expect(amountUnits(1_005n, 1_000_000n)).toBe(101n);
    // 109.00 with 9 % → 9.00
    expect(taxUnits(10_900n, 900n)).toBe(900n);
    expect(taxUnits(10_000n, 0n)).toBe(0n);
  });

  it('prices a line from the contract less the deduction, or from a pricing confirmation', () => {
    expect(lineFigures({ quantity: '30.113', contractPrice: '2300', deductPrice: '10', taxRate: '9' })).toEqual({
      quantity: '30.113',
      contractPrice: '2300.000000',
      deductPrice: '10.000000',
      price: '2290.000000',
      priceSource: 'contract',
      taxRate: '9.00',
      amount: '68958.77',
      taxAmount: '5693.84',
      deductAmount: '301.13',
    });
    const priced = lineFigures({ quantity: '10', contractPrice: '2300', deductPrice: '10', pricingPrice: '2350.5', taxRate: '9' });
    expect(priced).toMatchObject({ price: '2350.500000', priceSource: 'pricing', amount: '23505.00' });
    expect(lineFigures({ quantity: '1', contractPrice: '5', deductPrice: '8', taxRate: '13' }).price).toBe('0.000000');
  });

  it('totals the lines to the cent', () => {
    const lines = [lineFigures({ quantity: '0.333', contractPrice: '3.333333', deductPrice: '0', taxRate: '9' }), lineFigures({ quantity: '0.667', contractPrice: '3.333333', deductPrice: '0', taxRate: '9' })];
    expect(lines.map((line) => line.amount)).toEqual(['1.11', '2.22']);
    expect(totalsOf(lines)).toEqual({ totalQuantity: '1.000', totalAmount: '3.33', totalTaxAmount: '0.27', deductAmount: '0.00' });
  });

  it('takes what is left of a shipment and never more', () => {
    expect(leftToCheck(100n, 30n)).toBe(70n);
    expect(leftToCheck(100n, 130n)).toBe(0n);
    const base = { shippingId: 1, shippingNo: 'FY1', accepted: 10_000n, checkedByOthers: 4_000n };
    expect(plannedCheckQuantities([{ ...base, quantity: null }])).toEqual({ ok: true, quantities: [6_000n] });
    expect(plannedCheckQuantities([{ ...base, quantity: 2_500n }])).toEqual({ ok: true, quantities: [2_500n] });
    expect(plannedCheckQuantities([{ ...base, quantity: 6_001n }])).toEqual({ ok: false, problem: '发运单FY1可对账数量不足，剩余6.000' });
    expect(plannedCheckQuantities([{ ...base, quantity: 0n }])).toEqual({ ok: false, problem: '发运单FY1的对账数量须大于0' });
    expect(plannedCheckQuantities([{ ...base, quantity: null }, { ...base, quantity: 1n }])).toEqual({ ok: false, problem: '发运单FY1重复' });
    expect(plannedCheckQuantities([{ ...base, checkedByOthers: 10_000n, quantity: null }])).toEqual({ ok: false, problem: '发运单FY1可对账数量不足，剩余0.000' });
  });

  it('states a shipment’s reconciliation', () => {
    expect(reconciliationOf(100n, 0n)).toBe('notCheck');
    expect(reconciliationOf(100n, 40n)).toBe('partCheck');
    expect(reconciliationOf(100n, 100n)).toBe('allCheck');
  });
});
