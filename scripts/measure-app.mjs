#!/usr/bin/env node
// Measures the built app as the README reports it: the initial JS (gzip) of /login (signed out) and
// /dashboard (signed in as admin), and Lighthouse (desktop and mobile presets) of both pages.
//
//   flock /tmp/srm-e2e.lock node scripts/measure-app.mjs [--skip-build] [--runs=3] [--json=file] [--reports=dir]
//
// --json writes the figures, --reports the median Lighthouse report of each row (HTML and JSON).
//
// It builds the gateway and the app, serves app/dist from the built gateway on a free port with a fresh
// embedded database, and uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { composition } from './measure-app/composition.mjs';
import { measureInitialLoad } from './measure-app/initial-js.mjs';
import { runLighthouse } from './measure-app/lighthouse.mjs';
import { machineFacts, markdown, printInitialLoad } from './measure-app/report.mjs';
import { build, freePort, signIn, startGateway } from './measure-app/server.mjs';

/** The issue's budget for /login. */
const LOGIN_LIMIT_KB = 200;
const PERFORMANCE_TARGET = 90;

const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${options.runs}`);

const repoRoot = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Playwright comes with the app's @playwright/test (its launcher drives the same Debian Chromium).
const { chromium } = createRequire(path.join(repoRoot, 'app/package.json'))('@playwright/test');

if (!options['skip-build']) build();
const server = await startGateway(repoRoot, await freePort());
let failed = false;
try {
  const { origin } = server;
  console.log(`▶ gateway up at ${origin}`);
  const token = await signIn(origin, 'admin', 'Admin@123');

  console.log('▶ initial JS');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const chromiumVersion = browser.version();
  let loads;
  try {
    const login = await measureInitialLoad(browser, {
      url: `${origin}/login`,
      ready: (page) => page.getByRole('textbox', { name: '用户名' }).waitFor({ state: 'visible', timeout: 30_000 }),
    });
    const dashboard = await measureInitialLoad(browser, {
      url: `${origin}/dashboard`,
      token,
      ready: (page) => page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', timeout: 30_000 }),
    });
    loads = [
      { label: '/login', load: login },
      { label: '/dashboard', load: dashboard },
    ];
  } finally {
    await browser.close();
  }
  for (const { label, load } of loads) printInitialLoad(label, load);
  if (loads[0].load.byKind.js.gzip / 1024 > LOGIN_LIMIT_KB) {
    // Over budget: what the biggest chunks of /login are made of (from their source maps).
    console.log(`\n/login is over ${LOGIN_LIMIT_KB} KB gzip; its biggest chunks hold (raw bytes by package or folder):`);
    for (const file of loads[0].load.js.filter((js) => js.gzip >= 10 * 1024)) {
      const pathname = new URL(file.url).pathname;
      const groups = composition(path.join(repoRoot, 'app/dist', pathname), 8);
      if (!groups) continue;
      console.log(`  ${pathname}: ${groups.map(([group, bytes]) => `${group} ${(bytes / 1024).toFixed(1)} KB`).join(', ')}`);
    }
  }

  console.log(`\n▶ Lighthouse (${runs} run${runs > 1 ? 's' : ''} per page and preset)`);
  const lighthouse = await runLighthouse({
    origin,
    chromePath,
    runs,
    reportsDir: options.reports,
    pages: [{ path: '/login' }, { path: '/dashboard', token }],
  });
  for (const row of lighthouse) {
    if (!row.finalUrl?.endsWith(row.page)) console.log(`  ! ${row.page} (${row.preset}) ended at ${row.finalUrl}`);
    if (row.runtimeError) console.log(`  ! ${row.page} (${row.preset}): ${row.runtimeError}`);
    for (const warning of row.warnings) console.log(`  ! ${row.page} (${row.preset}): ${warning}`);
    console.log(`\n${row.page} · ${row.preset}: performance ${row.performance} (runs: ${row.allPerformance.join(', ')})`);
    for (const finding of row.findings) console.log(`  perf: ${finding.title}${finding.displayValue ? ` — ${finding.displayValue}` : ''}`);
    for (const audit of row.failedA11y) console.log(`  a11y: ${audit.title}`);
    for (const audit of row.failedBestPractices) {
      console.log(`  best practices: ${audit.title}`);
      for (const item of audit.items) console.log(`    ${item}`);
    }
  }

  const facts = machineFacts(chromiumVersion);
  const table = markdown({ loads, lighthouse, facts, runs, limitKb: LOGIN_LIMIT_KB });
  console.log(`\n▶ for the README\n\n${table}\n`);
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify({ facts, runs, loads, lighthouse }, null, 2)}\n`);
    console.log(`(raw figures written to ${options.json})`);
  }

  const loginJsKb = loads[0].load.byKind.js.gzip / 1024;
  const slow = lighthouse.filter((row) => row.performance < PERFORMANCE_TARGET);
  if (loginJsKb > LOGIN_LIMIT_KB) console.log(`✖ /login initial JS ${loginJsKb.toFixed(1)} KB gzip is over ${LOGIN_LIMIT_KB} KB`);
  for (const row of slow) console.log(`✖ ${row.page} ${row.preset}: performance ${row.performance} < ${PERFORMANCE_TARGET}`);
  failed = loginJsKb > LOGIN_LIMIT_KB || slow.length > 0;
  if (!failed) console.log('✔ within the targets');
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
