/**
 * Drizzle mirrors of `migrations/0028_demand_plans.sql` (the SQL is the source of truth): year plans
 * with twelve monthly quantities per material, month plans with the figures of each item's suggested
 * purchase, and the estimated and actual consumption they start from. Quantities are decimal strings,
 * never floats.
 */
import { bigint, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../schema.js';

/** Demand status (spec 02 §4): new → inProcess (submitted to OA) → approved / rejected. */
export type DemandStatus = 'new' | 'inProcess' | 'approved' | 'rejected';

export const MONTH_COLUMNS = ['month1', 'month2', 'month3', 'month4', 'month5', 'month6', 'month7', 'month8', 'month9', 'month10', 'month11', 'month12'] as const;
export type MonthColumn = (typeof MONTH_COLUMNS)[number];

/** A quantity column: numeric(18, 3), read as a decimal string. */
export const quantity = (name: string) => numeric(name, { precision: 18, scale: 3 });

export const demYearDemand = pgTable('dem_year_demand', {
  id: id(),
  demandNo: text('demand_no').notNull(),
  year: integer('year').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  status: text('status').$type<DemandStatus>().notNull().default('new'),
  /** How many times the plan went to OA: keys its callbacks per approval round. */
  submitCount: integer('submit_count').notNull().default(0),
  remark: text('remark'),
  ...auditColumns(),
});

export const demYearDemandItem = pgTable('dem_year_demand_item', {
  id: id(),
  demandId: bigint('demand_id', { mode: 'number' }).notNull(),
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name'),
  unitCode: text('unit_code'),
  lastYearQuantity: quantity('last_year_quantity'),
  /** Percent, e.g. 5.5 for +5.5 %. */
  increaseRate: numeric('increase_rate', { precision: 9, scale: 4 }),
  month1: quantity('month1').notNull().default('0'),
  month2: quantity('month2').notNull().default('0'),
  month3: quantity('month3').notNull().default('0'),
  month4: quantity('month4').notNull().default('0'),
  month5: quantity('month5').notNull().default('0'),
  month6: quantity('month6').notNull().default('0'),
  month7: quantity('month7').notNull().default('0'),
  month8: quantity('month8').notNull().default('0'),
  month9: quantity('month9').notNull().default('0'),
  month10: quantity('month10').notNull().default('0'),
  month11: quantity('month11').notNull().default('0'),
  month12: quantity('month12').notNull().default('0'),
  ...auditColumns(),
});

export const demMonthDemand = pgTable('dem_month_demand', {
  id: id(),
  demandNo: text('demand_no').notNull(),
  /** yyyy-MM. */
  yearMonth: text('year_month').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  status: text('status').$type<DemandStatus>().notNull().default('new'),
  submitCount: integer('submit_count').notNull().default(0),
  /** The approved year plan the items were generated from, if any. */
  yearDemandId: bigint('year_demand_id', { mode: 'number' }),
  remark: text('remark'),
  /** The items' count and sums, kept by a trigger on the items (migration 0031); never written here. */
  itemCount: integer('item_count').notNull().default(0),
  demandTotal: quantity('demand_total').notNull().default('0'),
  residualTotal: quantity('residual_total').notNull().default('0'),
  suggestedTotal: quantity('suggested_total').notNull().default('0'),
  ...auditColumns(),
});

export const demMonthDemandItem = pgTable('dem_month_demand_item', {
  id: id(),
  demandId: bigint('demand_id', { mode: 'number' }).notNull(),
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name'),
  unitCode: text('unit_code'),
  demandQuantity: quantity('demand_quantity').notNull().default('0'),
  stockOnHand: quantity('stock_on_hand').notNull().default('0'),
  inTransit: quantity('in_transit').notNull().default('0'),
  contractResidualQuantity: quantity('contract_residual_quantity').notNull().default('0'),
  /** demand − stock on hand − in transit − contract residual, never below 0. */
  suggestedPurchase: quantity('suggested_purchase').notNull().default('0'),
  requiredDate: date('required_date', { mode: 'string' }),
  ...auditColumns(),
});

export const demEstimateConsume = pgTable('dem_estimate_consume', {
  id: id(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name'),
  unitCode: text('unit_code'),
  yearMonth: text('year_month').notNull(),
  estimatedQuantity: quantity('estimated_quantity').notNull().default('0'),
  actualQuantity: quantity('actual_quantity'),
  remark: text('remark'),
  ...auditColumns(),
});
