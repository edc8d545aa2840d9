/**
 * The web font (Noto Sans SC, fonts.ts) is an enhancement: a CJK page reads the same in the system's
 * font, and the web font's subsets of the glyphs a page shows are hundreds of kilobytes. Fetching them
 * while a page's own code and data load delays that page's content on a slow link (Lighthouse mobile:
 * LCP 6.4 s on /dashboard with them, see README "App load"), and a text first laid out while its
 * subset is on the way is painted late. So the font is fetched once the first screen is on screen, its
 * gateway calls have settled and the browser is idle; at the latest `FALLBACK_MS` after the load event
 * for screens that never say so. Once cached it applies on the next visit's first paint.
 */
import { whenCallsSettle } from './api/callActivity';

const IDLE_TIMEOUT_MS = 2000;
const QUIET_MS = 500;
const MAX_WAIT_MS = 8000;
const FALLBACK_MS = 10_000;

let started = false;

function start(): void {
  if (started) return;
  started = true;
  void import('./fonts');
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 1);
}

/** Called by a screen once its content is on screen (login form, the signed-in pages). */
export function loadWebFontAfterContent(): void {
  if (started) return;
  void whenCallsSettle(QUIET_MS, MAX_WAIT_MS).then(() => whenIdle(start));
}

/** The latest moment: some time after the load event, whatever the screen. */
export function loadWebFontEventually(): void {
  const later = () => window.setTimeout(() => whenIdle(start), FALLBACK_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
