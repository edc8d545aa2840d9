/**
 * What a signed-in user may do and see: the menu and button codes granted through their roles (every
 * code for an admin role), their orgs (kept only when online and level 6, spec 01 §5), their categories
 * with every descendant, and their data scope per menu.
 *
 * Data scope per menu (1 all, 2 the user's own orgs or categories, 3 a list; core/role-scope.ts):
 * - the user's own row for the menu (sys_user_menu_scope, 用户管理 › 菜单权限) wins;
 * - otherwise the rows of their roles for the menu (sys_role_menu_scope, 角色管理 › 数据权限; a row
 *   counts only while the role holds the menu) combine to the widest, org and category each on their
 *   own: any scope 1 → all; otherwise the union of their own codes (when some role row says 2) and
 *   every scope-3 list (categories widened to their descendants);
 * - no row at all → scope 2 (DEFAULT_DATA_SCOPE).
 *
 * Loaded once per user and cached in this process; anything that changes a user's roles, orgs,
 * categories, menus or scopes (a role's included) calls `invalidateAccess` so the next request reloads,
 * here and (core/cache-bus.ts) in the other gateway processes on the same PostgreSQL.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection.js';
import {
  sysCategory,
  sysMenu,
  sysOrg,
  sysRole,
  sysRoleMenu,
  sysRoleMenuScope,
  sysUserCategory,
  sysUserMenuScope,
  sysUserOrg,
  sysUser,
  sysUserRole,
  type DataScope,
} from '../db/schema.js';
import { effectiveMenuScopes } from './role-scope.js';
import { idsWithDescendants, type TreeRow } from './tree.js';

export const ADMIN_ROLE_TYPE = 1;
/** Orgs a user keeps for data scope: online companies (spec 01 §5 "Org retention"). */
export const SCOPED_ORG_LEVEL = 6;
/** Data scope when a user has no row for a menu (spec 01 §6). */
export const DEFAULT_DATA_SCOPE: DataScope = 2;

export interface MenuScopeRow {
  orgScope: DataScope;
  categoryScope: DataScope;
  orgCodes: string[];
  categoryCodes: string[];
}

export interface UserAccess {
  userId: number;
  roleCodes: ReadonlySet<string>;
  isAdmin: boolean;
  /** Menu and button codes granted (every code for an admin). */
  codes: ReadonlySet<string>;
  /** Codes of the user's online level-6 orgs. */
  orgCodes: readonly string[];
  /** Codes of the user's categories and all their descendants. */
  categoryCodes: readonly string[];
  /**
   * The effective scope row by menu code: the user's own, else their roles' combined (core/role-scope.ts;
   * category lists already widened to descendants). No entry: scope 2.
   */
  menuScopes: ReadonlyMap<string, MenuScopeRow>;
  /**
   * A supplier user's own supplier (sys_user.supplier_sn, issue 22): such a user sees, on every menu,
   * only that supplier's rows; undefined for staff.
   */
  supplierSn?: string;
}

/** The rows a caller may see on one menu: `all`, or the codes to keep. */
export interface DataScopeFilter {
  orgCodes: 'all' | readonly string[];
  categoryCodes: 'all' | readonly string[];
  /**
   * A supplier user's own supplier (issue 22): the lists keep only that supplier's rows, whatever the
   * org and category lists say (both are empty for a supplier user, so code that ignores this field
   * shows such a user nothing rather than everything).
   */
  supplierSn?: string;
}

/** The given category codes and the codes of all their descendants, sorted. */
export function withDescendants(nodes: CategoryTree, codes: readonly string[]): string[] {
  const idByCode = new Map(nodes.map((node) => [node.code, node.id]));
  const codeById = new Map(nodes.map((node) => [node.id, node.code]));
  const start = codes.flatMap((code) => {
    const found = idByCode.get(code);
    return found === undefined ? [] : [found];
  });
  return [...idsWithDescendants(nodes, start)].map((found) => codeById.get(found) as string).sort();
}

/**
 * The scope of a user on a menu: admins and scope 1 see everything, scope 2 their own orgs or
 * categories, scope 3 the lists of the scope row (categories widened to their descendants).
 */
export function dataScopeFor(access: UserAccess, menuCode: string): DataScopeFilter {
  // A supplier user: its own supplier's rows, and no org or category (fail closed where unknown).
  if (access.supplierSn !== undefined) return { orgCodes: [], categoryCodes: [], supplierSn: access.supplierSn };
  if (access.isAdmin) return { orgCodes: 'all', categoryCodes: 'all' };
  const row = access.menuScopes.get(menuCode);
  const orgScope = row?.orgScope ?? DEFAULT_DATA_SCOPE;
  const categoryScope = row?.categoryScope ?? DEFAULT_DATA_SCOPE;
  return {
    orgCodes: orgScope === 1 ? 'all' : orgScope === 3 ? (row?.orgCodes ?? []) : access.orgCodes,
    categoryCodes: categoryScope === 1 ? 'all' : categoryScope === 3 ? (row?.categoryCodes ?? []) : access.categoryCodes,
  };
}

export type CategoryTree = readonly (TreeRow & { code: string })[];

const CACHE_TTL_MS = 30_000;

interface CacheEntry {
  /** The database it was read from: tests open several, and user ids repeat across them. */
  db: AppDatabase;
  access: Promise<UserAccess>;
  loadedAt: number;
  generation: number;
}

const cache = new Map<number, CacheEntry>();
let generation = 0;

