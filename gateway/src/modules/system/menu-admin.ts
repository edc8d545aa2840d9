/**
 * 菜单管理 editing (issue 21; spec 01 §6: menus and their buttons are what roles grant):
 *
 * - POST /system/menu/add (system:menu:add): a page at the top or under a page, or a button under a
 *   page (never under a button). The code is unique and kept once saved.
 * - POST /system/menu/update (system:menu:edit): name, English name, path, sort number and the hidden
 *   flag; code, type and parent are kept. sys_menu has no enabled flag: 隐藏 hides a page from the side
 *   menu, a role still grants it.
 * - POST /system/menu/delete (system:menu:delete): refused while the menu has children (delete its
 *   buttons and pages first) or while a role holds it (take it off the roles first, 角色管理), so no
 *   user loses access by surprise. The users' own shortcuts to it (常用功能) and their data scopes on it
 *   go with it (the tables' cascade).
 *
 * Every change carries the row's version (stale: 409) and forgets every cached access
 * (`invalidateAccess`), so the codes and menus a user holds are read again on their next request and
 * the next login info shows the new tree.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AdminMenu, Envelope } from '../../api/index.js';
import { MenuAddBodySchema, MenuDeleteBodySchema, MenuUpdateBodySchema } from '../../api/menu-org-admin.js';
import { invalidateAccess } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema.js';
import { menuColumns } from './user-access.js';
import { auditName } from './ownership.js';

/** The buttons of 菜单管理 (seeded). */
export const MENU_ADMIN_PERMISSIONS = {
  add: 'system:menu:add',
  edit: 'system:menu:edit',
  delete: 'system:menu:delete',
} as const;

const PAGE = 1;

export const MENU_ADMIN_MESSAGES = {
  notFound: '菜单不存在',
  parentNotFound: '上级菜单不存在',
  parentIsButton: '按钮下不能添加菜单或按钮',
  buttonAtTop: '按钮须添加在页面下',
  codeTaken: (code: string) => `菜单编码 ${code} 已存在`,
  hasChildren: '该菜单下还有子菜单或按钮，请先删除它们',
  assigned: (roles: string) => `该菜单已分配给角色：${roles}，请先在角色管理中取消分配`,
  added: '新增成功',
  updated: '修改成功',
  deleted: '删除成功',
} as const;

/** Every column of a menu as 菜单管理 shows it. */
export const adminMenuColumns = { ...menuColumns, version: sysMenu.version };

/** A blank text is no value. */
const orNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export const menuAdminRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post(
    '/system/menu/add',
    { schema: { body: MenuAddBodySchema }, config: { permission: MENU_ADMIN_PERMISSIONS.add } },
    async (request): Promise<Envelope<AdminMenu>> => {
      const body = request.body;
      if (body.parentId === 0) {
        if (body.menuType !== PAGE) throw new ApiError(422, MENU_ADMIN_MESSAGES.buttonAtTop);
      } else {
        const [parent] = await db.select({ menuType: sysMenu.menuType }).from(sysMenu).where(eq(sysMenu.id, body.parentId));
        if (!parent) throw new ApiError(404, MENU_ADMIN_MESSAGES.parentNotFound);
        if (parent.menuType !== PAGE) throw new ApiError(422, MENU_ADMIN_MESSAGES.parentIsButton);
      }
      const menuCode = body.menuCode.trim();
      const who = auditName(accessOf(request));
      const [created] = await db
        .insert(sysMenu)
        .values({
          parentId: body.parentId,
          menuCode,
          menuName: body.menuName.trim(),
          menuNameEn: orNull(body.menuNameEn),
          menuType: body.menuType,
          pathUrl: body.menuType === PAGE ? orNull(body.pathUrl) : null,
          hidden: body.hidden ?? 0,
          sortNumber: body.sortNumber ?? 0,
          createdBy: who,
          updatedBy: who,
        })
        .onConflictDoNothing({ target: sysMenu.menuCode })
        .returning(adminMenuColumns);
      if (!created) throw new ApiError(422, MENU_ADMIN_MESSAGES.codeTaken(menuCode));
      invalidateAccess();
      return ok(created, MENU_ADMIN_MESSAGES.added);
    },
  );

  app.post(
    '/system/menu/update',
    { schema: { body: MenuUpdateBodySchema }, config: { permission: MENU_ADMIN_PERMISSIONS.edit } },
    async (request): Promise<Envelope<AdminMenu>> => {
      const { id, version, menuName, menuNameEn, pathUrl, sortNumber, hidden } = request.body;
      const [current] = await db.select({ menuType: sysMenu.menuType }).from(sysMenu).where(eq(sysMenu.id, id));
      if (!current) throw new ApiError(404, MENU_ADMIN_MESSAGES.notFound);
      const [updated] = await db
        .update(sysMenu)
        .set({
          menuName: menuName.trim(),
          ...(menuNameEn === undefined ? {} : { menuNameEn: orNull(menuNameEn) }),
          ...(pathUrl === undefined || current.menuType !== PAGE ? {} : { pathUrl: orNull(pathUrl) }),
          sortNumber,
          hidden,
          updatedTime: sql`now()`,
          updatedBy: auditName(accessOf(request)),
          version: sql`${sysMenu.version} + 1`,
        })
        .where(and(eq(sysMenu.id, id), eq(sysMenu.version, version)))
        .returning(adminMenuColumns);
      if (!updated) throw versionConflict();
      invalidateAccess();
      return ok(updated, MENU_ADMIN_MESSAGES.updated);
    },
  );

  app.post(
    '/system/menu/delete',
    { schema: { body: MenuDeleteBodySchema }, config: { permission: MENU_ADMIN_PERMISSIONS.delete } },
    async (request): Promise<Envelope<null>> => {
      const { id, version } = request.body;
      await db.transaction(async (tx) => {
        const [current] = await tx.select({ version: sysMenu.version }).from(sysMenu).where(eq(sysMenu.id, id)).for('update');
        if (!current) throw new ApiError(404, MENU_ADMIN_MESSAGES.notFound);
        if (current.version !== version) throw versionConflict();
        const [children] = await tx.select({ n: count() }).from(sysMenu).where(eq(sysMenu.parentId, id));
        if ((children?.n ?? 0) > 0) throw new ApiError(422, MENU_ADMIN_MESSAGES.hasChildren);
        const roles = await tx
          .select({ roleName: sysRole.roleName })
          .from(sysRoleMenu)
          .innerJoin(sysRole, eq(sysRole.id, sysRoleMenu.roleId))
          .where(eq(sysRoleMenu.menuId, id))
          .orderBy(asc(sysRole.id));
        if (roles.length > 0) throw new ApiError(422, MENU_ADMIN_MESSAGES.assigned(roles.map((role) => role.roleName).join('、')));
        const deleted = await tx
          .delete(sysMenu)
          .where(and(eq(sysMenu.id, id), eq(sysMenu.version, version)))
          .returning({ id: sysMenu.id });
        if (deleted.length === 0) throw versionConflict();
      });
      invalidateAccess();
      return ok(null, MENU_ADMIN_MESSAGES.deleted);
    },
  );
};
