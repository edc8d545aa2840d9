/**
 * Drizzle mirrors of `migrations/0036_settlement.sql` (the SQL is the source of truth): the settlement
 * configuration, account checks and their lines, pricing confirmations, business confirmations,
 * purchase invoices matched to check lines, return invoices, prepayments, payments with the invoices
 * they settle and the prepayments they apply, and customer balances. Money, prices and quantities are
 * decimal strings, never floats.
 */
import { bigint, date, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, timestamptz } from '../schema.js';
import { quantity } from './demand.js';
import type { SyncStatus } from './pick.js';

export type AccountCheckStatus = 'new' | 'submitted' | 'sentSupplier' | 'confirmed' | 'rejected' | 'busConfirmed' | 'settled' | 'invalid';
export type CheckLineStatus = 'valid' | 'invalid';
export type PriceSource = 'contract' | 'pricing';
export type PricingStatus = 'new' | 'confirmed';
export type BusinessProcessStatus = 'new' | 'submitted' | 'confirmed' | 'invalid' | 'cancelled';
export type InvoiceType = 'special' | 'normal' | 'electronic';
export type InvoiceStatus = 'new' | 'matched' | 'blocked' | 'sent' | 'partPaid' | 'paid' | 'invalid';
export type ReturnInvoiceStatus = 'new' | 'committed' | 'confirmed';
export type PrepaymentStatus = 'new' | 'submitted' | 'cancelled';
export type PaymentStatus = 'new' | 'submitted' | 'paid' | 'cancelled';
/** Credit limit status (spec 02 §4): 0 not effective, 1 effective, 2 expired. */
export type CreditStatus = 0 | 1 | 2;

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const price = (name: string) => numeric(name, { precision: 18, scale: 6 });
const taxRate = (name: string) => numeric(name, { precision: 5, scale: 2 });

