import { useEffect } from 'react';
import type { ViewProps } from './types';
import { useLatest } from './useLatest';

/**
 * Draws `data` for a view: `draw(data)` runs again for each new blob; once it resolves, `onDrawn`
 * gets its result and then `onReady` runs, and a rejection goes to `onError`. A run overtaken by new
 * data (or by unmounting) reports nothing. The callbacks are read when the run settles, so they may
 * change between renders without starting a new run.
 */
export function useDrawing<T>(
  data: Blob,
  draw: (data: Blob) => Promise<T>,
  onDrawn: (result: T) => void,
  { onReady, onError }: Pick<ViewProps, 'onReady' | 'onError'>,
) {
  const latest = useLatest({ draw, onDrawn, onReady, onError });
  useEffect(() => {
    let cancelled = false;
    latest.current.draw(data).then(
      (result) => {
        if (cancelled) return;
        latest.current.onDrawn(result);
        latest.current.onReady();
      },
      (error: unknown) => {
        if (!cancelled) latest.current.onError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [data, latest]);
}
