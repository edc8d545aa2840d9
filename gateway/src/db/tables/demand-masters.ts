/**
 * Drizzle mirrors of `migrations/0030_demand_masters.sql` (the SQL is the source of truth): small-material
 * rules and prices, annual budget letters, feed sale targets and estimates, the inclusion rates of raw
 * materials per feed kind, and the view of consumption by year. Quantities, prices and amounts are
 * decimal strings, never floats.
 */
import { bigint, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../schema.js';
import { quantity } from './demand.js';

/** Feed kinds: 猪料, 禽料, 反刍料. */
export const FEED_KINDS = ['pig', 'poultry', 'ruminant'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** A budget letter: draft (being written), issued (sent to the company). */
export const BUDGET_LETTER_STATUSES = ['draft', 'issued'] as const;
export type BudgetLetterStatus = (typeof BUDGET_LETTER_STATUSES)[number];

export const demSmallMaterialRule = pgTable('dem_small_material_rule', {
  id: id(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name'),
  unitCode: text('unit_code'),
  safetyStock: quantity('safety_stock').notNull().default('0'),
  reorderPoint: quantity('reorder_point').notNull().default('0'),
  leadTimeDays: integer('lead_time_days').notNull().default(0),
  remark: text('remark'),
  ...auditColumns(),
});

export const demSmallMaterialPrice = pgTable('dem_small_material_price', {
  id: id(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name'),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name'),
  unitCode: text('unit_code'),
  price: numeric('price', { precision: 18, scale: 4 }).notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  remark: text('remark'),
  ...auditColumns(),
});

export const demBudgetLetter = pgTable('dem_budget_letter', {
  id: id(),
  year: integer('year').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  /** The stored file's key (sys_file, bizType budgetLetter, bizKey the letter's id). */
  fileId: text('file_id'),
  status: text('status').$type<BudgetLetterStatus>().notNull().default('draft'),
  remark: text('remark'),
  ...auditColumns(),
});

const feedSaleColumns = () => ({
  id: id(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  /** yyyy-MM. */
  yearMonth: text('year_month').notNull(),
  feedKind: text('feed_kind').$type<FeedKind>().notNull(),
  tonnes: quantity('tonnes').notNull(),
  remark: text('remark'),
  ...auditColumns(),
});

export const demFeedTargetSale = pgTable('dem_feed_target_sale', feedSaleColumns());
export const demFeedEstimateSale = pgTable('dem_feed_estimate_sale', feedSaleColumns());

export const demFeedInclusionRate = pgTable('dem_feed_inclusion_rate', {
  id: id(),
  feedKind: text('feed_kind').$type<FeedKind>().notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name'),
  /** Percent: 62.5 for 62.5 %. */
  inclusionRate: numeric('inclusion_rate', { precision: 9, scale: 4 }).notNull(),
  ...auditColumns(),
});

/** The view dem_year_consume_v: dem_estimate_consume summed per org, material and year (read only). */
export const demYearConsumeView = pgTable('dem_year_consume_v', {
  id: bigint('id', { mode: 'number' }).notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name'),
  unitCode: text('unit_code'),
  year: integer('year').notNull(),
  estimatedQuantity: numeric('estimated_quantity').notNull(),
  actualQuantity: numeric('actual_quantity').notNull(),
  months: integer('months').notNull(),
});
