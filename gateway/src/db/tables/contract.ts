/**
 * Drizzle mirror of migrations/0005_contract_head.sql and 0014_contract_callbacks.sql (the SQL is the source of truth).
 */
import { bigint, date, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, timestamptz } from '../schema.js';

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

/** Drizzle mirror of migrations/0014_contract_callbacks.sql: the callbacks of OA and the seal system. */
export const conContractCallback = pgTable('con_contract_callback', {
  id: id(),
  /** `bizType:bizKey:status`, unique: a repeat finds the row of its first arrival. */
  callbackKey: text('callback_key').notNull().unique(),
  bizType: text('biz_type').notNull(),
  bizKey: text('biz_key').notNull(),
  status: text('status').notNull(),
  contractId: bigint('contract_id', { mode: 'number' }),
  /** The contract's status when the callback was applied or refused. */
  fromStatus: text('from_status'),
  outcome: text('outcome').$type<'pending' | 'applied' | 'late' | 'conflict' | 'unknown'>().notNull(),
  receivedTime: timestamptz('received_time').notNull().defaultNow(),
});

/** Every status change of a contract, by a user's action or a callback, with who and when. */
export const conContractStatusLog = pgTable('con_contract_status_log', {
  id: id(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  source: text('source').$type<'user' | 'callback'>().notNull(),
  actor: text('actor'),
  callbackId: bigint('callback_id', { mode: 'number' }),
  createdTime: timestamptz('created_time').notNull().defaultNow(),
});
