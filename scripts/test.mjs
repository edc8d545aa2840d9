#!/usr/bin/env node
// `npm test`: installs, then runs every suite and stops at the first failure.
// TEST_DATABASE_URL adds PostgreSQL to the gateway tests (PGlite always runs).
//
// Suites run one after the other, except the gateway's (issue 20): it runs one test file at a time
// (one core, waiting on its databases much of the time), so it runs beside the builds and the
// end-to-end suite (one browser, one server), which leave the other core mostly idle. Its output goes
// to a log, printed whole when it is joined; SRM_TEST_SERIAL=1 runs it in line like the others.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, buildGateway, ensureChromium, install } from './steps.mjs';
import { PNPM_VERSION, pnpm } from './pnpm.mjs';

const inPackage = (pkg, ...args) => () => pnpm(['--filter', pkg, 'exec', ...args]);
const serial = process.env.SRM_TEST_SERIAL === '1';

const gatewaySuite = process.env.TEST_DATABASE_URL ? 'gateway on PGlite and PostgreSQL' : 'gateway on PGlite (set TEST_DATABASE_URL to add PostgreSQL)';
const gatewayArgs = ['--filter', '@srm/gateway', 'exec', 'vitest', 'run'];

/** A step is [name, run] (in line), or a background suite started by { start } and awaited by { join }. */
const suites = [
  ['install', install],
  ['browser (Debian Chromium + CJK fonts)', ensureChromium],
  // ESLint, then the tests of the repository's own lint rules (scripts/eslint/).
  ['lint (eslint)', () => pnpm(['exec', 'eslint', '.', '--max-warnings=0']) || (spawnSync(process.execPath, ['--test', `${import.meta.dirname}/eslint/`], { stdio: 'inherit' }).status ?? 1)],
  ['typecheck (tsc -b)', () => pnpm(['exec', 'tsc', '-b'])],
  ['unit: design-system', inPackage('@srm/design-system', 'vitest', 'run')],
  ['unit: app', inPackage('@srm/app', 'vitest', 'run')],
  ...(serial ? [[gatewaySuite, () => pnpm(gatewayArgs)]] : [{ start: gatewaySuite, args: gatewayArgs }]),
  ['build: app', buildApp],
  ['build: design-system library, then the gateway on it', buildGateway],
  ['package smoke test (npm pack + install + render)', inPackage('@srm/design-system', 'vitest', 'run', '--config', 'vitest.package.config.ts')],
  ['end-to-end (Chromium against the real server)', inPackage('@srm/app', 'playwright', 'test')],
  ...(serial ? [] : [{ join: gatewaySuite }]),
  ['build: Storybook', () => pnpm(['--filter', '@srm/stories', 'run', 'build'])],
  // One pass over every story: its play function, axe (the a11y addon's report) and the screenshot.
  // `pnpm --filter @srm/stories test` runs the play functions and axe alone, for work on a story.
  ['visual tests (every story: play function, axe, screenshot)', inPackage('@srm/visual-tests', 'playwright', 'test')],
];

const started = Date.now();
const timings = [];
/** Background suites still running: name → { child, done (exit status), log, t0 }. */
const background = new Map();

/** Each suite's time and the total, as a table (README, Performance: the test command's figures). */
function printTimings() {
  const width = Math.max(...timings.map(([name]) => name.length));
  console.log('\nsuite times:');
  for (const [name, seconds, outcome] of timings) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${outcome}`);
  console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
}

/** Starts `pnpm args` in its own process group, its output into a log file. */
function startBackground(name, args) {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'srm-test-')), 'output.log');
  const fd = openSync(log, 'w');
  const child = spawn('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: ['ignore', fd, fd],
    detached: true,
    env: { ...process.env, npm_config_update_notifier: 'false', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  closeSync(fd);
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
  background.set(name, { child, done, log, t0: Date.now() });
  console.log(`\n▶ ${name} (in the background, beside the next suites; output: ${log})`);
}

function stopBackground() {
  for (const { child } of background.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function fail(name, status, seconds) {
  console.error(`\n✖ ${name} failed (exit ${status}) after ${seconds.toFixed(1)}s`);
  stopBackground();
  printTimings();
  console.log(`\nsuites: ${passed} passed, 1 failed`);
  process.exit(status || 1);
}

let passed = 0;
for (const step of suites) {
  if (!Array.isArray(step) && step.start) {
    startBackground(step.start, step.args);
    continue;
  }
  if (!Array.isArray(step) && step.join) {
    const { done, log, t0 } = background.get(step.join);
    console.log(`\n▶ ${step.join} (joining the background run)`);
    const status = await done;
    background.delete(step.join);
    const seconds = (Date.now() - t0) / 1000;
    process.stdout.write(readFileSync(log, 'utf8'));
    timings.push([`${step.join} (beside the above)`, seconds, status === 0 ? 'passed' : `failed (exit ${status})`]);
    if (status !== 0) fail(step.join, status, seconds);
    passed += 1;
    console.log(`✔ ${step.join} (${seconds.toFixed(1)}s, in the background)`);
    continue;
  }
  const [name, run] = step;
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const status = run();
  const seconds = (Date.now() - t0) / 1000;
  timings.push([name, seconds, status === 0 ? 'passed' : `failed (exit ${status})`]);
  if (status !== 0) fail(name, status, seconds);
  passed += 1;
  console.log(`✔ ${name} (${seconds.toFixed(1)}s)`);
}
printTimings();
console.log(`\nAll suites passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`suites: ${passed} passed, 0 failed`);
