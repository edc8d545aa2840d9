/**
 * Drizzle table definitions. They mirror `gateway/migrations/*.sql`, which are hand-written and are the
 * source of truth for the database; keep the two in step.
 */
import { bigint, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Gender } from '../api/index.js';

export type Flag = 0 | 1;
/** Staff of the buying group, or a supplier's own user (issue 22). */
export type UserType = 'staff' | 'supplier';

export type RevokeReason = 'logout' | 'revoked';

/** Data scope of a user on a menu: 1 all, 2 own assigned (the default), 3 a list given per menu. */
export type DataScope = 1 | 2 | 3;

/** bigint identity primary key, read as a JS number (ids stay far below 2^53). */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A reference to another row's id; 0 means "no parent" for tree tables. */
export const ref = (name: string) => bigint(name, { mode: 'number' }).notNull();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The audit and optimistic-lock columns every table carries (fresh builders per table). */
export const auditColumns = () => ({
  createdTime: timestamptz('created_time').notNull().defaultNow(),
  updatedTime: timestamptz('updated_time').notNull().defaultNow(),
  createdBy: text('created_by'),
  updatedBy: text('updated_by'),
  version: integer('version').notNull().default(0),
});

export const sysOrg = pgTable('sys_org', {
  id: id(),
  orgCode: text('org_code').notNull().unique(),
  orgName: text('org_name').notNull(),
  /** 3 BU/group, 4 area, 6 company, 7 inventory org. */
  level: smallint('level').notNull(),
  parentId: ref('parent_id').default(0),
  isOnline: smallint('is_online').$type<Flag>().notNull().default(1),
  isTradingCompany: smallint('is_trading_company').$type<Flag>().notNull().default(0),
  regionCode: text('region_code'),
  areaCode: text('area_code'),
  buCode: text('bu_code'),
  ...auditColumns(),
});

export const sysRole = pgTable('sys_role', {
  id: id(),
  roleCode: text('role_code').notNull().unique(),
  roleName: text('role_name').notNull(),
  /** 1 admin, 2 normal. */
  roleType: smallint('role_type').$type<1 | 2>().notNull().default(2),
  ...auditColumns(),
});

export const sysUser = pgTable('sys_user', {
  id: id(),
  account: text('account').notNull().unique(),
  userName: text('user_name').notNull(),
  employeeCode: text('employee_code'),
  gender: smallint('gender').$type<Gender>().notNull().default(0),
  positionDesc: text('position_desc'),
  companyDesc: text('company_desc'),
  deptDesc: text('dept_desc'),
  /** `scrypt$N$r$p$salt$hash`, see core/password.ts. */
  passwordHash: text('password_hash').notNull(),
  enabled: smallint('enabled').$type<Flag>().notNull().default(1),
  /** 'supplier': a supplier's own user, bound to supplierSn (migration 0026); 'staff' otherwise. */
  userType: text('user_type').$type<UserType>().notNull().default('staff'),
  supplierSn: text('supplier_sn'),
  ...auditColumns(),
});

export const sysMenu = pgTable('sys_menu', {
  id: id(),
  parentId: ref('parent_id').default(0),
  menuName: text('menu_name').notNull(),
  /** The English name, shown by the app in English; null shows menuName. */
  menuNameEn: text('menu_name_en'),
  menuCode: text('menu_code').notNull().unique(),
  /** 1 menu, 2 button. */
  menuType: smallint('menu_type').$type<1 | 2>().notNull().default(1),
  pathUrl: text('path_url'),
  pageUrl: text('page_url'),
  icon: text('icon'),
  hidden: smallint('hidden').$type<Flag>().notNull().default(0),
  keepAlive: smallint('keep_alive').$type<Flag>().notNull().default(0),
  activeMenu: text('active_menu'),
  moduleName: text('module_name'),
  /** 1 internal, 2 external system. */
  belongsTo: smallint('belongs_to').$type<1 | 2>().notNull().default(1),
  sortNumber: integer('sort_number').notNull().default(0),
  ...auditColumns(),
});

