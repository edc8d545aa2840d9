/**
 * 菜单管理 and 组织管理 editing (issue 21) on both databases: add / edit / delete a menu, the refused
 * deletes (children, a role holding it), 409 on a stale version, 403 without the button, a menu change
 * reaching a user's next login info, and an org edit.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMenu, Envelope, ErrorEnvelope, LoginInfo, Menu, OrgDetail, OrgTreeNode } from '../src/api/index.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/gateway/system';
const DENIED = { code: 40301, success: false, message: '您暂无此权限' };

function flatten<T extends { children?: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe.each(eachDatabase)('[%s] menu and org editing', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'buyer']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password;
      const response = await app.inject({ method: 'POST', url: `${API}/login/loginByAccount`, payload: { account, password } });
      tokens.set(account, response.json<Envelope<LoginInfo>>().data.accessToken);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  function call(account: string, method: 'GET' | 'POST', url: string, payload?: object) {
    const options: InjectOptions = { method, url: `${API}${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` } };
    if (payload !== undefined) options.payload = payload;
    return app.inject(options);
  }

  async function menus(): Promise<AdminMenu[]> {
    const response = await call('admin', 'GET', '/menu/tree');
    expect(response.statusCode, response.body).toBe(200);
    return flatten(response.json<Envelope<AdminMenu[]>>().data);
  }

  async function menuByCode(code: string): Promise<AdminMenu> {
    const found = (await menus()).find((menu) => menu.menuCode === code);
    if (!found) throw new Error(`no menu ${code}`);
    return found;
  }

  async function orgByCode(code: string): Promise<OrgDetail> {
    const response = await call('admin', 'GET', '/org/getTree');
    const found = flatten(response.json<Envelope<OrgTreeNode[]>>().data).find((org) => org.orgCode === code);
    if (!found) throw new Error(`no org ${code}`);
    return found;
  }

  describe('menus', () => {
    it('adds a page under a page and a button under it, edits and deletes them', async () => {
      const parent = await menuByCode('system');
      const added = await call('admin', 'POST', '/menu/add', {
        parentId: parent.id,
        menuCode: 'system:test-page',
        menuName: '测试页面',
        menuNameEn: 'Test page',
        menuType: 1,
        pathUrl: '/system/test-page',
        sortNumber: 90,
      });
      expect(added.statusCode, added.body).toBe(200);
      const page = added.json<Envelope<AdminMenu>>();
      expect(page).toMatchObject({ success: true, message: '新增成功', data: { parentId: parent.id, menuName: '测试页面', menuNameEn: 'Test page', menuType: 1, pathUrl: '/system/test-page', sortNumber: 90, hidden: 0, version: 0 } });

      const button = await call('admin', 'POST', '/menu/add', { parentId: page.data.id, menuCode: 'system:test-page:add', menuName: '新增测试', menuType: 2, pathUrl: '/ignored' });
      expect(button.statusCode, button.body).toBe(200);
      expect(button.json<Envelope<AdminMenu>>().data).toMatchObject({ menuType: 2, pathUrl: null, menuNameEn: null });

      const tree = await menus();
      expect(tree.find((menu) => menu.menuCode === 'system:test-page:add')?.parentId).toBe(page.data.id);

      const edited = await call('admin', 'POST', '/menu/update', {
        id: page.data.id,
        version: 0,
        menuName: '测试页面二',
        menuNameEn: '',
        pathUrl: '/system/test-page-2',
        sortNumber: 91,
        hidden: 1,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<Envelope<AdminMenu>>()).toMatchObject({ message: '修改成功', data: { menuName: '测试页面二', menuNameEn: null, pathUrl: '/system/test-page-2', sortNumber: 91, hidden: 1, version: 1, menuCode: 'system:test-page' } });

      // The page still has its button.
      const refused = await call('admin', 'POST', '/menu/delete', { id: page.data.id, version: 1 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorEnvelope>().message).toBe('该菜单下还有子菜单或按钮，请先删除它们');

      const buttonId = button.json<Envelope<AdminMenu>>().data.id;
      expect((await call('admin', 'POST', '/menu/delete', { id: buttonId, version: 0 })).json<Envelope<null>>()).toMatchObject({ success: true, message: '删除成功' });
      expect((await call('admin', 'POST', '/menu/delete', { id: page.data.id, version: 1 })).statusCode).toBe(200);
      const after = await menus();
      expect(after.some((menu) => menu.id === page.data.id || menu.id === buttonId)).toBe(false);
    });

    it('refuses a taken code, a button at the top, a child under a button and an unknown parent', async () => {
      const parent = await menuByCode('system');
      const taken = await call('admin', 'POST', '/menu/add', { parentId: parent.id, menuCode: 'system:menu', menuName: '重复', menuType: 1 });
      expect(taken.statusCode).toBe(422);
      expect(taken.json<ErrorEnvelope>().message).toBe('菜单编码 system:menu 已存在');

      const top = await call('admin', 'POST', '/menu/add', { parentId: 0, menuCode: 'top-button', menuName: '按钮', menuType: 2 });
      expect(top.json<ErrorEnvelope>()).toMatchObject({ code: 422, message: '按钮须添加在页面下' });

      const underButton = await call('admin', 'POST', '/menu/add', { parentId: (await menuByCode('system:menu:add')).id, menuCode: 'x:y', menuName: '子', menuType: 2 });
      expect(underButton.json<ErrorEnvelope>()).toMatchObject({ code: 422, message: '按钮下不能添加菜单或按钮' });

      const unknown = await call('admin', 'POST', '/menu/add', { parentId: 987654321, menuCode: 'x:z', menuName: '子', menuType: 1 });
      expect(unknown.json<ErrorEnvelope>()).toMatchObject({ code: 404, message: '上级菜单不存在' });
    });

    it('refuses to delete a menu a role holds, naming the roles', async () => {
      const held = await menuByCode('contract:add');
      const response = await call('admin', 'POST', '/menu/delete', { id: held.id, version: held.version });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorEnvelope>().message).toMatch(/^该菜单已分配给角色：.*采购员.*，请先在角色管理中取消分配$/);
      expect((await menus()).some((menu) => menu.id === held.id)).toBe(true);
    });

    it('answers 409 to a stale version, on edit and on delete', async () => {
      const menu = await menuByCode('system:menu');
      const first = await call('admin', 'POST', '/menu/update', { id: menu.id, version: menu.version, menuName: menu.menuName, sortNumber: menu.sortNumber, hidden: menu.hidden });
      expect(first.statusCode, first.body).toBe(200);
      const stale = await call('admin', 'POST', '/menu/update', { id: menu.id, version: menu.version, menuName: '旧版本', sortNumber: 1, hidden: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorEnvelope>().message).toBe('数据已被他人修改，请刷新后重试');

      const added = await call('admin', 'POST', '/menu/add', { parentId: menu.id, menuCode: 'system:menu:stale', menuName: '过期', menuType: 2 });
      const id = added.json<Envelope<AdminMenu>>().data.id;
      await call('admin', 'POST', '/menu/update', { id, version: 0, menuName: '过期二', sortNumber: 0, hidden: 0 });
      expect((await call('admin', 'POST', '/menu/delete', { id, version: 0 })).statusCode).toBe(409);
      expect((await call('admin', 'POST', '/menu/delete', { id: 987654321, version: 0 })).statusCode).toBe(404);
    });

    it('refuses every menu change without its button (403)', async () => {
      const menu = await menuByCode('dashboard');
      const attempts = [
        call('buyer', 'POST', '/menu/add', { parentId: menu.id, menuCode: 'dashboard:x', menuName: '新', menuType: 2 }),
        call('buyer', 'POST', '/menu/update', { id: menu.id, version: menu.version, menuName: '改', sortNumber: 0, hidden: 0 }),
        call('buyer', 'POST', '/menu/delete', { id: menu.id, version: menu.version }),
        call('buyer', 'POST', '/org/update', { id: (await orgByCode((await firstOrgCode()))).id, version: 0, orgName: '改', isOnline: 1, isTradingCompany: 0 }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(403);
        expect(response.json<ErrorEnvelope>()).toMatchObject(DENIED);
      }
      expect((await menuByCode('dashboard')).menuName).toBe(menu.menuName);
    });

    it('shows a renamed menu in a user\'s next login info', async () => {
      const before = await loginMenus('buyer');
      const dashboard = before.find((menu) => menu.menuCode === 'dashboard');
      expect(dashboard).toBeDefined();
      const menu = await menuByCode('dashboard');
      const response = await call('admin', 'POST', '/menu/update', { id: menu.id, version: menu.version, menuName: '首页（新）', sortNumber: menu.sortNumber, hidden: menu.hidden });
      expect(response.statusCode, response.body).toBe(200);
      expect((await loginMenus('buyer')).find((item) => item.menuCode === 'dashboard')?.menuName).toBe('首页（新）');
    });
  });

  describe('orgs', () => {
    it('edits an org\'s name and flags, then 409 on the old version', async () => {
      const org = await orgByCode(await firstOrgCode(6));
      const response = await call('admin', 'POST', '/org/update', { id: org.id, version: org.version, orgName: ' 改名公司 ', isOnline: org.isOnline, isTradingCompany: org.isTradingCompany === 1 ? 0 : 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Envelope<OrgDetail>>()).toMatchObject({
        message: '修改成功',
        data: { id: org.id, orgCode: org.orgCode, orgName: '改名公司', level: org.level, isTradingCompany: org.isTradingCompany === 1 ? 0 : 1, version: org.version + 1 },
      });
      expect((await orgByCode(org.orgCode)).orgName).toBe('改名公司');

      const stale = await call('admin', 'POST', '/org/update', { id: org.id, version: org.version, orgName: '旧', isOnline: 1, isTradingCompany: 0 });
      expect(stale.statusCode).toBe(409);
      const missing = await call('admin', 'POST', '/org/update', { id: 987654321, version: 0, orgName: '无', isOnline: 1, isTradingCompany: 0 });
      expect(missing.json<ErrorEnvelope>()).toMatchObject({ code: 404, message: '组织不存在' });
    });
  });

  async function firstOrgCode(level = 3): Promise<string> {
    const response = await call('admin', 'GET', '/org/getTree');
    const found = flatten(response.json<Envelope<OrgTreeNode[]>>().data).find((org) => org.level === level);
    if (!found) throw new Error(`no org of level ${level}`);
    return found.orgCode;
  }

  async function loginMenus(account: string): Promise<Menu[]> {
    const response = await app.inject({ method: 'GET', url: `${API}/login/getLoginInfoByToken`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` } });
    expect(response.statusCode, response.body).toBe(200);
    return flatten(response.json<Envelope<LoginInfo>>().data.menuList);
  }
});
