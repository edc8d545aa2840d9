/** A matched route as the breadcrumb sees it (the app maps its route meta to this). */
export interface BreadcrumbRoute {
  /** The crumb's text; a route without a title is hidden. */
  title?: string | null;
  /** Where the crumb links to. */
  path?: string;
  /** Where to go instead of `path`; `'noRedirect'` makes the crumb plain text. */
  redirect?: string;
  /** The route name; `dashboard` (any case) marks the home dashboard. */
  name?: string;
  /** `false` hides the crumb. */
  breadcrumb?: boolean;
}

/** One crumb to render. */
export interface Crumb {
  /** Stable key among the crumbs. */
  key: string;
  title: string;
  /** The link target; absent for plain-text crumbs (the last one and `noRedirect` ones). */
  href?: string;
  /** The last crumb: the current page. */
  isCurrent: boolean;
}

export interface TrailOptions {
  /** Title of the home crumb (采购管理平台). */
  homeTitle: string;
  /** Path of the home crumb. */
  homePath?: string;
}

export const NO_REDIRECT = 'noRedirect';
export const DASHBOARD_PATH = '/dashboard';

function samePath(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}

/** Whether a route is the home dashboard: named `dashboard` or at the home path. */
export function isDashboardRoute(route: BreadcrumbRoute | undefined, homePath: string = DASHBOARD_PATH): boolean {
  if (!route) return false;
  if (route.name && route.name.trim().toLowerCase() === 'dashboard') return true;
  return samePath(route.path, homePath);
}

/**
 * The breadcrumb trail of spec 01 §2.4:
 * 1. routes without a title are dropped;
 * 2. the home crumb (采购管理平台 at /dashboard) goes first unless the first remaining route is the dashboard;
 * 3. routes with `breadcrumb: false` are dropped;
 * 4. the last crumb and every `redirect: 'noRedirect'` crumb are text, the others link to `redirect` or `path`.
 */
export function buildBreadcrumbs(routes: readonly BreadcrumbRoute[], { homeTitle, homePath = DASHBOARD_PATH }: TrailOptions): Crumb[] {
  const titled = routes.filter((route) => typeof route.title === 'string' && route.title.trim() !== '');
  const withHome: BreadcrumbRoute[] = isDashboardRoute(titled[0], homePath)
    ? titled
    : [{ title: homeTitle, path: homePath }, ...titled];
  const shown = withHome.filter((route) => route.breadcrumb !== false);
  return shown.map((route, index) => {
    const isCurrent = index === shown.length - 1;
    const target = route.redirect && route.redirect !== NO_REDIRECT ? route.redirect : route.path;
    const linkable = !isCurrent && route.redirect !== NO_REDIRECT && Boolean(target);
    return {
      key: `${index}:${route.path ?? route.title}`,
      title: route.title as string,
      href: linkable ? target : undefined,
      isCurrent,
    };
  });
}
