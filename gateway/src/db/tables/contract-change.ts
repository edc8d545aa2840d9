/**
 * Drizzle mirror of migrations/0018_contract_changes.sql and 0019_rebate_approval.sql (the SQL is the source
 * of truth): contract change requests (change-head) and company rebate agreements (head/rebate_company).
 */
import { bigint, integer, jsonb, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, timestamptz } from '../schema.js';
import type { ContractChangeProposal as ChangeProposal } from '../../api/index.js';

export const CHANGE_STATUSES = ['draft', 'APPROVING', 'APPROVED', 'REJECT', 'CONFLICT'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** A versioned change request on a contract in force (domain.md "ContractChange"). */
export const conContractChange = pgTable('con_contract_change', {
  id: id(),
  /** The OA callback's bizKey: contractNo-BG<changeVersion>-<id>. */
  changeNo: text('change_no').notNull().unique(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  contractNo: text('contract_no').notNull(),
  contractName: text('contract_name').notNull(),
  supplierName: text('supplier_name').notNull(),
  /** The contract's org and category: the data scope of the change. */
  orgCode: text('org_code').notNull(),
  categoryCode: text('category_code').notNull(),
  /** The contract's change_version once this change is applied. */
  changeVersion: integer('change_version').notNull(),
  status: text('status').$type<ChangeStatus>().notNull().default('draft'),
  reason: text('reason').notNull(),
  /** The proposed head fields and lines, amounts computed by the gateway. */
  proposal: jsonb('proposal').$type<ChangeProposal>().notNull(),
  totalQuantity: numeric('total_quantity', { precision: 18, scale: 3 }).notNull().default('0'),
  totalAmount: numeric('total_amount', { precision: 18, scale: 2 }).notNull().default('0'),
  /** How often it was submitted: the approval round the OA callbacks belong to. */
  submitCount: integer('submit_count').notNull().default(0),
  /** Why an approved change could not be applied (status CONFLICT). */
  conflictReason: text('conflict_reason'),
  approvedTime: timestamptz('approved_time'),
  ...auditColumns(),
});

export const REBATE_COMPANY_STATUSES = ['new', 'inProcess', 'approved', 'rejected', 'withdraw', 'invalid', 'closed'] as const;
export type RebateCompanyStatus = (typeof REBATE_COMPANY_STATUSES)[number];

/** A company rebate agreement: a supplier's rebate for one org and year, optionally tied to contracts. */
export const conRebateCompany = pgTable('con_rebate_company', {
  id: id(),
  /** The REBATE_NO serial (FL + orgCode + YYYYMM + seq(4)): the OA callback's bizKey (bizType REBATE). */
  rebateNo: text('rebate_no').notNull().unique(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  year: integer('rebate_year').notNull(),
  rebateType: text('rebate_type').$type<'rebate' | 'returnGoods' | 'minimumPurchase' | 'friendlyCooperation'>().notNull(),
  timing: text('timing').$type<'duringContract' | 'afterEnd'>().notNull(),
  /** 0 contract quantity, 1 shipped, 2 settled. */
  quantityBasis: smallint('quantity_basis').$type<0 | 1 | 2>().notNull(),
  rate: numeric('rate', { precision: 9, scale: 4 }),
  amount: numeric('amount', { precision: 18, scale: 2 }),
  contractIds: bigint('contract_ids', { mode: 'number' }).array().notNull().default([]),
  status: text('status').$type<RebateCompanyStatus>().notNull().default('new'),
  remark: text('remark'),
  /** How often it was submitted: the approval round the OA callbacks belong to. */
  submitCount: integer('submit_count').notNull().default(0),
  ...auditColumns(),
});
