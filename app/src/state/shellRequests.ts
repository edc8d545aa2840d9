import { atom } from 'jotai';

/**
 * Requests the shell receives from other windows (cross-window messages) for parts another module
 * draws: the tab bar closes the tab of `path` (delVisitedRoute); the content area re-mounts the
 * current page when `pageRefreshAtom` changes (refresh).
 */
export const closeTabRequestAtom = atom<{ path: string; seq: number } | null>(null);

export const requestCloseTabAtom = atom(null, (get, set, path: string) => {
  set(closeTabRequestAtom, { path, seq: (get(closeTabRequestAtom)?.seq ?? 0) + 1 });
});

export const pageRefreshAtom = atom(0);
