/**
 * Demo rows of the demand masters (issue 23, part 3): small-material rules and prices for packaging
 * (包装物: 编织袋, 标签 …) and premix (预混料) materials at four companies, priced by seeded suppliers; a 2026
 * budget letter per company (the first ones issued); monthly feed sale targets and estimates of 猪料,
 * 禽料 and 反刍料 per company for 2026-11 … 2027-01; the inclusion rates of 玉米, 豆粕, 小麦, 菜粕, 石粉 and
 * premix per feed kind; and the estimated (and, for the past month, actual) consumption of the raw
 * materials in those months. Deterministic: every figure derives from the row's position.
 *
 * Hooked into seedDemoData (db/seed.ts) after the lookups, inside its transaction.
 */
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { AppDatabase } from '../connection.js';
import { sysOrg } from '../schema.js';
import { demEstimateConsume } from '../tables/demand.js';
import { demBudgetLetter, demFeedEstimateSale, demFeedInclusionRate, demFeedTargetSale, demSmallMaterialPrice, demSmallMaterialRule, type FeedKind } from '../tables/demand-masters.js';
import { supSupplier, sysMaterial } from '../tables/lookups.js';
import type { SeedContext } from '../seed.js';

/** The companies with demand masters. */
export const DEMAND_MASTER_ORGS = ['101001', '101002', '101004', '103001', '103003'] as const;
export const DEMAND_MASTER_MONTHS = ['2026-11', '2026-12', '2027-01'] as const;
const FEED_KINDS: readonly FeedKind[] = ['pig', 'poultry', 'ruminant'];
/** Monthly tonnes of each feed kind at the first company (the others scale by their position). */
const BASE_TONNES: Readonly<Record<FeedKind, number>> = { pig: 3200, poultry: 2100, ruminant: 650 };

/** Raw materials by category code prefix and their inclusion rate (percent) in pig, poultry and ruminant feed. */
const INCLUSION: readonly [prefix: string, rates: readonly [string, string, string]][] = [
  ['100101', ['62.5', '58.3', '45']], // 玉米
  ['100201', ['18.75', '24.5', '12']], // 豆粕
  ['100102', ['8', '5', '15.5']], // 小麦
  ['100202', ['3.5', '2', '10']], // 菜粕
  ['1004', ['1.2', '1.5', '1']], // 添加剂: 矿物质 …
  ['200101', ['4', '0', '0']], // 猪用预混料
  ['200102', ['0', '4', '0']], // 禽用预混料
];

async function firstMaterial(db: AppDatabase, prefix: string) {
  const [row] = await db
    .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode })
    .from(sysMaterial)
    .where(and(like(sysMaterial.categoryCode, `${prefix}%`), eq(sysMaterial.status, 'Active')))
    .orderBy(asc(sysMaterial.matCode))
    .limit(1);
  return row;
}

