/**
 * vitest global setup: builds the test databases' snapshots once per run (see helpers/templates.ts), so
 * that every test file copies a migrated (and seeded) database instead of migrating and seeding its own:
 * - PGlite: one in-memory PGlite is migrated, dumped (`dumpDataDir`), seeded, and dumped again; the tar
 *   files go to the OS temp dir and each file opens PGlite with `loadDataDir` from one of them.
 * - PostgreSQL (with TEST_DATABASE_URL): template databases `srm_tpl_<run>_migrated` and
 *   `srm_tpl_<run>_seeded`, closed to connections once built; each file runs `CREATE DATABASE … TEMPLATE`.
 * The snapshots belong to this run (named after it, so concurrent runs do not meet) and are removed at
 * teardown; the snapshots of a run that was killed are removed by a run a day later.
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseConnection } from '../src/db/connection.js';
import { seedDemoData } from '../src/db/seed.js';
import {
  TEMPLATE_PREFIX,
  TEMPLATES_KEY,
  newRunId,
  retryWhileTemplateBusy,
  runStartedAt,
  sleep,
  templateName,
  withAdminClient,
  type SnapshotVariant,
  type TestTemplates,
} from './helpers/templates.js';

/** Snapshots of a run that started longer ago than this are left over from a killed run. */
const STALE_MS = 24 * 60 * 60 * 1000;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const PGLITE_DUMP_PREFIX = 'srm-gateway-pglite-';

/** Removes the PGlite dumps of runs that started more than a day ago (a killed run never tore down). */
async function removeStaleDumps(): Promise<void> {
  const stale = (await readdir(tmpdir())).filter((file) => {
    const startedAt = file.startsWith(PGLITE_DUMP_PREFIX) ? runStartedAt(file.slice(PGLITE_DUMP_PREFIX.length)) : undefined;
    return startedAt !== undefined && Date.now() - startedAt > STALE_MS;
  });
  await Promise.all(stale.map((file) => rm(join(tmpdir(), file), { force: true })));
}

/** The PGlite snapshots: migrated, then seeded, dumped from one in-memory database. */
async function preparePglite(runId: string): Promise<Record<SnapshotVariant, string>> {
  const files = {
    migrated: join(tmpdir(), `${PGLITE_DUMP_PREFIX}${runId}_migrated.tar`),
    seeded: join(tmpdir(), `${PGLITE_DUMP_PREFIX}${runId}_seeded.tar`),
  };
  await removeStaleDumps();
  const connection = await openDatabase({ dataDir: 'memory://' });
  try {
    const client = (connection.db as unknown as { $client: unknown }).$client;
    if (!(client instanceof PGlite)) throw new Error('the PGlite connection exposes no PGlite client');
    const dump = async (file: string) => {
      // Every dirty page to the (in-memory) data files before they are copied.
      await client.exec('CHECKPOINT');
      const tarball = await client.dumpDataDir('none');
      await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    };
    await connection.migrate();
    await dump(files.migrated);
    await seedDemoData(connection.db);
    await dump(files.seeded);
  } catch (error) {
    await Promise.all(Object.values(files).map((file) => rm(file, { force: true })));
    throw error;
  } finally {
    await connection.close();
  }
  return files;
}

/** Waits until no session is connected to database `name` (a closed pool's backends exit a little later). */
async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.n === 0 || Date.now() > deadline) return;
    await sleep(50);
  }
}

async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Drops the templates of runs that started more than a day ago (a killed run never tore down). */
async function dropStaleTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [TEMPLATE_PREFIX]);
  for (const { datname } of rows) {
    const startedAt = runStartedAt(datname.slice(TEMPLATE_PREFIX.length));
    if (startedAt !== undefined && Date.now() - startedAt > STALE_MS) await dropDatabase(admin, datname);
  }
}

/** The PostgreSQL templates: migrated, and a copy of it seeded; closed to connections once built. */
async function preparePostgres(adminUrl: string, runId: string): Promise<Record<SnapshotVariant, string>> {
  const names = { migrated: templateName(runId, 'migrated'), seeded: templateName(runId, 'seeded') };
  return withAdminClient(adminUrl, async (admin) => {
    await dropStaleTemplates(admin);
    const build = async (name: string, from: string | undefined, prepare: (connection: DatabaseConnection) => Promise<unknown>) => {
      await retryWhileTemplateBusy(() => admin.query(from ? `CREATE DATABASE "${name}" TEMPLATE "${from}"` : `CREATE DATABASE "${name}" ENCODING 'UTF8'`));
      let connection: DatabaseConnection | undefined;
      try {
        connection = await openDatabase({ url: databaseUrl(adminUrl, name) });
        await prepare(connection);
      } finally {
        await connection?.close();
      }
      await waitUntilUnused(admin, name);
    };
    try {
      await build(names.migrated, undefined, (connection) => connection.migrate());
      await build(names.seeded, names.migrated, (connection) => seedDemoData(connection.db));
      // Nobody may connect to a template: a connected session makes every CREATE DATABASE from it fail.
      for (const name of Object.values(names)) await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    } catch (error) {
      for (const name of Object.values(names)) await dropDatabase(admin, name);
      throw error;
    }
    return names;
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The snapshots' password hashes must have the cost the tests get (vitest.config.ts's test env, which
  // reaches the workers but not this process).
  const scryptTestN = project.config.env?.['SCRYPT_TEST_N'];
  if (scryptTestN !== undefined) process.env['SCRYPT_TEST_N'] ??= String(scryptTestN);
  const runId = newRunId();
  const adminUrl = process.env['TEST_DATABASE_URL'] || undefined;
  const [pglite, postgres] = await Promise.allSettled([
    preparePglite(runId),
    adminUrl ? preparePostgres(adminUrl, runId) : Promise.resolve(undefined),
  ]);
  const teardown = async () => {
    if (pglite.status === 'fulfilled') await Promise.all(Object.values(pglite.value).map((file) => rm(file, { force: true })));
    if (adminUrl && postgres.status === 'fulfilled' && postgres.value) {
      const names = Object.values(postgres.value);
      await withAdminClient(adminUrl, async (admin) => {
        for (const name of names) await dropDatabase(admin, name);
      });
    }
  };
  if (pglite.status === 'rejected' || postgres.status === 'rejected') {
    await teardown();
    throw pglite.status === 'rejected' ? pglite.reason : (postgres as PromiseRejectedResult).reason;
  }
  const templates: TestTemplates = { pglite: pglite.value, ...(postgres.value ? { postgres: postgres.value } : {}) };
  project.provide(TEMPLATES_KEY, templates);
  return teardown;
}
