#!/usr/bin/env node
/**
 * The table benchmark: ProTable with 100,000 rows × 20 columns (2 pinned left, checkbox selection,
 * no pagination, 800 px high) in headless Chromium, next to a floor, the same rows windowed with
 * bare @tanstack/react-virtual (bench/table/floor.tsx), measured in the same run.
 *
 * 1. Bundles bench/table/page.tsx and floor.tsx with rolldown (production React, minified) into
 *    bench/dist/ (ignored by git and eslint like every dist/), serves it on a free local port.
 * 2. ProTable, fresh page: mount to first data rows painted, data rows in the DOM, JS heap after a
 *    GC, select-all click to the frame showing `已选择 100000 项` (then again, warm), End from row 1.
 * 3. Scrolling, `--rounds=N` rounds (default 2), floor and ProTable alternating (ABBA), each on a
 *    fresh page: 3 s at +600 px a frame after a 0.5 s warm-up, frame intervals from
 *    requestAnimationFrame timestamps; then, on ProTable, that page's first select-all click.
 *    Mount and select-all figures are medians over the fresh ProTable pages.
 *
 * Every time is taken in the page (bench/table/harness.ts); "painted" is a task posted from the
 * first requestAnimationFrame after the change, which runs once that frame is painted.
 *
 * Prints the figures against their targets, then, as its last line, one JSON object. It is a
 * measurement, not a test: it exits 0 when a target is missed, non-zero only when it cannot measure.
 *
 *   pnpm --filter @srm/design-system bench:table
 *   node scripts/bench-table.mjs --rounds=3
 *   CHROMIUM_PATH=/path/to/chrome node scripts/bench-table.mjs
 */
// The functions passed to page.evaluate / waitForFunction run in the page, with its globals.
/* global window, document, requestAnimationFrame, HTMLElement */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'rolldown';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(packageDir, 'bench');
const outDir = join(benchDir, 'dist');
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const ROW_COUNT = 100_000;
const SCROLL = { durationMs: 3000, warmupMs: 500, stepPx: 600 };
const VIEWPORT = { width: 1440, height: 900 };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--enable-precise-memory-info',
];

const log = (message) => process.stderr.write(`[bench:table] ${message}\n`);

