#!/usr/bin/env node
// Time to rows of the contract list (issue 18), as the README's Performance section reports it:
//   - a full reload of /contract/list (warm browser cache, signed in as admin): navigation start → first
//     data row of the grid painted;
//   - from /dashboard, a click on 合同列表 in the sidebar: pointerdown → first data row painted.
// Prints the median, min and max of each over --runs runs, and the machine.
//
//   flock /tmp/srm-e2e.lock node scripts/measure-list.mjs [--skip-build] [--runs=7] [--static=dir] [--gateway=main.js] [--dwell=ms] [--json=file]
//
// --static serves another build of the app (default app/dist) and --gateway starts another build of the
// gateway (default gateway/dist/main.js): copies kept from before a change, to compare both in one
// session (the machine is shared and noisy); --dwell hovers the menu item that long before the click (default 0: the
// pointer moves onto it and clicks at once, so a preload on hover gets no head start).
//
// Like measure-app.mjs it builds the gateway and the app, serves the build from the built gateway on a
// free port with a fresh embedded database (demo data), and uses Debian's Chromium (CHROMIUM_PATH).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describe, measureReload, measureSidebarClick } from './measure-app/list-timing.mjs';
import { machineFacts } from './measure-app/report.mjs';
import { build, freePort, signIn, startGateway } from './measure-app/server.mjs';

/** The issue's targets (median, ms). */
const RELOAD_TARGET_MS = 800;
const CLICK_TARGET_MS = 250;

const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '7' },
    static: { type: 'string' },
    gateway: { type: 'string' },
    dwell: { type: 'string', default: '0' },
    json: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${options.runs}`);
const dwellMs = Number(options.dwell);
if (!Number.isFinite(dwellMs) || dwellMs < 0) throw new Error(`--dwell must be a number of milliseconds, got ${options.dwell}`);

const repoRoot = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { chromium } = createRequire(path.join(repoRoot, 'app/package.json'))('@playwright/test');

if (!options['skip-build']) build();
const staticDir = options.static ? path.resolve(options.static) : undefined;
const server = await startGateway(repoRoot, await freePort(), { staticDir, main: options.gateway });
let failed = false;
try {
  const { origin } = server;
  console.log(`▶ gateway ${options.gateway ?? 'gateway/dist/main.js'} up at ${origin}, serving ${staticDir ?? 'app/dist'}`);
  const token = await signIn(origin, 'admin', 'Admin@123');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  let reload;
  let click;
  const facts = machineFacts(browser.version());
  try {
    console.log(`▶ /contract/list full reload → rows (${runs} runs)`);
    reload = await measureReload(browser, { origin, token, runs });
    console.log(`  ${describe(reload)}`);
    console.log(`▶ /dashboard, sidebar 合同列表 click → rows (${runs} runs${dwellMs ? `, hover ${dwellMs} ms first` : ''})`);
    click = await measureSidebarClick(browser, { origin, token, runs, dwellMs });
    console.log(`  ${describe(click)}`);
  } finally {
    await browser.close();
  }

  console.log(`\n${facts.cpuCount} × ${facts.cpu}, Node ${facts.node}, Chromium ${facts.chromium}`);
  console.log(`| What | Median | Min | Max | Target |`);
  console.log(`|---|---:|---:|---:|---:|`);
  console.log(`| /contract/list full reload → rows | ${reload.median} ms | ${reload.min} ms | ${reload.max} ms | ≤ ${RELOAD_TARGET_MS} ms |`);
  console.log(`| sidebar click → rows | ${click.median} ms | ${click.min} ms | ${click.max} ms | ≤ ${CLICK_TARGET_MS} ms |`);
  if (options.json) writeFileSync(options.json, `${JSON.stringify({ facts, runs, dwellMs, staticDir, reload, click }, null, 2)}\n`);

  const misses = [];
  if (reload.median > RELOAD_TARGET_MS) misses.push(`reload median ${reload.median} ms > ${RELOAD_TARGET_MS} ms`);
  if (click.median > CLICK_TARGET_MS) misses.push(`click median ${click.median} ms > ${CLICK_TARGET_MS} ms`);
  for (const miss of misses) console.log(`✖ ${miss}`);
  failed = misses.length > 0;
  if (!failed) console.log('✔ within the targets');
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
