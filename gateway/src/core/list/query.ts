/**
 * The list engine's SQL: conditions on whitelisted columns (always bound parameters), the caller's
 * data scope, sorting with an id tie-break, and three ways to fetch a page:
 *
 * - a shallow page: WHERE … ORDER BY … LIMIT/OFFSET, the planner's choice;
 * - filters an index can answer (an equals/in on a field marked `selective`, a contains long enough for
 *   the trigram index, or any contains on a field with search grams) go into a fenced subquery
 *   (`OFFSET 0`) when the planner expects few enough matches (estimates.ts), so PostgreSQL filters first
 *   and sorts the few rows left instead of walking the sort index over the whole table;
 * - deep pages: keyset paging with a cursor (`cursor` from the previous answer: WHERE (sort keys) after
 *   the last row), or, for a page number past DEEP_OFFSET, a deferred join that walks ids only.
 *
 * Counting is exact up to COUNT_CAP rows; past it the planner's estimate is answered and marked.
 */
import { and, asc, desc, eq, getTableName, gt, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/connection.js';
import { dataScopeFor, type DataScopeFilter, type UserAccess } from '../access.js';
import { ApiError } from '../envelope.js';
import { isStorableText } from '../input-rules.js';
import { registerMessages } from '../message-catalogue.js';
import { containsGrams } from './grams.js';
import { COUNT_CAP, countRows, fenceChosen } from './estimates.js';
import { containsPattern, normaliseValue, type Condition, type FilterField, type FilterValue } from './filters.js';

export { COUNT_CAP };
export const DEEP_OFFSET = 2_000;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
/** Lookup lists the spec asks for in one page (pay methods 9999, tax rates 999 …). */
export const LOOKUP_MAX_PAGE_SIZE = 9999;
/** pg_trgm cannot use its index for shorter terms (architecture: known traps). */
export const TRIGRAM_MIN_LENGTH = 3;

export interface ListField extends FilterField {
  column: AnyPgColumn;
  sortable?: boolean;
  /** An indexed field whose equals/in leaves few rows: such filters are applied before the sort. */
  selective?: boolean;
  /** A trigram-indexed text field: a contains of 3+ characters is selective. */
  trigram?: boolean;
  /**
   * The column's search grams (issue 29): a stored generated `text[]` of its lower-cased characters and
   * character pairs (`srm_grams`, core/list/grams.ts) with a GIN index, so a contains of one or two
   * Chinese characters (中粮, 九三) is answered from an index too; the ilike still decides.
   */
  grams?: AnyPgColumn;
  /** The column never holds null (required of every field a keyset cursor sorts on). */
  notNull?: boolean;
  /** The column heading in exports (the API name when absent). */
  title?: string;
  /** A dictionary (sys_dict) whose item names replace the codes in exports. */
  dictCode?: string;
  /** false: left out of exports unless asked for by name. */
  exported?: boolean;
  /**
   * Personal data shown masked, in the list and its export, to a caller without the `unless` permission
   * (a page's detail button, issue 28): 13812345678 → 138****5678 (core/list/masking.ts).
   */
  masked?: { kind: MaskKind; unless: string };
}

/** What a masked field holds: a mobile number, an 18-digit national ID or a bank account number. */
export type MaskKind = 'phone' | 'idCard' | 'bankAccount';

export type SortOrder = 'asc' | 'desc';

export interface SortKey {
  field: string;
  order: SortOrder;
}

export interface ListResource {
  /** What one row is, in Chinese, for messages (合同, 物料 …). */
  label: string;
  table: PgTable;
  id: AnyPgColumn;
  version?: AnyPgColumn;
  /** API name → field. The answer carries every field under its API name. */
  fields: Readonly<Record<string, ListField>>;
  defaultSort: readonly SortKey[];
  /**
   * Columns the caller's data scope applies to (spec 01 §6), and the menu whose scope it is. `supplier`
   * is the row's supplier (a column, or the condition for a supplier sn) for a supplier user's scope; a
   * resource without it shows a supplier user nothing.
   */
  scope?: { menu: string; org?: AnyPgColumn; category?: AnyPgColumn; supplier?: AnyPgColumn | ((supplierSn: string) => SQL) };
  maxPageSize?: number;
  /** Rows per page when the request names none (DEFAULT_PAGE_SIZE when absent). */
  defaultPageSize?: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  sort: SortKey[];
  cursor?: Cursor | undefined;
}

export interface Cursor {
  /** The sort values and id of the last row of the previous page. */
  values: FilterValue[];
  id: number;
  /** The page number that the cursor's next page is (echoed back as `page`). */
  page: number;
}

export interface PageResult<Row> {
  result: Row[];
  total: number;
  page: number;
  pageSize: number;
  /** True when `total` is the planner's estimate (more than COUNT_CAP rows matched). */
  totalIsEstimate: boolean;
  /** Pass back as `cursor` to get the next page by keyset; absent on the last page. */
  nextCursor?: string;
}

export const LIST_MESSAGES = {
  badPage: '页码格式不正确',
  badPageSize: (max: number) => `每页条数须在 1 到 ${max} 之间`,
  badSort: (key: string) => `不支持的排序：${key}`,
  badCursor: '翻页游标无效，请从第一页重新查询',
} as const;

registerMessages([
  { key: 'list.badPage', zh: LIST_MESSAGES.badPage, en: 'The page number is not valid' },
  { key: 'list.badPageSize', zh: /^每页条数须在 1 到 (\d+) 之间$/, en: 'Rows per page must be between 1 and {1}' },
  { key: 'list.badSort', zh: /^不支持的排序：(.*)$/s, en: 'Unsupported sort: {1}' },
  { key: 'list.badCursor', zh: LIST_MESSAGES.badCursor, en: 'The paging cursor is not valid; start again from the first page' },
]);

const SHANGHAI_OFFSET = '+08:00';

/** `OFFSET 0` as SQL (see the fence in fetchPage). */
const OFFSET_ZERO = sql`0` as unknown as number;

/** The API name of the resource's id field (every resource lists its id among its fields). */
export function idFieldOf(resource: ListResource): string {
  const entry = Object.entries(resource.fields).find(([, field]) => field.column === resource.id);
  if (!entry) throw new Error(`${resource.label}: the id column must be one of the fields`);
  return entry[0];
}

/** A datetime filter value (Asia/Shanghai wall time, as the app sends it) as an instant. */
function toInstant(text: string, endOfDay = false): Date {
  const withTime = text.length === 10 ? `${text}T${endOfDay ? '23:59:59.999' : '00:00:00'}` : text.replace(' ', 'T');
  return new Date(`${withTime}${SHANGHAI_OFFSET}`);
}

function bind(field: ListField, value: FilterValue, endOfDay = false): unknown {
  return field.type === 'datetime' && typeof value === 'string' ? toInstant(value, endOfDay) : value;
}

/**
 * How a contains on a field with search grams is written: `with` the grams before the ilike (an index
 * answers it: counts, exports, a fenced page), `without` them (the ilike alone, so a page that walks its
 * sort index is not steered to read every match by the planner's low estimate of both together), or the
 * grams `only` (the planner's estimate of the matches: it multiplies the two otherwise, issue 29).
 */
export type GramsUse = 'with' | 'without' | 'only';

function conditionSql(condition: Condition, field: ListField, gramsUse: GramsUse): SQL {
  const column = field.column;
  switch (condition.op) {
    case 'equals':
      if (field.type === 'datetime' && typeof condition.value === 'string' && condition.value.length === 10) {
        return sql`${column} between ${toInstant(condition.value)} and ${toInstant(condition.value, true)}`;
      }
      return sql`${column} = ${bind(field, condition.value)}`;
    case 'notEquals':
      return sql`${column} is distinct from ${bind(field, condition.value)}`;
    case 'contains': {
      const match = sql`${column}::text ilike ${containsPattern(condition.value)}`;
      const grams = field.grams && gramsUse !== 'without' ? containsGrams(condition.value) : undefined;
      if (!field.grams || !grams) return match;
      const narrowed = sql`${field.grams} @> ${grams}::text[]`;
      return gramsUse === 'only' ? narrowed : sql`(${narrowed} and ${match})`;
    }
    case 'doesNotContain':
      return sql`(${column} is null or ${column}::text not ilike ${containsPattern(condition.value)})`;
    case 'in':
      return sql`${column} in (${sql.join(
        condition.values.map((value) => sql`${bind(field, value)}`),
        sql`, `,
      )})`;
    case 'notIn':
      return sql`(${column} is null or ${column} not in (${sql.join(
        condition.values.map((value) => sql`${bind(field, value)}`),
        sql`, `,
      )}))`;
    case 'specified':
      return condition.value ? sql`${column} is not null` : sql`${column} is null`;
    case 'greaterThan':
      return sql`${column} > ${bind(field, condition.value, true)}`;
    case 'greaterThanOrEqual':
      return sql`${column} >= ${bind(field, condition.value)}`;
    case 'lessThan':
      return sql`${column} < ${bind(field, condition.value)}`;
    case 'lessThanOrEqual':
      return sql`${column} <= ${bind(field, condition.value, true)}`;
    case 'between':
      return sql`${column} between ${bind(field, condition.from)} and ${bind(field, condition.to, true)}`;
  }
}

/** Whether an index can answer a condition, so that applying it before the sort may pay (estimates.ts). */
export function isSelective(condition: Condition, field: ListField): boolean {
  if (condition.op === 'equals' || condition.op === 'in' || condition.op === 'between') return field.selective === true;
  // The same test conditionSql makes: grams for the terms they answer, else the trigram index.
  if (condition.op === 'contains') return (field.grams !== undefined && containsGrams(condition.value) !== undefined) || (field.trigram === true && condition.value.length >= TRIGRAM_MIN_LENGTH);
  return false;
}

/** The user's data scope on the resource's menu, or undefined for a resource that is not scoped. */
export function resourceScopeFor(resource: ListResource, access: UserAccess): DataScopeFilter | undefined {
  return resource.scope ? dataScopeFor(access, resource.scope.menu) : undefined;
}

/** The columns a table is scoped by (a list resource's `scope` without its menu). */
export type ScopeColumns = Omit<NonNullable<ListResource['scope']>, 'menu'>;

/**
 * The caller's data scope as SQL over a table's scope columns: the one scope logic of the lists, also for
 * the areas' own figures over scoped tables (the report area's analyses).
 */
export function scopeConditions(columns: ScopeColumns, scope: DataScopeFilter): SQL[] {
  const parts: SQL[] = [];
  const { org, category, supplier } = columns;
  if (scope.supplierSn !== undefined) {
    // A supplier user: its own supplier's rows only, and nothing of a resource without a supplier.
    if (!supplier) return [sql`false`];
    return [typeof supplier === 'function' ? supplier(scope.supplierSn) : eq(supplier, scope.supplierSn)];
  }
  if (org && scope.orgCodes !== 'all') {
    parts.push(scope.orgCodes.length > 0 ? inArray(org, [...scope.orgCodes]) : sql`false`);
  }
  if (category && scope.categoryCodes !== 'all') {
    parts.push(scope.categoryCodes.length > 0 ? inArray(category, [...scope.categoryCodes]) : sql`false`);
  }
  return parts;
}

function scopeSql(resource: ListResource, scope: DataScopeFilter | undefined): SQL[] {
  return scope && resource.scope ? scopeConditions(resource.scope, scope) : [];
}

/** The WHERE of a list: the conditions and the caller's scope (undefined: everything). */
export function whereOf(resource: ListResource, conditions: readonly Condition[], scope?: DataScopeFilter, gramsUse: GramsUse = 'with'): SQL | undefined {
  const parts = conditions.map((condition) => conditionSql(condition, resource.fields[condition.field] as ListField, gramsUse));
  parts.push(...scopeSql(resource, scope));
  return parts.length === 0 ? undefined : and(...parts);
}

/** Rows of the resource the caller may see, by id (for detail, save and delete). */
export function scopedById(resource: ListResource, ids: readonly number[], scope?: DataScopeFilter): SQL | undefined {
  return and(ids.length === 1 ? eq(resource.id, ids[0]) : inArray(resource.id, [...ids]), ...scopeSql(resource, scope));
}

/** `sort` as the app sends it: "field,desc", ["a,asc","b,desc"], or "field" (ascending). */
export function parseSort(raw: unknown, resource: ListResource): SortKey[] {
  if (raw === undefined || raw === null || raw === '') return [...resource.defaultSort];
  const items = Array.isArray(raw) ? raw : [raw];
  return items.map((item) => {
    if (typeof item !== 'string') throw new ApiError(400, LIST_MESSAGES.badSort(String(item)));
    const [field = '', order = 'asc'] = item.split(',').map((part) => part.trim());
    const lower = order.toLowerCase();
    const known = Object.hasOwn(resource.fields, field) ? resource.fields[field] : undefined;
    if (!known?.sortable || (lower !== 'asc' && lower !== 'desc')) throw new ApiError(400, LIST_MESSAGES.badSort(item));
    return { field, order: lower };
  });
}

function positiveInteger(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = String(raw);
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.values, cursor.id, cursor.page]), 'utf8').toString('base64url');
}

