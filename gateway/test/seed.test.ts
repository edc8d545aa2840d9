import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../src/db/connection.js';
import { schema, sysCategory, sysMenu, sysOrg, sysRole, sysUser } from '../src/db/schema.js';
import { DEMO_CATEGORIES, DEMO_MENUS, DEMO_ORGS, DEMO_ROLES, DEMO_USERS, seedDemoData } from '../src/db/seed.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

async function countAll(db: AppDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

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
      sysRole: DEMO_ROLES.length,
      sysUser: DEMO_USERS.length,
      sysSession: 0,
    });
  });

  it('writes exactly the declared rows, with parents resolved by code', async () => {
    const { db } = database();
    const orgs = await db.select().from(sysOrg);
    const orgById = new Map(orgs.map((row) => [row.id, row]));
    for (const seed of DEMO_ORGS) {
      const row = orgs.find((candidate) => candidate.orgCode === seed.orgCode);
      expect(row, seed.orgCode).toMatchObject({ orgName: seed.orgName, level: seed.level, isOnline: seed.isOnline });
      const parentCode = row && row.parentId !== 0 ? orgById.get(row.parentId)?.orgCode : null;
      expect(parentCode ?? null).toBe(seed.parentCode);
    }

    const menus = await db.select().from(sysMenu);
    const menuById = new Map(menus.map((row) => [row.id, row]));
    for (const seed of DEMO_MENUS) {
      const row = menus.find((candidate) => candidate.menuCode === seed.menuCode);
      expect(row?.menuType, seed.menuCode).toBe(seed.menuType);
      const parentCode = row && row.parentId !== 0 ? menuById.get(row.parentId)?.menuCode : null;
      expect(parentCode ?? null).toBe(seed.parentCode);
    }

    const categories = await db.select({ code: sysCategory.categoryCode }).from(sysCategory);
    expect(categories.map((row) => row.code).sort()).toEqual(DEMO_CATEGORIES.map((seed) => seed.categoryCode).sort());
    const [admin] = await db.select({ roleType: sysRole.roleType }).from(sysRole).where(eq(sysRole.roleCode, 'admin'));
    expect(admin?.roleType).toBe(1);
  });

  it('gives a second fresh database the same rows (deterministic)', async () => {
    const other = await target.open({ seed: true });
    try {
      const project = (db: AppDatabase) =>
        Promise.all([
          db.select({ id: sysOrg.id, code: sysOrg.orgCode, parentId: sysOrg.parentId }).from(sysOrg).orderBy(sysOrg.id),
          db.select({ id: sysMenu.id, code: sysMenu.menuCode, parentId: sysMenu.parentId }).from(sysMenu).orderBy(sysMenu.id),
          db.select({ id: sysUser.id, account: sysUser.account, name: sysUser.userName }).from(sysUser).orderBy(sysUser.id),
        ]);
      expect(await project(other.connection.db)).toEqual(await project(database().db));
    } finally {
      await other.dispose();
    }
  });
});
