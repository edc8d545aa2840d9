/**
 * Scrolling of an overflowing tab bar, as pure functions of measured sizes (px, along the row). The
 * rule: the bar only rests where a tab begins, so the leftmost tab on screen is always whole (never
 * cut mid-label). A spacer after the last tab lets the bar rest at the start of the last "page" too.
 */

/** Where a tab lies in the scrolled row: from its left edge to its right edge. */
export interface TabExtent {
  start: number;
  end: number;
}

/** A tolerance for sub-pixel layouts. */
const EPSILON = 1;

/** The row's content end: the right edge of the last tab (0 without tabs). */
function contentEnd(tabs: readonly TabExtent[]): number {
  return tabs.length > 0 ? tabs[tabs.length - 1]!.end : 0;
}

/** Whether the tabs need more than `available` px: then the bar scrolls and shows its ‹ › controls. */
export function overflows(tabs: readonly TabExtent[], available: number): boolean {
  return contentEnd(tabs) > available + EPSILON;
}

/**
 * The blank space needed after the last tab so that the farthest scroll position is a tab's start
 * (0 when the tabs fit). That start is the first tab from which everything to the end fits in view.
 */
export function endSpacer(tabs: readonly TabExtent[], viewport: number): number {
  const end = contentEnd(tabs);
  if (end <= viewport + EPSILON) return 0;
  const last = tabs.find((tab) => end - tab.start <= viewport + EPSILON) ?? tabs[tabs.length - 1]!;
  return Math.max(0, Math.round(last.start + viewport - end));
}

/** The farthest scroll position, with the end spacer. */
export function maxScroll(tabs: readonly TabExtent[], viewport: number): number {
  return Math.max(0, contentEnd(tabs) + endSpacer(tabs, viewport) - viewport);
}

function clamp(position: number, tabs: readonly TabExtent[], viewport: number): number {
  return Math.max(0, Math.min(maxScroll(tabs, viewport), position));
}

/**
 * The scroll position that shows tab `index` whole, the leftmost tab whole as well: unchanged when
 * it is already in view; the tab's own start when it lies to the left; else the first tab start
 * from which it fits (a tab wider than the view starts it).
 */
export function revealPosition(tabs: readonly TabExtent[], index: number, scrollLeft: number, viewport: number): number {
  const tab = tabs[index];
  if (!tab) return clamp(scrollLeft, tabs, viewport);
  if (tab.start < scrollLeft - EPSILON) return clamp(tab.start, tabs, viewport);
  if (tab.end <= scrollLeft + viewport + EPSILON) return clamp(scrollLeft, tabs, viewport);
  const from = tabs.find((candidate) => candidate.start >= tab.end - viewport - EPSILON);
  return clamp(from && from.start <= tab.start ? from.start : tab.start, tabs, viewport);
}

/** › : the first tab not wholly in view at the right becomes the leftmost one. */
export function nextPosition(tabs: readonly TabExtent[], scrollLeft: number, viewport: number): number {
  const cut = tabs.find((tab) => tab.end > scrollLeft + viewport + EPSILON && tab.start > scrollLeft + EPSILON);
  const after = cut ?? tabs.find((tab) => tab.start > scrollLeft + EPSILON);
  return clamp(after ? after.start : maxScroll(tabs, viewport), tabs, viewport);
}

/**
 * ‹ : back by a view's width, to the first tab start from which the tabs up to the current leftmost
 * one fit; at least one tab back.
 */
export function previousPosition(tabs: readonly TabExtent[], scrollLeft: number, viewport: number): number {
  const before = tabs.filter((tab) => tab.start < scrollLeft - EPSILON);
  if (before.length === 0) return 0;
  const fits = before.find((tab) => tab.start >= scrollLeft - viewport - EPSILON);
  return clamp((fits ?? before[before.length - 1]!).start, tabs, viewport);
}

/** Whether the bar is scrolled to its start, or as far as it goes. */
export function scrollEdges(tabs: readonly TabExtent[], scrollLeft: number, viewport: number): { atStart: boolean; atEnd: boolean } {
  return { atStart: scrollLeft <= EPSILON, atEnd: scrollLeft >= maxScroll(tabs, viewport) - EPSILON };
}
