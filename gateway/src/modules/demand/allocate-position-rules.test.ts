import { describe, expect, it } from 'vitest';
import { toThousandths } from './month-demand-rules.js';
import { allocationProblem, daysInMonth, freeCapacity, spreadOverDays, sumDays } from './allocate-position-rules.js';

describe('allocate position rules', () => {
  it('refuses an allocation over the capacity, exactly', () => {
    expect(allocationProblem('100', '100.000')).toBeUndefined();
    expect(allocationProblem('100', '100.001')).toBe('分配数量 100.001 超过库位容量 100.000');
    expect(allocationProblem('0.3', '0.1')).toBeUndefined();
  });

  it('answers the free capacity', () => {
    expect(freeCapacity('500.5', '120.25')).toBe('380.250');
    expect(freeCapacity('1', '2')).toBe('0.000');
  });

  it('counts the days of a month', () => {
    expect([daysInMonth('2026-02'), daysInMonth('2028-02'), daysInMonth('2026-04'), daysInMonth('2026-12')]).toEqual([28, 29, 30, 31]);
  });

  it('spreads a month over its days, the last day taking the rest', () => {
    const days = spreadOverDays('1000', '2026-11');
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-11-01', quantity: '33.333' });
    expect(days[29]).toEqual({ date: '2026-11-30', quantity: '33.343' });
    expect(days.reduce((sum, day) => sum + toThousandths(day.quantity), 0n)).toBe(1_000_000n);
    const odd = spreadOverDays('0.01', '2026-12');
    expect(odd.reduce((sum, day) => sum + toThousandths(day.quantity), 0n)).toBe(10n);
    expect(odd[30]!.quantity).toBe('0.010');
  });

  it('adds day lists date by date', () => {
    const total = sumDays([spreadOverDays('31', '2026-12'), spreadOverDays('62.031', '2026-12')], '2026-12');
    expect(total[0]).toEqual({ date: '2026-12-01', quantity: '3.001' });
    expect(total.reduce((sum, day) => sum + toThousandths(day.quantity), 0n)).toBe(93_031n);
  });
});
