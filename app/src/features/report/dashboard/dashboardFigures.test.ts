import { describe, expect, it } from 'vitest';
import { amountChart, amountTotals, pickPercent } from './dashboardFigures';

const rows = [
  { categoryCode: '1001', categoryName: '玉米', amount: '1250000.50', contractCount: 3 },
  { categoryCode: '1003', categoryName: '', amount: '0.25', contractCount: 1 },
];

describe('dashboard report figures', () => {
  it('charts the amount by category as given and sums it exactly', () => {
    expect(amountChart({ contractAmountByCategory: rows }, '合同金额')).toEqual({ categories: ['玉米', '1003'], series: [{ key: 'amount', name: '合同金额', values: ['1250000.50', '0.25'] }] });
    expect(amountChart({ contractAmountByCategory: [] }, '合同金额')).toEqual({ categories: [], series: [] });
    expect(amountTotals({ contractAmountByCategory: rows })).toEqual({ amount: '1250000.75', contractCount: 4 });
    expect(amountTotals({ contractAmountByCategory: [] })).toEqual({ amount: '0.00', contractCount: 0 });
  });

  it('gives the pick progress in percent, one decimal, capped at 100', () => {
    expect(pickPercent({ pickedQuantity: '625.000', plannedQuantity: '1000.000' })).toBe('62.5');
    expect(pickPercent({ pickedQuantity: '1', plannedQuantity: '3' })).toBe('33.3');
    expect(pickPercent({ pickedQuantity: '2', plannedQuantity: '3' })).toBe('66.7');
    expect(pickPercent({ pickedQuantity: '1200', plannedQuantity: '1000' })).toBe('100.0');
    expect(pickPercent({ pickedQuantity: '0', plannedQuantity: '0' })).toBeNull();
  });
});
