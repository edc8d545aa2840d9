import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectOption } from '../selectCore/options';
import { RemoteSearch } from '../selectCore/remoteSearch';
import { PAGE_SELECT_PAGE_SIZE, SCROLL_LOAD_THROTTLE_MS, SEARCH_DEBOUNCE_MS } from '../selectCore/constants';
import { pageCount, pageLoader, type PageSelectRequest } from './pageSelectLogic';

interface Supplier {
  sn: string;
  name: string;
}
const rows: Supplier[] = Array.from({ length: 95 }, (_, i) => ({ sn: `S${i + 1}`, name: `供应商 ${String(i + 1).padStart(3, '0')}` }));

/** A server over 95 rows that answers at once. */
function fakeServer() {
  const requests: Omit<PageSelectRequest, 'signal'>[] = [];
  const loadPage = vi.fn(async ({ keyword, page, pageSize }: PageSelectRequest) => {
    requests.push({ keyword, page, pageSize });
    const hits = rows.filter((row) => row.name.includes(keyword));
    return { options: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length };
  });
  return { loadPage, requests };
}

function pagedSearch(loadPage: ReturnType<typeof fakeServer>['loadPage']) {
  return new RemoteSearch<SelectOption<Supplier>>({
    load: pageLoader(loadPage, { label: 'name', value: 'sn' }),
    getKey: (option) => option.value,
    pageSize: PAGE_SELECT_PAGE_SIZE,
    cap: Infinity,
    debounceMs: SEARCH_DEBOUNCE_MS,
    throttleMs: SCROLL_LOAD_THROTTLE_MS,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pageCount', () => {
  it.each([
    [95, 10, 10],
    [100, 10, 10],
    [0, 10, 0],
    [1, 10, 1],
    [5, 0, 0],
  ])('%i rows at %i a page are %i pages', (total, pageSize, expected) => {
    expect(pageCount(total, pageSize)).toBe(expected);
  });
});

describe('pageLoader', () => {
  it('passes keyword, page and page size and maps the rows through field names', async () => {
    const { loadPage, requests } = fakeServer();
    const load = pageLoader(loadPage, { label: 'name', value: 'sn' });
    const page = await load('', { page: 2, pageSize: 10, signal: new AbortController().signal });
    expect(requests).toEqual([{ keyword: '', page: 2, pageSize: 10 }]);
    expect(page.total).toBe(95);
    expect(page.options.map((o) => o.label)).toEqual(rows.slice(10, 20).map((r) => r.name));
    expect(page.options[0]).toMatchObject({ value: 'S11', raw: rows[10] });
  });
});

describe('paging as PageSelect does it', () => {
  it('loads pages of 10, one scroll load per 500 ms, and stops at the total of 95', async () => {
    const { loadPage, requests } = fakeServer();
    const search = pagedSearch(loadPage);
    search.searchNow('');
    await vi.advanceTimersByTimeAsync(0);
    expect(search.getState().options).toHaveLength(10);

    // Scrolling fires many load-more calls; the throttle turns them into one load per 500 ms.
    search.loadMore();
    search.loadMore();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((r) => r.page)).toEqual([1, 2]);
    for (let i = 0; i < 20; i += 1) {
      search.loadMore();
      await vi.advanceTimersByTimeAsync(100);
    }
    const pages = requests.map((r) => r.page);
    expect(pages).toEqual([1, 2, 3, 4, 5, 6]);
    for (let i = 0; i < 40; i += 1) {
      search.loadMore();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(requests.map((r) => r.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(search.getState()).toMatchObject({ hasMore: false, total: 95, page: 10 });
    expect(search.getState().options).toHaveLength(95);
    expect(search.getState().options.at(-1)?.label).toBe('供应商 095');
  });

  it('starts again from page 1 for a new keyword, 500 ms after typing stops', async () => {
    const { loadPage, requests } = fakeServer();
    const search = pagedSearch(loadPage);
    search.searchNow('');
    await vi.advanceTimersByTimeAsync(0);
    search.loadMore();
    await vi.advanceTimersByTimeAsync(0);
    search.search('供应商 09');
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.at(-1)).toEqual({ keyword: '供应商 09', page: 1, pageSize: 10 });
    expect(search.getState()).toMatchObject({ total: 6, hasMore: false, page: 1 });
  });
});
