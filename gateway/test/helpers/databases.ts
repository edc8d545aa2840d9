/**
 * The databases every gateway test runs on: PGlite in memory always, and real PostgreSQL as well when
 * TEST_DATABASE_URL is set. For PostgreSQL each opened target gets its own freshly created database
 * (dropped afterwards), so test files stay isolated and can run in parallel.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseConnection, type DatabaseKind } from '../../src/db/connection.js';
import { seedDemoData } from '../../src/db/seed.js';

export interface TestDatabase {
  connection: DatabaseConnection;
  /** PostgreSQL only: where another process (a child gateway) reaches the same database. */
  url?: string;
  dispose(): Promise<void>;
}

export interface OpenOptions {
  /** Run the migrations (default true). */
  migrate?: boolean;
  /** Write the demo data (default true; implies migrate). */
  seed?: boolean;
}

export interface DatabaseTarget {
  name: DatabaseKind;
  open(options?: OpenOptions): Promise<TestDatabase>;
}

async function prepare(connection: DatabaseConnection, { migrate = true, seed = true }: OpenOptions): Promise<void> {
  if (!migrate && !seed) return;
  await connection.migrate();
  if (seed) await seedDemoData(connection.db);
}

const pgliteTarget: DatabaseTarget = {
  name: 'pglite',
  async open(options = {}) {
    const connection = await openDatabase({ dataDir: 'memory://' });
    try {
      await prepare(connection, options);
    } catch (error) {
      await connection.close();
      throw error;
    }
    return { connection, dispose: () => connection.close() };
  },
};

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function postgresTarget(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    async open(options = {}) {
      const name = `srm_t_${randomBytes(6).toString('hex')}`;
      await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}" ENCODING 'UTF8'`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const drop = () =>
        withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      let connection: DatabaseConnection | undefined;
      try {
        connection = await openDatabase({ url: url.toString() });
        await prepare(connection, options);
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
