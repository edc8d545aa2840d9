/**
 * The caller's authority on one menu (spec 01 §7.4 "Menu-scoped authority", §6 data scope):
 *
 * - GET /system/sysUserMenuOrgCategory/getAuthorityByMenu?menuCode=: the effective org and category
 *   scope (1 all, 2 the user's own assigned, 3 a list; 2 when the user has no row for the menu; 1 for
 *   an admin) and what it resolves to;
 * - POST /system/sysUserMenuOrgCategory/getCategoryByMenu {menuCode}: the categories the caller may
 *   use there, as a tree with the ancestors needed to reach them.
 *
 * Both resolve the scope exactly as the list engine filters rows (dataScopeFor), so a dropdown never
 * offers what the list would then hide. A menu code the caller does not hold is 403 with body code
 * 40301. (getMaterialByMenu and getAllMaterialByMenu live in modules/lookups.)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Category, Envelope, MenuAuthority, MenuCategoryNode } from '../../api/index.js';
import { dataScopeFor, DEFAULT_DATA_SCOPE, SCOPED_ORG_LEVEL, type UserAccess } from '../../core/access.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import { accessOf, hasPermission, SIGNED_IN } from '../../core/permissions.js';
import { buildTree, idsWithAncestors } from '../../core/tree.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysMenu, sysOrg, type DataScope } from '../../db/schema.js';
import { categoryColumns } from './user-access.js';

export const MENU_AUTHORITY_MESSAGES = {
  menuNotFound: '菜单不存在',
} as const;

const ALL_SCOPE: DataScope = 1;

const MenuCodeQuery = Type.Object({ menuCode: Type.String({ minLength: 1, maxLength: 100 }) });
const MenuCodeBody = Type.Object({ menuCode: Type.String({ minLength: 1, maxLength: 100 }) });

const byCategoryCode = (a: Category, b: Category) => a.categoryCode.localeCompare(b.categoryCode);

export const menuAuthorityRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  /** 40301 unless the caller holds the menu; 404 when an admin names a menu that does not exist. */
  async function ensureMenu(access: UserAccess, menuCode: string): Promise<void> {
    if (!hasPermission(access, menuCode)) throw permissionDenied();
    const [menu] = await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.menuCode, menuCode)).limit(1);
    if (!menu) throw new ApiError(404, MENU_AUTHORITY_MESSAGES.menuNotFound);
  }

  app.get(
    '/system/sysUserMenuOrgCategory/getAuthorityByMenu',
    { schema: { querystring: MenuCodeQuery }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<MenuAuthority>> => {
      const access = accessOf(request);
      const menuCode = request.query.menuCode.trim();
      await ensureMenu(access, menuCode);
      const row = access.menuScopes.get(menuCode);
      const scope = dataScopeFor(access, menuCode);
      const [orgs, categories] = await Promise.all([
        scope.orgCodes === 'all'
          ? db
              .select({ orgCode: sysOrg.orgCode, orgName: sysOrg.orgName })
              .from(sysOrg)
              .where(and(eq(sysOrg.level, SCOPED_ORG_LEVEL), eq(sysOrg.isOnline, 1)))
              .orderBy(asc(sysOrg.orgCode))
          : scope.orgCodes.length === 0
            ? []
            : db
                .select({ orgCode: sysOrg.orgCode, orgName: sysOrg.orgName })
                .from(sysOrg)
                .where(inArray(sysOrg.orgCode, [...scope.orgCodes]))
                .orderBy(asc(sysOrg.orgCode)),
        scope.categoryCodes === 'all'
          ? db
              .select({ categoryCode: sysCategory.categoryCode, categoryName: sysCategory.categoryName })
              .from(sysCategory)
              .where(eq(sysCategory.isOnline, 1))
              .orderBy(asc(sysCategory.categoryCode))
          : scope.categoryCodes.length === 0
            ? []
            : db
                .select({ categoryCode: sysCategory.categoryCode, categoryName: sysCategory.categoryName })
                .from(sysCategory)
                .where(inArray(sysCategory.categoryCode, [...scope.categoryCodes]))
                .orderBy(asc(sysCategory.categoryCode)),
      ]);
      return ok({
        menuCode,
        orgScope: access.isAdmin ? ALL_SCOPE : (row?.orgScope ?? DEFAULT_DATA_SCOPE),
        categoryScope: access.isAdmin ? ALL_SCOPE : (row?.categoryScope ?? DEFAULT_DATA_SCOPE),
        orgs,
        categories,
      });
    },
  );

  app.post(
    '/system/sysUserMenuOrgCategory/getCategoryByMenu',
    { schema: { body: MenuCodeBody }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<MenuCategoryNode[]>> => {
      const access = accessOf(request);
      const menuCode = request.body.menuCode.trim();
      await ensureMenu(access, menuCode);
      const scope = dataScopeFor(access, menuCode);
      const rows: Category[] = await db.select(categoryColumns).from(sysCategory).where(eq(sysCategory.isOnline, 1));
      const allowed = scope.categoryCodes === 'all' ? null : new Set(scope.categoryCodes);
      const selectable = (row: Category) => allowed === null || allowed.has(row.categoryCode);
      const keep = idsWithAncestors(
        rows,
        rows.filter(selectable).map((row) => row.id),
      );
      const nodes = rows.filter((row) => keep.has(row.id)).map((row) => ({ ...row, selectable: selectable(row) }));
      return ok(buildTree(nodes, byCategoryCode));
    },
  );
};
