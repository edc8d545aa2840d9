/**
 * Read views of the administration pages (admin-views.ts) on both databases: the role list, the whole
 * menu tree and every dictionary with its items, each refused to a user without the page's menu.
 */
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, LoginInfo, Menu, Role, SysDictView } from '../src/api/index.js';
import { invalidateAccess } from '../src/core/access.js';
import { hashPassword } from '../src/core/password.js';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../src/db/schema.js';
import { DEMO_MENUS, DEMO_ROLES, DEMO_USERS } from '../src/db/seed.js';
import { sysDictItem } from '../src/db/tables/system-data.js';
import { DICTIONARIES } from '../src/modules/system/dictionary-data.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/gateway/system';
const DENIED = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };
const PASSWORD = 'Test@1234';

function flatten<T extends { children?: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe.each(eachDatabase)('[%s] administration read views', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  async function login(account: string, password: string): Promise<void> {
    const response = await app.inject({ method: 'POST', url: `${API}/login/loginByAccount`, payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    tokens.set(account, response.json<Envelope<LoginInfo>>().data.accessToken);
  }

  function get(account: string, path: string) {
    const options: InjectOptions = { method: 'GET', url: `${API}${path}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` } };
    return app.inject(options);
  }

  async function data<T>(account: string, path: string): Promise<T> {
    const response = await get(account, path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<T>>().data;
  }

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    invalidateAccess();
    for (const account of ['admin', 'buyer']) {
      await login(account, DEMO_USERS.find((seed) => seed.account === account)?.password ?? '');
    }
    // A user administrator who holds 用户管理 but not 菜单管理 nor 数据字典.
    const { db } = database();
    const [role] = await db.insert(sysRole).values({ roleCode: 'views_user_admin', roleName: '用户管理员', roleType: 2 }).returning({ id: sysRole.id });
    const menus = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.menuCode, ['system', 'system:user']));
    await db.insert(sysRoleMenu).values(menus.map((menu) => ({ roleId: role?.id as number, menuId: menu.id })));
    const [user] = await db
      .insert(sysUser)
      .values({ account: 'views_user_admin', userName: '用户管理员', employeeCode: 'V0001', passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: sysUser.id });
    await db.insert(sysUserRole).values({ userId: user?.id as number, roleId: role?.id as number });
    await login('views_user_admin', PASSWORD);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /system/role/list', () => {
    it('answers every role, the admin type first, without the user link', async () => {
      const roles = await data<Role[]>('admin', '/role/list');
      expect(roles.map((role) => role.roleCode)).toEqual(expect.arrayContaining(DEMO_ROLES.map((role) => role.roleCode)));
      expect(roles[0]).toMatchObject({ roleCode: 'admin', roleName: '系统管理员', roleType: 1 });
      expect(roles.find((role) => role.roleCode === 'buyer')).toEqual({ id: expect.any(Number), roleCode: 'buyer', roleName: '采购员', roleType: 2 });
      expect(roles.map((role) => role.roleType)).toEqual([...roles.map((role) => role.roleType)].sort());
    });

    it('is open to a user administrator and refused to the buyer', async () => {
      expect((await data<Role[]>('views_user_admin', '/role/list')).length).toBeGreaterThan(1);
      const refused = await get('buyer', '/role/list');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(DENIED);
    });
  });

  describe('GET /system/menu/tree', () => {
    it('answers every seeded menu, hidden ones and buttons included, nested and in sort order', async () => {
      const tree = await data<Menu[]>('admin', '/menu/tree');
      const all = flatten(tree);
      expect(all.map((menu) => menu.menuCode).sort()).toEqual(DEMO_MENUS.map((menu) => menu.menuCode).sort());
      const system = tree.find((menu) => menu.menuCode === 'system');
      const user = system?.children?.find((menu) => menu.menuCode === 'system:user');
      expect(user).toMatchObject({ menuName: '用户管理', menuType: 1, pathUrl: '/system/user', pageUrl: 'system/user', hidden: 0 });
      expect(user?.children?.map((button) => [button.menuCode, button.menuType])).toEqual([
        ['system:user:edit', 2],
        ['system:user:import', 2],
        ['system:user:sync', 2],
      ]);
      expect(all.find((menu) => menu.menuCode === 'contract:detail')).toMatchObject({ hidden: 1 });
      for (const level of [tree, ...all.map((menu) => menu.children ?? [])]) {
        const sorts = level.map((menu) => menu.sortNumber);
        expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      }
    });

    it('is refused to a user without 菜单管理, even one who administers users', async () => {
      for (const account of ['buyer', 'views_user_admin']) {
        const refused = await get(account, '/menu/tree');
        expect(refused.statusCode, account).toBe(403);
        expect(refused.json()).toEqual(DENIED);
      }
    });
  });

  describe('GET /system/dict/list', () => {
    it('answers every dictionary with its name and all its items, disabled ones too', async () => {
      const { db } = database();
      const [disabled] = await db.select({ id: sysDictItem.id, dictCode: sysDictItem.dictCode, itemCode: sysDictItem.itemCode }).from(sysDictItem).limit(1);
      await db.update(sysDictItem).set({ enabled: 0 }).where(eq(sysDictItem.id, disabled?.id as number));
      try {
        const dicts = await data<SysDictView[]>('admin', '/dict/list');
        const codes = dicts.map((dict) => dict.dictCode);
        expect(codes).toEqual([...codes].sort());
        expect(codes).toEqual(expect.arrayContaining(DICTIONARIES.map((dict) => dict.dictCode)));
        const contract = dicts.find((dict) => dict.dictCode === 'contractStatus');
        const definition = DICTIONARIES.find((dict) => dict.dictCode === 'contractStatus');
        expect(contract?.dictName).toBe('合同状态');
        expect(contract?.items.map((item) => [item.dictItemCode, item.dictItemName])).toEqual(definition?.items.map(([code, name]) => [code, name]));
        expect(contract?.items[0]).toEqual({ id: expect.any(Number), dictItemCode: 'draft', dictItemName: '草稿', sortNumber: expect.any(Number), enabled: expect.any(Number) });
        const owner = dicts.find((dict) => dict.dictCode === disabled?.dictCode);
        expect(owner?.items.find((item) => item.dictItemCode === disabled?.itemCode)).toMatchObject({ enabled: 0 });
      } finally {
        await db.update(sysDictItem).set({ enabled: 1 }).where(eq(sysDictItem.id, disabled?.id as number));
      }
    });

    it('is refused to a user without 数据字典', async () => {
      for (const account of ['buyer', 'views_user_admin']) {
        const refused = await get(account, '/dict/list');
        expect(refused.statusCode, account).toBe(403);
        expect(refused.json()).toEqual(DENIED);
      }
    });
  });
});
