/**
 * The in-page side of the table benchmark: each page (ProTable, floor) installs `window.__bench`,
 * which the driver (scripts/bench-table.mjs) calls through Playwright. Everything timed here is
 * timed in the page with `performance.now()`, so the driver's round trips never count.
 *
 * "Painted" means: the DOM holds the change, a requestAnimationFrame callback ran (the frame that
 * renders it has begun), and a high-priority task posted from that callback ran (which Chromium
 * runs after that frame's style, layout, paint and commit on the main thread).
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export interface MountResult {
  /** From just before `createRoot().render` to the first data rows painted. */
  firstRowsMs: number;
  /** From just before `render` to the frame (rAF) after the first data rows are in the DOM. */
  firstRowsRafMs: number;
}

export interface ScrollOptions {
  /** Measured scrolling, ms. */
  durationMs: number;
  /** Scrolling before the measurement (same loop, frames not recorded), ms. */
  warmupMs: number;
  /** Added to scrollTop every frame, px. */
  stepPx: number;
}

export interface ScrollResult {
  /** Intervals between consecutive frames (rAF timestamps) of the measured part, ms. */
  intervals: number[];
  /** Frames (rAF callbacks) in the measured part. */
  frames: number;
  /** Frames where the row at the top or the bottom of the view was not in the DOM. */
  blankFrames: number;
  /** Distance scrolled in the measured part, px. */
  distancePx: number;
}

export interface SelectAllResult {
  /** From just before the click to the selection text in the DOM. */
  domMs: number;
  /** … to the first rAF after it. */
  rafMs: number;
  /** … to that frame painted. */
  paintMs: number;
  /** Rows marked aria-selected="true" in the DOM after it. */
  selectedRowsInDom: number;
}

export interface BenchHooks {
  mount: () => Promise<MountResult>;
  /** Data rows in the DOM. */
  domRows: () => number;
  scroll: (options: ScrollOptions) => Promise<ScrollResult>;
  /** Clicks the select-all checkbox and waits for `expectedText` in the selection bar. */
  selectAll?: (expectedText: string) => Promise<SelectAllResult>;
}

declare global {
  interface Window {
    __bench?: BenchHooks;
    __benchError?: string;
  }
}

export interface BenchPageOptions {
  /** The page's React tree. */
  app: ReactNode;
  /** Selects the data rows (within the mount container). */
  rowSelector: string;
  /** The scrolling element, once mounted. */
  scroller: (container: HTMLElement) => HTMLElement | null;
  /** Whether data row `index` (0-based) is in the DOM. */
  isRowRendered: (scroller: HTMLElement, index: number) => boolean;
  /** The pixel offset of row 0 from the top of the scroller's viewport when scrollTop is 0 (under a sticky header). */
  bodyOffset: number;
  rowHeight: number;
  /**
   * The page's title, rendered before the table mounts in the table's font. A list page always has
   * text above its table, so the app has loaded the (CJK) font by then; without it the table's
   * first layout would also pay for loading the font, which is not the table's cost.
   */
  heading: { text: string; fontFamily: string };
  /** Select-all hooks: where the checkbox and the selection text are. */
  selection?: { checkbox: string; text: string; selectedRow: string };
}

interface TaskScheduler {
  postTask: (callback: () => void, options?: { priority?: 'user-blocking' | 'user-visible' | 'background' }) => Promise<unknown>;
}
const taskScheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
const channel = new MessageChannel();
const channelCallbacks: (() => void)[] = [];
channel.port1.onmessage = () => channelCallbacks.shift()?.();

/**
 * Runs `callback` in a task posted now, ahead of tasks already queued where the browser allows it:
 * a user-blocking `scheduler.postTask` (Chromium), else a MessageChannel message. Posted from a
 * requestAnimationFrame callback, it runs right after that frame's paint, before React's scheduler
 * tasks (passive effects) queued earlier.
 */
function postTask(callback: () => void) {
  if (taskScheduler) {
    void taskScheduler.postTask(callback, { priority: 'user-blocking' });
  } else {
    channelCallbacks.push(callback);
    channel.port2.postMessage(null);
  }
}