export const sysCategory = pgTable('sys_category', {
  id: id(),
  categoryCode: text('category_code').notNull().unique(),
  categoryName: text('category_name').notNull(),
  /** 2 to 6. */
  level: smallint('level').notNull(),
  parentId: ref('parent_id').default(0),
  isOnline: smallint('is_online').$type<Flag>().notNull().default(1),
  buyType: text('buy_type'),
  ...auditColumns(),
});

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    id: id(),
    userId: ref('user_id').references(() => sysUser.id, { onDelete: 'cascade' }),
    roleId: ref('role_id').references(() => sysRole.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [unique('sys_user_role_user_role_unique').on(t.userId, t.roleId)],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    id: id(),
    roleId: ref('role_id').references(() => sysRole.id, { onDelete: 'cascade' }),
    menuId: ref('menu_id').references(() => sysMenu.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [unique('sys_role_menu_role_menu_unique').on(t.roleId, t.menuId)],
);

export const sysUserOrg = pgTable(
  'sys_user_org',
  {
    id: id(),
    userId: ref('user_id').references(() => sysUser.id, { onDelete: 'cascade' }),
    orgId: ref('org_id').references(() => sysOrg.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [unique('sys_user_org_user_org_unique').on(t.userId, t.orgId)],
);

export const sysUserCategory = pgTable(
  'sys_user_category',
  {
    id: id(),
    userId: ref('user_id').references(() => sysUser.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id').references(() => sysCategory.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [unique('sys_user_category_user_category_unique').on(t.userId, t.categoryId)],
);

export const sysSession = pgTable('sys_session', {
  id: id(),
  /** sha256 (hex) of the bearer token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  userId: ref('user_id').references(() => sysUser.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  /** 'logout' (signed out: 401 afterwards) or 'revoked' (access taken away: 403 with body code 403). */
  revokeReason: text('revoke_reason').$type<RevokeReason>(),
  ...auditColumns(),
});

/** A user's data scope on one menu (sysUserMenuOrgCategory); no row means scope 2 for both. */
export const sysUserMenuScope = pgTable(
  'sys_user_menu_scope',
  {
    id: id(),
    userId: ref('user_id').references(() => sysUser.id, { onDelete: 'cascade' }),
    menuId: ref('menu_id').references(() => sysMenu.id, { onDelete: 'cascade' }),
    /** 1 all, 2 the user's assigned orgs, 3 `orgCodes`. */
    orgScope: smallint('org_scope').$type<DataScope>().notNull().default(2),
    /** 1 all, 2 the user's assigned categories, 3 `categoryCodes`. */
    categoryScope: smallint('category_scope').$type<DataScope>().notNull().default(2),
    orgCodes: text('org_codes').array().notNull().default([]),
    categoryCodes: text('category_codes').array().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [unique('sys_user_menu_scope_user_menu_unique').on(t.userId, t.menuId)],
);

/**
 * A role's data scope on one menu (角色管理 › 数据权限); a holder's own sysUserMenuScope row for the
 * menu wins, otherwise their roles' rows combine to the widest (core/role-scope.ts).
 */
export const sysRoleMenuScope = pgTable(
  'sys_role_menu_scope',
  {
    id: id(),
    roleId: ref('role_id').references(() => sysRole.id, { onDelete: 'cascade' }),
    menuId: ref('menu_id').references(() => sysMenu.id, { onDelete: 'cascade' }),
    /** 1 all, 2 the holder's assigned orgs, 3 `orgCodes`. */
    orgScope: smallint('org_scope').$type<DataScope>().notNull().default(2),
    /** 1 all, 2 the holder's assigned categories, 3 `categoryCodes`. */
    categoryScope: smallint('category_scope').$type<DataScope>().notNull().default(2),
    orgCodes: text('org_codes').array().notNull().default([]),
    categoryCodes: text('category_codes').array().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [unique('sys_role_menu_scope_role_menu_unique').on(t.roleId, t.menuId)],
);

export const schema = {
  sysOrg,
  sysRole,
  sysUser,
  sysMenu,
  sysCategory,
  sysUserRole,
  sysRoleMenu,
  sysUserOrg,
  sysUserCategory,
  sysSession,
  sysUserMenuScope,
  sysRoleMenuScope,
};

export type Schema = typeof schema;
