/**
 * Login throttling. Every sign-in attempt that reaches the credential check is recorded in
 * sys_login_attempt. Once an account has `maxAccountFailures` failures within `windowMs` (counted since
 * its last successful sign-in), or a client IP has `maxIpFailures` failures within `windowMs` (across
 * accounts), further attempts are refused with 429 before any password is checked, until the window
 * has passed. Refused attempts are not recorded, so hammering a locked account does not extend the lock.
 *
 * Times are written and compared with this process's clock (`now`), the same clock that later reads
 * them, as for sessions.
 */
import { and, count, eq, gt, max } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection.js';
import { sysLoginAttempt, type LoginMethod } from '../db/tables/identity.js';
import { ApiError } from './envelope.js';

export const THROTTLE_MESSAGE = '登录失败次数过多，请15分钟后再试';

export interface LoginThrottleOptions {
  /** Failures of one account within the window that lock it; 5 by default. */
  maxAccountFailures: number;
  /** Failures from one IP within the window (any accounts) that lock it; 20 by default. */
  maxIpFailures: number;
  /** The window, in milliseconds; 15 minutes by default. */
  windowMs: number;
  /** The clock; `() => new Date()` by default. */
  now: () => Date;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  maxAccountFailures: 5,
  maxIpFailures: 20,
  windowMs: 15 * 60 * 1000,
  now: () => new Date(),
};

export interface LoginAttempt {
  /** The account tried, or null when a single-sign-on attempt matched none. */
  account: string | null;
  ip: string | null;
  method: LoginMethod;
  success: boolean;
}

/** Which limits to check before an attempt: the account's (when one is named) and the IP's. */
export interface ThrottleKey {
  account?: string | null | undefined;
  ip?: string | null | undefined;
}

export interface LoginThrottle {
  readonly options: LoginThrottleOptions;
  /** Throws ApiError 429 when the account or the IP is locked. */
  assertAllowed(key: ThrottleKey): Promise<void>;
  record(attempt: LoginAttempt): Promise<void>;
}

export function tooManyAttempts(): ApiError {
  return new ApiError(429, THROTTLE_MESSAGE);
}

/** True when `failures` within the window reach `limit`. Pure; exported for its unit test. */
export function isLocked(failures: number, limit: number): boolean {
  return failures >= limit;
}

/** The start of the counting window for an account: the later of the window start and its last success. */
export function countingSince(windowStart: Date, lastSuccess: Date | null | undefined): Date {
  return lastSuccess && lastSuccess > windowStart ? lastSuccess : windowStart;
}

export function createLoginThrottle(db: AppDatabase, options: Partial<LoginThrottleOptions> = {}): LoginThrottle {
  const settings: LoginThrottleOptions = { ...DEFAULT_LOGIN_THROTTLE, ...options };
  for (const name of ['maxAccountFailures', 'maxIpFailures', 'windowMs'] as const) {
    const value = settings[name];
    if (!Number.isInteger(value) || value <= 0) throw new Error(`login throttle ${name} must be a positive integer`);
  }

  async function accountFailures(account: string, windowStart: Date): Promise<number> {
    const [last] = await db
      .select({ at: max(sysLoginAttempt.createdTime) })
      .from(sysLoginAttempt)
      .where(
        and(
          eq(sysLoginAttempt.account, account),
          eq(sysLoginAttempt.success, 1),
          gt(sysLoginAttempt.createdTime, windowStart),
        ),
      );
    const since = countingSince(windowStart, last?.at ? new Date(last.at) : null);
    const [row] = await db
      .select({ failures: count() })
      .from(sysLoginAttempt)
      .where(
        and(eq(sysLoginAttempt.account, account), eq(sysLoginAttempt.success, 0), gt(sysLoginAttempt.createdTime, since)),
      );
    return row?.failures ?? 0;
  }

  async function ipFailures(ip: string, windowStart: Date): Promise<number> {
    const [row] = await db
      .select({ failures: count() })
      .from(sysLoginAttempt)
      .where(and(eq(sysLoginAttempt.ip, ip), eq(sysLoginAttempt.success, 0), gt(sysLoginAttempt.createdTime, windowStart)));
    return row?.failures ?? 0;
  }

  return {
    options: settings,
    async assertAllowed({ account, ip }) {
      const windowStart = new Date(settings.now().getTime() - settings.windowMs);
      if (ip && isLocked(await ipFailures(ip, windowStart), settings.maxIpFailures)) throw tooManyAttempts();
      if (account && isLocked(await accountFailures(account, windowStart), settings.maxAccountFailures)) {
        throw tooManyAttempts();
      }
    },
    async record({ account, ip, method, success }) {
      const at = settings.now();
      await db.insert(sysLoginAttempt).values({
        account,
        ip,
        method,
        success: success ? 1 : 0,
        createdTime: at,
        updatedTime: at,
      });
    },
  };
}
