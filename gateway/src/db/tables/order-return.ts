/**
 * Drizzle mirrors of `migrations/0039_material_return_invoices.sql` (the SQL is the source of truth): the
 * return invoices of material purchase orders (退货发票), their lines per purchase order line, and the
 * freight/handling charges waiting to be confirmed against a return invoice (待确认费用). The status set
 * is settlement's return invoice's (new → committed → confirmed, EBS synched/unsynched).
 */
import { bigint, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, timestamptz } from '../schema.js';
import { quantity } from './demand.js';
import type { ReturnInvoiceStatus } from './settlement.js';

export type { ReturnInvoiceStatus };
export type ReturnSyncStatus = 'synched' | 'unsynched';
export type ReturnChargeType = 'freight' | 'handling';
export type ReturnChargeStatus = 'pending' | 'confirmed';

const ref = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const price = (name: string) => numeric(name, { precision: 18, scale: 6 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

export const matReturnInvoice = pgTable('mat_return_invoice', {
  id: id(),
  returnNo: text('return_no').notNull(),
  orderId: ref('order_id').notNull(),
  orderNo: text('order_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  returnDate: day('return_date').notNull(),
  quantity: quantity('quantity').notNull().default('0'),
  taxRate: percent('tax_rate').notNull(),
  amountWithTax: money('amount_with_tax').notNull(),
  taxAmount: money('tax_amount').notNull(),
  status: text('status').$type<ReturnInvoiceStatus>().notNull().default('new'),
  ebsSyncStatus: text('ebs_sync_status').$type<ReturnSyncStatus>().notNull().default('unsynched'),
  reason: text('reason'),
  remark: text('remark'),
  ...auditColumns(),
});

export const matReturnInvoiceLine = pgTable('mat_return_invoice_line', {
  id: id(),
  returnId: ref('return_id').notNull(),
  orderLineId: ref('order_line_id').notNull(),
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  unitCode: text('unit_code').notNull(),
  quantity: quantity('quantity').notNull(),
  priceWithTax: price('price_with_tax').notNull(),
  amount: money('amount').notNull(),
  ...auditColumns(),
});

export const matReturnCharge = pgTable('mat_return_charge', {
  id: id(),
  returnId: ref('return_id').notNull(),
  returnNo: text('return_no').notNull(),
  orgCode: text('org_code').notNull(),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  chargeType: text('charge_type').$type<ReturnChargeType>().notNull(),
  amount: money('amount').notNull(),
  status: text('status').$type<ReturnChargeStatus>().notNull().default('pending'),
  confirmedBy: text('confirmed_by'),
  confirmedTime: timestamptz('confirmed_time'),
  remark: text('remark'),
  ...auditColumns(),
});
