/**
 * The contracts' month residual quantity, shared by the contract report (contract/residual.ts, GET
 * /purchase/api/v1/contract/head/month-residual-quantity) and the month demand plan's items
 * (demand/month-demand-items.ts): one place for "in force", a line's residual and the month window.
 *
 * - In force: signed (SIGN, PIGEONHOLE_E, PIGEONHOLE) and not marked EXECUTION_COMPLETE.
 * - A line's residual: max(quantity − executed, 0) (an over-delivery never makes it negative).
 * - A line counts for a month when its delivery window (the line's delivery start/end, else the head's
 *   start/end date; an open end overlaps) overlaps the month. Strategic frames are left out (their
 *   call-offs carry the quantities).
 *
 * Sums are exact in SQL (numeric) and answered as decimal strings with 3 decimals. The year's twelve
 * months at once (yearResidualByMaterialMonth) serve the demand indicator (demand/indicator.ts) and the
 * contract head indicator's months (contract/residual.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/connection.js';

/** The signed statuses of a contract in force. */
export const CONTRACT_IN_FORCE_STATUSES = ['SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE'] as const;

const list = (values: readonly string[]): SQL => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** In force, on con_contract_head alias `alias`. */
export function contractInForceSql(alias: string): SQL {
  return sql`${sql.raw(alias)}.status in (${list(CONTRACT_IN_FORCE_STATUSES)}) and ${sql.raw(alias)}.exe_status is distinct from 'EXECUTION_COMPLETE'`;
}

/** A line's residual on con_contract_line alias `l`. */
export const LINE_RESIDUAL_SQL = sql`greatest(l.quantity - l.executed_quantity, 0)`;

/** The first and last day of `yearMonth` (YYYY-MM), or null when it is no month. */
export function monthBounds(yearMonth: string): { first: string; last: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${yearMonth}-01`, last: `${yearMonth}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * The condition of a month's residual lines on head `h` and line `l`: in force, not a strategic frame,
 * a residual left, and a delivery window overlapping the month.
 */
export function monthResidualLineSql(bounds: { first: string; last: string }): SQL {
  return residualWindowSql(sql`${bounds.first}::date`, sql`${bounds.last}::date`);
}

/** The same condition for the window from the date expression `first` to `last`. */
function residualWindowSql(first: SQL, last: SQL): SQL {
  return sql`${contractInForceSql('h')} and ${LINE_RESIDUAL_SQL} > 0 and h.contract_category <> 'strategic'
    and (coalesce(l.delivery_start, h.start_date) is null or coalesce(l.delivery_start, h.start_date) <= ${last})
    and (coalesce(l.delivery_end, h.end_date) is null or coalesce(l.delivery_end, h.end_date) >= ${first})`;
}

/**
 * The month residual of each of `matCodes` in the contracts of org `orgCode` for `yearMonth`, as
 * exact decimal strings (3 decimals); a material without one is absent from the map.
 */
export async function monthResidualByMaterial(
  db: Pick<AppDatabase, 'execute'>,
  query: { orgCode: string; yearMonth: string; matCodes: readonly string[] },
): Promise<Map<string, string>> {
  const bounds = monthBounds(query.yearMonth);
  if (!bounds || query.matCodes.length === 0) return new Map();
  const result = await db.execute(
    sql`select l.mat_code, sum(${LINE_RESIDUAL_SQL})::numeric(18, 3)::text as total
    from con_contract_head h join con_contract_line l on l.head_id = h.id
    where h.org_code = ${query.orgCode} and l.mat_code in (${list(query.matCodes)}) and ${monthResidualLineSql(bounds)}
    group by l.mat_code`,
  );
  return new Map((result.rows as { mat_code: string; total: string }[]).map((row) => [row.mat_code, row.total]));
}

/** Twelve "0.000" quantities, index 0 for January. */
export const zeroMonths = (): string[] => Array.from({ length: 12 }, () => '0.000');

/**
 * The month residual of the contracts of org `orgCode` for each month of `year`, by material: each
 * month as monthResidualByMaterial counts it (a line whose window spans several months counts in each),
 * in one query over the twelve months. `matCodes` narrows the materials (none given: all of them);
 * `where` adds a condition on head `h` and line `l` (a caller's data scope). A material without a
 * residual in any month is absent; its months are "0.000" where it has none.
 */
export async function yearResidualByMaterialMonth(
  db: Pick<AppDatabase, 'execute'>,
  query: { orgCode: string; year: number; matCodes?: readonly string[]; where?: SQL },
): Promise<Map<string, string[]>> {
  if (query.matCodes !== undefined && query.matCodes.length === 0) return new Map();
  const first = sql`make_date(${query.year}::int, m.month, 1)`;
  const last = sql`(make_date(${query.year}::int, m.month, 1) + interval '1 month' - interval '1 day')::date`;
  const materials = query.matCodes === undefined ? sql`true` : sql`l.mat_code in (${list(query.matCodes)})`;
  const result = await db.execute(
    sql`select l.mat_code, m.month, sum(${LINE_RESIDUAL_SQL})::numeric(18, 3)::text as total
    from con_contract_head h join con_contract_line l on l.head_id = h.id
    cross join generate_series(1, 12) as m(month)
    where h.org_code = ${query.orgCode} and ${materials} and ${query.where ?? sql`true`} and ${residualWindowSql(first, last)}
    group by l.mat_code, m.month`,
  );
  const byMaterial = new Map<string, string[]>();
  for (const row of result.rows as { mat_code: string; month: number | string; total: string }[]) {
    const months = byMaterial.get(row.mat_code) ?? zeroMonths();
    months[Number(row.month) - 1] = row.total;
    byMaterial.set(row.mat_code, months);
  }
  return byMaterial;
}
