/**
 * Drizzle mirror of migrations/0005_contract_head.sql (the SQL is the source of truth).
 */
import { date, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../schema.js';

export const conContractHead = pgTable('con_contract_head', {
  id: id(),
  /** Given by the database (HT + date + sequence) when not set. */
  contractNo: text('contract_no').notNull().unique(),
  contractName: text('contract_name').notNull(),
  contractCategory: text('contract_category').notNull(),
  /** 1 authorised, 2 centralised. */
  purchaseModel: smallint('purchase_model').$type<1 | 2>().notNull().default(2),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  priceType: text('price_type'),
  pricingPoint: text('pricing_point'),
  deliverType: text('deliver_type'),
  payMethod: text('pay_method'),
  payTerms: text('pay_terms'),
  currencyCode: text('currency_code').notNull().default('CNY'),
  signDate: date('sign_date', { mode: 'string' }),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  /** Decimal strings, never floats. */
  totalQuantity: numeric('total_quantity', { precision: 18, scale: 3 }).notNull().default('0'),
  totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull().default('0'),
  status: text('status').notNull().default('draft'),
  exeStatus: text('exe_status'),
  remark: text('remark'),
  ...auditColumns(),
});
