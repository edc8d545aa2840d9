/**
 * Two gateway processes starting together on one database that has no job queue yet: both install
 * pg-boss's schema and create the same queues. They take turns (DatabaseConnection.exclusively), so both
 * come up and the queues exist once; together they once collided in PostgreSQL's catalogue and one
 * process exited (`duplicate key … pg_namespace_nspname_index`). Two connections stand for the two
 * processes. PostgreSQL only (skipped without TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.js';
import { JOB_SCHEMA, JobQueue } from '../src/core/jobs.js';
import { databaseTargets } from './helpers/databases.js';

const postgres = databaseTargets.find((target) => target.name === 'postgres');
const quiet = { error: () => undefined };

describe.skipIf(!postgres)('[postgres] two job queues starting together on an empty database', () => {
  it('both start, the queues exist once, and a job sent through one is done by a worker', async () => {
    const empty = await postgres!.open({ migrate: false, seed: false });
    const second = await openDatabase({ url: empty.url });
    const done: string[] = [];
    const queues = [new JobQueue(empty.connection, quiet, 0.5), new JobQueue(second, quiet, 0.5)];
    for (const [index, queue] of queues.entries()) {
      for (const name of ['export-a', 'export-b']) queue.define<{ id: string }>({ name, handler: async ({ id }) => void done.push(`${index}:${name}:${id}`) });
    }
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      expect(queues.map((queue) => queue.isStarted)).toEqual([true, true]);

      const made = await empty.connection.db.execute<{ name: string }>(sql.raw(`select name from ${JOB_SCHEMA}.queue where name like 'export-%' order by name`));
      expect(made.rows.map((row) => row.name)).toEqual(['export-a', 'export-b']);

      await queues[1]!.send('export-b', { id: 'x1' });
      const deadline = Date.now() + 10_000;
      while (done.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(done).toHaveLength(1);
      expect(done[0]).toMatch(/^[01]:export-b:x1$/);
    } finally {
      for (const queue of queues) await queue.stop();
      await second.close();
      await empty.dispose();
    }
  }, 30_000);
});
