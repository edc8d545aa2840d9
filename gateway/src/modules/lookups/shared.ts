/**
 * Helpers shared by the lookup routes: a list-engine page with a scope the route computes itself
 * (materials by the caller's categories, sub-inventories by their orgs), the loose body of a
 * list-engine POST, and the page-size limits of the lookups.
 */
import { Type } from 'typebox';
import type { DataScopeFilter, UserAccess } from '../../core/access.js';
import { parseFilters, type Condition } from '../../core/list/filters.js';
import { fetchPage, LOOKUP_MAX_PAGE_SIZE, parsePageRequest, type ListResource, type PageRequest, type PageResult } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';
import { PageNumber, PageSize } from '../../core/schemas.js';

export { LOOKUP_MAX_PAGE_SIZE };

/** A list-engine POST body: filter keys (`prop.op`), page, pageSize, sort; or nothing at all. */
export const FilterBody = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/** page and pageSize of a lookup body (at most 9999 rows, spec 01 §9). */
export const PageFields = {
  page: Type.Optional(PageNumber()),
  pageSize: Type.Optional(PageSize(LOOKUP_MAX_PAGE_SIZE)),
};

/** The codes a caller may see, for a route that scopes itself: every one for an admin. */
export function categoriesOf(access: UserAccess): 'all' | readonly string[] {
  return access.isAdmin ? 'all' : access.categoryCodes;
}

/** A page of `resource` for a query or body in the list engine's format, with the route's scope. */
export function listPage(
  db: AppDatabase,
  resource: ListResource,
  input: Readonly<Record<string, unknown>>,
  scope?: DataScopeFilter,
): Promise<PageResult<Record<string, unknown>>> {
  const pageRequest = parsePageRequest(input, resource);
  return fetchPage(db, resource, parseFilters(input, resource.fields), pageRequest, scope);
}

/** A page of `resource` for conditions a route built itself (validated by its schema). */
export function conditionPage(
  db: AppDatabase,
  resource: ListResource,
  conditions: readonly Condition[],
  page: Pick<PageRequest, 'page' | 'pageSize'>,
  scope?: DataScopeFilter,
): Promise<PageResult<Record<string, unknown>>> {
  return fetchPage(db, resource, conditions, { ...page, sort: [...resource.defaultSort] }, scope);
}