export const stlConfig = pgTable('stl_config', {
  configKey: text('config_key').primaryKey(),
  configValue: text('config_value').notNull(),
  remark: text('remark'),
  updatedTime: timestamptz('updated_time').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

export const stlAccountCheckHead = pgTable('stl_account_check_head', {
  id: id(),
  checkNo: text('check_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  periodStart: date('period_start', { mode: 'string' }),
  periodEnd: date('period_end', { mode: 'string' }),
  status: text('status').$type<AccountCheckStatus>().notNull().default('new'),
  totalQuantity: quantity('total_quantity').notNull().default('0'),
  totalAmount: money('total_amount').notNull().default('0'),
  totalTaxAmount: money('total_tax_amount').notNull().default('0'),
  /** Σ of the lines' price deductions × quantity (what the quality results took off). */
  deductAmount: money('deduct_amount').notNull().default('0'),
  invoicedAmount: money('invoiced_amount').notNull().default('0'),
  ebsSyncStatus: text('ebs_sync_status').$type<SyncStatus>().notNull().default('unsynched'),
  supplierOpinion: text('supplier_opinion'),
  confirmedBy: text('confirmed_by'),
  confirmedTime: timestamptz('confirmed_time'),
  settledBy: text('settled_by'),
  settledTime: timestamptz('settled_time'),
  remark: text('remark'),
  ...auditColumns(),
});

export const stlAccountCheckLine = pgTable('stl_account_check_line', {
  id: id(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
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
  /** The checked part of the shipment's accepted quantity. */
  quantity: quantity('quantity').notNull(),
  contractPrice: price('contract_price').notNull(),
  deductPrice: price('deduct_price').notNull().default('0'),
  /** contractPrice − deductPrice, or the pricing confirmation's price. */
  price: price('price').notNull(),
  priceSource: text('price_source').$type<PriceSource>().notNull().default('contract'),
  taxRate: taxRate('tax_rate').notNull(),
  /** round2(quantity × price), with tax. */
  amount: money('amount').notNull(),
  /** round2(amount × r / (1 + r)). */
  taxAmount: money('tax_amount').notNull(),
  invoicedQuantity: quantity('invoiced_quantity').notNull().default('0'),
  invoicedAmount: money('invoiced_amount').notNull().default('0'),
  lineStatus: text('line_status').$type<CheckLineStatus>().notNull().default('valid'),
  remark: text('remark'),
  ...auditColumns(),
});

export const stlPricingConfirmation = pgTable('stl_pricing_confirmation', {
  id: id(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  contractNo: text('contract_no').notNull(),
  contractLineId: bigint('contract_line_id', { mode: 'number' }).notNull(),
  orgCode: text('org_code').notNull(),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  quantity: quantity('quantity').notNull(),
  price: price('price').notNull(),
  pricingDate: date('pricing_date', { mode: 'string' }).notNull(),
  status: text('status').$type<PricingStatus>().notNull().default('new'),
  confirmedBy: text('confirmed_by'),
  confirmedTime: timestamptz('confirmed_time'),
  remark: text('remark'),
  ...auditColumns(),
});

export const stlBusinessProcessHead = pgTable('stl_business_process_head', {
  id: id(),
  processNo: text('process_no').notNull(),
  checkId: bigint('check_id', { mode: 'number' }),
  checkNo: text('check_no'),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  businessDate: date('business_date', { mode: 'string' }).notNull(),
  quantity: quantity('quantity').notNull().default('0'),
  amount: money('amount').notNull().default('0'),
  status: text('status').$type<BusinessProcessStatus>().notNull().default('new'),
  remark: text('remark'),
  ...auditColumns(),
});

export const stlPurchaseInvoice = pgTable('stl_purchase_invoice', {
  id: id(),
  invoiceNo: text('invoice_no').notNull(),
  invoiceCode: text('invoice_code').notNull(),
  invoiceType: text('invoice_type').$type<InvoiceType>().notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
  taxRate: taxRate('tax_rate').notNull(),
  amountWithTax: money('amount_with_tax').notNull(),
  taxAmount: money('tax_amount').notNull(),
  amountWithoutTax: money('amount_without_tax').notNull(),
  /** Σ of the matched check lines' amounts. */
  matchedAmount: money('matched_amount').notNull().default('0'),
  /** amountWithTax − matchedAmount; beyond the tolerance the invoice is blocked. */
  matchDifference: money('match_difference').notNull().default('0'),
  paidAmount: money('paid_amount').notNull().default('0'),
  status: text('status').$type<InvoiceStatus>().notNull().default('new'),
  ebsSyncStatus: text('ebs_sync_status').$type<SyncStatus>().notNull().default('unsynched'),
  remark: text('remark'),
  ...auditColumns(),
});

export const stlPurchaseInvoiceLine = pgTable('stl_purchase_invoice_line', {
  id: id(),
  invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
  checkLineId: bigint('check_line_id', { mode: 'number' }).notNull(),
  checkId: bigint('check_id', { mode: 'number' }).notNull(),
  checkNo: text('check_no').notNull(),
  pickMaterialId: bigint('pick_material_id', { mode: 'number' }).notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  quantity: quantity('quantity').notNull(),
  amountWithTax: money('amount_with_tax').notNull(),
  taxAmount: money('tax_amount').notNull(),
  ...auditColumns(),
});

export const stlReturnInvoice = pgTable('stl_return_invoice', {
  id: id(),
  returnNo: text('return_no').notNull(),
  invoiceId: bigint('invoice_id', { mode: 'number' }),
  invoiceNo: text('invoice_no'),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  returnDate: date('return_date', { mode: 'string' }).notNull(),
  quantity: quantity('quantity').notNull().default('0'),
  taxRate: taxRate('tax_rate').notNull(),
  amountWithTax: money('amount_with_tax').notNull(),
  taxAmount: money('tax_amount').notNull(),
  status: text('status').$type<ReturnInvoiceStatus>().notNull().default('new'),
  ebsSyncStatus: text('ebs_sync_status').$type<SyncStatus>().notNull().default('unsynched'),
  reason: text('reason'),
  remark: text('remark'),
  ...auditColumns(),
});

export const stlPrepaymentHead = pgTable('stl_prepayment_head', {
  id: id(),
  prepayNo: text('prepay_no').notNull(),
  contractId: bigint('contract_id', { mode: 'number' }),
  contractNo: text('contract_no'),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  applyDate: date('apply_date', { mode: 'string' }).notNull(),
  amount: money('amount').notNull(),
  /** Σ of its applications to payments: never above the amount, so never applied twice. */
  appliedAmount: money('applied_amount').notNull().default('0'),
  status: text('status').$type<PrepaymentStatus>().notNull().default('new'),
  remark: text('remark'),
  ...auditColumns(),
});

export const stlPaymentSettleHead = pgTable('stl_payment_settle_head', {
  id: id(),
  paymentNo: text('payment_no').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  applyDate: date('apply_date', { mode: 'string' }).notNull(),
  payMethod: text('pay_method'),
  /** Σ of the settled invoices' amounts. */
  invoiceAmount: money('invoice_amount').notNull().default('0'),
  /** Σ of the applied prepayments. */
  prepaidAmount: money('prepaid_amount').notNull().default('0'),
  /** invoiceAmount − prepaidAmount (the table checks it). */
  payAmount: money('pay_amount').notNull().default('0'),
  status: text('status').$type<PaymentStatus>().notNull().default('new'),
  /** The ERP's last reported state (syncEbsStatus). */
  ebsStatus: text('ebs_status'),
  ebsSyncStatus: text('ebs_sync_status').$type<SyncStatus>().notNull().default('unsynched'),
  remark: text('remark'),
  ...auditColumns(),
});

export const stlPaymentSettleInvoice = pgTable('stl_payment_settle_invoice', {
  id: id(),
  paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
  invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
  invoiceNo: text('invoice_no').notNull(),
  amount: money('amount').notNull(),
  createdTime: timestamptz('created_time').notNull().defaultNow(),
  createdBy: text('created_by'),
});

export const stlPaymentPrepayApply = pgTable('stl_payment_prepay_apply', {
  id: id(),
  paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
  prepaymentId: bigint('prepayment_id', { mode: 'number' }).notNull(),
  prepayNo: text('prepay_no').notNull(),
  amount: money('amount').notNull(),
  createdTime: timestamptz('created_time').notNull().defaultNow(),
  createdBy: text('created_by'),
});

export const stlCustBal = pgTable('stl_cust_bal', {
  id: id(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  custNumber: text('cust_number').notNull(),
  custName: text('cust_name').notNull(),
  balance: money('balance').notNull().default('0'),
  creditLimit: money('credit_limit').notNull().default('0'),
  creditStatus: smallint('credit_status').$type<CreditStatus>().notNull().default(0),
  effectiveStart: date('effective_start', { mode: 'string' }),
  effectiveEnd: date('effective_end', { mode: 'string' }),
  remark: text('remark'),
  ...auditColumns(),
});
