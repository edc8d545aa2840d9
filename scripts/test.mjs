#!/usr/bin/env node
// `npm test`: installs, then runs every suite in order and stops at the first failure.
// TEST_DATABASE_URL adds PostgreSQL to the gateway tests (PGlite always runs).
import { spawnSync } from 'node:child_process';
import { BUILDS, ensureChromium, install } from './steps.mjs';
import { pnpm } from './pnpm.mjs';
import { collectNode, collectPnpm, sideBySide } from './side-by-side.mjs';

const inPackage = (pkg, ...args) => () => pnpm(['--filter', pkg, 'exec', ...args]);

/** gateway/test-multi/ (node --test): skipped, and passed, without TEST_DATABASE_URL. */
function multiProcess() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('skipped: set TEST_DATABASE_URL to run two gateways on one PostgreSQL');
    return 0;
  }
  return spawnSync(process.execPath, ['--test', `${import.meta.dirname}/../gateway/test-multi/`], { stdio: 'inherit' }).status ?? 1;
}

/** Runs `first`, then (when it passed) `second`: one step's output and status. */
async function thenRun(first, second) {
  const a = await first();
  if (a.status !== 0) return a;
  const b = await second();
  return { status: b.status, output: a.output + b.output };
}

/**
 * The suites in order; `{ together: [...] }` runs its steps side by side (scripts/side-by-side.mjs): a
 * step, or a lane of steps run in order. Two single-threaded steps keep the 2-core machine's both cores
 * busy, and a step that mostly waits goes beside one that does not.
 */
const suites = [
  ['install', install],
  ['browser (Debian Chromium + CJK fonts)', ensureChromium],
  {
    together: [
      // ESLint, then the tests of the repository's own lint rules (scripts/eslint/).
      ['lint (eslint)', () => thenRun(() => collectPnpm(['exec', 'eslint', '.', '--max-warnings=0']), () => collectNode(['--test', `${import.meta.dirname}/eslint/`]))],
      ['typecheck (tsc -b)', () => collectPnpm(['exec', 'tsc', '-b'])],
    ],
  },
  ['unit: design-system', inPackage('@srm/design-system', 'vitest', 'run')],
  // The React-free rules the gateway and the design system share (validation, decimals, money in capitals).
  ['unit: rules', inPackage('@srm/rules', 'vitest', 'run')],
  ['unit: app', inPackage('@srm/app', 'vitest', 'run')],
  [
    process.env.TEST_DATABASE_URL ? 'gateway on PGlite and PostgreSQL' : 'gateway on PGlite (set TEST_DATABASE_URL to add PostgreSQL)',
    inPackage('@srm/gateway', 'vitest', 'run'),
  ],
  {
    together: [
      ['build: app', () => collectPnpm(BUILDS.app)],
      ['build: @srm/rules, then the gateway on it', () => thenRun(() => collectPnpm(BUILDS.rules), () => collectPnpm(BUILDS.gateway))],
    ],
  },
  // Two built gateways on one PostgreSQL behind a round-robin proxy (issue 30); needs the build above.
  ['multi-process (two gateways on one PostgreSQL)', multiProcess],
  {
    // The end-to-end suite keeps both cores busy (a browser and a gateway per worker); the package's lane
    // beside it mostly waits on npm (the consumer test installs the packed tarball), then builds Storybook
    // for the visual tests.
    together: [
      ['end-to-end (Chromium against the real server)', () => collectPnpm(['--filter', '@srm/app', 'exec', 'playwright', 'test'])],
      [
        ['build: design-system library', () => collectPnpm(BUILDS.library)],
        // What `pnpm publish` would put in the registry (dist, READMEs, changelog, licence), without publishing.
        ['publish dry run (design system)', () => collectPnpm(['--filter', '@srm/design-system', 'publish', '--dry-run', '--no-git-checks'])],
        ['package smoke test (npm pack + install + render)', () => collectPnpm(['--filter', '@srm/design-system', 'exec', 'vitest', 'run', '--config', 'vitest.package.config.ts'])],
        ['build: Storybook', () => collectPnpm(['--filter', '@srm/stories', 'run', 'build'])],
      ],
    ],
  },
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

/** Runs one suite (or one side-by-side group) and answers `[name, seconds, status]` per step. */
async function runSuite(suite) {
  if ('together' in suite) return sideBySide(suite.together);
  const [name, step] = suite;
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const status = step();
  const seconds = (Date.now() - t0) / 1000;
  if (status === 0) console.log(`✔ ${name} (${seconds.toFixed(1)}s)`);
  return [[name, seconds, status]];
}

let passed = 0;
for (const suite of suites) {
  const results = await runSuite(suite);
  for (const [name, seconds, status] of results) {
    timings.push([name, seconds, status === 0 ? 'passed' : `failed (exit ${status})`]);
    if (status === 0) passed += 1;
  }
  const failed = results.filter(([, , status]) => status !== 0);
  if (failed.length > 0) {
    for (const [name, seconds, status] of failed) console.error(`\n✖ ${name} failed (exit ${status}) after ${seconds.toFixed(1)}s`);
    printTimings();
    console.log(`\nsuites: ${passed} passed, ${failed.length} failed`);
    process.exit(failed[0][2] || 1);
  }
}
printTimings();
console.log(`\nAll suites passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`suites: ${passed} passed, 0 failed`);
