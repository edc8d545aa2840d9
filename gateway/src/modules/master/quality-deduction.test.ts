import { describe, expect, it } from 'vitest';
import { deductedAmount, deductedWeight, deductionFor, excessOf, qualityIndexProblem, type DeductionRule } from './quality-deduction.js';

const moisture: DeductionRule = { standardMin: null, standardMax: '14.0', deductType: 'weight', deductStep: '0.1', deductValue: '1' };
const testWeight: DeductionRule = { standardMin: '690', standardMax: null, deductType: 'price', deductStep: '10', deductValue: '5' };

describe('quality deduction', () => {
  it('counts a part step as a whole one: moisture 14.35 % over ≤ 14.0 % at 1 % per 0.1 % deducts 4 %', () => {
    expect(deductionFor(moisture, '14.35')).toEqual({ excess: '0.35', steps: 4, weightPercent: '4', pricePerTon: '0' });
    expect(deductionFor(moisture, '14.3')).toMatchObject({ steps: 3, weightPercent: '3' });
  });

  it('deducts nothing within the standard, the limit included', () => {
    expect(deductionFor(moisture, '14.0')).toEqual({ excess: '0', steps: 0, weightPercent: '0', pricePerTon: '0' });
    expect(deductionFor(moisture, '12.8').steps).toBe(0);
    expect(deductionFor(testWeight, '720').pricePerTon).toBe('0');
  });

  it('deducts a price per ton below a minimum: test weight 675 g/L under ≥ 690 at 5 yuan per 10 g/L is 10 yuan/t', () => {
    expect(deductionFor(testWeight, '675')).toEqual({ excess: '15', steps: 2, weightPercent: '0', pricePerTon: '10' });
  });

  it('keeps decimals exact where floats would not', () => {
    const impurity: DeductionRule = { standardMin: null, standardMax: '1.0', deductType: 'weight', deductStep: '0.1', deductValue: '0.1' };
    // 1.3 - 1.0 is 0.30000000000000004 in floats; exactly 3 steps here.
    expect(deductionFor(impurity, '1.3')).toMatchObject({ excess: '0.3', steps: 3, weightPercent: '0.3' });
    expect(excessOf(impurity, '0.9')).toMatchObject({ integer: '0', fraction: '' });
  });

  it('rounds the deducted weight to 3 places and the amount to 2', () => {
    // 31.46 t × 4 % = 1.2584 t → 1.258 t
    expect(deductedWeight('31.46', '4')).toBe('1.258');
    // 10 yuan/t × 33.335 t = 333.35
    expect(deductedAmount('10', '33.335')).toBe('333.35');
    expect(deductedAmount('8.5', '12.345')).toBe('104.93');
  });

  it('ignores a rule without a step', () => {
    expect(deductionFor({ ...moisture, deductStep: null, deductValue: null }, '15')).toMatchObject({ excess: '1', steps: 0 });
  });

  it('checks a rule before it is saved', () => {
    expect(qualityIndexProblem(moisture)).toBeNull();
    expect(qualityIndexProblem({ ...moisture, standardMax: null })).toBe('standardRequired');
    expect(qualityIndexProblem({ ...moisture, standardMin: '15' })).toBe('rangeInvalid');
    expect(qualityIndexProblem({ ...moisture, deductValue: null })).toBe('ruleIncomplete');
    expect(qualityIndexProblem({ ...moisture, deductStep: '0' })).toBe('stepInvalid');
  });
});
