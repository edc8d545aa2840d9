/**
 * The tab bar's pure model (spec 01 §2.4, §9 tab history 15): which visited routes get a tab, the
 * limit, the close actions and which tab becomes active. React-free; the app keeps `tabs` in state
 * and navigates to `next`.
 */

/** A visited page as the tab bar keeps it. */
export interface TabItem {
  /** The route path without its query: the tab's identity. */
  path: string;
  /** The tab's text (the route title). */
  title: string;
  /** Where a click on the tab goes (path with query); defaults to `path`. */
  fullPath?: string;
  /** Affix tabs cannot be closed and survive every close action. */
  affix?: boolean;
}

/** A route being visited, as `addTab` reads it. */
export interface TabRoute extends TabItem {
  /** The route name; `dashboard` (any case) is the home page, which never gets a tab. */
  name?: string;
  /** meta.hideTag: the route gets no tab. */
  hideTag?: boolean;
}

export type TabCloseAction = 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** The result of a close: the remaining tabs, and where to go when the active tab was closed. */
export interface TabChange {
  tabs: TabItem[];
  /** The path (fullPath when known) to navigate to, or null when the active tab stays. */
  next: string | null;
}

/** At most this many tabs are kept (spec 01 §9). */
export const MAX_TABS = 15;
export const DASHBOARD_TITLE = '首页';
export const DEFAULT_DASHBOARD_PATH = '/dashboard';

export interface TabOptions {
  /** @default 15 */
  max?: number;
  /** Where to go when no tab is left. @default '/dashboard' */
  dashboardPath?: string;
}

function trimPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function samePath(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && trimPath(a) === trimPath(b);
}

/** Whether a route is the home page that never gets a tab: titled 首页, named dashboard, or at the dashboard path. */
export function isDashboardTab(route: Pick<TabRoute, 'path' | 'title' | 'name'>, dashboardPath = DEFAULT_DASHBOARD_PATH): boolean {
  if (route.title === DASHBOARD_TITLE) return true;
  if (route.name && route.name.trim().toLowerCase() === 'dashboard') return true;
  return samePath(route.path, dashboardPath);
}

function toTab(route: TabRoute): TabItem {
  const tab: TabItem = { path: route.path, title: route.title };
  if (route.fullPath !== undefined) tab.fullPath = route.fullPath;
  if (route.affix) tab.affix = true;
  return tab;
}

/**
 * Records a visit:
 * - the dashboard (首页) and routes with hideTag get no tab (the list is returned unchanged);
 * - a path that already has a tab keeps its place (its title and fullPath are refreshed), never duplicated;
 * - a new path is appended; beyond `max` tabs the oldest (leftmost) tab that is neither affix nor
 *   the new one is dropped, as many times as needed.
 */
export function addTab(tabs: readonly TabItem[], route: TabRoute, { max = MAX_TABS, dashboardPath = DEFAULT_DASHBOARD_PATH }: TabOptions = {}): TabItem[] {
  if (route.hideTag || isDashboardTab(route, dashboardPath)) return tabs as TabItem[];
  const index = tabs.findIndex((tab) => samePath(tab.path, route.path));
  const current = tabs[index];
  if (current) {
    const refreshed: TabItem = { ...current, title: route.title || current.title };
    if (route.fullPath !== undefined) refreshed.fullPath = route.fullPath;
    if (refreshed.title === current.title && refreshed.fullPath === current.fullPath) return tabs as TabItem[];
    return tabs.map((tab, i) => (i === index ? refreshed : tab));
  }
  const next = [...tabs, toTab(route)];
  while (next.length > max) {
    const drop = next.findIndex((tab, i) => !tab.affix && i !== next.length - 1);
    if (drop < 0) break;
    next.splice(drop, 1);
  }
  return next;
}

/** Where a click on the tab goes. */
export function tabTarget(tab: TabItem): string {
  return tab.fullPath ?? tab.path;
}

/**
 * After closing tabs: when the active tab is gone, the last remaining tab (spec 01 §2.4), else the
 * dashboard (the spec's "root path with a random query" is the original's way to reload the home
 * page; `/` redirects there). `preferred` (the tab a bulk close was started from) wins when it survived.
 */
function nextActive(
  before: readonly TabItem[],
  after: readonly TabItem[],
  activePath: string | null | undefined,
  dashboardPath: string,
  preferred?: string,
): string | null {
  if (activePath == null || after.some((tab) => samePath(tab.path, activePath))) return null;
  if (preferred !== undefined) {
    const kept = after.find((tab) => samePath(tab.path, preferred));
    if (kept) return tabTarget(kept);
  }
  if (!before.some((tab) => samePath(tab.path, activePath))) return null; // the active page had no tab (dashboard, hideTag): stay
  const last = after[after.length - 1];
  return last ? tabTarget(last) : dashboardPath;
}

/**
 * Applies a close action to the tab at `path` (the tab whose × or menu was used):
 * - `close`: that tab (affix tabs cannot be closed: nothing changes);
 * - `closeOthers`: every tab but that one;
 * - `closeLeft` / `closeRight`: the tabs before / after it;
 * - `closeAll`: every tab.
 * Affix tabs always stay. When the active tab is closed: for `close`, the last remaining tab, else
 * the dashboard; for the bulk actions, the tab the action was started from.
 */
export function closeTabs(
  tabs: readonly TabItem[],
  action: TabCloseAction,
  path: string,
  activePath: string | null | undefined,
  { dashboardPath = DEFAULT_DASHBOARD_PATH }: Pick<TabOptions, 'dashboardPath'> = {},
): TabChange {
  const index = tabs.findIndex((tab) => samePath(tab.path, path));
  if (index < 0 && action !== 'closeAll') return { tabs: tabs as TabItem[], next: null };
  const keep = (tab: TabItem, i: number): boolean => {
    if (tab.affix) return true;
    switch (action) {
      case 'close':
        return i !== index;
      case 'closeOthers':
        return i === index;
      case 'closeLeft':
        return i >= index;
      case 'closeRight':
        return i <= index;
      case 'closeAll':
        return false;
    }
  };
  const after = tabs.filter(keep);
  if (after.length === tabs.length) return { tabs: tabs as TabItem[], next: null };
  const preferred = action === 'close' || action === 'closeAll' ? undefined : path;
  return { tabs: after, next: nextActive(tabs, after, activePath, dashboardPath, preferred) };
}

/** Which close actions would close something for the tab at `path` (menu items are disabled otherwise). */
export function availableCloseActions(tabs: readonly TabItem[], path: string): Record<TabCloseAction, boolean> {
  const index = tabs.findIndex((tab) => samePath(tab.path, path));
  const closable = (tab: TabItem) => !tab.affix;
  const own = tabs[index];
  return {
    close: own !== undefined && closable(own),
    closeOthers: index >= 0 && tabs.some((tab, i) => i !== index && closable(tab)),
    closeLeft: index > 0 && tabs.slice(0, index).some(closable),
    closeRight: index >= 0 && tabs.slice(index + 1).some(closable),
    closeAll: tabs.some(closable),
  };
}
