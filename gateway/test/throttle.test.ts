/**
 * Login throttling: 5 failures per account within 15 minutes lock further sign-ins on it (429, the
 * password is not even checked) until the window has passed; a success clears the account's count.
 * Parallel attempts are counted atomically (at most 5 reach the password check). An IP with 20
 * failures may no longer try the accounts that failed from it, while other accounts still sign in. The HTTP tests run the gateway with its default limits; the passing of 15 minutes is simulated
 * by moving the recorded attempts back in time. The module is also run on its own with a small window
 * and an injected clock.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, LoginInfo } from '../src/api/index.js';
import { createLoginThrottle, THROTTLE_MESSAGE } from '../src/core/login-throttle.js';
import { ApiError } from '../src/core/envelope.js';
import { hashPassword } from '../src/core/password.js';
import { sysUser } from '../src/db/schema.js';
import { sysLoginAttempt } from '../src/db/tables/identity.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LOGIN = '/gateway/system/login/loginByAccount';
const LOCKED = { code: 429, success: false, message: '登录失败次数过多，请15分钟后再试', data: null };
const PASSWORD = 'Right@123';

describe.each(eachDatabase)('[%s] login throttling', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  /** A fresh account per test, so the tests do not share counts. */
  async function createUser(account: string): Promise<void> {
    await database()
      .db.insert(sysUser)
      .values({ account, userName: account, passwordHash: await hashPassword(PASSWORD) });
  }

  const login = (account: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: LOGIN, payload: { account, password }, remoteAddress });

  async function failTimes(times: number, account: string, remoteAddress: string): Promise<void> {
    for (let attempt = 0; attempt < times; attempt += 1) {
      const response = await login(account, 'Wrong@123', remoteAddress);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: '用户名或密码错误' });
    }
  }

  /** Moves an account's or an IP's recorded attempts 16 minutes back: the 15-minute window has passed. */
  async function letWindowPass(where: { account?: string; ip?: string }): Promise<void> {
    const condition = where.account ? eq(sysLoginAttempt.account, where.account) : eq(sysLoginAttempt.ip, where.ip ?? '');
    await database()
      .db.update(sysLoginAttempt)
      .set({ createdTime: sql`${sysLoginAttempt.createdTime} - interval '16 minutes'` })
      .where(condition);
  }

  it('locks an account after 5 failures: 429 even with the right password, from any address', async () => {
    await createUser('lock.me');
    await failTimes(5, 'lock.me', '10.0.1.1');

    for (const [password, address] of [
      [PASSWORD, '10.0.1.1'],
      ['Wrong@123', '10.0.1.1'],
      [PASSWORD, '10.0.1.2'],
    ] as const) {
      const response = await login('lock.me', password, address);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(LOCKED);
      expect(response.body).not.toContain('accessToken');
    }

    // Other accounts from the same address are not affected by one account's lock.
    expect((await login('admin', 'Admin@123', '10.0.1.1')).statusCode).toBe(200);
  });

  it('lets the account in again once the window has passed (refused attempts do not extend it)', async () => {
    await createUser('wait.me');
    await failTimes(5, 'wait.me', '10.0.2.1');
    expect((await login('wait.me', PASSWORD, '10.0.2.1')).statusCode).toBe(429);

    await letWindowPass({ account: 'wait.me' });
    const response = await login('wait.me', PASSWORD, '10.0.2.1');
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<LoginInfo>>().data.sysUserInfo.account).toBe('wait.me');
  });

  it('clears the account count on a successful sign-in', async () => {
    await createUser('reset.me');
    await failTimes(4, 'reset.me', '10.0.3.1');
    expect((await login('reset.me', PASSWORD, '10.0.3.1')).statusCode).toBe(200);

    // Eight failures within the window, but only four since the success: still allowed.
    await failTimes(4, 'reset.me', '10.0.3.1');
    expect((await login('reset.me', PASSWORD, '10.0.3.1')).statusCode).toBe(200);

    await failTimes(5, 'reset.me', '10.0.3.1');
    expect((await login('reset.me', PASSWORD, '10.0.3.1')).json()).toEqual(LOCKED);
  });

  it('checks at most 5 of 12 parallel wrong attempts on one account; the rest are refused', async () => {
    await createUser('race.me');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => login('race.me', 'Wrong@123', `10.0.6.${index + 1}`)),
    );
    const checked = responses.filter((response) => response.statusCode === 400);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + refused.length).toBe(12);
    for (const response of refused) expect(response.json()).toEqual(LOCKED);
    const stored = await database().db.select().from(sysLoginAttempt).where(eq(sysLoginAttempt.account, 'race.me'));
    expect(stored.length).toBe(checked.length);
    // Locked now, even with the right password.
    expect((await login('race.me', PASSWORD, '10.0.6.99')).json()).toEqual(LOCKED);
  });

  it('after 20 failures from an address, refuses there only the accounts that failed from it', async () => {
    const address = '10.0.4.1';
    await createUser('spray.ok');
    // Four failures on each of five accounts: no account reaches its own limit, the address reaches 20.
    for (const account of ['spray.a', 'spray.b', 'spray.c', 'spray.d', 'spray.e']) await failTimes(4, account, address);

    // An account that failed from this address is refused there, even with the right password …
    for (const password of ['Wrong@123', PASSWORD]) {
      const response = await login('spray.a', password, address);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(LOCKED);
    }
    // … but not from another address (it has 4 failures of its 5).
    expect((await login('spray.a', 'Wrong@123', '10.0.4.3')).statusCode).toBe(400);

    // Accounts that have not failed from it still sign in with the right password.
    for (const [account, password] of [
      ['admin', 'Admin@123'],
      ['buyer', 'Buyer@123'],
      ['spray.ok', PASSWORD],
    ] as const) {
      expect((await login(account, password, address)).statusCode).toBe(200);
    }
    // A new account's wrong password is still checked once, then it is refused from that address too.
    expect((await login('spray.f', 'Wrong@123', address)).statusCode).toBe(400);
    expect((await login('spray.f', 'Wrong@123', address)).json()).toEqual(LOCKED);
    // The same accounts from another address are fine.
    expect((await login('buyer', 'Buyer@123', '10.0.4.2')).statusCode).toBe(200);

    await letWindowPass({ ip: address });
    expect((await login('spray.b', 'Wrong@123', address)).statusCode).toBe(400);
  });

  it('does not count a success against the address', async () => {
    const address = '10.0.5.1';
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await login('buyer', 'Buyer@123', address)).statusCode).toBe(200);
    }
  });

  describe('the throttle module with its own limits and clock', () => {
    it('applies the configured limits and window to the injected clock', async () => {
      let clock = new Date('2030-01-01T08:00:00Z');
      const throttle = createLoginThrottle(database().db, {
        maxAccountFailures: 2,
        maxIpFailures: 3,
        windowMs: 60_000,
        now: () => clock,
      });
      const fail = (account: string, ip: string) => throttle.record({ account, ip, method: 'account', success: false });
      const refusal = (account: string, ip: string) =>
        throttle.assertAllowed({ account, ip }).then(
          () => null,
          (error: unknown) => error,
        );

      await fail('clock.a', '10.9.0.1');
      expect(await refusal('clock.a', '10.9.0.1')).toBeNull();
      await fail('clock.a', '10.9.0.1');
      const refused = await refusal('clock.a', '10.9.0.2');
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ httpStatus: 429, code: 429, message: THROTTLE_MESSAGE });

      // The address reaches 3 failures: the accounts that failed from it are refused there, others not.
      await fail('clock.b', '10.9.0.1');
      expect(await refusal('clock.b', '10.9.0.1')).toMatchObject({ httpStatus: 429 });
      expect(await refusal('clock.c', '10.9.0.1')).toBeNull();
      expect(await refusal('clock.b', '10.9.0.3')).toBeNull();
      // Single sign-on counts only SSO failures against the address.
      expect(await refusal('', '10.9.0.1')).toBeNull();
      for (let attempt = 0; attempt < 3; attempt += 1) await throttle.record({ account: null, ip: '10.9.0.4', method: 'sso', success: false });
      expect(await refusal('', '10.9.0.4')).toMatchObject({ httpStatus: 429 });

      // reserve() stores the attempt as a failure before the check, and refuses like assertAllowed.
      const reserve = () => throttle.reserve({ account: 'clock.d', ip: '10.9.0.5', method: 'account' });
      const first = await reserve();
      const second = await reserve();
      expect(await reserve().catch((error: unknown) => error)).toMatchObject({ httpStatus: 429 });
      await second.release();
      await first.succeed();
      const rows = await database().db.select().from(sysLoginAttempt).where(eq(sysLoginAttempt.account, 'clock.d'));
      expect(rows.map((row) => row.success)).toEqual([1]);

      clock = new Date(clock.getTime() + 60_001);
      expect(await refusal('clock.a', '10.9.0.1')).toBeNull();
    });

    it('refuses limits that are not positive integers', () => {
      expect(() => createLoginThrottle(database().db, { windowMs: 0 })).toThrow(/windowMs/);
      expect(() => createLoginThrottle(database().db, { maxAccountFailures: 1.5 })).toThrow(/maxAccountFailures/);
    });
  });
});
