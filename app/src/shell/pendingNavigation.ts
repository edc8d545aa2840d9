/**
 * How long a sidebar navigation waits for the page's modules before it goes anyway (the page then shows
 * its loading status until they arrive).
 */
export const MODULE_WAIT_MS = 500;

export interface PendingNavigation {
  /** Navigates to `path` once `ready` has settled (at most `waitMs`), or at once without it. */
  go(path: string, ready: Promise<void> | null): void;
  /** Drops the navigation still waiting, if any (the user went elsewhere meanwhile). */
  cancel(): void;
}

/**
 * A navigation that waits for the page's modules, as react-router's lazy routes do (issue 18): a page
 * rendered before its module is in shows its loading status first, and React then holds the page back
 * until that status has been on screen for 300 ms (its Suspense throttle), so a module that arrives after
 * 100 ms is shown after 300. Waiting instead keeps the current page on screen for those 100 ms and then
 * renders the new one whole. Only the last navigation asked for happens; a newer one, or `cancel`, drops
 * an older one still waiting.
 */
export function createPendingNavigation(navigate: (path: string) => void, waitMs: number = MODULE_WAIT_MS): PendingNavigation {
  let latest = 0;
  return {
    go(path, ready) {
      latest += 1;
      const ticket = latest;
      if (!ready) {
        navigate(path);
        return;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      void Promise.race([ready, timeout]).then(() => {
        clearTimeout(timer);
        if (ticket === latest) navigate(path);
      });
    },
    cancel() {
      latest += 1;
    },
  };
}
