// Time to rows of the contract list (issue 18): a full reload of /contract/list, and a click on 合同列表 in
// the sidebar of /dashboard, each until the first data row of the grid is on screen.
//
// The clock runs in the page: an init script watches the DOM and, when the first data row of the grid
// named 合同列表 is in the DOM and visible, waits for the next frame (the row painted) and keeps
// `performance.now()`. A reload is timed from the navigation's start (performance's time origin), a
// click from its pointerdown.
/* global window, document, requestAnimationFrame, MutationObserver */

const GRID_NAME = '合同列表';
const MENU_NAME = '合同列表';
/** The sidebar group 合同列表 is in (closed on /dashboard). */
const MENU_GROUP = '合同管理';

/** Installed in every document of the context: records window.__srmRows.{domAt, paintedAt}. */
function watchRows(gridName) {
  const state = { domAt: null, paintedAt: null };
  window.__srmRows = state;
  window.__srmRowsReset = () => {
    state.domAt = null;
    state.paintedAt = null;
  };
  const visibleRow = () => {
    for (const grid of document.querySelectorAll('[role="grid"]')) {
      if (grid.getAttribute('aria-label') !== gridName) continue;
      const row = grid.querySelector('[role="row"][data-row="0"]');
      if (row && row.getClientRects().length > 0 && row.checkVisibility?.() !== false) return true;
    }
    return false;
  };
  const check = () => {
    if (state.domAt !== null || !visibleRow()) return;
    state.domAt = performance.now();
    requestAnimationFrame(() => {
      // The frame callback runs before that frame's paint: the next task comes after it.
      setTimeout(() => {
        state.paintedAt = performance.now();
      }, 0);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden', 'class'] });
}

async function rowsPainted(page, timeout = 30_000) {
  await page.waitForFunction(() => window.__srmRows?.paintedAt != null, null, { timeout, polling: 20 });
  return page.evaluate(() => window.__srmRows);
}

/** Waits for the page to settle (no gateway call or chunk in flight for a while). */
async function settle(page) {
  await page.waitForLoadState('networkidle');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Median, min and max of a series, rounded to the millisecond. */
export function summarise(values) {
  return {
    median: Math.round(median(values)),
    min: Math.round(Math.min(...values)),
    max: Math.round(Math.max(...values)),
    runs: values.map((value) => Math.round(value)),
  };
}

/**
 * Signed-in context (token in localStorage) with the row watcher installed. Warmed by one visit of
 * /contract/list, so the reloads below find the browser's cache as a user's reload does.
 */
async function signedInContext(browser, origin, token) {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  await context.addInitScript((value) => {
    if (localStorage.getItem('srm.token') === null) localStorage.setItem('srm.token', JSON.stringify(value));
  }, token);
  await context.addInitScript(watchRows, GRID_NAME);
  const page = await context.newPage();
  await page.goto(`${origin}/contract/list`);
  await rowsPainted(page);
  await settle(page);
  return { context, page };
}

/** `runs` reloads of /contract/list: navigation start → first data row painted. */
export async function measureReload(browser, { origin, token, runs }) {
  const { context, page } = await signedInContext(browser, origin, token);
  const times = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      await page.reload();
      const rows = await rowsPainted(page);
      times.push(rows.paintedAt);
      await settle(page);
    }
  } finally {
    await context.close();
  }
  return summarise(times);
}

/** `runs` loads of /dashboard, each followed by a click on 合同列表 in the sidebar: pointerdown → first data row painted. */
export async function measureSidebarClick(browser, { origin, token, runs, dwellMs = 0 }) {
  const { context, page } = await signedInContext(browser, origin, token);
  const times = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`${origin}/dashboard`);
      await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', timeout: 30_000 });
      await settle(page);
      const sidebar = page.getByRole('treegrid', { name: '侧边菜单' });
      const item = sidebar.getByRole('link', { name: MENU_NAME, exact: true });
      if (!(await item.isVisible())) {
        // Its group is closed: open it (a click on the group's name), then let the page settle again.
        await sidebar.getByText(MENU_GROUP, { exact: true }).click();
        await item.waitFor({ state: 'visible', timeout: 10_000 });
        await settle(page);
      }
      await page.evaluate(() => {
        window.__srmRowsReset();
        window.__srmClickAt = null;
        window.addEventListener('pointerdown', () => (window.__srmClickAt ??= performance.now()), { capture: true, once: true });
      });
      if (dwellMs > 0) {
        await item.hover();
        await page.waitForTimeout(dwellMs);
      }
      await item.click();
      const rows = await rowsPainted(page);
      const clickAt = await page.evaluate(() => window.__srmClickAt);
      times.push(rows.paintedAt - clickAt);
      await settle(page);
    }
  } finally {
    await context.close();
  }
  return summarise(times);
}

/** One line of a series: `median 612 ms (min 540, max 830; runs …)`. */
export function describe(series) {
  return `median ${series.median} ms (min ${series.min}, max ${series.max}; runs ${series.runs.join(', ')})`;
}
