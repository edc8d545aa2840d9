/** Timer functions, injectable so the logic can be driven by fake timers in tests. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};

export interface Debouncer {
  /** Runs `callback` after `delay` ms of quiet; a new call replaces the waiting one. */
  run(callback: () => void): void;
  /** Drops the waiting call, if any. */
  cancel(): void;
  /** Whether a call is waiting. */
  isPending(): boolean;
}

/** A trailing-edge debounce (spec 01 §9: select search 500 ms). */
export function createDebouncer(delay: number, timers: Timers = defaultTimers): Debouncer {
  let handle: unknown;
  let pending = false;
  return {
    run(callback) {
      if (pending) timers.clearTimeout(handle);
      pending = true;
      handle = timers.setTimeout(() => {
        pending = false;
        callback();
      }, delay);
    },
    cancel() {
      if (pending) timers.clearTimeout(handle);
      pending = false;
    },
    isPending: () => pending,
  };
}

export type ThrottleOutcome = 'ran' | 'scheduled';

export interface Throttle {
  /**
   * Runs `callback` now when the last run is at least `interval` ms ago; otherwise schedules it for
   * the end of the interval (replacing an earlier scheduled one), so a call is never lost.
   */
  run(callback: () => void): ThrottleOutcome;
  /** Drops the scheduled call, if any. */
  cancel(): void;
}

/** A leading- and trailing-edge throttle (spec 01 §9: scroll-load throttle 500 ms). */
export function createThrottle(interval: number, timers: Timers = defaultTimers): Throttle {
  let lastRun = Number.NEGATIVE_INFINITY;
  let handle: unknown;
  let scheduled: (() => void) | null = null;
  const fire = (callback: () => void) => {
    lastRun = timers.now();
    callback();
  };
  return {
    run(callback) {
      const wait = lastRun + interval - timers.now();
      if (wait <= 0 && scheduled === null) {
        fire(callback);
        return 'ran';
      }
      if (scheduled === null) {
        handle = timers.setTimeout(() => {
          const next = scheduled;
          scheduled = null;
          if (next) fire(next);
        }, Math.max(wait, 0));
      }
      scheduled = callback;
      return 'scheduled';
    },
    cancel() {
      if (scheduled !== null) timers.clearTimeout(handle);
      scheduled = null;
    },
  };
}
