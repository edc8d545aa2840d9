/**
 * Master data (issue 21): the quality-index, unit-convert and materialsTaxRate lists answer seeded rows
 * to admin, refuse an unknown filter key with 400 and a user without the menu with 403; quality-index
 * save (add, edit, stale version, taken code, bad rule) and tax-rate delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, LoginInfo, MasterSaved, MaterialTaxRate, QualityIndex, UnitConvert } from '../src/api/index.js';
import type { LookupPage } from '../src/api/index.js';
import { SAVE_MESSAGES } from '../src/core/list/routes.js';
import { translateMessage } from '../src/core/message-catalogue.js';
import { hashPassword } from '../src/core/password.js';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { MASTER_MESSAGES } from '../src/modules/master/messages.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const DENIED = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };

describe.each(eachDatabase)('[%s] master data', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  /** A user holding only the quality-index menu (no buttons, no other master menu). */
  async function addReader(account: string): Promise<void> {
    const { db } = database();
    const [role] = await db.insert(sysRole).values({ roleCode: `${account}-role`, roleName: '指标查看', roleType: 2 }).returning({ id: sysRole.id });
    const menus = await db.select({ id: sysMenu.id, code: sysMenu.menuCode }).from(sysMenu);
    for (const code of ['master', 'master:quality-index']) {
      const menu = menus.find((row) => row.code === code);
      if (menu && role) await db.insert(sysRoleMenu).values({ roleId: role.id, menuId: menu.id });
    }
    const [user] = await db.insert(sysUser).values({ account, userName: '李指标', passwordHash: await hashPassword('Reader@123') }).returning({ id: sysUser.id });
    if (!user || !role) throw new Error('reader not written');
    await db.insert(sysUserRole).values({ userId: user.id, roleId: role.id });
  }

  const call = (account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/gateway${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    const password = DEMO_USERS.find((user) => user.account === 'admin')?.password ?? '';
    tokens.set('admin', await signIn('admin', password));
    await addReader('qireader');
    tokens.set('qireader', await signIn('qireader', 'Reader@123'));
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a page of seeded rows to admin on each list', async () => {
    const indices = await call('admin', 'GET', '/system/quality-index/custom-page?pageSize=50');
    expect(indices.statusCode, indices.body).toBe(200);
    const indexPage = indices.json<Envelope<LookupPage<QualityIndex>>>().data;
    expect(indexPage.result.find((row) => row.indexName === '水分')).toMatchObject({ indexCode: 'QI001', unit: '%', standardMax: '14.0', deductType: 'weight', deductStep: '0.1' });

    const converts = await call('admin', 'GET', '/system/unit-convert/page');
    expect(converts.statusCode, converts.body).toBe(200);
    const convertPage = converts.json<Envelope<LookupPage<UnitConvert>>>().data;
    expect(convertPage.total).toBeGreaterThan(0);
    expect(convertPage.result[0]).toMatchObject({ toUnit: 'T', rate: expect.stringMatching(/^0\.\d+$/) });

    const rates = await call('admin', 'GET', '/system/materialsTaxRate/page?taxRate.equals=0.09');
    expect(rates.statusCode, rates.body).toBe(200);
    const ratePage = rates.json<Envelope<LookupPage<MaterialTaxRate>>>().data;
    expect(ratePage.total).toBeGreaterThan(0);
    expect(ratePage.result[0]).toMatchObject({ taxRate: '0.09', effectiveDate: '2019-04-01' });

    const materials = await call('admin', 'GET', '/system/material/page');
    expect(materials.statusCode, materials.body).toBe(200);
  });

  it('refuses an unknown filter key with 400 and a Chinese message', async () => {
    for (const url of ['/system/quality-index/custom-page?nope=1', '/system/unit-convert/page?nope=1', '/system/materialsTaxRate/page?nope=1', '/system/material/page?nope=1']) {
      const response = await call('admin', 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toBe('不支持的查询条件：nope');
    }
  });

  it('refuses a user without the menu or the button', async () => {
    expect((await call('qireader', 'GET', '/system/quality-index/custom-page')).statusCode).toBe(200);
    for (const url of ['/system/unit-convert/page', '/system/materialsTaxRate/page']) {
      const response = await call('qireader', 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json<ErrorEnvelope>()).toEqual(DENIED);
    }
    const save = await call('qireader', 'POST', '/system/quality-index/save', { indexCode: 'QI900', indexName: '温度', unit: '℃', standardMax: '30', deductType: 'price' });
    expect(save.statusCode).toBe(403);
    const remove = await call('qireader', 'DELETE', '/system/materialsTaxRate/deleteByIds?ids=1');
    expect(remove.statusCode).toBe(403);
  });

  it('adds and edits a quality index with its version, and refuses a stale one, a taken code and a bad rule', async () => {
    const body = { indexCode: 'QI901', indexName: '热损伤粒', unit: '%', standardMax: '0.5', deductType: 'price', deductStep: '0.1', deductValue: '6' };
    const created = await call('admin', 'POST', '/system/quality-index/save', body);
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json<Envelope<MasterSaved>>().data;
    expect(version).toBe(0);

    const edited = await call('admin', 'POST', '/system/quality-index/save', { ...body, id, version, deductValue: '8' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Envelope<MasterSaved>>().data.version).toBe(1);
    const detail = await call('admin', 'GET', `/system/quality-index/detail?id=${id}`);
    expect(detail.json<Envelope<QualityIndex>>().data).toMatchObject({ deductValue: '8', standardMax: '0.5' });

    const stale = await call('admin', 'POST', '/system/quality-index/save', { ...body, id, version: 0 });
    expect(stale.statusCode).toBe(409);

    const taken = await call('admin', 'POST', '/system/quality-index/save', { ...body, indexCode: 'QI001' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ErrorEnvelope>().message).toBe('指标编码QI001已存在');

    const range = await call('admin', 'POST', '/system/quality-index/save', { ...body, indexCode: 'QI902', standardMin: '2', standardMax: '1' });
    expect(range.statusCode).toBe(400);
    expect(range.json<ErrorEnvelope>().message).toBe('标准下限不能大于标准上限');

    const badNumber = await call('admin', 'POST', '/system/quality-index/save', { ...body, indexCode: 'QI903', standardMax: '1e3' });
    expect(badNumber.statusCode).toBe(400);
  });

  it('catalogues every message of the area with its English twin', () => {
    const texts = [
      ...Object.values(MASTER_MESSAGES).map((message) => (typeof message === 'function' ? message('QI001') : message)),
      ...['质量指标', '单位换算', '物料税率'].map((label) => SAVE_MESSAGES.notFound(label)),
    ];
    for (const text of texts) expect(translateMessage(text, 'en')?.text, text).toMatch(/^[\x20-\x7e]+$/);
    expect(translateMessage(MASTER_MESSAGES.codeTaken('QI001'), 'en')?.text).toBe('Index code QI001 is already used');
  });

  it('deletes a material tax rate', async () => {
    const page = (await call('admin', 'GET', '/system/materialsTaxRate/page?pageSize=1')).json<Envelope<LookupPage<MaterialTaxRate>>>().data;
    const first = page.result[0];
    if (!first) throw new Error('no tax rate seeded');
    const removed = await call('admin', 'DELETE', `/system/materialsTaxRate/deleteByIds?ids=${first.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const missing = await call('admin', 'DELETE', `/system/materialsTaxRate/deleteByIds?ids=${first.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe('部分物料税率不存在或无权删除，未删除任何数据');
  });

  it('adds and edits a unit conversion with the import rules and its version, and refuses a stale one', async () => {
    const page = (await call('admin', 'GET', '/system/material/page?page=1&pageSize=1')).json<Envelope<LookupPage<{ matCode: string }>>>().data;
    const matCode = page.result[0]?.matCode ?? '';
    const added = await call('admin', 'POST', '/system/unit-convert/save', { matCode, fromUnit: 'DAI', toUnit: 'KG', rate: '50' });
    expect(added.statusCode, added.body).toBe(200);
    const saved = added.json<Envelope<MasterSaved>>();
    expect(saved.message).toBe(SAVE_MESSAGES.created);
    const edited = await call('admin', 'POST', '/system/unit-convert/save', { id: saved.data.id, version: saved.data.version, matCode, fromUnit: 'DAI', toUnit: 'KG', rate: '40.5' });
    expect(edited.json<Envelope<MasterSaved>>().message).toBe(SAVE_MESSAGES.updated);
    const stale = await call('admin', 'POST', '/system/unit-convert/save', { id: saved.data.id, version: saved.data.version, matCode, fromUnit: 'DAI', toUnit: 'KG', rate: '41' });
    expect(stale.statusCode).toBe(409);
    const taken = await call('admin', 'POST', '/system/unit-convert/save', { matCode, fromUnit: 'DAI', toUnit: 'KG', rate: '1' });
    expect(taken.json<ErrorEnvelope>().message).toBe('该物料的这对单位已有换算');
    const bad = await call('admin', 'POST', '/system/unit-convert/save', { matCode, fromUnit: 'T', toUnit: 'T', rate: '一吨' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorEnvelope>().message).toBe('换算率须为数字');
    const sameUnits = await call('admin', 'POST', '/system/unit-convert/save', { matCode, fromUnit: 'T', toUnit: 'T', rate: '1' });
    expect(sameUnits.json<ErrorEnvelope>().message).toBe('换算前后的单位不能相同');
    const unknown = await call('admin', 'POST', '/system/unit-convert/save', { matCode: 'M9999', fromUnit: 'XX', toUnit: 'T', rate: '1' });
    expect(unknown.json<ErrorEnvelope>().message).toBe('物料编码 M9999 不存在；单位 XX 不存在');
    expect((await call('qireader', 'POST', '/system/unit-convert/save', { matCode, fromUnit: 'DAI', toUnit: 'KG', rate: '1' })).statusCode).toBe(403);
  });
});
