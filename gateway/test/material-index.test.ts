/**
 * A material's own quality standards (issue 21, modules/master/material-index.ts): saveOrUpdateList
 * writes a list all or nothing (a bad rule, an unknown material or index code, a code twice: 400 and
 * nothing written), the LIMS lookup answers every index with the material's own standard applied
 * (source 'material' vs 'default'), delete is all or nothing, unit conversions by material id are 200
 * within the caller's categories and 404 outside them; a user without the buttons gets 403.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, LimsQualityIndicator, LoginInfo, MaterialIndexDeleted, MaterialIndexSaved, UnitConvert } from '../src/api/index.js';
import { translateMessage } from '../src/core/message-catalogue.js';
import { hashPassword } from '../src/core/password.js';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { sysMaterial } from '../src/db/tables/lookups.js';
import { mstMaterialIndex } from '../src/db/tables/master.js';
import { MATERIAL_DETAIL_MESSAGES } from '../src/modules/master/material-detail.js';
import { MASTER_MESSAGES } from '../src/modules/master/messages.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

describe.each(eachDatabase)('[%s] material quality standards', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();
  let corn: { id: number; matCode: string };
  let wheat: { id: number; matCode: string };

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  /** A user holding the quality-index and unit-convert menus only (no buttons, no categories). */
  async function addReader(account: string): Promise<void> {
    const { db } = database();
    const [role] = await db.insert(sysRole).values({ roleCode: `${account}-role`, roleName: '指标查看', roleType: 2 }).returning({ id: sysRole.id });
    const menus = await db.select({ id: sysMenu.id, code: sysMenu.menuCode }).from(sysMenu);
    for (const code of ['master', 'master:quality-index', 'master:unit-convert']) {
      const menu = menus.find((row) => row.code === code);
      if (menu && role) await db.insert(sysRoleMenu).values({ roleId: role.id, menuId: menu.id });
    }
    const [user] = await db.insert(sysUser).values({ account, userName: '王标准', passwordHash: await hashPassword('Reader@123') }).returning({ id: sysUser.id });
    if (!user || !role) throw new Error('reader not written');
    await db.insert(sysUserRole).values({ userId: user.id, roleId: role.id });
  }

  async function material(name: string): Promise<{ id: number; matCode: string }> {
    const [row] = await database().db.select({ id: sysMaterial.id, matCode: sysMaterial.matCode }).from(sysMaterial).where(like(sysMaterial.matName, `%${name}%`)).orderBy(sysMaterial.matCode).limit(1);
    if (!row) throw new Error(`no ${name} material seeded`);
    return row;
  }

  const ownRows = (matCode: string) => database().db.select().from(mstMaterialIndex).where(eq(mstMaterialIndex.matCode, matCode));

  const call = (account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/gateway${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

  const lookup = async (account: string, matCode: string): Promise<LimsQualityIndicator[]> => {
    const response = await call(account, 'GET', `/system/lims/qualityIndicator?matCode=${encodeURIComponent(matCode)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<LimsQualityIndicator[]>>().data;
  };

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    const password = DEMO_USERS.find((user) => user.account === 'admin')?.password ?? '';
    tokens.set('admin', await signIn('admin', password));
    await addReader('mireader');
    tokens.set('mireader', await signIn('mireader', 'Reader@123'));
    corn = await material('玉米');
    wheat = await material('小麦');
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers every index with the seeded override of a material as its own and the rest as default', async () => {
    const indicators = await lookup('admin', wheat.matCode);
    expect(indicators.length).toBeGreaterThanOrEqual(10);
    expect(indicators.find((row) => row.indexCode === 'QI001')).toMatchObject({ indexName: '水分', standardMax: '12.5', source: 'material', materialIndexId: expect.any(Number) });
    expect(indicators.find((row) => row.indexCode === 'QI002')).toMatchObject({ standardMax: '1.0', deductStep: '0.1', source: 'default', materialIndexId: null });

    const unknown = await call('admin', 'GET', '/system/lims/qualityIndicator?matCode=NOPE-404');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().message).toBe(MASTER_MESSAGES.materialUnknown('NOPE-404'));
  });

  it('saves a list of standards, reads it back in the lookup, and replaces on a second save', async () => {
    const body = {
      matCode: corn.matCode,
      items: [
        { indexCode: 'QI001', standardMax: '13.5', deductStep: '0.1', deductValue: '0.15' },
        { indexCode: 'QI005', standardMin: null, standardMax: '1.5', deductStep: '0.5', deductValue: '25' },
      ],
    };
    const saved = await call('admin', 'POST', '/system/material-index/saveOrUpdateList', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = saved.json<Envelope<MaterialIndexSaved[]>>().data;
    expect(rows.map((row) => [row.indexCode, row.standardMax, row.deductValue, row.version, row.indexName])).toEqual([
      ['QI001', '13.5', '0.15', 0, '水分'],
      ['QI005', '1.5', '25', 0, '霉变粒'],
    ]);

    const indicators = await lookup('admin', corn.matCode);
    expect(indicators.find((row) => row.indexCode === 'QI001')).toMatchObject({ standardMax: '13.5', deductValue: '0.15', deductType: 'weight', source: 'material' });
    expect(indicators.find((row) => row.indexCode === 'QI005')).toMatchObject({ standardMax: '1.5', deductValue: '25', deductType: 'price', source: 'material' });
    expect(indicators.find((row) => row.indexCode === 'QI002')).toMatchObject({ source: 'default', materialIndexId: null });
    expect(await lookup('mireader', corn.matCode)).toHaveLength(indicators.length);

    const again = await call('admin', 'POST', '/system/material-index/saveOrUpdateList', { matCode: corn.matCode, items: [{ indexCode: 'QI001', standardMax: '13.0' }] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Envelope<MaterialIndexSaved[]>>().data[0]).toMatchObject({ indexCode: 'QI001', standardMax: '13.0', deductStep: null, deductValue: null, version: 1 });
    expect(await ownRows(corn.matCode)).toHaveLength(2);
  });

  it('refuses a bad rule, an unknown code and a code twice with 400 and writes nothing', async () => {
    const before = await ownRows(corn.matCode);
    const cases: [unknown, string][] = [
      [{ matCode: corn.matCode, items: [{ indexCode: 'QI002', standardMax: '0.8' }, { indexCode: 'QI003', standardMin: '700', standardMax: '600' }] }, MASTER_MESSAGES.rangeInvalid],
      [{ matCode: corn.matCode, items: [{ indexCode: 'QI002', standardMax: '0.8', deductStep: '0.1' }] }, MASTER_MESSAGES.ruleIncomplete],
      [{ matCode: corn.matCode, items: [{ indexCode: 'QI002', standardMax: '0.8', deductStep: '0', deductValue: '1' }] }, MASTER_MESSAGES.stepInvalid],
      [{ matCode: corn.matCode, items: [{ indexCode: 'QI002' }] }, MASTER_MESSAGES.standardRequired],
      [{ matCode: corn.matCode, items: [{ indexCode: 'QI002', standardMax: '0.8' }, { indexCode: 'QI999', standardMax: '1' }] }, MASTER_MESSAGES.indexUnknown('QI999')],
      [{ matCode: 'NOPE-1', items: [{ indexCode: 'QI002', standardMax: '0.8' }] }, MASTER_MESSAGES.materialUnknown('NOPE-1')],
      [{ matCode: corn.matCode, items: [{ indexCode: 'QI002', standardMax: '0.8' }, { indexCode: 'QI002', standardMax: '0.9' }] }, MASTER_MESSAGES.indexRepeated('QI002')],
    ];
    for (const [body, message] of cases) {
      const response = await call('admin', 'POST', '/system/material-index/saveOrUpdateList', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toBe(message);
      expect(translateMessage(message, 'en')?.text, message).toMatch(/^[\x20-\x7e]+$/);
    }
    const badNumber = await call('admin', 'POST', '/system/material-index/saveOrUpdateList', { matCode: corn.matCode, items: [{ indexCode: 'QI002', standardMax: '1e3' }] });
    expect(badNumber.statusCode).toBe(400);
    expect(await ownRows(corn.matCode)).toEqual(before);
  });

  it('deletes standards all or nothing', async () => {
    const rows = await ownRows(corn.matCode);
    expect(rows.length).toBe(2);
    const [first, second] = rows;
    if (!first || !second) throw new Error('no standards saved');
    const partly = await call('admin', 'DELETE', `/system/material-index/delete?ids=${first.id},987654`);
    expect(partly.statusCode).toBe(404);
    expect(partly.json<ErrorEnvelope>().message).toBe('部分物料质量指标不存在或无权删除，未删除任何数据');
    expect(await ownRows(corn.matCode)).toHaveLength(2);

    const removed = await call('admin', 'DELETE', `/system/material-index/delete?ids=${first.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Envelope<MaterialIndexDeleted>>()).toMatchObject({ message: '删除成功', data: { deleted: 1 } });
    const byBody = await call('admin', 'DELETE', '/system/material-index/delete', { ids: [second.id] });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(await ownRows(corn.matCode)).toHaveLength(0);
    expect((await lookup('admin', corn.matCode)).every((row) => row.source === 'default')).toBe(true);

    const none = await call('admin', 'DELETE', '/system/material-index/delete');
    expect(none.statusCode).toBe(400);
  });

  it('answers the unit conversions of a material by id, 404 for an unknown or unseen material', async () => {
    const found = await call('admin', 'GET', `/system/unit-convert/detail-by-material/${corn.id}`);
    expect(found.statusCode, found.body).toBe(200);
    const conversions = found.json<Envelope<UnitConvert[]>>().data;
    expect(conversions.map((row) => [row.matCode, row.fromUnit, row.toUnit, row.rate])).toEqual([
      [corn.matCode, 'DAI', 'T', '0.05'],
      [corn.matCode, 'KG', 'T', '0.001'],
    ]);

    const missing = await call('admin', 'GET', '/system/unit-convert/detail-by-material/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(MATERIAL_DETAIL_MESSAGES.notFound);
    // The reader has the menu but no category: another category's material is not found, not leaked.
    const unseen = await call('mireader', 'GET', `/system/unit-convert/detail-by-material/${corn.id}`);
    expect(unseen.statusCode).toBe(404);
  });

  it('refuses a user without the buttons with 403', async () => {
    const save = await call('mireader', 'POST', '/system/material-index/saveOrUpdateList', { matCode: corn.matCode, items: [{ indexCode: 'QI001', standardMax: '13' }] });
    expect(save.statusCode).toBe(403);
    const remove = await call('mireader', 'DELETE', '/system/material-index/delete?ids=1');
    expect(remove.statusCode).toBe(403);
    expect(await ownRows(corn.matCode)).toHaveLength(0);
  });
});
