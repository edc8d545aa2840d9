import { describe, expect, it } from 'vitest';
import { endSpacer, maxScroll, nextPosition, overflows, previousPosition, revealPosition, scrollEdges, type TabExtent } from './tabScroll';

/** Tabs of the given widths with a 4 px gap, from 0. */
function row(widths: number[]): TabExtent[] {
  let start = 0;
  return widths.map((width) => {
    const tab = { start, end: start + width };
    start += width + 4;
    return tab;
  });
}

// Ten tabs of 96 px: starts 0, 100, 200 … 900; the last ends at 996.
const tabs = row(Array.from({ length: 10 }, () => 96));
const view = 350;

/** The tab cut at the left edge of the view at `position`, if any. */
const cutAtLeft = (position: number) => tabs.find((tab) => tab.start < position && tab.end > position);

describe('tabScroll', () => {
  it('overflows only when the tabs need more than the room', () => {
    expect(overflows(row([96, 96]), 300)).toBe(false);
    expect(overflows(row([96, 96, 96]), 296)).toBe(false);
    expect(overflows(row([96, 96, 96]), 290)).toBe(true);
    expect(overflows(tabs, view)).toBe(true);
    expect(overflows([], view)).toBe(false);
  });

  it('adds a spacer so the farthest position is a tab start (the leftmost tab is whole at the end too)', () => {
    expect(endSpacer(row([96, 96]), 300)).toBe(0);
    // From 700 the rest (700 … 996) fits in 350: the spacer lets the bar rest at 700.
    expect(endSpacer(tabs, view)).toBe(700 + view - 996);
    expect(maxScroll(tabs, view)).toBe(700);
    expect(cutAtLeft(maxScroll(tabs, view))).toBeUndefined();
  });

  it('reveals the active tab at a tab start, never cutting the leftmost tab', () => {
    // The last tab (900 … 996) from the start: the bar goes to 700, where 700 … 1050 shows it whole.
    expect(revealPosition(tabs, 9, 0, view)).toBe(700);
    // A tab at the right edge (300 … 396, cut at 350): the first start from which it fits is 100.
    expect(revealPosition(tabs, 3, 0, view)).toBe(100);
    // A tab to the left of the view: its own start.
    expect(revealPosition(tabs, 2, 700, view)).toBe(200);
    // Already in view: unchanged.
    expect(revealPosition(tabs, 4, 300, view)).toBe(300);
    for (let index = 0; index < tabs.length; index += 1) {
      for (const from of [0, 100, 400, 700]) expect(cutAtLeft(revealPosition(tabs, index, from, view))).toBeUndefined();
    }
  });

  it('› brings the first tab cut at the right to the left edge; ‹ goes back a view, at least one tab', () => {
    // At 0 the view shows 0 … 350: tab 3 (300 … 396) is cut, it becomes the leftmost.
    expect(nextPosition(tabs, 0, view)).toBe(300);
    expect(nextPosition(tabs, 300, view)).toBe(600);
    expect(nextPosition(tabs, 600, view)).toBe(700);
    expect(nextPosition(tabs, 700, view)).toBe(700);
    expect(previousPosition(tabs, 700, view)).toBe(400);
    expect(previousPosition(tabs, 400, view)).toBe(100);
    expect(previousPosition(tabs, 100, view)).toBe(0);
    expect(previousPosition(tabs, 0, view)).toBe(0);
    // A view narrower than a tab still moves one tab at a time.
    expect(nextPosition(tabs, 0, 50)).toBe(100);
    expect(previousPosition(tabs, 300, 50)).toBe(200);
  });

  it('knows the edges', () => {
    expect(scrollEdges(tabs, 0, view)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(tabs, 300, view)).toEqual({ atStart: false, atEnd: false });
    expect(scrollEdges(tabs, 700, view)).toEqual({ atStart: false, atEnd: true });
  });
});
