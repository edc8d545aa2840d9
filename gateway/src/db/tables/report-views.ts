/**
 * Drizzle mirror of `migrations/0042_market_index_views.sql` (the SQL is the source of truth): the
 * read-only view of stored market index values with their index's name, unit and category and their batch.
 */
import { bigint, boolean, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../schema.js';

export const mktIndexValueView = pgTable('mkt_index_value_v', {
  id: bigint('id', { mode: 'number' }).notNull(),
  indexCode: text('index_code').notNull(),
  indexName: text('index_name').notNull(),
  unit: text('unit').notNull(),
  categoryCode: text('category_code'),
  place: text('place').notNull(),
  dataDate: date('data_date', { mode: 'string' }).notNull(),
  value: numeric('value', { precision: 18, scale: 4 }).notNull(),
  batchNo: text('batch_no'),
  batchId: bigint('batch_id', { mode: 'number' }),
  createdTime: timestamptz('created_time').notNull(),
  updatedTime: timestamptz('updated_time').notNull(),
  version: integer('version').notNull(),
});

/**
 * mkt_index_staged with the columns migration 0042 adds to it (the index name and unit of the row), for
 * the market index import and submit (db/tables/report.ts mirrors the table as 0041 created it).
 */
export const mktIndexStagedRow = pgTable('mkt_index_staged', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  batchId: bigint('batch_id', { mode: 'number' }).notNull(),
  rowNo: integer('row_no').notNull(),
  indexCode: text('index_code').notNull(),
  indexName: text('index_name'),
  unit: text('unit'),
  place: text('place').notNull(),
  dataDate: date('data_date', { mode: 'string' }).notNull(),
  value: numeric('value', { precision: 18, scale: 4 }).notNull(),
  duplicate: boolean('duplicate').notNull().default(false),
});
