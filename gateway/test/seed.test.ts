import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../src/db/connection.js';
import { schema, sysCategory, sysMenu, sysOrg, sysRole, sysRoleMenu, sysUser, sysUserMenuScope } from '../src/db/schema.js';
import {
  DEMO_CATEGORIES,
  DEMO_MENU_SCOPES,
  DEMO_MENUS,
  DEMO_ORGS,
  DEMO_PASSWORD,
  DEMO_ROLES,
  DEMO_USERS,
  seedDemoData,
} from '../src/db/seed.js';
import { DEMO_SUPPLIER_USERS, SUPPLIER_ROLE_MENUS } from '../src/db/seeds/suppliers.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

async function countAll(db: AppDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

function indexBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

const orgByCode = indexBy(DEMO_ORGS, (row) => row.orgCode);
const categoryByCode = indexBy(DEMO_CATEGORIES, (row) => row.categoryCode);
const menuByCode = indexBy(DEMO_MENUS, (row) => row.menuCode);
const roleByCode = indexBy(DEMO_ROLES, (row) => row.roleCode);
const userByAccount = indexBy(DEMO_USERS, (row) => row.account);

/** Every parent code is declared before its child (the seed links parents by code). */
function expectParentsFirst<T extends { parentCode: string | null }>(rows: readonly T[], code: (row: T) => string): void {
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.parentCode !== null) expect(seen.has(row.parentCode), `${code(row)} after its parent ${row.parentCode}`).toBe(true);
    seen.add(code(row));
  }
}

