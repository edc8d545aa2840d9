/**
 * 角色管理 › 数据权限 (issue 21): a role's data scope per page (sys_role_menu_scope). How it counts for
 * a holder (their own 菜单权限 row wins, else their roles' rows combine to the widest) is core/access.ts
 * and core/role-scope.ts.
 *
 * - GET /system/role/menu-scopes?roleId= (`system:role`): the pages (menuType 1 with a page) the role
 *   holds, each with its row or the defaults (2, 2), and the role's version. An admin role sees every
 *   row anyway: no pages.
 * - POST /system/role/saveMenuScopes {roleId, version, scopes} (`system:role:edit`): the version is
 *   checked (stale: 409) and bumped, the role's rows are replaced by `scopes` (a page left at 2 and 2 is
 *   stored as no row: the same scope), and every user's cached access is forgotten, so the change
 *   applies on each holder's next request. A page the role does not hold, a scope outside 1–3, a list
 *   scope without codes or with unknown org or category codes: 400, nothing written. An admin role: 422.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { RoleMenuScopesQuerySchema, RoleMenuScopesSaveBodySchema, type RoleMenuScopes, type RoleSaved } from '../../api/system-admin.js';
import type { Envelope } from '../../api/index.js';
import { ADMIN_ROLE_TYPE, DEFAULT_DATA_SCOPE, invalidateAccess } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysMenu, sysOrg, sysRole, sysRoleMenu, sysRoleMenuScope } from '../../db/schema.js';
import { auditName } from './ownership.js';
import { ROLE_ADMIN_MESSAGES, ROLE_BUTTONS } from './role-admin.js';
import { ROLE_MENU } from './role-list.js';
import { validateMenuScopes } from './user-menu-scope.js';

export const ROLE_SCOPE_MESSAGES = {
  adminSeesAll: '管理员角色可查看全部数据，无需设置数据权限',
  notHeld: (ids: readonly number[]) => `菜单ID ${ids.join('、')} 未分配给该角色，不能设置数据权限`,
  saved: '数据权限保存成功',
} as const;

/** Pages: menus (type 1) that open a page. */
const PAGE_TYPE = 1;

/** The pages the role holds, by menu order. */
function heldPages(db: Pick<AppDatabase, 'select'>, roleId: number) {
  return db
    .select({ id: sysMenu.id, menuCode: sysMenu.menuCode, menuName: sysMenu.menuName, menuNameEn: sysMenu.menuNameEn })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
    .where(and(eq(sysRoleMenu.roleId, roleId), eq(sysMenu.menuType, PAGE_TYPE), isNotNull(sysMenu.pageUrl)))
    .orderBy(asc(sysMenu.sortNumber), asc(sysMenu.menuCode));
}

