/**
 * Drizzle mirror of the view dem_year_demand_item_v (`migrations/0032_year_demand_summary.sql`): each
 * year plan item with its plan's number, year, org, category and status, and the exact year total of
 * its twelve months; read only (年度需求汇总 lists it).
 */
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../schema.js';
import type { DemandStatus } from './demand.js';
import { quantity } from './demand.js';

export const demYearDemandItemView = pgTable('dem_year_demand_item_v', {
  id: bigint('id', { mode: 'number' }).notNull(),
  demandId: bigint('demand_id', { mode: 'number' }).notNull(),
  demandNo: text('demand_no').notNull(),
  year: integer('year').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  status: text('status').$type<DemandStatus>().notNull(),
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name'),
  unitCode: text('unit_code'),
  yearTotal: quantity('year_total').notNull(),
  month1: quantity('month1').notNull(),
  month2: quantity('month2').notNull(),
  month3: quantity('month3').notNull(),
  month4: quantity('month4').notNull(),
  month5: quantity('month5').notNull(),
  month6: quantity('month6').notNull(),
  month7: quantity('month7').notNull(),
  month8: quantity('month8').notNull(),
  month9: quantity('month9').notNull(),
  month10: quantity('month10').notNull(),
  month11: quantity('month11').notNull(),
  month12: quantity('month12').notNull(),
  updatedTime: timestamptz('updated_time').notNull(),
});
