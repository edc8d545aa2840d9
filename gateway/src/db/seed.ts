/**
 * Deterministic demo data: the same organisations, categories, roles, menus and two users every time.
 * Idempotent: nothing is written when the admin user already exists.
 */
import { eq } from 'drizzle-orm';
import type { Gender } from '../contract.js';
import { hashPassword } from '../core/password.js';
import type { AppDatabase } from './connection.js';
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
} from './schema.js';
import { seedAddresses } from './seeds/addresses.js';
import { seedContracts } from './seeds/contracts.js';
import { seedLookups } from './seeds/lookups.js';
import { seedSystemData } from './seeds/system-data.js';

const SEED_AUTHOR = 'seed';

/** What the area seeds (db/seeds/*) get: ids by code of the rows written before them. */
export interface SeedContext {
  orgIds: ReadonlyMap<string, number>;
  categoryIds: ReadonlyMap<string, number>;
  menuIds: ReadonlyMap<string, number>;
  roleIds: ReadonlyMap<string, number>;
  /** By account. */
  userIds: ReadonlyMap<string, number>;
  audit: { createdBy: string; updatedBy: string };
}

interface OrgSeed {
  orgCode: string;
  orgName: string;
  level: 3 | 4 | 6 | 7;
  parentCode: string | null;
  isOnline: 0 | 1;
  isTradingCompany: 0 | 1;
  regionCode: string | null;
  areaCode: string | null;
  buCode: string;
}

interface CategorySeed {
  categoryCode: string;
  categoryName: string;
  level: number;
  parentCode: string | null;
  /** Purchase model: 1 authorised, 2 centralised; null on grouping nodes. */
  buyType: string | null;
}

interface MenuSeed {
  menuCode: string;
  menuName: string;
  parentCode: string | null;
  menuType: 1 | 2;
  pathUrl: string | null;
  pageUrl: string | null;
  icon: string | null;
  keepAlive: 0 | 1;
  sortNumber: number;
}

interface RoleSeed {
  roleCode: string;
  roleName: string;
  roleType: 1 | 2;
  /** Menu codes granted to the role (an admin role sees every menu anyway). */
  menuCodes: readonly string[];
}

interface UserSeed {
  account: string;
  /** How the start-up banner introduces the account. */
  label: string;
  password: string;
  userName: string;
  employeeCode: string;
  gender: Gender;
  positionDesc: string;
  companyDesc: string;
  deptDesc: string;
  roleCodes: readonly string[];
  /** 'all' or the org codes assigned to the user. */
  orgCodes: 'all' | readonly string[];
  categoryCodes: 'all' | readonly string[];
}

const org = (
  orgCode: string,
  orgName: string,
  level: OrgSeed['level'],
  parentCode: string | null,
  extra: Partial<Pick<OrgSeed, 'isOnline' | 'isTradingCompany' | 'regionCode' | 'areaCode'>> = {},
): OrgSeed => ({
  orgCode,
  orgName,
  level,
  parentCode,
  isOnline: 1,
  isTradingCompany: 0,
  regionCode: null,
  areaCode: null,
  buCode: 'BU01',
  ...extra,
});

export const DEMO_ORGS: readonly OrgSeed[] = [
  org('BU01', '牧原饲料集团', 3, null),
  org('AREA01', '华北区域', 4, 'BU01', { regionCode: 'NORTH', areaCode: 'AREA01' }),
  org('AREA02', '华南区域', 4, 'BU01', { regionCode: 'SOUTH', areaCode: 'AREA02' }),
  org('101001', '河北饲料有限公司', 6, 'AREA01', { regionCode: 'NORTH', areaCode: 'AREA01' }),
  org('101002', '天津饲料有限公司', 6, 'AREA01', { regionCode: 'NORTH', areaCode: 'AREA01' }),
  org('101003', '山西饲料有限公司', 6, 'AREA01', { regionCode: 'NORTH', areaCode: 'AREA01', isOnline: 0 }),
  org('102001', '广东饲料有限公司', 6, 'AREA02', { regionCode: 'SOUTH', areaCode: 'AREA02' }),
  org('10100101', '河北饲料有限公司原料库', 7, '101001', { regionCode: 'NORTH', areaCode: 'AREA01' }),
];

