import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope, ErrorEnvelope, LoginInfo, Menu } from '../src/api/index.js';
import { verifyPassword, hashPassword, LEGACY_SCRYPT_PARAMS } from '../src/core/password.js';
import { hashToken } from '../src/core/sessions.js';
import { sysCategory, sysMenu, sysOrg, sysSession, sysUser } from '../src/db/schema.js';
import { DEMO_ROLES, DEMO_USERS } from '../src/db/seed.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LOGIN = '/gateway/system/login/loginByAccount';
const LOGIN_INFO = '/gateway/system/login/getLoginInfoByToken';
const LOGOUT = '/gateway/system/login/logout';
const SESSION_EXPIRED: ErrorEnvelope = {
  code: 401,
  success: false,
  message: '登录状态已过期，请重新登录',
  errorCode: 'common.sessionExpired',
  data: null,
};

function demoUser(account: string) {
  const user = DEMO_USERS.find((candidate) => candidate.account === account);
  if (!user) throw new Error(`no demo user ${account}`);
  return user;
}

function flatten(menus: readonly Menu[]): Menu[] {
  return menus.flatMap((menu) => [menu, ...flatten(menu.children ?? [])]);
}

describe.each(eachDatabase)('[%s] sign-in and session', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (account: string, password: string) =>
    app.inject({ method: 'POST', url: LOGIN, payload: { account, password } });

  async function signIn(account: string): Promise<LoginInfo> {
    const response = await login(account, demoUser(account).password);
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<LoginInfo>>().data;
  }

  describe('loginByAccount', () => {
    it('signs the admin in with every menu as a tree, all orgs and all categories', async () => {
      const response = await login('admin', 'Admin@123');
      expect(response.statusCode).toBe(200);
      const body = response.json<Envelope<LoginInfo>>();
      expect(body).toMatchObject({ code: 200, success: true, message: '操作成功' });
      const info = body.data;

      expect(info.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(info.expiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(info.sysUserInfo).toMatchObject({
        account: 'admin',
        userName: '管理员',
        gender: 1,
        positionDesc: '系统管理员',
        companyDesc: '牧原饲料集团',
        deptDesc: '信息部',
      });
      expect(info.roleList).toEqual([expect.objectContaining({ roleCode: 'admin', roleType: 1 })]);

      const db = database().db;
      const allMenus = await db.select({ id: sysMenu.id }).from(sysMenu);
      const allOrgs = await db.select({ id: sysOrg.id }).from(sysOrg);
      const allCategories = await db.select({ id: sysCategory.id }).from(sysCategory);
      const menus = flatten(info.menuList);
      expect(menus.map((menu) => menu.id).sort()).toEqual(allMenus.map((menu) => menu.id).sort());
      // Each page and folder with its English name for the app's English mode; a button has none.
      expect(menus.find((menu) => menu.menuCode === 'contract:list')).toMatchObject({ menuName: '合同列表', menuNameEn: 'Contract list' });
      expect(menus.find((menu) => menu.menuCode === 'contract:add')).toMatchObject({ menuName: '新增合同', menuNameEn: null });
      expect(info.orgList).toHaveLength(allOrgs.length);
      expect(info.categoryList).toHaveLength(allCategories.length);

      // A tree: roots have parentId 0, every child points at the node it is nested under, siblings sorted.
      for (const root of info.menuList) expect(root.parentId).toBe(0);
      const checkChildren = (parent: Menu) => {
        const children = parent.children ?? [];
        for (const child of children) expect(child.parentId).toBe(parent.id);
        const order = children.map((child) => child.sortNumber);
        expect(order).toEqual([...order].sort((a, b) => a - b));
        children.forEach(checkChildren);
      };
      info.menuList.forEach(checkChildren);
      const rootOrder = info.menuList.map((menu) => menu.sortNumber);
      expect(rootOrder).toEqual([...rootOrder].sort((a, b) => a - b));

      // Buttons are included, as leaves.
      const buttons = menus.filter((menu) => menu.menuType === 2);
      expect(buttons.map((menu) => menu.menuCode)).toContain('contract:add');
      for (const button of buttons) expect(button.children).toBeUndefined();
    });

    it("gives a normal user only its roles' menus and its own orgs and categories", async () => {
      const info = await signIn('buyer');
      expect(info.sysUserInfo).toMatchObject({ userName: '张采购', gender: 2, positionDesc: '采购专员' });
      expect(info.roleList.map((role) => [role.roleCode, role.roleType])).toEqual([['buyer', 2]]);
      expect(info.orgList.map((org) => org.orgCode).sort()).toEqual(['101001', '10100101']);
      expect(info.orgList.find((org) => org.orgCode === '101001')).toMatchObject({
        orgName: '河北饲料有限公司',
        level: 6,
        isOnline: 1,
      });
      expect(info.categoryList.map((category) => category.categoryName).sort()).toEqual(['玉米', '豆粕'].sort());

      const codes = flatten(info.menuList).map((menu) => menu.menuCode);
      // No contract:delete nor contract:submit: the buyer role holds add and edit, and the hidden detail and editor pages.
      expect(codes.sort()).toEqual(['contract', 'contract:add', 'contract:detail', 'contract:edit', 'contract:editor', 'contract:list', 'dashboard']);
      const contract = info.menuList.find((menu) => menu.menuCode === 'contract');
      expect(contract?.children?.map((menu) => menu.menuCode)).toEqual(['contract:list', 'contract:detail', 'contract:editor']);
      expect(contract?.children?.[0]?.children?.map((menu) => [menu.menuCode, menu.menuType])).toEqual([
        ['contract:add', 2],
        ['contract:edit', 2],
      ]);
    });

    it('signs every demo account in with its documented password, with exactly its roles, menus, orgs and categories', async () => {
      for (const user of DEMO_USERS.filter((candidate) => candidate.roleCodes.every((code) => code !== 'admin'))) {
        const info = await signIn(user.account);
        expect(info.sysUserInfo, user.account).toMatchObject({ userName: user.userName, employeeCode: user.employeeCode, gender: user.gender });
        expect(info.roleList.map((role) => role.roleCode).sort(), user.account).toEqual([...user.roleCodes].sort());
        const granted = new Set(user.roleCodes.flatMap((code) => DEMO_ROLES.find((role) => role.roleCode === code)?.menuCodes ?? []));
        expect(flatten(info.menuList).map((menu) => menu.menuCode).sort(), user.account).toEqual([...granted].sort());
        expect(info.orgList.map((org) => org.orgCode).sort(), user.account).toEqual([...(user.orgCodes === 'all' ? [] : user.orgCodes)].sort());
        expect(info.categoryList.map((category) => category.categoryCode).sort(), user.account).toEqual(
          [...(user.categoryCodes === 'all' ? [] : user.categoryCodes)].sort(),
        );
      }
    });

    it('trims the account', async () => {
      const response = await login('  buyer \t', 'Buyer@123');
      expect(response.statusCode).toBe(200);
      expect(response.json<Envelope<LoginInfo>>().data.sysUserInfo.account).toBe('buyer');
    });

    it('refuses a wrong password with 400 用户名或密码错误 and no token', async () => {
      for (const [account, password] of [
        ['admin', 'admin@123'],
        ['nobody', 'Admin@123'],
      ] as const) {
        const response = await login(account, password);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, success: false, message: '用户名或密码错误', errorCode: 'system.badCredentials', data: null });
        expect(response.body).not.toContain('accessToken');
      }
    });

    it('asks for the account when it is empty or blank', async () => {
      const response = await login('   ', 'Admin@123');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false, message: '请输入用户名' });
    });

    it('answers a schema violation with 400 and a Chinese message naming the field, never 500', async () => {
      const missing = await app.inject({ method: 'POST', url: LOGIN, payload: { account: 'admin' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        code: 400,
        success: false,
        message: '请求参数错误：password 不能为空',
        errorCode: 'validation.badRequest',
        data: null,
      });

      const wrongType = await app.inject({ method: 'POST', url: LOGIN, payload: { account: {}, password: 'x' } });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json<ErrorEnvelope>().message).toMatch(/^请求参数错误：account /);

      const noBody = await app.inject({ method: 'POST', url: LOGIN });
      expect(noBody.statusCode).toBe(400);
      expect(noBody.json<ErrorEnvelope>().message).toMatch(/^请求参数错误/);

      const badJson = await app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { 'content-type': 'application/json' },
        payload: '{"account":',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toMatchObject({ code: 400, success: false, message: '请求参数错误', errorCode: 'common.badRequest' });
    });

    it('refuses a disabled account with 403 and body code 40301', async () => {
      await database()
        .db.insert(sysUser)
        .values({ account: 'retired', userName: '停用用户', passwordHash: await hashPassword('Retired@123'), enabled: 0 });
      const response = await login('retired', 'Retired@123');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 40301, success: false, message: '账号已停用', errorCode: 'system.accountDisabled', data: null });
    });

    it('stores only the sha256 of the token, never the token itself', async () => {
      const info = await signIn('admin');
      const rows = await database().db.select().from(sysSession);
      expect(rows.some((row) => row.tokenHash === info.accessToken)).toBe(false);
      const stored = rows.find((row) => row.tokenHash === hashToken(info.accessToken));
      expect(stored).toBeDefined();
      expect(stored?.revokedAt).toBeNull();
      expect(stored?.expiresAt.toISOString()).toBe(info.expiresAt);
    });

    it('stores a salted password hash that verifies, not the password', async () => {
      const [admin] = await database().db.select().from(sysUser).where(eq(sysUser.account, 'admin'));
      expect(admin?.passwordHash).toBeDefined();
      const stored = admin?.passwordHash ?? '';
      expect(stored).not.toContain('Admin@123');
      expect(stored.startsWith('scrypt$')).toBe(true);
      expect(await verifyPassword('Admin@123', stored)).toBe(true);
      expect(await verifyPassword('Admin@124', stored)).toBe(false);
    });

    it('rehashes a password stored with the old scrypt cost to N=2^17 at the next successful sign-in', async () => {
      const legacy = await hashPassword('Legacy@123', LEGACY_SCRYPT_PARAMS);
      expect(legacy.startsWith('scrypt$16384$8$1$')).toBe(true);
      await database().db.insert(sysUser).values({ account: 'legacy.hash', userName: '旧哈希', passwordHash: legacy });
      const storedHash = async () =>
        (await database().db.select({ hash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.account, 'legacy.hash')))[0]?.hash ?? '';

      // The production cost (the suites otherwise hash with the test-only SCRYPT_TEST_N).
      vi.stubEnv('SCRYPT_TEST_N', '');
      try {
        expect((await login('legacy.hash', 'Wrong@123')).statusCode).toBe(400);
        expect(await storedHash()).toBe(legacy);

        expect((await login('legacy.hash', 'Legacy@123')).statusCode).toBe(200);
        const rehashed = await storedHash();
        expect(rehashed.startsWith('scrypt$131072$8$1$')).toBe(true);
        expect(await verifyPassword('Legacy@123', rehashed)).toBe(true);

        // Already current: the next sign-in keeps it.
        expect((await login('legacy.hash', 'Legacy@123')).statusCode).toBe(200);
        expect(await storedHash()).toBe(rehashed);
      } finally {
        vi.unstubAllEnvs();
      }
    });
  });

  describe('getLoginInfoByToken', () => {
    it('answers the same LoginInfo for a good token, from the query or the bearer header', async () => {
      const signedIn = await signIn('buyer');
      const byQuery = await app.inject({ method: 'GET', url: LOGIN_INFO, query: { token: signedIn.accessToken } });
      expect(byQuery.statusCode).toBe(200);
      expect(byQuery.json<Envelope<LoginInfo>>().data).toEqual(signedIn);

      const byHeader = await app.inject({
        method: 'GET',
        url: LOGIN_INFO,
        headers: { authorization: `Bearer ${signedIn.accessToken}` },
      });
      expect(byHeader.statusCode).toBe(200);
      expect(byHeader.json<Envelope<LoginInfo>>().data.accessToken).toBe(signedIn.accessToken);
    });

    it('prefers the bearer header to the query token (kept for spec 01 compatibility)', async () => {
      const signedIn = await signIn('buyer');
      const headerWins = await app.inject({
        method: 'GET',
        url: LOGIN_INFO,
        query: { token: 'garbage' },
        headers: { authorization: `Bearer ${signedIn.accessToken}` },
      });
      expect(headerWins.statusCode).toBe(200);
      const badHeader = await app.inject({
        method: 'GET',
        url: LOGIN_INFO,
        query: { token: signedIn.accessToken },
        headers: { authorization: 'Bearer garbage' },
      });
      expect(badHeader.statusCode).toBe(401);
    });

    it('answers 401 for a garbage or missing token', async () => {
      for (const query of [{ token: 'garbage' }, { token: '' }, {}] as Record<string, string>[]) {
        const response = await app.inject({ method: 'GET', url: LOGIN_INFO, query });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(SESSION_EXPIRED);
      }
      const badHeader = await app.inject({ method: 'GET', url: LOGIN_INFO, headers: { authorization: 'Bearer nope' } });
      expect(badHeader.statusCode).toBe(401);
    });

    it('answers 401 once the token has expired', async () => {
      const shortLived = buildServer({ db: database(), tokenTtlMs: 50 });
      try {
        const response = await shortLived.inject({
          method: 'POST',
          url: LOGIN,
          payload: { account: 'admin', password: 'Admin@123' },
        });
        const { accessToken } = response.json<Envelope<LoginInfo>>().data;
        await new Promise((resolve) => setTimeout(resolve, 120));
        const expired = await app.inject({ method: 'GET', url: LOGIN_INFO, query: { token: accessToken } });
        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toEqual(SESSION_EXPIRED);
      } finally {
        await shortLived.close();
      }
    });
  });

  describe('logout', () => {
    it('revokes the token, which then gets 401 everywhere', async () => {
      const { accessToken } = await signIn('admin');
      const bearer = { authorization: `Bearer ${accessToken}` };

      const logout = await app.inject({ method: 'POST', url: LOGOUT, headers: bearer });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toMatchObject({ code: 200, success: true, data: null });

      const [session] = await database()
        .db.select()
        .from(sysSession)
        .where(eq(sysSession.tokenHash, hashToken(accessToken)));
      expect(session?.revokedAt).toBeInstanceOf(Date);

      const reuse = await app.inject({ method: 'GET', url: LOGIN_INFO, headers: bearer });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual(SESSION_EXPIRED);
      const again = await app.inject({ method: 'POST', url: LOGOUT, headers: bearer });
      expect(again.statusCode).toBe(401);
    });

    it('needs a bearer token', async () => {
      const response = await app.inject({ method: 'POST', url: LOGOUT });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_EXPIRED);
    });
  });
});