export function decodeCursor(text: string, sortLength: number): Cursor {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 3) {
      const [values, id, page] = decoded as [unknown, unknown, unknown];
      if (
        Array.isArray(values) &&
        values.length === sortLength &&
        values.every((value) => ['string', 'number', 'boolean'].includes(typeof value)) &&
        Number.isSafeInteger(id) &&
        Number.isSafeInteger(page) &&
        (page as number) > 1 &&
        (page as number) <= 999_999_999
      ) {
        return { values: values as FilterValue[], id: id as number, page: page as number };
      }
    }
  } catch {
    // fall through
  }
  throw new ApiError(400, LIST_MESSAGES.badCursor);
}

/** Whether a cursor value can be bound for `field` (text PostgreSQL can store, a well-formed number or date). */
function isCursorValue(value: FilterValue, field: ListField): boolean {
  if (field.type === 'text') return typeof value === 'string' && isStorableText(value);
  if (field.type === 'boolean') return typeof value === 'boolean';
  return normaliseValue(value, field) !== undefined;
}

/** page, pageSize (or size), sort and cursor of a request, checked. */
export function parsePageRequest(input: Readonly<Record<string, unknown>>, resource: ListResource): PageRequest {
  const max = resource.maxPageSize ?? MAX_PAGE_SIZE;
  const page = positiveInteger(input['page'] ?? input['current']) ?? 1;
  const pageSize = positiveInteger(input['pageSize'] ?? input['size']) ?? resource.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw new ApiError(400, LIST_MESSAGES.badPage);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > max) throw new ApiError(400, LIST_MESSAGES.badPageSize(max));
  const sort = parseSort(input['sort'], resource);
  const rawCursor = input['cursor'];
  let cursor: Cursor | undefined;
  if (typeof rawCursor === 'string' && rawCursor !== '') {
    cursor = decodeCursor(rawCursor, sort.length);
    for (const [index, key] of sort.entries()) {
      const field = resource.fields[key.field];
      // The cursor is the client's text: its values are bound as parameters, so each must suit its field.
      if (!field?.notNull || !isCursorValue(cursor.values[index] as FilterValue, field)) throw new ApiError(400, LIST_MESSAGES.badCursor);
    }
  } else if (rawCursor !== undefined && rawCursor !== '') {
    throw new ApiError(400, LIST_MESSAGES.badCursor);
  }
  return { page: cursor?.page ?? page, pageSize, sort, cursor };
}

