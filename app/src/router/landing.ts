import type { Menu } from '@srm/gateway/api';
import { loginInfoAtom, tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { preloadSignedInRoute } from './routes';

/** Starts the first data request of the page `pathname` opens for these menus (router/pageData.ts). */
function prefetchLandingData(menuList: readonly Menu[], pathname: string): void {
  void Promise.all([import('./menuRoutes'), import('./pageData')]).then(([{ buildMenuRoutes }, { prefetchPageData }]) =>
    prefetchPageData(buildMenuRoutes(menuList), pathname),
  );
}

/**
 * Called once by the app's entry before the first render. With a stored token on a guarded path, the
 * modules of the route (guard, shell, landing page) and the session's gateway calls start right away,
 * in parallel, rather than in the chain guard → session → shell → page that rendering would make.
 * As soon as the user info says which page the path opens (its menus), that page's first data request
 * goes out too, while the page's module and the column settings are still loading.
 */
export function startLanding(pathname: string = window.location.pathname): void {
  const token = appStore.get(tokenAtom);
  if (!token || !preloadSignedInRoute(pathname)) return;
  const known = appStore.get(loginInfoAtom);
  const onUserInfo = pathname === '/' || pathname === '/dashboard' ? undefined : (info: { menuList: readonly Menu[] }) => prefetchLandingData(info.menuList, pathname);
  void import('./RequireAuth').then(({ prefetchSession }) => prefetchSession(token, known, onUserInfo));
}
