import { describe, expect, it } from 'vitest';
import { coveragePercent, gapQuantity, indicatorMaterials, indicatorMonths } from './indicator-rules.js';

describe('demand indicator rules', () => {
  it('computes the coverage exactly with 2 decimals, half up, and null on no demand', () => {
    expect(coveragePercent('300.333', '1000.125')).toBe('30.03');
    expect(coveragePercent('1', '3')).toBe('33.33');
    expect(coveragePercent('2', '3')).toBe('66.67');
    expect(coveragePercent('0.001', '0.008')).toBe('12.50');
    expect(coveragePercent('500', '400')).toBe('125.00');
    expect(coveragePercent('0', '10')).toBe('0.00');
    expect(coveragePercent('10', '0')).toBeNull();
    expect(coveragePercent('0', '0.000')).toBeNull();
    // Beyond a float's exact range.
    expect(coveragePercent('999999999999999.999', '999999999999999.998')).toBe('100.00');
  });

  it('computes the gap as max(0, demand − contracted)', () => {
    expect(gapQuantity('1000.125', '300.333')).toBe('699.792');
    expect(gapQuantity('10', '12.5')).toBe('0.000');
    expect(gapQuantity('0', '0')).toBe('0.000');
  });

  it('takes the approved month plan of a month over the year plan, a left-out material as 0', () => {
    const yearPlan = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
    const months = indicatorMonths({ matCode: 'A', matName: null, unitCode: 'T', yearPlan, monthPlan: new Map([[3, '30.5']]) }, new Set([3, 4]), ['0', '0', '20', '8']);
    expect(months[0]).toEqual({ month: 1, source: 'yearPlan', demandQuantity: '1.000', contractedQuantity: '0.000', coverage: '0.00', gapQuantity: '1.000' });
    expect(months[2]).toEqual({ month: 3, source: 'monthPlan', demandQuantity: '30.500', contractedQuantity: '20.000', coverage: '65.57', gapQuantity: '10.500' });
    expect(months[3]).toEqual({ month: 4, source: 'monthPlan', demandQuantity: '0.000', contractedQuantity: '8.000', coverage: null, gapQuantity: '0.000' });
    expect(months[11]).toMatchObject({ month: 12, demandQuantity: '12.000', coverage: '0.00' });
  });

  it('orders the materials and gives a material without a year plan item no demand', () => {
    const materials = indicatorMaterials(
      [
        { matCode: 'B', matName: 'b', unitCode: null, monthPlan: new Map() },
        { matCode: 'A', matName: 'a', unitCode: null, yearPlan: Array.from({ length: 12 }, () => '2'), monthPlan: new Map() },
      ],
      new Set(),
      new Map([['B', Array.from({ length: 12 }, () => '1')]]),
    );
    expect(materials.map((material) => material.matCode)).toEqual(['A', 'B']);
    expect(materials[1]!.months[5]).toEqual({ month: 6, source: 'none', demandQuantity: '0.000', contractedQuantity: '1.000', coverage: null, gapQuantity: '0.000' });
    expect(materials[0]!.months[5]).toMatchObject({ coverage: '0.00', gapQuantity: '2.000' });
  });
});
