/**
 * The names a document stores beside its codes (组织名称, 供应商名称, 品类名称), taken from master data by
 * the gateway, never from the client: a save sends codes, and a name it sends is ignored. An unknown code
 * is refused with 422 and a Chinese message naming it, with nothing written.
 */
import { eq } from 'drizzle-orm';
import { ApiError } from '../../core/envelope.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg } from '../../db/schema.js';
import { supSupplier } from '../../db/tables/lookups.js';

export const MASTER_NAME_MESSAGES = {
  unknownOrg: (code: string) => `组织不存在：${code}`,
  unknownSupplier: (sn: string) => `供应商不存在：${sn}`,
  unknownCategory: (code: string) => `品类不存在：${code}`,
} as const;

export interface MasterCodes {
  orgCode?: string | undefined;
  supplierSn?: string | undefined;
  categoryCode?: string | undefined;
}

export interface MasterNames {
  orgName?: string;
  supplierName?: string;
  categoryName?: string;
}

/** The master-data names of the codes given (a code left out gives no name); 422 for an unknown code. */
export async function masterNamesOf(db: AppDatabase, codes: MasterCodes): Promise<MasterNames> {
  const names: MasterNames = {};
  const [org, supplier, category] = await Promise.all([
    codes.orgCode === undefined ? undefined : db.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, codes.orgCode)).limit(1),
    codes.supplierSn === undefined ? undefined : db.select({ name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.sn, codes.supplierSn)).limit(1),
    codes.categoryCode === undefined
      ? undefined
      : db.select({ name: sysCategory.categoryName }).from(sysCategory).where(eq(sysCategory.categoryCode, codes.categoryCode)).limit(1),
  ]);
  if (codes.orgCode !== undefined) {
    if (!org?.[0]) throw new ApiError(422, MASTER_NAME_MESSAGES.unknownOrg(codes.orgCode));
    names.orgName = org[0].name;
  }
  if (codes.supplierSn !== undefined) {
    if (!supplier?.[0]) throw new ApiError(422, MASTER_NAME_MESSAGES.unknownSupplier(codes.supplierSn));
    names.supplierName = supplier[0].name;
  }
  if (codes.categoryCode !== undefined) {
    if (!category?.[0]) throw new ApiError(422, MASTER_NAME_MESSAGES.unknownCategory(codes.categoryCode));
    names.categoryName = category[0].name;
  }
  return names;
}