export const DEMO_CATEGORIES: readonly CategorySeed[] = [
  { categoryCode: '10', categoryName: '原料', level: 2, parentCode: null, buyType: null },
  { categoryCode: '1001', categoryName: '谷物', level: 3, parentCode: '10', buyType: null },
  { categoryCode: '100101', categoryName: '玉米', level: 4, parentCode: '1001', buyType: '2' },
  { categoryCode: '100102', categoryName: '小麦', level: 4, parentCode: '1001', buyType: '2' },
  { categoryCode: '1002', categoryName: '饼粕', level: 3, parentCode: '10', buyType: null },
  { categoryCode: '100201', categoryName: '豆粕', level: 4, parentCode: '1002', buyType: '2' },
  { categoryCode: '20', categoryName: '辅料', level: 2, parentCode: null, buyType: null },
  { categoryCode: '2001', categoryName: '预混料', level: 3, parentCode: '20', buyType: '1' },
  { categoryCode: '2002', categoryName: '包装物', level: 3, parentCode: '20', buyType: '1' },
];

const menu = (
  menuCode: string,
  menuName: string,
  parentCode: string | null,
  sortNumber: number,
  extra: Partial<Pick<MenuSeed, 'menuType' | 'pathUrl' | 'pageUrl' | 'icon' | 'keepAlive'>> = {},
): MenuSeed => ({
  menuCode,
  menuName,
  parentCode,
  sortNumber,
  menuType: 1,
  pathUrl: null,
  pageUrl: null,
  icon: null,
  keepAlive: 0,
  ...extra,
});

export const DEMO_MENUS: readonly MenuSeed[] = [
  menu('dashboard', '首页', null, 1, { pathUrl: '/dashboard', pageUrl: 'dashboard', icon: 'home' }),
  menu('contract', '合同管理', null, 2, { pathUrl: '/contract', icon: 'file-text' }),
  menu('contract:list', '合同列表', 'contract', 1, {
    pathUrl: '/contract/list',
    pageUrl: 'contract/list',
    keepAlive: 1,
  }),
  menu('contract:add', '新增合同', 'contract:list', 1, { menuType: 2 }),
  menu('contract:edit', '编辑合同', 'contract:list', 2, { menuType: 2 }),
  menu('contract:delete', '删除合同', 'contract:list', 3, { menuType: 2 }),
  menu('system', '系统管理', null, 9, { pathUrl: '/system', icon: 'setting' }),
  menu('system:user', '用户管理', 'system', 1, { pathUrl: '/system/user', pageUrl: 'system/user', keepAlive: 1 }),
  menu('system:user:edit', '编辑用户权限', 'system:user', 1, { menuType: 2 }),
  menu('system:user:import', '导入用户权限', 'system:user', 2, { menuType: 2 }),
  menu('system:address', '地址管理', 'system', 2, { pathUrl: '/system/address', pageUrl: 'system/address', keepAlive: 1 }),
  menu('system:address:edit', '编辑地址', 'system:address', 1, { menuType: 2 }),
];

export const DEMO_ROLES: readonly RoleSeed[] = [
  { roleCode: 'admin', roleName: '系统管理员', roleType: 1, menuCodes: [] },
  { roleCode: 'buyer', roleName: '采购员', roleType: 2, menuCodes: ['dashboard', 'contract', 'contract:list', 'contract:add', 'contract:edit'] },
];

export const DEMO_USERS: readonly UserSeed[] = [
  {
    account: 'admin',
    label: '管理员',
    password: 'Admin@123',
    userName: '管理员',
    employeeCode: 'E0001',
    gender: 1,
    positionDesc: '系统管理员',
    companyDesc: '牧原饲料集团',
    deptDesc: '信息部',
    roleCodes: ['admin'],
    orgCodes: 'all',
    categoryCodes: 'all',
  },
  {
    account: 'buyer',
    label: '采购员',
    password: 'Buyer@123',
    userName: '张采购',
    employeeCode: 'E1001',
    gender: 2,
    positionDesc: '采购专员',
    companyDesc: '河北饲料有限公司',
    deptDesc: '采购部',
    roleCodes: ['buyer'],
    orgCodes: ['101001', '10100101'],
    categoryCodes: ['100101', '100201'],
  },
];

