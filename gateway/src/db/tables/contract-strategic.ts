/**
 * Drizzle mirror of migrations/0017_contract_strategic.sql (the SQL is the source of truth): the columns
 * it adds to con_contract_head and con_contract_status_log, declared as narrow views of those tables
 * so this file does not touch contract.ts (fold them into conContractHead / conContractStatusLog when
 * convenient). Only for reading and writing these columns; the other columns are in contract.ts.
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../schema.js';

/** con_contract_head: the strategic frame a call-off draws on, and the contract a merged one became. */
export const conContractHeadLinks = pgTable('con_contract_head', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  /** The strategic frame contract (contractCategory strategic) this contract is a call-off of. */
  strategicContractId: bigint('strategic_contract_id', { mode: 'number' }),
  /** The new draft this contract was merged into (it is CANCEL since). */
  mergedIntoId: bigint('merged_into_id', { mode: 'number' }),
});

/** con_contract_status_log with the note a line may carry (合并至合同X). */
export const conContractStatusNote = pgTable('con_contract_status_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  source: text('source').$type<'user' | 'callback'>().notNull(),
  actor: text('actor'),
  note: text('note'),
  createdTime: timestamptz('created_time').notNull().defaultNow(),
});
