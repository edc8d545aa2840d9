/**
 * Per-user table settings on both databases: a user saves, reads, replaces and resets their own
 * settings; another user never sees or changes them; bad table ids and settings are 400 and a 301st
 * table is 422, each with a Chinese message in the envelope; without a token every route is 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, LoginInfo, UserTableSetting } from '../src/api/index.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { sysUserTableSetting } from '../src/db/tables/user-table-settings.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LIST = '/gateway/system/user/table-settings';
const one = (tableId: string) => `${LIST}/${encodeURIComponent(tableId)}`;
const columnsOf = (...hidden: string[]) => ({
  version: '1',
  columns: ['sn', 'name', 'supplier', 'amount', 'status', 'remark'].map((key) => ({ key, visible: !hidden.includes(key) })),
});

describe.each(eachDatabase)('[%s] per-user table settings', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, number>();

  const call = (account: string | null, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: account ? { authorization: `Bearer ${tokens.get(account)}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function listOf(account: string): Promise<UserTableSetting[]> {
    const response = await call(account, 'GET', LIST);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<UserTableSetting[]>>().data;
  }

  async function refused(response: Awaited<ReturnType<typeof call>>, status: number): Promise<string> {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<ErrorEnvelope>();
    expect(body).toMatchObject({ code: status, success: false, data: null });
    return body.message;
  }

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'buyer']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password ?? '';
      const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
      const info = response.json<Envelope<LoginInfo>>().data;
      tokens.set(account, info.accessToken);
      userIds.set(account, info.sysUserInfo.id);
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  it('saves, lists, replaces and resets the caller’s settings of a table', async () => {
    expect(await listOf('buyer')).toEqual([]);

    const first = await call('buyer', 'PUT', one('contract:list'), { settings: columnsOf('remark') });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<Envelope<UserTableSetting>>();
    expect(saved).toMatchObject({ success: true, message: '保存成功', data: { tableId: 'contract:list', settings: columnsOf('remark') } });
    expect(Number.isNaN(Date.parse(saved.data.updatedTime))).toBe(false);
    expect(await listOf('buyer')).toEqual([saved.data]);

    // A second save replaces the settings (one row per table), and the list is ordered by table id.
    const again = await call('buyer', 'PUT', one('contract:list'), { settings: columnsOf('amount', 'remark') });
    expect(again.statusCode, again.body).toBe(200);
    expect(Date.parse(again.json<Envelope<UserTableSetting>>().data.updatedTime)).toBeGreaterThanOrEqual(Date.parse(saved.data.updatedTime));
    expect((await call('buyer', 'PUT', one('address/list'), { settings: columnsOf() })).statusCode).toBe(200);
    const list = await listOf('buyer');
    expect(list.map((entry) => entry.tableId)).toEqual(['address/list', 'contract:list']);
    expect(list[1]?.settings).toEqual(columnsOf('amount', 'remark'));

    const reset = await call('buyer', 'DELETE', one('contract:list'));
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<Envelope<null>>()).toMatchObject({ success: true, message: '重置成功', data: null });
    expect((await listOf('buyer')).map((entry) => entry.tableId)).toEqual(['address/list']);
    // Resetting a table without settings is fine too.
    expect((await call('buyer', 'DELETE', one('contract:list'))).statusCode).toBe(200);
    expect((await call('buyer', 'DELETE', one('address/list'))).statusCode).toBe(200);
    expect(await listOf('buyer')).toEqual([]);
  });

  it('takes table ids with every allowed character, up to 100 of them, sent encoded or with a plain slash', async () => {
    const longest = `a:b.c_d/e-F9${'x'.repeat(88)}`;
    expect(longest).toHaveLength(100);
    const response = await call('buyer', 'PUT', one(longest), { settings: { any: ['json', 1, null, { nested: true }] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Envelope<UserTableSetting>>().data.tableId).toBe(longest);
    expect((await call('buyer', 'PUT', `${LIST}/system/user`, { settings: {} })).statusCode).toBe(200);
    expect((await listOf('buyer')).map((entry) => [entry.tableId, entry.settings])).toEqual([
      [longest, { any: ['json', 1, null, { nested: true }] }],
      ['system/user', {}],
    ]);
    await call('buyer', 'DELETE', one(longest));
    await call('buyer', 'DELETE', one('system/user'));
  });

  it('keeps every user’s settings to themself', async () => {
    await call('admin', 'PUT', one('contract:list'), { settings: columnsOf('sn') });
    await call('buyer', 'PUT', one('contract:list'), { settings: columnsOf('status') });
    expect((await listOf('admin')).map((entry) => entry.settings)).toEqual([columnsOf('sn')]);
    expect((await listOf('buyer')).map((entry) => entry.settings)).toEqual([columnsOf('status')]);

    // The buyer's reset removes only the buyer's row.
    await call('buyer', 'DELETE', one('contract:list'));
    expect(await listOf('buyer')).toEqual([]);
    expect((await listOf('admin')).map((entry) => entry.settings)).toEqual([columnsOf('sn')]);
    const rows = await database().db.select({ userId: sysUserTableSetting.userId }).from(sysUserTableSetting);
    expect(rows).toEqual([{ userId: userIds.get('admin') }]);

    // No route takes a user id: a stray one in the body changes nothing about whose row it is.
    await call('buyer', 'PUT', one('contract:list'), { settings: columnsOf(), userId: userIds.get('admin') });
    expect((await listOf('admin')).map((entry) => entry.settings)).toEqual([columnsOf('sn')]);
    await call('buyer', 'DELETE', one('contract:list'));
    await call('admin', 'DELETE', one('contract:list'));
  });

  it.each([
    ['an empty table id', `${LIST}/`, '请求参数错误：tableId 不能为空'],
    ['a table id of 101 characters', one('x'.repeat(101)), '请求参数错误：tableId 长度不能超过 100 个字符'],
    ['a table id with a space', one('contract list'), '请求参数错误：tableId 只能包含字母、数字和 : . _ / -'],
    ['a table id in Chinese', one('合同列表'), '请求参数错误：tableId 只能包含字母、数字和 : . _ / -'],
  ])('refuses %s with 400 on PUT and DELETE', async (_case, url, message) => {
    expect(await refused(await call('buyer', 'PUT', url, { settings: {} }), 400)).toBe(message);
    expect(await refused(await call('buyer', 'DELETE', url), 400)).toBe(message);
  });

  it.each([
    ['no settings', {}, '请求参数错误：settings 不能为空'],
    ['settings that are an array', { settings: [1, 2] }, '请求参数错误：settings 类型不正确'],
    ['settings that are text', { settings: '{"version":"1"}' }, '请求参数错误：settings 类型不正确'],
    ['settings that are null', { settings: null }, '请求参数错误：settings 类型不正确'],
    ['settings over 16 KB', { settings: { text: 'x'.repeat(16 * 1024) } }, '请求参数错误：settings 不能超过 16 KB'],
    ['settings over 16 KB in UTF-8 bytes', { settings: { text: '列'.repeat(5500) } }, '请求参数错误：settings 不能超过 16 KB'],
    // Refused by the gateway's input rules (core/input-rules.ts) before the route sees them.
    ['a NUL character PostgreSQL cannot store', { settings: { text: 'a\u0000b' } }, '请求参数错误：settings.text 含有非法字符'],
    ['an unpaired surrogate', { settings: { ['\uD800']: 1 } }, '请求参数错误：settings 含有非法字符'],
  ])('refuses %s with 400', async (_case, body, message) => {
    expect(await refused(await call('buyer', 'PUT', one('contract:list'), body), 400)).toBe(message);
    expect(await listOf('buyer')).toEqual([]);
  });

  it('takes settings of exactly 16 KB', async () => {
    const wrapper = JSON.stringify({ text: '' }).length;
    const response = await call('buyer', 'PUT', one('contract:list'), { settings: { text: 'x'.repeat(16 * 1024 - wrapper) } });
    expect(response.statusCode, response.body).toBe(200);
    await call('buyer', 'DELETE', one('contract:list'));
  });

  it('keeps at most 300 tables per user: a new 301st is 422, existing ones can still be saved', async () => {
    const buyerId = userIds.get('buyer') ?? 0;
    await database()
      .db.insert(sysUserTableSetting)
      .values(Array.from({ length: 300 }, (_, index) => ({ userId: buyerId, tableId: `t${String(index).padStart(3, '0')}`, settings: {} })));
    const message = await refused(await call('buyer', 'PUT', one('t300'), { settings: {} }), 422);
    expect(message).toBe('每个用户最多保存 300 个表格的设置，请先重置不再使用的表格');
    expect((await call('buyer', 'PUT', one('t123'), { settings: columnsOf() })).statusCode).toBe(200);
    // Another user is not held back by the buyer's tables.
    expect((await call('admin', 'PUT', one('t300'), { settings: {} })).statusCode).toBe(200);
    await call('buyer', 'DELETE', one('t000'));
    expect((await call('buyer', 'PUT', one('t300'), { settings: {} })).statusCode).toBe(200);
    expect(await listOf('buyer')).toHaveLength(300);
    await database().db.delete(sysUserTableSetting);
  });

  it('answers 401 without a token on every route', async () => {
    const expired = { code: 401, success: false, message: '登录状态已过期，请重新登录', errorCode: 'common.sessionExpired', data: null };
    for (const [method, url, payload] of [
      ['GET', LIST, undefined],
      ['PUT', one('contract:list'), { settings: {} }],
      ['DELETE', one('contract:list'), undefined],
    ] as const) {
      const response = await call(null, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual(expired);
    }
    const forged = await app.inject({ method: 'GET', url: LIST, headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.statusCode).toBe(401);
  });
});
