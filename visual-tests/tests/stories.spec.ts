/**
 * Screenshots every story of the built Storybook (index.json) and compares it with the committed
 * baseline. A story is captured after Storybook's render phase (render and play function) has
 * finished and it has frozen timers and animations (`freeze=finished`), and after fonts are loaded.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storybookDir } from '../playwright.config';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexPath = path.join(storybookDir, 'index.json');
if (!existsSync(indexPath)) {
  throw new Error(`${indexPath} is missing: build Storybook first (pnpm --filter @srm/stories build)`);
}
const entries = Object.values(
  (JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

base('the built Storybook lists stories', () => {
  expect(entries.length).toBeGreaterThan(0);
});

/**
 * Runs in the story's page before Storybook: `freeze=finished` marks the body inert for the page's
 * whole life (it was made for static embeds), which would stop keyboard play functions and blur
 * the focused element. Keep the body interactive, and record any story or play-function failure
 * and any accessibility violation axe found after the play function.
 */
/** What the a11y addon reports: axe's violations, or the error that stopped axe. */
interface A11yResult {
  violations?: { id: string; nodes: { target: unknown }[] }[];
  error?: unknown;
}

function keepStoryInteractive() {
  const failures: string[] = [];
  (window as unknown as { __storyFailures: string[] }).__storyFailures = failures;
  new MutationObserver(() => {
    if (document.body?.hasAttribute('inert')) document.body.removeAttribute('inert');
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['inert'] });
  const listen = () => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, fn: (arg: unknown) => void) => void } })
      .__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) {
      setTimeout(listen, 10);
      return;
    }
    for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying']) {
      channel.on(event, (error) => failures.push(`${event}: ${String((error as { message?: string })?.message ?? JSON.stringify(error))}`));
    }
    // The a11y addon runs axe after every story (its afterEach) and reports here; a failed report
    // (a violation of a story whose a11y.test is 'error', the project's default) fails the story.
    channel.on('storyFinished', (event) => {
      const { reporters = [] } = event as { reporters?: { type: string; status: string; result?: A11yResult }[] };
      for (const report of reporters) {
        if (report.status !== 'failed') continue;
        const violations = report.result?.violations ?? [];
        const found = violations.map((violation) => `${violation.id} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
        failures.push(`${report.type}: ${found.length > 0 ? found.join('; ') : String(report.result?.error ?? 'failed')}`);
      }
    });
  };
  listen();
}

/**
 * One page per worker, reused from story to story: Storybook's preview bundle then comes from the
 * browser's cache (and its compiled-code cache) instead of being fetched and compiled for each of the
 * hundreds of stories. Each story still gets a fresh document (a full navigation), with storage cleared.
 */
const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, locale, timezoneId });
      const page = await context.newPage();
      await page.addInitScript(keepStoryInteractive);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage }, provide) => {
    await workerPage.goto('about:blank');
    await workerPage.context().clearCookies();
    await provide(workerPage);
    // The next story starts from empty storage, as in a fresh context.
    await workerPage.evaluate(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // about:blank or an error page has no storage.
      }
    });
  },
});

/**
 * MSW's service worker is registered once in the worker's page and checked again on every story's load;
 * when the next story navigates while that check is in flight, Chromium rejects it with "Failed to update
 * a ServiceWorker … Not found". That belongs to this harness (one page for many stories), not to a story.
 */
const isWorkerUpdateRace = (message: string) => /^Failed to update a ServiceWorker for scope .*mockServiceWorker\.js'\): Not found$/.test(message);

/**
 * The same race reaches the story's own report when it lands while the play function runs: Storybook
 * records it as `unhandledErrorsWhilePlaying: [...]`. A report made of that race alone is the harness's;
 * any other error in it still fails the story.
 */
const UNHANDLED_WHILE_PLAYING = 'unhandledErrorsWhilePlaying: ';
function isHarnessOnlyFailure(failure: string): boolean {
  if (!failure.startsWith(UNHANDLED_WHILE_PLAYING)) return false;
  try {
    const errors = JSON.parse(failure.slice(UNHANDLED_WHILE_PLAYING.length)) as { message?: unknown }[];
    return Array.isArray(errors) && errors.length > 0 && errors.every((error) => typeof error.message === 'string' && isWorkerUpdateRace(error.message));
  } catch {
    return false;
  }
}

for (const entry of entries) {
  test(`${entry.title} / ${entry.name}`, async ({ storyPage: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => {
      if (!isWorkerUpdateRace(error.message)) errors.push(error.message);
    };
    page.on('pageerror', onError);
    await page.goto(`/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story&freeze=finished`);
    // Storybook adds this style once the story has finished and is frozen; an error display fails fast.
    await Promise.race([
      page.locator('style#storybook-freeze-after-finished').waitFor({ state: 'attached', timeout: 20_000 }),
      page.locator('body.sb-show-errordisplay').waitFor({ state: 'attached', timeout: 20_000 }).then(() => {
        throw new Error(`story ${entry.id} failed to render`);
      }),
    ]);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(errors, 'no page errors').toEqual([]);
    // A play function that failed here would leave a half-played story in the baseline.
    const failures = await page.evaluate(() => (window as unknown as { __storyFailures: string[] }).__storyFailures);
    expect(failures.filter((failure) => !isHarnessOnlyFailure(failure)), 'the story and its play function ran, and axe found nothing').toEqual([]);
    // A PDF in the browser's own viewer (PrintPreview's blob iframe) is masked: the viewer's toolbar
    // shows the blob's random id, and it paints on its own schedule. Its content is checked by the play
    // functions and by the gateway's PDF tests.
    await expect(page).toHaveScreenshot(`${entry.id}.png`, { mask: [page.locator('iframe[src^="blob:"]')] });
    page.off('pageerror', onError);
  });
}