/** Calls back at the next frame (rAF) and once that frame is painted (a task posted from the rAF). */
function afterNextPaint(onRaf: () => void, onPaint: () => void) {
  requestAnimationFrame(() => {
    onRaf();
    postTask(onPaint);
  });
}

export function installBench(options: BenchPageOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  let mounted = false;

  const heading = document.createElement('h1');
  heading.textContent = options.heading.text;
  heading.style.cssText = 'margin: 0; padding: 8px 16px; font-size: 16px; font-weight: 500; line-height: 24px';
  heading.style.fontFamily = options.heading.fontFamily;
  container.before(heading);

  const scrollerOf = () => {
    const scroller = options.scroller(container);
    if (!scroller) throw new Error('not mounted: no scroller');
    return scroller;
  };

  const hooks: BenchHooks = {
    mount: () =>
      new Promise<MountResult>((resolve, reject) => {
        if (mounted) {
          reject(new Error('already mounted'));
          return;
        }
        mounted = true;
        let start = 0;
        const observer = new MutationObserver(() => {
          if (!container.querySelector(options.rowSelector)) return;
          observer.disconnect();
          let raf = 0;
          afterNextPaint(
            () => {
              raf = performance.now();
            },
            () => resolve({ firstRowsMs: performance.now() - start, firstRowsRafMs: raf - start }),
          );
        });
        observer.observe(container, { childList: true, subtree: true });
        start = performance.now();
        createRoot(container).render(options.app);
      }),

    domRows: () => container.querySelectorAll(options.rowSelector).length,

    scroll: ({ durationMs, warmupMs, stepPx }) =>
      new Promise<ScrollResult>((resolve) => {
        const scroller = scrollerOf();
        const viewRows = Math.floor((scroller.clientHeight - options.bodyOffset) / options.rowHeight);
        const stamps: number[] = [];
        let blankFrames = 0;
        let first: number | undefined;
        let measuredFrom = 0;
        const tick = (now: number) => {
          first ??= now;
          const elapsed = now - first;
          if (elapsed >= warmupMs) {
            if (stamps.length === 0) measuredFrom = scroller.scrollTop;
            stamps.push(now);
            // The view is blank when the rows it should show were not rendered for this frame.
            const top = Math.floor(scroller.scrollTop / options.rowHeight);
            if (!options.isRowRendered(scroller, top) || !options.isRowRendered(scroller, top + viewRows - 1)) blankFrames++;
          }
          if (elapsed >= warmupMs + durationMs) {
            const intervals = stamps.slice(1).map((stamp, index) => stamp - (stamps[index] as number));
            resolve({ intervals, frames: stamps.length, blankFrames, distancePx: scroller.scrollTop - measuredFrom });
            return;
          }
          scroller.scrollTop += stepPx;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  };

  const selection = options.selection;
  if (selection) {
    hooks.selectAll = (expectedText) =>
      new Promise<SelectAllResult>((resolve, reject) => {
        const checkbox = container.querySelector<HTMLInputElement>(selection.checkbox);
        const text = container.querySelector(selection.text);
        if (!checkbox || !text) {
          reject(new Error('no select-all checkbox or selection text'));
          return;
        }
        let start = 0;
        const observer = new MutationObserver(() => {
          if (!text.textContent.includes(expectedText)) return;
          observer.disconnect();
          const domMs = performance.now() - start;
          let rafMs = 0;
          afterNextPaint(
            () => {
              rafMs = performance.now() - start;
            },
            () =>
              resolve({
                domMs,
                rafMs,
                paintMs: performance.now() - start,
                selectedRowsInDom: container.querySelectorAll(selection.selectedRow).length,
              }),
          );
        });
        observer.observe(text, { childList: true, subtree: true, characterData: true });
        start = performance.now();
        checkbox.click();
      });
  }

  window.__bench = hooks;
}

/** Runs a page's setup, recording any error where the driver looks for it. */
export function runPage(setup: () => void): void {
  try {
    setup();
  } catch (error) {
    window.__benchError = error instanceof Error ? (error.stack ?? error.message) : String(error);
    throw error;
  }
}