function orderOf(resource: ListResource, sort: readonly SortKey[], columnOf: (field: string) => AnyColumn | SQL.Aliased | SQL): SQL[] {
  const keys = sort.map((key) => (key.order === 'asc' ? asc(columnOf(key.field) as AnyColumn) : desc(columnOf(key.field) as AnyColumn)));
  const last = sort[sort.length - 1];
  // A stable order: the id breaks ties, in the direction of the last key (unless it is the id).
  if (!last || resource.fields[last.field]?.column !== resource.id) keys.push(last?.order === 'desc' ? desc(resource.id) : asc(resource.id));
  return keys;
}

/** Rows strictly after the cursor in the sort order (the keyset condition). */
function afterCursor(resource: ListResource, sort: readonly SortKey[], cursor: Cursor): SQL {
  const last = sort[sort.length - 1];
  const idOrder: SortOrder = last?.order === 'desc' ? 'desc' : 'asc';
  const keys = [
    ...sort.map((key, index) => ({ column: (resource.fields[key.field] as ListField).column, field: resource.fields[key.field] as ListField, order: key.order, value: cursor.values[index] as FilterValue })),
    { column: resource.id, field: undefined, order: idOrder, value: cursor.id as FilterValue },
  ];
  const branches: SQL[] = [];
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    const value = key.field ? bind(key.field, key.value) : key.value;
    const step = key.order === 'asc' ? gt(key.column, value) : lt(key.column, value);
    const equalBefore = keys.slice(0, index).map((before) => eq(before.column, before.field ? bind(before.field, before.value) : before.value));
    branches.push(and(...equalBefore, step) as SQL);
  }
  return or(...branches) as SQL;
}