export const roleScopeRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(
    '/system/role/menu-scopes',
    { schema: { querystring: RoleMenuScopesQuerySchema }, config: { permission: ROLE_MENU } },
    async (request): Promise<Envelope<RoleMenuScopes>> => {
      const { roleId } = request.query;
      const [role] = await db.select({ roleType: sysRole.roleType, version: sysRole.version }).from(sysRole).where(eq(sysRole.id, roleId)).limit(1);
      if (!role) throw new ApiError(404, ROLE_ADMIN_MESSAGES.notFound);
      if (role.roleType === ADMIN_ROLE_TYPE) return ok({ roleId, roleType: role.roleType, version: role.version, menus: [] });
      const [pages, rows] = await Promise.all([
        heldPages(db, roleId),
        db
          .select({
            menuId: sysRoleMenuScope.menuId,
            orgScope: sysRoleMenuScope.orgScope,
            categoryScope: sysRoleMenuScope.categoryScope,
            orgCodes: sysRoleMenuScope.orgCodes,
            categoryCodes: sysRoleMenuScope.categoryCodes,
          })
          .from(sysRoleMenuScope)
          .where(eq(sysRoleMenuScope.roleId, roleId)),
      ]);
      const byMenu = new Map(rows.map((row) => [row.menuId, row]));
      return ok({
        roleId,
        roleType: role.roleType,
        version: role.version,
        menus: pages.map((page) => {
          const row = byMenu.get(page.id);
          return {
            menuId: page.id,
            menuCode: page.menuCode,
            menuName: page.menuName,
            menuNameEn: page.menuNameEn,
            orgScope: row?.orgScope ?? DEFAULT_DATA_SCOPE,
            categoryScope: row?.categoryScope ?? DEFAULT_DATA_SCOPE,
            orgCodes: row?.orgCodes ?? [],
            categoryCodes: row?.categoryCodes ?? [],
            stored: row !== undefined,
          };
        }),
      });
    },
  );

  app.post(
    '/system/role/saveMenuScopes',
    { schema: { body: RoleMenuScopesSaveBodySchema }, config: { permission: ROLE_BUTTONS.edit } },
    async (request): Promise<Envelope<RoleSaved>> => {
      const access = accessOf(request);
      const { roleId, version, scopes } = request.body;
      const by = auditName(access);
      const saved = await db.transaction(async (tx) => {
        const [stored] = await tx.select({ roleType: sysRole.roleType, version: sysRole.version }).from(sysRole).where(eq(sysRole.id, roleId)).for('update');
        if (!stored) throw new ApiError(404, ROLE_ADMIN_MESSAGES.notFound);
        if (stored.version !== version) throw versionConflict();
        if (stored.roleType === ADMIN_ROLE_TYPE) throw new ApiError(422, ROLE_SCOPE_MESSAGES.adminSeesAll);

        const pages = await heldPages(tx, roleId);
        const held = new Map(pages.map((page) => [page.id, page]));
        const notHeld = [...new Set(scopes.map((scope) => scope.menuId).filter((id) => !held.has(id)))];
        if (notHeld.length > 0) throw new ApiError(400, ROLE_SCOPE_MESSAGES.notHeld(notHeld));
        const orgCodes = [...new Set(scopes.flatMap((scope) => (scope.orgScope === 3 ? (scope.orgCodes ?? []) : [])).map((code) => code.trim()))];
        const categoryCodes = [...new Set(scopes.flatMap((scope) => (scope.categoryScope === 3 ? (scope.categoryCodes ?? []) : [])).map((code) => code.trim()))];
        const [orgs, categories] = await Promise.all([
          orgCodes.length === 0 ? [] : tx.select({ code: sysOrg.orgCode }).from(sysOrg).where(inArray(sysOrg.orgCode, orgCodes)),
          categoryCodes.length === 0 ? [] : tx.select({ code: sysCategory.categoryCode }).from(sysCategory).where(inArray(sysCategory.categoryCode, categoryCodes)),
        ]);
        // The same checks as a user's 菜单权限 rows (第N条：…), over the pages the role holds.
        const { rows, errors } = validateMenuScopes(scopes, {
          menusById: held,
          menusByCode: new Map(pages.map((page) => [page.menuCode, page])),
          orgCodes: new Set(orgs.map((row) => row.code)),
          categoryCodes: new Set(categories.map((row) => row.code)),
        });
        if (errors.length > 0) throw new ApiError(400, errors.join('；'));

        await tx.delete(sysRoleMenuScope).where(eq(sysRoleMenuScope.roleId, roleId));
        const kept = rows.filter((row) => row.orgScope !== DEFAULT_DATA_SCOPE || row.categoryScope !== DEFAULT_DATA_SCOPE);
        if (kept.length > 0) await tx.insert(sysRoleMenuScope).values(kept.map((row) => ({ ...row, roleId, createdBy: by, updatedBy: by })));
        const [bumped] = await tx
          .update(sysRole)
          .set({ updatedBy: by, updatedTime: sql`now()`, version: sql`${sysRole.version} + 1` })
          .where(eq(sysRole.id, roleId))
          .returning({ id: sysRole.id, version: sysRole.version });
        return bumped as RoleSaved;
      });
      // Every cached access is forgotten: each holder of the role gets the new scope on their next request.
      invalidateAccess();
      return ok(saved, ROLE_SCOPE_MESSAGES.saved);
    },
  );
};
