/**
 * The last step of the print converter: Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH) prints
 * the HTML of docx.ts to an A4 PDF through playwright-core.
 *
 * One browser per process and executable, launched on the first print (a gateway that never prints
 * never starts one) and shared by every server of the process: each server acquires a handle when it
 * registers the print routes and releases it when it closes; the last release closes the browser. A
 * browser that dies is forgotten and launched again on the next print. Each print gets its own
 * context with JavaScript off and every network request refused (a template cannot fetch anything),
 * and at most `maxConcurrent` prints run at once.
 *
 * When Chromium is missing or fails, `render` throws `PrintServiceUnavailable` (the routes answer 503
 * 打印服务不可用…, never 500).
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { loadPlaywright } from '../../core/lazy-modules.js';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The launch flags of architecture.md, headless. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--headless',
];

/** Prints running at once per process; more wait their turn. */
export const MAX_CONCURRENT_PRINTS = 2;
/** Time limit of a launch and of one print. */
export const PRINT_TIMEOUT_MS = 60_000;

/** Chromium is missing, would not start, or failed while printing. */
export class PrintServiceUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PrintServiceUnavailable';
  }
}

/** The Chromium executable: CHROMIUM_PATH when set, else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env['CHROMIUM_PATH']?.trim();
  return configured ? configured : DEFAULT_CHROMIUM_PATH;
}

interface SharedBrowser {
  users: number;
  browser: Promise<Browser> | null;
}

const browsers = new Map<string, SharedBrowser>();

/** A counting semaphore: `run` waits for a free slot. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

const slots = new Slots(MAX_CONCURRENT_PRINTS);

function launch(executablePath: string, entry: SharedBrowser): Promise<Browser> {
  const launching = (async () => {
    if (!existsSync(executablePath)) throw new PrintServiceUnavailable(`chromium not found at ${executablePath}`);
    try {
      // playwright-core is imported at the first print, not at start-up (issue 29).
      const { chromium } = await loadPlaywright();
      const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], timeout: PRINT_TIMEOUT_MS });
      browser.on('disconnected', () => {
        if (entry.browser === launching) entry.browser = null;
      });
      return browser;
    } catch (error) {
      throw new PrintServiceUnavailable(`chromium at ${executablePath} did not start`, { cause: error });
    }
  })();
  // A failed launch is not remembered: the next print tries again.
  launching.catch(() => {
    if (entry.browser === launching) entry.browser = null;
  });
  return launching;
}

/** A server's use of the process's browser for one executable. */
export interface PdfRenderer {
  readonly executablePath: string;
  /** An A4 PDF of a complete HTML page. */
  render(html: string): Promise<Buffer>;
  /** Gives the handle back; the last one closes the browser. Idempotent. */
  release(): Promise<void>;
}

export function acquirePdfRenderer(executablePath: string = chromiumPath()): PdfRenderer {
  let entry = browsers.get(executablePath);
  if (!entry) {
    entry = { users: 0, browser: null };
    browsers.set(executablePath, entry);
  }
  const shared = entry;
  shared.users++;
  let released = false;

  return {
    executablePath,
    render: (html) =>
      slots.run(async () => {
        shared.browser ??= launch(executablePath, shared);
        const browser = await shared.browser;
        try {
          const context = await browser.newContext({ javaScriptEnabled: false });
          try {
            await context.route('**/*', (route) => route.abort());
            const page = await context.newPage();
            page.setDefaultTimeout(PRINT_TIMEOUT_MS);
            await page.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
            return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
          } finally {
            await context.close().catch(() => undefined);
          }
        } catch (error) {
          throw new PrintServiceUnavailable('chromium failed to print', { cause: error });
        }
      }),
    async release() {
      if (released) return;
      released = true;
      shared.users--;
      if (shared.users > 0) return;
      browsers.delete(executablePath);
      const pending = shared.browser;
      shared.browser = null;
      if (pending) await pending.then((browser) => browser.close()).catch(() => undefined);
    },
  };
}
