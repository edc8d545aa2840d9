/**
 * The prepared snapshots test databases are copied from, so that a test file does not migrate and seed
 * its own database. test/global-setup.ts builds them once per run: a PGlite data folder dumped to a tar
 * file in the OS temp dir per variant, and, with TEST_DATABASE_URL, a PostgreSQL template database per
 * variant. test/helpers/databases.ts opens each test file's database from them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConnection } from '../../src/db/connection.js';
import { seedDemoData } from '../../src/db/seed.js';

export interface OpenOptions {
  /** Run the migrations (default true). */
  migrate?: boolean;
  /** Write the demo data (default true; implies migrate). */
  seed?: boolean;
}

/** What a database is opened as: migrated and seeded, migrated only, or empty. */
export type Variant = 'seeded' | 'migrated' | 'empty';

/** The variants that have a snapshot (an empty database is just created). */
export const SNAPSHOT_VARIANTS = ['migrated', 'seeded'] as const satisfies readonly Variant[];
export type SnapshotVariant = (typeof SNAPSHOT_VARIANTS)[number];

export function variantOf({ migrate = true, seed = true }: OpenOptions): Variant {
  if (seed) return 'seeded';
  return migrate ? 'migrated' : 'empty';
}

/** Brings a fresh database to `variant`: what a snapshot holds, and what a database without one gets. */
export async function prepareDatabase(connection: DatabaseConnection, variant: Variant): Promise<void> {
  if (variant === 'empty') return;
  await connection.migrate();
  if (variant === 'seeded') await seedDemoData(connection.db);
}

/** Where this run's snapshots are, handed from the global setup to the test files (`inject`). */
export interface TestTemplates {
  /** The PGlite data-folder dumps (uncompressed tar files), by variant. */
  pglite: Record<SnapshotVariant, string>;
  /** The PostgreSQL template database names, by variant (with TEST_DATABASE_URL only). */
  postgres?: Record<SnapshotVariant, string>;
}

export const TEMPLATES_KEY = 'gatewayTestTemplates';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayTestTemplates: TestTemplates | undefined;
  }
}

/** A run's id: `<start, base36 seconds>_<random hex>`, in its snapshots' names. */
export function newRunId(): string {
  return `${Math.floor(Date.now() / 1000).toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** When the run whose id starts `name` started (ms), or undefined for a name of another shape. */
export function runStartedAt(name: string): number | undefined {
  const match = /^([0-9a-z]+)_[0-9a-f]{8}_/.exec(name);
  return match ? parseInt(match[1]!, 36) * 1000 : undefined;
}

/** Template database names: `srm_tpl_<run id>_<variant>`. */
export const TEMPLATE_PREFIX = 'srm_tpl_';

export function templateName(runId: string, variant: SnapshotVariant): string {
  return `${TEMPLATE_PREFIX}${runId}_${variant}`;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `CREATE DATABASE … TEMPLATE` fails while any other session is connected to the template (55006,
 * "source database … is being accessed by other users"), for instance a backend still closing after a
 * pool ended, or autovacuum. Retries that error for a while; any other error is thrown at once.
 */
export async function retryWhileTemplateBusy<T>(run: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || Date.now() > deadline) throw error;
      await sleep(Math.min(50 * attempt, 500));
    }
  }
}

/** Runs `run` with a client of the admin database (`TEST_DATABASE_URL`), closed afterwards. */
export async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
