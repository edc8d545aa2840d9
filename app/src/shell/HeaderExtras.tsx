import { Suspense, lazy, startTransition, useEffect, useState, type ReactNode } from 'react';

const MessageBadges = lazy(() => import('./MessageBadges').then((m) => ({ default: m.MessageBadges })));
const DownloadCenter = lazy(() => import('../downloads/DownloadCenter').then((m) => ({ default: m.DownloadCenter })));
const CommonFunctions = lazy(() => import('../shortcuts/CommonFunctions').then((m) => ({ default: m.CommonFunctions })));

/** The longest the extras wait for an idle moment after the shell is on screen. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * True once the shell has been painted and the browser had an idle moment (at the latest
 * `IDLE_TIMEOUT_MS` later): what is not the page's content comes then, after the first content.
 */
function useAfterFirstContent(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition: React renders them in slices, the page stays responsive meanwhile.
    const show = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(show, 1);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

function Later({ children }: { children: ReactNode }) {
  return useAfterFirstContent() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The header's 常用功能 button, notice and to-do badges and download centre (spec 01 §2.4, §4). Their
 * modules and calls (the common functions, the unread counts, the download tasks' polling) come after
 * the first content, so the page shows first. 常用功能 is a header button, not a floating one: nothing
 * of the shell covers the page's content.
 */
export function HeaderBadges() {
  return (
    <Later>
      <CommonFunctions />
      <MessageBadges />
      <DownloadCenter />
    </Later>
  );
}