/** Bundles both pages (shared chunks for React and the data) and writes their HTML shells. */
async function bundle() {
  await rm(outDir, { recursive: true, force: true });
  await build({
    input: { table: join(benchDir, 'table/page.tsx'), floor: join(benchDir, 'table/floor.tsx') },
    cwd: packageDir,
    platform: 'browser',
    tsconfig: join(benchDir, 'tsconfig.json'),
    transform: { jsx: 'react-jsx', define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'warn',
    output: { dir: outDir, format: 'esm', minify: true, entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
  });
  for (const name of ['table', 'floor']) {
    const html = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>bench: ${name}</title></head>
  <body><div id="root"></div><script type="module" src="./${name}.js"></script></body>
</html>
`;
    await writeFile(join(outDir, `${name}.html`), html);
  }
}

const contentTypes = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** A static server for `dir` on a free port of 127.0.0.1. */
function serve(dir) {
  const server = createServer((request, response) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)));
    if (!path.startsWith(dir + sep) || !existsSync(path) || !statSync(path).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(path).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** A fresh context and page on `name`.html, with `window.__bench` installed. */
async function openPage(browser, baseUrl, name) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') log(`${name} console.${message.type()}: ${message.text()}`);
  });
  await page.goto(`${baseUrl}/${name}.html`);
  await page.waitForFunction(() => window.__bench || window.__benchError, null, { timeout: 60_000 });
  const pageError = await page.evaluate(() => window.__benchError);
  if (pageError || errors.length > 0) throw new Error(`${name}: the page failed:\n${pageError ?? errors.join('\n')}`);
  const check = () => {
    if (errors.length > 0) throw new Error(`${name}: the page threw:\n${errors.join('\n')}`);
  };
  return { page, context, check };
}

/** Rejects when `promise` takes longer than `ms` (a page that never answers cannot be measured). */
function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Lets the page settle: a few frames and an idle moment. */
const settle = (page, ms = 300) => page.evaluate((wait) => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), wait)), ms);

/** JS heap in use after a full GC, MB. */
async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 2 ** 20;
  } finally {
    await cdp.detach();
  }
}

async function mount(page, name) {
  const result = await withTimeout(page.evaluate(() => window.__bench.mount()), 30_000, `${name}: mount`);
  if (!(result.firstRowsMs > 0)) throw new Error(`${name}: no mount time`);
  return result;
}

async function scroll(page, name) {
  const result = await withTimeout(page.evaluate((options) => window.__bench.scroll(options), SCROLL), 60_000, `${name}: scroll`);
  if (result.intervals.length < 10) throw new Error(`${name}: only ${result.frames} frames while scrolling`);
  if (result.distancePx <= 0) throw new Error(`${name}: the page did not scroll`);
  return result;
}

/** Nearest-rank percentile. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const median = (values) => percentile(values, 50);

const selectAllText = `已选择 ${ROW_COUNT} 项`;

/** Clicks select-all in the page and times it; throws when the selection does not show. */
async function selectAll(page) {
  const result = await withTimeout(page.evaluate((text) => window.__bench.selectAll(text), selectAllText), 30_000, 'table: select-all');
  if (result.selectedRowsInDom === 0) throw new Error('table: select-all left no row selected');
  return result;
}

/** ProTable, fresh page: mount, DOM rows, heap, select-all (first click, then again after clearing), End. */
async function measureTable(browser, baseUrl) {
  const { page, context, check } = await openPage(browser, baseUrl, 'table');
  try {
    const mounted = await mount(page, 'table');
    await settle(page);
    const domRows = await page.evaluate(() => window.__bench.domRows());
    const ariaRowCount = await page.evaluate(() => document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount'));
    if (ariaRowCount !== String(ROW_COUNT + 1)) throw new Error(`table: aria-rowcount is ${ariaRowCount}, expected ${ROW_COUNT + 1}`);
    const heapMB = await heapAfterGc(page);
    await settle(page);

    const firstSelectAll = await selectAll(page);
    await settle(page);
    // Clear (the same checkbox), then select all again: the warm figure, for reference.
    await page.evaluate(() => document.querySelector('.srm-grid-head input[type="checkbox"]')?.click());
    await settle(page);
    const warmSelectAll = await selectAll(page);
    await settle(page);

    // End from row 1: focus the first data row, press End, read the focused row.
    const focused = await page.evaluate(() => {
      const row = document.querySelector('.srm-grid-body [role="row"][aria-rowindex="2"]');
      if (!(row instanceof HTMLElement)) return null;
      row.focus();
      return document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? null;
    });
    if (focused !== '2') throw new Error(`table: could not focus the first data row (focused row: ${focused})`);
    await settle(page, 100);
    const endStart = Date.now();
    await page.keyboard.press('End');
    const last = String(ROW_COUNT + 1);
    await page
      .waitForFunction((index) => document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex') === index, last, { timeout: 5000 })
      .catch(() => {});
    const endMs = Date.now() - endStart;
    const lastRowIndex = await page.evaluate(() => {
      const value = document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex');
      return value === undefined || value === null ? null : Number(value);
    });
    check();
    return { ...mounted, domRows, heapMB, firstSelectAll, warmSelectAll, lastRowIndex, endMs };
  } finally {
    await context.close();
  }
}

/** A fresh page: mount, scroll; on ProTable, then the first select-all click of that page. */
async function measureScroll(browser, baseUrl, name) {
  const { page, context, check } = await openPage(browser, baseUrl, name);
  try {
    const mounted = await mount(page, name);
    await settle(page);
    const domRows = await page.evaluate(() => window.__bench.domRows());
    const heapMB = name === 'floor' ? await heapAfterGc(page) : undefined;
    await settle(page);
    const scrolled = await scroll(page, name);
    const domRowsScrolled = await page.evaluate(() => window.__bench.domRows());
    let firstSelectAll;
    if (name === 'table') {
      await settle(page);
      firstSelectAll = await selectAll(page);
    }
    check();
    return { ...mounted, domRows, domRowsScrolled, heapMB, ...scrolled, firstSelectAll };
  } finally {
    await context.close();
  }
}

/** Pools scroll runs: intervals → p50/p95; frames per run → median. */
function pooled(runs) {
  const intervals = runs.flatMap((run) => run.intervals);
  return {
    p50: percentile(intervals, 50),
    p95: percentile(intervals, 95),
    frames: median(runs.map((run) => run.frames)),
    runs,
  };
}

const round = (value, digits = 1) => (typeof value === 'number' && Number.isFinite(value) ? Number(value.toFixed(digits)) : value);
const list = (values, unit = '') => values.map((value) => `${round(value)}${unit}`).join(', ');

function report({ table, tableScrolls, floorScrolls, rounds, loadBefore, loadAfter, chromiumVersion }) {
  const scrolling = pooled(tableScrolls);
  const floor = pooled(floorScrolls);
  const tableMounts = [table, ...tableScrolls].map((run) => run.firstRowsMs);
  const floorMounts = floorScrolls.map((run) => run.firstRowsMs);
  const firstClicks = [table, ...tableScrolls].map((run) => run.firstSelectAll.paintMs);
  const result = {
    firstRowsMs: round(median(tableMounts)),
    domRows: table.domRows,
    heapMB: round(table.heapMB),
    scrollP50Ms: round(scrolling.p50),
    scrollP95Ms: round(scrolling.p95),
    scrollFrames: scrolling.frames,
    floorScrollP95Ms: round(floor.p95),
    floorScrollFrames: floor.frames,
    selectAllMs: round(median(firstClicks)),
    lastRowIndex: table.lastRowIndex,
  };
  const p95Limit = 1.5 * floor.p95;
  const framesLimit = 0.8 * floor.frames;
  const rows = [
    ['mount → first rows painted', `${result.firstRowsMs} ms`, '≤ 150 ms', result.firstRowsMs <= 150],
    ['data rows in the DOM', `${result.domRows}`, '≤ 60', result.domRows <= 60],
    ['JS heap after mount + GC', `${result.heapMB} MB`, '≤ 120 MB', result.heapMB <= 120],
    ['scroll frame interval p95', `${result.scrollP95Ms} ms`, `≤ 1.5 × floor ${result.floorScrollP95Ms} = ${round(p95Limit)} ms`, scrolling.p95 <= p95Limit],
    ['scroll frames in 3 s', `${result.scrollFrames}`, `≥ 0.8 × floor ${result.floorScrollFrames} = ${round(framesLimit)}`, scrolling.frames >= framesLimit],
    ['select-all click → frame painted', `${result.selectAllMs} ms`, '≤ 50 ms', result.selectAllMs <= 50],
    ['End from row 1: focused aria-rowindex', `${result.lastRowIndex}`, `= ${ROW_COUNT + 1}`, result.lastRowIndex === ROW_COUNT + 1],
  ];
  const widths = [0, 1, 2].map((col) => Math.max(...rows.map((row) => row[col].length), ['figure', 'value', 'target'][col].length));
  const line = (cells) => `| ${cells.map((cell, col) => (col < 3 ? cell.padEnd(widths[col]) : cell)).join(' | ')} |`;
  const scrollLine = (runs) =>
    runs.map((run) => `${run.frames} frames (p50 ${round(percentile(run.intervals, 50))}, p95 ${round(percentile(run.intervals, 95))} ms, ${round(run.distancePx / 1000, 0)}k px, ${run.blankFrames} blank)`).join('; ');
  const out = [];
  out.push(`ProTable benchmark: ${ROW_COUNT.toLocaleString('en')} rows × 20 columns (2 pinned left), checkbox selection, no pagination, 800 px high`);
  out.push(`Chromium ${chromiumVersion} headless, ${VIEWPORT.width}×${VIEWPORT.height}, ${cpus().length} CPUs, load average ${loadBefore} → ${loadAfter}`);
  out.push('');
  out.push(line(['figure', 'value', 'target', 'result']));
  out.push(line(widths.map((width) => '-'.repeat(width)).concat('------')));
  for (const [figure, value, target, pass] of rows) out.push(line([figure, value, target, pass ? 'pass' : 'FAIL']));
  out.push('');
  out.push(`${rows.filter((row) => row[3]).length} of ${rows.length} targets met.`);
  out.push('');
  out.push('How (and the single figures):');
  out.push(`  mount → first rows painted: median of ${tableMounts.length} fresh ProTable pages (${list(tableMounts, ' ms')}); to the rAF only: ${list([table, ...tableScrolls].map((run) => run.firstRowsRafMs), ' ms')}`);
  out.push(`  floor mount → first rows painted: ${list(floorMounts, ' ms')}`);
  out.push(`  scrolling: ${rounds} round(s) of ${SCROLL.durationMs / 1000} s at +${SCROLL.stepPx} px a frame after ${SCROLL.warmupMs} ms warm-up, floor and ProTable alternating, each on a fresh page;`);
  out.push('    p50/p95 over all intervals of the runs, frames = median of the runs');
  out.push(`    ProTable: ${scrollLine(tableScrolls)}`);
  out.push(`    floor:    ${scrollLine(floorScrolls)}`);
  out.push(`  select-all: median of the first click on ${firstClicks.length} fresh ProTable pages (${list(firstClicks, ' ms')});`);
  out.push(`    first page: text in DOM ${round(table.firstSelectAll.domMs)} ms, rAF ${round(table.firstSelectAll.rafMs)} ms, painted ${round(table.firstSelectAll.paintMs)} ms, ${table.firstSelectAll.selectedRowsInDom} rows marked selected;`);
  out.push(`    again after clearing (warm): DOM ${round(table.warmSelectAll.domMs)} ms, rAF ${round(table.warmSelectAll.rafMs)} ms, painted ${round(table.warmSelectAll.paintMs)} ms`);
  out.push(`  heap: ProTable ${round(table.heapMB)} MB, floor ${list(floorScrolls.map((run) => run.heapMB), ' MB')} (the 100,000 rows are in both)`);
  out.push(`  data rows in the DOM after mount: ProTable ${table.domRows}, floor ${floorScrolls[0]?.domRows}; after scrolling: ProTable ${list(tableScrolls.map((run) => run.domRowsScrolled))}, floor ${list(floorScrolls.map((run) => run.domRowsScrolled))}`);
  out.push(`  End → focus on aria-rowindex ${table.lastRowIndex} within ${table.endMs} ms (driver clock, with round trips)`);
  if (Number(loadBefore.split(' ')[0]) > cpus().length) out.push(`  note: the machine was busy (load average above ${cpus().length}): figures are noisier than usual`);
  out.push('');
  out.push(JSON.stringify(result));
  process.stdout.write(`${out.join('\n')}\n`);
}

const loadAverage = () => loadavg().map((value) => value.toFixed(1)).join(' ');

async function main() {
  const roundsArg = process.argv.find((arg) => arg.startsWith('--rounds='));
  const rounds = roundsArg ? Number(roundsArg.slice('--rounds='.length)) : 2;
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a positive integer, not ${roundsArg}`);
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
  log('bundling bench/table (rolldown, production) …');
  await bundle();
  const server = await serve(outDir);
  let browser;
  try {
    const loadBefore = loadAverage();
    browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    const chromiumVersion = browser.version();
    log(`Chromium ${chromiumVersion}, serving ${server.url}`);
    log('ProTable: mount, heap, select-all, End …');
    const table = await measureTable(browser, server.url);
    const tableScrolls = [];
    const floorScrolls = [];
    for (let index = 0; index < rounds; index++) {
      // ABBA order, so a load that drifts during the run weighs on both alike.
      for (const name of index % 2 === 0 ? ['floor', 'table'] : ['table', 'floor']) {
        log(`round ${index + 1}/${rounds}: ${name === 'table' ? 'ProTable' : 'floor'} scrolling …`);
        (name === 'table' ? tableScrolls : floorScrolls).push(await measureScroll(browser, server.url, name));
      }
    }
    report({ table, tableScrolls, floorScrolls, rounds, loadBefore, loadAfter: loadAverage(), chromiumVersion });
  } finally {
    await browser?.close();
    await server.close();
  }
}

main().catch((error) => {
  process.stderr.write(`[bench:table] cannot measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
