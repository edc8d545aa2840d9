/**
 * What a token is worth over its life, seen from a signed-in route (logout is SIGNED_IN): expired or
 * signed out is HTTP 401 (the app offers to sign in again); access taken away by an administrator
 * (sessions revoked, user disabled) is HTTP 403 with body code 403 (the app signs out at once).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope, LoginInfo } from '../src/api/index.js';
import { hashPassword } from '../src/core/password.js';
import { revokeUserSessions, SESSION_CACHE_MS } from '../src/core/sessions.js';
import { sysUser } from '../src/db/schema.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LOGIN = '/gateway/system/login/loginByAccount';
const LOGIN_INFO = '/gateway/system/login/getLoginInfoByToken';
const LOGOUT = '/gateway/system/login/logout';
const EXPIRED = { code: 401, success: false, message: '登录状态已过期，请重新登录', errorCode: 'common.sessionExpired', data: null };
const REVOKED = { code: 403, success: false, message: '登录状态已过期！', errorCode: 'common.accessRevoked', data: null };

describe.each(eachDatabase)('[%s] session expiry and revocation', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  async function signIn(account: string, password: string, server: GatewayApp = app): Promise<LoginInfo> {
    const response = await server.inject({ method: 'POST', url: LOGIN, payload: { account, password } });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<LoginInfo>>().data;
  }

  const logout = (token: string) =>
    app.inject({ method: 'POST', url: LOGOUT, headers: { authorization: `Bearer ${token}` } });
  const loginInfo = (token: string) =>
    app.inject({ method: 'GET', url: LOGIN_INFO, headers: { authorization: `Bearer ${token}` } });

  it('answers 401 with body code 401 on a signed-in route once the token has expired', async () => {
    const shortLived = buildServer({ db: database(), tokenTtlMs: 100 });
    try {
      const { accessToken, expiresAt } = await signIn('buyer', 'Buyer@123', shortLived);
      expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(100);
      await new Promise((resolve) => setTimeout(resolve, 150));

      for (const server of [shortLived, app]) {
        const response = await server.inject({ method: 'POST', url: LOGOUT, headers: { authorization: `Bearer ${accessToken}` } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(EXPIRED);
      }
    } finally {
      await shortLived.close();
    }
  });

  it('answers 403 with body code 403 登录状态已过期！ for every live token of a user whose sessions were revoked', async () => {
    const first = await signIn('buyer', 'Buyer@123');
    const second = await signIn('buyer', 'Buyer@123');
    const someoneElse = await signIn('admin', 'Admin@123');

    await revokeUserSessions(database().db, first.sysUserInfo.id);

    for (const token of [first.accessToken, second.accessToken]) {
      for (const response of [await logout(token), await loginInfo(token)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(REVOKED);
      }
    }
    // Only that user's sessions: others keep working, and the user may sign in again.
    expect((await loginInfo(someoneElse.accessToken)).statusCode).toBe(200);
    const again = await signIn('buyer', 'Buyer@123');
    expect((await logout(again.accessToken)).statusCode).toBe(200);
  });

  it("answers 403 with body code 403 for a disabled user's token, within the session cache's window", async () => {
    await database()
      .db.insert(sysUser)
      .values({ account: 'leaving', userName: '即将停用', passwordHash: await hashPassword('Leaving@123') });
    const { accessToken } = await signIn('leaving', 'Leaving@123');
    expect((await loginInfo(accessToken)).statusCode).toBe(200);

    // Disabled behind this process's back (another gateway process, or by hand in the database): seen
    // once the few seconds a looked-up session is remembered have passed. (Disabling through the user
    // administration revokes the sessions, which this process sees at once: see user-admin.test.ts.)
    await database().db.update(sysUser).set({ enabled: 0 }).where(eq(sysUser.account, 'leaving'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CACHE_MS + 1 });
    try {
      const response = await logout(accessToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REVOKED);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 401, not 403, for a signed-out token, even after a later revocation', async () => {
    const { accessToken, sysUserInfo } = await signIn('admin', 'Admin@123');
    expect((await logout(accessToken)).statusCode).toBe(200);

    const reused = await logout(accessToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(EXPIRED);

    await revokeUserSessions(database().db, sysUserInfo.id);
    const afterRevoke = await loginInfo(accessToken);
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json()).toEqual(EXPIRED);
  });
});
