/**
 * SQL fragments shared by the contract reports (residual.ts, strategic.ts, merge.ts): the caller's data
 * scope and "in force" on a con_contract_head alias, for hand-written queries whose sums must be exact
 * (numeric in SQL, decimal strings in the answer).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DataScopeFilter } from '../../core/access.js';
import type { AppDatabase } from '../../db/connection.js';
import { contractInForceSql } from '../lookups/contract-residual.js';

const list = (values: readonly string[]): SQL => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** The caller's org and category scope (or a supplier user's supplier) on the contract list menu, on head alias `alias`. */
export function headScopeSql(scope: DataScopeFilter, alias: string): SQL {
  // A supplier user: its own supplier's contracts only.
  if (scope.supplierSn !== undefined) return sql`${sql.raw(alias)}.supplier_sn = ${scope.supplierSn}`;
  const parts: SQL[] = [];
  if (scope.orgCodes !== 'all') parts.push(scope.orgCodes.length > 0 ? sql`${sql.raw(alias)}.org_code in (${list(scope.orgCodes)})` : sql`false`);
  if (scope.categoryCodes !== 'all') parts.push(scope.categoryCodes.length > 0 ? sql`${sql.raw(alias)}.category_code in (${list(scope.categoryCodes)})` : sql`false`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** In force: signed (SIGN, PIGEONHOLE_E, PIGEONHOLE) and not marked EXECUTION_COMPLETE (one definition, shared with the demand plans). */
export const inForceSql = contractInForceSql;

/** The rows of a hand-written query (node-postgres and PGlite answer the same shape). */
export async function rowsOf<Row>(db: Pick<AppDatabase, 'execute'>, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return result.rows as Row[];
}
