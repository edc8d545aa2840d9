/**
 * Screenshots every story of the built Storybook (index.json) and compares it with the committed
 * baseline; the same test is the story test: the play function, the page's errors and axe.
 *
 * One page per worker shows story after story in place, through Storybook's own channel
 * (`setCurrentStory`), as the Storybook UI does, instead of loading the preview for each story. The
 * story harness (storyHarness.ts) gives each story what a fresh page load gave it: its failures only,
 * a freeze at the end of its render phase (render, play function, axe) equal to `freeze=finished`, and
 * a clean document. A story gets a full page load instead when the worker's page has shown no story
 * yet, when the previous story in that page did not pass (or timed out), or when the previous story
 * left the document changed (see `needsFullLoad` and the harness's `dirty`): then this story is shown
 * again in a freshly loaded page. VISUAL_IN_PLACE=0 loads every story (the former behaviour).
 */
import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storybookDir } from '../playwright.config';
import { changedStoryFiles } from './changedStories';
import { installStoryHarness } from './storyHarness';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

const indexPath = path.join(storybookDir, 'index.json');
if (!existsSync(indexPath)) {
  throw new Error(`${indexPath} is missing: build Storybook first (pnpm --filter @srm/stories build)`);
}
/**
 * Docs entries (autodocs, one per CSF file) are not shown: a docs page renders every story of its file
 * at once, which would double the suite's time. Only the docs pages listed here are tested, each with a
 * full load of its own (see `showDocs`).
 */
export const DOCS_PAGES = new Set(['data-protable--docs']);
const allEntries = Object.values((JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
let entries = allEntries.filter((entry) => entry.type === 'story' || DOCS_PAGES.has(entry.id));
// VISUAL_CHANGED=1: only the stories of the CSF files changed since main (committed or not).
if (process.env.VISUAL_CHANGED === '1') {
  const changed = changedStoryFiles(path.resolve(import.meta.dirname, '../../stories'));
  entries = entries.filter((entry) => changed.has(entry.importPath));
}
const inPlace = process.env.VISUAL_IN_PLACE !== '0';

base('the built Storybook lists stories', () => {
  expect(entries.length + (process.env.VISUAL_CHANGED === '1' ? 1 : 0)).toBeGreaterThan(0);
});

base('every CSF file of the built Storybook has a docs page (autodocs)', () => {
  const files = new Set(allEntries.filter((entry) => entry.type === 'story').map((entry) => entry.importPath));
  const documented = new Set(allEntries.filter((entry) => entry.type === 'docs').map((entry) => entry.importPath));
  expect([...files].filter((file) => !documented.has(file))).toEqual([]);
  for (const id of DOCS_PAGES) expect(allEntries.some((entry) => entry.id === id && entry.type === 'docs'), id).toBe(true);
});

/** What the worker's page last did, to decide how the next story is shown. */
interface PageState {
  /** The page shows a story of this Storybook and the harness runs in it. */
  loaded: boolean;
  /** The last story shown in it passed; after a failure or a timeout the next story starts afresh. */
  passed: boolean;
}

/**
 * Stories that always get a full page load: ProTable's windowed tables, whose play functions read the
 * body rows right after the grid appears; in place the rows can come a frame later (seen in one of three
 * in-place runs: "Cannot read properties of undefined (reading 'focus')").
 */
const FULL_LOAD_STORIES = new Set(['data-protable--hundred-thousand-rows', 'data-protable--keyboard-selection', 'data-protable--keyboard-cells']);

/** A story is switched in place only into a page whose last story passed, unless it is listed above. */
export function needsFullLoad(state: PageState, inPlaceMode: boolean, storyId = ''): boolean {
  return !inPlaceMode || !state.loaded || !state.passed || FULL_LOAD_STORIES.has(storyId);
}

const test = base.extend<{ storyPage: { page: Page; state: PageState } }, { workerPage: { page: Page; state: PageState } }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, locale, timezoneId });
      const page = await context.newPage();
      await page.addInitScript(installStoryHarness);
      await provide({ page, state: { loaded: false, passed: false } });
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage }, provide) => {
    // Each story starts with no cookies (storage is cleared by the harness, or before the full load).
    await workerPage.page.context().clearCookies();
    await provide(workerPage);
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
/**
 * pdf.js rejects its pending work with "Worker was destroyed" when a FileViewer/PrintPreview story is
 * unmounted. A fresh page per story never unmounted the previous story; in place, that rejection of the
 * previous story's teardown can land while the next story renders. It is not the next story's error.
 */
const isPreviousTeardown = (message: string) => message === 'Worker was destroyed';

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

interface Harness {
  frozenStoryId: string | null;
  whenFrozen: (storyId: string) => Promise<void>;
  dirty: string[];
  prepareNext: () => void;
}

/** Waits until the story's render phase has finished and the harness froze it; an error display fails fast. */
async function waitForFrozen(page: Page, id: string) {
  const frozen = (async () => {
    // The harness exists from the document's start, its freezer from the preview's start.
    await page.waitForFunction(() => '__storyHarness' in window, undefined, { timeout: 20_000 });
    await page.evaluate((storyId) => (window as unknown as { __storyHarness: Harness }).__storyHarness.whenFrozen(storyId), id);
  })();
  const errored = page
    .locator('body.sb-show-errordisplay')
    .waitFor({ state: 'attached', timeout: 20_000 })
    .then(() => {
      throw new Error(`story ${id} failed to render`);
    });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`story ${id} did not finish its render phase in 20 s`)), 20_000);
  });
  try {
    await Promise.race([frozen, errored, timeout]);
  } finally {
    clearTimeout(timer);
    // The losers settle later (or when the page navigates): not an error of this story.
    frozen.catch(() => undefined);
    errored.catch(() => undefined);
  }
}

