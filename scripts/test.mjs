#!/usr/bin/env node
// `npm test`: installs, then runs every suite in order and stops at the first failure.
// TEST_DATABASE_URL adds PostgreSQL to the gateway tests (PGlite always runs).
import { spawnSync } from 'node:child_process';
import { buildApp, buildGateway, buildLibrary, ensureChromium, install } from './steps.mjs';
import { pnpm } from './pnpm.mjs';

const inPackage = (pkg, ...args) => () => pnpm(['--filter', pkg, 'exec', ...args]);

/** gateway/test-multi/ (node --test): skipped, and passed, without TEST_DATABASE_URL. */
function multiProcess() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('skipped: set TEST_DATABASE_URL to run two gateways on one PostgreSQL');
    return 0;
  }
  return spawnSync(process.execPath, ['--test', `${import.meta.dirname}/../gateway/test-multi/`], { stdio: 'inherit' }).status ?? 1;
}

const suites = [
  ['install', install],
  ['browser (Debian Chromium + CJK fonts)', ensureChromium],
  // ESLint, then the tests of the repository's own lint rules (scripts/eslint/).
  ['lint (eslint)', () => pnpm(['exec', 'eslint', '.', '--max-warnings=0']) || (spawnSync(process.execPath, ['--test', `${import.meta.dirname}/eslint/`], { stdio: 'inherit' }).status ?? 1)],
  ['typecheck (tsc -b)', () => pnpm(['exec', 'tsc', '-b'])],
  ['unit: design-system', inPackage('@srm/design-system', 'vitest', 'run')],
  // The React-free rules the gateway and the design system share (validation, decimals, money in capitals).
  ['unit: rules', inPackage('@srm/rules', 'vitest', 'run')],
  ['unit: app', inPackage('@srm/app', 'vitest', 'run')],
  [
    process.env.TEST_DATABASE_URL ? 'gateway on PGlite and PostgreSQL' : 'gateway on PGlite (set TEST_DATABASE_URL to add PostgreSQL)',
    inPackage('@srm/gateway', 'vitest', 'run'),
  ],
  ['build: app', buildApp],
  ['build: @srm/rules, then the gateway on it', buildGateway],
  // Two built gateways on one PostgreSQL behind a round-robin proxy (issue 30); needs the build above.
  ['multi-process (two gateways on one PostgreSQL)', multiProcess],
  ['build: design-system library', buildLibrary],
  // What `pnpm publish` would put in the registry (dist, READMEs, changelog, licence), without publishing.
  ['publish dry run (design system)', () => pnpm(['--filter', '@srm/design-system', 'publish', '--dry-run', '--no-git-checks'])],
  ['package smoke test (npm pack + install + render)', inPackage('@srm/design-system', 'vitest', 'run', '--config', 'vitest.package.config.ts')],
  ['end-to-end (Chromium against the real server)', inPackage('@srm/app', 'playwright', 'test')],
  ['build: Storybook', () => pnpm(['--filter', '@srm/stories', 'run', 'build'])],
  // One pass over every story: its play function, axe (the a11y addon's report) and the screenshot.
  // `pnpm --filter @srm/stories test` runs the play functions and axe alone, for work on a story.
  ['visual tests (every story: play function, axe, screenshot)', inPackage('@srm/visual-tests', 'playwright', 'test')],
];

const started = Date.now();
const timings = [];

/** Each suite's time and the total, as a table (README, Performance: the test command's figures). */
function printTimings() {
  const width = Math.max(...timings.map(([name]) => name.length));
  console.log('\nsuite times:');
  for (const [name, seconds, outcome] of timings) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${outcome}`);
  console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
}

let passed = 0;
for (const [name, step] of suites) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const status = step();
  const seconds = (Date.now() - t0) / 1000;
  timings.push([name, seconds, status === 0 ? 'passed' : `failed (exit ${status})`]);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status}) after ${seconds.toFixed(1)}s`);
    printTimings();
    console.log(`\nsuites: ${passed} passed, 1 failed`);
    process.exit(status || 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds.toFixed(1)}s)`);
}
printTimings();
console.log(`\nAll suites passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`suites: ${passed} passed, 0 failed`);
