/**
 * 角色管理 editing (issue 21; spec 01 §6 roles). Every change carries the role's `version` (a stale one
 * is 409) and bumps it; each forgets the cached access of every user holding the role, so a change takes
 * effect on their very next request (core/access.ts invalidateAccess).
 *
 * - POST /system/role/save: without id adds (`system:role:add`), with id and version edits
 *   (`system:role:edit`). The code is unique (400) and stays as it was saved (400 when changed): roles
 *   are matched by code elsewhere (the requirement checks, the sign-in's roleList). Type 1 is 管理员
 *   (every menu and button), 2 普通. An administrator cannot turn the last admin role they hold into a
 *   normal one (422, as on 分配角色).
 * - POST /system/role/delete {id, version} (`system:role:delete`): refused (422) while any user holds
 *   the role (the administrator takes it away from them on 用户管理 first, so nobody loses access by
 *   surprise); its menu assignments go with it.
 * - GET /system/role/menus?roleId= (`system:role`): the whole menu tree (hidden menus and buttons
 *   included) with the role's menu and button ids and codes and its version.
 * - POST /system/role/saveMenus {roleId, version, menuIds} (`system:role:edit`): replaces the role's
 *   set with exactly the ids given (a page and its buttons are separate rows: a button without its page
 *   shows nothing). Refused (422) for an admin role, which holds every code anyway.
 *
 * Data scope per page is also carried by roles (sys_role_menu_scope, 数据权限: role-scope.ts); a user's
 * own row (sys_user_menu_scope, 用户管理 › 菜单权限) wins over their roles' rows (core/access.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  RoleDeleteBodySchema,
  RoleMenusQuerySchema,
  RoleMenusSaveBodySchema,
  RoleSaveBodySchema,
  type RoleMenuAssignment,
  type RoleSaved,
} from '../../api/system-admin.js';
import type { Envelope } from '../../api/index.js';
import { ADMIN_ROLE_TYPE, invalidateAccess } from '../../core/access.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema.js';
import { buildMenuTree } from './menu-tree.js';
import { auditName } from './ownership.js';
import { ROLE_MENU } from './role-list.js';
import { ASSIGNMENT_MESSAGES } from './user-assignments.js';
import { menuColumns } from './user-access.js';

export const ROLE_BUTTONS = {
  add: 'system:role:add',
  edit: 'system:role:edit',
  delete: 'system:role:delete',
} as const;

export const ROLE_ADMIN_MESSAGES = {
  notFound: '角色不存在',
  codeRequired: '请输入角色编码',
  nameRequired: '请输入角色名称',
  codeTaken: (code: string) => `角色编码 ${code} 已存在`,
  codeFixed: '角色编码保存后不能修改',
  inUse: (name: string, users: number) => `角色 ${name} 已分配给 ${users} 个用户，请先在用户管理中取消分配后再删除`,
  adminHasAll: '管理员角色拥有全部菜单和按钮，无需分配权限',
  menusSaved: '权限分配成功',
} as const;

/** The label of unknown menu ids (菜单ID 5、6 不存在). */
export const MENU_LABEL = '菜单';

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** The role's row locked for the transaction, its version checked (404, 409). */
async function lockRole(tx: Tx, id: number, version: number) {
  const [stored] = await tx
    .select({ id: sysRole.id, roleCode: sysRole.roleCode, roleName: sysRole.roleName, roleType: sysRole.roleType, version: sysRole.version })
    .from(sysRole)
    .where(eq(sysRole.id, id))
    .for('update');
  if (!stored) throw new ApiError(404, ROLE_ADMIN_MESSAGES.notFound);
  if (stored.version !== version) throw versionConflict();
  return stored;
}

async function holdersOf(db: Pick<AppDatabase, 'select'>, roleId: number): Promise<number[]> {
  const rows = await db.select({ userId: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, roleId));
  return rows.map((row) => row.userId);
}

/** Bumps the role's version (and stamps it) under the lock taken by lockRole. */
async function bumpRole(tx: Tx, id: number, by: string, values: Partial<{ roleName: string; roleType: 1 | 2 }> = {}): Promise<RoleSaved> {
  const [saved] = await tx
    .update(sysRole)
    .set({ ...values, updatedBy: by, updatedTime: sql`now()`, version: sql`${sysRole.version} + 1` })
    .where(eq(sysRole.id, id))
    .returning({ id: sysRole.id, version: sysRole.version });
  if (!saved) throw new ApiError(404, ROLE_ADMIN_MESSAGES.notFound);
  return saved;
}

