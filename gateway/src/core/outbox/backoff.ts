/**
 * The retry rule of the interface outbox, pure: after the n-th failed attempt of a round the next one
 * waits base × 2^(n-1), at most `maxMs`; the `maxAttempts`-th failure ends the round in ERROR.
 */
export interface RetryPolicy {
  /** The wait after the first failure. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
  /** Attempts of one round; the last failure turns the message to ERROR. */
  maxAttempts: number;
}

/** 30 s, 1 min, 2 min, 4 min between five attempts (at most 30 min each). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxMs: 30 * 60_000, maxAttempts: 5 };

/** The wait after the `failedAttempt`-th failure (1-based). */
export function retryDelayMs(failedAttempt: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  if (!Number.isInteger(failedAttempt) || failedAttempt < 1) throw new RangeError(`attempt must be a positive integer, got ${failedAttempt}`);
  // 2^(n-1) overflows to Infinity long after it passes any cap; Math.min keeps the cap.
  return Math.min(policy.maxMs, policy.baseMs * 2 ** (failedAttempt - 1));
}

export type AfterFailure = { state: 'ERROR' } | { state: 'PENDING'; delayMs: number };

/** What becomes of a message whose `failedAttempt`-th attempt (of this round) failed: ERROR, or a retry after a wait. */
export function afterFailure(failedAttempt: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): AfterFailure {
  if (failedAttempt >= policy.maxAttempts) return { state: 'ERROR' };
  return { state: 'PENDING', delayMs: retryDelayMs(failedAttempt, policy) };
}
