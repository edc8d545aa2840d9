/**
 * Drizzle mirror of `migrations/0002_files.sql` and `0020_file_keys.sql` (the SQL is the source of truth; keep them in step).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, sysUser, type Flag } from '../schema.js';

export const sysFile = pgTable(
  'sys_file',
  {
    id: id(),
    /**
     * The file's only id outside the database (FileInfo.id, addresses, template references): 32 random
     * hex digits drawn by the database, so files cannot be enumerated (0020_file_keys.sql).
     */
    fileKey: text('file_key').notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** The client's file name, sanitised (no path, no control characters); for display and download. */
    originalName: text('original_name').notNull(),
    /** The generated storage key; never the client's name. */
    name: text('name').notNull().unique(),
    /** Extension of the original name, lower case, without the dot ('' when it has none). */
    fileType: text('file_type').notNull().default(''),
    /** Sniffed from the bytes. */
    mimeType: text('mime_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    bizType: text('biz_type').notNull(),
    bizKey: text('biz_key'),
    module: text('module').notNull().default('execution'),
    contractFileType: text('contract_file_type'),
    signetFlag: smallint('signet_flag').$type<Flag>().notNull().default(0),
    fileCategory: text('file_category'),
    creatorId: bigint('creator_id', { mode: 'number' }).references(() => sysUser.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [index('sys_file_biz_idx').on(t.bizType, t.bizKey, t.createdTime.desc()), index('sys_file_creator_id_idx').on(t.creatorId)],
);

export type SysFileRow = typeof sysFile.$inferSelect;
