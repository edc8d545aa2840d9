import { describe, expect, it } from 'vitest';
import { afterFailure, DEFAULT_RETRY_POLICY, retryDelayMs } from './backoff.js';

describe('outbox backoff', () => {
  it('doubles the wait from 30 s after each failure', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits longer than the cap', () => {
    const policy = { baseMs: 1000, maxMs: 5000, maxAttempts: 10 };
    expect([1, 2, 3, 4, 5, 100, 5000].map((attempt) => retryDelayMs(attempt, policy))).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });

  it('schedules the next attempt until the last one, then gives up with ERROR', () => {
    expect(afterFailure(1)).toEqual({ state: 'PENDING', delayMs: 30_000 });
    expect(afterFailure(4)).toEqual({ state: 'PENDING', delayMs: 240_000 });
    expect(DEFAULT_RETRY_POLICY.maxAttempts).toBe(5);
    expect(afterFailure(5)).toEqual({ state: 'ERROR' });
    expect(afterFailure(1, { baseMs: 10, maxMs: 10, maxAttempts: 2 })).toEqual({ state: 'PENDING', delayMs: 10 });
    expect(afterFailure(2, { baseMs: 10, maxMs: 10, maxAttempts: 2 })).toEqual({ state: 'ERROR' });
  });

  it('refuses an attempt number below 1', () => {
    expect(() => retryDelayMs(0)).toThrow(RangeError);
  });
});