/** Told of every `invalidateAccess` of this process (core/cache-bus.ts passes it on to the other processes). */
const invalidationListeners = new Set<(userId: number | undefined) => void>();

/** Calls `listener` after each `invalidateAccess`; answers the function that stops it. */
export function onAccessInvalidated(listener: (userId: number | undefined) => void): () => void {
  invalidationListeners.add(listener);
  return () => invalidationListeners.delete(listener);
}

/**
 * Forgets cached access, of one user or of everyone (menus or roles changed), in this process and, through
 * the listeners (the cache bus), in every other gateway process on the database. Call it once the change is
 * committed, or another process may reload the old rows.
 */
export function invalidateAccess(userId?: number): void {
  dropCachedAccess(userId);
  for (const listener of invalidationListeners) listener(userId);
}

/** Forgets this process's cached access only: what another process's `invalidateAccess` asks for. */
export function dropCachedAccess(userId?: number): void {
  if (userId === undefined) {
    generation++;
    cache.clear();
  } else {
    cache.delete(userId);
  }
}

export function loadCategoryTree(db: AppDatabase): Promise<CategoryTree> {
  return db.select({ id: sysCategory.id, parentId: sysCategory.parentId, code: sysCategory.categoryCode }).from(sysCategory);
}

async function queryAccess(db: AppDatabase, userId: number): Promise<UserAccess> {
  const [roles, orgs, categories, tree, scopes, roleScopes, [user]] = await Promise.all([
    db
      .select({ id: sysRole.id, roleCode: sysRole.roleCode, roleType: sysRole.roleType })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, userId)),
    db
      .select({ orgCode: sysOrg.orgCode })
      .from(sysUserOrg)
      .innerJoin(sysOrg, eq(sysOrg.id, sysUserOrg.orgId))
      .where(and(eq(sysUserOrg.userId, userId), eq(sysOrg.isOnline, 1), eq(sysOrg.level, SCOPED_ORG_LEVEL))),
    db
      .select({ code: sysCategory.categoryCode })
      .from(sysUserCategory)
      .innerJoin(sysCategory, eq(sysCategory.id, sysUserCategory.categoryId))
      .where(eq(sysUserCategory.userId, userId)),
    loadCategoryTree(db),
    db
      .select({
        menuCode: sysMenu.menuCode,
        orgScope: sysUserMenuScope.orgScope,
        categoryScope: sysUserMenuScope.categoryScope,
        orgCodes: sysUserMenuScope.orgCodes,
        categoryCodes: sysUserMenuScope.categoryCodes,
      })
      .from(sysUserMenuScope)
      .innerJoin(sysMenu, eq(sysMenu.id, sysUserMenuScope.menuId))
      .where(eq(sysUserMenuScope.userId, userId)),
    // The scope rows of the user's roles, for the menus those roles hold.
    db
      .select({
        menuCode: sysMenu.menuCode,
        orgScope: sysRoleMenuScope.orgScope,
        categoryScope: sysRoleMenuScope.categoryScope,
        orgCodes: sysRoleMenuScope.orgCodes,
        categoryCodes: sysRoleMenuScope.categoryCodes,
      })
      .from(sysUserRole)
      .innerJoin(sysRoleMenuScope, eq(sysRoleMenuScope.roleId, sysUserRole.roleId))
      .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.roleId, sysRoleMenuScope.roleId), eq(sysRoleMenu.menuId, sysRoleMenuScope.menuId)))
      .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenuScope.menuId))
      .where(eq(sysUserRole.userId, userId)),
    db.select({ userType: sysUser.userType, supplierSn: sysUser.supplierSn }).from(sysUser).where(eq(sysUser.id, userId)).limit(1),
  ]);
  const supplierSn = user?.userType === 'supplier' && user.supplierSn ? user.supplierSn : undefined;
  // A supplier user is never an administrator, whatever role it is given.
  const isAdmin = supplierSn === undefined && roles.some((role) => role.roleType === ADMIN_ROLE_TYPE);
  let codes: string[];
  if (isAdmin) {
    codes = (await db.select({ code: sysMenu.menuCode }).from(sysMenu)).map((row) => row.code);
  } else if (roles.length === 0) {
    codes = [];
  } else {
    const granted = await db
      .selectDistinct({ code: sysMenu.menuCode })
      .from(sysRoleMenu)
      .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
      .where(
        inArray(
          sysRoleMenu.roleId,
          roles.map((role) => role.id),
        ),
      );
    codes = granted.map((row) => row.code);
  }
  const own = {
    orgCodes: orgs.map((row) => row.orgCode).sort(),
    categoryCodes: withDescendants(
      tree,
      categories.map((row) => row.code),
    ),
  };
  return {
    userId,
    roleCodes: new Set(roles.map((role) => role.roleCode)),
    isAdmin,
    codes: new Set(codes),
    ...own,
    menuScopes: effectiveMenuScopes(scopes, roleScopes, own, (found) => withDescendants(tree, found)),
    ...(supplierSn === undefined ? {} : { supplierSn }),
  };
}

/** The user's access, from the cache when it is fresh. */
export function loadAccess(db: AppDatabase, userId: number): Promise<UserAccess> {
  const entry = cache.get(userId);
  const now = Date.now();
  if (entry && entry.db === db && entry.generation === generation && now - entry.loadedAt < CACHE_TTL_MS) return entry.access;
  const access = queryAccess(db, userId);
  cache.set(userId, { db, access, loadedAt: now, generation });
  // A failed load must not stay cached.
  access.catch(() => {
    if (cache.get(userId)?.access === access) cache.delete(userId);
  });
  return access;
}
