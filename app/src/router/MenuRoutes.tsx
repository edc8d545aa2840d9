import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { NotBuiltPage } from '../pages/not-built/NotBuiltPage';
import { ModulePage } from '../pages/webview/ModulePage';
import { menuRouteEntriesAtom } from '../state/menuRoutes';
import type { MenuRouteEntry } from './menuRoutes';
import { LazyPage, lazyPage } from './LazyPage';
import { pageRegistry, resolvePage } from './pageRegistry';

function elementOf(entry: MenuRouteEntry): ReactNode {
  if (entry.kind === 'redirect') {
    return entry.redirect ? <Navigate to={entry.redirect} replace /> : <NotBuiltPage title={entry.meta.title} pageUrl={null} />;
  }
  if (entry.kind === 'embedded') return <ModulePage moduleName={entry.meta.moduleName} title={entry.meta.title} />;
  const loader = resolvePage(pageRegistry, entry.pageUrl);
  return loader ? <LazyPage page={lazyPage(loader)} /> : <NotBuiltPage title={entry.meta.title} pageUrl={entry.pageUrl} />;
}

/** react-router routes of the menu entries, plus the catch-all to /404. */
export function menuRouteObjects(entries: readonly MenuRouteEntry[]): RouteObject[] {
  return [
    ...entries.map((entry): RouteObject => ({ path: entry.path, element: elementOf(entry), handle: entry.meta })),
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

/**
 * The routes built from the user's menu tree (spec 01 §2.1), rendered under the main layout by the
 * splat route of routes.tsx. Unknown paths go to /404.
 */
export function MenuRoutes() {
  const entries = useAtomValue(menuRouteEntriesAtom);
  const routes = useMemo(() => menuRouteObjects(entries), [entries]);
  return useRoutes(routes);
}
