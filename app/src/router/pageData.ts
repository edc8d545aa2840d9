import { contractPageData } from '../features/contract/pages';
import { findMenuEntry } from './findMenuEntry';
import type { MenuRouteEntry } from './menuRoutes';
import { pageKey } from './pageRegistry';

/** A page's early first request: what its module exports (see api/earlyRequest.ts). */
export interface PageDataModule {
  /** Sends the page's first data request now; its table takes the answer over when it mounts. Settles when it has answered. */
  prefetchFirstPage(): Promise<void>;
}

/**
 * The pages whose first data request may go out before they are on screen (issue 18): page key → a
 * small module with that request and none of the page's views, so it loads in no time. Only a page
 * whose first request does not depend on the address (no prefill from the query) belongs here.
 */
export const pageDataRegistry: Readonly<Record<string, () => Promise<PageDataModule>>> = {
  ...contractPageData,
};

/** The early-request module of the page a path opens (its menu entry among `entries`), or null. */
export function pageDataOf(entries: readonly MenuRouteEntry[], pathname: string): (() => Promise<PageDataModule>) | null {
  const entry = findMenuEntry(entries, pathname);
  if (entry?.kind !== 'page' || !entry.pageUrl) return null;
  return pageDataRegistry[pageKey(entry.pageUrl)] ?? null;
}

/**
 * Starts the first data request of the page at `pathname`, when that page has one (pageDataRegistry).
 * The promise settles (never rejects) when it has answered, or at once for a page without one.
 */
export function prefetchPageData(entries: readonly MenuRouteEntry[], pathname: string): Promise<void> {
  const load = pageDataOf(entries, pathname);
  if (!load) return Promise.resolve();
  return load().then(
    (module) => module.prefetchFirstPage(),
    () => undefined,
  );
}
