import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { findMenuEntry } from '../router/findMenuEntry';
import type { MenuRouteEntry } from '../router/menuRoutes';
import { pageDataOf, prefetchPageData } from '../router/pageData';
import { preloadShellPage } from '../router/routes';
import { createPendingNavigation } from './pendingNavigation';

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0] || '/';

/**
 * The sidebar's navigation (issue 18). On the intent to open a page (the pointer over its link, or the
 * keyboard focus on it) the page's modules start loading, with the module of its first data request
 * (not the request: its answer could be stale by the click). On the click that request goes out
 * (router/pageData.ts) and the navigation waits for the modules (pendingNavigation.ts), so the page
 * renders whole instead of after a loading status. A page kept mounted in a tab (`mounted`) is shown at
 * once, without a new request. The two callbacks keep their identity from render to render.
 */
export function useMenuNavigation(entries: readonly MenuRouteEntry[], mounted: readonly string[]) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useMemo(() => createPendingNavigation((path) => void navigate(path)), [navigate]);
  // A navigation still waiting gives way to any move elsewhere (a tab, a link, the back button).
  useEffect(() => () => pending.cancel(), [pathname, pending]);

  // The latest entries and mounted paths, read by callbacks that keep their identity: the side menu is
  // memoised and does not render again when only the shell around it does (a tab added, issue 18).
  const latest = useRef({ entries, mounted });
  useEffect(() => {
    latest.current = { entries, mounted };
  });

  return useMemo(() => {
    const preload = (path: string) => {
      const target = pathnameOf(path);
      return preloadShellPage(target, findMenuEntry(latest.current.entries, target)?.pageUrl);
    };
    return {
      onItemIntent: (path: string) => {
        void preload(path);
        pageDataOf(latest.current.entries, pathnameOf(path))?.().catch(() => undefined);
      },
      onNavigate: (path: string) => {
        const target = pathnameOf(path);
        if (latest.current.mounted.includes(target)) {
          pending.go(path, null);
          return;
        }
        void prefetchPageData(latest.current.entries, target);
        pending.go(path, preload(path));
      },
    };
  }, [pending]);
}