async function showStory(page: Page, id: string, fullLoad: boolean): Promise<string[]> {
  if (fullLoad) {
    // The next document of the same origin would see the previous story's storage.
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    await waitForFrozen(page, id);
    return [];
  }
  await page.evaluate((storyId) => {
    const w = window as unknown as { __storyHarness: Harness; __STORYBOOK_PREVIEW__: { channel: { emit: (event: string, arg: unknown) => void } } };
    w.__storyHarness.prepareNext();
    w.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await waitForFrozen(page, id);
  return page.evaluate(() => (window as unknown as { __storyHarness: Harness }).__storyHarness.dirty);
}

/**
 * A docs page, always in a freshly loaded page (the story freezer and the in-place switch are for
 * stories): its title, its props table with real types, the accessibility contract from the README and
 * its primary story must be rendered, with no page error; the screenshot is the top of the page and the
 * accessibility section. Its inline stories do not run their play functions (docs mode).
 */
async function checkDocs(page: Page, entry: IndexEntry, errors: string[]) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  }).catch(() => undefined);
  await page.goto(`/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`);
  const docs = page.locator('#storybook-docs');
  await expect(docs.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  const contract = docs.locator('[data-docs-accessibility]');
  await expect(contract).toContainText('Accessibility', { timeout: 20_000 });
  // The props table reads the TypeScript sources: ProTable's columns are ProColumn<T>[], not unknown.
  await expect(docs.locator('table.docblock-argstable')).toContainText('ProColumn', { timeout: 20_000 });
  await expect(docs.locator('.docs-story [role="grid"]').first()).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(errors, 'no page errors').toEqual([]);
  // The top of the page first (the section's screenshot scrolls to it); the live stories are masked.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveScreenshot(`${entry.id}.png`, { mask: [docs.locator('.docs-story')] });
  await expect(contract).toHaveScreenshot(`${entry.id}--accessibility.png`);
}

for (const entry of entries) {
  if (entry.type === 'docs') {
    test(`${entry.title} / ${entry.name}`, async ({ storyPage: { page, state } }, testInfo) => {
      const errors: string[] = [];
      const onError = (error: Error) => {
        if (!isWorkerUpdateRace(error.message)) errors.push(error.message);
      };
      // The next story in this page gets a full load: a docs page is not a story page.
      state.loaded = false;
      state.passed = false;
      page.on('pageerror', onError);
      try {
        testInfo.annotations.push({ type: 'full load', description: 'docs page' });
        await checkDocs(page, entry, errors);
      } finally {
        page.off('pageerror', onError);
      }
    });
    continue;
  }
  test(`${entry.title} / ${entry.name}`, async ({ storyPage: { page, state } }, testInfo) => {
    const errors: string[] = [];
    const fullLoad = needsFullLoad(state, inPlace, entry.id);
    const onError = (error: Error) => {
      if (!isWorkerUpdateRace(error.message) && (fullLoad || !isPreviousTeardown(error.message))) errors.push(error.message);
    };
    state.passed = false;
    page.on('pageerror', onError);
    try {
      const dirty = await showStory(page, entry.id, fullLoad);
      state.loaded = true;
      if (dirty.length > 0) {
        // The previous story changed the document: show this one again in a fresh page.
        testInfo.annotations.push({ type: 'full load', description: dirty.join('; ') });
        errors.length = 0;
        await showStory(page, entry.id, true);
      } else {
        testInfo.annotations.push({ type: fullLoad ? 'full load' : 'in place', description: fullLoad ? 'first story of the page, after a failure, or a listed story' : '' });
      }
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(errors, 'no page errors').toEqual([]);
      // A play function that failed here would leave a half-played story in the baseline.
      const failures = await page.evaluate(() => (window as unknown as { __storyFailures: string[] }).__storyFailures);
      expect(failures.filter((failure) => !isHarnessOnlyFailure(failure)), 'the story and its play function ran, and axe found nothing').toEqual([]);
      // A PDF in the browser's own viewer (PrintPreview's blob iframe) is masked: the viewer's toolbar
      // shows the blob's random id, and it paints on its own schedule. Its content is checked by the play
      // functions and by the gateway's PDF tests.
      await expect(page).toHaveScreenshot(`${entry.id}.png`, { mask: [page.locator('iframe[src^="blob:"]')] });
      state.passed = true;
    } finally {
      page.off('pageerror', onError);
    }
  });
}
