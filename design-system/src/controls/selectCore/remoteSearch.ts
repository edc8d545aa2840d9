import { createDebouncer, createThrottle, defaultTimers, type Timers } from './timing';

/** What the caller's loader receives besides the keyword. */
export interface RemoteLoadContext {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Aborted when a newer search replaces this request. */
  signal: AbortSignal;
}

/** One page of results; `total` (when known) stops paging at the end. */
export interface RemotePage<O> {
  options: O[];
  total?: number;
}

export type RemoteLoader<O> = (keyword: string, context: RemoteLoadContext) => Promise<RemotePage<O>>;

/**
 * - `idle`: nothing loaded yet.
 * - `searching`: a first page for `keyword` is pending (waiting for the debounce or the answer).
 * - `loadingMore`: the next page is being loaded.
 * - `ready`: the last answer arrived.
 * - `error`: the last load failed; what was loaded stays, paging stops (spec 01 §8: a failed list
 *   load just stops loading).
 */
export type RemoteStatus = 'idle' | 'searching' | 'loadingMore' | 'ready' | 'error';

export interface RemoteSearchState<O> {
  /** The keyword the list is (being) loaded for. */
  keyword: string;
  options: readonly O[];
  /** The last page loaded (0 before the first answer). */
  page: number;
  total: number | undefined;
  status: RemoteStatus;
  hasMore: boolean;
  /** The keyword of the last completed first page, or null. */
  loadedKeyword: string | null;
}

export interface RemoteSearchConfig<O> {
  load: RemoteLoader<O>;
  /** Identity of an option, to drop repeats across pages. */
  getKey: (option: O) => string | number;
  pageSize: number;
  /** Never hold more than this many options (Infinity for no cap). */
  cap: number;
  debounceMs: number;
  throttleMs: number;
  timers?: Timers;
}

/** Whether another page may exist after `loaded` options, the last page having `lastPageLength`. */
export function computeHasMore(loaded: number, lastPageLength: number, pageSize: number, total: number | undefined, cap: number): boolean {
  if (loaded >= cap) return false;
  if (total !== undefined) return loaded < total;
  return lastPageLength >= pageSize;
}

