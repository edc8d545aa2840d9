/**
 * Deterministic demo data: the same organisations, categories, menus, roles and users every time,
 * then the area seeds (db/seeds/*) that build on them.
 *
 * Demo accounts (see db/seeds/users.ts): admin / Admin@123 (系统管理员), buyer / Buyer@123 (采购员
 * 张采购), and every other demo account / Demo@123.
 *
 * Idempotent: nothing is written when the admin user already exists. Fast: it runs for every test
 * database, so every list is written with one bulk statement (a tree with one more to link parents).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
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
  sysUserMenuScope,
  sysUserOrg,
  sysUserRole,
} from './schema.js';
import { seedAddresses } from './seeds/addresses.js';
import { DEMO_CATEGORIES } from './seeds/categories.js';
import { seedYearDemands } from './seeds/demand-year.js';
import { seedMonthDemands } from './seeds/demand-month.js';
import { seedContracts } from './seeds/contracts.js';
import { seedDemandMasters } from './seeds/demand-masters.js';
import { seedAllocatePositions } from './seeds/demand-positions.js';
import { seedLookups } from './seeds/lookups.js';
import { seedMaster } from './seeds/master.js';
import { seedPicks } from './seeds/pick.js';
import { seedPickShipping } from './seeds/pick-shipping.js';
import { seedPrintTemplates } from './seeds/print-templates.js';
import { seedAccountChecks } from './seeds/settlement-check.js';
import { seedSettlementDocuments } from './seeds/settlement-invoice.js';
import { seedPurchaseOrders } from './seeds/order-purchase.js';
import { seedSaleOrders } from './seeds/order-sale.js';
import { seedMultiTrades } from './seeds/order-trade.js';
import { seedReturnInvoices } from './seeds/order-return.js';
import { seedMarketIndices } from './seeds/market-index.js';
import { seedReports } from './seeds/report.js';
import { seedMobileMarket } from './seeds/mobile-market.js';
import { seedMobileUsers } from './seeds/mobile-users.js';
import { DEMO_MENUS } from './seeds/menus.js';
import { DEMO_ORGS } from './seeds/orgs.js';
import { seedSystemData } from './seeds/system-data.js';
import { seedSystemAdmin } from './seeds/system-admin.js';
import { seedSuppliers } from './seeds/suppliers.js';
import { DEMO_ADMIN_ACCOUNT, DEMO_MENU_SCOPES, DEMO_ROLES, DEMO_USERS } from './seeds/users.js';

export { DEMO_CATEGORIES, type CategorySeed } from './seeds/categories.js';
export { DEMO_MENUS, type MenuSeed } from './seeds/menus.js';
export { DEMO_ORGS, type OrgSeed } from './seeds/orgs.js';
export {
  DEMO_ADMIN_ACCOUNT,
  DEMO_MENU_SCOPES,
  DEMO_PASSWORD,
  DEMO_ROLES,
  DEMO_USERS,
  type MenuScopeSeed,
  type RoleSeed,
  type UserSeed,
} from './seeds/users.js';

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

export interface SeedResult {
  /** False when the demo data was already there and nothing was written. */
  seeded: boolean;
}

function idOf(ids: ReadonlyMap<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`seed data refers to unknown code ${code}`);
  return id;
}

const byCode = (rows: readonly { id: number; code: string }[]): Map<string, number> => new Map(rows.map((row) => [row.code, row.id]));

/**
 * Points every row of a tree table at its parent in one statement. The rows were inserted with
 * parent 0 in one bulk insert, so their ids follow the list order (the same on every fresh database).
 */
async function linkParents(
  db: AppDatabase,
  table: typeof sysOrg | typeof sysCategory | typeof sysMenu,
  ids: ReadonlyMap<string, number>,
  links: readonly (readonly [code: string, parentCode: string | null])[],
): Promise<void> {
  const pairs: SQL[] = links.flatMap(([code, parentCode]) =>
    parentCode === null ? [] : [sql`(${idOf(ids, code)}::bigint, ${idOf(ids, parentCode)}::bigint)`],
  );
  if (pairs.length === 0) return;
  await db.execute(
    sql`update ${table} set parent_id = v.parent_id from (values ${sql.join(pairs, sql`, `)}) as v(id, parent_id) where ${table}.id = v.id`,
  );
}

function pick(ids: ReadonlyMap<string, number>, codes: 'all' | readonly string[]): number[] {
  return codes === 'all' ? [...ids.values()] : codes.map((code) => idOf(ids, code));
}

/** Hashes each distinct demo password once: scrypt is deliberately slow and the seed runs often. */
async function hashDemoPasswords(): Promise<Map<string, string>> {
  const passwords = [...new Set(DEMO_USERS.map((user) => user.password))];
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  return new Map(passwords.map((password, index) => [password, hashes[index] ?? '']));
}

