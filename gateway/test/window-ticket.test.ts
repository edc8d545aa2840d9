/**
 * One-time window tickets (spec 01 §2.4 'open in new window'): issued to a signed-in session, exchanged
 * once and anonymously for a new session of the same user, within 60 s.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, LoginInfo, WindowTicket } from '../src/api/index.js';
import { ApiError } from '../src/core/envelope.js';
import { hashToken } from '../src/core/sessions.js';
import { sysSession, sysUser } from '../src/db/schema.js';
import { sysWindowTicket } from '../src/db/tables/window-tickets.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { createWindowTickets } from '../src/modules/system/window-ticket.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LOGIN = '/gateway/system/login/loginByAccount';
const LOGIN_INFO = '/gateway/system/login/getLoginInfoByToken';
const LOGOUT = '/gateway/system/login/logout';
const ISSUE = '/gateway/system/login/windowTicket';
const EXCHANGE = '/gateway/system/login/loginByWindowTicket';
const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

const INVALID_TICKET: ErrorEnvelope = { code: 401, success: false, message: '登录凭证已失效，请重新打开', errorCode: 'system.ticketInvalid', data: null };

function passwordOf(account: string): string {
  const user = DEMO_USERS.find((candidate) => candidate.account === account);
  if (!user) throw new Error(`no demo user ${account}`);
  return user.password;
}

describe.each(eachDatabase)('[%s] window tickets', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;

  beforeAll(async () => {
    app = buildServer({ db: database(), tokenTtlMs: TOKEN_TTL_MS });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  async function signIn(account: string): Promise<LoginInfo> {
    const response = await app.inject({ method: 'POST', url: LOGIN, payload: { account, password: passwordOf(account) } });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<LoginInfo>>().data;
  }

  async function issue(token: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: ISSUE, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope<WindowTicket>>();
    expect(body.data.expiresIn).toBe(60);
    return body.data.ticket;
  }

  const exchange = (ticket: unknown) => app.inject({ method: 'POST', url: EXCHANGE, payload: { ticket } });

  it('asks for a signed-in caller to issue a ticket', async () => {
    const response = await app.inject({ method: 'POST', url: ISSUE });
    expect(response.statusCode).toBe(401);
  });

  it('opens a new session for the same user once, answering like a sign-in', async () => {
    const admin = await signIn('admin');
    const ticket = await issue(admin.accessToken);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const first = await exchange(ticket);
    expect(first.statusCode).toBe(200);
    const body = first.json<Envelope<LoginInfo>>();
    expect(body).toMatchObject({ code: 200, success: true, message: '操作成功' });
    expect(body.data.sysUserInfo.account).toBe('admin');
    expect(body.data.accessToken).not.toBe(admin.accessToken);
    expect(body.data.menuList.length).toBeGreaterThan(0);
    // Never longer than the session that asked for the ticket.
    expect(new Date(body.data.expiresAt).getTime()).toBeLessThanOrEqual(new Date(admin.expiresAt).getTime());

    // The new token is a session of its own.
    const info = await app.inject({ method: 'GET', url: LOGIN_INFO, query: { token: body.data.accessToken } });
    expect(info.statusCode).toBe(200);
    expect(info.json<Envelope<LoginInfo>>().data.sysUserInfo.account).toBe('admin');

    // The same ticket again is refused.
    const second = await exchange(ticket);
    expect(second.statusCode).toBe(401);
    expect(second.json<ErrorEnvelope>()).toEqual(INVALID_TICKET);
  });

  it('refuses unknown tickets with 401 and an empty one with 400', async () => {
    for (const ticket of ['A'.repeat(43), 'not-a-ticket', 'x'.repeat(128)]) {
      const response = await exchange(ticket);
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorEnvelope>()).toEqual(INVALID_TICKET);
    }
    const empty = await exchange('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorEnvelope>().message).toBe('请提供登录凭证');
  });

  it('stores only the hash of a ticket, with its user and issuing session', async () => {
    const buyer = await signIn('buyer');
    const ticket = await issue(buyer.accessToken);
    const rows = await database().db.select().from(sysWindowTicket).where(eq(sysWindowTicket.ticketHash, hashToken(ticket)));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.userId).toBe(buyer.sysUserInfo.id);
    const [issuer] = await database().db.select({ id: sysSession.id }).from(sysSession).where(eq(sysSession.tokenHash, hashToken(buyer.accessToken)));
    expect(row?.sessionId).toBe(issuer?.id);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    // Nowhere in the table is the ticket itself.
    const everything = JSON.stringify(await database().db.select().from(sysWindowTicket));
    expect(everything).not.toContain(ticket);
  });

  it('gives one session when the same ticket is exchanged several times at once', async () => {
    const admin = await signIn('admin');
    const ticket = await issue(admin.accessToken);
    const responses = await Promise.all(Array.from({ length: 6 }, () => exchange(ticket)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401]);
    const [row] = await database().db.select().from(sysWindowTicket).where(eq(sysWindowTicket.ticketHash, hashToken(ticket)));
    const winner = responses.find((response) => response.statusCode === 200)?.json<Envelope<LoginInfo>>().data;
    const [opened] = await database().db.select({ id: sysSession.id }).from(sysSession).where(eq(sysSession.tokenHash, hashToken(winner?.accessToken ?? '')));
    expect(row?.usedSessionId).toBe(opened?.id);
  });

  it('refuses a ticket whose issuing session has signed out', async () => {
    const buyer = await signIn('buyer');
    const ticket = await issue(buyer.accessToken);
    const logout = await app.inject({ method: 'POST', url: LOGOUT, headers: { authorization: `Bearer ${buyer.accessToken}` } });
    expect(logout.statusCode).toBe(200);
    const response = await exchange(ticket);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorEnvelope>()).toEqual(INVALID_TICKET);
  });

  it('refuses a disabled user like a password sign-in', async () => {
    const user = await signIn('zhaolei');
    const ticket = await issue(user.accessToken);
    await database().db.update(sysUser).set({ enabled: 0 }).where(eq(sysUser.id, user.sysUserInfo.id));
    try {
      const response = await exchange(ticket);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorEnvelope>()).toMatchObject({ code: 40301, success: false, message: '账号已停用' });
      const password = await app.inject({ method: 'POST', url: LOGIN, payload: { account: 'zhaolei', password: passwordOf('zhaolei') } });
      expect(password.json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '账号已停用' });
    } finally {
      await database().db.update(sysUser).set({ enabled: 1 }).where(eq(sysUser.id, user.sysUserInfo.id));
    }
  });

  describe('with an injected clock', () => {
    it('accepts a ticket within 60 s and refuses it after', async () => {
      const admin = await signIn('admin');
      const [session] = await database()
        .db.select({ sessionId: sysSession.id, userId: sysSession.userId })
        .from(sysSession)
        .where(eq(sysSession.tokenHash, hashToken(admin.accessToken)));
      if (!session) throw new Error('no session');
      let clock = new Date();
      const tickets = createWindowTickets(database().db, { now: () => clock });
      const start = clock.getTime();

      const fresh = await tickets.issue(session);
      const stale = await tickets.issue(session);
      expect(fresh.expiresAt.getTime()).toBe(start + 60_000);

      clock = new Date(start + 59_999);
      const opened = await tickets.exchange(fresh.ticket, TOKEN_TTL_MS);
      expect(opened.userId).toBe(session.userId);

      clock = new Date(start + 60_000);
      const refused = await tickets.exchange(stale.ticket, TOKEN_TTL_MS).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ httpStatus: 401, message: '登录凭证已失效，请重新打开' });
      // Expiry left it unused: it was never consumed.
      const [row] = await database().db.select().from(sysWindowTicket).where(eq(sysWindowTicket.ticketHash, hashToken(stale.ticket)));
      expect(row?.usedTime).toBeNull();
    });

    it('sweeps tickets expired for more than a day when issuing', async () => {
      const admin = await signIn('admin');
      const [session] = await database()
        .db.select({ sessionId: sysSession.id, userId: sysSession.userId })
        .from(sysSession)
        .where(eq(sysSession.tokenHash, hashToken(admin.accessToken)));
      if (!session) throw new Error('no session');
      let clock = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
      const tickets = createWindowTickets(database().db, { now: () => clock });
      const old = await tickets.issue(session);
      clock = new Date();
      await tickets.issue(session);
      const rows = await database().db.select().from(sysWindowTicket).where(eq(sysWindowTicket.ticketHash, hashToken(old.ticket)));
      expect(rows).toHaveLength(0);
    });
  });
});