function cursorValue(value: unknown): FilterValue {
  if (value instanceof Date) {
    // Back to Shanghai wall time, as filters take it.
    const local = new Date(value.getTime() + 8 * 3600_000).toISOString();
    return `${local.slice(0, 10)} ${local.slice(11, 23)}`;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** Every field of the resource as a select list, under its API name (a page's rows, a detail's row). */
export function selectionOf(resource: ListResource): Record<string, AnyPgColumn> {
  return Object.fromEntries(Object.entries(resource.fields).map(([name, field]) => [name, field.column]));
}

/** One page of the resource for the conditions and scope, with its total. */
export async function fetchPage(
  db: AppDatabase,
  resource: ListResource,
  conditions: readonly Condition[],
  request: PageRequest,
  scope?: DataScopeFilter,
): Promise<PageResult<Record<string, unknown>>> {
  const selection = selectionOf(resource);
  const where = whereOf(resource, conditions, scope);
  const { page, pageSize, sort, cursor } = request;
  const offset = cursor ? 0 : (page - 1) * pageSize;
  const cacheKey = JSON.stringify([getTableName(resource.table), conditions, scope ?? null]);
  // Fenced only when an index can answer a filter and the planner expects few enough rows (estimates.ts);
  // a page that is not fenced leaves the search grams out, so it walks the sort index.
  const indexed = conditions.some((condition) => isSelective(condition, resource.fields[condition.field] as ListField));
  const tableName = getTableName(resource.table);
  const fenced = indexed && (await fenceChosen(db, resource.table, tableName, whereOf(resource, conditions, scope, 'only'), offset + pageSize, cacheKey));
  const rowsWhere = fenced ? where : whereOf(resource, conditions, scope, 'without');
  const pageWhere = cursor ? and(rowsWhere, afterCursor(resource, sort, cursor)) : rowsWhere;

  let rows: Record<string, unknown>[];
  if (fenced) {
    // The fence: filter first, then sort what is left. `OFFSET 0` keeps the planner from pulling the
    // subquery up (drizzle drops a numeric 0, so the literal goes in as SQL).
    const filtered = db
      .select(selection)
      .from(resource.table)
      .where(pageWhere)
      .offset(OFFSET_ZERO)
      .as('fenced');
    const fencedColumn = (field: string) => (filtered as unknown as Record<string, AnyColumn>)[field] as AnyColumn;
    const order = sort.map((key) => (key.order === 'asc' ? asc(fencedColumn(key.field)) : desc(fencedColumn(key.field))));
    const last = sort[sort.length - 1];
    const idName = idFieldOf(resource);
    if (last?.field !== idName) order.push(last?.order === 'desc' ? desc(fencedColumn(idName)) : asc(fencedColumn(idName)));
    rows = await db
      .select()
      .from(filtered)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset);
  } else if (offset >= DEEP_OFFSET) {
    // Deferred join: walk the ids only to the deep offset, then fetch the page's rows.
    const ids = db
      .select({ pageId: resource.id })
      .from(resource.table)
      .where(pageWhere)
      .orderBy(...orderOf(resource, sort, (field) => (resource.fields[field] as ListField).column))
      .limit(pageSize)
      .offset(offset)
      .as('page_ids');
    rows = await db
      .select(selection)
      .from(resource.table)
      .innerJoin(ids, eq(resource.id, ids.pageId))
      .orderBy(...orderOf(resource, sort, (field) => (resource.fields[field] as ListField).column));
  } else {
    rows = await db
      .select(selection)
      .from(resource.table)
      .where(pageWhere)
      .orderBy(...orderOf(resource, sort, (field) => (resource.fields[field] as ListField).column))
      .limit(pageSize)
      .offset(offset);
  }

  // A short page ends the result: its total is known without counting (not after a cursor, whose
  // offset is unknown, nor past the end, where the page is empty).
  const isLastPage = !cursor && rows.length < pageSize && (rows.length > 0 || offset === 0);
  const { total, estimate } = isLastPage ? { total: offset + rows.length, estimate: false } : await countRows(db, resource.table, where, cacheKey);
  const result: PageResult<Record<string, unknown>> = { result: rows, total, page, pageSize, totalIsEstimate: estimate };
  const lastRow = rows[rows.length - 1];
  const idName = idFieldOf(resource);
  const hasMore = rows.length === pageSize && (estimate || page * pageSize < total);
  if (lastRow && hasMore && sort.every((key) => resource.fields[key.field]?.notNull)) {
    result.nextCursor = encodeCursor({ values: sort.map((key) => cursorValue(lastRow[key.field])), id: Number(lastRow[idName]), page: page + 1 });
  }
  return result;
}

/** Rows per query of a scan (an export reads the whole result in batches of this size). */
export const SCAN_BATCH = 2_000;

/**
 * Every row of the resource for the conditions and scope, in the sort order, batch by batch: by keyset
 * when every sort field is not null (each batch starts where the last ended, so a batch is as fast at
 * the end of a million rows as at the start), else by offset.
 */
export async function* scanRows(
  db: AppDatabase,
  resource: ListResource,
  conditions: readonly Condition[],
  sort: readonly SortKey[],
  scope?: DataScopeFilter,
  batchSize = SCAN_BATCH,
): AsyncGenerator<Record<string, unknown>[]> {
  const selection = selectionOf(resource);
  const where = whereOf(resource, conditions, scope);
  const order = orderOf(resource, sort, (field) => (resource.fields[field] as ListField).column);
  const byKeyset = sort.every((key) => resource.fields[key.field]?.notNull);
  const idName = idFieldOf(resource);
  let cursor: Cursor | undefined;
  for (let offset = 0; ; offset += batchSize) {
    const batchWhere = cursor ? and(where, afterCursor(resource, sort, cursor)) : where;
    const rows = await db
      .select(selection)
      .from(resource.table)
      .where(batchWhere)
      .orderBy(...order)
      .limit(batchSize)
      .offset(byKeyset ? 0 : offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1] as Record<string, unknown>;
    if (byKeyset) cursor = { values: sort.map((key) => cursorValue(last[key.field])), id: Number(last[idName]), page: 0 };
  }
}
