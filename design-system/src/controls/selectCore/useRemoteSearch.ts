import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { RemoteSearch, type RemoteLoader, type RemotePage, type RemoteSearchState } from './remoteSearch';

export interface UseRemoteSearchOptions<O> {
  /** The loader; may change between renders (the newest one is always used). Undefined: never loads. */
  load: RemoteLoader<O> | undefined;
  getKey: (option: O) => string | number;
  pageSize: number;
  cap: number;
  debounceMs: number;
  throttleMs: number;
}

export interface UseRemoteSearchResult<O> {
  state: RemoteSearchState<O>;
  search: RemoteSearch<O>;
  /** A stable callback for the list's load-more sentinel. */
  loadMore: () => void;
}

/**
 * Binds a `RemoteSearch` to a component: created once (page size, cap and timings are read at
 * mount), cancelled on unmount, re-rendering on every state change.
 */
export function useRemoteSearch<O>({ load, getKey, pageSize, cap, debounceMs, throttleMs }: UseRemoteSearchOptions<O>): UseRemoteSearchResult<O> {
  const [search] = useState(() => new RemoteSearch<O>({ getKey, pageSize, cap, debounceMs, throttleMs, load: load ?? loadNothing }));
  // The newest loader is handed over after every render, before any user event can start a load.
  useLayoutEffect(() => {
    search.setLoader(load ?? loadNothing);
  });
  useEffect(() => () => search.cancel(), [search]);
  const state = useSyncExternalStore(search.subscribe, search.getState, search.getState);
  const loadMore = useCallback(() => {
    search.loadMore();
  }, [search]);
  return { state, search, loadMore };
}

async function loadNothing(): Promise<RemotePage<never>> {
  return { options: [] };
}
