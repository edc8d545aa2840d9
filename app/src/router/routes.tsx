import { Navigate, type RouteObject } from 'react-router-dom';
import { LazyPage, lazyPage, preloadPage, whenPageLoaded } from './LazyPage';
import { pageRegistry, resolvePage, type PageLoader } from './pageRegistry';

/** Route meta of the fixed routes (the menu routes carry MenuRouteMeta). */
export interface FixedRouteHandle {
  name: string;
  /** Chinese title (spec 01 §2.1); the English twin is in i18n/messages.ts (route.*). */
  title: string;
  affix?: boolean;
  keepAlive?: boolean;
}

const loginPage: PageLoader = () => import('../pages/login/LoginPage').then((m) => ({ default: m.LoginPage }));
const notFoundPage: PageLoader = () => import('../pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage }));
const unavailablePage: PageLoader = () => import('../pages/unavailable/UnavailablePage').then((m) => ({ default: m.UnavailablePage }));
const requireAuth: PageLoader = () => import('./RequireAuth').then((m) => ({ default: m.RequireAuth }));
// The signed-in shell loads after the guard, so /login downloads none of it.
const mainLayout: PageLoader = () => import('../shell/MainLayout').then((m) => ({ default: m.MainLayout }));
const dashboardRoute: PageLoader = () => import('./DashboardRoute').then((m) => ({ default: m.DashboardRoute }));
const menuRoutes: PageLoader = () => import('./MenuRoutes').then((m) => ({ default: m.MenuRoutes }));
const webviewPage: PageLoader = () => import('../pages/webview/WebviewPage').then((m) => ({ default: m.WebviewPage }));

/** The paths outside the route guard. */
const UNGUARDED_PATHS = new Set(['/login', '/404', '/503']);

/**
 * The modules a path inside the shell renders, loading from now on: the dashboard's, the webview's, or
 * the menu routes' and the page of the path's menu (`pageUrl`, as the menu tree gives it). Resolves when
 * they are in (or failed: the page then shows it); never rejects.
 */
export function preloadShellPage(pathname: string, pageUrl: string | null | undefined): Promise<void> {
  let loaders: PageLoader[];
  if (pathname === '/' || pathname === '/dashboard') loaders = [dashboardRoute, pageRegistry['dashboard']!];
  else if (pathname.startsWith('/webview/')) loaders = [webviewPage];
  else {
    const page = resolvePage(pageRegistry, pageUrl);
    loaders = page ? [menuRoutes, page] : [menuRoutes];
  }
  return Promise.all(loaders.map(whenPageLoaded)).then(() => undefined);
}

/**
 * With a token, the guard, the shell and the page will be rendered one inside the other: their modules
 * are fetched together at start instead of each after the one before. The menu tree is not known yet,
 * so a menu page is guessed from the path (a page named like its path, /contract/list → contract/list,
 * as the menus are set up); a wrong guess only loads a module early.
 * Returns whether the path is under the guard (then the session can be loaded too).
 */
export function preloadSignedInRoute(pathname: string): boolean {
  if (UNGUARDED_PATHS.has(pathname)) return false;
  preloadPage(requireAuth);
  preloadPage(mainLayout);
  void preloadShellPage(pathname, pathname);
  return true;
}

/**
 * The pages inside the signed-in shell: /, /dashboard, /webview and the menu routes. The main layout
 * renders them itself, one kept-alive panel per open tab (shell/TabPanels), each at its own location.
 */
export const shellContentRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard" replace />, handle: { name: 'home', title: '首页' } satisfies FixedRouteHandle },
  { path: '/dashboard', element: <LazyPage page={lazyPage(dashboardRoute)} />, handle: { name: 'dashboard', title: '首页', affix: true } satisfies FixedRouteHandle },
  {
    path: '/webview/:systemName/:pageName/:pageCode?',
    element: <LazyPage page={lazyPage(webviewPage)} />,
    handle: { name: 'webview', title: '供应商系统', keepAlive: true } satisfies FixedRouteHandle,
  },
  { path: '*', element: <LazyPage page={lazyPage(menuRoutes)} /> },
];

/** The main layout's path: every path under the guard, matched again by the layout's own routes. */
export const SHELL_LAYOUT_PATH = '*';

/**
 * Fixed routes (spec 01 §2.1) and, under the guard and the main layout, the routes built from the
 * menu tree (MenuRoutes), whose catch-all sends unknown paths to /404. Every page module is loaded
 * on demand.
 */
export const routes: RouteObject[] = [
  { path: '/login', element: <LazyPage page={lazyPage(loginPage)} /> },
  { path: '/404', element: <LazyPage page={lazyPage(notFoundPage)} /> },
  { path: '/503', element: <LazyPage page={lazyPage(unavailablePage)} /> },
  {
    element: <LazyPage page={lazyPage(requireAuth)} />,
    children: [
      // A splat, not a parent of shellContentRoutes: the layout renders those itself (TabPanels'
      // useRoutes, one per kept-alive tab), and descendant routes need a parent path ending in `*`
      // (react-router warns otherwise). The splat ranks below /login, /404 and /503.
      { path: SHELL_LAYOUT_PATH, element: <LazyPage page={lazyPage(mainLayout)} /> },
    ],
  },
];
