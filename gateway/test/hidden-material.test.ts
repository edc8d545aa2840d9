/**
 * The hidden-material check loaded at sign-in (spec 01 §2.2 item 5, spec 02 §3): invalid materials as
 * {value, label} within the caller's categories, and the trading companies as {value, label, code}.
 */
import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, HiddenMaterialCheck, LoginInfo } from '../src/api/index.js';
import { loadCategoryTree, withDescendants } from '../src/core/access.js';
import { sysCategory, sysOrg } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { sysMaterial } from '../src/db/tables/lookups.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const CHECK = '/gateway/system/material/hiddenCheck';
const BUYER = DEMO_USERS.find((user) => user.account === 'buyer');
const BUYER_CATEGORIES = BUYER && BUYER.categoryCodes !== 'all' ? BUYER.categoryCodes : [];

describe.each(eachDatabase)('[%s] hidden-material check', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'buyer']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password;
      const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
      tokens.set(account, response.json<Envelope<LoginInfo>>().data.accessToken);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  async function check(account: string): Promise<HiddenMaterialCheck> {
    const response = await app.inject({ method: 'GET', url: CHECK, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` } });
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope<HiddenMaterialCheck>>();
    expect(body).toMatchObject({ code: 200, success: true });
    return body.data;
  }

  it('is for signed-in users only', async () => {
    expect((await app.inject({ method: 'GET', url: CHECK })).statusCode).toBe(401);
  });

  it('lists every material that is not Active for the admin, code and name, by code', async () => {
    const inactive = await database()
      .db.select({ value: sysMaterial.matCode, label: sysMaterial.matName })
      .from(sysMaterial)
      .where(ne(sysMaterial.status, 'Active'))
      .orderBy(asc(sysMaterial.matCode));
    // The demo data has some (every sixth category's last material).
    expect(inactive.length).toBeGreaterThan(0);
    const { invalidMaterials } = await check('admin');
    expect(invalidMaterials).toEqual(inactive);
    expect(Object.keys(invalidMaterials[0] ?? {}).sort()).toEqual(['label', 'value']);
  });

  it('limits the invalid materials to the caller’s categories', async () => {
    const db = database().db;
    const mine = withDescendants(await loadCategoryTree(db), BUYER_CATEGORIES);
    expect(mine.length).toBeGreaterThan(0);
    const outside = (await db.select({ code: sysCategory.categoryCode }).from(sysCategory)).map((row) => row.code).find((code) => !mine.includes(code));
    expect(outside).toBeTruthy();
    await db.insert(sysMaterial).values([
      { matCode: 'HC90000001', matName: '停用测试物料（本人品类）', categoryCode: mine[0] ?? '', status: 'Inactive' },
      { matCode: 'HC90000002', matName: '停用测试物料（其他品类）', categoryCode: outside ?? '', status: 'Inactive' },
      { matCode: 'HC90000003', matName: '在用测试物料（本人品类）', categoryCode: mine[0] ?? '', status: 'Active' },
    ]);

    const buyer = await check('buyer');
    const codes = buyer.invalidMaterials.map((entry) => entry.value);
    expect(codes).toContain('HC90000001');
    expect(codes).not.toContain('HC90000002');
    expect(codes).not.toContain('HC90000003');
    expect(buyer.invalidMaterials.find((entry) => entry.value === 'HC90000001')?.label).toBe('停用测试物料（本人品类）');
    const categoryOf = new Map(
      (await db.select({ code: sysMaterial.matCode, category: sysMaterial.categoryCode }).from(sysMaterial)).map((row) => [row.code, row.category]),
    );
    expect(codes.filter((code) => !mine.includes(categoryOf.get(code) ?? ''))).toEqual([]);

    const admin = await check('admin');
    expect(admin.invalidMaterials.map((entry) => entry.value)).toEqual(expect.arrayContaining(['HC90000001', 'HC90000002']));
  });

  it('lists every trading company as id, name and code, online or not', async () => {
    const trading = await database()
      .db.select({ value: sysOrg.id, label: sysOrg.orgName, code: sysOrg.orgCode })
      .from(sysOrg)
      .where(eq(sysOrg.isTradingCompany, 1))
      .orderBy(asc(sysOrg.orgCode));
    expect(trading.length).toBeGreaterThan(1);
    for (const account of ['admin', 'buyer']) {
      const { tradingCompanies } = await check(account);
      expect(tradingCompanies).toEqual(trading);
    }
    const { tradingCompanies } = await check('buyer');
    expect(tradingCompanies).toContainEqual(expect.objectContaining({ label: '湛江饲料贸易有限公司', code: '102004' }));
    expect(tradingCompanies).toContainEqual(expect.objectContaining({ label: '哈尔滨粮食贸易有限公司', code: '301003' }));
    expect(tradingCompanies.map((entry) => entry.label)).not.toContain('河北饲料有限公司');
  });
});