export async function seedDemoData(db: AppDatabase): Promise<SeedResult> {
  const [existing] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.account, DEMO_ADMIN_ACCOUNT))
    .limit(1);
  if (existing) return { seeded: false };

  // Hash outside the transaction. Accounts sharing the demo password share its (salted) hash: that
  // tells nothing the documented demo password does not, and changing a password re-hashes it.
  const passwordHashes = await hashDemoPasswords();
  const audit = { createdBy: SEED_AUTHOR, updatedBy: SEED_AUTHOR };

  // Two processes started together on one empty database (SEED_DEMO=1 on both) take turns: the second
  // waits for the first's transaction, then finds the demo admin and writes nothing.
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('srm-seed-demo'))`);
    const [written] = await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, DEMO_ADMIN_ACCOUNT)).limit(1);
    if (written) return false;
    const orgIds = byCode(
      await tx
        .insert(sysOrg)
        .values(DEMO_ORGS.map(({ parentCode: _parent, ...row }) => ({ ...row, ...audit })))
        .returning({ id: sysOrg.id, code: sysOrg.orgCode }),
    );
    await linkParents(tx, sysOrg, orgIds, DEMO_ORGS.map((row) => [row.orgCode, row.parentCode] as const));

    const categoryIds = byCode(
      await tx
        .insert(sysCategory)
        .values(DEMO_CATEGORIES.map(({ parentCode: _parent, ...row }) => ({ ...row, ...audit })))
        .returning({ id: sysCategory.id, code: sysCategory.categoryCode }),
    );
    await linkParents(tx, sysCategory, categoryIds, DEMO_CATEGORIES.map((row) => [row.categoryCode, row.parentCode] as const));

    const menuIds = byCode(
      await tx
        .insert(sysMenu)
        .values(DEMO_MENUS.map(({ parentCode: _parent, ...row }) => ({ ...row, ...audit })))
        .returning({ id: sysMenu.id, code: sysMenu.menuCode }),
    );
    await linkParents(tx, sysMenu, menuIds, DEMO_MENUS.map((row) => [row.menuCode, row.parentCode] as const));

    const roleIds = byCode(
      await tx
        .insert(sysRole)
        .values(DEMO_ROLES.map(({ menuCodes: _menus, ...role }) => ({ ...role, ...audit })))
        .returning({ id: sysRole.id, code: sysRole.roleCode }),
    );
    const roleMenus = DEMO_ROLES.flatMap(({ roleCode, menuCodes }) =>
      menuCodes.map((code) => ({ roleId: idOf(roleIds, roleCode), menuId: idOf(menuIds, code), ...audit })),
    );
    if (roleMenus.length > 0) await tx.insert(sysRoleMenu).values(roleMenus);

    const userIds = byCode(
      await tx
        .insert(sysUser)
        .values(
          DEMO_USERS.map(({ password, label: _label, roleCodes: _roles, orgCodes: _orgs, categoryCodes: _categories, ...user }) => ({
            ...user,
            passwordHash: passwordHashes.get(password) ?? '',
            ...audit,
          })),
        )
        .returning({ id: sysUser.id, code: sysUser.account }),
    );
    const assigned = <T>(assign: (userId: number, user: (typeof DEMO_USERS)[number]) => T[]): T[] =>
      DEMO_USERS.flatMap((user) => assign(idOf(userIds, user.account), user));
    const userRoles = assigned((userId, user) => pick(roleIds, user.roleCodes).map((roleId) => ({ userId, roleId, ...audit })));
    const userOrgs = assigned((userId, user) => pick(orgIds, user.orgCodes).map((orgId) => ({ userId, orgId, ...audit })));
    const userCategories = assigned((userId, user) =>
      pick(categoryIds, user.categoryCodes).map((categoryId) => ({ userId, categoryId, ...audit })),
    );
    if (userRoles.length > 0) await tx.insert(sysUserRole).values(userRoles);
    if (userOrgs.length > 0) await tx.insert(sysUserOrg).values(userOrgs);
    if (userCategories.length > 0) await tx.insert(sysUserCategory).values(userCategories);
    if (DEMO_MENU_SCOPES.length > 0) {
      await tx.insert(sysUserMenuScope).values(
        DEMO_MENU_SCOPES.map(({ account, menuCode, orgCodes, categoryCodes, ...scope }) => ({
          ...scope,
          userId: idOf(userIds, account),
          menuId: idOf(menuIds, menuCode),
          orgCodes: [...orgCodes],
          categoryCodes: [...categoryCodes],
          ...audit,
        })),
      );
    }

    const context: SeedContext = { orgIds, categoryIds, menuIds, roleIds, userIds, audit };
    await seedSystemData(tx, context);
    await seedLookups(tx, context);
    await seedAddresses(tx, context);
    await seedMaster(tx, context);
    await seedContracts(tx);
    await seedPrintTemplates(tx, context);
    await seedSystemAdmin(tx);
    await seedSuppliers(tx, context);
    await seedYearDemands(tx);
    await seedMonthDemands(tx);
    await seedDemandMasters(tx, context);
    await seedAllocatePositions(tx);
    await seedPicks(tx, context);
    await seedPickShipping(tx, context);
    await seedAccountChecks(tx, context);
    await seedSettlementDocuments(tx, context);
    await seedPurchaseOrders(tx, context);
    await seedSaleOrders(tx, context);
    await seedMultiTrades(tx, context);
    await seedReturnInvoices(tx, context);
    await seedMarketIndices(tx, context);
    await seedReports(tx, context);
    await seedMobileUsers(tx, context);
    await seedMobileMarket(tx, context);
    return true;
  });
  return { seeded };
}
