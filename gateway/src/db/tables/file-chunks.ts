/**
 * The chunks of files kept in the database (migration 0045, FILE_STORAGE=postgres): one row per chunk
 * of up to 256 KiB, numbered from 0 within its file's key (core/storage/postgres.ts).
 */
import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../schema.js';

/** bytea: node-postgres answers a Buffer, PGlite a Uint8Array; both are handed on as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export const sysFileChunk = pgTable(
  'sys_file_chunk',
  {
    fileKey: text('file_key').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    createdTime: timestamptz('created_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sys_file_chunk_pkey', columns: [t.fileKey, t.seq] })],
);
