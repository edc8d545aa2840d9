/**
 * The master-data imports, declared on the shared pipeline (core/import):
 *
 * - material indices (物料质量指标): a material's own standard and deduction rule per quality index,
 *   at /system/material/index-import (the original backend's downloadTemplate and importIndexFile are
 *   aliases); a row for a material and index already set replaces it;
 * - unit conversions (单位换算) at /system/unit-convert/import; an existing conversion gets the new rate;
 * - material tax rates (物料税率) at /system/materialsTaxRate/import; the same material and date replaces.
 *
 * Every code must exist (materials in sys_material, indices in mst_quality_index, units in sys_unit),
 * and the rules are the forms' own (quality-deduction.ts).
 */
import { sql } from 'drizzle-orm';
import type { ImportDeclaration, ImportValues } from '../../core/import/declaration.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysMaterial, sysUnit } from '../../db/tables/lookups.js';
import { mstMaterialTaxRate, mstQualityIndex, mstUnitConvert } from '../../db/tables/master.js';
import { upsertMaterialIndices } from './material-index-upsert.js';
import { qualityIndexProblem } from './quality-deduction.js';
import { MASTER_MESSAGES } from './messages.js';

export const MASTER_IMPORT_PERMISSIONS = {
  materialIndex: 'master:material:import',
  unitConvert: 'master:unit-convert:import',
  taxRate: 'master:tax-rate:import',
} as const;

export const MASTER_IMPORT_MESSAGES = {
  materialUnknown: (code: string) => `物料编码 ${code} 不存在`,
  indexUnknown: (code: string) => `指标编码 ${code} 不存在`,
  unitUnknown: (code: string) => `单位 ${code} 不存在`,
  sameUnits: '换算前后的单位不能相同',
} as const;

const unique = (values: readonly (string | null)[]): string[] => [...new Set(values.filter((value): value is string => value !== null))];

/** The codes of `column` that exist, among those given (one query, any number of codes). */
async function knownCodes(db: AppDatabase, table: 'sys_material' | 'mst_quality_index' | 'sys_unit', codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const column = { sys_material: sysMaterial.matCode, mst_quality_index: mstQualityIndex.indexCode, sys_unit: sysUnit.unitCode }[table];
  const source = { sys_material: sysMaterial, mst_quality_index: mstQualityIndex, sys_unit: sysUnit }[table];
  const rows = await db.select({ code: column }).from(source).where(sql`${column} = any(${sql.param(codes)}::text[])`);
  return new Set(rows.map((row) => row.code));
}

const stamp = (userName: string) => ({ createdBy: userName, updatedBy: userName });
/** What a replaced row's audit columns become (its version is bumped by each set). */
const bumped = { updatedTime: sql`now()`, updatedBy: sql`excluded.updated_by` };

type MaterialIndexKey = 'matCode' | 'indexCode' | 'standardMin' | 'standardMax' | 'deductStep' | 'deductValue';
type MaterialIndexContext = { materials: Set<string>; indices: Set<string> };

const decimal = { type: 'decimal', scale: 4, min: '0', max: '100000' } as const;

export const materialIndexImport: ImportDeclaration<MaterialIndexKey, MaterialIndexContext> = {
  name: 'material-index',
  label: '物料质量指标',
  permission: MASTER_IMPORT_PERMISSIONS.materialIndex,
  columns: [
    { key: 'matCode', header: '物料编码', type: 'text', required: true, maxLength: 64, sample: '1001010001' },
    { key: 'indexCode', header: '指标编码', type: 'text', required: true, maxLength: 64, sample: 'QI001' },
    { key: 'standardMin', header: '标准下限', ...decimal, sample: '' },
    { key: 'standardMax', header: '标准上限', ...decimal, sample: '14.0' },
    { key: 'deductStep', header: '扣除步长', ...decimal, sample: '0.1' },
    { key: 'deductValue', header: '扣除值', ...decimal, sample: '1' },
  ],
  instructions: [
    '每行填写一个物料的一项质量指标标准；物料编码须在“物料管理”中存在，指标编码须在“质量指标”中存在。',
    '标准下限与标准上限至少填写一项；扣除步长与扣除值须同时填写（每超出一个步长扣除一次）。',
    '同一物料同一指标已有标准时，导入的数据会替换原标准。',
  ],
  rowKey: (row) => `${row.matCode}\u0000${row.indexCode}`,
  async loadContext(db, rows) {
    const [materials, indices] = await Promise.all([
      knownCodes(db, 'sys_material', unique(rows.map((row) => row.matCode))),
      knownCodes(db, 'mst_quality_index', unique(rows.map((row) => row.indexCode))),
    ]);
    return { materials, indices };
  },
  checkRow(row, { materials, indices }) {
    const problems: string[] = [];
    if (!materials.has(row.matCode as string)) problems.push(MASTER_IMPORT_MESSAGES.materialUnknown(row.matCode as string));
    if (!indices.has(row.indexCode as string)) problems.push(MASTER_IMPORT_MESSAGES.indexUnknown(row.indexCode as string));
    const problem = qualityIndexProblem({ ...row, deductType: 'weight' });
    if (problem) problems.push(MASTER_MESSAGES[problem]);
    return problems;
  },
  async saveRows(tx, rows, { userName }) {
    const standards = rows.map(({ values }) => values as ImportValues<MaterialIndexKey> & { matCode: string; indexCode: string });
    return (await upsertMaterialIndices(tx, standards, userName)).length;
  },
};

