/**
 * The rest of 物料管理 (issue 21, modules/master/material-save.ts): save (add, edit, stale version 409,
 * a taken code, the field rules, a category outside a buyer's categories), getByCode, inactive-list and
 * getByCategoryParentCode3List, each within the caller's categories.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, InactiveMaterialEntry, LoginInfo, MasterSaved, MaterialCategoryGroup, MaterialWithVersion } from '../src/api/index.js';
import { SAVE_MESSAGES } from '../src/core/list/routes.js';
import { translateMessage } from '../src/core/message-catalogue.js';
import { hashPassword } from '../src/core/password.js';
import { sysCategory, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserCategory, sysUserRole } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { sysMaterial } from '../src/db/tables/lookups.js';
import { MATERIAL_SAVE_MESSAGES as M } from '../src/modules/master/material-save.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

/** 国产玉米 → 东北玉米 (a leaf under the buyer's 玉米 100101). */
const OWN_LEAF = '1001010101';
/** 豆粕 → 普通豆粕 → 43蛋白豆粕 (a leaf outside 玉米). */
const OTHER_LEAF = '1002010101';

describe.each(eachDatabase)('[%s] material save and lookups', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  /** A buyer holding 物料管理 with its add and edit buttons, for the 玉米 categories (100101) only. */
  async function addMaterialBuyer(account: string): Promise<void> {
    const { db } = database();
    const [role] = await db.insert(sysRole).values({ roleCode: `${account}-role`, roleName: '物料维护', roleType: 2 }).returning({ id: sysRole.id });
    const menus = await db.select({ id: sysMenu.id, code: sysMenu.menuCode }).from(sysMenu);
    for (const code of ['master', 'master:material', 'master:material:add', 'master:material:edit']) {
      const menu = menus.find((row) => row.code === code);
      if (menu && role) await db.insert(sysRoleMenu).values({ roleId: role.id, menuId: menu.id });
    }
    const [user] = await db.insert(sysUser).values({ account, userName: '赵物料', passwordHash: await hashPassword('Buyer@123') }).returning({ id: sysUser.id });
    const [category] = await db.select({ id: sysCategory.id }).from(sysCategory).where(eq(sysCategory.categoryCode, '100101'));
    if (!user || !role || !category) throw new Error('buyer not written');
    await db.insert(sysUserRole).values({ userId: user.id, roleId: role.id });
    await db.insert(sysUserCategory).values({ userId: user.id, categoryId: category.id });
  }

  const call = (account: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url: `/gateway${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

  const body = { matCode: 'MS0001', matName: '测试玉米（东北）', categoryCode: OWN_LEAF, spec: '水分≤14%', unitCode: 'T', isLittle: 0, status: 'Active', taxRateCode: 'VAT9' };

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    tokens.set('admin', await signIn('admin', DEMO_USERS.find((user) => user.account === 'admin')?.password ?? ''));
    await addMaterialBuyer('matbuyer');
    tokens.set('matbuyer', await signIn('matbuyer', 'Buyer@123'));
    tokens.set('buyer', await signIn('buyer', DEMO_USERS.find((user) => user.account === 'buyer')?.password ?? ''));
  });

  afterAll(async () => {
    await app.close();
  });

  it('adds a material, reads it by code, edits it with its version and refuses a stale one', async () => {
    const added = await call('admin', 'POST', '/system/material/save', body);
    expect(added.statusCode, added.body).toBe(200);
    const saved = added.json<Envelope<MasterSaved>>();
    expect(saved.message).toBe(SAVE_MESSAGES.created);
    expect(saved.data.version).toBe(0);

    const read = await call('admin', 'GET', '/system/material/getByCode?matCode=MS0001');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Envelope<MaterialWithVersion>>().data).toMatchObject({ id: saved.data.id, matName: '测试玉米（东北）', categoryName: '东北玉米', unitCode: 'T', status: 'Active', version: 0 });

    const edited = await call('admin', 'POST', '/system/material/save', { ...body, id: saved.data.id, version: 0, matName: '测试玉米（改）', spec: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Envelope<MasterSaved>>()).toMatchObject({ message: SAVE_MESSAGES.updated, data: { id: saved.data.id, version: 1 } });
    const after = (await call('admin', 'GET', '/system/material/getByCode?matCode=MS0001')).json<Envelope<MaterialWithVersion>>().data;
    expect(after).toMatchObject({ matName: '测试玉米（改）', spec: null, version: 1 });

    const stale = await call('admin', 'POST', '/system/material/save', { ...body, id: saved.data.id, version: 0, matName: '过期' });
    expect(stale.statusCode).toBe(409);

    const renamed = await call('admin', 'POST', '/system/material/save', { ...body, id: saved.data.id, version: 1, matCode: 'MS0002' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<ErrorEnvelope>().message).toBe(M.codeFixed);
  });

  it('refuses a taken code and bad fields with 400 and a Chinese message', async () => {
    const taken = await call('admin', 'POST', '/system/material/save', { ...body, matCode: 'MS0001' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ErrorEnvelope>().message).toBe('物料编码 MS0001 已存在');

    const cases: [Record<string, unknown>, string][] = [
      [{ matCode: '  ' }, M.codeRequired],
      [{ matCode: 'MS 9' }, M.codeInvalid],
      [{ matName: '' }, M.nameRequired],
      [{ matName: '料'.repeat(101) }, M.nameTooLong],
      [{ categoryCode: '' }, M.categoryRequired],
      [{ categoryCode: '99999999' }, M.categoryUnknown('99999999')],
      [{ categoryCode: '10010101' }, M.categoryNotLeaf('10010101')],
      [{ unitCode: 'NOPE' }, M.unitUnknown('NOPE')],
      [{ taxRateCode: 'NOPE' }, M.taxRateUnknown('NOPE')],
      [{ status: 'Deleted' }, M.statusInvalid],
    ];
    for (const [change, message] of cases) {
      const response = await call('admin', 'POST', '/system/material/save', { ...body, matCode: 'MS0100', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toBe(message);
      expect(translateMessage(message, 'en')?.text, message).toMatch(/^[\x20-\x7e]+$/);
    }
    const malformed = await call('admin', 'POST', '/system/material/save', { ...body, matCode: 'MS0100', isLittle: 2 });
    expect(malformed.statusCode).toBe(400);
    const unknownId = await call('admin', 'POST', '/system/material/save', { ...body, id: 999_999_999, version: 0 });
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json<ErrorEnvelope>().message).toBe(M.notFound);
  });

  it('keeps a buyer to their categories: refuses another category, hides another category’s material', async () => {
    const own = await call('matbuyer', 'POST', '/system/material/save', { ...body, matCode: 'MS0201', matName: '买手玉米' });
    expect(own.statusCode, own.body).toBe(200);
    const other = await call('matbuyer', 'POST', '/system/material/save', { ...body, matCode: 'MS0202', categoryCode: OTHER_LEAF });
    expect(other.statusCode).toBe(403);
    expect(other.json<ErrorEnvelope>().message).toBe(SAVE_MESSAGES.noCategoryPermission);

    const adminOther = await call('admin', 'POST', '/system/material/save', { ...body, matCode: 'MS0203', matName: '管理员豆粕', categoryCode: OTHER_LEAF });
    expect(adminOther.statusCode, adminOther.body).toBe(200);
    const { id, version } = adminOther.json<Envelope<MasterSaved>>().data;
    const hidden = await call('matbuyer', 'GET', '/system/material/getByCode?matCode=MS0203');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<ErrorEnvelope>().message).toBe('物料不存在');
    // Another category's material is not found for the buyer, whatever the category they send.
    const editOther = await call('matbuyer', 'POST', '/system/material/save', { ...body, id, version, matCode: 'MS0203' });
    expect(editOther.statusCode).toBe(404);
    expect(editOther.json<ErrorEnvelope>().message).toBe('物料不存在');

    // The demo buyer holds no 物料管理 buttons.
    expect((await call('buyer', 'POST', '/system/material/save', { ...body, matCode: 'MS0204' })).statusCode).toBe(403);
  });

  it('lists the Inactive materials in scope as value/label entries, with a keyword', async () => {
    const { db } = database();
    await db.insert(sysMaterial).values([
      { matCode: 'MS0301', matName: '停用玉米样品', categoryCode: OWN_LEAF, status: 'Inactive' },
      { matCode: 'MS0302', matName: '停用豆粕样品', categoryCode: OTHER_LEAF, status: 'Inactive' },
    ]);
    const all = (await call('admin', 'GET', '/system/material/inactive-list')).json<Envelope<InactiveMaterialEntry[]>>().data;
    expect(all.every((entry) => entry.status === 'Inactive')).toBe(true);
    expect(all.find((entry) => entry.value === 'MS0301')).toMatchObject({ label: '停用玉米样品', matCode: 'MS0301', categoryName: '东北玉米' });
    expect(all.map((entry) => entry.value)).toContain('MS0302');

    const mine = (await call('matbuyer', 'GET', '/system/material/inactive-list')).json<Envelope<InactiveMaterialEntry[]>>().data.map((entry) => entry.value);
    expect(mine).toContain('MS0301');
    expect(mine).not.toContain('MS0302');

    const byName = (await call('admin', 'GET', `/system/material/inactive-list?keyword=${encodeURIComponent('停用豆粕')}`)).json<Envelope<InactiveMaterialEntry[]>>().data;
    expect(byName.map((entry) => entry.value)).toEqual(['MS0302']);
  });

  it('groups the Active materials of level-3 categories, descendants included, in scope', async () => {
    const response = await call('admin', 'POST', '/system/material/getByCategoryParentCode3List', ['1001', '1002', '100101', 'nope']);
    expect(response.statusCode, response.body).toBe(200);
    const groups = response.json<Envelope<MaterialCategoryGroup[]>>().data;
    expect(groups.map((group) => [group.categoryCode, group.categoryName])).toEqual([
      ['1001', '谷物'],
      ['1002', '饼粕'],
    ]);
    const [grain, meal] = groups;
    expect(grain?.materials.map((material) => material.matCode)).toContain('MS0001');
    expect(grain?.materials.every((material) => material.status === 'Active' && material.categoryCode.startsWith('1001'))).toBe(true);
    expect(grain?.materials.map((material) => material.matCode)).not.toContain('MS0301');
    expect(meal?.materials.map((material) => material.matCode)).toContain('MS0203');

    const object = await call('matbuyer', 'POST', '/system/material/getByCategoryParentCode3List', { categoryCodeList: ['1001', '1002'] });
    expect(object.statusCode, object.body).toBe(200);
    const [mineGrain, mineMeal] = object.json<Envelope<MaterialCategoryGroup[]>>().data;
    expect(mineGrain?.materials.length).toBeGreaterThan(0);
    expect(mineGrain?.materials.every((material) => material.categoryCode.startsWith('100101'))).toBe(true);
    expect(mineMeal?.materials).toEqual([]);

    expect((await call('admin', 'POST', '/system/material/getByCategoryParentCode3List', { nope: [] })).statusCode).toBe(400);
  });
});
