/**
 * A page's first data request, sent before the page is on screen (issue 18): while its module loads on a
 * full reload (router/landing.ts) or as the sidebar navigates to it, instead of after its table has mounted.
 * The page's table takes the answer over on its first load. Pure: the caller gives the send function and
 * the key of a request (its body, and whose session it is).
 *
 * - `start(body)` sends the request, unless the same one is already in flight and fresh;
 * - `take(body)` hands that request over once: only for the same key (the same filters, page and user),
 *   only while it is at most `maxAgeMs` old, and never twice, so a later load (a search, a reload after
 *   an action, the page opened again) always asks the gateway. A taken request that failed is sent again
 *   by `fallback`, through the call layer's usual failure rules (the early one is silent).
 */
export interface EarlyRequest<Body, Result> {
  /** Sends the request; the promise settles when it has answered (never rejects). */
  start(body: Body): Promise<void>;
  /** The early answer for `body`, or null when there is none to take: then send the request as usual. */
  take(body: Body): Promise<Result> | null;
  /**
   * The early answer for `body` if it has already come, successfully: handed over once, like `take`,
   * so a page can show it in its first render. Null otherwise (the request, if any, stays to `take`).
   */
  takeAnswered(body: Body): Result | null;
  /** Forgets the request in flight, if any (its answer is ignored). */
  clear(): void;
}

export interface EarlyRequestOptions<Body, Result> {
  /** Sends the early request; it should not show failures (the page has not asked yet). */
  send: (body: Body) => Promise<Result>;
  /** Sends the request again, the page's own way, when the early one failed. */
  fallback: (body: Body) => Promise<Result>;
  /** What makes two requests the same (include the user's token: another session never shares one). */
  keyOf: (body: Body) => string;
  /** How old an early request may be when it is taken. @default 5000 */
  maxAgeMs?: number;
  /** @default Date.now */
  now?: () => number;
}

/** JSON with the keys of every object sorted, so `{a, b}` and `{b, a}` are the same key. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export function createEarlyRequest<Body, Result>({ send, fallback, keyOf, maxAgeMs = 5000, now = Date.now }: EarlyRequestOptions<Body, Result>): EarlyRequest<Body, Result> {
  interface Slot {
    key: string;
    promise: Promise<Result>;
    settled: Promise<void>;
    at: number;
    answer?: { value: Result };
  }
  let slot: Slot | null = null;
  const isFresh = (entry: { at: number }) => now() - entry.at <= maxAgeMs;

  return {
    start(body) {
      const key = keyOf(body);
      if (slot && slot.key === key && isFresh(slot)) return slot.settled;
      const promise = send(body);
      const entry: Slot = { key, promise, settled: Promise.resolve(), at: now() };
      // Nobody may take it: its failure must not be reported as unhandled.
      entry.settled = promise.then(
        (value) => {
          entry.answer = { value };
        },
        () => undefined,
      );
      slot = entry;
      return entry.settled;
    },
    takeAnswered(body) {
      const entry = slot;
      if (!entry?.answer || entry.key !== keyOf(body) || !isFresh(entry)) return null;
      slot = null;
      return entry.answer.value;
    },
    take(body) {
      const entry = slot;
      slot = null;
      if (!entry || entry.key !== keyOf(body) || !isFresh(entry)) return null;
      return entry.promise.catch(() => fallback(body));
    },
    clear() {
      slot = null;
    },
  };
}
