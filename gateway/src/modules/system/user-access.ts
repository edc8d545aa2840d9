/**
 * Queries for a user's identity and the access granted through roles: roles, organisations,
 * categories and menus.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Category, Menu, Org, Role, SysUserInfo } from '../../api/index.js';
import type { AppDatabase } from '../../db/connection.js';
import {
  sysCategory,
  sysMenu,
  sysOrg,
  sysRole,
  sysRoleMenu,
  sysUser,
  sysUserCategory,
  sysUserOrg,
  sysUserRole,
} from '../../db/schema.js';
import { buildMenuTree, supplierPortalTree, withAncestors } from './menu-tree.js';

export const ADMIN_ROLE_TYPE = 1;

const userInfoColumns = {
  id: sysUser.id,
  userName: sysUser.userName,
  account: sysUser.account,
  employeeCode: sysUser.employeeCode,
  gender: sysUser.gender,
  positionDesc: sysUser.positionDesc,
  companyDesc: sysUser.companyDesc,
  deptDesc: sysUser.deptDesc,
  userType: sysUser.userType,
  supplierSn: sysUser.supplierSn,
};

const roleColumns = {
  id: sysRole.id,
  roleCode: sysRole.roleCode,
  roleName: sysRole.roleName,
  roleType: sysRole.roleType,
};

const orgColumns = {
  id: sysOrg.id,
  orgCode: sysOrg.orgCode,
  orgName: sysOrg.orgName,
  level: sysOrg.level,
  isOnline: sysOrg.isOnline,
  isTradingCompany: sysOrg.isTradingCompany,
  parentId: sysOrg.parentId,
};

export const categoryColumns = {
  id: sysCategory.id,
  categoryCode: sysCategory.categoryCode,
  categoryName: sysCategory.categoryName,
  level: sysCategory.level,
  parentId: sysCategory.parentId,
  isOnline: sysCategory.isOnline,
  buyType: sysCategory.buyType,
};

/** The menu fields the app reads (login info, the admin menu tree). */
export const menuColumns = {
  id: sysMenu.id,
  parentId: sysMenu.parentId,
  menuName: sysMenu.menuName,
  menuNameEn: sysMenu.menuNameEn,
  menuCode: sysMenu.menuCode,
  menuType: sysMenu.menuType,
  pathUrl: sysMenu.pathUrl,
  pageUrl: sysMenu.pageUrl,
  icon: sysMenu.icon,
  hidden: sysMenu.hidden,
  keepAlive: sysMenu.keepAlive,
  activeMenu: sysMenu.activeMenu,
  moduleName: sysMenu.moduleName,
  belongsTo: sysMenu.belongsTo,
  sortNumber: sysMenu.sortNumber,
};

export interface UserCredentials {
  id: number;
  passwordHash: string;
  enabled: 0 | 1;
}

export async function findCredentialsByAccount(db: AppDatabase, account: string): Promise<UserCredentials | null> {
  const [row] = await db
    .select({ id: sysUser.id, passwordHash: sysUser.passwordHash, enabled: sysUser.enabled })
    .from(sysUser)
    .where(eq(sysUser.account, account))
    .limit(1);
  return row ?? null;
}

export async function findUserInfo(db: AppDatabase, userId: number): Promise<SysUserInfo | null> {
  const [row] = await db.select(userInfoColumns).from(sysUser).where(eq(sysUser.id, userId)).limit(1);
  return row ?? null;
}

export function listUserRoles(db: AppDatabase, userId: number): Promise<Role[]> {
  return db
    .select(roleColumns)
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId))
    .orderBy(asc(sysRole.id));
}

export function listUserOrgs(db: AppDatabase, userId: number): Promise<Org[]> {
  return db
    .select(orgColumns)
    .from(sysUserOrg)
    .innerJoin(sysOrg, eq(sysOrg.id, sysUserOrg.orgId))
    .where(eq(sysUserOrg.userId, userId))
    .orderBy(asc(sysOrg.level), asc(sysOrg.orgCode));
}

export function listUserCategories(db: AppDatabase, userId: number): Promise<Category[]> {
  return db
    .select(categoryColumns)
    .from(sysUserCategory)
    .innerJoin(sysCategory, eq(sysCategory.id, sysUserCategory.categoryId))
    .where(eq(sysUserCategory.userId, userId))
    .orderBy(asc(sysCategory.categoryCode));
}

export function isAdmin(roles: readonly Role[]): boolean {
  return roles.some((role) => role.roleType === ADMIN_ROLE_TYPE);
}

/**
 * The user's menu tree: every menu for an admin role, otherwise the menus granted to the roles; a
 * supplier's user gets them as the supplier portal tree (menu-tree.ts supplierPortalTree).
 */
export async function listUserMenuTree(db: AppDatabase, roles: readonly Role[], userType: SysUserInfo['userType'] = 'staff'): Promise<Menu[]> {
  if (roles.length === 0) return [];
  const allMenus: Menu[] = await db.select(menuColumns).from(sysMenu);
  if (isAdmin(roles)) return buildMenuTree(allMenus);
  const granted = await db
    .selectDistinct({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(
      inArray(
        sysRoleMenu.roleId,
        roles.map((role) => role.id),
      ),
    );
  const tree = buildMenuTree(
    withAncestors(
      allMenus,
      granted.map((row) => row.menuId),
    ),
  );
  return userType === 'supplier' ? supplierPortalTree(tree) : tree;
}
