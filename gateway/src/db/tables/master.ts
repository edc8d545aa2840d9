/**
 * Drizzle mirrors of `migrations/0023_master_data.sql` (the SQL is the source of truth): quality indices
 * and their deduction rules, per-material index overrides, unit conversions and material tax rates.
 * Every number is a decimal string ("14.0"), never a float.
 */
import { date, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../schema.js';

/** 'weight': deduct a percent of the weight; 'price': deduct an amount per ton. */
export type DeductType = 'weight' | 'price';

export const mstQualityIndex = pgTable('mst_quality_index', {
  id: id(),
  indexCode: text('index_code').notNull().unique('mst_quality_index_code_unique'),
  indexName: text('index_name').notNull(),
  unit: text('unit').notNull().default('%'),
  standardMin: numeric('standard_min'),
  standardMax: numeric('standard_max'),
  deductType: text('deduct_type').$type<DeductType>().notNull().default('weight'),
  deductStep: numeric('deduct_step'),
  deductValue: numeric('deduct_value'),
  remark: text('remark'),
  ...auditColumns(),
});

export const mstMaterialIndex = pgTable(
  'mst_material_index',
  {
    id: id(),
    matCode: text('mat_code').notNull(),
    indexCode: text('index_code').notNull(),
    standardMin: numeric('standard_min'),
    standardMax: numeric('standard_max'),
    deductStep: numeric('deduct_step'),
    deductValue: numeric('deduct_value'),
    ...auditColumns(),
  },
  (table) => [unique('mst_material_index_unique').on(table.matCode, table.indexCode)],
);

export const mstUnitConvert = pgTable(
  'mst_unit_convert',
  {
    id: id(),
    matCode: text('mat_code').notNull(),
    fromUnit: text('from_unit').notNull(),
    toUnit: text('to_unit').notNull(),
    rate: numeric('rate').notNull(),
    ...auditColumns(),
  },
  (table) => [unique('mst_unit_convert_unique').on(table.matCode, table.fromUnit, table.toUnit)],
);

export const mstMaterialTaxRate = pgTable(
  'mst_material_tax_rate',
  {
    id: id(),
    matCode: text('mat_code').notNull(),
    taxRate: numeric('tax_rate').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    ...auditColumns(),
  },
  (table) => [unique('mst_material_tax_rate_unique').on(table.matCode, table.effectiveDate)],
);
