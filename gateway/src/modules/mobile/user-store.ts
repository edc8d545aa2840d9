/**
 * Reads and checks shared by the user side's routes (issue 28): an app user within the caller's scope,
 * its bindings and its bank cards per company, the org-scope check of a write, and the caller's name
 * (kept as 绑定人 / 解绑人).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppUserBank, AppUserBankOrg, AppUserDetail, AppUserRow, UserSupplierBindRow } from '../../api/mobile.js';
import type { DataScopeFilter } from '../../core/access.js';
import { ApiError, PERMISSION_DENIED_CODE } from '../../core/envelope.js';
import { maskValue } from '../../core/list/masking.js';
import { scopedById, scopeConditions, selectionOf } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg, sysUser } from '../../db/schema.js';
import { mobAppUserView, mobUserBank, mobUserSupplierBindView } from '../../db/tables/mobile.js';
import { ORG_LEVEL, ORG_MESSAGES } from '../system/orgs.js';
import { appUserResource, bankSelection, supplierBindResource } from './user-list.js';

type Reader = Pick<AppDatabase, 'select'>;

/** The app user `id` if the caller's scope holds it, else 404 (…不存在或无权查看). */
export async function appUserInScope(db: Reader, id: number, scope: DataScopeFilter): Promise<AppUserRow> {
  const [row] = await db.select(selectionOf(appUserResource)).from(mobAppUserView).where(scopedById(appUserResource, [id], scope)).limit(1);
  if (!row) throw new ApiError(404, SAVE_MESSAGES.notFound(appUserResource.label));
  return row as unknown as AppUserRow;
}

/**
 * Refuses (403) an org outside the caller's scope, and (400) a code that is no company: 组织不存在 or
 * 该组织不是公司, unless `refusal` words the 400 (the market pages name the code).
 */
export async function checkOrg(db: Reader, scope: DataScopeFilter, orgCode: string, refusal?: (problem: 'notFound' | 'notCompany') => string): Promise<void> {
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
  const [org] = await db.select({ level: sysOrg.level }).from(sysOrg).where(eq(sysOrg.orgCode, orgCode)).limit(1);
  const problem = !org ? 'notFound' : org.level !== ORG_LEVEL.company ? 'notCompany' : undefined;
  if (problem) throw new ApiError(400, refusal ? refusal(problem) : ORG_MESSAGES[problem]);
}

/** The caller's display name (their account's user name), for 绑定人 and 解绑人. */
export async function callerName(db: Reader, userId: number): Promise<string> {
  const [user] = await db.select({ userName: sysUser.userName }).from(sysUser).where(eq(sysUser.id, userId)).limit(1);
  return user?.userName ?? String(userId);
}

/** Every binding of an app user, live first, newest first. */
export async function bindingsOf(db: Reader, appUserId: number): Promise<UserSupplierBindRow[]> {
  const rows = await db
    .select(selectionOf(supplierBindResource))
    .from(mobUserSupplierBindView)
    .where(eq(mobUserSupplierBindView.appUserId, appUserId))
    .orderBy(desc(mobUserSupplierBindView.status), desc(mobUserSupplierBindView.boundTime), desc(mobUserSupplierBindView.id));
  return rows as unknown as UserSupplierBindRow[];
}

/**
 * An app user's bank cards per company within the caller's scope: the user's own company first (even
 * without cards), then each other company the user has cards at; account numbers masked unless `unmasked`.
 */
export async function bankOrgsOf(db: Reader, user: Pick<AppUserRow, 'id' | 'orgCode'>, scope: DataScopeFilter, unmasked: boolean): Promise<AppUserBankOrg[]> {
  const banks = await db
    .select(bankSelection)
    .from(mobUserBank)
    .where(and(eq(mobUserBank.appUserId, user.id), ...scopeConditions({ org: mobUserBank.orgCode }, scope)))
    .orderBy(asc(mobUserBank.orgCode), desc(mobUserBank.isDefault), asc(mobUserBank.id));
  const inScope = scope.supplierSn === undefined && (scope.orgCodes === 'all' || scope.orgCodes.includes(user.orgCode));
  const codes = [...new Set([...(inScope ? [user.orgCode] : []), ...banks.map((bank) => bank.orgCode)])];
  if (codes.length === 0) return [];
  const orgs = await db.select({ orgCode: sysOrg.orgCode, orgName: sysOrg.orgName }).from(sysOrg).where(inArray(sysOrg.orgCode, codes));
  const names = new Map(orgs.map((org) => [org.orgCode, org.orgName]));
  return codes.map((orgCode) => ({
    orgCode,
    orgName: names.get(orgCode) ?? null,
    banks: banks
      .filter((bank) => bank.orgCode === orgCode)
      .map((bank): AppUserBank => ({ ...bank, accountNo: unmasked ? bank.accountNo : (maskValue('bankAccount', bank.accountNo) ?? '') })),
  }));
}

/** An app user in the caller's scope, unmasked, with its bindings and bank cards (user/detail, user/by-phone). */
export async function appUserDetail(db: Reader, id: number, scope: DataScopeFilter): Promise<AppUserDetail> {
  const user = await appUserInScope(db, id, scope);
  const [bindings, bankOrgs] = await Promise.all([bindingsOf(db, id), bankOrgsOf(db, user, scope, true)]);
  return { ...user, bindings, bankOrgs };
}
