/**
 * 角色管理 editing (issue 21; modules/system/role-admin.ts) on both databases: add, edit, delete and the
 * menu and button assignment of a role, each with its version (stale: 409) and behind its button (403
 * without), and that a user holding the role gains or loses a menu on their very next request.
 */
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, LoginInfo, Menu, PageData, RoleMenuAssignment, RoleRow, RoleSaved } from '../src/api/index.js';
import { invalidateAccess } from '../src/core/access.js';
import { hashPassword } from '../src/core/password.js';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/gateway';
const DENIED = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };
const PASSWORD = 'Test@1234';
/** A page the test role is given and taken: GET its list. */
const GRANTED_MENU = 'system:serial-number';
const GRANTED_URL = '/system/serial-number/page';

type Method = 'GET' | 'POST';

function flatten(nodes: readonly Menu[]): Menu[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe.each(eachDatabase)('[%s] role administration', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();
  const menuIds = new Map<string, number>();

  const menu = (code: string): number => {
    const found = menuIds.get(code);
    if (found === undefined) throw new Error(`unknown menu ${code}`);
    return found;
  };

  async function login(account: string, password: string): Promise<void> {
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

  /** A user of this file holding the given roles (by code), signed in. */
  async function createUser(account: string, roleCodes: string[]): Promise<number> {
    const { db } = database();
    const [row] = await db.insert(sysUser).values({ account, userName: account, passwordHash: await hashPassword(PASSWORD) }).returning({ id: sysUser.id });
    const userId = row?.id as number;
    const roles = await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.roleCode, roleCodes));
    if (roles.length > 0) await db.insert(sysUserRole).values(roles.map((role) => ({ userId, roleId: role.id })));
    invalidateAccess(userId);
    await login(account, PASSWORD);
    return userId;
  }

  async function roleRow(roleCode: string): Promise<RoleRow> {
    const page = await data<PageData<RoleRow>>('admin', 'GET', `/system/role/page?roleCode=${encodeURIComponent(roleCode)}`);
    const row = page.data.result[0];
    if (!row) throw new Error(`no role ${roleCode}`);
    return row;
  }

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    invalidateAccess();
    const { db } = database();
    for (const row of await db.select({ id: sysMenu.id, code: sysMenu.menuCode }).from(sysMenu)) menuIds.set(row.code, row.id);
    await login('admin', DEMO_USERS.find((seed) => seed.account === 'admin')?.password ?? '');
    // A role that may read 角色管理 but has none of its buttons.
    const [reader] = await db.insert(sysRole).values({ roleCode: 'ROLE_READER', roleName: '角色只读', roleType: 2 }).returning({ id: sysRole.id });
    await db.insert(sysRoleMenu).values({ roleId: reader?.id as number, menuId: menu('system:role') });
    await createUser('role-reader', ['ROLE_READER']);
  });
  afterAll(async () => {
    await app.close();
  });

  it('adds a role (code unique, trimmed), edits it with its version and refuses a stale one (409)', async () => {
    const added = await data<RoleSaved>('admin', 'POST', '/system/role/save', { roleCode: ' QA_ROLE ', roleName: '质检', roleType: 2 });
    expect(added.message).toBe('新增成功');
    expect(added.data.version).toBe(0);
    const row = await roleRow('QA_ROLE');
    expect(row).toMatchObject({ id: added.data.id, roleName: '质检', roleType: 2, version: 0 });

    const again = await call('admin', 'POST', '/system/role/save', { roleCode: 'QA_ROLE', roleName: '另一个', roleType: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: '角色编码 QA_ROLE 已存在' });
    const blank = await call('admin', 'POST', '/system/role/save', { roleCode: 'X1', roleName: '  ', roleType: 2 });
    expect(blank.json()).toMatchObject({ code: 400, message: '请输入角色名称' });

    const edited = await data<RoleSaved>('admin', 'POST', '/system/role/save', { id: row.id, version: 0, roleCode: 'QA_ROLE', roleName: '质检员', roleType: 2 });
    expect(edited).toEqual({ data: { id: row.id, version: 1 }, message: '修改成功' });
    expect(await roleRow('QA_ROLE')).toMatchObject({ roleName: '质检员', version: 1 });

    const stale = await call('admin', 'POST', '/system/role/save', { id: row.id, version: 0, roleCode: 'QA_ROLE', roleName: '旧', roleType: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, message: '数据已被他人修改，请刷新后重试' });
    const recoded = await call('admin', 'POST', '/system/role/save', { id: row.id, version: 1, roleCode: 'QA_ROLE2', roleName: '质检员', roleType: 2 });
    expect(recoded.json()).toMatchObject({ code: 400, message: '角色编码保存后不能修改' });
    const missing = await call('admin', 'POST', '/system/role/save', { id: 987654, version: 0, roleCode: 'NOPE', roleName: '无', roleType: 2 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: '角色不存在' });
    const english = await app.inject({
      method: 'POST',
      url: `${API}/system/role/save`,
      payload: { roleCode: 'QA_ROLE', roleName: 'x', roleType: 2 },
      headers: { authorization: `Bearer ${tokens.get('admin') ?? ''}`, 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({ message: 'Role code QA_ROLE already exists', errorCode: 'system.role.codeTaken' });
  });

  it('refuses every change without its button (403) but lets the reader see the assignment', async () => {
    const row = await roleRow('ROLE_READER');
    const refusals = [
      await call('role-reader', 'POST', '/system/role/save', { roleCode: 'R_NEW', roleName: '新', roleType: 2 }),
      await call('role-reader', 'POST', '/system/role/save', { id: row.id, version: row.version, roleCode: 'ROLE_READER', roleName: '改', roleType: 2 }),
      await call('role-reader', 'POST', '/system/role/delete', { id: row.id, version: row.version }),
      await call('role-reader', 'POST', '/system/role/saveMenus', { roleId: row.id, version: row.version, menuIds: [] }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(DENIED);
    }
    const assignment = await data<RoleMenuAssignment>('role-reader', 'GET', `/system/role/menus?roleId=${row.id}`);
    expect(assignment.data.menuCodes).toEqual(['system:role']);
    // The whole tree, buttons included.
    expect(flatten(assignment.data.menus).map((node) => node.menuCode)).toEqual(expect.arrayContaining(['system:role', 'system:role:add', GRANTED_MENU]));
  });

  it('gives and takes a menu: the holder sees it on their very next request, and a stale save is 409', async () => {
    const added = await data<RoleSaved>('admin', 'POST', '/system/role/save', { roleCode: 'SERIAL_KEEPER', roleName: '单号维护', roleType: 2 });
    const roleId = added.data.id;
    await createUser('serial-keeper', ['SERIAL_KEEPER']);
    expect((await call('serial-keeper', 'GET', GRANTED_URL)).json()).toEqual(DENIED);

    const before = await data<RoleMenuAssignment>('admin', 'GET', `/system/role/menus?roleId=${roleId}`);
    expect(before.data).toMatchObject({ roleId, roleType: 2, version: 0, menuIds: [], menuCodes: [] });
    const saved = await data<RoleSaved>('admin', 'POST', '/system/role/saveMenus', { roleId, version: 0, menuIds: [menu(GRANTED_MENU), menu(`${GRANTED_MENU}:add`)] });
    expect(saved).toEqual({ data: { id: roleId, version: 1 }, message: '权限分配成功' });
    expect((await call('serial-keeper', 'GET', GRANTED_URL)).statusCode).toBe(200);
    const after = await data<RoleMenuAssignment>('admin', 'GET', `/system/role/menus?roleId=${roleId}`);
    expect([...after.data.menuCodes].sort()).toEqual([GRANTED_MENU, `${GRANTED_MENU}:add`]);

    const stale = await call('admin', 'POST', '/system/role/saveMenus', { roleId, version: 0, menuIds: [] });
    expect(stale.statusCode).toBe(409);
    expect((await call('serial-keeper', 'GET', GRANTED_URL)).statusCode).toBe(200);

    const unknown = await call('admin', 'POST', '/system/role/saveMenus', { roleId, version: 1, menuIds: [987654] });
    expect(unknown.json()).toMatchObject({ code: 400, message: '菜单ID 987654 不存在' });

    // The set is replaced: only the button is left, the page goes.
    await data<RoleSaved>('admin', 'POST', '/system/role/saveMenus', { roleId, version: 1, menuIds: [menu(`${GRANTED_MENU}:add`)] });
    expect((await call('serial-keeper', 'GET', GRANTED_URL)).json()).toEqual(DENIED);
    const { db } = database();
    const rows = await db.select({ menuId: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
    expect(rows.map((row) => row.menuId)).toEqual([menu(`${GRANTED_MENU}:add`)]);
  });

  it('makes a role admin or normal for its holders at once; an admin role takes no menus and its holder keeps it', async () => {
    const added = await data<RoleSaved>('admin', 'POST', '/system/role/save', { roleCode: 'TEMP_ADMIN', roleName: '临时管理员', roleType: 2 });
    const roleId = added.data.id;
    await createUser('temp-admin', ['TEMP_ADMIN']);
    expect((await call('temp-admin', 'GET', GRANTED_URL)).json()).toEqual(DENIED);
    await data<RoleSaved>('admin', 'POST', '/system/role/save', { id: roleId, version: 0, roleCode: 'TEMP_ADMIN', roleName: '临时管理员', roleType: 1 });
    expect((await call('temp-admin', 'GET', GRANTED_URL)).statusCode).toBe(200);

    const menus = await call('temp-admin', 'POST', '/system/role/saveMenus', { roleId, version: 1, menuIds: [] });
    expect(menus.statusCode).toBe(422);
    expect(menus.json()).toMatchObject({ message: '管理员角色拥有全部菜单和按钮，无需分配权限' });
    // temp-admin holds no other admin role: they cannot make their own one normal.
    const own = await call('temp-admin', 'POST', '/system/role/save', { id: roleId, version: 1, roleCode: 'TEMP_ADMIN', roleName: '临时管理员', roleType: 2 });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ message: '不能移除自己的管理员角色' });

    await data<RoleSaved>('admin', 'POST', '/system/role/save', { id: roleId, version: 1, roleCode: 'TEMP_ADMIN', roleName: '临时管理员', roleType: 2 });
    expect((await call('temp-admin', 'GET', GRANTED_URL)).json()).toEqual(DENIED);
  });

  it('deletes a role nobody holds (with its menus), refuses one held in Chinese and a stale version', async () => {
    const held = await roleRow('SERIAL_KEEPER');
    const refused = await call('admin', 'POST', '/system/role/delete', { id: held.id, version: held.version });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, message: '角色 单号维护 已分配给 1 个用户，请先在用户管理中取消分配后再删除' });

    const added = await data<RoleSaved>('admin', 'POST', '/system/role/save', { roleCode: 'GONE_ROLE', roleName: '待删除', roleType: 2 });
    const roleId = added.data.id;
    await data<RoleSaved>('admin', 'POST', '/system/role/saveMenus', { roleId, version: 0, menuIds: [menu(GRANTED_MENU)] });
    const stale = await call('admin', 'POST', '/system/role/delete', { id: roleId, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await data<null>('admin', 'POST', '/system/role/delete', { id: roleId, version: 1 })).message).toBe('删除成功');
    const { db } = database();
    expect(await db.select().from(sysRole).where(eq(sysRole.id, roleId))).toEqual([]);
    expect(await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId))).toEqual([]);
    const gone = await call('admin', 'POST', '/system/role/delete', { id: roleId, version: 1 });
    expect(gone.statusCode).toBe(404);
  });
});
