import { sumQuantityTexts, unitsToText } from '@srm/rules';
import { describe, expect, it } from 'vitest';
import {
  classifyMonthDemandCallback,
  monthDemandAllows,
  normalQuantity,
  repeatedMaterial,
  STORED_QUANTITY,
  suggestedPurchase,
  toThousandths,
  yearPlanColumnOf,
} from './month-demand-rules.js';

describe('month demand status machine', () => {
  it('edits, deletes and submits a plan while new or rejected only', () => {
    for (const event of ['edit', 'delete', 'check'] as const) {
      expect(monthDemandAllows(event, 'new')).toBe(true);
      expect(monthDemandAllows(event, 'rejected')).toBe(true);
      expect(monthDemandAllows(event, 'inProcess')).toBe(false);
      expect(monthDemandAllows(event, 'approved')).toBe(false);
    }
    expect(monthDemandAllows('approve', 'inProcess')).toBe(true);
    expect(monthDemandAllows('reject', 'approved')).toBe(false);
  });

  it('applies OA only to a plan in process: late once decided, a conflict before it went there', () => {
    expect(classifyMonthDemandCallback('inProcess')).toBe('apply');
    expect(classifyMonthDemandCallback('approved')).toBe('late');
    expect(classifyMonthDemandCallback('rejected')).toBe('late');
    expect(classifyMonthDemandCallback('new')).toBe('conflict');
  });
});

describe('exact quantities', () => {
  it('computes the suggested purchase exactly, never below zero', () => {
    expect(suggestedPurchase({ demandQuantity: '1000.125', stockOnHand: '200', inTransit: '50.5', contractResidualQuantity: '300.333' })).toBe('449.292');
    // 0.1 + 0.2 in floats is 0.30000000000000004: here it is exact.
    expect(suggestedPurchase({ demandQuantity: '0.3', stockOnHand: '0.1', inTransit: '0.2' })).toBe('0.000');
    expect(suggestedPurchase({ demandQuantity: '10', contractResidualQuantity: '12.5' })).toBe('0.000');
    expect(suggestedPurchase({ demandQuantity: '999999999999999.999' })).toBe('999999999999999.999');
    expect(suggestedPurchase({ demandQuantity: '5', stockOnHand: null, inTransit: '' })).toBe('5.000');
  });

  it('reads and prints decimal strings as numeric(18, 3) does', () => {
    expect(toThousandths('12.5')).toBe(12500n);
    expect(toThousandths('-0.001')).toBe(-1n);
    expect(toThousandths('1.2500')).toBe(1250n);
    expect(() => toThousandths('1.2345')).toThrow();
    expect(() => toThousandths('abc')).toThrow();
    expect(unitsToText(-1500n)).toBe('-1.500');
    expect(normalQuantity('007')).toBe('7.000');
    expect(normalQuantity(undefined)).toBe('0.000');
    expect(sumQuantityTexts(['0.1', '0.2', null, '1000000000000.001'], 3, STORED_QUANTITY)).toBe('1000000000000.301');
  });
});

describe('months and materials', () => {
  it('names the year plan column of a month', () => {
    expect(yearPlanColumnOf('2026-11')).toEqual({ year: 2026, column: 'month11' });
    expect(yearPlanColumnOf('2026-01')).toEqual({ year: 2026, column: 'month1' });
    expect(yearPlanColumnOf('2026-13')).toBeNull();
    expect(yearPlanColumnOf('2026-1')).toBeNull();
  });

  it('finds a material listed twice', () => {
    expect(repeatedMaterial(['A', 'B', 'A'])).toBe('A');
    expect(repeatedMaterial(['A', 'B'])).toBeUndefined();
  });
});
