import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteSearch, appendPage, computeHasMore, type RemoteLoadContext, type RemotePage } from './remoteSearch';

interface Row {
  id: number;
  name: string;
}

interface Call {
  keyword: string;
  context: RemoteLoadContext;
  resolve: (page: RemotePage<Row>) => void;
  reject: (error: unknown) => void;
}

/** A loader whose answers the test releases one by one, in any order. */
function deferredLoader() {
  const calls: Call[] = [];
  const load = vi.fn((keyword: string, context: RemoteLoadContext) => {
    return new Promise<RemotePage<Row>>((resolve, reject) => {
      calls.push({ keyword, context, resolve, reject });
    });
  });
  return { calls, load };
}

function rows(from: number, count: number, prefix = '供应商'): Row[] {
  return Array.from({ length: count }, (_, i) => ({ id: from + i, name: `${prefix} ${String(from + i).padStart(3, '0')}` }));
}

function create(load: (keyword: string, context: RemoteLoadContext) => Promise<RemotePage<Row>>, overrides: { pageSize?: number; cap?: number } = {}) {
  return new RemoteSearch<Row>({
    load,
    getKey: (row) => row.id,
    pageSize: overrides.pageSize ?? 20,
    cap: overrides.cap ?? 50,
    debounceMs: 500,
    throttleMs: 500,
  });
}

