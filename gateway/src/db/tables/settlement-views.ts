/**
 * Drizzle mirror of `migrations/0037_settlement_views.sql` (the SQL is the source of truth): the
 * read-only view of account check lines with their head's scope and status.
 */
import { bigint, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../schema.js';
import { quantity } from './demand.js';
import type { AccountCheckStatus, CheckLineStatus, PriceSource } from './settlement.js';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const price = (name: string) => numeric(name, { precision: 18, scale: 6 });

export const stlViewAccountCheckLine = pgTable('stl_view_account_check_line', {
  id: bigint('id', { mode: 'number' }).notNull(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  checkNo: text('check_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  status: text('status').$type<AccountCheckStatus>().notNull(),
  lineNo: integer('line_no').notNull(),
  shippingId: bigint('shipping_id', { mode: 'number' }).notNull(),
  shippingNo: text('shipping_no').notNull(),
  pickId: bigint('pick_id', { mode: 'number' }).notNull(),
  pickNo: text('pick_no').notNull(),
  pickMaterialId: bigint('pick_material_id', { mode: 'number' }).notNull(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  contractNo: text('contract_no').notNull(),
  contractLineId: bigint('contract_line_id', { mode: 'number' }).notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  quantity: quantity('quantity').notNull(),
  contractPrice: price('contract_price').notNull(),
  deductPrice: price('deduct_price').notNull(),
  price: price('price').notNull(),
  priceSource: text('price_source').$type<PriceSource>().notNull(),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
  amount: money('amount').notNull(),
  taxAmount: money('tax_amount').notNull(),
  invoicedQuantity: quantity('invoiced_quantity').notNull(),
  invoicedAmount: money('invoiced_amount').notNull(),
  lineStatus: text('line_status').$type<CheckLineStatus>().notNull(),
  remark: text('remark'),
  createdTime: timestamptz('created_time').notNull(),
  updatedTime: timestamptz('updated_time').notNull(),
  version: integer('version').notNull(),
});
