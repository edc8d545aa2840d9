/**
 * 移动端管理, the user side (issue 28, part G1) on both databases: the app users' and supplier bindings'
 * lists (seeded rows, an unknown filter key 400), masking for wangjianhua (no detail button: phones and
 * ID cards masked, filtering on them refused) against admin, on the lists and an export; his org scope
 * (BU01's companies only); the user's detail and by-phone; save's rules and stale version; enabling and
 * disabling all or nothing; binding (refused for a non-合格 supplier, a disabled user and a user
 * with a live binding to any supplier) and unbinding; bank cards (rules, the default card, delete all or nothing).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadTask, Envelope, ErrorEnvelope, LoginInfo, PageData } from '../src/api/index.js';
import type { AppUserBankOrg, AppUserDetail, AppUserRow, UserSupplierBindRow } from '../src/api/mobile.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { DEMO_APP_USERS, demoAppUserPhone } from '../src/db/seeds/mobile-users.js';
import { supSupplier } from '../src/db/tables/lookups.js';
import { mobAppUser, mobUserBank, mobUserSupplierBind } from '../src/db/tables/mobile.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { sheetRowsOf } from './helpers/workbooks.js';

const API = '/gateway/purm-app/pc/api/v1/purm_pc';
const MASKED_PHONE = /^1\d{2}\*{4}\d{4}$/;

describe.each(eachDatabase)('[%s] mobile users', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  const call = (account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: url.startsWith('/gateway') ? url : `${API}${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  async function data<T>(account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<T> {
    const response = await call(account, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<T>>().data;
  }
  async function refused(account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload: unknown, status: number, message?: string): Promise<void> {
    const response = await call(account, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (message !== undefined) expect(response.json<ErrorEnvelope>().message).toBe(message);
  }
  async function exported(account: string, queryUrl: string, queryParams: Record<string, unknown> = {}): Promise<string[][]> {
    const created = await data<{ id: number }>(account, 'POST', '/gateway/demand/exprot/batch/async', { queryUrl, queryParams });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const tasks = await data<PageData<DownloadTask>>(account, 'POST', '/gateway/demand/exprot/download/task/list', { pageSize: 100 });
      const task = tasks.result.find((row) => row.id === created.id);
      if (task && task.status >= 4) {
        expect(task.status, task.msg ?? '').toBe(5);
        const file = await call(account, 'GET', task.url ?? '');
        return sheetRowsOf(file.rawPayload);
      }
      if (Date.now() > deadline) throw new Error(`export ${created.id} not finished`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const userId = async (index: number) => {
    const [row] = await database().db.select({ id: mobAppUser.id, version: mobAppUser.version }).from(mobAppUser).where(eq(mobAppUser.phone, demoAppUserPhone(index)));
    if (!row) throw new Error(`no app user ${index}`);
    return row;
  };
  const indexOf = (orgCode: string, wanted: (plan: (typeof DEMO_APP_USERS)[number]) => boolean = () => true) =>
    DEMO_APP_USERS.findIndex((plan) => plan.orgCode === orgCode && wanted(plan));

  beforeAll(async () => {
    app = buildServer({ db: database(), jobs: true, jobPollingSeconds: 0.5 });
    await app.ready();
    for (const account of ['admin', 'wangjianhua']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password ?? '';
      const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
      tokens.set(account, response.json<Envelope<LoginInfo>>().data.accessToken);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded users and bindings, and refuses an unknown filter key', async () => {
    const users = await data<PageData<AppUserRow>>('admin', 'GET', '/user/page?pageSize=100');
    expect(users.total).toBe(DEMO_APP_USERS.length);
    expect(users.result.filter((row) => row.status === 0)).toHaveLength(DEMO_APP_USERS.filter((plan) => plan.disabled).length);
    expect(users.result.every((row) => /^1[3589]\d{9}$/.test(row.phone))).toBe(true);
    expect(users.result.some((row) => row.idCard !== null && /^\d{17}[\dX]$/.test(row.idCard))).toBe(true);
    const traders = await data<PageData<AppUserRow>>('admin', 'POST', '/user/custom-page', { 'userType.equals': 'trader', 'phone.contains': '1' });
    expect(traders.result.length).toBeGreaterThan(0);
    expect(traders.result.every((row) => row.userType === 'trader')).toBe(true);
    await refused('admin', 'GET', '/user/page?nonsense.equals=1', undefined, 400);
    const binds = await data<PageData<UserSupplierBindRow>>('admin', 'GET', '/user-supplier-bind/page?pageSize=100');
    expect(binds.total).toBeGreaterThanOrEqual(15);
    expect(new Set(binds.result.map((row) => row.bindState))).toEqual(new Set(['active', 'suspended', 'unbound']));
    expect(binds.result.find((row) => row.bindState === 'suspended')?.financialStatus).not.toBe(3);
    await refused('admin', 'POST', '/user-supplier-bind/custom-page', { 'secret.equals': 1 }, 400);
  });

  it('masks phones and ID cards for wangjianhua, refuses his filter on them, and keeps him to BU01', async () => {
    const all = await data<PageData<AppUserRow>>('admin', 'GET', '/user/page?pageSize=100');
    const mine = await data<PageData<AppUserRow>>('wangjianhua', 'GET', '/user/page?pageSize=100');
    const bu01 = DEMO_APP_USERS.filter((plan) => plan.orgCode.startsWith('10'));
    expect(mine.total).toBe(bu01.length);
    expect(mine.total).toBeLessThan(all.total);
    expect(mine.result.every((row) => row.orgCode.startsWith('10'))).toBe(true);
    expect(mine.result.every((row) => MASKED_PHONE.test(row.phone))).toBe(true);
    expect(mine.result.filter((row) => row.idCard !== null).every((row) => /^\d{6}\*{8}[\dX]{4}$/.test(row.idCard ?? ''))).toBe(true);
    const full = all.result.find((row) => row.id === mine.result[0]?.id);
    expect(mine.result[0]?.phone).toBe(`${full?.phone.slice(0, 3)}****${full?.phone.slice(-4)}`);
    for (const body of [{ 'phone.contains': '138' }, { phone: '13812345678' }, { 'idCard.specified': true }]) {
      const response = await call('wangjianhua', 'POST', '/user/custom-page', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toMatch(/^无权按(手机号|身份证号)查询$/);
    }
    await refused('wangjianhua', 'GET', '/user-supplier-bind/page?phone.contains=5', undefined, 400, '无权按手机号查询');
    await refused('wangjianhua', 'GET', '/user/page?sort=phone,asc', undefined, 400, '无权按手机号排序');
    expect((await call('admin', 'GET', '/user/page?sort=phone,asc')).statusCode).toBe(200);
    const binds = await data<PageData<UserSupplierBindRow>>('wangjianhua', 'GET', '/user-supplier-bind/page?pageSize=100');
    expect(binds.result.length).toBeGreaterThan(0);
    expect(binds.result.every((row) => MASKED_PHONE.test(row.phone) && row.orgCode.startsWith('10'))).toBe(true);
    // The detail and every write need their buttons.
    await refused('wangjianhua', 'GET', `/user/detail?id=${mine.result[0]?.id}`, undefined, 403);
    await refused('wangjianhua', 'POST', '/user/status', { ids: [mine.result[0]?.id], status: 0 }, 403);
  });

  it('masks the export for wangjianhua and not for admin, and refuses his export filtered on the phone', async () => {
    const mine = await exported('wangjianhua', `${API}/user/page`, { sort: 'userName,asc' });
    const theirs = await exported('admin', `${API}/user/page`, { sort: 'userName,asc' });
    const phone = (rows: string[][]) => rows[0]?.indexOf('手机号') ?? -1;
    expect(phone(mine)).toBeGreaterThanOrEqual(0);
    expect(mine.slice(1).length).toBe(DEMO_APP_USERS.filter((plan) => plan.orgCode.startsWith('10')).length);
    expect(mine.slice(1).every((row) => MASKED_PHONE.test(String(row[phone(mine)])))).toBe(true);
    expect(theirs.slice(1).length).toBe(DEMO_APP_USERS.length);
    expect(theirs.slice(1).every((row) => /^1\d{10}$/.test(String(row[phone(theirs)])))).toBe(true);
    await refused('wangjianhua', 'POST', '/gateway/demand/exprot/batch/async', { queryUrl: `${API}/user/page`, queryParams: { 'phone.contains': '138' } }, 400, '无权按手机号查询');
  });

  it('shows a user unmasked by id and by phone, with bindings and bank cards', async () => {
    const index = 0;
    const { id } = await userId(index);
    const detail = await data<AppUserDetail>('admin', 'GET', `/user/detail?id=${id}`);
    expect(detail).toMatchObject({ id, phone: demoAppUserPhone(index), userName: DEMO_APP_USERS[index]?.name });
    expect(detail.idCard).toMatch(/^\d{17}[\dX]$/);
    expect(detail.bankOrgs[0]?.orgCode).toBe(detail.orgCode);
    expect(detail.bankOrgs[0]?.banks[0]?.accountNo).toMatch(/^\d{19}$/);
    expect(detail.bindings.length).toBeGreaterThan(0);
    expect((await data<AppUserDetail>('admin', 'GET', `/user/by-phone?phone=${demoAppUserPhone(index)}`)).id).toBe(id);
    await refused('admin', 'GET', '/user/by-phone?phone=12345', undefined, 400, '手机号有误');
    await refused('admin', 'GET', '/user/by-phone?phone=13000000000', undefined, 404, '未找到该手机号的用户');
    await refused('admin', 'GET', '/user/detail?id=999999999', undefined, 404, '移动端用户不存在或无权查看');
    const banks = await data<AppUserBankOrg[]>('wangjianhua', 'GET', `/user-bank/orgList?appUserId=${id}`);
    expect(banks[0]?.banks[0]?.accountNo).toMatch(/^\*{4} \d{4}$/);
    const outside = await userId(indexOf('301001'));
    await refused('wangjianhua', 'GET', `/user-bank/orgList?appUserId=${outside.id}`, undefined, 404, '移动端用户不存在或无权查看');
  });

  it('saves a user with its rules, and refuses a stale version', async () => {
    const { id, version } = await userId(1);
    const body = { id, version, userName: '李秀兰', idCard: null, userType: 'trader', orgCode: '101002', remark: '改为贸易商' };
    await refused('admin', 'POST', '/user/save', { ...body, userName: '  ' }, 400, '请填写姓名');
    await refused('admin', 'POST', '/user/save', { ...body, idCard: '130102196803120011' }, 400, '身份证号有误');
    await refused('admin', 'POST', '/user/save', { ...body, orgCode: 'NOPE' }, 400, '组织不存在');
    await refused('admin', 'POST', '/user/save', { ...body, orgCode: 'BU01' }, 400, '该组织不是公司');
    const saved = await data<{ id: number; version: number }>('admin', 'POST', '/user/save', { ...body, idCard: '11010519491231002x' });
    expect(saved).toEqual({ id, version: version + 1 });
    const [row] = await database().db.select().from(mobAppUser).where(eq(mobAppUser.id, id));
    expect(row).toMatchObject({ userType: 'trader', orgCode: '101002', idCard: '11010519491231002X', phone: demoAppUserPhone(1) });
    await refused('admin', 'POST', '/user/save', body, 409, '数据已被他人修改，请刷新后重试');
  });

  it('enables and disables users all or nothing', async () => {
    const [a, b] = [await userId(2), await userId(3)];
    await refused('admin', 'POST', '/user/status', { ids: [a.id, 999999999], status: 0 }, 404, '移动端用户不存在或无权查看');
    expect((await database().db.select({ status: mobAppUser.status }).from(mobAppUser).where(eq(mobAppUser.id, a.id)))[0]?.status).toBe(1);
    const response = await call('admin', 'POST', '/user/status', { ids: [a.id, b.id], status: 0 });
    expect(response.json<Envelope<{ updated: number }>>()).toMatchObject({ data: { updated: 2 }, message: '停用成功' });
    expect((await call('admin', 'POST', '/user/status', { ids: [a.id, b.id], status: 1 })).json<Envelope<unknown>>().message).toBe('启用成功');
  });

  it('binds only a 合格 supplier, once while live, and unbinds', async () => {
    const db = database().db;
    const [qualified, otherQualified] = await db.select({ sn: supSupplier.sn, name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.financialStatus, 3)).orderBy(supSupplier.sn).limit(2);
    const [blacklisted] = await db.select({ sn: supSupplier.sn, name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.financialStatus, 6)).limit(1);
    expect(qualified && blacklisted).toBeTruthy();
    const user = await userId(indexOf('104002'));
    await refused('admin', 'POST', '/user/binding', { appUserId: user.id, supplierSn: blacklisted?.sn }, 400, `供应商「${blacklisted?.name}」当前状态为黑名单，不能绑定`);
    await refused('admin', 'POST', '/user/binding', { appUserId: user.id, supplierSn: 'NOPE' }, 404, '供应商不存在');
    const bound = await call('admin', 'POST', '/user/binding', { appUserId: user.id, supplierSn: qualified?.sn, remark: '代售' });
    expect(bound.statusCode, bound.body).toBe(200);
    const binding = bound.json<Envelope<{ id: number; version: number }>>();
    expect(binding.message).toBe('绑定成功');
    await refused('admin', 'POST', '/user/binding', { appUserId: user.id, supplierSn: qualified?.sn }, 400, `该用户已绑定供应商「${qualified?.name}」`);
    // One supplier at a time: another 合格 supplier is refused too, naming the one bound now.
    await refused('admin', 'POST', '/user/binding', { appUserId: user.id, supplierSn: otherQualified?.sn }, 400, `该用户已绑定供应商「${qualified?.name}」`);
    const disabled = await userId(DEMO_APP_USERS.findIndex((plan) => plan.disabled));
    await refused('admin', 'POST', '/user/binding', { appUserId: disabled.id, supplierSn: qualified?.sn }, 400, '该用户已停用，不能绑定供应商');

    const row = (await data<PageData<UserSupplierBindRow>>('admin', 'GET', `/user-supplier-bind/page?id.equals=${binding.data.id}`)).result[0];
    expect(row).toMatchObject({ appUserId: user.id, bindState: 'active', boundBy: '管理员', status: 1 });
    await refused('admin', 'POST', '/user-supplier-bind/unbind', { id: binding.data.id, version: binding.data.version + 1 }, 409);
    await refused('wangjianhua', 'POST', '/user-supplier-bind/unbind', { id: binding.data.id, version: binding.data.version }, 403);
    const unbound = await call('admin', 'POST', '/user-supplier-bind/unbind', { id: binding.data.id, version: binding.data.version });
    expect(unbound.json<Envelope<unknown>>().message).toBe('解绑成功');
    await refused('admin', 'POST', '/user-supplier-bind/unbind', { id: binding.data.id, version: binding.data.version + 1 }, 400, '该绑定已解除');
    const [after] = await db.select().from(mobUserSupplierBind).where(eq(mobUserSupplierBind.id, binding.data.id));
    expect(after).toMatchObject({ status: 0, unboundBy: '管理员' });
    // Bound again after the end: a new live row.
    expect((await call('admin', 'POST', '/user/binding', { appUserId: user.id, supplierSn: qualified?.sn })).statusCode).toBe(200);
  });

  it('keeps bank cards with their rules, one default per company, deleting all or nothing', async () => {
    const db = database().db;
    const user = await userId(indexOf('104003'));
    const card = { appUserId: user.id, orgCode: '104003', bankName: '中国农业银行', accountName: '郑丰收', accountNo: '6228480012345678901', isDefault: 1 };
    await refused('admin', 'POST', '/user-bank/save', { ...card, accountNo: '6228-4800' }, 400, '银行账号须为纯数字');
    await refused('admin', 'POST', '/user-bank/save', { ...card, accountNo: '12345' }, 400, '银行账号须为6到32位数字');
    await refused('admin', 'POST', '/user-bank/save', { ...card, bankName: ' ' }, 400, '请填写开户行');
    await refused('admin', 'POST', '/user-bank/save', { ...card, accountName: '' }, 400, '请填写户名');
    const first = await data<{ id: number; version: number }>('admin', 'POST', '/user-bank/save', card);
    await refused('admin', 'POST', '/user-bank/save', card, 400, '该用户在该公司已有此银行账号');
    const second = await data<{ id: number; version: number }>('admin', 'POST', '/user-bank/save', { ...card, accountNo: '6217000011112222' });
    const defaults = await db.select({ id: mobUserBank.id }).from(mobUserBank).where(and(eq(mobUserBank.appUserId, user.id), eq(mobUserBank.isDefault, 1)));
    expect(defaults.map((row) => row.id)).toEqual([second.id]);
    const edited = await data<{ id: number; version: number }>('admin', 'POST', '/user-bank/save', { ...card, id: first.id, version: 1, bankName: '中国建设银行', isDefault: 0 });
    expect(edited.version).toBe(2);
    await refused('admin', 'POST', '/user-bank/save', { ...card, id: first.id, version: 1, isDefault: 0 }, 409);
    await refused('wangjianhua', 'POST', '/user-bank/save', card, 403);
    await refused('admin', 'DELETE', `/user-bank/deleteByIds?ids=${first.id},999999999`, undefined, 404, '部分银行卡不存在或无权删除，未删除任何数据');
    expect(await db.select({ id: mobUserBank.id }).from(mobUserBank).where(eq(mobUserBank.appUserId, user.id))).toHaveLength(2);
    await data('admin', 'DELETE', `/user-bank/deleteByIds?ids=${first.id},${second.id}`);
    expect(await db.select({ id: mobUserBank.id }).from(mobUserBank).where(eq(mobUserBank.appUserId, user.id))).toHaveLength(0);
  });
});
