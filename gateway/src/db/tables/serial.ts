/**
 * Drizzle mirror of the serial-number rules of migrations/0015_contract_lines.sql (domain.md "SerialNumberRule").
 */
import { bigint, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../schema.js';

/** One part of a number: fixed text, a parameter of the document (orgCode …), the date, or the sequence. */
export type SerialPart =
  | { type: 'fixedChar'; value: string }
  | { type: 'paramCode'; value: string }
  | { type: 'dateFormat'; value: 'YYYY' | 'YYYYMM' | 'YYYYMMDD' | 'YYMMDD' }
  | { type: 'seq'; width: number };

export type SerialResetCycle = 'every_day' | 'every_month' | 'every_year' | 'none';

export const sysSerialRule = pgTable('sys_serial_rule', {
  id: id(),
  ruleCode: text('rule_code').notNull().unique(),
  ruleName: text('rule_name').notNull(),
  parts: jsonb('parts').$type<SerialPart[]>().notNull(),
  resetCycle: text('reset_cycle').$type<SerialResetCycle>().notNull().default('none'),
  ...auditColumns(),
});

/** The last number given per rule and period (the period key follows the rule's reset cycle: '20261122', '202611', '2026' or '-'). */
export const sysSerialCounter = pgTable(
  'sys_serial_counter',
  {
    ruleCode: text('rule_code').notNull(),
    periodKey: text('period_key').notNull(),
    currentValue: bigint('current_value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.ruleCode, table.periodKey] })],
);