describe('the declared demo data', () => {
  it('has unique codes, accounts and employee codes', () => {
    for (const [map, rows] of [
      [orgByCode, DEMO_ORGS],
      [categoryByCode, DEMO_CATEGORIES],
      [menuByCode, DEMO_MENUS],
      [roleByCode, DEMO_ROLES],
      [userByAccount, DEMO_USERS],
      [indexBy(DEMO_USERS, (user) => user.employeeCode), DEMO_USERS],
    ] as const) {
      expect(map.size).toBe(rows.length);
    }
  });

  it('keeps the rows other areas rely on exactly as they were', () => {
    expect(DEMO_ORGS.filter((row) => ['BU01', 'AREA01', 'AREA02', '101001', '101002', '101003', '102001', '10100101'].includes(row.orgCode))).toEqual([
      { orgCode: 'BU01', orgName: '牧原饲料集团', level: 3, parentCode: null, isOnline: 1, isTradingCompany: 0, regionCode: null, areaCode: null, buCode: 'BU01' },
      { orgCode: 'AREA01', orgName: '华北区域', level: 4, parentCode: 'BU01', isOnline: 1, isTradingCompany: 0, regionCode: 'NORTH', areaCode: 'AREA01', buCode: 'BU01' },
      { orgCode: 'AREA02', orgName: '华南区域', level: 4, parentCode: 'BU01', isOnline: 1, isTradingCompany: 0, regionCode: 'SOUTH', areaCode: 'AREA02', buCode: 'BU01' },
      { orgCode: '101001', orgName: '河北饲料有限公司', level: 6, parentCode: 'AREA01', isOnline: 1, isTradingCompany: 0, regionCode: 'NORTH', areaCode: 'AREA01', buCode: 'BU01' },
      { orgCode: '101002', orgName: '天津饲料有限公司', level: 6, parentCode: 'AREA01', isOnline: 1, isTradingCompany: 0, regionCode: 'NORTH', areaCode: 'AREA01', buCode: 'BU01' },
      { orgCode: '101003', orgName: '山西饲料有限公司', level: 6, parentCode: 'AREA01', isOnline: 0, isTradingCompany: 0, regionCode: 'NORTH', areaCode: 'AREA01', buCode: 'BU01' },
      { orgCode: '102001', orgName: '广东饲料有限公司', level: 6, parentCode: 'AREA02', isOnline: 1, isTradingCompany: 0, regionCode: 'SOUTH', areaCode: 'AREA02', buCode: 'BU01' },
      { orgCode: '10100101', orgName: '河北饲料有限公司原料库', level: 7, parentCode: '101001', isOnline: 1, isTradingCompany: 0, regionCode: 'NORTH', areaCode: 'AREA01', buCode: 'BU01' },
    ]);
    expect(['10', '1001', '100101', '100102', '1002', '100201', '20', '2001', '2002'].map((code) => categoryByCode.get(code))).toEqual([
      { categoryCode: '10', categoryName: '原料', level: 2, parentCode: null, buyType: null },
      { categoryCode: '1001', categoryName: '谷物', level: 3, parentCode: '10', buyType: null },
      { categoryCode: '100101', categoryName: '玉米', level: 4, parentCode: '1001', buyType: '2' },
      { categoryCode: '100102', categoryName: '小麦', level: 4, parentCode: '1001', buyType: '2' },
      { categoryCode: '1002', categoryName: '饼粕', level: 3, parentCode: '10', buyType: null },
      { categoryCode: '100201', categoryName: '豆粕', level: 4, parentCode: '1002', buyType: '2' },
      { categoryCode: '20', categoryName: '辅料', level: 2, parentCode: null, buyType: null },
      { categoryCode: '2001', categoryName: '预混料', level: 3, parentCode: '20', buyType: '1' },
      { categoryCode: '2002', categoryName: '包装物', level: 3, parentCode: '20', buyType: '1' },
    ]);
    const menu = (code: string) => {
      const row = menuByCode.get(code);
      return row && [row.menuName, row.parentCode, row.menuType, row.pathUrl, row.pageUrl, row.icon, row.keepAlive, row.sortNumber];
    };
    expect(
      ['dashboard', 'contract', 'contract:list', 'contract:add', 'contract:edit', 'contract:delete', 'system', 'system:user', 'system:user:edit', 'system:user:import', 'system:address', 'system:address:edit'].map(menu),
    ).toEqual([
      ['首页', null, 1, '/dashboard', 'dashboard', 'home', 0, 1],
      ['合同管理', null, 1, '/contract', null, 'file-text', 0, 2],
      ['合同列表', 'contract', 1, '/contract/list', 'contract/list', null, 1, 1],
      ['新增合同', 'contract:list', 2, null, null, null, 0, 1],
      ['编辑合同', 'contract:list', 2, null, null, null, 0, 2],
      ['删除合同', 'contract:list', 2, null, null, null, 0, 3],
      ['系统管理', null, 1, '/system', null, 'setting', 0, 9],
      ['用户管理', 'system', 1, '/system/user', 'system/user', null, 1, 1],
      ['编辑用户权限', 'system:user', 2, null, null, null, 0, 1],
      ['导入用户权限', 'system:user', 2, null, null, null, 0, 2],
      ['地址管理', 'system', 1, '/system/address', 'system/address', null, 1, 2],
      ['编辑地址', 'system:address', 2, null, null, null, 0, 1],
    ]);
    expect(roleByCode.get('admin')).toEqual({ roleCode: 'admin', roleName: '系统管理员', roleType: 1, menuCodes: [] });
    expect(roleByCode.get('buyer')).toEqual({
      roleCode: 'buyer',
      roleName: '采购员',
      roleType: 2,
      menuCodes: ['dashboard', 'contract', 'contract:list', 'contract:add', 'contract:edit', 'contract:detail', 'contract:editor'],
    });
    expect(userByAccount.get('admin')).toMatchObject({ password: 'Admin@123', userName: '管理员', roleCodes: ['admin'], orgCodes: 'all', categoryCodes: 'all' });
    expect(userByAccount.get('buyer')).toMatchObject({
      password: 'Buyer@123',
      userName: '张采购',
      employeeCode: 'E1001',
      gender: 2,
      roleCodes: ['buyer'],
      orgCodes: ['101001', '10100101'],
      categoryCodes: ['100101', '100201'],
    });
    // Only the admin holds the system administration menus (an admin role holds every menu).
    const systemCodes = DEMO_MENUS.filter((row) => row.menuCode === 'system' || row.menuCode.startsWith('system:')).map((row) => row.menuCode);
    for (const role of DEMO_ROLES) expect(role.menuCodes.filter((code) => systemCodes.includes(code)), role.roleCode).toEqual([]);
  });

  it('orgs form a BU → area → company → inventory-org tree with consistent region keys', () => {
    expectParentsFirst(DEMO_ORGS, (row) => row.orgCode);
    const childLevel: Record<number, number> = { 3: 4, 4: 6, 6: 7 };
    for (const row of DEMO_ORGS) {
      const parent = row.parentCode === null ? undefined : orgByCode.get(row.parentCode);
      if (row.level === 3) {
        expect(row.parentCode, row.orgCode).toBeNull();
        expect([row.buCode, row.areaCode, row.regionCode]).toEqual([row.orgCode, null, null]);
        continue;
      }
      expect(parent, row.orgCode).toBeDefined();
      expect(row.level, row.orgCode).toBe(childLevel[parent?.level ?? 0]);
      expect(row.buCode, row.orgCode).toBe(parent?.buCode);
      if (row.level === 4) {
        expect(row.areaCode, row.orgCode).toBe(row.orgCode);
        expect(row.regionCode, row.orgCode).toMatch(/^[A-Z]+$/);
      } else {
        expect([row.areaCode, row.regionCode], row.orgCode).toEqual([parent?.areaCode, parent?.regionCode]);
        if (row.level === 7) expect(row.orgCode.startsWith(parent?.orgCode ?? '-'), row.orgCode).toBe(true);
      }
    }
    const companies = DEMO_ORGS.filter((row) => row.level === 6);
    // The "online level 6 only" and "trading companies only" rules need both kinds to be visible.
    expect(companies.some((row) => row.isOnline === 0)).toBe(true);
    expect(companies.some((row) => row.isTradingCompany === 1 && row.isOnline === 1)).toBe(true);
    expect(companies.some((row) => row.isTradingCompany === 0 && row.isOnline === 1)).toBe(true);
    expect(new Set(DEMO_ORGS.filter((row) => row.level === 3).map((row) => row.orgCode)).size).toBeGreaterThanOrEqual(2);
  });

  it('categories run from level 2 to 6, each one level below its parent', () => {
    expectParentsFirst(DEMO_CATEGORIES, (row) => row.categoryCode);
    for (const row of DEMO_CATEGORIES) {
      const parent = row.parentCode === null ? undefined : categoryByCode.get(row.parentCode);
      if (row.parentCode === null) expect(row.level, row.categoryCode).toBe(2);
      else expect(row.level, row.categoryCode).toBe((parent?.level ?? -1) + 1);
      expect(row.level).toBeLessThanOrEqual(6);
      expect([null, '1', '2']).toContain(row.buyType);
    }
    expect(DEMO_CATEGORIES.some((row) => row.level === 6)).toBe(true);
    expect(categoryByCode.get('1001010101')).toMatchObject({ categoryName: '东北玉米', level: 6 });
  });

  it('menus hang under existing parents, buttons under pages, and every role grant exists and is reachable', () => {
    expectParentsFirst(DEMO_MENUS, (row) => row.menuCode);
    const paths = new Set(DEMO_MENUS.map((row) => row.pathUrl));
    for (const row of DEMO_MENUS) {
      const parent = row.parentCode === null ? undefined : menuByCode.get(row.parentCode);
      if (row.menuType === 2) {
        expect(parent?.menuType, row.menuCode).toBe(1);
        expect(parent?.parentCode, `${row.menuCode} sits on a page, not a folder`).not.toBeNull();
        expect(row.pathUrl, row.menuCode).toBeNull();
      } else {
        expect(parent?.menuType ?? 1, row.menuCode).toBe(1);
        expect(row.pathUrl, row.menuCode).toBeTruthy();
      }
      if (row.hidden === 1) expect(paths.has(row.activeMenu), row.menuCode).toBe(true);
    }
    expect(DEMO_MENUS.filter((row) => row.menuType === 1 && row.parentCode !== null).length).toBeGreaterThanOrEqual(30);
    expect(DEMO_MENUS.some((row) => row.belongsTo === 2)).toBe(true);
    expect(DEMO_MENUS.some((row) => row.moduleName !== null)).toBe(true);

    for (const role of DEMO_ROLES) {
      const granted = new Set(role.menuCodes);
      expect(granted.size, `${role.roleCode} grants each menu once`).toBe(role.menuCodes.length);
      for (const code of role.menuCodes) {
        const row = menuByCode.get(code);
        expect(row, `${role.roleCode} grants ${code}`).toBeDefined();
        if (row?.parentCode) expect(granted.has(row.parentCode), `${role.roleCode}: ${code} without ${row.parentCode}`).toBe(true);
      }
    }
    const requirementRoles = ['company_requirement_check', 'area_requirement_check', 'district_requirement_check', 'industry_requirement_check'];
    for (const code of ['purchase_manager', 'supply_chain', 'finance', 'warehouse', ...requirementRoles]) {
      expect(roleByCode.get(code)?.menuCodes.length, code).toBeGreaterThan(0);
    }
  });

  it('every user refers to existing roles, orgs and categories, and scopes to held menus', () => {
    expect(DEMO_USERS.length).toBeGreaterThanOrEqual(10);
    for (const user of DEMO_USERS) {
      expect(user.roleCodes.length, user.account).toBeGreaterThan(0);
      for (const code of user.roleCodes) expect(roleByCode.has(code), `${user.account} role ${code}`).toBe(true);
      if (user.orgCodes !== 'all') for (const code of user.orgCodes) expect(orgByCode.has(code), `${user.account} org ${code}`).toBe(true);
      if (user.categoryCodes !== 'all') {
        for (const code of user.categoryCodes) expect(categoryByCode.has(code), `${user.account} category ${code}`).toBe(true);
      }
      expect([0, 1, 2]).toContain(user.gender);
      expect(user.label, user.account).toBeTruthy();
      if (user.account !== 'admin' && user.account !== 'buyer') expect(user.password).toBe(DEMO_PASSWORD);
    }
    for (const scope of DEMO_MENU_SCOPES) {
      const user = userByAccount.get(scope.account);
      const held = new Set(user?.roleCodes.flatMap((code) => roleByCode.get(code)?.menuCodes ?? []));
      expect(held.has(scope.menuCode), `${scope.account} holds ${scope.menuCode}`).toBe(true);
      for (const code of scope.orgCodes) expect(orgByCode.has(code), code).toBe(true);
      for (const code of scope.categoryCodes) expect(categoryByCode.has(code), code).toBe(true);
    }
  });
});

