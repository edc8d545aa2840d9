/**
 * The print module's own data: what every template may use (commonPrintData) and the `generic`
 * resolver, whose data are the caller's `frontParams` (notices, forms printed as filled). The resolvers
 * of records are the areas' own (core/print-data.ts; the contract area registers `contract`).
 */
import { eq } from 'drizzle-orm';
import type { UserAccess } from '../../core/access.js';
import { shanghaiDateTime } from '../../core/export/cells.js';
import type { PrintData, PrintDataResolver } from '../../core/print-data.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';

/** Values every template may use: the print date and time (Shanghai) and who printed. */
export async function commonPrintData(db: AppDatabase, access: UserAccess, now: Date = new Date()): Promise<PrintData> {
  const [user] = await db.select({ userName: sysUser.userName }).from(sysUser).where(eq(sysUser.id, access.userId));
  const time = shanghaiDateTime(now);
  return { printDate: time.slice(0, 10), printTime: time, printedBy: user?.userName ?? '' };
}

/** The biz type of the generic resolver (also the sys_file bizType of its stored prints). */
export const GENERIC_PRINT_BIZ_TYPE = 'generic';

/** `generic`: the caller's values are the data. */
export const genericResolver: PrintDataResolver = {
  bizType: GENERIC_PRINT_BIZ_TYPE,
  label: '通用（调用方传入数据）',
  resolve: async ({ bizId, frontParams }) => ({ ...frontParams, ...(bizId === undefined ? {} : { bizId }) }),
};
