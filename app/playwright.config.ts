import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';

/**
 * End-to-end tests against the real server, started as `npm start` starts it (the built gateway
 * serving the built app). Each worker starts its own, on a copy of a freshly seeded embedded database
 * in a temporary folder (e2e/global-setup.ts, e2e/underPolicy.ts, e2e/server.ts), so the spec files
 * run side by side; the tests of one file run in order in one worker.
 */

export default defineConfig({
  testDir: 'e2e',
  // One migrated and seeded server folder, copied by each worker's server (e2e/server.ts).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // One worker per core (E2E_WORKERS overrides): each is a browser and a gateway, mostly waiting on the other.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, availableParallelism())),
  reporter: process.env.CI ? 'line' : 'list',
  // A lazily loaded page (the login page after a refused token) can take more than Playwright's 5 s
  // to draw on a 2-core machine busy with other suites; a missing element still fails, 5 s later.
  // A flow of several page loads and axe runs takes 10–20 s on the 2-core machine and twice that when
  // the machine is slow (a fresh-clone run on 2026-11-27 took 895 s for the suite instead of 423 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The test command's log names the spec files over 30 s, slowest first: where the suite's time goes.
  reportSlowTests: { max: 20, threshold: 30_000 },
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A trace records every action's page (about a tenth of the suite's time: shell + settlement specs
    // 72.5 s with it, 62.5 s without, 2026-11-29). CI keeps only its log, so it records none; a local run
    // keeps the trace of a failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
});