export const DEMO_ADMIN_ACCOUNT = 'admin';

export interface SeedResult {
  /** False when the demo data was already there and nothing was written. */
  seeded: boolean;
}

function idOf(ids: ReadonlyMap<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`seed data refers to unknown code ${code}`);
  return id;
}

/**
 * Inserts rows that may point at an earlier row of the same list (by code) as their parent, in list
 * order, and returns code -> id.
 */
async function insertTree<T extends { parentCode: string | null }>(
  rows: readonly T[],
  codeOf: (row: T) => string,
  insert: (row: T, parentId: number) => Promise<number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const row of rows) {
    const parentId = row.parentCode === null ? 0 : idOf(ids, row.parentCode);
    ids.set(codeOf(row), await insert(row, parentId));
  }
  return ids;
}

function firstId(rows: readonly { id: number }[]): number {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

function pick(ids: ReadonlyMap<string, number>, codes: 'all' | readonly string[]): number[] {
  return codes === 'all' ? [...ids.values()] : codes.map((code) => idOf(ids, code));
}

export async function seedDemoData(db: AppDatabase): Promise<SeedResult> {
  const [existing] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.account, DEMO_ADMIN_ACCOUNT))
    .limit(1);
  if (existing) return { seeded: false };

  // Hash outside the transaction: scrypt is deliberately slow.
  const passwordHashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  const audit = { createdBy: SEED_AUTHOR, updatedBy: SEED_AUTHOR };

  await db.transaction(async (tx) => {
    const orgIds = await insertTree(
      DEMO_ORGS,
      (row) => row.orgCode,
      async ({ parentCode: _parent, ...row }, parentId) =>
        firstId(await tx.insert(sysOrg).values({ ...row, parentId, ...audit }).returning({ id: sysOrg.id })),
    );
    const categoryIds = await insertTree(
      DEMO_CATEGORIES,
      (row) => row.categoryCode,
      async ({ parentCode: _parent, ...row }, parentId) =>
        firstId(
          await tx.insert(sysCategory).values({ ...row, parentId, ...audit }).returning({ id: sysCategory.id }),
        ),
    );
    const menuIds = await insertTree(
      DEMO_MENUS,
      (row) => row.menuCode,
      async ({ parentCode: _parent, ...row }, parentId) =>
        firstId(await tx.insert(sysMenu).values({ ...row, parentId, ...audit }).returning({ id: sysMenu.id })),
    );

    const roleIds = new Map<string, number>();
    for (const { menuCodes, ...role } of DEMO_ROLES) {
      const roleId = firstId(await tx.insert(sysRole).values({ ...role, ...audit }).returning({ id: sysRole.id }));
      roleIds.set(role.roleCode, roleId);
      if (menuCodes.length > 0) {
        await tx.insert(sysRoleMenu).values(menuCodes.map((code) => ({ roleId, menuId: idOf(menuIds, code), ...audit })));
      }
    }

    const userIds = new Map<string, number>();
    for (const [index, seed] of DEMO_USERS.entries()) {
      const { password: _password, label: _label, roleCodes, orgCodes, categoryCodes, ...user } = seed;
      const passwordHash = passwordHashes[index];
      if (passwordHash === undefined) throw new Error('missing password hash');
      const userId = firstId(
        await tx.insert(sysUser).values({ ...user, passwordHash, ...audit }).returning({ id: sysUser.id }),
      );
      userIds.set(user.account, userId);
      await tx.insert(sysUserRole).values(pick(roleIds, roleCodes).map((roleId) => ({ userId, roleId, ...audit })));
      await tx.insert(sysUserOrg).values(pick(orgIds, orgCodes).map((orgId) => ({ userId, orgId, ...audit })));
      await tx
        .insert(sysUserCategory)
        .values(pick(categoryIds, categoryCodes).map((categoryId) => ({ userId, categoryId, ...audit })));
    }

    const context: SeedContext = { orgIds, categoryIds, menuIds, roleIds, userIds, audit };
    await seedSystemData(tx, context);
    await seedLookups(tx, context);
    await seedAddresses(tx, context);
    await seedContracts(tx);
  });
  return { seeded: true };
}
