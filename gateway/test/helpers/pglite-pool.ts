/**
 * A worker's PGlite databases, started once and reused by its test files (issue 20). Starting PGlite
 * from a snapshot (loadDataDir) costs 1.3–4 s of CPU; putting a used one back to its snapshot's rows
 * costs a fraction of that. Test files of a worker run one after another (vitest, isolate: false), so
 * a database handed back by one file is reset before the next file gets it.
 *
 * What a reset restores: every table's rows (truncated, then copied back from the snapshot's COPY
 * data, with triggers and foreign-key checks off meanwhile), every sequence's position, and a fresh
 * session (DISCARD ALL: settings, advisory locks, prepared statements, temporary tables). A database
 * whose structure a file changed (a table, index, function or type created or dropped, say by the job
 * queue creating its queues) cannot be reset that way: it is closed instead, and the next file starts
 * a new one. One thing a reset cannot undo: a query a finished file left running (a promise nobody
 * awaited) lands in the next file's database, where it used to fail on a closed one; await your work.
 */
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteConnection, startPglite, TIME_ZONE, type DatabaseConnection } from '../../src/db/connection.js';

/** The rows of one table as PGlite's COPY wrote them (text format). */
interface TableRows {
  table: string;
  columns: string;
  rows: Blob;
}

interface Snapshot {
  /** Every user table, quoted and schema-qualified. */
  tables: string[];
  /** The non-empty ones. */
  data: TableRows[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** Catalogue counts and highest oids: equal as long as no object was created or dropped. */
  structure: string;
}

interface Pooled {
  client: PGlite;
  snapshot: Snapshot;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const STRUCTURE_SQL = `select concat_ws(',',
  (select count(*) from pg_class), (select max(oid::bigint) from pg_class),
  (select count(*) from pg_proc), (select max(oid::bigint) from pg_proc),
  (select count(*) from pg_type), (select max(oid::bigint) from pg_type)) as structure`;

async function structureOf(client: PGlite): Promise<string> {
  return (await client.query<{ structure: string }>(STRUCTURE_SQL)).rows[0]?.structure ?? '';
}

async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const { rows: tables } = await client.query<{ oid: number; name: string }>(
    `select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 2`,
  );
  const data: TableRows[] = [];
  for (const { oid, name } of tables) {
    const { rows: columns } = await client.query<{ name: string }>(
      `select attname as name from pg_attribute where attrelid = $1 and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
      [oid],
    );
    const list = columns.map((column) => quoted(column.name)).join(', ');
    const copied = await client.query(`copy ${name} (${list}) to '/dev/blob'`);
    if (copied.blob && copied.blob.size > 0) data.push({ table: name, columns: list, rows: copied.blob });
  }
  const { rows: sequenceNames } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences order by 1`,
  );
  const sequences: Snapshot['sequences'] = [];
  for (const { name } of sequenceNames) {
    const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(`select last_value::text as "lastValue", is_called as "isCalled" from ${name}`);
    const [position] = rows;
    if (position) sequences.push({ name, ...position });
  }
  return { tables: tables.map((table) => table.name), data, sequences, structure: await structureOf(client) };
}

/** Puts the rows and sequences back; false when the structure changed (the database cannot be reused). */
async function resetToSnapshot(client: PGlite, snapshot: Snapshot): Promise<boolean> {
  // Outside any transaction a failed file may have left open, with no session state left over.
  await client.exec('rollback');
  await client.exec('discard all');
  if ((await structureOf(client)) !== snapshot.structure) return false;
  await client.exec('set session_replication_role = replica');
  if (snapshot.tables.length > 0) await client.exec(`truncate ${snapshot.tables.join(', ')}`);
  for (const { table, columns, rows } of snapshot.data) await client.query(`copy ${table} (${columns}) from '/dev/blob'`, [], { blob: rows });
  for (const { name, lastValue, isCalled } of snapshot.sequences) await client.query('select setval($1::regclass, $2::bigint, $3)', [name, lastValue, isCalled]);
  await client.exec(`set session_replication_role = default; set time zone '${TIME_ZONE}'`);
  return true;
}

/** Idle databases of this worker, per snapshot file. */
const idle = new Map<string, Pooled[]>();

/**
 * A database holding exactly the snapshot dumped in `dump`: a reset idle one when this worker has one,
 * else a new one. Closing the connection hands it back (reset at the next open); a client the test
 * closed itself is dropped.
 */
export async function openPooledPglite(dump: string): Promise<DatabaseConnection> {
  const waiting = idle.get(dump) ?? [];
  idle.set(dump, waiting);
  let pooled: Pooled | undefined;
  while (!pooled && waiting.length > 0) {
    const candidate = waiting.pop() as Pooled;
    const reusable = !candidate.client.closed && (await resetToSnapshot(candidate.client, candidate.snapshot).catch(() => false));
    if (reusable) pooled = candidate;
    else if (!candidate.client.closed) await candidate.client.close();
  }
  if (!pooled) {
    const client = await startPglite({ loadDataDir: new Blob([await readFile(dump)]) });
    pooled = { client, snapshot: await takeSnapshot(client) };
  }
  const taken = pooled;
  return pgliteConnection(taken.client, async () => {
    if (!taken.client.closed) waiting.push(taken);
  });
}
