/**
 * The administration lists of issue 21 on both databases: 角色管理, 单号规则 and 接口日志 answer pages of
 * the seeded rows to admin, filter, refuse an unknown filter key (400, in Chinese) and a user without the
 * menu (403); the interface log's detail carries payload, response and attempts, and 重新推送 puts a failed
 * message back into the outbox while a successful one is refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, InterfaceLogDetail, InterfaceLogRow, LoginInfo, PageData, RoleRow, SerialNumberPreview, SerialNumberRuleRow } from '../src/api/index.js';
import { DEMO_ROLES, DEMO_USERS } from '../src/db/seed.js';
import { SUPPLIER_ROLE } from '../src/db/seeds/suppliers.js';
import { DEMO_INTERFACE_LOGS, DEMO_SERIAL_RULES } from '../src/db/seeds/system-admin.js';
import { sysInterfaceLog } from '../src/db/tables/interface-log.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

describe.each(eachDatabase)('[%s] system administration lists', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'buyer']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password ?? '';
      const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
      expect(response.statusCode, response.body).toBe(200);
      tokens.set(account, response.json<Envelope<LoginInfo>>().data.accessToken);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const auth = (account: string) => ({ authorization: `Bearer ${tokens.get(account) ?? ''}` });
  const get = (account: string, url: string) => app.inject({ method: 'GET', url: `/gateway${url}`, headers: auth(account) });
  const post = (account: string, url: string, payload: object) => app.inject({ method: 'POST', url: `/gateway${url}`, headers: auth(account), payload });

  async function page<T>(url: string): Promise<PageData<T>> {
    const response = await get('admin', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<PageData<T>>>().data;
  }

  it('answers a page of the seeded roles, filtered by code', async () => {
    const all = await page<RoleRow>('/system/role/page?pageSize=100');
    // The demo roles and the supplier area's 供应商 role (db/seeds/suppliers.ts).
    expect(all.total).toBe(DEMO_ROLES.length + 1);
    expect(all.result.map((role) => role.roleCode).sort()).toEqual([...DEMO_ROLES.map((role) => role.roleCode), SUPPLIER_ROLE].sort());
    const first = DEMO_ROLES[0]!;
    const one = await page<RoleRow>(`/system/role/page?roleCode=${encodeURIComponent(first.roleCode)}`);
    expect(one.result.map((role) => role.roleName)).toEqual([first.roleName]);
  });

  it('answers the serial-number rules, the seeded ones and the migrations’, with a preview of the next number', async () => {
    const rules = await page<SerialNumberRuleRow>('/system/serial-number/page?pageSize=100');
    const codes = rules.result.map((rule) => rule.ruleCode);
    expect(codes).toEqual(expect.arrayContaining(['CONTRACT_NO', ...DEMO_SERIAL_RULES.map((rule) => rule.ruleCode)]));
    // ACCOUNT_CHECK_NO comes with migration 0036 (the settlement area numbers its account checks by it).
    expect(rules.result.find((rule) => rule.ruleCode === 'ACCOUNT_CHECK_NO')?.parts).toEqual([{ type: 'fixedChar', value: 'DZ' }, { type: 'seq', width: 6 }]);
    const response = await get('admin', '/system/serial-number/preview?ruleCode=ACCOUNT_CHECK_NO');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Envelope<SerialNumberPreview>>().data).toMatchObject({ ruleCode: 'ACCOUNT_CHECK_NO', pattern: 'DZ######', next: expect.stringMatching(/^DZ\d{6}$/) });
    const missing = await get('admin', '/system/serial-number/preview?ruleCode=NOPE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Envelope<null>>().message).toBe('单号规则不存在');
  });

  it('answers the interface log filtered by system, state, bizType and bizKey, with a detail', async () => {
    const all = await page<InterfaceLogRow>('/system/interface-log/page?pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(DEMO_INTERFACE_LOGS.length);
    const failed = await page<InterfaceLogRow>('/system/interface-log/page?system=FSSC&state=ERROR&bizType=ACCOUNT_CHECK&bizKey=DZ000001');
    expect(failed.result).toHaveLength(1);
    const row = failed.result[0]!;
    expect(row).toMatchObject({ system: 'FSSC', state: 'ERROR', attempts: 3, lastError: 'HTTP 500' });
    expect(row).not.toHaveProperty('payload');
    const response = await get('admin', `/system/interface-log/detail?id=${row.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<Envelope<InterfaceLogDetail>>().data;
    expect(detail.payload).toEqual(DEMO_INTERFACE_LOGS[1]!.payload);
    expect(detail.response).toBe(DEMO_INTERFACE_LOGS[1]!.response);
    expect(detail.attemptList.map((attempt) => [attempt.attemptNo, attempt.httpStatus, attempt.ok])).toEqual([
      [1, 500, false],
      [2, null, false],
      [3, 500, false],
    ]);
    expect((await get('admin', '/system/interface-log/detail?id=999999999')).statusCode).toBe(404);
  });

  it('answers the bodies the app sends (custom-page with operator keys and a sort; listAddress with nulls)', async () => {
    const logs = await post('admin', '/system/interface-log/custom-page', { page: 1, pageSize: 20, 'bizKey.contains': 'DZ', 'state.equals': 'ERROR', sort: 'id,desc' });
    expect(logs.statusCode, logs.body).toBe(200);
    expect(logs.json<Envelope<PageData<InterfaceLogRow>>>().data.result.map((row) => row.bizKey)).toEqual(['DZ000001']);
    const roles = await post('admin', '/system/role/custom-page', { page: 1, pageSize: 20, 'roleType.equals': 1, sort: 'roleCode,asc' });
    expect(roles.statusCode, roles.body).toBe(200);
    expect(roles.json<Envelope<PageData<RoleRow>>>().data.result.every((role) => role.roleType === 1)).toBe(true);
    const rules = await post('admin', '/system/serial-number/custom-page', { page: 1, pageSize: 20, 'resetCycle.equals': 'none' });
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json<Envelope<PageData<SerialNumberRuleRow>>>().data.result.map((rule) => rule.ruleCode)).toContain('ACCOUNT_CHECK_NO');
    const addresses = await post('admin', '/system/address/listAddress', { page: 1, pageSize: 20, queryContent: null, addressCode: null });
    expect(addresses.statusCode, addresses.body).toBe(200);
    expect(addresses.json<Envelope<PageData<unknown>>>().data.total).toBeGreaterThan(0);
  });

  it.each(['/system/role/page', '/system/serial-number/page', '/system/interface-log/page'])('refuses an unknown filter key on %s (400, Chinese)', async (url) => {
    const response = await get('admin', `${url}?noSuchField=1`);
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope<null>>().message).toBe('不支持的查询条件：noSuchField');
  });

  it.each(['/system/role/page', '/system/serial-number/page', '/system/interface-log/page', '/system/serial-number/preview?ruleCode=CONTRACT_NO'])(
    'refuses %s to a user without the menu (403)',
    async (url) => {
      const response = await get('buyer', url);
      expect(response.statusCode).toBe(403);
      expect(response.json<Envelope<null>>().message).toBe('您暂无此权限');
    },
  );

  it('pushes a failed message again through the outbox and refuses a successful one', async () => {
    const { db } = database();
    const [failed] = await db.select({ id: sysInterfaceLog.id }).from(sysInterfaceLog).where(eq(sysInterfaceLog.bizKey, 'DZ000001'));
    const [done] = await db.select({ id: sysInterfaceLog.id }).from(sysInterfaceLog).where(eq(sysInterfaceLog.bizKey, 'TH20261100001'));
    expect((await post('buyer', '/system/interface-log/retry', { logId: failed!.id })).statusCode).toBe(403);
    const response = await post('admin', '/system/interface-log/retry', { logId: failed!.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Envelope<{ logId: number }>>().message).toBe('已重新推送');
    const [after] = await db.select({ state: sysInterfaceLog.state, attempts: sysInterfaceLog.attempts }).from(sysInterfaceLog).where(eq(sysInterfaceLog.id, failed!.id));
    expect(after).toEqual({ state: 'PENDING', attempts: 0 });
    const refused = await post('admin', '/system/interface-log/retry', { logId: done!.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Envelope<null>>().message).toBe('该记录已推送成功，无需重新推送');
    expect((await post('admin', '/system/interface-log/retry', { logId: 999999999 })).statusCode).toBe(404);
  });
});
