/**
 * The export's row limit, checked before any work (issue 29, "a streaming export"): when an export is
 * asked for, the rows it would write are counted, capped just past the limit, with the same filters and
 * data scope the task will replay; more than the limit and the request is refused at once, before a task
 * row, a job or a file exists. The streaming writer keeps its own check (rows added between the request
 * and the run still stop the export).
 *
 * The count stops at limit + 1 rows (`select count(*) from (select 1 … limit n + 1)`), so refusing a huge
 * result costs one bounded scan, never a count of the whole table.
 */
import type { DataScopeFilter } from '../../core/access.js';
import { cappedCount } from '../../core/list/estimates.js';
import type { Condition } from '../../core/list/filters.js';
import { whereOf, type ListResource } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';

/**
 * Whether an export of the resource for the conditions and scope would write more than `maxRows` rows.
 * Answers the capped count too (at most maxRows + 1).
 */
export async function exceedsExportLimit(
  db: AppDatabase,
  resource: ListResource,
  conditions: readonly Condition[],
  scope: DataScopeFilter | undefined,
  maxRows: number,
): Promise<{ exceeds: boolean; counted: number }> {
  const counted = await cappedCount(db, resource.table, whereOf(resource, conditions, scope), maxRows + 1);
  return { exceeds: counted > maxRows, counted };
}
