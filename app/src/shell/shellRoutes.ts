import { NO_REDIRECT, flattenSideMenu, type BreadcrumbRoute, type SideMenuNode, type TabRoute } from '@srm/design-system';
import { matchPath } from 'react-router-dom';
import { findMenuEntry } from '../router/findMenuEntry';
import type { MenuRouteEntry } from '../router/menuRoutes';

/** What the shell (tab bar, breadcrumb, sidebar) knows about the current page. */
export interface ShellRoute {
  /** The tab of the page (`path` is the pathname, `fullPath` adds the query). */
  tab: TabRoute;
  /** The breadcrumb routes, outermost first (design-system `buildBreadcrumbs` adds the home crumb). */
  breadcrumb: BreadcrumbRoute[];
  /** The side-menu entry to mark: the menu's activeMenu (a detail page marks its list), else the path. */
  activeMenuKey: string;
}

/** Titles of the fixed routes that live inside the shell (spec 01 §2.1). */
export interface FixedTitles {
  dashboard: string;
  webview: string;
}

/**
 * The shell's view of a location: the fixed /dashboard and /webview routes, else the menu route of
 * the path, else null (the page is a redirect or /404 and gets no tab).
 */
export function describeShellRoute(
  entries: readonly MenuRouteEntry[],
  pathname: string,
  search: string,
  titles: FixedTitles,
): ShellRoute | null {
  const fullPath = `${pathname}${search}`;
  if (matchPath({ path: '/dashboard', end: true }, pathname)) {
    return {
      tab: { path: pathname, fullPath, title: titles.dashboard, name: 'dashboard' },
      breadcrumb: [{ title: titles.dashboard, path: '/dashboard', name: 'dashboard' }],
      activeMenuKey: '/dashboard',
    };
  }
  const webview = matchPath({ path: '/webview/:systemName/:pageName/:pageCode?', end: true }, pathname);
  if (webview) {
    return {
      tab: { path: pathname, fullPath, title: titles.webview, name: 'webview' },
      breadcrumb: [{ title: titles.webview, path: pathname }],
      activeMenuKey: pathname,
    };
  }
  const entry = findMenuEntry(entries, pathname);
  if (!entry || entry.kind === 'redirect') return null;
  const { meta } = entry;
  return {
    tab: { path: pathname, fullPath, title: meta.title, name: meta.name },
    // The folders above a page are labels, not pages: their crumbs are plain text.
    breadcrumb: [...meta.parents.map((title) => ({ title, redirect: NO_REDIRECT })), { title: meta.title, path: pathname, name: meta.name }],
    activeMenuKey: meta.activeMenu?.trim() || pathname,
  };
}

/**
 * The pages kept mounted (hidden with React `<Activity>`) besides the current one: every open tab and
 * the dashboard. A closed tab's page is dropped, so it starts afresh when opened again.
 */
export function keptPaths(tabPaths: readonly string[], currentPath: string, dashboardPath = '/dashboard'): string[] {
  const kept = new Set<string>([dashboardPath, ...tabPaths]);
  kept.add(currentPath);
  return [...kept];
}

/** Where a top-menu entry leads: its own link, else the first page inside it (external links last resort). */
export function firstPageHref(node: SideMenuNode): string | undefined {
  const links = flattenSideMenu([node]).filter((item) => item.href !== undefined);
  return (links.find((item) => !item.external) ?? links[0])?.href;
}
