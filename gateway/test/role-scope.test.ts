/**
 * 角色管理 › 数据权限 (issue 21; modules/system/role-scope.ts, core/access.ts) on both databases: a
 * role's scope on the contract list reaches its holder on their very next request, a user's own
 * 菜单权限 row still wins, a stale version is 409 and bad rows are 400 in Chinese.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, LoginInfo, PageData, RoleMenuScopes, RoleRow, RoleSaved, UserOrgMsg } from '../src/api/index.js';
import { invalidateAccess } from '../src/core/access.js';
import { sysUser } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/gateway';
const DENIED = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };
const CONTRACT_MENU = 'contract:list';
const CONTRACT_PAGE = '/purchase/api/v1/contract/head/page?pageSize=1000';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(eachDatabase)('[%s] role data scope', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  async function login(account: string): Promise<void> {
    const password = DEMO_USERS.find((seed) => seed.account === account)?.password ?? '';
    const response = await app.inject({ method: 'POST', url: `${API}/system/login/loginByAccount`, payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    tokens.set(account, response.json<Envelope<LoginInfo>>().data.accessToken);
  }

  function call(account: string, method: Method, url: string, payload?: object) {
    const options: InjectOptions = { method, url: `${API}${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` } };
    if (payload !== undefined) options.payload = payload;
    return app.inject(options);
  }

  async function data<T>(account: string, method: Method, url: string, payload?: object): Promise<{ data: T; message: string }> {
    const response = await call(account, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    const envelope = response.json<Envelope<T>>();
    return { data: envelope.data, message: envelope.message ?? '' };
  }

  async function buyerRole(): Promise<RoleRow> {
    const page = await data<PageData<RoleRow>>('admin', 'GET', '/system/role/page?roleCode=buyer');
    const row = page.data.result.find((role) => role.roleCode === 'buyer');
    if (!row) throw new Error('no buyer role');
    return row;
  }

  async function scopes(roleId: number): Promise<RoleMenuScopes> {
    return (await data<RoleMenuScopes>('admin', 'GET', `/system/role/menu-scopes?roleId=${roleId}`)).data;
  }

  /** The org codes of the contract heads the buyer sees, and how many. */
  async function buyerContracts(): Promise<{ total: number; orgs: Set<string> }> {
    const page = (await data<PageData<{ orgCode: string }>>('buyer', 'GET', CONTRACT_PAGE)).data;
    return { total: page.total, orgs: new Set(page.result.map((row) => row.orgCode)) };
  }

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    invalidateAccess();
    await login('admin');
    await login('buyer');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the pages the role holds with the defaults, and a role scope reaches the holder on the next request', async () => {
    const role = await buyerRole();
    const before = await scopes(role.id);
    expect(before).toMatchObject({ roleId: role.id, roleType: 2, version: role.version });
    const contractList = before.menus.find((menu) => menu.menuCode === CONTRACT_MENU);
    expect(contractList).toMatchObject({ menuName: '合同列表', orgScope: 2, categoryScope: 2, orgCodes: [], categoryCodes: [], stored: false });
    // Pages only: no directory ('contract') and no button ('contract:add').
    expect(before.menus.map((menu) => menu.menuCode)).not.toContain('contract');
    expect(before.menus.map((menu) => menu.menuCode)).not.toContain('contract:add');
    const menuId = contractList?.menuId as number;

    const own = await buyerContracts();
    expect([...own.orgs]).toEqual(['101001']);

    const saved = await data<RoleSaved>('admin', 'POST', '/system/role/saveMenuScopes', {
      roleId: role.id,
      version: role.version,
      scopes: [{ menuId, orgScope: 1, categoryScope: 1, orgCodes: [], categoryCodes: [] }],
    });
    expect(saved).toEqual({ data: { id: role.id, version: role.version + 1 }, message: '数据权限保存成功' });
    const wide = await buyerContracts();
    expect(wide.total).toBeGreaterThan(own.total);
    expect(wide.orgs.size).toBeGreaterThan(1);
    expect((await scopes(role.id)).menus.find((menu) => menu.menuId === menuId)).toMatchObject({ orgScope: 1, categoryScope: 1, stored: true });

    // A list of orgs, united with nothing else: only that org's contracts.
    await data<RoleSaved>('admin', 'POST', '/system/role/saveMenuScopes', {
      roleId: role.id,
      version: role.version + 1,
      scopes: [{ menuId, orgScope: 3, orgCodes: [' 102001 '], categoryScope: 1 }],
    });
    expect([...(await buyerContracts()).orgs]).toEqual(['102001']);
    expect((await scopes(role.id)).menus.find((menu) => menu.menuId === menuId)).toMatchObject({ orgScope: 3, orgCodes: ['102001'], categoryCodes: [] });

    // Back to 2 and 2: the same as no row, and the buyer sees their own again.
    await data<RoleSaved>('admin', 'POST', '/system/role/saveMenuScopes', {
      roleId: role.id,
      version: role.version + 2,
      scopes: [{ menuId, orgScope: 2, categoryScope: 2 }],
    });
    expect(await buyerContracts()).toEqual(own);
    expect((await scopes(role.id)).menus.find((menu) => menu.menuId === menuId)).toMatchObject({ orgScope: 2, categoryScope: 2, stored: false });
  });

  it("lets a user's own 菜单权限 row win over their role's", async () => {
    const role = await buyerRole();
    const menuId = (await scopes(role.id)).menus.find((menu) => menu.menuCode === CONTRACT_MENU)?.menuId as number;
    const own = await buyerContracts();
    const [buyer] = await database().db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'buyer'));
    const userId = buyer?.id as number;
    await data<UserOrgMsg[]>('admin', 'PUT', '/system/userOrgMsg/putList', { userId, list: [{ menuCode: CONTRACT_MENU, orgScope: 2, categoryScope: 2 }] });

    await data<RoleSaved>('admin', 'POST', '/system/role/saveMenuScopes', {
      roleId: role.id,
      version: role.version,
      scopes: [{ menuId, orgScope: 1, categoryScope: 1 }],
    });
    expect(await buyerContracts()).toEqual(own);

    // Without the user's row the role's scope applies.
    await data<UserOrgMsg[]>('admin', 'PUT', '/system/userOrgMsg/putList', { userId, list: [] });
    expect((await buyerContracts()).total).toBeGreaterThan(own.total);
    await data<RoleSaved>('admin', 'POST', '/system/role/saveMenuScopes', { roleId: role.id, version: role.version + 1, scopes: [] });
    expect(await buyerContracts()).toEqual(own);
  });

  it('refuses a stale version (409), bad rows (400, nothing written), an admin role (422) and a caller without the button (403)', async () => {
    const role = await buyerRole();
    const menuId = (await scopes(role.id)).menus.find((menu) => menu.menuCode === CONTRACT_MENU)?.menuId as number;
    const stale = await call('admin', 'POST', '/system/role/saveMenuScopes', { roleId: role.id, version: role.version - 1, scopes: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, message: '数据已被他人修改，请刷新后重试' });

    const badScope = await call('admin', 'POST', '/system/role/saveMenuScopes', { roleId: role.id, version: role.version, scopes: [{ menuId, orgScope: 4, categoryScope: 1 }] });
    expect(badScope.statusCode).toBe(400);
    expect(badScope.json<Envelope<null>>().message).toMatch(/[\u4e00-\u9fa5]/);
    const unknown = await call('admin', 'POST', '/system/role/saveMenuScopes', {
      roleId: role.id,
      version: role.version,
      scopes: [{ menuId, orgScope: 3, orgCodes: ['XXX'], categoryScope: 3, categoryCodes: [] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: '第1条：品类范围为“指定品类”时须选择品类；第1条：组织编码 XXX 不存在' });
    const notHeld = await call('admin', 'POST', '/system/role/saveMenuScopes', { roleId: role.id, version: role.version, scopes: [{ menuId: 987654, orgScope: 1, categoryScope: 1 }] });
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json()).toMatchObject({ message: '菜单ID 987654 未分配给该角色，不能设置数据权限', errorCode: 'system.role.menuNotHeld' });
    expect((await buyerRole()).version).toBe(role.version);

    const adminPage = await data<PageData<RoleRow>>('admin', 'GET', '/system/role/page?roleCode=admin');
    const adminRole = adminPage.data.result.find((row) => row.roleCode === 'admin') as RoleRow;
    expect((await scopes(adminRole.id)).menus).toEqual([]);
    const admin = await call('admin', 'POST', '/system/role/saveMenuScopes', { roleId: adminRole.id, version: adminRole.version, scopes: [] });
    expect(admin.statusCode).toBe(422);
    expect(admin.json()).toMatchObject({ message: '管理员角色可查看全部数据，无需设置数据权限' });

    const buyer = await call('buyer', 'POST', '/system/role/saveMenuScopes', { roleId: role.id, version: role.version, scopes: [] });
    expect(buyer.json()).toEqual(DENIED);
    expect((await call('buyer', 'GET', `/system/role/menu-scopes?roleId=${role.id}`)).json()).toEqual(DENIED);
  });
});
