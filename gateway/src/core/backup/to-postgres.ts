/**
 * Moving from the embedded database to PostgreSQL (npm run to-postgres): every row of the PGlite data
 * folder's tables copied into an empty PostgreSQL database that the gateway's migrations have just built.
 *
 * Both sides are migrated first, so their tables match column for column. The copy runs in one
 * transaction on the target with `session_replication_role = replica` (no triggers, no foreign-key checks
 * while tables arrive in any order; needs a superuser or the database owner with that right), after
 * emptying the reference rows the migrations wrote. Rows travel as JSON in batches, in physical order
 * (keyset on ctid, so a large table is not rescanned per batch); generated columns are left to the target;
 * every sequence takes the source's position. The job queue's own schema (pg-boss) is not copied: jobs
 * waiting in the embedded database are not carried over.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConnection } from '../../db/connection.js';
import { openDatabase } from '../../db/connection.js';
import type { FileStorage } from '../storage.js';
import { BackupError, storedFiles } from './archive.js';

const BATCH_ROWS = 2000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<T>(source: DatabaseConnection, text: string, values?: unknown[]): Promise<T[]> {
  return (await source.executeSql(text, values)).rows as T[];
}

export interface CopyResult {
  tables: number;
  rows: number;
}

/** Whether the target database has any table of its own in `public` (then it is not ours to fill). */
async function publicTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(`select count(*) from pg_tables where schemaname = 'public'`);
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** Copies every public table of the (migrated) `source` into the database at `url`, migrating it first. */
export async function copyToPostgres(source: DatabaseConnection, url: string): Promise<CopyResult> {
  if ((await publicTables(url)) > 0) {
    throw new BackupError('目标 PostgreSQL 数据库不是空的：请指定一个新建的空数据库。', 'The target PostgreSQL database is not empty: give a newly created, empty database.');
  }
  await source.migrate();
  const target = await openDatabase({ url });
  try {
    await target.migrate();
  } finally {
    await target.close();
  }
  const tables = (await rowsOf<{ name: string }>(source, `select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map((row) => row.name);
  const sequences = await rowsOf<{ name: string }>(source, `select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let copied = 0;
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    if (tables.length > 0) await client.query(`truncate ${tables.map(quote).join(', ')}`);
    for (const table of tables) copied += await copyTable(source, client, table);
    for (const { name } of sequences) {
      const [position] = await rowsOf<{ last_value: string; is_called: boolean }>(source, `select last_value, is_called from ${quote(name)}`);
      if (position) await client.query('select setval($1::regclass, $2, $3)', [quote(name), position.last_value, position.is_called]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return { tables: tables.length, rows: copied };
}

async function copyTable(source: DatabaseConnection, client: pg.Client, table: string): Promise<number> {
  const columns = (
    await rowsOf<{ name: string }>(
      source,
      `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [quote(table)],
    )
  ).map((row) => quote(row.name));
  const list = columns.join(', ');
  const insert = `insert into ${quote(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`;
  let after = '(0,0)';
  let count = 0;
  for (;;) {
    const batch = await rowsOf<{ ctid: string; row: string }>(
      source,
      `select t.ctid::text as ctid, row_to_json(t)::text as row from (select ctid, ${list} from ${quote(table)} where ctid > $1::tid order by ctid limit ${BATCH_ROWS}) t`,
      [after],
    );
    if (batch.length === 0) return count;
    await client.query(insert, [`[${batch.map((row) => row.row).join(',')}]`]);
    count += batch.length;
    after = batch.at(-1)!.ctid;
  }
}

/**
 * The stored files of a local files folder written into `storage` under the same keys (moving to
 * FILE_STORAGE=postgres along with the database). Answers how many.
 */
export async function copyFilesToStorage(filesDir: string, storage: FileStorage): Promise<number> {
  const names = await storedFiles(filesDir);
  for (const name of names) await storage.put(name, createReadStream(join(filesDir, name)));
  return names.length;
}
