import { closeTabs } from '@srm/design-system';
import { useAtom, useAtomValue } from 'jotai';
import { startTransition, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeTabRequestAtom } from '../state/shellRequests';
import { visitedTabsAtom } from '../state/tabs';

/**
 * Closes the tab another window asked to close (the delVisitedRoute message, spec 01 §2.2), with the
 * tab bar's rules: closing the current tab opens the last remaining one, else the dashboard.
 */
export function useCloseTabRequests() {
  const request = useAtomValue(closeTabRequestAtom);
  const [tabs, setTabs] = useAtom(visitedTabsAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const handled = useRef(request?.seq ?? 0);

  useEffect(() => {
    if (!request || request.seq === handled.current) return;
    handled.current = request.seq;
    const change = closeTabs(tabs, 'close', request.path, pathname);
    startTransition(() => setTabs(change.tabs));
    if (change.next) navigate(change.next);
  }, [request, tabs, pathname, setTabs, navigate]);
}
