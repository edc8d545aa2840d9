/**
 * The planner's estimates in the list engine: the capped count of a page's total, and whether a list page
 * fences its filters (filters first, then sorts what is left) or leaves PostgreSQL
 * its natural plan (walk the sort index and stop after the page), decided from the planner's own
 * estimate of the matching rows rather than from the kind of filter (issue 29).
 *
 * Walking the sort index reads about `reach × tableRows / matching` rows to fill the page (`reach` =
 * offset + page size), when the matches are spread over the sort order; the fence reads the `matching`
 * rows through the filter's index and sorts them. The fence is cheaper when
 * `matching² ≤ reach × tableRows`: at 1,000,000 rows and page 1 of 20, up to about 4,500 matches. So a
 * typical filter (北大荒 and 已签订: some 18,000 of a million) walks the primary key and stops after about
 * a thousand rows, and a rare term (a two-character supplier name with a few hundred rows) is fenced.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/connection.js';

/**
 * The planner's estimates (a filter's matches, a table's rows, a total past COUNT_CAP) are kept this long
 * per table, conditions and scope: an estimate is a guess anyway, so reusing it for a while costs no
 * exactness, and it saves the statements that found it.
 */
export const ESTIMATE_CACHE_MS = 30_000;
const ESTIMATE_CACHE_MAX = 1_000;

/** Totals are exact up to this many rows; past it the planner's estimate is answered and marked. */
export const COUNT_CAP = 10_000;

/** Whether the fence reads fewer rows than the walk of the sort index (see the module's comment). */
export function fenceReadsLess({ matching, tableRows, reach }: { matching: number; tableRows: number; reach: number }): boolean {
  if (matching <= reach) return true;
  return matching * matching <= reach * Math.max(tableRows, matching);
}

/** The planner's row estimate of `select 1 from table where …` (EXPLAIN, nothing is read). */
export async function plannedRows(db: AppDatabase, table: PgTable, where: SQL | undefined): Promise<number> {
  const plan = await db.execute(sql`explain (format json) select 1 from ${table} ${where ? sql`where ${where}` : sql``}`);
  const first = plan.rows[0] as Record<string, unknown> | undefined;
  const raw = first ? Object.values(first)[0] : undefined;
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return Math.max(0, Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0));
}

interface Cached {
  rows: number;
  until: number;
}

/** Per database (one per process in production; tests open several). */
const cachesByDatabase = new WeakMap<AppDatabase, Map<string, Cached>>();

function cacheOf(db: AppDatabase): Map<string, Cached> {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = new Map();
    cachesByDatabase.set(db, cache);
  }
  return cache;
}

function recalled(db: AppDatabase, key: string): number | undefined {
  const hit = cacheOf(db).get(key);
  return hit && hit.until > Date.now() ? hit.rows : undefined;
}

function remember(db: AppDatabase, key: string, rows: number): number {
  const cache = cacheOf(db);
  if (cache.size >= ESTIMATE_CACHE_MAX) cache.clear();
  cache.set(key, { rows, until: Date.now() + ESTIMATE_CACHE_MS });
  return rows;
}

async function cachedEstimate(db: AppDatabase, key: string, estimate: () => Promise<number>): Promise<number> {
  return recalled(db, key) ?? remember(db, key, await estimate());
}

/**
 * Whether to fence a page whose filters an index can answer: from the planner's estimate of the rows
 * `where` matches and of the table's rows, both cached per `cacheKey` (table, conditions and scope) and
 * per table for ESTIMATE_CACHE_MS.
 */
export async function fenceChosen(db: AppDatabase, table: PgTable, tableName: string, where: SQL | undefined, reach: number, cacheKey: string): Promise<boolean> {
  const matching = await cachedEstimate(db, `where:${cacheKey}`, () => plannedRows(db, table, where));
  if (matching <= reach) return true;
  const tableRows = await cachedEstimate(db, `table:${tableName}`, () => plannedRows(db, table, undefined));
  return fenceReadsLess({ matching, tableRows, reach });
}

/**
 * The rows matching `where`, counted up to `cap` (an answer of `cap` means "at least cap"): one bounded
 * scan (`select count(*) from (select 1 … limit cap)`), never a count of the whole table.
 */
export async function cappedCount(db: AppDatabase, table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap)
    .as('limited');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(limited);
  return Number(row?.count ?? 0);
}

/**
 * A page's total: exact up to COUNT_CAP rows (a count stopped one row past it); past it the planner's
 * estimate, marked as such and kept for ESTIMATE_CACHE_MS (the capped count that found it too large is the
 * most expensive statement of a big list's page).
 */
export async function countRows(db: AppDatabase, table: PgTable, where: SQL | undefined, cacheKey: string): Promise<{ total: number; estimate: boolean }> {
  const known = recalled(db, `total:${cacheKey}`);
  if (known !== undefined) return { total: known, estimate: true };
  const exact = await cappedCount(db, table, where, COUNT_CAP + 1);
  if (exact <= COUNT_CAP) return { total: exact, estimate: false };
  return { total: remember(db, `total:${cacheKey}`, Math.max(await plannedRows(db, table, where), COUNT_CAP + 1)), estimate: true };
}
