import { useEffect, useState } from 'react';

/** Long lists that are not virtualised render in chunks (spec 01 §4): 20 rows, then 20 more every 800 ms. */
export const RENDER_CHUNK_SIZE = 20;
export const RENDER_CHUNK_INTERVAL_MS = 800;

/** The number of rows to render after `ticks` chunk intervals. */
export function chunkedCount(total: number, ticks: number, chunk = RENDER_CHUNK_SIZE): number {
  return Math.min(total, chunk * (ticks + 1));
}

/**
 * How many of `total` rows to render now: all of them when `enabled` is false or they fit in one
 * chunk, else a growing prefix (20, 40, 60 … every 800 ms). A new list starts again from 20.
 */
export function useChunkedCount(total: number, enabled: boolean, listIdentity: unknown): number {
  const [state, setState] = useState({ identity: listIdentity, ticks: 0 });
  // A new list restarts the chunks (state adjusted during render, as React recommends).
  const ticks = state.identity === listIdentity ? state.ticks : 0;
  if (state.identity !== listIdentity) setState({ identity: listIdentity, ticks: 0 });
  const count = enabled ? chunkedCount(total, ticks) : total;
  const isComplete = count >= total;
  useEffect(() => {
    if (isComplete) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, ticks: current.ticks + 1 })), RENDER_CHUNK_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [isComplete, count]);
  return count;
}
