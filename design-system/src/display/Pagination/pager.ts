/** Page sizes offered (spec 01 §9). */
export const PAGINATION_PAGE_SIZES: readonly number[] = [10, 20, 30, 50, 100];
/** Default page size of the generic list (spec 01 §9). */
export const PAGINATION_DEFAULT_PAGE_SIZE = 20;
/** Number of page buttons in the pager, first and last included (odd, as Element's pager-count). */
export const PAGINATION_PAGER_COUNT = 7;

export type PagerItem =
  | { type: 'page'; page: number }
  /** Stands for hidden pages; pressing it moves `pagerCount - 2` pages towards `direction`. */
  | { type: 'ellipsis'; direction: 'prev' | 'next'; target: number };

function positiveInt(value: number, fallback: number): number {
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

/** Number of pages for a total: at least 1, so an empty list still shows page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  const size = positiveInt(pageSize, PAGINATION_DEFAULT_PAGE_SIZE);
  const rows = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  return Math.max(1, Math.ceil(rows / size));
}

/** A whole page number within 1..pageCount (anything not a number gives 1). */
export function clampPage(page: number, pageCount: number): number {
  const last = positiveInt(pageCount, 1);
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/**
 * The pager's buttons: always the first and last page, a window around the current page, and an
 * ellipsis for each run of hidden pages: 1 … 4 5 [6] 7 8 … 20 with the default 7 (Element's
 * pager-count: `pagerCount - 2` pages between the first and the last). An ellipsis never stands
 * for a single page: that page is shown instead (1 2 3 4 [5] 6 7 … 20).
 */
export function pagerItems(current: number, pageCount: number, pagerCount: number = PAGINATION_PAGER_COUNT): PagerItem[] {
  const count = positiveInt(pageCount, 1);
  const slots = Math.max(5, positiveInt(pagerCount, PAGINATION_PAGER_COUNT));
  const page = clampPage(current, count);
  const pages = (from: number, to: number): PagerItem[] =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ type: 'page', page: from + i }));
  if (count <= slots) return pages(1, count);

  const inner = slots - 2; // buttons between the first and the last page
  const before = Math.floor((inner - 1) / 2);
  let start = page - before;
  let end = start + inner - 1;
  if (start < 2) {
    start = 2;
    end = start + inner - 1;
  }
  if (end > count - 1) {
    end = count - 1;
    start = end - inner + 1;
  }
  const step = slots - 2;
  const items: PagerItem[] = [{ type: 'page', page: 1 }];
  if (start === 3) items.push({ type: 'page', page: 2 });
  else if (start > 3) items.push({ type: 'ellipsis', direction: 'prev', target: Math.max(1, page - step) });
  items.push(...pages(start, end));
  if (end === count - 2) items.push({ type: 'page', page: count - 1 });
  else if (end < count - 2) items.push({ type: 'ellipsis', direction: 'next', target: Math.min(count, page + step) });
  items.push({ type: 'page', page: count });
  return items;
}

/**
 * The page a jumper text asks for, clamped to 1..pageCount; `null` when the text is not a whole
 * number (blank, letters, decimals, signs). Full-width digits from a Chinese input method count.
 */
export function parseJumpInput(text: string, pageCount: number): number | null {
  const normalized = text.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (!/^\d+$/.test(normalized)) return null;
  return clampPage(Number(normalized), pageCount);
}

/**
 * The page to show after the page size changes: the one holding the first row of the current page,
 * so the rows the user was looking at stay in view (then clamped to the new page count).
 */
export function pageAfterSizeChange(page: number, oldSize: number, newSize: number, total: number): number {
  const size = positiveInt(oldSize, PAGINATION_DEFAULT_PAGE_SIZE);
  const next = positiveInt(newSize, PAGINATION_DEFAULT_PAGE_SIZE);
  const firstRow = (clampPage(page, Number.MAX_SAFE_INTEGER) - 1) * size;
  return clampPage(Math.floor(firstRow / next) + 1, pageCountOf(total, next));
}

/** The sizes offered in the chooser: the options, plus the current size if it is not one of them, ascending. */
export function pageSizeChoices(options: readonly number[], current: number): number[] {
  const valid = options.filter((size) => Number.isInteger(size) && size > 0);
  if (Number.isInteger(current) && current > 0) valid.push(current);
  return [...new Set(valid)].sort((a, b) => a - b);
}
