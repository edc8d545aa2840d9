/**
 * Demo month demand plans (issue 23): twelve plans of three companies (河北 101001, 天津 101002,
 * 石家庄 101004) for 2026-09 … 2026-12 in 玉米 (100101), 小麦 (100102) and 豆粕 (100201), in every status,
 * each with three materials of its category whose suggested purchase is demand − stock − in transit −
 * residual (never below 0), exact; and estimated consumption of 2026-11 and 2026-12 for two companies'
 * corn and wheat, which a month plan without an approved year plan generates its demand from.
 *
 * Numbers are fixed (YD20250901001 …), dated before any real plan, so the serial rule stays untouched.
 * Hooked into seedDemoData (db/seed.ts) after the lookups, inside its transaction.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { suggestedPurchase } from '../../modules/demand/month-demand-rules.js';
import type { AppDatabase } from '../connection.js';
import { sysCategory, sysOrg } from '../schema.js';
import { sysMaterial } from '../tables/lookups.js';
import { demEstimateConsume, demMonthDemand, demMonthDemandItem, type DemandStatus } from '../tables/demand.js';

const ORGS = ['101001', '101002', '101004'] as const;
const MONTHS = ['2026-09', '2026-10', '2026-11', '2026-12'] as const;
const CATEGORIES = ['100101', '100102', '100201'] as const;
const STATUSES: readonly DemandStatus[] = ['approved', 'approved', 'inProcess', 'new', 'rejected', 'approved', 'new', 'inProcess', 'approved', 'new', 'rejected', 'new'];
const AUDIT = { createdBy: 'seed', updatedBy: 'seed' };

/** Deterministic figures of plan `p`, line `l`: a demand in tonnes with up to 3 decimals. */
function figures(p: number, l: number) {
  const demandQuantity = `${800 + p * 37 + l * 121}.${String((p * 7 + l * 3) % 10)}${l === 2 ? '25' : '0'}`;
  const stockOnHand = `${100 + ((p + l) % 4) * 50}`;
  const inTransit = l === 1 ? '60.5' : '0';
  const contractResidualQuantity = `${(p % 3) * 150 + l * 40}.333`;
  const values = { demandQuantity, stockOnHand, inTransit, contractResidualQuantity };
  return { ...values, suggestedPurchase: suggestedPurchase(values) };
}

export async function seedMonthDemands(db: AppDatabase): Promise<void> {
  const orgs = new Map((await db.select({ code: sysOrg.orgCode, name: sysOrg.orgName }).from(sysOrg)).map((row) => [row.code, row.name]));
  const categories = new Map((await db.select({ code: sysCategory.categoryCode, name: sysCategory.categoryName }).from(sysCategory)).map((row) => [row.code, row.name]));
  const materialsOf = async (categoryCode: string) =>
    db
      .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode })
      .from(sysMaterial)
      .where(and(like(sysMaterial.matCode, `${categoryCode}%`), eq(sysMaterial.status, 'Active')))
      .orderBy(asc(sysMaterial.matCode))
      .limit(3);
  const byCategory = new Map<string, Awaited<ReturnType<typeof materialsOf>>>();
  for (const code of CATEGORIES) byCategory.set(code, await materialsOf(code));

  const plans = ORGS.flatMap((orgCode, o) =>
    MONTHS.map((yearMonth, m) => {
      const index = o * MONTHS.length + m;
      const categoryCode = CATEGORIES[(o + m) % CATEGORIES.length]!;
      return {
        demandNo: `YD20250901${String(index + 1).padStart(3, '0')}`,
        yearMonth,
        orgCode,
        orgName: orgs.get(orgCode) ?? null,
        categoryCode,
        categoryName: categories.get(categoryCode) ?? null,
        status: STATUSES[index]!,
        submitCount: STATUSES[index] === 'new' ? 0 : 1,
        remark: m === 0 ? '月初按年度计划分解' : null,
        ...AUDIT,
      };
    }),
  );
  const saved = await db.insert(demMonthDemand).values(plans).returning({ id: demMonthDemand.id, categoryCode: demMonthDemand.categoryCode, yearMonth: demMonthDemand.yearMonth });
  const items = saved.flatMap((plan, p) =>
    (byCategory.get(plan.categoryCode) ?? []).map((material, l) => ({
      demandId: plan.id,
      lineNo: l + 1,
      ...material,
      ...figures(p, l),
      requiredDate: `${plan.yearMonth}-${String(5 + l * 10).padStart(2, '0')}`,
      ...AUDIT,
    })),
  );
  if (items.length > 0) await db.insert(demMonthDemandItem).values(items);

  const estimates = ['101001', '101002'].flatMap((orgCode, o) =>
    ['2026-11', '2026-12'].flatMap((yearMonth, m) =>
      ['100101', '100102'].flatMap((categoryCode) =>
        (byCategory.get(categoryCode) ?? []).slice(0, 2).map((material, l) => ({
          orgCode,
          orgName: orgs.get(orgCode) ?? null,
          ...material,
          yearMonth,
          estimatedQuantity: `${1200 + o * 300 + m * 80 + l * 45}.500`,
          ...AUDIT,
        })),
      ),
    ),
  );
  if (estimates.length > 0) await db.insert(demEstimateConsume).values(estimates).onConflictDoNothing();
}
