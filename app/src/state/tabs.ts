import type { TabItem } from '@srm/design-system';
import { atom, type SetStateAction } from 'jotai';

/** How many times each page's tab has been closed, by path. */
export type ClosedTabCounts = Readonly<Record<string, number>>;

/**
 * The counts after the tab bar went from `before` to `after`: every path in `before` and not in
 * `after` was closed once more. Returns `closed` itself when nothing was closed.
 */
export function countClosedTabs(closed: ClosedTabCounts, before: readonly TabItem[], after: readonly TabItem[]): ClosedTabCounts {
  const kept = new Set(after.map((tab) => tab.path));
  const dropped = before.filter((tab) => !kept.has(tab.path));
  if (dropped.length === 0) return closed;
  const next = { ...closed };
  for (const tab of dropped) next[tab.path] = (next[tab.path] ?? 0) + 1;
  return next;
}

const visitedTabsStateAtom = atom<{ tabs: TabItem[]; closed: ClosedTabCounts }>({ tabs: [], closed: {} });

/**
 * The visited pages of the tab bar (design-system `addTab`/`closeTabs` keep it; at most 15). Cleared at
 * sign-out. Setting it counts every tab it drops (closedTabCountsAtom).
 */
export const visitedTabsAtom = atom(
  (get) => get(visitedTabsStateAtom).tabs,
  (get, set, update: SetStateAction<TabItem[]>) => {
    const { tabs, closed } = get(visitedTabsStateAtom);
    const next = typeof update === 'function' ? update(tabs) : update;
    set(visitedTabsStateAtom, { tabs: next, closed: countClosedTabs(closed, tabs, next) });
  },
);

/**
 * How many times each page's tab was closed. The kept-alive panels are keyed by it, so a page opened
 * again after its tab was closed starts afresh, even when the close and the reopening reach the panels
 * in one render (two quick navigations that React renders together).
 */
export const closedTabCountsAtom = atom((get) => get(visitedTabsStateAtom).closed);
