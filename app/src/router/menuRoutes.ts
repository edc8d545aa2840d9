import type { Menu } from '@srm/gateway/api';

/**
 * Routes built from the signed-in user's menu tree (spec 01 §2.1). Pure: the view turns the entries
 * into react-router routes (MenuRoutes.tsx).
 *
 * - Buttons (menuType 2) never route; external menus (belongsTo 2) and absolute addresses (the
 *   sidebar opens those in a new tab) never route; hidden menus still route (detail pages).
 * - Top-level menus (parentId 0) use the main layout; menus with children or a moduleName use the
 *   embedding layout; other pages render directly.
 * - A menu with routable children and no page of its own redirects to its first visible child.
 * - A menu with a moduleName is an embedded micro-frontend page (an iframe), unless it has children.
 * - Paths of the fixed routes are never taken by a menu; the first menu with a path wins.
 */

export type MenuLayout = 'main' | 'embed' | 'none';

/** What a route shows: a page of the registry, an embedded module, or a redirect to a child. */
export type MenuRouteKind = 'page' | 'embedded' | 'redirect';

/** The route meta of spec 01 §2.1 (the tab bar and breadcrumb read it from the route's handle). */
export interface MenuRouteMeta {
  menuId: number;
  /** menuCode: the route name. */
  name: string;
  /** menuName: the title. */
  title: string;
  icon: string | null;
  hidden: boolean;
  keepAlive: boolean;
  activeMenu: string | null;
  moduleName: string | null;
  belongsTo: 1 | 2;
  /** Titles of the menus above, outermost first (the breadcrumb). */
  parents: string[];
}

export interface MenuRouteEntry {
  path: string;
  kind: MenuRouteKind;
  layout: MenuLayout;
  /** The page module key, for kind 'page'. */
  pageUrl: string | null;
  /** Where a folder goes, for kind 'redirect'. */
  redirect: string | null;
  meta: MenuRouteMeta;
}

/** Paths of the fixed routes (spec 01 §2.1); menus cannot take them. */
export const FIXED_PATHS: readonly string[] = ['/', '/login', '/404', '/503', '/dashboard'];

const isAbsoluteUrl = (path: string) => /^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//');

/** `/a/b` from `a/b/`, `/a/b`, ` /a/b `; null when there is nothing to route. */
export function normalisePath(pathUrl: string | null | undefined): string | null {
  const trimmed = pathUrl?.trim();
  if (!trimmed || isAbsoluteUrl(trimmed)) return null;
  const path = `/${trimmed.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return path;
}

const isRoutableMenu = (menu: Menu) => menu.menuType !== 2 && menu.belongsTo !== 2;

const bySortNumber = (a: Menu, b: Menu) => a.sortNumber - b.sortNumber || a.id - b.id;

function routableChildren(menu: Menu): Menu[] {
  return (menu.children ?? []).filter((child) => isRoutableMenu(child) && normalisePath(child.pathUrl) !== null).sort(bySortNumber);
}

function isReserved(path: string) {
  return FIXED_PATHS.includes(path) || path === '/webview' || path.startsWith('/webview/');
}

/** The entries of every routable menu of the tree, parents before their children. */
export function buildMenuRoutes(menuList: readonly Menu[]): MenuRouteEntry[] {
  const entries: MenuRouteEntry[] = [];
  const taken = new Set<string>();

  const visit = (menu: Menu, parents: string[]) => {
    if (!isRoutableMenu(menu)) return;
    const path = normalisePath(menu.pathUrl);
    if (path === null) return;
    const children = routableChildren(menu);
    const layout: MenuLayout = menu.parentId === 0 ? 'main' : children.length > 0 || menu.moduleName ? 'embed' : 'none';
    const firstVisible = children.find((child) => child.hidden !== 1) ?? children[0];
    const pageUrl = menu.pageUrl?.trim() || null;
    let kind: MenuRouteKind;
    if (children.length > 0 && !pageUrl) kind = 'redirect';
    else if (menu.moduleName && children.length === 0) kind = 'embedded';
    else kind = 'page';

    if (!taken.has(path) && !isReserved(path)) {
      taken.add(path);
      entries.push({
        path,
        kind,
        layout,
        pageUrl: kind === 'page' ? pageUrl : null,
        redirect: kind === 'redirect' && firstVisible ? normalisePath(firstVisible.pathUrl) : null,
        meta: {
          menuId: menu.id,
          name: menu.menuCode,
          title: menu.menuName,
          icon: menu.icon,
          hidden: menu.hidden === 1,
          keepAlive: menu.keepAlive === 1,
          activeMenu: menu.activeMenu,
          moduleName: menu.moduleName,
          belongsTo: menu.belongsTo,
          parents,
        },
      });
    }
    for (const child of children) visit(child, [...parents, menu.menuName]);
  };

  for (const root of [...menuList].sort(bySortNumber)) visit(root, []);
  return entries;
}

function findMenu(menus: readonly Menu[], predicate: (menu: Menu) => boolean): Menu | null {
  for (const menu of menus) {
    if (predicate(menu)) return menu;
    const found = findMenu(menu.children ?? [], predicate);
    if (found) return found;
  }
  return null;
}

/**
 * Spec 01 §2.1, before entering /dashboard: when the dashboard menu (menuCode `dashboard`) has a
 * button permission whose parent is that menu, the user goes to that menu's path instead (a user
 * whose home is configured elsewhere). Null means: stay on /dashboard.
 */
export function dashboardRedirect(menuList: readonly Menu[]): string | null {
  const dashboard = findMenu(menuList, (menu) => menu.menuCode === 'dashboard' && menu.menuType !== 2);
  if (!dashboard) return null;
  const hasButton = (dashboard.children ?? []).some((child) => child.menuType === 2 && child.parentId === dashboard.id);
  const path = normalisePath(dashboard.pathUrl);
  if (!hasButton || !path || path === '/dashboard' || path === '/') return null;
  return path;
}

/** The dashboard's sub-menus (its child pages), which the dashboard shows (spec 01 §2.1). */
export function dashboardSubMenus(menuList: readonly Menu[]): Menu[] {
  const dashboard = findMenu(menuList, (menu) => menu.menuCode === 'dashboard' && menu.menuType !== 2);
  return (dashboard?.children ?? []).filter((child) => child.menuType !== 2).sort(bySortNumber);
}