export const roleAdminRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post('/system/role/save', { schema: { body: RoleSaveBodySchema }, config: { permission: ROLE_MENU } }, async (request): Promise<Envelope<RoleSaved>> => {
    const access = accessOf(request);
    const body = request.body;
    const isCreate = body.id === undefined;
    if (!hasPermission(access, isCreate ? ROLE_BUTTONS.add : ROLE_BUTTONS.edit)) throw permissionDenied();
    const roleCode = body.roleCode.trim();
    const roleName = body.roleName.trim();
    if (roleCode === '') throw new ApiError(400, ROLE_ADMIN_MESSAGES.codeRequired);
    if (roleName === '') throw new ApiError(400, ROLE_ADMIN_MESSAGES.nameRequired);
    const by = auditName(access);
    if (isCreate) {
      const [created] = await db
        .insert(sysRole)
        .values({ roleCode, roleName, roleType: body.roleType, createdBy: by, updatedBy: by })
        .onConflictDoNothing()
        .returning({ id: sysRole.id, version: sysRole.version });
      if (!created) throw new ApiError(400, ROLE_ADMIN_MESSAGES.codeTaken(roleCode));
      return ok(created, SAVE_MESSAGES.created);
    }
    if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    const id = body.id as number;
    const version = body.version;
    const { saved, holders } = await db.transaction(async (tx) => {
      const stored = await lockRole(tx, id, version);
      if (stored.roleCode !== roleCode) throw new ApiError(400, ROLE_ADMIN_MESSAGES.codeFixed);
      const holders = await holdersOf(tx, id);
      if (stored.roleType === ADMIN_ROLE_TYPE && body.roleType !== ADMIN_ROLE_TYPE && holders.includes(access.userId)) {
        // Would the caller still hold another admin role?
        const [other] = await tx
          .select({ n: count() })
          .from(sysUserRole)
          .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
          .where(and(eq(sysUserRole.userId, access.userId), eq(sysRole.roleType, ADMIN_ROLE_TYPE), ne(sysRole.id, id)));
        if ((other?.n ?? 0) === 0) throw new ApiError(422, ASSIGNMENT_MESSAGES.keepOwnAdmin);
      }
      const saved = await bumpRole(tx, id, by, { roleName, roleType: body.roleType });
      return { saved, holders: stored.roleType === body.roleType ? [] : holders };
    });
    // A new type changes what every holder may do; a new name changes nothing they can do.
    for (const userId of holders) invalidateAccess(userId);
    return ok(saved, SAVE_MESSAGES.updated);
  });

  app.post(
    '/system/role/delete',
    { schema: { body: RoleDeleteBodySchema }, config: { permission: ROLE_BUTTONS.delete } },
    async (request): Promise<Envelope<null>> => {
      const { id, version } = request.body;
      await db.transaction(async (tx) => {
        const stored = await lockRole(tx, id, version);
        const holders = await holdersOf(tx, id);
        if (holders.length > 0) throw new ApiError(422, ROLE_ADMIN_MESSAGES.inUse(stored.roleName, holders.length));
        await tx.delete(sysRole).where(eq(sysRole.id, id));
      });
      return ok(null, SAVE_MESSAGES.deleted);
    },
  );

  app.get(
    '/system/role/menus',
    { schema: { querystring: RoleMenusQuerySchema }, config: { permission: ROLE_MENU } },
    async (request): Promise<Envelope<RoleMenuAssignment>> => {
      const { roleId } = request.query;
      const [role] = await db.select({ roleType: sysRole.roleType, version: sysRole.version }).from(sysRole).where(eq(sysRole.id, roleId)).limit(1);
      if (!role) throw new ApiError(404, ROLE_ADMIN_MESSAGES.notFound);
      const [menus, granted] = await Promise.all([
        db.select(menuColumns).from(sysMenu),
        db
          .select({ id: sysMenu.id, code: sysMenu.menuCode })
          .from(sysRoleMenu)
          .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
          .where(eq(sysRoleMenu.roleId, roleId)),
      ]);
      granted.sort((a, b) => a.id - b.id);
      return ok({
        roleId,
        roleType: role.roleType,
        version: role.version,
        menuIds: granted.map((row) => row.id),
        menuCodes: granted.map((row) => row.code),
        menus: buildMenuTree(menus),
      });
    },
  );

  app.post(
    '/system/role/saveMenus',
    { schema: { body: RoleMenusSaveBodySchema }, config: { permission: ROLE_BUTTONS.edit } },
    async (request): Promise<Envelope<RoleSaved>> => {
      const access = accessOf(request);
      const { roleId, version } = request.body;
      const menuIds = [...new Set(request.body.menuIds)];
      const { saved, holders } = await db.transaction(async (tx) => {
        const stored = await lockRole(tx, roleId, version);
        if (stored.roleType === ADMIN_ROLE_TYPE) throw new ApiError(422, ROLE_ADMIN_MESSAGES.adminHasAll);
        if (menuIds.length > 0) {
          const found = new Set((await tx.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.id, menuIds))).map((row) => row.id));
          const missing = menuIds.filter((id) => !found.has(id));
          if (missing.length > 0) throw new ApiError(400, ASSIGNMENT_MESSAGES.unknownIds(MENU_LABEL, missing));
        }
        const by = auditName(access);
        await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
        if (menuIds.length > 0) await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId, createdBy: by, updatedBy: by })));
        return { saved: await bumpRole(tx, roleId, by), holders: await holdersOf(tx, roleId) };
      });
      for (const userId of holders) invalidateAccess(userId);
      return ok(saved, ROLE_ADMIN_MESSAGES.menusSaved);
    },
  );
};
