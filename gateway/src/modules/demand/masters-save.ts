/**
 * What the demand masters' writes share: the names of the codes a row names (org, material, supplier;
 * an unknown code is 400), the caller's org scope on the menu (403 outside it), and an insert or a
 * versioned update (a stale version 409), a unique violation answered with the row's own message.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dataScopeFor, type UserAccess } from '../../core/access.js';
import { ApiError, PERMISSION_DENIED_CODE, permissionDenied, versionConflict } from '../../core/envelope.js';
import { resourceScopeFor, scopedById, type ListResource } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { hasPermission } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg } from '../../db/schema.js';
import { supSupplier, sysMaterial } from '../../db/tables/lookups.js';
import { DEMAND_MASTER_MESSAGES as M } from './masters-message-texts.js';

export const bad = (message: string) => new ApiError(400, message);

/** The same words as the master area's (catalogued there). */
export const materialUnknown = (code: string) => `物料编码${code}不存在`;

type Reader = Pick<AppDatabase, 'select'>;

export async function orgNameOf(db: Reader, orgCode: string): Promise<string> {
  const [row] = await db.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, orgCode)).limit(1);
  if (!row) throw bad(M.orgUnknown(orgCode));
  return row.name;
}

export interface MaterialFacts {
  matCode: string;
  matName: string;
  unitCode: string | null;
  isLittle: number;
  categoryName: string | null;
}

export async function materialsOf(db: Reader, codes: readonly string[]): Promise<Map<string, MaterialFacts>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode, isLittle: sysMaterial.isLittle, categoryName: sysCategory.categoryName })
    .from(sysMaterial)
    .leftJoin(sysCategory, eq(sysCategory.categoryCode, sysMaterial.categoryCode))
    .where(inArray(sysMaterial.matCode, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.matCode, row]));
}

export async function materialOf(db: Reader, matCode: string): Promise<MaterialFacts> {
  const found = (await materialsOf(db, [matCode])).get(matCode);
  if (!found) throw bad(materialUnknown(matCode));
  return found;
}

export async function supplierNameOf(db: Reader, supplierSn: string): Promise<string> {
  const [row] = await db.select({ name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.sn, supplierSn)).limit(1);
  if (!row) throw bad(M.supplierUnknown(supplierSn));
  return row.name;
}

/** The caller's orgs on `menu` include `orgCode` (else 403 您暂无该组织的权限). */
export function assertOrgInScope(access: UserAccess, menu: string, orgCode: string): void {
  const scope = dataScopeFor(access, menu);
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
}

/** A unique violation (SQLSTATE 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const record = current as { code?: unknown; cause?: unknown; message?: unknown };
    if (record.code === '23505' || (typeof record.message === 'string' && record.message.includes('duplicate key'))) return true;
    current = record.cause;
  }
  return false;
}

export interface VersionedSave {
  db: AppDatabase;
  resource: ListResource & { table: PgTable };
  access: UserAccess;
  body: { id?: number | undefined; version?: number | undefined };
  /** Button codes of an add and of an edit. */
  permissions: { create: string; update: string };
  values: Record<string, unknown>;
  /** The message of a unique violation. */
  duplicate: string;
}

/** Inserts (no id) or updates by id and version inside the caller's scope on the resource's menu. */
export async function saveVersioned({ db, resource, access, body, permissions, values, duplicate }: VersionedSave): Promise<{ id: number; version: number; created: boolean }> {
  const isCreate = body.id === undefined;
  if (!hasPermission(access, isCreate ? permissions.create : permissions.update)) throw permissionDenied();
  if (!isCreate && body.version === undefined) throw bad(SAVE_MESSAGES.versionRequired);
  const actor = String(access.userId);
  const versionColumn = resource.version;
  if (!versionColumn) throw new Error(`${resource.label}: saves need a version column`);
  const scope = resourceScopeFor(resource, access);
  try {
    if (isCreate) {
      const [created] = (await db
        .insert(resource.table)
        .values({ ...values, createdBy: actor, updatedBy: actor })
        .returning({ id: resource.id, version: versionColumn })) as { id: number; version: number }[];
      if (!created) throw new Error(`${resource.label} was not written`);
      return { ...created, created: true };
    }
    const [updated] = (await db
      .update(resource.table)
      .set({ ...values, updatedBy: actor, updatedTime: new Date(), version: sql`${versionColumn} + 1` })
      .where(and(scopedById(resource, [body.id as number], scope), eq(versionColumn, body.version as number)) as SQL)
      .returning({ id: resource.id, version: versionColumn })) as { id: number; version: number }[];
    if (updated) return { ...updated, created: false };
  } catch (error) {
    if (isUniqueViolation(error)) throw bad(duplicate);
    throw error;
  }
  const [exists] = await db.select({ id: resource.id }).from(resource.table).where(scopedById(resource, [body.id as number], scope)).limit(1);
  if (!exists) throw new ApiError(404, SAVE_MESSAGES.notFound(resource.label));
  throw versionConflict();
}
