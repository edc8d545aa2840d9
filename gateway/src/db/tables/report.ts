/**
 * Drizzle mirrors of `migrations/0041_reports_market_index.sql` (the SQL is the source of truth): policy
 * and market reports (报告中心) with their data analyses, references and each user's favourites; the
 * market indices, their uploaded batches (checked, inserted as draft, submitted) and the stored series
 * the trend analyses (趋势分析) and the resource work-top (资源地图) read.
 */
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, sysUser, timestamptz } from '../schema.js';

export type ReportType = 'daily' | 'weekly' | 'month' | 'subject';
export type ReportStatus = 'draft' | 'committed';
export type MarketIndexBatchStatus = 'draft' | 'submitted';

/** One block of a report's rich text: a paragraph of plain text, or an image stored by the file service. */
export type ReportContentBlock = { type: 'paragraph'; text: string } | { type: 'image'; fileKey: string; alt?: string };
/** An image of a data analysis block. */
export interface ReportImage {
  fileKey: string;
  alt?: string;
}

const ref = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

export const rptReport = pgTable('rpt_report', {
  id: id(),
  title: text('title').notNull(),
  content: jsonb('content').$type<ReportContentBlock[]>().notNull().default([]),
  contentText: text('content_text').notNull().default(''),
  subjectType: text('subject_type'),
  researchType: text('research_type'),
  reportType: text('report_type').$type<ReportType>().notNull(),
  author: text('author'),
  reportDate: day('report_date'),
  status: text('status').$type<ReportStatus>().notNull().default('draft'),
  isTemplate: boolean('is_template').notNull().default(false),
  sourceTemplateId: ref('source_template_id'),
  ownerId: ref('owner_id')
    .notNull()
    .references(() => sysUser.id, { onDelete: 'cascade' }),
  committedTime: timestamptz('committed_time'),
  ...auditColumns(),
});

export const rptReportAnalysis = pgTable('rpt_report_analysis', {
  id: id(),
  reportId: ref('report_id')
    .notNull()
    .references(() => rptReport.id, { onDelete: 'cascade' }),
  sortNumber: integer('sort_number').notNull().default(0),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  images: jsonb('images').$type<ReportImage[]>().notNull().default([]),
  ...auditColumns(),
});

export const rptReportReference = pgTable('rpt_report_reference', {
  id: id(),
  reportId: ref('report_id')
    .notNull()
    .references(() => rptReport.id, { onDelete: 'cascade' }),
  sortNumber: integer('sort_number').notNull().default(0),
  /** 1 another report (referenceReportId), 2 a file (fileKey). */
  referenceType: smallint('reference_type').$type<1 | 2>().notNull(),
  name: text('name').notNull(),
  referenceReportId: ref('reference_report_id'),
  fileKey: text('file_key'),
  ...auditColumns(),
});

export const rptReportFavourite = pgTable(
  'rpt_report_favourite',
  {
    reportId: ref('report_id')
      .notNull()
      .references(() => rptReport.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    createdTime: timestamptz('created_time').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.userId] })],
);

export const mktIndex = pgTable('mkt_index', {
  id: id(),
  indexCode: text('index_code').notNull().unique(),
  indexName: text('index_name').notNull(),
  categoryCode: text('category_code'),
  unit: text('unit').notNull(),
  sortNumber: integer('sort_number').notNull().default(0),
  ...auditColumns(),
});

export const mktIndexBatch = pgTable('mkt_index_batch', {
  id: id(),
  batchNo: text('batch_no').notNull().unique(),
  importRunId: text('import_run_id'),
  fileName: text('file_name').notNull(),
  status: text('status').$type<MarketIndexBatchStatus>().notNull().default('draft'),
  rowCount: integer('row_count').notNull().default(0),
  duplicateCount: integer('duplicate_count').notNull().default(0),
  submittedBy: text('submitted_by'),
  submittedTime: timestamptz('submitted_time'),
  ownerId: ref('owner_id').references(() => sysUser.id, { onDelete: 'set null' }),
  ...auditColumns(),
});

export const mktIndexStaged = pgTable('mkt_index_staged', {
  id: id(),
  batchId: ref('batch_id')
    .notNull()
    .references(() => mktIndexBatch.id, { onDelete: 'cascade' }),
  rowNo: integer('row_no').notNull(),
  indexCode: text('index_code').notNull(),
  place: text('place').notNull(),
  dataDate: day('data_date').notNull(),
  value: numeric('value', { precision: 18, scale: 4 }).notNull(),
  duplicate: boolean('duplicate').notNull().default(false),
});

export const mktIndexValue = pgTable('mkt_index_value', {
  id: id(),
  indexCode: text('index_code').notNull(),
  place: text('place').notNull(),
  dataDate: day('data_date').notNull(),
  value: numeric('value', { precision: 18, scale: 4 }).notNull(),
  batchId: ref('batch_id').references(() => mktIndexBatch.id, { onDelete: 'set null' }),
  ...auditColumns(),
});