/** Appends a page, dropping options already present, and cuts the list at `cap`. */
export function appendPage<O>(existing: readonly O[], incoming: readonly O[], getKey: (option: O) => string | number, cap: number): O[] {
  const seen = new Set(existing.map(getKey));
  const result = [...existing];
  for (const option of incoming) {
    if (result.length >= cap) break;
    const key = getKey(option);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(option);
  }
  return result.slice(0, cap);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The remote search of a select, free of React: debounced searches, paged loading with a throttle,
 * a result cap, and protection against stale answers. Every request carries a sequence number and
 * an AbortSignal; starting a newer request aborts the older one and any answer that is not for the
 * newest request is ignored, so an out-of-order answer can never overwrite a newer list.
 */
export class RemoteSearch<O> {
  private state: RemoteSearchState<O> = {
    keyword: '',
    options: [],
    page: 0,
    total: undefined,
    status: 'idle',
    hasMore: false,
    loadedKeyword: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly debouncer;
  private readonly throttle;
  private sequence = 0;
  private controller: AbortController | null = null;

  private load: RemoteLoader<O>;

  constructor(private readonly config: RemoteSearchConfig<O>) {
    const timers = config.timers ?? defaultTimers;
    this.load = config.load;
    this.debouncer = createDebouncer(config.debounceMs, timers);
    this.throttle = createThrottle(config.throttleMs, timers);
  }

  /** Replaces the loader (the caller's function may change between renders); later loads use it. */
  setLoader(load: RemoteLoader<O>): void {
    this.load = load;
  }

  getState = (): RemoteSearchState<O> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Searches for `keyword` after the debounce; the list shows as searching meanwhile. */
  search(keyword: string): void {
    const id = this.invalidate();
    this.set({ keyword, options: [], page: 0, total: undefined, status: 'searching', hasMore: false });
    this.debouncer.run(() => this.loadFirst(id, keyword));
  }

  /** Searches for `keyword` at once (for example when the list opens). */
  searchNow(keyword: string): void {
    const id = this.invalidate();
    this.set({ keyword, options: [], page: 0, total: undefined, status: 'searching', hasMore: false });
    this.loadFirst(id, keyword);
  }

  /** Loads the first page for `keyword` unless it is loaded or on its way already (a failed load is retried). */
  ensureLoaded(keyword: string): void {
    const { status, loadedKeyword, keyword: current } = this.state;
    if (status === 'searching' && current === keyword) return;
    if (loadedKeyword === keyword && current === keyword && (status === 'ready' || status === 'loadingMore')) return;
    this.searchNow(keyword);
  }

  /**
   * Loads the next page (throttled). Does nothing unless a list is loaded and more exists.
   * Returns whether a load was started or scheduled.
   */
  loadMore(): boolean {
    if (this.state.status !== 'ready' || !this.state.hasMore) return false;
    this.throttle.run(() => this.loadNext());
    return true;
  }

  /** Stops waiting timers and the request on its way (on unmount, or when the list closes). */
  cancel(): void {
    this.invalidate();
    if (this.state.status === 'searching' || this.state.status === 'loadingMore') {
      // The list is incomplete: forget which keyword it was for, so the next open reloads it.
      this.set({ status: this.state.options.length ? 'ready' : 'idle', loadedKeyword: this.state.status === 'searching' ? null : this.state.loadedKeyword });
    }
  }

  private invalidate(): number {
    this.debouncer.cancel();
    this.throttle.cancel();
    this.controller?.abort();
    this.controller = null;
    this.sequence += 1;
    return this.sequence;
  }

  private begin(id: number): AbortSignal | null {
    if (id !== this.sequence) return null;
    this.controller = new AbortController();
    return this.controller.signal;
  }

  private loadFirst(id: number, keyword: string): void {
    const signal = this.begin(id);
    if (!signal) return;
    const { pageSize, cap, getKey } = this.config;
    this.run(
      id,
      () => this.load(keyword, { page: 1, pageSize, signal }),
      (page) => {
        const options = appendPage([], page.options, getKey, cap);
        this.set({
          keyword,
          options,
          page: 1,
          total: page.total,
          status: 'ready',
          loadedKeyword: keyword,
          hasMore: computeHasMore(options.length, page.options.length, pageSize, page.total, cap),
        });
      },
      () => this.set({ status: 'error', hasMore: false, loadedKeyword: keyword }),
    );
  }

  private loadNext(): void {
    if (this.state.status !== 'ready' || !this.state.hasMore) return;
    const id = this.invalidate();
    const signal = this.begin(id);
    if (!signal) return;
    const { pageSize, cap, getKey } = this.config;
    const { keyword, page: current } = this.state;
    this.set({ status: 'loadingMore' });
    this.run(
      id,
      () => this.load(keyword, { page: current + 1, pageSize, signal }),
      (page) => {
        const options = appendPage(this.state.options, page.options, getKey, cap);
        const total = page.total ?? this.state.total;
        this.set({
          options,
          page: current + 1,
          total,
          status: 'ready',
          hasMore: computeHasMore(options.length, page.options.length, pageSize, total, cap),
        });
      },
      () => this.set({ status: 'error', hasMore: false }),
    );
  }

  private run(id: number, request: () => Promise<RemotePage<O>>, onPage: (page: RemotePage<O>) => void, onError: () => void): void {
    let promise: Promise<RemotePage<O>>;
    try {
      promise = request();
    } catch {
      if (id === this.sequence) onError();
      return;
    }
    promise.then(
      (page) => {
        if (id !== this.sequence) return; // a newer request owns the list
        this.controller = null;
        onPage(page);
      },
      (error: unknown) => {
        if (id !== this.sequence || isAbort(error)) return;
        this.controller = null;
        onError();
      },
    );
  }

  private set(patch: Partial<RemoteSearchState<O>>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
