import { useEffect, useState } from 'react';

export interface Answer<T> {
  data: T | null;
  /** The failed call's message (the gateway's 指数不存在 …), shown where the answer would be. */
  error: string | null;
  isLoading: boolean;
}

type Load<T> = (signal: AbortSignal) => Promise<T>;

/**
 * Runs `load` (a silent call: the page shows its failure) whenever it changes, or not at all while it
 * is null; an older answer arriving late is dropped and its call aborted. Keeps the last data while
 * the next loads.
 */
export function useAnswer<T>(load: Load<T> | null): Answer<T> {
  const [answer, setAnswer] = useState<{ for: Load<T>; data: T | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    let live = true;
    load(controller.signal).then(
      (data) => {
        if (live) setAnswer({ for: load, data, error: null });
      },
      (error: unknown) => {
        if (live) setAnswer({ for: load, data: null, error: error instanceof Error && error.message ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [load]);
  const current = answer !== null && answer.for === load;
  return { data: answer?.data ?? null, error: current ? answer.error : null, isLoading: load !== null && !current };
}
