/** Download tasks (migration 0010). */
import { bigint, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, sysUser, timestamptz } from '../schema.js';

/** 0 waiting, 1 downloading, 2 interrupted, 3 uploading, 4 failed, 5 completed (spec 01 §4). */
export type DownloadStatus = 0 | 1 | 2 | 3 | 4 | 5;
/** 1 export task, 2 recorded download (replayable), 3 recorded download (not offered again), 4 an import run as a task. */
export type DownloadBizType = 1 | 2 | 3 | 4;

export const sysDownloadTask = pgTable('sys_download_task', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => sysUser.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  status: smallint('status').$type<DownloadStatus>().notNull().default(0),
  msg: text('msg'),
  url: text('url'),
  storageKey: text('storage_key'),
  fileSize: bigint('file_size', { mode: 'number' }),
  rowCount: integer('row_count'),
  requestUrl: text('request_url'),
  requestMethod: text('request_method').$type<'GET' | 'POST'>(),
  requestParam: jsonb('request_param').$type<{ data?: unknown; params?: unknown }>(),
  pagePath: text('page_path'),
  styleCode: text('style_code'),
  bizType: smallint('biz_type').$type<DownloadBizType>().notNull().default(1),
  attempts: smallint('attempts').notNull().default(0),
  startedTime: timestamptz('started_time'),
  finishedTime: timestamptz('finished_time'),
  ...auditColumns(),
});
