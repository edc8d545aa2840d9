/**
 * Moving from the embedded database to PostgreSQL (core/backup/to-postgres.ts, npm run to-postgres): the
 * seeded PGlite database, plus a contract, copied into a new PostgreSQL database holds the same rows in
 * every table, its sequences go on after the copied ids, the files folder's files move into the file
 * table (FILE_STORAGE=postgres), and a database that is not empty is refused.
 * Needs TEST_DATABASE_URL (skipped without it).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyFilesToStorage, copyToPostgres } from '../src/core/backup/to-postgres.js';
import { createFileStorage } from '../src/core/storage.js';
import { openDatabase, type DatabaseConnection } from '../src/db/connection.js';
import { insertContract } from './helpers/contracts.js';
import { databaseTargets } from './helpers/databases.js';
import { withAdminClient } from './helpers/templates.js';
import { HEAVY_TEST_MS } from './helpers/timeouts.js';

const adminUrl = process.env['TEST_DATABASE_URL'];
const pglite = databaseTargets.find((target) => target.name === 'pglite')!;

describe.skipIf(!adminUrl)('[pglite → postgres] moving the embedded database to PostgreSQL', () => {
  const name = `i30_backup_${randomBytes(4).toString('hex')}`;
  let url: string;
  let source: { connection: DatabaseConnection; dispose(): Promise<void> };

  beforeAll(async () => {
    source = await pglite.open();
    await insertContract(source.connection, 'MOVE', { status: 'effective' });
    await withAdminClient(adminUrl!, (client) => client.query(`CREATE DATABASE "${name}" ENCODING 'UTF8'`));
    const target = new URL(adminUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    await source.dispose();
    await withAdminClient(adminUrl!, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('copies every table row for row, and the sequences continue after the copied ids', async () => {
    const result = await copyToPostgres(source.connection, url);
    expect(result.tables).toBeGreaterThan(50);
    const target = await openDatabase({ url });
    try {
      const tables = (await source.connection.executeSql(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).rows as { tablename: string }[];
      for (const { tablename } of tables) {
        const text = `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest, count(*)::int as rows from "${tablename}" t`;
        const [expected] = (await source.connection.executeSql(text)).rows;
        const [actual] = (await target.executeSql(text)).rows;
        expect({ table: tablename, ...(actual as object) }).toEqual({ table: tablename, ...(expected as object) });
      }
      // New rows on PostgreSQL take ids after the copied ones (no duplicate key).
      await insertContract(target, 'AFTER', { status: 'draft' });
      // FILE_STORAGE=postgres: the files folder's stored files go into the database's file table.
      const filesDir = mkdtempSync(join(tmpdir(), 'srm-move-files-'));
      try {
        const bytes = randomBytes(300 * 1024);
        writeFileSync(join(filesDir, 'moved-file.pdf'), bytes);
        writeFileSync(join(filesDir, '.upload-left-over.tmp'), 'not a stored file');
        const storage = createFileStorage({ kind: 'postgres', filesDir, db: target });
        expect(await copyFilesToStorage(filesDir, storage)).toBe(1);
        const parts: Buffer[] = [];
        for await (const part of (await storage.open('moved-file.pdf'))!) parts.push(part as Buffer);
        expect(Buffer.concat(parts)).toEqual(bytes);
      } finally {
        rmSync(filesDir, { recursive: true, force: true });
      }
    } finally {
      await target.close();
    }
    await expect(copyToPostgres(source.connection, url)).rejects.toThrow(/不是空的[\s\S]*not empty/);
  }, HEAVY_TEST_MS);
});
