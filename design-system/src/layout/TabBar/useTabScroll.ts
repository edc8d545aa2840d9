import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { endSpacer, nextPosition, overflows, previousPosition, revealPosition, scrollEdges, type TabExtent } from './tabScroll';

export interface TabScrollState {
  /** The tabs need more room than the bar has: the ‹ › controls are shown. */
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
  /** Blank px after the last tab, so the bar can rest at a tab start at its far end (tabScroll.ts). */
  spacer: number;
}

const initialState: TabScrollState = { overflow: false, atStart: true, atEnd: true, spacer: 0 };

const sameState = (a: TabScrollState, b: TabScrollState) => a.overflow === b.overflow && a.atStart === b.atStart && a.atEnd === b.atEnd && a.spacer === b.spacer;

/** Where each tab (a child of the list) lies in the scrolled row. */
function measure(list: HTMLElement): TabExtent[] {
  return Array.from(list.children, (item) => {
    const element = item as HTMLElement;
    const start = element.offsetLeft - list.offsetLeft;
    return { start, end: start + element.offsetWidth };
  });
}

/**
 * The state as laid out now. `strip` holds the controls and the row: its width is the room the
 * tabs would have without the controls, so showing them never decides whether they are needed.
 */
function readState(strip: HTMLElement | null, row: HTMLElement, list: HTMLElement): TabScrollState {
  const tabs = measure(list);
  const viewport = row.clientWidth;
  const overflow = overflows(tabs, strip?.clientWidth ?? viewport);
  if (!overflow) return initialState;
  return { overflow, spacer: endSpacer(tabs, viewport), ...scrollEdges(tabs, row.scrollLeft, viewport) };
}

function scrollRow(row: HTMLElement, position: number) {
  if (Math.abs(row.scrollLeft - position) >= 1) row.scrollLeft = position;
}

/** Brings a tab (`item`, a child of the list) into view whole, the leftmost tab whole as well. */
function revealItem(row: HTMLElement, list: HTMLElement, item: Element | null) {
  const index = item ? Array.prototype.indexOf.call(list.children, item) : -1;
  if (index >= 0) scrollRow(row, revealPosition(measure(list), index, row.scrollLeft, row.clientWidth));
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The scrolling of the tab bar: whether its tabs overflow (then ‹ › controls show), the spacer after
 * the last tab, the active tab (`[data-active]`) kept in view when it changes or the bar resizes, a
 * tab focused from the keyboard brought into view, and the controls' moves. Positions follow
 * tabScroll.ts: the bar rests where a tab begins, so the leftmost tab on screen is never cut.
 * Attach `stripRef` (controls and row), `scrollRef` (the scrolling row) and `listRef` (the tabs).
 */
export function useTabScroll(activeKey: unknown, tabs: unknown) {
  const stripRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [state, setState] = useState(initialState);
  const keep = (next: TabScrollState) => setState((current) => (sameState(current, next) ? current : next));

  // The active tab in view when it changes, and when the bar or the tabs change size (fonts loading,
  // the window or the sidebar resizing), the controls appear (a narrower view) or the spacer changes.
  const { overflow, spacer } = state;
  useLayoutEffect(() => {
    const strip = stripRef.current;
    const row = scrollRef.current;
    const list = listRef.current;
    if (!row || !list) return;
    const update = () => {
      revealItem(row, list, list.querySelector(':scope > [data-active]'));
      const next = readState(strip, row, list);
      setState((current) => (sameState(current, next) ? current : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    for (const element of [strip, row, list]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [activeKey, tabs, overflow, spacer]);

  /** ‹ (-1) or › (1): a view back, or the first cut tab to the left edge. Says which edges it reached. */
  const page = (direction: -1 | 1): { atStart: boolean; atEnd: boolean } => {
    const row = scrollRef.current;
    const list = listRef.current;
    if (!row || !list) return { atStart: true, atEnd: true };
    const extents = measure(list);
    const viewport = row.clientWidth;
    const position = direction < 0 ? previousPosition(extents, row.scrollLeft, viewport) : nextPosition(extents, row.scrollLeft, viewport);
    scrollRow(row, position);
    keep(readState(stripRef.current, row, list));
    return scrollEdges(extents, position, viewport);
  };

  /** On the row: the controls follow a scroll by wheel, touch or focus. */
  const onScroll = () => {
    const row = scrollRef.current;
    const list = listRef.current;
    if (row && list) keep(readState(stripRef.current, row, list));
  };

  /** On the list: a tab (or its close button) focused from the keyboard is brought into view whole. */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = scrollRef.current;
    const list = listRef.current;
    const target = event.target as Element;
    if (!row || !list || !isFocusVisible(target)) return;
    revealItem(row, list, target.closest('.srm-tab'));
  };

  return { ...state, stripRef, scrollRef, listRef, page, onScroll, onFocus };
}
