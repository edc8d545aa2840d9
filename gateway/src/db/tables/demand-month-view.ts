/**
 * Drizzle mirror of the view dem_month_demand_item_v (`migrations/0029_demand_summary.sql`): each month
 * plan item with its plan's number, month, org, category and status; read only (the month demand
 * item export and the month summary list it).
 */
import { bigint, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../schema.js';
import type { DemandStatus } from './demand.js';
import { quantity } from './demand.js';

export const demMonthDemandItemView = pgTable('dem_month_demand_item_v', {
  id: bigint('id', { mode: 'number' }).notNull(),
  demandId: bigint('demand_id', { mode: 'number' }).notNull(),
  demandNo: text('demand_no').notNull(),
  yearMonth: text('year_month').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  status: text('status').$type<DemandStatus>().notNull(),
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name'),
  unitCode: text('unit_code'),
  demandQuantity: quantity('demand_quantity').notNull(),
  stockOnHand: quantity('stock_on_hand').notNull(),
  inTransit: quantity('in_transit').notNull(),
  contractResidualQuantity: quantity('contract_residual_quantity').notNull(),
  suggestedPurchase: quantity('suggested_purchase').notNull(),
  requiredDate: date('required_date', { mode: 'string' }),
  updatedTime: timestamptz('updated_time').notNull(),
});
