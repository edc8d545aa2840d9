/**
 * The databases every gateway test runs on: PGlite in memory always, and real PostgreSQL as well when
 * TEST_DATABASE_URL is set. Each opened target is a fresh database of its own (a PostgreSQL one is
 * dropped afterwards), so test files stay isolated and can run in parallel.
 *
 * A fresh database is a copy of this run's snapshot of the asked variant (test/global-setup.ts, see
 * helpers/templates.ts): PGlite loads the dumped data folder (`loadDataDir`) once per worker and puts
 * the rows back for each later file (helpers/pglite-pool.ts), PostgreSQL runs
 * `CREATE DATABASE … TEMPLATE`. Without the global setup (no snapshot provided) it is migrated and
 * seeded here, as the snapshots were.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type DatabaseConnection, type DatabaseKind } from '../../src/db/connection.js';
import { openPooledPglite } from './pglite-pool.js';
import { TEMPLATES_KEY, prepareDatabase, retryWhileTemplateBusy, variantOf, withAdminClient, type OpenOptions, type TestTemplates } from './templates.js';

export type { OpenOptions } from './templates.js';

export interface TestDatabase {
  connection: DatabaseConnection;
  /** PostgreSQL only: where another process (a child gateway) reaches the same database. */
  url?: string;
  dispose(): Promise<void>;
}

export interface DatabaseTarget {
  name: DatabaseKind;
  open(options?: OpenOptions): Promise<TestDatabase>;
}

/** This run's snapshots, or undefined when the global setup did not run. */
function templates(): TestTemplates | undefined {
  return inject(TEMPLATES_KEY);
}

const pgliteTarget: DatabaseTarget = {
  name: 'pglite',
  async open(options = {}) {
    const variant = variantOf(options);
    const dump = variant === 'empty' ? undefined : templates()?.pglite[variant];
    if (dump) {
      const connection = await openPooledPglite(dump);
      return { connection, dispose: () => connection.close() };
    }
    const connection = await openDatabase({ dataDir: 'memory://' });
    try {
      await prepareDatabase(connection, variant);
    } catch (error) {
      await connection.close();
      throw error;
    }
    return { connection, dispose: () => connection.close() };
  },
};

function postgresTarget(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    async open(options = {}) {
      const variant = variantOf(options);
      const template = variant === 'empty' ? undefined : templates()?.postgres?.[variant];
      const name = `srm_t_${randomBytes(6).toString('hex')}`;
      await withAdminClient(adminUrl, (client) =>
        template
          ? retryWhileTemplateBusy(() => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`))
          : client.query(`CREATE DATABASE "${name}" ENCODING 'UTF8'`),
      );
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const drop = () =>
        withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      let connection: DatabaseConnection | undefined;
      try {
        connection = await openDatabase({ url: url.toString() });
        if (!template) await prepareDatabase(connection, variant);
      } catch (error) {
        await connection?.close();
        await drop();
        throw error;
      }
      const opened = connection;
      return {
        connection: opened,
        url: url.toString(),
        async dispose() {
          await opened.close();
          await drop();
        },
      };
    },
  };
}

const testDatabaseUrl = process.env['TEST_DATABASE_URL'];

export const databaseTargets: readonly DatabaseTarget[] = [
  pgliteTarget,
  ...(testDatabaseUrl ? [postgresTarget(testDatabaseUrl)] : []),
];

/**
 * `[name, target]` rows for `describe.each(eachDatabase)('[%s] ...', (_name, target) => ...)`, so test
 * names read `[pglite] ...` / `[postgres] ...`.
 */
export const eachDatabase: ReadonlyArray<readonly [DatabaseKind, DatabaseTarget]> = databaseTargets.map(
  (target) => [target.name, target] as const,
);

/**
 * Opens `target` once for the enclosing describe block (migrated and seeded unless told otherwise)
 * and disposes of it afterwards. Call the returned function inside tests.
 */
export function useTestDatabase(target: DatabaseTarget, options: OpenOptions = {}): () => DatabaseConnection {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await target.open(options);
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  return () => {
    if (!opened) throw new Error(`test database ${target.name} is not open`);
    return opened.connection;
  };
}