export async function seedDemandMasters(db: AppDatabase, { audit }: SeedContext): Promise<void> {
  const orgs = await db.select({ code: sysOrg.orgCode, name: sysOrg.orgName }).from(sysOrg).where(inArray(sysOrg.orgCode, [...DEMAND_MASTER_ORGS])).orderBy(asc(sysOrg.orgCode));
  const small = await db
    .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode })
    .from(sysMaterial)
    .where(and(eq(sysMaterial.isLittle, 1), eq(sysMaterial.status, 'Active')))
    .orderBy(asc(sysMaterial.matCode));
  // Four packaging (2002…) and four premix (2001…) materials.
  const smallMaterials = [...small.filter((row) => row.matCode.startsWith('2002')).slice(0, 4), ...small.filter((row) => row.matCode.startsWith('2001')).slice(0, 4)];
  const suppliers = await db.select({ sn: supSupplier.sn, name: supSupplier.name }).from(supSupplier).orderBy(asc(supSupplier.sn)).limit(6);
  if (orgs.length === 0 || smallMaterials.length === 0 || suppliers.length === 0) return;

  await db.insert(demSmallMaterialRule).values(
    orgs.flatMap((org, orgIndex) =>
      smallMaterials.map((mat, matIndex) => {
        const safety = 200 + 50 * matIndex + 100 * orgIndex;
        return { orgCode: org.code, orgName: org.name, ...mat, safetyStock: String(safety), reorderPoint: `${safety * 1.5}`, leadTimeDays: 3 + ((matIndex + orgIndex) % 4) * 2, ...audit };
      }),
    ),
  );

  await db.insert(demSmallMaterialPrice).values(
    orgs.slice(0, 4).flatMap((org, orgIndex) =>
      smallMaterials.flatMap((mat, matIndex) =>
        [0, 1].map((offset) => {
          const supplier = suppliers[(matIndex + orgIndex + offset) % suppliers.length] ?? suppliers[0]!;
          const cents = (mat.matCode.startsWith('2002') ? 185 : 820) + 7 * matIndex + 3 * orgIndex + 11 * offset;
          return {
            orgCode: org.code,
            orgName: org.name,
            supplierSn: supplier.sn,
            supplierName: supplier.name,
            ...mat,
            price: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
            validFrom: offset === 0 ? '2026-01-01' : '2026-07-01',
            validTo: offset === 0 ? '2026-06-30' : '2026-12-31',
            ...audit,
          };
        }),
      ),
    ),
  );

  await db.insert(demBudgetLetter).values(
    orgs.map((org, index) => ({
      year: 2026,
      orgCode: org.code,
      orgName: org.name,
      amount: `${12_000_000 + index * 2_350_000}.00`,
      status: index < 2 ? ('issued' as const) : ('draft' as const),
      remark: `${org.name}2026年度采购预算`,
      ...audit,
    })),
  );

  const sales = orgs.flatMap((org, orgIndex) =>
    DEMAND_MASTER_MONTHS.flatMap((yearMonth, monthIndex) =>
      FEED_KINDS.map((feedKind) => ({ orgCode: org.code, orgName: org.name, yearMonth, feedKind, tonnes: String(BASE_TONNES[feedKind] + 150 * monthIndex - 120 * orgIndex), ...audit })),
    ),
  );
  await db.insert(demFeedTargetSale).values(sales);
  await db.insert(demFeedEstimateSale).values(sales.map((row, index) => ({ ...row, tonnes: `${Number(row.tonnes) - 40 - (index % 5) * 10}.5` })));

  const raw: { matCode: string; matName: string; unitCode: string | null; rates: readonly [string, string, string] }[] = [];
  for (const [prefix, rates] of INCLUSION) {
    const mat = await firstMaterial(db, prefix);
    if (mat && !raw.some((row) => row.matCode === mat.matCode)) raw.push({ ...mat, rates });
  }
  await db.insert(demFeedInclusionRate).values(
    raw.flatMap((mat) =>
      FEED_KINDS.flatMap((feedKind, kindIndex) => {
        const rate = mat.rates[kindIndex] ?? '0';
        return rate === '0' ? [] : [{ feedKind, matCode: mat.matCode, matName: mat.matName, inclusionRate: rate, ...audit }];
      }),
    ),
  );

  // Consumption of the raw materials (the first four) in the plan months; the first month has its actual.
  await db
    .insert(demEstimateConsume)
    .values(
      orgs.flatMap((org, orgIndex) =>
        raw.slice(0, 4).flatMap((mat, matIndex) =>
          DEMAND_MASTER_MONTHS.map((yearMonth, monthIndex) => {
            const estimated = 1800 - 300 * matIndex + 60 * monthIndex - 90 * orgIndex;
            return {
              orgCode: org.code,
              orgName: org.name,
              matCode: mat.matCode,
              matName: mat.matName,
              unitCode: mat.unitCode,
              yearMonth,
              estimatedQuantity: `${estimated}.250`,
              actualQuantity: monthIndex === 0 ? `${estimated - 35}.125` : null,
              ...audit,
            };
          }),
        ),
      ),
    )
    .onConflictDoNothing();
}
