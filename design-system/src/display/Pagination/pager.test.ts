import { describe, expect, it } from 'vitest';
import { clampPage, pageAfterSizeChange, pageCountOf, pagerItems, pageSizeChoices, parseJumpInput, type PagerItem } from './pager';

/** Pager items as text: pages as numbers, the current one in brackets, ellipses as «n or »n (their target). */
function show(items: PagerItem[], current: number): string {
  return items
    .map((item) => {
      if (item.type === 'ellipsis') return `${item.direction === 'prev' ? '«' : '»'}${item.target}`;
      return item.page === current ? `[${item.page}]` : String(item.page);
    })
    .join(' ');
}

describe('pagerItems', () => {
  it.each<[number, number, number | undefined, string]>([
    // current, pageCount, pagerCount, expected
    [1, 1, undefined, '[1]'],
    [1, 5, undefined, '[1] 2 3 4 5'],
    [3, 7, undefined, '1 2 [3] 4 5 6 7'],
    [1, 8, undefined, '[1] 2 3 4 5 6 7 8'],
    [8, 8, undefined, '1 2 3 4 5 6 7 [8]'],
    [1, 9, undefined, '[1] 2 3 4 5 6 »6 9'],
    [1, 20, undefined, '[1] 2 3 4 5 6 »6 20'],
    [4, 20, undefined, '1 2 3 [4] 5 6 »9 20'],
    [5, 20, undefined, '1 2 3 4 [5] 6 7 »10 20'],
    [6, 20, undefined, '1 «1 4 5 [6] 7 8 »11 20'],
    [10, 20, undefined, '1 «5 8 9 [10] 11 12 »15 20'],
    [15, 20, undefined, '1 «10 13 14 [15] 16 17 »20 20'],
    [16, 20, undefined, '1 «11 14 15 [16] 17 18 19 20'],
    [17, 20, undefined, '1 «12 15 16 [17] 18 19 20'],
    [20, 20, undefined, '1 «15 15 16 17 18 19 [20]'],
    [50, 100, undefined, '1 «45 48 49 [50] 51 52 »55 100'],
    [6, 20, 5, '1 «3 5 [6] 7 »9 20'],
    [10, 40, 9, '1 «3 7 8 9 [10] 11 12 13 »17 40'],
    // out of range or broken input is clamped
    [0, 20, undefined, '[1] 2 3 4 5 6 »6 20'],
    [99, 20, undefined, '1 «15 15 16 17 18 19 [20]'],
    [Number.NaN, 3, undefined, '[1] 2 3'],
    [1, 0, undefined, '[1]'],
    [2, 20, 3, '1 [2] 3 4 »5 20'], // a pager count below 5 counts as 5
  ])('page %i of %i (pager %s)', (current, pageCount, pagerCount, expected) => {
    const items = pagerItems(current, pageCount, pagerCount);
    expect(show(items, clampPage(current, Math.max(1, pageCount)))).toBe(expected);
  });

  it('never lets an ellipsis stand for a single page and keeps pages ascending', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const items = pagerItems(current, count);
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages).toContain(current);
        items.forEach((item, index) => {
          if (item.type !== 'ellipsis') return;
          const prev = items[index - 1];
          const next = items[index + 1];
          if (prev?.type === 'page' && next?.type === 'page') expect(next.page - prev.page).toBeGreaterThan(2);
        });
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      }
    }
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [400, 20, 20],
    [401, 20, 21],
    [95, 10, 10],
    [-5, 20, 1],
    [Number.NaN, 20, 1],
    [100, 0, 5],
  ])('%i rows by %i -> %i pages', (total, size, expected) => {
    expect(pageCountOf(total, size)).toBe(expected);
  });
});

describe('clampPage', () => {
  it.each([
    [5, 10, 5],
    [0, 10, 1],
    [-3, 10, 1],
    [11, 10, 10],
    [2.7, 10, 2],
    [Number.NaN, 10, 1],
    [Number.POSITIVE_INFINITY, 10, 1],
    [3, 0, 1],
  ])('clampPage(%s, %s) -> %s', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('parseJumpInput', () => {
  it.each<[string, number, number | null]>([
    ['5', 20, 5],
    [' 7 ', 20, 7],
    ['0', 20, 1],
    ['999', 20, 20],
    ['０８', 20, 8],
    ['１２', 20, 12],
    ['', 20, null],
    ['   ', 20, null],
    ['abc', 20, null],
    ['3.5', 20, null],
    ['-2', 20, null],
    ['+2', 20, null],
    ['1e3', 20, null],
  ])('%j of %i pages -> %s', (text, count, expected) => {
    expect(parseJumpInput(text, count)).toBe(expected);
  });
});

describe('pageAfterSizeChange', () => {
  it.each([
    // page, old size, new size, total, expected: the first row of the old page stays in view
    [1, 20, 50, 400, 1],
    [3, 20, 50, 400, 1], // rows 41-60 -> page 1 of 50 (rows 1-50)
    [4, 20, 50, 400, 2], // rows 61-80 -> page 2 (rows 51-100)
    [6, 20, 10, 400, 11], // rows 101-120 -> page 11 of 10
    [20, 20, 100, 400, 4], // rows 381-400 -> page 4
    [2, 10, 20, 400, 1],
    [5, 10, 30, 400, 2], // rows 41-50 -> page 2 (rows 31-60)
    [10, 20, 20, 400, 10],
    [10, 20, 50, 30, 1], // clamped to the new page count
  ])('page %i at %i/page -> %i/page with %i rows: page %i', (page, oldSize, newSize, total, expected) => {
    expect(pageAfterSizeChange(page, oldSize, newSize, total)).toBe(expected);
  });
});

describe('pageSizeChoices', () => {
  it.each<[number[], number, number[]]>([
    [[10, 20, 30, 50, 100], 20, [10, 20, 30, 50, 100]],
    [[10, 20, 30, 50, 100], 15, [10, 15, 20, 30, 50, 100]],
    [[100, 10, 50], 10, [10, 50, 100]],
    [[10, 10, 0, -5, 2.5], 3, [3, 10]],
    [[], 20, [20]],
    [[10, 20], 0, [10, 20]],
  ])('%j with %i -> %j', (options, current, expected) => {
    expect(pageSizeChoices(options, current)).toEqual(expected);
  });
});
