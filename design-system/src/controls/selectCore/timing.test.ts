import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer, createThrottle } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createDebouncer', () => {
  it('runs only the last call, 500 ms after the last one', () => {
    const debouncer = createDebouncer(500);
    const calls: string[] = [];
    debouncer.run(() => calls.push('玉'));
    vi.advanceTimersByTime(300);
    debouncer.run(() => calls.push('玉米'));
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    expect(debouncer.isPending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['玉米']);
    expect(debouncer.isPending()).toBe(false);
  });

  it('drops the waiting call on cancel', () => {
    const debouncer = createDebouncer(500);
    const callback = vi.fn();
    debouncer.run(callback);
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('createThrottle', () => {
  it('runs the first call at once and delays later ones to the end of the interval', () => {
    const throttle = createThrottle(500);
    const calls: number[] = [];
    expect(throttle.run(() => calls.push(1))).toBe('ran');
    vi.advanceTimersByTime(100);
    expect(throttle.run(() => calls.push(2))).toBe('scheduled');
    expect(throttle.run(() => calls.push(3))).toBe('scheduled');
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(399);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    // Only the latest scheduled call runs, and never sooner than 500 ms after the previous run.
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual([1, 3]);
  });

  it('runs at once again when the interval has passed', () => {
    const throttle = createThrottle(500);
    const callback = vi.fn();
    throttle.run(callback);
    vi.advanceTimersByTime(500);
    expect(throttle.run(callback)).toBe('ran');
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('drops the scheduled call on cancel', () => {
    const throttle = createThrottle(500);
    const callback = vi.fn();
    throttle.run(() => undefined);
    throttle.run(callback);
    throttle.cancel();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
