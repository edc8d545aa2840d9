import { PAGINATION_DEFAULT_PAGE_SIZE } from '../../display/Pagination/pager';
import type { SortState, TableRequestParams } from '../types';

/**
 * The paging, sort and filters a table asks for, and how they change (spec 01 §4 "Page behaviour"):
 * a search goes back to page 1, a reset keeps the page size, a sort goes back to page 1, a reload
 * keeps everything, and an export always asks for page 1.
 */
export interface TableQuery {
  page: number;
  pageSize: number;
  sort?: SortState;
  filters: Readonly<Record<string, unknown>>;
  /** Bumped by every change that must load again, including a reload of the same query. */
  revision: number;
}

/** Page sizes (spec 01 §9): 20 for list pages, 10 for the plain table. */
export const LIST_PAGE_SIZE = PAGINATION_DEFAULT_PAGE_SIZE;
export const PLAIN_TABLE_PAGE_SIZE = 10;

export type TableQueryAction =
  | { type: 'search'; filters: Readonly<Record<string, unknown>> }
  | { type: 'reset'; filters: Readonly<Record<string, unknown>> }
  | { type: 'page'; page: number; pageSize?: number }
  | { type: 'sort'; sort: SortState | undefined }
  | { type: 'reload' };

export function initialTableQuery(pageSize = LIST_PAGE_SIZE, filters: Readonly<Record<string, unknown>> = {}): TableQuery {
  return { page: 1, pageSize, filters, revision: 0 };
}

export function tableQueryReducer(query: TableQuery, action: TableQueryAction): TableQuery {
  const revision = query.revision + 1;
  switch (action.type) {
    case 'search':
      return { ...query, filters: action.filters, page: 1, revision };
    case 'reset':
      return { ...query, filters: action.filters, page: 1, sort: undefined, revision };
    case 'page':
      return { ...query, page: Math.max(1, action.page), pageSize: action.pageSize ?? query.pageSize, revision };
    case 'sort':
      return { ...query, sort: action.sort, page: 1, revision };
    case 'reload':
      return { ...query, revision };
  }
}

/** The parameters of `request` for a query: filters first, then paging and sort (which win). */
export function requestParams(query: TableQuery): TableRequestParams {
  const params: TableRequestParams = { ...query.filters, page: query.page, pageSize: query.pageSize };
  if (query.sort) params.sort = query.sort;
  return params;
}

/** JSON with every object's keys sorted: `{a, b}` and `{b, a}` give the same text. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/** Whether two requests ask the same thing (the same page, sort and filters, in any key order). */
export function sameRequestParams(a: TableRequestParams, b: TableRequestParams): boolean {
  return stableJson(a) === stableJson(b);
}

/** The parameters of an export: the same query, always from page 1. */
export function exportParams(query: TableQuery): TableRequestParams {
  return { ...requestParams(query), page: 1 };
}
