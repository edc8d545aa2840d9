import { useAtomValue } from 'jotai';
import { Activity, memo, useEffect, useState } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { pageRefreshAtom } from '../state/shellRequests';
import { closedTabCountsAtom } from '../state/tabs';
import { loadWebFontAfterContent } from '../webFont';
import { initialPanels, nextPanels } from './panelState';

/**
 * One page, rendered at its own location, so a hidden page keeps reading the address it was opened at.
 * Memoised: when the shell renders again around it (a tab added after a navigation, another tab
 * closed), a page whose routes and location are the same is not rendered again (issue 18).
 */
const PanelRoutes = memo(function PanelRoutes({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
});

export interface TabPanelsProps {
  /** The routes of the shell's content (routes.tsx `shellContentRoutes`). */
  routes: RouteObject[];
  /** The paths to keep mounted besides the current one (shellRoutes `keptPaths`). */
  keep: readonly string[];
}

/**
 * The page area with kept-alive tabs (spec 01 §2.4): every kept path stays mounted inside React
 * `<Activity>`; only the current one is visible. A hidden page keeps its state (form input, scroll
 * and table state) while its effects are paused, and starts them again when shown. A refresh request
 * (pageRefreshAtom) re-mounts the current page only. A page whose tab was closed starts afresh when
 * opened again (its panel is keyed by how often its tab was closed), even if React renders the close
 * and the reopening together.
 */
export function TabPanels({ routes, keep }: TabPanelsProps) {
  // The first signed-in page is on screen: the web font may come now (webFont.ts).
  useEffect(loadWebFontAfterContent, []);
  const location = useLocation();
  const refresh = useAtomValue(pageRefreshAtom);
  const closed = useAtomValue(closedTabCountsAtom);
  const [state, setState] = useState(() => initialPanels(location.pathname, location, refresh));
  const next = nextPanels(state, location.pathname, location, keep, refresh);
  if (next !== state) setState(next);

  return (
    <>
      {next.panels.map((panel) => (
        <Activity key={`${panel.path}#${closed[panel.path] ?? 0}`} mode={panel.path === location.pathname ? 'visible' : 'hidden'}>
          <PanelRoutes key={panel.refreshKey} routes={routes} location={panel.location} />
        </Activity>
      ))}
    </>
  );
}
