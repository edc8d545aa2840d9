/**
 * The rows a batch action means: the ids the user ticked, or, when the user selected the whole result
 * of a list (ProTable's `query` selection), every row the list's query matches within the caller's
 * data scope, resolved here with the list's own filter parsing, scope SQL and order.
 *
 * A body is `{ids}` or `{query, excludeIds?}`: `query` is the list's POST custom-page body (filter keys
 * such as `contractName.contains`, `status.equals`; page, pageSize and cursor are ignored, `sort` orders
 * the ids like the list), `excludeIds` the rows unticked after selecting the whole result.
 */
import { and, asc, desc, notInArray, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { AppDatabase } from '../../db/connection.js';
import type { DataScopeFilter } from '../access.js';
import { ApiError } from '../envelope.js';
import { parseFilters } from './filters.js';
import { parseSort, whereOf, type ListField, type ListResource } from './query.js';
import { IdList } from '../schemas.js';

/** At most this many rows in one batch action. */
export const MAX_BATCH_IDS = 1000;

export const BATCH_MESSAGES = {
  none: '请至少选择一条数据',
  tooMany: (label: string, limit: number) => `选中的${label}超过${limit}个，请缩小查询范围`,
} as const;

const Ids = IdList(MAX_BATCH_IDS);

/**
 * `{ids}` or `{query, excludeIds?}`, one or the other. (The branches exclude each other's key instead of
 * forbidding every other key: with additionalProperties false, Fastify's validator would strip the
 * second branch's key while trying the first.)
 */
export const BatchSelectionSchema = Type.Union([
  Type.Object({ ids: Ids, query: Type.Optional(Type.Never()) }),
  Type.Object({ query: Type.Record(Type.String(), Type.Unknown()), excludeIds: Type.Optional(Ids), ids: Type.Optional(Type.Never()) }),
]);

export type BatchSelection = Static<typeof BatchSelectionSchema>;

/**
 * The ids of the rows of `resource` that the list body `query` matches within `scope`, in the list's
 * order, without `excludeIds`. Refuses a bad filter or sort (400, as the list does), no match (400) and
 * more than `limit` matches (422).
 */
export async function idsMatching(
  db: AppDatabase,
  resource: ListResource,
  body: { query: Readonly<Record<string, unknown>>; excludeIds?: readonly number[] | undefined },
  scope: DataScopeFilter | undefined,
  limit = MAX_BATCH_IDS,
): Promise<number[]> {
  const conditions = parseFilters(body.query, resource.fields);
  const sort = parseSort(body.query['sort'], resource);
  const excluded = [...new Set(body.excludeIds ?? [])];
  const where = and(whereOf(resource, conditions, scope), excluded.length > 0 ? notInArray(resource.id, excluded) : undefined);
  const order: SQL[] = sort.map((key) => {
    const column = (resource.fields[key.field] as ListField).column;
    return key.order === 'asc' ? asc(column) : desc(column);
  });
  // The list's tie-break: the id, in the direction of the last key (unless the last key is the id).
  const last = sort[sort.length - 1];
  if (!last || resource.fields[last.field]?.column !== resource.id) order.push(last?.order === 'desc' ? desc(resource.id) : asc(resource.id));
  const rows = await db
    .select({ id: resource.id })
    .from(resource.table)
    .where(where)
    .orderBy(...order)
    .limit(limit + 1);
  if (rows.length > limit) throw new ApiError(422, BATCH_MESSAGES.tooMany(resource.label, limit));
  if (rows.length === 0) throw new ApiError(400, BATCH_MESSAGES.none);
  return rows.map((row) => Number(row.id));
}

/** The ids of a batch body: the ticked ids (once each), or those its query matches (idsMatching). */
export async function batchIds(db: AppDatabase, resource: ListResource, body: BatchSelection, scope: DataScopeFilter | undefined, limit = MAX_BATCH_IDS): Promise<number[]> {
  if ('query' in body && body.query !== undefined) return idsMatching(db, resource, { query: body.query, excludeIds: body.excludeIds }, scope, limit);
  return [...new Set((body as { ids: number[] }).ids)];
}
