/**
 * System user administration (spec 01 §7.5), per-menu authority and requirement checks, on both
 * databases: every route's happy path and refusals, through the real server signed in as the demo users
 * and as users this file creates for itself (so the demo users keep their seeded access).
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Category,
  EmployeeOption,
  Envelope,
  ErrorEnvelope,
  ImportResult,
  LoginInfo,
  MenuAuthority,
  MenuCategoryNode,
  Org,
  OrgDetail,
  OrgTreeNode,
  PageData,
  RequirementCheckResult,
  Role,
  SysUserDetail,
  SysUserListItem,
  UserOrgMsg,
} from '../src/api/index.js';
import { invalidateAccess } from '../src/core/access.js';
import { hashPassword } from '../src/core/password.js';
import { sysCategory, sysMenu, sysOrg, sysRole, sysUser, sysUserCategory, sysUserOrg, sysUserRole } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { REQUIREMENT_CHECK_ROLES, SUPPLY_CHAIN_ROLE } from '../src/modules/system/requirement-check.js';
import { TEMPLATE_HEADERS } from '../src/modules/system/user-import-rows.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/gateway';
const CONTRACT_PAGE = '/gateway/purchase/api/v1/contract/head/custom-page';
const DENIED = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };
const REVOKED = { code: 403, success: false, message: '登录状态已过期！', errorCode: 'common.accessRevoked', data: null };
const PASSWORD = 'Test@1234';

type Method = 'GET' | 'POST' | 'PUT';

function flatten<T extends { children?: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

function shape<T extends { children?: T[] }>(nodes: readonly T[], code: (node: T) => string): Record<string, unknown> {
  return Object.fromEntries(nodes.map((node) => [code(node), shape(node.children ?? [], code)]));
}

function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = `----srmTest${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function xlsx(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户权限');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(eachDatabase)('[%s] user administration', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, number>();
  const orgIds = new Map<string, number>();
  const roleIds = new Map<string, number>();
  const categoryIds = new Map<string, number>();

  const idOf = (ids: Map<string, number>, key: string): number => {
    const value = ids.get(key);
    if (value === undefined) throw new Error(`unknown ${key}`);
    return value;
  };
  const user = (account: string) => idOf(userIds, account);
  const org = (code: string) => idOf(orgIds, code);
  const role = (code: string) => idOf(roleIds, code);
  const category = (code: string) => idOf(categoryIds, code);

  async function login(account: string, password: string): Promise<void> {
    const response = await app.inject({ method: 'POST', url: `${API}/system/login/loginByAccount`, payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    const info = response.json<Envelope<LoginInfo>>().data;
    tokens.set(account, info.accessToken);
    userIds.set(account, info.sysUserInfo.id);
  }

  /** A user of this file: buyer-like by default, with their own employee code. */
  async function createUser(
    account: string,
    employeeCode: string,
    userName: string,
    assign: { roles?: string[]; orgs?: string[]; categories?: string[] } = {},
  ): Promise<void> {
    const { db } = database();
    const [row] = await db
      .insert(sysUser)
      .values({ account, userName, employeeCode, companyDesc: '河北饲料有限公司', positionDesc: '采购专员', passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: sysUser.id });
    const userId = row?.id as number;
    const { roles = ['buyer'], orgs = ['101001'], categories = ['100101', '100201'] } = assign;
    if (roles.length > 0) await db.insert(sysUserRole).values(roles.map((code) => ({ userId, roleId: role(code) })));
    if (orgs.length > 0) await db.insert(sysUserOrg).values(orgs.map((code) => ({ userId, orgId: org(code) })));
    if (categories.length > 0) await db.insert(sysUserCategory).values(categories.map((code) => ({ userId, categoryId: category(code) })));
    await login(account, PASSWORD);
    // Written straight to the database, not through the routes that invalidate: drop any access cached
    // for this id (the cache lives 30 s).
    invalidateAccess(userId);
  }

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    invalidateAccess();
    const { db } = database();
    // The requirement-check and supply-chain roles (the demo data may already hold them).
    await db
      .insert(sysRole)
      .values([...Object.values(REQUIREMENT_CHECK_ROLES), SUPPLY_CHAIN_ROLE].map((roleCode) => ({ roleCode, roleName: roleCode, roleType: 2 as const })))
      .onConflictDoNothing();
    for (const row of await db.select({ id: sysOrg.id, code: sysOrg.orgCode }).from(sysOrg)) orgIds.set(row.code, row.id);
    for (const row of await db.select({ id: sysRole.id, code: sysRole.roleCode }).from(sysRole)) roleIds.set(row.code, row.id);
    for (const row of await db.select({ id: sysCategory.id, code: sysCategory.categoryCode }).from(sysCategory)) categoryIds.set(row.code, row.id);
    for (const account of ['admin', 'buyer']) {
      await login(account, DEMO_USERS.find((seed) => seed.account === account)?.password ?? '');
    }
  });
  afterAll(async () => {
    await app.close();
  });

  function call(account: string | null, method: Method, url: string, payload?: object, query?: Record<string, string>) {
    const options: InjectOptions = { method, url: url.startsWith(API) ? url : `${API}${url}` };
    if (payload !== undefined) options.payload = payload;
    if (query !== undefined) options.query = query;
    if (account !== null) options.headers = { authorization: `Bearer ${tokens.get(account) ?? ''}` };
    return app.inject(options);
  }

  async function data<T>(account: string, method: Method, url: string, payload?: object, query?: Record<string, string>): Promise<T> {
    const response = await call(account, method, url, payload, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<T>>().data;
  }

  async function contractOrgs(account: string): Promise<Set<string>> {
    const page = await data<PageData<{ orgCode: string }>>(account, 'POST', CONTRACT_PAGE, { pageSize: 1000 });
    return new Set(page.result.map((row) => row.orgCode));
  }

  describe('user lists', () => {
    it('pages users 10 at a time with their company names and never a password hash', async () => {
      const page = await data<PageData<SysUserListItem>>('admin', 'POST', '/system/user/custom-page', {});
      expect(page.pageSize).toBe(10);
      expect(page.page).toBe(1);
      expect(page.total).toBeGreaterThanOrEqual(2);
      const buyer = page.result.find((row) => row.id === user('buyer'));
      expect(buyer).toMatchObject({ account: 'buyer', userName: '张采购', employeeCode: 'E1001', jobDesc: '采购专员', enabled: 1, orgName: '河北饲料有限公司' });
      for (const row of page.result) expect(row).not.toHaveProperty('passwordHash');
    });

    it('filters on columns and on the user\'s orgs and roles', async () => {
      const byName = await data<PageData<SysUserListItem>>('admin', 'POST', '/system/user/custom-page', { 'userName.contains': '张采购' });
      expect(byName.result.map((row) => row.account)).toEqual(['buyer']);
      const byOrg = await data<PageData<SysUserListItem>>('admin', 'POST', '/system/user/custom-page', { 'orgName.contains': '河北饲料', pageSize: 100 });
      expect(byOrg.result.map((row) => row.account)).toContain('buyer');
      const elsewhere = await data<PageData<SysUserListItem>>('admin', 'POST', '/system/user/custom-page', { orgCode: 'NO-SUCH-ORG' });
      expect(elsewhere).toMatchObject({ result: [], total: 0 });
      const byRole = await data<PageData<SysUserListItem>>('admin', 'POST', '/system/user/custom-page', { 'roleCode.in': ['admin'], pageSize: 100 });
      expect(byRole.result.map((row) => row.account)).toContain('admin');
      expect(byRole.result.map((row) => row.account)).not.toContain('buyer');
    });

    it('refuses unknown filter keys and bad paging with 400', async () => {
      const unknown = await call('admin', 'POST', '/system/user/custom-page', { 'passwordHash.equals': 'x' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorEnvelope>().message).toBe('不支持的查询条件：passwordHash.equals');
      const badOp = await call('admin', 'POST', '/system/user/custom-page', { 'orgName.greaterThan': 'x' });
      expect(badOp.statusCode).toBe(400);
      expect((await call('admin', 'POST', '/system/user/custom-page', { pageSize: 5000 })).statusCode).toBe(400);
    });

    it('lists users by role codes, and needs at least one', async () => {
      const page = await data<PageData<SysUserListItem>>('admin', 'POST', '/system/user/custom-page/byRoleCodes', { roleCodes: ['buyer'], pageSize: 100 });
      expect(page.result.map((row) => row.account)).toContain('buyer');
      expect(page.result.map((row) => row.account)).not.toContain('admin');
      const none = await call('admin', 'POST', '/system/user/custom-page/byRoleCodes', { roleCodes: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json<ErrorEnvelope>().message).toBe('请至少选择一个角色');
    });

    it('pages with getUserPage and its params', async () => {
      const page = await data<PageData<SysUserListItem>>('admin', 'POST', '/system/user/getUserPage', { page: 1, pageSize: 5, params: { 'employeeCode.equals': 'E0001' } });
      expect(page.result.map((row) => row.account)).toEqual(['admin']);
      expect(page.pageSize).toBe(5);
    });

    it('refuses the buyer on the admin lists with 403 and body code 40301', async () => {
      for (const url of ['/system/user/custom-page', '/system/user/custom-page/byRoleCodes', '/system/user/getUserPage']) {
        const response = await call('buyer', 'POST', url, { roleCodes: ['buyer'] });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(DENIED);
      }
    });
  });

  describe('one user', () => {
    it('answers the System user shape with orgs, categories and roles', async () => {
      const detail = await data<SysUserDetail>('admin', 'GET', `/system/user/${user('buyer')}`);
      expect(detail).toMatchObject({ id: user('buyer'), userName: '张采购', gender: 2, employeeCode: 'E1001', companyDesc: '河北饲料有限公司', jobDesc: '采购专员', orgName: '河北饲料有限公司' });
      expect(detail.orgs.map((item) => item.orgCode).sort()).toEqual(['101001', '10100101']);
      expect(detail.categories.map((item) => item.categoryCode).sort()).toEqual(['100101', '100201']);
      expect(detail.roles.map((item) => item.roleCode)).toEqual(['buyer']);
      expect(detail).not.toHaveProperty('passwordHash');
    });

    it('lets a user read their own record but not someone else\'s', async () => {
      expect((await data<SysUserDetail>('buyer', 'GET', `/system/user/${user('buyer')}`)).account).toBe('buyer');
      const other = await call('buyer', 'GET', `/system/user/${user('admin')}`);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual(DENIED);
    });

    it('answers 404 for an unknown user and 400 for a bad id', async () => {
      const missing = await call('admin', 'GET', '/system/user/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorEnvelope>().message).toBe('用户不存在');
      expect((await call('admin', 'GET', '/system/user/abc')).statusCode).toBe(400);
    });
  });

  describe('update', () => {
    it('changes the profile with its version and refuses a stale version with 409', async () => {
      await createUser('ua_profile', 'T1001', '资料用户');
      const before = await data<SysUserDetail>('admin', 'GET', `/system/user/${user('ua_profile')}`);
      const updated = await data<SysUserDetail>('admin', 'POST', '/system/user/update', {
        id: before.id,
        version: before.version,
        jobDesc: '  采购主管 ',
        deptDesc: '',
        gender: 1,
      });
      expect(updated).toMatchObject({ jobDesc: '采购主管', positionDesc: '采购主管', deptDesc: null, gender: 1, version: before.version + 1 });
      const stale = await call('admin', 'POST', '/system/user/update', { id: before.id, version: before.version, userName: '旧版本' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorEnvelope>().message).toBe('数据已被他人修改，请刷新后重试');
      expect((await data<SysUserDetail>('admin', 'GET', `/system/user/${before.id}`)).userName).toBe('资料用户');
    });

    it('refuses bad input, a taken employee code, disabling oneself, and the buyer', async () => {
      const target = await data<SysUserDetail>('admin', 'GET', `/system/user/${user('ua_profile')}`);
      const badGender = await call('admin', 'POST', '/system/user/update', { id: target.id, version: target.version, gender: 5 });
      expect(badGender.statusCode).toBe(400);
      expect(badGender.json<ErrorEnvelope>().message).toMatch(/^请求参数错误：gender/);
      const taken = await call('admin', 'POST', '/system/user/update', { id: target.id, version: target.version, employeeCode: 'E1001' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json<ErrorEnvelope>().message).toBe('工号 E1001 已被其他用户使用');
      const self = await data<SysUserDetail>('admin', 'GET', `/system/user/${user('admin')}`);
      const disableSelf = await call('admin', 'POST', '/system/user/update', { id: self.id, version: self.version, enabled: 0 });
      expect(disableSelf.statusCode).toBe(422);
      expect(disableSelf.json<ErrorEnvelope>().message).toBe('不能停用当前登录的用户');
      const missing = await call('admin', 'POST', '/system/user/update', { id: 999999, version: 0, userName: 'x' });
      expect(missing.statusCode).toBe(404);
      const buyer = await call('buyer', 'POST', '/system/user/update', { id: target.id, version: target.version, userName: 'x' });
      expect(buyer.statusCode).toBe(403);
      expect(buyer.json()).toEqual(DENIED);
    });

    it('turns a disabled user\'s live token into body code 403, even after enabling them again', async () => {
      await createUser('ua_disabled', 'T1002', '停用用户');
      expect((await call('ua_disabled', 'POST', CONTRACT_PAGE, {})).statusCode).toBe(200);
      const current = await data<SysUserDetail>('admin', 'GET', `/system/user/${user('ua_disabled')}`);
      const disabled = await data<SysUserDetail>('admin', 'POST', '/system/user/update', { id: current.id, version: current.version, enabled: 0 });
      expect(disabled.enabled).toBe(0);
      const refused = await call('ua_disabled', 'POST', CONTRACT_PAGE, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(REVOKED);
      await data<SysUserDetail>('admin', 'POST', '/system/user/update', { id: current.id, version: disabled.version, enabled: 1 });
      expect((await call('ua_disabled', 'POST', CONTRACT_PAGE, {})).json()).toEqual(REVOKED);
      // A fresh sign-in works again.
      await login('ua_disabled', PASSWORD);
      expect((await call('ua_disabled', 'POST', CONTRACT_PAGE, {})).statusCode).toBe(200);
    });

    it('says that the HR sync is not configured', async () => {
      const response = await call('admin', 'GET', '/system/user/syncPsUser');
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorEnvelope>().message).toBe('未配置人力资源系统（PS）接口，无法同步用户');
      expect((await call('buyer', 'GET', '/system/user/syncPsUser')).json()).toEqual(DENIED);
    });
  });

  describe('roles, orgs and categories of a user', () => {
    it('replaces the orgs and the user\'s next request sees the new scope without signing in again', async () => {
      await createUser('ua_scope', 'T1003', '范围用户');
      expect([...(await contractOrgs('ua_scope'))]).toEqual(['101001']);
      const saved = await data<Org[]>('admin', 'POST', '/system/user/saveUserOrg', { userId: user('ua_scope'), orgIds: [org('102001')] });
      expect(saved.map((item) => item.orgCode)).toEqual(['102001']);
      expect([...(await contractOrgs('ua_scope'))]).toEqual(['102001']);
      expect((await data<Org[]>('admin', 'GET', `/system/user/getUserOrg/${user('ua_scope')}`)).map((item) => item.orgCode)).toEqual(['102001']);
    });

    it('refuses unknown ids with 400 and changes nothing', async () => {
      const response = await call('admin', 'POST', '/system/user/saveUserOrg', { userId: user('ua_scope'), orgIds: [org('101001'), 999998, 999999] });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toBe('组织ID 999998、999999 不存在');
      expect((await data<Org[]>('admin', 'GET', `/system/user/getUserOrg/${user('ua_scope')}`)).map((item) => item.orgCode)).toEqual(['102001']);
      const roles = await call('admin', 'POST', '/system/user/saveUserRole', { userId: user('ua_scope'), roleIds: [999999] });
      expect(roles.statusCode).toBe(400);
      const categories = await call('admin', 'POST', '/system/user/saveUserCategory', { userId: user('ua_scope'), categoryIds: [999999] });
      expect(categories.statusCode).toBe(400);
      const nobody = await call('admin', 'POST', '/system/user/saveUserRole', { userId: 999999, roleIds: [] });
      expect(nobody.statusCode).toBe(404);
    });

    it('replaces the categories, and the category scope follows', async () => {
      const saved = await data<Category[]>('admin', 'POST', '/system/user/saveUserCategory', { userId: user('ua_scope'), categoryIds: [category('100101')] });
      expect(saved.map((item) => item.categoryCode)).toEqual(['100101']);
      const page = await data<PageData<{ categoryCode: string }>>('ua_scope', 'POST', CONTRACT_PAGE, { pageSize: 1000 });
      expect(page.total).toBeGreaterThan(0);
      expect(new Set(page.result.map((row) => row.categoryCode))).toEqual(new Set(['100101']));
    });

    it('replaces the roles and lists the buttons granted through them', async () => {
      const saved = await data<Role[]>('admin', 'POST', '/system/user/saveUserRole', { userId: user('ua_scope'), roleIds: [role('buyer'), role(REQUIREMENT_CHECK_ROLES.company)] });
      expect(saved.map((item) => item.roleCode).sort()).toEqual(['buyer', REQUIREMENT_CHECK_ROLES.company].sort());
      const buttons = await data<string[]>('admin', 'GET', `/system/user/getUserButtonList/${user('buyer')}`);
      expect(buttons).toEqual(expect.arrayContaining(['contract:add', 'contract:edit']));
      expect(buttons).not.toContain('contract:delete');
      expect(buttons).not.toContain('contract:list');
      expect(await data<string[]>('admin', 'GET', `/system/user/getUserButtonList/${user('admin')}`)).toEqual(expect.arrayContaining(['system:user:edit', 'system:user:import']));
      expect((await data<string[]>('buyer', 'GET', `/system/user/getUserButtonList/${user('buyer')}`)).length).toBe(buttons.length);
    });

    it('lets users read their own assignments only', async () => {
      expect((await data<Role[]>('buyer', 'GET', `/system/user/getUserRole/${user('buyer')}`)).map((item) => item.roleCode)).toEqual(['buyer']);
      expect((await data<Category[]>('buyer', 'GET', `/system/user/getUserCategory/${user('buyer')}`)).map((item) => item.categoryCode).sort()).toEqual(['100101', '100201']);
      for (const url of ['getUserRole', 'getUserOrg', 'getUserCategory', 'getUserButtonList']) {
        const response = await call('buyer', 'GET', `/system/user/${url}/${user('admin')}`);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(DENIED);
      }
      const write = await call('buyer', 'POST', '/system/user/saveUserOrg', { userId: user('buyer'), orgIds: [org('102001')] });
      expect(write.json()).toEqual(DENIED);
    });

    it('keeps an admin from removing their own admin role', async () => {
      const response = await call('admin', 'POST', '/system/user/saveUserRole', { userId: user('admin'), roleIds: [role('buyer')] });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorEnvelope>().message).toBe('不能移除自己的管理员角色');
    });

    it('signs a user out (body code 403) when all their roles are removed', async () => {
      await createUser('ua_noroles', 'T1004', '无角色用户');
      await data<Role[]>('admin', 'POST', '/system/user/saveUserRole', { userId: user('ua_noroles'), roleIds: [] });
      const response = await call('ua_noroles', 'POST', CONTRACT_PAGE, {});
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REVOKED);
    });
  });

  describe('per-menu authority (userOrgMsg, sysUserMenuOrgCategory)', () => {
    it('defaults to scope 2 with the user\'s own online companies and categories', async () => {
      const authority = await data<MenuAuthority>('buyer', 'GET', '/system/sysUserMenuOrgCategory/getAuthorityByMenu', undefined, { menuCode: 'contract:list' });
      expect(authority).toEqual({
        menuCode: 'contract:list',
        orgScope: 2,
        categoryScope: 2,
        orgs: [{ orgCode: '101001', orgName: '河北饲料有限公司' }],
        categories: expect.arrayContaining([
          { categoryCode: '100101', categoryName: '玉米' },
          { categoryCode: '100201', categoryName: '豆粕' },
        ]),
      });
    });

    it('answers the category tree of the menu with the ancestors needed to reach it', async () => {
      const tree = await data<MenuCategoryNode[]>('buyer', 'POST', '/system/sysUserMenuOrgCategory/getCategoryByMenu', { menuCode: 'contract:list' });
      const nodes = flatten(tree);
      const selectable = nodes.filter((node) => node.selectable).map((node) => node.categoryCode);
      expect(selectable).toEqual(expect.arrayContaining(['100101', '100201']));
      expect(nodes.find((node) => node.categoryCode === '10')?.selectable).toBe(false);
      expect(nodes.map((node) => node.categoryCode)).not.toContain('2001');
    });

    it('refuses a menu the caller does not hold, an unknown menu and a missing code', async () => {
      const denied = await call('buyer', 'GET', '/system/sysUserMenuOrgCategory/getAuthorityByMenu', undefined, { menuCode: 'system:user' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual(DENIED);
      const tree = await call('buyer', 'POST', '/system/sysUserMenuOrgCategory/getCategoryByMenu', { menuCode: 'system:user' });
      expect(tree.json()).toEqual(DENIED);
      expect((await call('admin', 'GET', '/system/sysUserMenuOrgCategory/getAuthorityByMenu', undefined, { menuCode: 'no:such:menu' })).statusCode).toBe(404);
      expect((await call('buyer', 'GET', '/system/sysUserMenuOrgCategory/getAuthorityByMenu')).statusCode).toBe(400);
    });

    it('gives an admin scope 1 everywhere', async () => {
      const authority = await data<MenuAuthority>('admin', 'GET', '/system/sysUserMenuOrgCategory/getAuthorityByMenu', undefined, { menuCode: 'contract:list' });
      expect(authority).toMatchObject({ orgScope: 1, categoryScope: 1 });
      expect(authority.orgs.map((item) => item.orgCode)).toEqual(expect.arrayContaining(['101001', '102001']));
      expect(authority.orgs.map((item) => item.orgCode)).not.toContain('101003');
    });

    it('stores a list with putList, reads it back, and the user\'s scope follows at once', async () => {
      await createUser('ua_menu', 'T1005', '菜单范围用户');
      const menuId = (await database().db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.menuCode, 'contract:list')))[0]?.id;
      const saved = await data<UserOrgMsg[]>('admin', 'PUT', '/system/userOrgMsg/putList', {
        userId: user('ua_menu'),
        list: [{ menuCode: 'contract:list', orgScope: 3, orgCodes: ['101002'], categoryScope: 1, categoryCodes: ['ignored'] }],
      });
      expect(saved).toEqual([
        expect.objectContaining({
          userId: user('ua_menu'),
          menuId,
          menuCode: 'contract:list',
          menuName: '合同列表',
          orgScope: 3,
          categoryScope: 1,
          orgCodes: ['101002'],
          categoryCodes: [],
          orgs: [{ orgCode: '101002', orgName: '天津饲料有限公司' }],
          categories: [],
        }),
      ]);
      expect(await data<UserOrgMsg[]>('admin', 'GET', `/system/userOrgMsg/listByUserId/${user('ua_menu')}`)).toEqual(saved);
      expect(await data<UserOrgMsg[]>('ua_menu', 'GET', `/system/userOrgMsg/listByUserId/${user('ua_menu')}`)).toEqual(saved);
      expect([...(await contractOrgs('ua_menu'))]).toEqual(['101002']);
      const authority = await data<MenuAuthority>('ua_menu', 'GET', '/system/sysUserMenuOrgCategory/getAuthorityByMenu', undefined, { menuCode: 'contract:list' });
      expect(authority).toMatchObject({ orgScope: 3, categoryScope: 1, orgs: [{ orgCode: '101002', orgName: '天津饲料有限公司' }] });

      // The array form, replacing the row; then an empty list clears it.
      await data<UserOrgMsg[]>('admin', 'PUT', '/system/userOrgMsg/putList', [{ userId: user('ua_menu'), menuId, orgScope: 1, categoryScope: 2 }]);
      expect((await contractOrgs('ua_menu')).size).toBeGreaterThan(1);
      expect(await data<UserOrgMsg[]>('admin', 'PUT', '/system/userOrgMsg/putList', { userId: user('ua_menu'), list: [] })).toEqual([]);
      expect([...(await contractOrgs('ua_menu'))]).toEqual(['101001']);
    });

    it('refuses bad rows with 400 and keeps the stored ones', async () => {
      await data<UserOrgMsg[]>('admin', 'PUT', '/system/userOrgMsg/putList', { userId: user('ua_menu'), list: [{ menuCode: 'contract:list', orgScope: 1, categoryScope: 1 }] });
      const unknown = await call('admin', 'PUT', '/system/userOrgMsg/putList', {
        userId: user('ua_menu'),
        list: [{ menuCode: 'contract:list', orgScope: 3, orgCodes: ['XXX'], categoryScope: 2 }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorEnvelope>().message).toBe('第1条：组织编码 XXX 不存在');
      const badScope = await call('admin', 'PUT', '/system/userOrgMsg/putList', { userId: user('ua_menu'), list: [{ menuCode: 'contract:list', orgScope: 4, categoryScope: 1 }] });
      expect(badScope.statusCode).toBe(400);
      const mixed = await call('admin', 'PUT', '/system/userOrgMsg/putList', [
        { userId: user('ua_menu'), menuCode: 'contract:list', orgScope: 1, categoryScope: 1 },
        { userId: user('buyer'), menuCode: 'dashboard', orgScope: 1, categoryScope: 1 },
      ]);
      expect(mixed.statusCode).toBe(400);
      const rows = await data<UserOrgMsg[]>('admin', 'GET', `/system/userOrgMsg/listByUserId/${user('ua_menu')}`);
      expect(rows.map((row) => [row.menuCode, row.orgScope, row.categoryScope])).toEqual([['contract:list', 1, 1]]);
      const buyer = await call('buyer', 'PUT', '/system/userOrgMsg/putList', { userId: user('buyer'), list: [] });
      expect(buyer.json()).toEqual(DENIED);
      expect((await call('buyer', 'GET', `/system/userOrgMsg/listByUserId/${user('admin')}`)).json()).toEqual(DENIED);
    });
  });

  describe('xlsx import', () => {
    const importUrl = `${API}/system/user/importRoleOrgCategory`;
    const upload = (account: string, content: Buffer, filename = 'users.xlsx') => {
      const { payload, headers } = multipart(filename, content);
      return app.inject({ method: 'POST', url: importUrl, payload, headers: { ...headers, authorization: `Bearer ${tokens.get(account) ?? ''}` } });
    };

    it('downloads a real template with the header row', async () => {
      const response = await call('admin', 'GET', '/system/user/importRoleOrgCategory/template');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const header = (workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
      // The pipeline's template marks the required column (工号*); the header row is read without the mark.
      expect(header).toEqual(TEMPLATE_HEADERS.map((name) => (name === '工号' ? '工号*' : name)));
      expect((await call('buyer', 'GET', '/system/user/importRoleOrgCategory/template')).json()).toEqual(DENIED);
    });

    it('applies a good file in full', async () => {
      await createUser('ua_import', 'T2001', '导入用户', { roles: ['buyer'], orgs: ['101001'], categories: [] });
      const file = await xlsx([
        ['工号', '姓名', '角色编码', '组织编码', '品类编码'],
        ['T2001', '导入用户', REQUIREMENT_CHECK_ROLES.company, '102001，101001', '2001'],
        ['T2001', '', '', '101002', ''],
      ]);
      const response = await upload('admin', file);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Envelope<ImportResult>>().data).toEqual({ rows: 2, users: 1, rolesAdded: 1, orgsAdded: 2, categoriesAdded: 1 });
      const detail = await data<SysUserDetail>('admin', 'GET', `/system/user/${user('ua_import')}`);
      expect(detail.roles.map((item) => item.roleCode).sort()).toEqual(['buyer', REQUIREMENT_CHECK_ROLES.company].sort());
      expect(detail.orgs.map((item) => item.orgCode).sort()).toEqual(['101001', '101002', '102001']);
      expect(detail.categories.map((item) => item.categoryCode)).toEqual(['2001']);
      // The imported user's scope changed at once.
      expect(await contractOrgs('ua_import')).toEqual(new Set(['101001', '101002', '102001']));
    });

    it('applies nothing when one row is bad and names the row', async () => {
      await createUser('ua_import2', 'T2002', '导入用户二', { roles: ['buyer'], orgs: ['101001'], categories: [] });
      const file = await xlsx([
        ['工号', '姓名', '角色编码', '组织编码', '品类编码'],
        ['T2002', '导入用户二', '', '102001', ''],
        ['T2002', '', '', 'XXX', ''],
      ]);
      const response = await upload('admin', file);
      expect(response.statusCode).toBe(422);
      const message = response.json<ErrorEnvelope>().message;
      expect(message).toContain('第3行：组织编码 XXX 不存在');
      expect(message).toContain('未导入任何数据');
      const { db } = database();
      const orgs = await db.select({ orgId: sysUserOrg.orgId }).from(sysUserOrg).where(eq(sysUserOrg.userId, user('ua_import2')));
      expect(orgs.map((row) => row.orgId)).toEqual([org('101001')]);
    });

    it('refuses a file that is not xlsx, a wrong header, a file over 10 MB, no file, and the buyer', async () => {
      const notXlsx = await upload('admin', Buffer.from('工号,角色编码\nT2001,buyer\n'), 'users.csv');
      expect(notXlsx.statusCode).toBe(400);
      expect(notXlsx.json<ErrorEnvelope>().message).toBe('文件格式不正确，请上传 xlsx 文件');
      const wrongHeader = await upload('admin', await xlsx([['姓名', '角色编码'], ['张三', 'buyer']]));
      expect(wrongHeader.statusCode).toBe(400);
      expect(wrongHeader.json<ErrorEnvelope>().message).toBe('模板不正确：缺少“工号”列，请下载最新模板');
      const tooLarge = await upload('admin', Buffer.alloc(10_485_761, 1));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json<ErrorEnvelope>().message).toBe('文件大小不能超过10M');
      const noFile = await call('admin', 'POST', '/system/user/importRoleOrgCategory', {});
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json<ErrorEnvelope>().message).toBe('文件不能为空');
      const buyer = await upload('buyer', await xlsx([['工号', '角色编码'], ['E1001', 'admin']]));
      expect(buyer.statusCode).toBe(403);
      expect(buyer.json()).toEqual(DENIED);
      const { db } = database();
      const buyerRoles = await db.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(inArray(sysUserRole.userId, [user('buyer')]));
      expect(buyerRoles.map((row) => row.roleId)).toEqual([role('buyer')]);
    });
  });

  describe('employee picker and org views', () => {
    it('lets any signed-in user search enabled employees, 10 per page', async () => {
      const page = await data<PageData<EmployeeOption>>('buyer', 'POST', '/system/user/employee/page', { userName: '张采购' });
      expect(page.pageSize).toBe(10);
      expect(page.result).toEqual([
        { id: user('buyer'), userName: '张采购', employeeCode: 'E1001', companyDesc: '河北饲料有限公司', positionDesc: '采购专员', jobDesc: '采购专员', deptDesc: '采购部', orgName: '河北饲料有限公司' },
      ]);
      const byOrg = await data<PageData<EmployeeOption>>('buyer', 'POST', '/system/user/employee/page', { orgName: '河北饲料', pageSize: 100 });
      expect(byOrg.result.map((row) => row.id)).toContain(user('buyer'));
      const byCode = await data<PageData<EmployeeOption>>('buyer', 'POST', '/system/user/employee/page', { employeeCode: 'E0001' });
      expect(byCode.result.map((row) => row.userName)).toEqual(['管理员']);
      // ua_noroles is enabled; a disabled user is never offered.
      const { db } = database();
      await db.update(sysUser).set({ enabled: 0 }).where(eq(sysUser.id, user('ua_noroles')));
      const disabled = await data<PageData<EmployeeOption>>('buyer', 'POST', '/system/user/employee/page', { employeeCode: 'T1004' });
      expect(disabled.total).toBe(0);
      expect((await call('buyer', 'POST', '/system/user/employee/page', { pageSize: 0 })).statusCode).toBe(400);
    });

    it('lists users sharing the caller\'s orgs, and only orgs the caller has', async () => {
      const mine = await data<EmployeeOption[]>('buyer', 'POST', '/system/user/getListByUserOrg', {});
      expect(mine.map((row) => row.id)).toContain(user('buyer'));
      const denied = await call('buyer', 'POST', '/system/user/getListByUserOrg', { orgCodes: ['102001'] });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 40301, message: '您暂无该组织的权限' });
      const below = await data<EmployeeOption[]>('buyer', 'POST', '/system/user/getListByUserOrg', { orgCodes: '10100101' });
      expect(below.map((row) => row.id)).toContain(user('buyer'));
      const admin = await data<EmployeeOption[]>('admin', 'POST', '/system/user/getListByUserOrg', { orgCodes: ['102001'] });
      expect(admin.map((row) => row.id)).toContain(user('ua_scope'));
      expect(admin.map((row) => row.id)).not.toContain(user('buyer'));
    });

    it('cuts the org tree to the user\'s orgs and their ancestors', async () => {
      const tree = await data<OrgTreeNode[]>('buyer', 'GET', `/system/user/getOrgTreeByUserId/${user('buyer')}`);
      expect(shape(tree, (node) => node.orgCode)).toEqual({ BU01: { AREA01: { '101001': { '10100101': {} } } } });
      expect((await call('buyer', 'GET', `/system/user/getOrgTreeByUserId/${user('admin')}`)).json()).toEqual(DENIED);
      expect((await call('admin', 'GET', '/system/user/getOrgTreeByUserId/999999')).statusCode).toBe(404);
    });

    it('lists the user\'s BUs and areas', async () => {
      const bus = await data<OrgDetail[]>('buyer', 'GET', `/system/user/getBuList/${user('buyer')}`);
      expect(bus.map((row) => row.orgCode)).toEqual(['BU01']);
      const areas = await data<OrgDetail[]>('buyer', 'GET', `/system/user/getSubordinateDistrictList/${user('buyer')}`);
      expect(areas.map((row) => row.orgCode)).toEqual(['AREA01']);
      const adminAreas = await data<OrgDetail[]>('admin', 'GET', `/system/user/getSubordinateDistrictList/${user('admin')}`);
      expect(adminAreas.map((row) => row.orgCode)).toEqual(expect.arrayContaining(['AREA01', 'AREA02']));
      expect(adminAreas.every((row) => row.level === 4 && row.isOnline === 1)).toBe(true);
      expect((await call('buyer', 'GET', `/system/user/getBuList/${user('admin')}`)).json()).toEqual(DENIED);
    });
  });

  describe('requirement check', () => {
    const check = (account: string, orgCodes: string[]) => data<RequirementCheckResult>(account, 'POST', '/system/user/requirementCheck', { orgCodes });

    it('needs no check for a user without a requirement role', async () => {
      expect(await check('buyer', ['101001'])).toEqual({ checkRole: null, checkLevel: null, requiredOrgCodes: [], allowed: true, message: '无需进行需求校验' });
    });

    it('refuses orgs outside the user\'s orgs', async () => {
      expect(await check('buyer', ['101001', '102001'])).toMatchObject({ allowed: false, message: '您暂无该组织的权限', requiredOrgCodes: [] });
    });

    it('lets the narrowest role decide, and a supply-chain user only district and industry', async () => {
      await createUser('ua_check', 'T3001', '需求审核', {
        roles: [REQUIREMENT_CHECK_ROLES.company, REQUIREMENT_CHECK_ROLES.district],
        orgs: ['BU01'],
        categories: [],
      });
      expect(await check('ua_check', ['101001', '101002'])).toMatchObject({ checkRole: REQUIREMENT_CHECK_ROLES.company, checkLevel: 'company', requiredOrgCodes: ['101001', '101002'], allowed: true });
      await data<Role[]>('admin', 'POST', '/system/user/saveUserRole', {
        userId: user('ua_check'),
        roleIds: [role(SUPPLY_CHAIN_ROLE), role(REQUIREMENT_CHECK_ROLES.company), role(REQUIREMENT_CHECK_ROLES.district)],
      });
      expect(await check('ua_check', ['101001', '102001'])).toMatchObject({ checkRole: REQUIREMENT_CHECK_ROLES.district, checkLevel: 'district', requiredOrgCodes: ['NORTH', 'SOUTH'] });
    });

    it('refuses unknown org codes and an empty list with 400', async () => {
      const unknown = await call('buyer', 'POST', '/system/user/requirementCheck', { orgCodes: ['NOPE'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorEnvelope>().message).toBe('组织编码 NOPE 不存在');
      expect((await call('buyer', 'POST', '/system/user/requirementCheck', { orgCodes: [] })).statusCode).toBe(400);
    });
  });
});