describe.each(eachDatabase)('[%s] demo data', (_name, target) => {
  const database = useTestDatabase(target, { seed: false });

  it('seeds once and is a no-op the second time', async () => {
    const { db } = database();
    expect(await seedDemoData(db)).toEqual({ seeded: true });
    const afterFirst = await countAll(db);
    expect(await seedDemoData(db)).toEqual({ seeded: false });
    expect(await countAll(db)).toEqual(afterFirst);

    expect(afterFirst).toMatchObject({
      sysOrg: DEMO_ORGS.length,
      sysCategory: DEMO_CATEGORIES.length,
      sysMenu: DEMO_MENUS.length,
      // The supplier role and its accounts are the supplier area's (db/seeds/suppliers.ts).
      sysRole: DEMO_ROLES.length + 1,
      sysRoleMenu: DEMO_ROLES.reduce((sum, role) => sum + role.menuCodes.length, 0) + SUPPLIER_ROLE_MENUS.length,
      sysUser: DEMO_USERS.length + DEMO_SUPPLIER_USERS.length,
      sysUserMenuScope: DEMO_MENU_SCOPES.length,
      sysSession: 0,
    });
  });

  it('writes exactly the declared rows, with parents resolved by code', async () => {
    const { db } = database();
    const parentCodes = <T extends { id: number; parentId: number }>(rows: readonly T[], code: (row: T) => string) => {
      const byId = new Map(rows.map((row) => [row.id, row]));
      return new Map(rows.map((row) => [code(row), row.parentId === 0 ? null : code(byId.get(row.parentId) as T)]));
    };

    const orgs = await db.select().from(sysOrg);
    const orgParents = parentCodes(orgs, (row) => row.orgCode);
    expect(orgs.map((row) => row.orgCode).sort()).toEqual(DEMO_ORGS.map((seed) => seed.orgCode).sort());
    for (const seed of DEMO_ORGS) {
      const row = orgs.find((candidate) => candidate.orgCode === seed.orgCode);
      const { parentCode, ...fields } = seed;
      expect(row, seed.orgCode).toMatchObject(fields);
      expect(orgParents.get(seed.orgCode)).toBe(parentCode);
    }

    const categories = await db.select().from(sysCategory);
    const categoryParents = parentCodes(categories, (row) => row.categoryCode);
    expect(categories.map((row) => row.categoryCode).sort()).toEqual(DEMO_CATEGORIES.map((seed) => seed.categoryCode).sort());
    for (const seed of DEMO_CATEGORIES) {
      const { parentCode, ...fields } = seed;
      expect(categories.find((row) => row.categoryCode === seed.categoryCode)).toMatchObject(fields);
      expect(categoryParents.get(seed.categoryCode)).toBe(parentCode);
    }

    const menus = await db.select().from(sysMenu);
    const menuParents = parentCodes(menus, (row) => row.menuCode);
    for (const seed of DEMO_MENUS) {
      const { parentCode, ...fields } = seed;
      expect(menus.find((row) => row.menuCode === seed.menuCode)).toMatchObject(fields);
      expect(menuParents.get(seed.menuCode), seed.menuCode).toBe(parentCode);
    }

    const [admin] = await db.select({ roleType: sysRole.roleType }).from(sysRole).where(eq(sysRole.roleCode, 'admin'));
    expect(admin?.roleType).toBe(1);
    const buyerMenus = await db
      .select({ code: sysMenu.menuCode })
      .from(sysRoleMenu)
      .innerJoin(sysRole, eq(sysRole.id, sysRoleMenu.roleId))
      .innerJoin(sysMenu, eq(sysMenu.id, sysRoleMenu.menuId))
      .where(eq(sysRole.roleCode, 'buyer'));
    expect(buyerMenus.map((row) => row.code).sort()).toEqual([...(roleByCode.get('buyer')?.menuCodes ?? [])].sort());
    const scopes = await db
      .select({ account: sysUser.account, code: sysMenu.menuCode, orgScope: sysUserMenuScope.orgScope, orgCodes: sysUserMenuScope.orgCodes })
      .from(sysUserMenuScope)
      .innerJoin(sysUser, eq(sysUser.id, sysUserMenuScope.userId))
      .innerJoin(sysMenu, eq(sysMenu.id, sysUserMenuScope.menuId));
    expect(scopes.map((row) => [row.account, row.code, row.orgScope, row.orgCodes]).sort()).toEqual(
      DEMO_MENU_SCOPES.map((row) => [row.account, row.menuCode, row.orgScope, row.orgCodes]).sort(),
    );
  });

  it('gives a second fresh database the same rows (deterministic)', async () => {
    const other = await target.open({ seed: true });
    try {
      const project = (db: AppDatabase) =>
        Promise.all([
          db.select({ id: sysOrg.id, code: sysOrg.orgCode, parentId: sysOrg.parentId }).from(sysOrg).orderBy(sysOrg.id),
          db.select({ id: sysCategory.id, code: sysCategory.categoryCode, parentId: sysCategory.parentId }).from(sysCategory).orderBy(sysCategory.id),
          db.select({ id: sysMenu.id, code: sysMenu.menuCode, parentId: sysMenu.parentId }).from(sysMenu).orderBy(sysMenu.id),
          db.select({ id: sysUser.id, account: sysUser.account, name: sysUser.userName }).from(sysUser).orderBy(sysUser.id),
        ]);
      expect(await project(other.connection.db)).toEqual(await project(database().db));
    } finally {
      await other.dispose();
    }
  });
});