/** Lets resolved promises run their callbacks. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('computeHasMore', () => {
  it.each([
    { loaded: 20, last: 20, pageSize: 20, total: undefined, cap: 50, expected: true, why: 'a full page without a total' },
    { loaded: 25, last: 5, pageSize: 20, total: undefined, cap: 50, expected: false, why: 'a short page without a total' },
    { loaded: 20, last: 20, pageSize: 20, total: 20, cap: 50, expected: false, why: 'the total is reached' },
    { loaded: 10, last: 10, pageSize: 10, total: 95, cap: Infinity, expected: true, why: 'below the total' },
    { loaded: 50, last: 10, pageSize: 20, total: 300, cap: 50, expected: false, why: 'the cap is reached' },
  ])('is $expected for $why', ({ loaded, last, pageSize, total, cap, expected }) => {
    expect(computeHasMore(loaded, last, pageSize, total, cap)).toBe(expected);
  });
});

describe('appendPage', () => {
  const key = (row: Row) => row.id;
  it.each([
    { existing: rows(1, 2), incoming: rows(3, 2), cap: 50, ids: [1, 2, 3, 4] },
    { existing: rows(1, 2), incoming: rows(2, 2), cap: 50, ids: [1, 2, 3] },
    { existing: rows(1, 2), incoming: rows(3, 5), cap: 4, ids: [1, 2, 3, 4] },
    { existing: [], incoming: rows(1, 3), cap: 2, ids: [1, 2] },
  ])('appends to $ids', ({ existing, incoming, cap, ids }) => {
    expect(appendPage(existing, incoming, key, cap).map(key)).toEqual(ids);
  });
});

describe('RemoteSearch', () => {
  it('debounces typing by 500 ms and searches only the last keyword', async () => {
    const { calls, load } = deferredLoader();
    const search = create(load);
    search.search('河');
    vi.advanceTimersByTime(200);
    search.search('河北');
    expect(search.getState()).toMatchObject({ keyword: '河北', status: 'searching', options: [] });
    vi.advanceTimersByTime(499);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls[0]!.keyword).toBe('河北');
    expect(calls[0]!.context).toMatchObject({ page: 1, pageSize: 20 });
    calls[0]!.resolve({ options: rows(1, 3, '河北'), total: 3 });
    await flush();
    expect(search.getState()).toMatchObject({ status: 'ready', loadedKeyword: '河北', hasMore: false });
    expect(search.getState().options).toHaveLength(3);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const { calls, load } = deferredLoader();
    const search = create(load);
    search.searchNow('玉');
    search.searchNow('玉米');
    expect(calls[0]!.context.signal.aborted).toBe(true);
    expect(calls[1]!.context.signal.aborted).toBe(false);
    calls[1]!.resolve({ options: rows(1, 1, '玉米') });
    await flush();
    calls[0]!.resolve({ options: rows(100, 5, '玉') });
    await flush();
    expect(search.getState().keyword).toBe('玉米');
    expect(search.getState().options.map((row) => row.name)).toEqual(['玉米 001']);
  });

  it('ignores an answer that arrives while a newer keyword waits for its debounce', async () => {
    const { calls, load } = deferredLoader();
    const search = create(load);
    search.searchNow('豆');
    search.search('豆粕');
    calls[0]!.resolve({ options: rows(1, 2, '豆') });
    await flush();
    expect(search.getState()).toMatchObject({ keyword: '豆粕', status: 'searching', options: [] });
  });

  it('pages 20 at a time and stops at the cap of 50', async () => {
    const load = vi.fn(async (_keyword: string, { page, pageSize }: RemoteLoadContext) => ({ options: rows((page - 1) * pageSize + 1, pageSize) }));
    const search = create(load);
    search.searchNow('');
    await flush();
    expect(search.getState().options).toHaveLength(20);
    expect(search.loadMore()).toBe(true);
    await flush();
    expect(search.getState().options).toHaveLength(40);
    search.loadMore(); // within 500 ms of the previous scroll load: scheduled
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(load).toHaveBeenCalledTimes(3);
    expect(search.getState()).toMatchObject({ hasMore: false, page: 3 });
    expect(search.getState().options).toHaveLength(50);
    expect(search.loadMore()).toBe(false);
  });

  it('stops at the total', async () => {
    const load = vi.fn(async (_keyword: string, { page, pageSize }: RemoteLoadContext) => {
      const start = (page - 1) * pageSize + 1;
      return { options: rows(start, Math.max(0, Math.min(pageSize, 25 - start + 1))), total: 25 };
    });
    const search = create(load, { pageSize: 10, cap: Infinity });
    search.searchNow('');
    await flush();
    for (let i = 0; i < 5; i += 1) {
      search.loadMore();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(load).toHaveBeenCalledTimes(3);
    expect(search.getState()).toMatchObject({ hasMore: false, total: 25 });
    expect(search.getState().options).toHaveLength(25);
  });

  it('drops the next page when a new search starts meanwhile', async () => {
    const { calls, load } = deferredLoader();
    const search = create(load, { pageSize: 2 });
    search.searchNow('');
    calls[0]!.resolve({ options: rows(1, 2) });
    await flush();
    search.loadMore();
    expect(search.getState().status).toBe('loadingMore');
    search.searchNow('新');
    expect(calls[1]!.context.signal.aborted).toBe(true);
    calls[1]!.resolve({ options: rows(3, 2) });
    calls[2]!.resolve({ options: rows(10, 1, '新') });
    await flush();
    expect(search.getState().options.map((row) => row.id)).toEqual([10]);
  });

  it('stops loading on a failure, keeps what it has, and retries on the next open', async () => {
    const { calls, load } = deferredLoader();
    const search = create(load);
    search.searchNow('');
    calls[0]!.reject(new Error('网络异常请重试'));
    await flush();
    expect(search.getState()).toMatchObject({ status: 'error', hasMore: false, options: [] });
    search.ensureLoaded('');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not reload a keyword that is loaded or on its way', async () => {
    const { calls, load } = deferredLoader();
    const search = create(load);
    search.ensureLoaded('');
    search.ensureLoaded('');
    calls[0]!.resolve({ options: rows(1, 1) });
    await flush();
    search.ensureLoaded('');
    expect(load).toHaveBeenCalledTimes(1);
    search.ensureLoaded('江');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('notifies subscribers with a new state object on every change', async () => {
    const { calls, load } = deferredLoader();
    const search = create(load);
    const seen: string[] = [];
    const unsubscribe = search.subscribe(() => seen.push(search.getState().status));
    search.searchNow('');
    calls[0]!.resolve({ options: [] });
    await flush();
    unsubscribe();
    search.searchNow('x');
    expect(seen).toEqual(['searching', 'ready']);
  });

  it('uses the loader handed over last', async () => {
    const first = vi.fn(async () => ({ options: rows(1, 1) }));
    const second = vi.fn(async () => ({ options: rows(2, 1) }));
    const search = create(first);
    search.setLoader(second);
    search.searchNow('');
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(search.getState().options.map((row) => row.id)).toEqual([2]);
  });

  it('cancel stops a waiting search and marks the list as not loaded', () => {
    const { load } = deferredLoader();
    const search = create(load);
    search.search('麦');
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    expect(search.getState()).toMatchObject({ status: 'idle', loadedKeyword: null });
  });
});
