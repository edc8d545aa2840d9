import { describe, expect, it } from 'vitest';
import { isRebateAmount, isRebateRate, rebateValueProblem } from './rebateValue';

describe('rebate value', () => {
  it('takes exactly one of a rate and an amount', () => {
    expect(rebateValueProblem('1.5', null)).toBeNull();
    expect(rebateValueProblem('', '20000.00')).toBeNull();
    expect(rebateValueProblem('1.5', '20000')).toBe('oneValue');
    expect(rebateValueProblem(' ', undefined)).toBe('oneValue');
  });

  it('a rate is a percentage up to 100 with at most 4 decimals', () => {
    expect(isRebateRate('100')).toBe(true);
    expect(isRebateRate(' 0.1234 ')).toBe(true);
    expect(isRebateRate('100.0001')).toBe(false);
    expect(isRebateRate('1.23456')).toBe(false);
    expect(isRebateRate('-1')).toBe(false);
    expect(rebateValueProblem('101', null)).toBe('rate');
  });

  it('an amount is not negative and has at most 2 decimals (leading zeros allowed, as the gateway stores them)', () => {
    expect(isRebateAmount('0050.5')).toBe(true);
    expect(isRebateAmount('1.234')).toBe(false);
    expect(rebateValueProblem(null, '-3')).toBe('amount');
  });
});
