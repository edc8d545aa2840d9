/**
 * Demo master data of a feed-and-grain buyer: the quality indices of grain and meal with their
 * deduction rules (national-standard style), per-material overrides, unit conversions and tax rates for
 * the seeded materials (db/seeds/lookups.ts). Deterministic: the materials are read in code order.
 */
import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { sysMaterial } from '../tables/lookups.js';
import { mstMaterialIndex, mstMaterialTaxRate, mstQualityIndex, mstUnitConvert, type DeductType } from '../tables/master.js';

/** [code, name, unit, min, max, deduct type, step, value, remark] */
type IndexSeed = readonly [string, string, string, string | null, string | null, DeductType, string | null, string | null, string];

export const DEMO_QUALITY_INDICES: readonly IndexSeed[] = [
  ['QI001', '水分', '%', null, '14.0', 'weight', '0.1', '0.1', '每超0.1%扣重0.1%'],
  ['QI002', '杂质', '%', null, '1.0', 'weight', '0.1', '0.1', '每超0.1%扣重0.1%'],
  ['QI003', '容重', 'g/L', '690', null, 'price', '10', '5', '每低10g/L扣价5元/吨'],
  ['QI004', '不完善粒', '%', null, '8.0', 'price', '1', '10', '每超1%扣价10元/吨'],
  ['QI005', '霉变粒', '%', null, '2.0', 'price', '0.5', '20', '每超0.5%扣价20元/吨'],
  ['QI006', '粗蛋白', '%', '43.0', null, 'price', '0.1', '8', '每低0.1%扣价8元/吨'],
  ['QI007', '粗灰分', '%', null, '7.0', 'price', '0.5', '15', '每超0.5%扣价15元/吨'],
  ['QI008', '黄曲霉毒素B1', 'μg/kg', null, '20', 'price', '5', '30', '每超5μg/kg扣价30元/吨'],
  ['QI009', '呕吐毒素', 'mg/kg', null, '1.0', 'price', '0.1', '10', '每超0.1mg/kg扣价10元/吨'],
  ['QI010', '生霉粒', '%', null, '2.0', 'weight', '0.5', '0.5', '每超0.5%扣重0.5%'],
];

/** Grain families and what they get: [name contains, moisture max override, tax rate, tons per bag (DAI)]. */
const FAMILIES: readonly (readonly [string, string | null, string, string])[] = [
  ['玉米', null, '0.09', '0.05'],
  ['小麦', '12.5', '0.09', '0.05'],
  ['豆粕', '12.5', '0.09', '0.04'],
  ['菜粕', '12.0', '0.09', '0.04'],
  ['高粱', null, '0.09', '0.05'],
  ['稻谷', '13.5', '0.09', '0.05'],
];

export async function seedMaster(db: AppDatabase, context: SeedContext): Promise<void> {
  const { audit } = context;
  await db.insert(mstQualityIndex).values(
    DEMO_QUALITY_INDICES.map(([indexCode, indexName, unit, standardMin, standardMax, deductType, deductStep, deductValue, remark]) => ({
      indexCode,
      indexName,
      unit,
      standardMin,
      standardMax,
      deductType,
      deductStep,
      deductValue,
      remark,
      ...audit,
    })),
  );
  const materials = await db.select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode }).from(sysMaterial).orderBy(asc(sysMaterial.matCode));
  const overrides: (typeof mstMaterialIndex.$inferInsert)[] = [];
  const converts: (typeof mstUnitConvert.$inferInsert)[] = [];
  const taxRates: (typeof mstMaterialTaxRate.$inferInsert)[] = [];
  materials.forEach(({ matCode, matName }, index) => {
    const family = FAMILIES.find(([name]) => matName.includes(name));
    if (family) {
      const [, moistureMax, taxRate, bag] = family;
      if (moistureMax) overrides.push({ matCode, indexCode: 'QI001', standardMax: moistureMax, deductStep: '0.1', deductValue: '0.1', ...audit });
      converts.push({ matCode, fromUnit: 'KG', toUnit: 'T', rate: '0.001', ...audit });
      converts.push({ matCode, fromUnit: 'DAI', toUnit: 'T', rate: bag, ...audit });
      taxRates.push({ matCode, taxRate: '0.10', effectiveDate: '2018-05-01', ...audit });
      taxRates.push({ matCode, taxRate, effectiveDate: '2019-04-01', ...audit });
    } else if (index % 4 === 0) {
      taxRates.push({ matCode, taxRate: '0.13', effectiveDate: '2019-04-01', ...audit });
    }
  });
  if (overrides.length > 0) await db.insert(mstMaterialIndex).values(overrides).onConflictDoNothing();
  if (converts.length > 0) await db.insert(mstUnitConvert).values(converts).onConflictDoNothing();
  if (taxRates.length > 0) await db.insert(mstMaterialTaxRate).values(taxRates).onConflictDoNothing();
}
