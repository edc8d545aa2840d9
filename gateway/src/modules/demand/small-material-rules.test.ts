import { describe, expect, it } from 'vitest';
import { isSmallMaterial, priceProblems, ruleProblems, SMALL_MATERIAL_RULE_MESSAGES as M } from './small-material-rules.js';

describe('small materials (spec 02 §3)', () => {
  it('counts isLittle 1 as small, whatever the category', () => {
    expect(isSmallMaterial({ isLittle: 1 }, '玉米')).toBe(true);
    expect(isSmallMaterial({ isLittle: 1 }, null)).toBe(true);
  });

  it('counts a category description starting with the packaging or premix prefix as small', () => {
    expect(isSmallMaterial({ isLittle: 0 }, '包装物')).toBe(true);
    expect(isSmallMaterial({ isLittle: 0 }, ' 包装袋')).toBe(true);
    expect(isSmallMaterial({ isLittle: 0 }, '预混料')).toBe(true);
    expect(isSmallMaterial({ isLittle: 0 }, '猪用预混料')).toBe(false);
    expect(isSmallMaterial({ isLittle: 0 }, '玉米')).toBe(false);
    expect(isSmallMaterial({ isLittle: 0 }, '')).toBe(false);
    expect(isSmallMaterial({ isLittle: null }, undefined)).toBe(false);
  });
});

describe('rule and price figures', () => {
  it('accepts sound figures', () => {
    expect(ruleProblems({ safetyStock: '100', reorderPoint: '150.5', leadTimeDays: 7 })).toEqual([]);
    expect(ruleProblems({ safetyStock: '0', reorderPoint: '0', leadTimeDays: '365' })).toEqual([]);
    expect(priceProblems({ price: '2.35', validFrom: '2026-01-01', validTo: '2026-12-31' })).toEqual([]);
  });

  it('names each problem in Chinese', () => {
    expect(ruleProblems({ safetyStock: '-1', reorderPoint: '1.2345', leadTimeDays: 400 })).toEqual([M.badSafetyStock, M.badReorderPoint, M.badLeadTime]);
    expect(ruleProblems({ safetyStock: '200', reorderPoint: '99.999', leadTimeDays: 1.5 })).toEqual([M.reorderBelowSafety, M.badLeadTime]);
    expect(priceProblems({ price: '0', validFrom: '2026-02-01', validTo: '2026-01-31' })).toEqual([M.badPrice, M.periodOrder]);
    expect(priceProblems({ price: '1.23456', validFrom: '2026-01-01', validTo: '2026-01-01' })).toEqual([M.badPrice]);
  });
});
