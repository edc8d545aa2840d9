/** The lock window of a row action (spec 01 §9 "Click locks"). */
export const ROW_ACTION_LOCK_MS = 800;
/** The lock window of a batch (toolbar) button (spec 01 §9 "Click locks"). */
export const BATCH_ACTION_LOCK_MS = 500;

export interface ClickLock {
  /**
   * `true` when no accepted press happened in the last `ms` milliseconds: the press goes ahead and
   * opens a new window. `false` inside the window: the press is ignored (and does not extend it).
   */
  tryEnter(): boolean;
  /** Ends the current window at once (for example after the action failed and may be retried). */
  release(): void;
}

/**
 * A lock against repeated clicks, without React or timers: each accepted press opens a window of
 * `ms` milliseconds in which further presses are refused. `now` is the clock (injectable for tests); the
 * default reads `Date.now` at each press, so a test that moves the system clock moves the lock too.
 */
export function createClickLock(ms: number, now: () => number = () => Date.now()): ClickLock {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  return {
    tryEnter() {
      const time = now();
      if (time < lockedUntil) return false;
      lockedUntil = time + ms;
      return true;
    },
    release() {
      lockedUntil = Number.NEGATIVE_INFINITY;
    },
  };
}