type UnitConvertKey = 'matCode' | 'fromUnit' | 'toUnit' | 'rate';
type UnitConvertContext = { materials: Set<string>; units: Set<string> };

export const unitConvertImport: ImportDeclaration<UnitConvertKey, UnitConvertContext> = {
  name: 'unit-convert',
  label: '单位换算',
  permission: MASTER_IMPORT_PERMISSIONS.unitConvert,
  columns: [
    { key: 'matCode', header: '物料编码', type: 'text', required: true, maxLength: 64, sample: '1001010001' },
    { key: 'fromUnit', header: '换算单位', type: 'text', required: true, maxLength: 32, sample: 'DAI' },
    { key: 'toUnit', header: '基本单位', type: 'text', required: true, maxLength: 32, sample: 'T' },
    { key: 'rate', header: '换算率', type: 'decimal', required: true, scale: 8, min: '0.00000001', max: '1000000', sample: '0.05' },
  ],
  instructions: ['每行填写“1 换算单位 = 换算率 基本单位”，如 1 DAI = 0.05 T；单位填写单位编码。', '同一物料同一对单位已有换算时，导入的换算率会替换原值。'],
  rowKey: (row) => `${row.matCode}\u0000${row.fromUnit}\u0000${row.toUnit}`,
  async loadContext(db, rows) {
    const [materials, units] = await Promise.all([
      knownCodes(db, 'sys_material', unique(rows.map((row) => row.matCode))),
      knownCodes(db, 'sys_unit', unique(rows.flatMap((row) => [row.fromUnit, row.toUnit]))),
    ]);
    return { materials, units };
  },
  checkRow(row, { materials, units }) {
    const problems: string[] = [];
    if (!materials.has(row.matCode as string)) problems.push(MASTER_IMPORT_MESSAGES.materialUnknown(row.matCode as string));
    for (const unit of unique([row.fromUnit, row.toUnit])) if (!units.has(unit)) problems.push(MASTER_IMPORT_MESSAGES.unitUnknown(unit));
    if (row.fromUnit === row.toUnit) problems.push(MASTER_IMPORT_MESSAGES.sameUnits);
    return problems;
  },
  async saveRows(tx, rows, { userName }) {
    const saved = await tx
      .insert(mstUnitConvert)
      .values(rows.map(({ values }) => ({ matCode: values.matCode as string, fromUnit: values.fromUnit as string, toUnit: values.toUnit as string, rate: values.rate as string, ...stamp(userName) })))
      .onConflictDoUpdate({
        target: [mstUnitConvert.matCode, mstUnitConvert.fromUnit, mstUnitConvert.toUnit],
        set: { rate: sql`excluded.rate`, ...bumped, version: sql`${mstUnitConvert.version} + 1` },
      })
      .returning({ id: mstUnitConvert.id });
    return saved.length;
  },
};

type TaxRateKey = 'matCode' | 'taxRate' | 'effectiveDate';

export const taxRateImport: ImportDeclaration<TaxRateKey, Set<string>> = {
  name: 'material-tax-rate',
  label: '物料税率',
  permission: MASTER_IMPORT_PERMISSIONS.taxRate,
  columns: [
    { key: 'matCode', header: '物料编码', type: 'text', required: true, maxLength: 64, sample: '1001010001' },
    { key: 'taxRate', header: '税率', type: 'decimal', required: true, scale: 4, min: '0', max: '0.9999', sample: '0.09' },
    { key: 'effectiveDate', header: '生效日期', type: 'date', required: true, sample: '2026-01-01' },
  ],
  instructions: ['税率填写小数，如 9% 填 0.09；生效日期格式为 YYYY-MM-DD。', '同一物料同一生效日期已有税率时，导入的税率会替换原值。'],
  rowKey: (row) => `${row.matCode}\u0000${row.effectiveDate}`,
  loadContext: (db, rows) => knownCodes(db, 'sys_material', unique(rows.map((row) => row.matCode))),
  checkRow: (row, materials) => (materials.has(row.matCode as string) ? [] : [MASTER_IMPORT_MESSAGES.materialUnknown(row.matCode as string)]),
  async saveRows(tx, rows, { userName }) {
    const saved = await tx
      .insert(mstMaterialTaxRate)
      .values(rows.map(({ values }) => ({ matCode: values.matCode as string, taxRate: values.taxRate as string, effectiveDate: values.effectiveDate as string, ...stamp(userName) })))
      .onConflictDoUpdate({
        target: [mstMaterialTaxRate.matCode, mstMaterialTaxRate.effectiveDate],
        set: { taxRate: sql`excluded.tax_rate`, ...bumped, version: sql`${mstMaterialTaxRate.version} + 1` },
      })
      .returning({ id: mstMaterialTaxRate.id });
    return saved.length;
  },
};
