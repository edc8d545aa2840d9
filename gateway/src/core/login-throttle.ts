/**
 * Login throttling. Every sign-in attempt that reaches the credential check is recorded in
 * sys_login_attempt. The rules (5 account failures, 20 IP failures, a 15-minute window by default):
 *
 * - Account: once an account has `maxAccountFailures` failures within `windowMs` (counted since its
 *   last successful sign-in), further attempts on it are refused with 429 before any password is
 *   checked, from any address, until the window has passed.
 * - Address: once a client IP has `maxIpFailures` failures within the window (across accounts), it
 *   may no longer try the accounts that have failed from it (since their last success): those are
 *   refused with 429. An account that has not failed from that address is still checked, so a right
 *   password is accepted and a wrong one counts (and from then on that account is refused from that
 *   address too). So a client that sprays wrong passwords, or many clients sharing one proxy address
 *   when TRUST_PROXY is not set, cannot lock every other account out from that address; the most a
 *   sprayer gets past the IP limit is one guess per account per window (and the account limit holds).
 * - Single sign-on (no account is known before the code is exchanged): once an IP has
 *   `maxIpFailures` rejected SSO codes within the window, SSO sign-ins from it are refused. Password
 *   failures do not count here.
 *
 * Password sign-ins reserve their attempt before the password is checked (`reserve`): in one
 * transaction that holds a PostgreSQL advisory lock on the account, the counts are read and the
 * attempt is stored as a failure; the sign-in then turns it into a success, or withdraws it when the
 * attempt was not a password failure. So concurrent attempts on one account (from any number of
 * gateway processes on one database) are counted one after the other and at most the limit of them
 * reach the password check. Refused attempts are not recorded, so hammering a locked account does not
 * extend the lock.
 *
 * Times are written and compared with this process's clock (`now`), the same clock that later reads
 * them, as for sessions.
 */
import { and, count, eq, gt, max, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection.js';
import { sysLoginAttempt, type LoginMethod } from '../db/tables/identity.js';
import { ApiError } from './envelope.js';

export const THROTTLE_MESSAGE = '登录失败次数过多，请15分钟后再试';

export interface LoginThrottleOptions {
  /** Failures of one account within the window that lock it; 5 by default. */
  maxAccountFailures: number;
  /**
   * Failures from one IP within the window (any accounts) after which it may no longer try the accounts
   * that failed from it (and, for SSO failures, no more SSO codes); 20 by default.
   */
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

/** A password attempt reserved before its check: stored as a failure until told otherwise. */
export interface AttemptReservation {
  /** The sign-in succeeded: the attempt becomes a success (the account's failures before it stop counting). */
  succeed(): Promise<void>;
  /** The attempt was not a password failure (e.g. a disabled account): it is withdrawn. */
  release(): Promise<void>;
}

export interface LoginThrottle {
  readonly options: LoginThrottleOptions;
  /**
   * Without an account (single sign-on): throws ApiError 429 when the IP has too many SSO failures.
   * With one: throws 429 when the account is locked, or when the IP is over its limit and the account
   * has failed from it. A check only: concurrent callers may all pass (password sign-ins use `reserve`).
   */
  assertAllowed(key: ThrottleKey): Promise<void>;
  /**
   * Atomically checks the limits of `assertAllowed` for an account and stores the attempt as a failure
   * (one transaction under an advisory lock on the account), before the password is checked. Throws
   * ApiError 429 (and stores nothing) when refused.
   */
  reserve(attempt: { account: string; ip: string | null | undefined; method: LoginMethod }): Promise<AttemptReservation>;
  record(attempt: LoginAttempt): Promise<void>;
}

/** The advisory-lock class of login attempts (the account's hash is the second key). */
const ADVISORY_LOCK_CLASS = 0x4c4f47;

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

  /** When the account's failures start counting: the window start, or its last success within it. */
  async function accountSince(conn: AppDatabase, account: string, windowStart: Date): Promise<Date> {
    const [last] = await conn
      .select({ at: max(sysLoginAttempt.createdTime) })
      .from(sysLoginAttempt)
      .where(
        and(
          eq(sysLoginAttempt.account, account),
          eq(sysLoginAttempt.success, 1),
          gt(sysLoginAttempt.createdTime, windowStart),
        ),
      );
    return countingSince(windowStart, last?.at ? new Date(last.at) : null);
  }

  /** Failed attempts matching `conditions`. */
  async function failures(conn: AppDatabase, ...conditions: (SQL | undefined)[]): Promise<number> {
    const [row] = await conn
      .select({ failures: count() })
      .from(sysLoginAttempt)
      .where(and(eq(sysLoginAttempt.success, 0), ...conditions));
    return row?.failures ?? 0;
  }

  /** The account's failures since `since`, from any address or (with `ip`) from that one only. */
  const accountFailures = (conn: AppDatabase, account: string, since: Date, ip?: string) =>
    failures(conn, eq(sysLoginAttempt.account, account), gt(sysLoginAttempt.createdTime, since), ip === undefined ? undefined : eq(sysLoginAttempt.ip, ip));

  /** The address's failures in the window, of every method or (with `method`) of that one only. */
  const ipFailures = (conn: AppDatabase, ip: string, windowStart: Date, method?: LoginMethod) =>
    failures(conn, eq(sysLoginAttempt.ip, ip), gt(sysLoginAttempt.createdTime, windowStart), method === undefined ? undefined : eq(sysLoginAttempt.method, method));

  /** Throws 429 when an attempt on `account` from `ip` is refused (the rules at the top of this file). */
  async function assertAccountAllowed(conn: AppDatabase, account: string, ip: string | null | undefined): Promise<void> {
    const windowStart = new Date(settings.now().getTime() - settings.windowMs);
    const since = await accountSince(conn, account, windowStart);
    if (isLocked(await accountFailures(conn, account, since), settings.maxAccountFailures)) throw tooManyAttempts();
    if (ip && isLocked(await ipFailures(conn, ip, windowStart), settings.maxIpFailures)) {
      if ((await accountFailures(conn, account, since, ip)) > 0) throw tooManyAttempts();
    }
  }

  async function insertAttempt(conn: AppDatabase, { account, ip, method, success }: LoginAttempt): Promise<number> {
    const at = settings.now();
    const [row] = await conn
      .insert(sysLoginAttempt)
      .values({ account, ip, method, success: success ? 1 : 0, createdTime: at, updatedTime: at })
      .returning({ id: sysLoginAttempt.id });
    if (!row) throw new Error('login attempt not stored');
    return row.id;
  }

  return {
    options: settings,
    async assertAllowed({ account, ip }) {
      if (account) return assertAccountAllowed(db, account, ip);
      const windowStart = new Date(settings.now().getTime() - settings.windowMs);
      if (ip && isLocked(await ipFailures(db, ip, windowStart, 'sso'), settings.maxIpFailures)) throw tooManyAttempts();
    },
    async reserve({ account, ip, method }) {
      const id = await db.transaction(async (tx) => {
        // Serialises the attempts on one account across connections and processes until this commits.
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}::int, hashtext(${account})::int)`);
        await assertAccountAllowed(tx, account, ip);
        return insertAttempt(tx, { account, ip: ip ?? null, method, success: false });
      });
      return {
        async succeed() {
          await db
            .update(sysLoginAttempt)
            .set({ success: 1, updatedTime: settings.now() })
            .where(eq(sysLoginAttempt.id, id));
        },
        async release() {
          await db.delete(sysLoginAttempt).where(eq(sysLoginAttempt.id, id));
        },
      };
    },
    async record(attempt) {
      await insertAttempt(db, attempt);
    },
  };
}
