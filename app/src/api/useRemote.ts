import { useCallback, useEffect, useState } from 'react';

export interface Remote<T> {
  data: T | null;
  isLoading: boolean;
  /** The last load failed (the call layer already showed why). */
  failed: boolean;
  reload: () => void;
}

/** Loads once (and again on `reload`); `load` must be stable. Keeps the last data while reloading. */
export function useRemote<T>(load: () => Promise<T>): Remote<T> {
  const [state, setState] = useState<{ data: T | null; isLoading: boolean; failed: boolean }>({ data: null, isLoading: true, failed: false });
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setState({ data, isLoading: false, failed: false });
      },
      () => {
        if (live) setState((current) => ({ ...current, isLoading: false, failed: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [load, revision]);
  const reload = useCallback(() => {
    setState((current) => ({ ...current, isLoading: true }));
    setRevision((value) => value + 1);
  }, []);
  return { ...state, reload };
}
