/**
 * Whether the buying side may do business with a supplier (issue 22): contract saves, inquiry awards
 * and (later) pick orders ask here. Only a 合格 (3) supplier may be contracted; a new contract also
 * needs every required certificate of the supplier still valid today.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/connection.js';
import { supSupplier } from '../../db/tables/lookups.js';
import { supQualification } from '../../db/tables/supplier.js';
import { dictItemName } from '../system/dictionary-data.js';

export const SUPPLIER_STANDING_MESSAGES = {
  notFound: (sn: string) => `供应商不存在：${sn}`,
  notQualified: (name: string, status: string) => `供应商 ${name} 当前为${status}状态，不能签订合同`,
  certificateExpired: (name: string, certType: string) => `供应商 ${name} 的必备证照（${certType}）已过期，不能签订新合同`,
} as const;

/**
 * The reason the supplier `sn` may not be contracted, or undefined. `forNew`: a new contract, which also
 * needs the required certificates valid on `today` (YYYY-MM-DD).
 */
export async function supplierStandingProblem(db: Pick<AppDatabase, 'select'>, sn: string, forNew: boolean, today: string = new Date().toISOString().slice(0, 10)): Promise<string | undefined> {
  const [supplier] = await db.select({ name: supSupplier.name, status: supSupplier.financialStatus }).from(supSupplier).where(eq(supSupplier.sn, sn)).limit(1);
  if (!supplier) return SUPPLIER_STANDING_MESSAGES.notFound(sn);
  if (supplier.status !== 3) return SUPPLIER_STANDING_MESSAGES.notQualified(supplier.name, dictItemName('supplierFinancialStatus', String(supplier.status)));
  if (!forNew) return undefined;
  const [expired] = await db
    .select({ certType: supQualification.certType })
    .from(supQualification)
    .where(and(eq(supQualification.supplierSn, sn), eq(supQualification.required, 1), lt(supQualification.validTo, today)))
    .limit(1);
  return expired ? SUPPLIER_STANDING_MESSAGES.certificateExpired(supplier.name, dictItemName('certType', expired.certType)) : undefined;
}
