/**
 * Drizzle mirror of `migrations/0024_import_runs.sql` (the SQL is the source of truth): one row per
 * workbook uploaded to an import (core/import), from its check to its commit.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, sysUser } from '../schema.js';
import { sysDownloadTask } from './downloads.js';

export type ImportRunStatus = 'checking' | 'checked' | 'committing' | 'committed' | 'failed';

export const sysImportRun = pgTable('sys_import_run', {
  /** 32 hex digits, drawn by PostgreSQL: the id the dialog polls and commits by. */
  id: text('id')
    .primaryKey()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => sysUser.id, { onDelete: 'cascade' }),
  /** The declaration's name (`material-index`, `user-permission` …). */
  importName: text('import_name').notNull(),
  fileName: text('file_name').notNull(),
  /** The uploaded workbook in the file storage. */
  fileKey: text('file_key').notNull(),
  status: text('status').$type<ImportRunStatus>().notNull().default('checking'),
  total: integer('total').notNull().default(0),
  checkedRows: integer('checked_rows').notNull().default(0),
  valid: integer('valid').notNull().default(0),
  invalid: integer('invalid').notNull().default(0),
  /** The first row messages (第N行：…). */
  errors: jsonb('errors').$type<string[]>().notNull().default([]),
  errorFileKey: text('error_file_key'),
  imported: integer('imported').notNull().default(0),
  /** What the commit counted besides rows (users touched, roles added …), by the declaration's names. */
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  message: text('message'),
  isTask: boolean('is_task').notNull().default(false),
  downloadTaskId: bigint('download_task_id', { mode: 'number' }).references(() => sysDownloadTask.id, { onDelete: 'set null' }),
  ...auditColumns(),
});
