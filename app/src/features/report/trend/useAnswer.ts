import { useEffect, useState } from 'react';

export interface Answer<T> {
  data: T | null;
  /** The failed call's message (the gateway's 指数不存在 …), shown where the answer would be. */
  error: string | null;
  isLoading: boolean;
}

/**
 * Runs `load` (a silent call: the page shows its failure) whenever it changes, or not at all while it
 * is null; an older answer arriving late is dropped and the call is aborted. Keeps the last data while
 * loading.
 */
export function useAnswer<T>(load: ((signal: AbortSignal) => Promise<T>) | null): Answer<T> {
  const [state, setState] = useState<Answer<T>>({ data: null, error: null, isLoading: load !== null });
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    let live = true;
    setState((current) => ({ ...current, error: null, isLoading: true }));
    load(controller.signal).then(
      (data) => {
        if (live) setState({ data, error: null, isLoading: false });
      },
      (error: unknown) => {
        if (live) setState({ data: null, error: error instanceof Error && error.message ? error.message : String(error), isLoading: false });
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [load]);
  return state;
}
