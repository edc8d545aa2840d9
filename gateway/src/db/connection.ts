/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise the embedded PGlite
 * (in a data folder, or in memory). Both are used through the same drizzle API and the same migrations.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { NotificationListener, type ListenHandlers } from './listener.js';
import { acquireDataDirLock, type DataDirLock } from './lock.js';
import { schema, type Schema } from './schema.js';

/** The one migrations folder, beside src/ and dist/ (so `../../migrations` from src/db and dist/db). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

export const TIME_ZONE = 'Asia/Shanghai';

/**
 * The session advisory lock PostgreSQL migrations run under ('SRM_MIGR' as a bigint): two processes starting
 * on one database take turns, and the second finds the migrations applied. It lies outside the int4 range
 * of the one-key locks taken on `hashtext(...)` (modules/master/erp-sync.ts), and the two-key locks
 * (core/login-throttle.ts) are another space.
 */
export const MIGRATION_LOCK_KEY = '6003946324952172370';

export type { ListenHandlers } from './listener.js';

/** What `db.execute()` answers on both drivers (pg's QueryResult and PGlite's Results): the rows. */
export interface QueryRows<TRow> {
  rows: Assume<TRow, Record<string, unknown>>[];
}

export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

/** The drizzle API common to both drivers. */
export type AppDatabase = PgDatabase<AppQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** A PostgreSQL connection string (DATABASE_URL). When set, PGlite is not used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` or undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /**
   * PGlite only: start from this data folder (a tarball of PGlite's `dumpDataDir()`) instead of creating
   * an empty database. The tests use it to copy a migrated and seeded snapshot; the gateway never does.
   */
  loadDataDir?: Blob | undefined;
}

export interface DatabaseConnection {
  readonly db: AppDatabase;
  readonly kind: DatabaseKind;
  /** Applies the pending SQL migrations from MIGRATIONS_FOLDER. */
  migrate(): Promise<void>;
  /**
   * Runs `run` while no other process on this database runs its own start-up step: PostgreSQL, under the
   * migrations' session advisory lock held by a dedicated connection; PGlite (one process per folder), at
   * once. The job queue installs pg-boss's schema and creates its queues this way, since two processes
   * doing that at the same moment collide in PostgreSQL's catalogue (pg-boss's own lock does not cover it).
   */
  exclusively<T>(run: () => Promise<T>): Promise<T>;
  /**
   * Runs raw SQL (the job queue's driver seam): with values, one parameterised statement; without,
   * possibly several statements, answering the rows of the last.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /** Connections of the pool: open, idle, and callers waiting for one (PGlite: its one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL: LISTENs on `channel` over one dedicated connection, made again when it drops (see
   * db/listener.ts); answers the function that stops listening. PGlite: does nothing (one process per
   * data folder, so nobody else to hear from).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * PostgreSQL: NOTIFY `channel` with `payload` (under 8000 bytes), through the pool, so it is delivered
   * at once, outside any transaction. PGlite: does nothing.
   */
  notify(channel: string, payload: string): Promise<void>;
  /** Closes the connection (and releases the data-folder lock). Safe to call more than once. */
  close(): Promise<void>;
}

export function isInMemory(dataDir: string | undefined): boolean {
  return dataDir === undefined || dataDir === '' || dataDir.startsWith('memory://');
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseConnection> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string): Promise<DatabaseConnection> {
  // The time zone goes in the startup options of every pooled connection; a `SET` would only reach
  // whichever connection happened to run it.
  const pool = new pg.Pool({ connectionString: url, options: `-c TimeZone=${TIME_ZONE}` });
  // keepAlive: a listener connection is idle for hours; TCP keepalives notice a silently dead peer.
  const listener = new NotificationListener({ createClient: () => new pg.Client({ connectionString: url, keepAlive: true, application_name: 'srm-gateway-listen' }) });
  let closed = false;
  // pool.end() resolves before the sockets are gone; errors of connections we are closing are noise.
  pool.on('error', (error) => {
    if (!closed) console.error('[db] idle PostgreSQL client failed:', error.message);
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    closed = true;
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => underMigrationLock(url, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    exclusively: (run) => underMigrationLock(url, run),
    async executeSql(text, values) {
      // A multi-statement text answers one result per statement.
      const result = (await pool.query(text, values && values.length > 0 ? [...values] : undefined)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, handlers) => listener.listen(channel, handlers),
    async notify(channel, payload) {
      if (closed) return;
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * Runs `migrate` while a dedicated connection holds the migrations' advisory lock (a pooled one could be
 * handed back and reused while the lock is held), so concurrent starts apply each migration once: drizzle
 * reads what is applied only after the lock is granted. The lock goes with that connection, also when the
 * process dies mid-way.
 */
async function underMigrationLock<T>(url: string, migrate: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'srm-gateway-migrate' });
  // An error on the idle lock holder (the server went away) shows up in migrate's own queries.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    return await migrate();
  } finally {
    // Ending the session releases its advisory locks.
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts PGlite (in `dataDir`, in memory without one; from the `loadDataDir` dump when given) with the
 * extensions the migrations use, its session in Shanghai time. openPglite and the gateway tests' pool of
 * databases (test/helpers/pglite-pool.ts) start it this one way.
 */
export async function startPglite({ dataDir, loadDataDir }: { dataDir?: string | undefined; loadDataDir?: Blob | undefined }): Promise<PGlite> {
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: { pg_trgm } });
  await client.waitReady;
  // PGlite is a single connection, so a session-level SET covers every query.
  await client.exec(`SET TIME ZONE '${TIME_ZONE}'`);
  return client;
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseConnection> {
  const folder = isInMemory(dataDir) ? undefined : dataDir;
  // Lock before PGlite touches the folder: two processes writing one data folder corrupt it.
  const lock: DataDirLock | null = folder ? acquireDataDirLock(folder) : null;
  let client: PGlite;
  try {
    client = await startPglite({ dataDir: folder, loadDataDir });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return pgliteConnection(client, async () => {
    try {
      await client.close();
    } finally {
      lock?.release();
    }
  });
}

/**
 * A connection over a started PGlite client (its session already in Shanghai time). `release` runs once,
 * on the first close(): openPglite closes the client; the gateway tests hand it back to their worker's
 * pool of databases (test/helpers/pglite-pool.ts).
 */
export function pgliteConnection(client: PGlite, release: () => Promise<void>): DatabaseConnection {
  // drizzle's own PGlite driver sends parameters through PGlite's query API, which serialises them
  // correctly (Dates, bigints, arrays; covered by the tests on both databases). The `types` fix noted in
  // architecture.md is for PGlite's node-postgres adapter (`@electric-sql/pglite/node-postgres`), which
  // is not used here.
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusively: (run) => run(),
    async executeSql(text, values) {
      // PGlite's query() takes one statement; exec() takes several but no parameters.
      if (values && values.length > 0) return { rows: (await client.query(text, [...values])).rows };
      return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    listen: async () => async () => {},
    notify: async () => {},
    async close() {
      if (closed) return;
      closed = true;
      await release();
    },
  };
}
