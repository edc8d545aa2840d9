import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_ACTION_LOCK_MS, createClickLock, ROW_ACTION_LOCK_MS } from './clickLock';

describe('createClickLock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the lock windows of the spec', () => {
    expect(ROW_ACTION_LOCK_MS).toBe(800);
    expect(BATCH_ACTION_LOCK_MS).toBe(500);
  });

  it.each<[string, number[], boolean[]]>([
    ['a single press', [0], [true]],
    ['a double click', [0, 120], [true, false]],
    ['the last millisecond of the window', [0, 799], [true, false]],
    ['the end of the window', [0, 800], [true, true]],
    ['refused presses do not extend the window', [0, 300, 600, 800], [true, false, false, true]],
    ['a new window after each accepted press', [0, 800, 1599, 1600], [true, true, false, true]],
  ])('800 ms: %s', (_name, times, expected) => {
    const lock = createClickLock(ROW_ACTION_LOCK_MS);
    const results = times.map((time) => {
      vi.setSystemTime(time);
      return lock.tryEnter();
    });
    expect(results).toEqual(expected);
  });

  it('release() ends the window at once', () => {
    vi.setSystemTime(0);
    const lock = createClickLock(BATCH_ACTION_LOCK_MS);
    expect(lock.tryEnter()).toBe(true);
    vi.advanceTimersByTime(100);
    expect(lock.tryEnter()).toBe(false);
    lock.release();
    expect(lock.tryEnter()).toBe(true);
  });

  it('takes an injected clock', () => {
    let time = 1_000;
    const lock = createClickLock(500, () => time);
    expect(lock.tryEnter()).toBe(true);
    time = 1_499;
    expect(lock.tryEnter()).toBe(false);
    time = 1_500;
    expect(lock.tryEnter()).toBe(true);
  });
});
