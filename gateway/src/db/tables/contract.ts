/**
 * Drizzle mirror of migrations/0005_contract_head.sql, 0014_contract_callbacks.sql and 0015_contract_lines.sql
 * (the SQL is the source of truth).
 */
import { bigint, date, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
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
  /** Migration 0016: synched once the ERP accepted a sync message (modules/contract/erp-sync.ts). */
  syncStatus: text('sync_status').$type<'synched' | 'unsynched'>().notNull().default('unsynched'),
  ebsPoStatus: text('ebs_po_status'),
  /** The seal system's state (spec 02 §4 "Seal state"), as last reported. */
  sealStatus: text('seal_status'),
  /** The contract template (con-template) the contract is printed from. */
  templateId: bigint('template_id', { mode: 'number' }),
  /** The number of approved changes (change-head); 0 for the original. */
  changeVersion: integer('change_version').notNull().default(0),
  /** The contract this one was copied from (batch-copy). */
  copiedFromId: bigint('copied_from_id', { mode: 'number' }),
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

/** The columns of a contract line, shared by the table and its view's mirror (fresh builders for each). */
const lineColumns = () => ({
  /** 1, 2, 3 … in the order of the editor. */
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
  unitCode: text('unit_code').notNull(),
  priceWithTax: numeric('price_with_tax', { precision: 18, scale: 6 }).notNull(),
  /** A percentage, 0–100. */
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
  amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  taxAmount: numeric('tax_amount', { precision: 18, scale: 2 }).notNull(),
  amountWithoutTax: numeric('amount_without_tax', { precision: 18, scale: 2 }).notNull(),
  deliveryStart: date('delivery_start', { mode: 'string' }),
  deliveryEnd: date('delivery_end', { mode: 'string' }),
  deliveryAddress: text('delivery_address'),
  qualityStandard: text('quality_standard'),
  executedQuantity: numeric('executed_quantity', { precision: 18, scale: 3 }).notNull().default('0'),
  remark: text('remark'),
});

/** Contract lines (domain.md "ContractLine"): amounts computed by the gateway, never taken from the client. */
export const conContractLine = pgTable('con_contract_line', {
  id: id(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  ...lineColumns(),
  ...auditColumns(),
});

export const REBATE_TYPES = ['rebate', 'returnGoods', 'minimumPurchase', 'friendlyCooperation'] as const;
export const REBATE_TIMINGS = ['duringContract', 'afterEnd'] as const;

/** Rebate clauses (domain.md "RebateClause"): exactly one of rate and amount. */
export const conContractRebate = pgTable('con_contract_rebate', {
  id: id(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  seq: integer('seq').notNull(),
  rebateType: text('rebate_type').$type<(typeof REBATE_TYPES)[number]>().notNull(),
  timing: text('timing').$type<(typeof REBATE_TIMINGS)[number]>().notNull(),
  /** 0 contract quantity, 1 shipped, 2 settled. */
  quantityBasis: smallint('quantity_basis').$type<0 | 1 | 2>().notNull(),
  /** A percentage with up to 4 decimals. */
  rate: numeric('rate', { precision: 9, scale: 4 }),
  amount: numeric('amount', { precision: 18, scale: 2 }),
  remark: text('remark'),
  ...auditColumns(),
});

/**
 * The view con_contract_line_v (migration 0015): every line with its head's number, parties, scope and
 * status, for the head-join-line list. A view, read only: mirrored as a table so the list engine can
 * select from it.
 */
export const conContractLineView = pgTable('con_contract_line_v', {
  id: bigint('id', { mode: 'number' }).notNull(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  ...lineColumns(),
  residualQuantity: numeric('residual_quantity', { precision: 18, scale: 3 }).notNull(),
  createdTime: timestamptz('created_time').notNull(),
  updatedTime: timestamptz('updated_time').notNull(),
  contractNo: text('contract_no').notNull(),
  contractName: text('contract_name').notNull(),
  contractCategory: text('contract_category').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  status: text('status').notNull(),
  exeStatus: text('exe_status'),
  signDate: date('sign_date', { mode: 'string' }),
  currencyCode: text('currency_code').notNull(),
});
