/**
 * What the invoice, return invoice, prepayment and payment routes share: the caller's account for the
 * audit columns, a document locked or read in the caller's scope (404 outside it, 409 on a stale
 * version), the names of an org and a supplier, and the configured match tolerance.
 */
import { eq } from 'drizzle-orm';
import type { DataScopeFilter } from '../../core/access.js';
import { ApiError, PERMISSION_DENIED_CODE, versionConflict } from '../../core/envelope.js';
import { scopedById, type ListResource } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg, sysUser } from '../../db/schema.js';
import { supSupplier } from '../../db/tables/lookups.js';
import { stlConfig } from '../../db/tables/settlement.js';
import { INVOICE_MESSAGES } from './invoice-message-texts.js';

export type Tx = Pick<AppDatabase, 'select' | 'execute' | 'update' | 'insert' | 'delete'>;
type Reader = Pick<AppDatabase, 'select'>;

/** The default tolerance when the configuration row is missing (yuan). */
export const DEFAULT_MATCH_TOLERANCE = '1.00';

export async function accountOf(db: Reader, userId: number): Promise<string> {
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.account ?? String(userId);
}

/** The row `id` of `resource` in `scope`, locked (`lock`) or not; 404 with `notFound` when missing or outside it, 409 on a stale `version`. */
export async function scopedRow<Row extends { version: number }>(tx: Reader, resource: ListResource, id: number, scope: DataScopeFilter, notFound: string, options: { lock?: boolean; version?: number | undefined } = {}): Promise<Row> {
  const query = tx.select().from(resource.table).where(scopedById(resource, [id], scope));
  const [row] = (options.lock ? await query.for('update') : await query) as unknown as Row[];
  if (!row) throw new ApiError(404, notFound);
  if (options.version !== undefined && row.version !== options.version) throw versionConflict();
  return row;
}

export async function orgNameOf(db: Reader, orgCode: string): Promise<string> {
  const [org] = await db.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, orgCode)).limit(1);
  if (!org) throw new ApiError(400, INVOICE_MESSAGES.orgUnknown(orgCode));
  return org.name;
}

export async function supplierNameOf(db: Reader, supplierSn: string): Promise<string> {
  const [supplier] = await db.select({ name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.sn, supplierSn)).limit(1);
  if (!supplier) throw new ApiError(400, INVOICE_MESSAGES.supplierUnknown(supplierSn));
  return supplier.name;
}

/** The configured invoice match tolerance in yuan (stl_config invoiceMatchTolerance). */
export async function matchTolerance(db: Reader): Promise<string> {
  const [row] = await db.select({ value: stlConfig.configValue }).from(stlConfig).where(eq(stlConfig.configKey, 'invoiceMatchTolerance'));
  return row?.value ?? DEFAULT_MATCH_TOLERANCE;
}

/** Refuses a caller whose scope does not hold the org and category (or, for a supplier user, the supplier). */
export function requireInScope(scope: DataScopeFilter, party: { orgCode: string; categoryCode: string; supplierSn: string }): void {
  if (scope.supplierSn !== undefined) {
    if (scope.supplierSn !== party.supplierSn) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
    return;
  }
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(party.orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
  if (scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(party.categoryCode)) throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
}
