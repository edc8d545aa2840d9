/** Drizzle mirror of migrations/0016_interface_outbox.sql (the SQL is the source of truth): the interface outbox. */
import { bigint, boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamptz } from '../schema.js';

export const INTERFACE_SYSTEMS = ['EBS', 'LMS', 'FSSC', 'SOURCE', 'BIGDATA', 'CONTRACT'] as const;
export type InterfaceSystem = (typeof INTERFACE_SYSTEMS)[number];
export type InterfaceState = 'PENDING' | 'SUCCESS' | 'ERROR';

/** One message to an outside system and where it stands. */
export const sysInterfaceLog = pgTable('sys_interface_log', {
  id: id(),
  system: text('system').$type<InterfaceSystem>().notNull(),
  bizType: text('biz_type').notNull(),
  /** The business record's number (a contract's contractNo), sent as X-Biz-Key. */
  bizKey: text('biz_key').notNull(),
  bizId: bigint('biz_id', { mode: 'number' }),
  direction: text('direction').$type<'out' | 'in'>().notNull().default('out'),
  payload: jsonb('payload').$type<unknown>().notNull(),
  /** The receiver's answer to the last attempt (cut to a few kilobytes). */
  response: text('response'),
  state: text('state').$type<InterfaceState>().notNull().default('PENDING'),
  /** Attempts of the current round (a manual resend starts a new one). */
  attempts: integer('attempts').notNull().default(0),
  /** When it is due; NULL: waiting for a configured endpoint. Holds the lease while an attempt runs. */
  nextAttemptTime: timestamptz('next_attempt_time'),
  lastError: text('last_error'),
  createdBy: text('created_by'),
  createdTime: timestamptz('created_time').notNull().defaultNow(),
  updatedTime: timestamptz('updated_time').notNull().defaultNow(),
  version: integer('version').notNull().default(0),
});

/** Every try of a message, kept for the sync timeline. attemptNo counts across rounds. */
export const sysInterfaceAttempt = pgTable('sys_interface_attempt', {
  id: id(),
  logId: bigint('log_id', { mode: 'number' }).notNull(),
  attemptNo: integer('attempt_no').notNull(),
  attemptTime: timestamptz('attempt_time').notNull().defaultNow(),
  httpStatus: integer('http_status'),
  ok: boolean('ok').notNull(),
  error: text('error'),
  durationMs: integer('duration_ms').notNull(),
});
