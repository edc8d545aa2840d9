import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type RefObject } from 'react';
import { todoTabAtom } from './messageAtoms';

/** The dashboard cards a header badge opens (spec 01 §2.4, §2.5). */
export type DashboardCard = 'notices' | 'todos';

/** A header badge's request to show a dashboard card; `seq` tells a repeated press from the last one. */
export const dashboardFocusAtom = atom<{ card: DashboardCard; seq: number } | null>(null);

/**
 * Asks the dashboard to show a card: the notices, or the to-dos on their 待办事项 tab. The card
 * scrolls into view and takes the focus when it is on screen (now, or once the dashboard shows it).
 */
export const openDashboardCardAtom = atom(null, (get, set, card: DashboardCard) => {
  if (card === 'todos') set(todoTabAtom, 'todo');
  set(dashboardFocusAtom, { card, seq: (get(dashboardFocusAtom)?.seq ?? 0) + 1 });
});

/**
 * Carries a request for `card` out once its heading is mounted and visible: scrolls it into view
 * and focuses it (the heading takes `tabIndex={-1}`), then clears the request.
 */
export function useDashboardCardFocus(card: DashboardCard, heading: RefObject<HTMLElement | null>): void {
  const request = useAtomValue(dashboardFocusAtom);
  const setRequest = useSetAtom(dashboardFocusAtom);
  useEffect(() => {
    const target = heading.current;
    if (request?.card !== card || !target) return;
    target.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    target.focus({ preventScroll: true });
    setRequest(null);
  }, [card, heading, request, setRequest]);
}
