/**
 * What the trade and pick apply routes share (issue 26, part G3): the caller's account for the audit
 * columns, the scope check of a new row's org and category, the trade locked in the caller's scope, and
 * the org, material and supplier lookups a chain is checked against.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DataScopeFilter } from '../../core/access.js';
import { ApiError, PERMISSION_DENIED_CODE, versionConflict } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg, sysUser } from '../../db/schema.js';
import { supSupplier, sysMaterial } from '../../db/tables/lookups.js';
import { matMultiTrade } from '../../db/tables/order.js';
import { multiTradeResource } from './trade-list.js';

export type Reader = Pick<AppDatabase, 'select'>;
export type Tx = Pick<AppDatabase, 'select' | 'execute' | 'update' | 'insert' | 'delete'>;
export type TradeHead = typeof matMultiTrade.$inferSelect;

export async function accountOf(db: Reader, userId: number): Promise<string> {
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.account ?? String(userId);
}

/** 403 when a new row's org or category is outside the caller's scope. */
export function checkScope(scope: DataScopeFilter, orgCode: string, categoryCode: string): void {
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
  if (scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(categoryCode)) throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
}

export const tradeNotFound = () => new ApiError(404, SAVE_MESSAGES.notFound(multiTradeResource.label));

/** The trade `id` in the caller's trade scope, locked when `lock` (404 outside it; 409 on a stale version). */
export async function tradeInScope(tx: Tx | Reader, id: number, scope: DataScopeFilter, options: { lock?: boolean; version?: number } = {}): Promise<TradeHead> {
  const query = tx.select().from(matMultiTrade).where(scopedById(multiTradeResource, [id], scope));
  const [trade] = options.lock ? await query.for('update') : await query;
  if (!trade) throw tradeNotFound();
  if (options.version !== undefined && trade.version !== options.version) throw versionConflict();
  return trade;
}

export interface OrgInfo {
  orgCode: string;
  orgName: string;
  level: number;
  isTradingCompany: number;
}

export async function orgsByCode(db: Reader, codes: readonly string[]): Promise<Map<string, OrgInfo>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ orgCode: sysOrg.orgCode, orgName: sysOrg.orgName, level: sysOrg.level, isTradingCompany: sysOrg.isTradingCompany })
    .from(sysOrg)
    .where(inArray(sysOrg.orgCode, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.orgCode, row]));
}

export interface MaterialInfo {
  matCode: string;
  matName: string;
  unitCode: string;
  categoryCode: string;
  categoryName: string | null;
}

export async function materialOf(db: Reader, matCode: string): Promise<MaterialInfo | undefined> {
  const [row] = await db
    .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode, categoryCode: sysMaterial.categoryCode, categoryName: sysCategory.categoryName })
    .from(sysMaterial)
    .leftJoin(sysCategory, eq(sysCategory.categoryCode, sysMaterial.categoryCode))
    .where(and(eq(sysMaterial.matCode, matCode), eq(sysMaterial.status, 'Active')));
  return row ? { ...row, unitCode: row.unitCode ?? 'T' } : undefined;
}

export async function supplierNameOf(db: Reader, sn: string): Promise<string | undefined> {
  const [row] = await db.select({ name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.sn, sn));
  return row?.name;
}

export const isoOf = (value: Date | null): string | null => (value === null ? null : value.toISOString());
