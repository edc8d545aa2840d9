/**
 * Migrations on PostgreSQL run under an advisory lock (db/connection.ts): two gateway processes starting
 * together on one empty database both come up, and each migration is applied once. Two connections stand
 * for the two processes. PostgreSQL only (skipped without TEST_DATABASE_URL).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/db/connection.js';
import { databaseTargets } from './helpers/databases.js';

const postgres = databaseTargets.find((target) => target.name === 'postgres');

describe.skipIf(!postgres)('[postgres] migrations under an advisory lock', () => {
  it('lets two connections migrate one empty database at once: both succeed, each migration applied once', async () => {
    const empty = await postgres!.open({ migrate: false, seed: false });
    const second = await openDatabase({ url: empty.url });
    try {
      await Promise.all([empty.connection.migrate(), second.migrate()]);

      const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await empty.connection.db.execute<{ hash: string; times: number }>(
        sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
      );
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(applied.rows.filter((row) => row.times !== 1)).toEqual([]);
      // The lock went with its connection: nothing is left holding it.
      const locks = await empty.connection.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`);
      expect(locks.rows[0]?.n).toBe(0);
    } finally {
      await second.close();
      await empty.dispose();
    }
  });
});
