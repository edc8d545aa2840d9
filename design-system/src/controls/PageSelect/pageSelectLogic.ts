import { toSelectOptions, type OptionFieldNames, type SelectOption } from '../selectCore/options';
import type { RemoteLoader } from '../selectCore/remoteSearch';

/** What PageSelect asks its caller for: one page for a keyword (`signal` aborts a superseded request). */
export interface PageSelectRequest {
  keyword: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  signal: AbortSignal;
}

/** One page of source items and the number of all matches. */
export interface PageSelectResult<T> {
  options: readonly T[];
  total: number;
}

export type PageSelectLoadPage<T> = (request: PageSelectRequest) => Promise<PageSelectResult<T>>;

/** Adapts the caller's `loadPage` to the family's remote loader, mapping items through `fieldNames`. */
export function pageLoader<T>(loadPage: PageSelectLoadPage<T>, fieldNames: OptionFieldNames | undefined): RemoteLoader<SelectOption<T>> {
  return async (keyword, { page, pageSize, signal }) => {
    const result = await loadPage({ keyword, page, pageSize, signal });
    return { options: toSelectOptions(result.options, fieldNames), total: result.total };
  };
}

/** Pages needed to list `total` rows `pageSize` at a time. */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(total, 0) / pageSize) : 0;
}
