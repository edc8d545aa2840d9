import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2ePort as port, erpReceiverPort } from './e2e/ports';

/**
 * End-to-end tests against the real server, started as `npm start` starts it (the built gateway
 * serving the built app), on a fresh embedded database in a temporary folder.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'srm-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
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
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node gateway/dist/main.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/gateway/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'pglite'),
      STATIC_DIR: path.join(repoRoot, 'app/dist'),
      DATABASE_URL: '',
      // The secret the e2e tests send as OA and the seal system (X-Callback-Secret).
      CONTRACT_CALLBACK_SECRET: 'e2e-contract-callback-secret',
      // The dashboard flows count the seeded to-dos exactly; the reminders are tested in the gateway.
      CERTIFICATE_REMINDERS: 'off',
      // The ERP the contract sync posts to: a receiver that e2e/contract-flow.spec.ts runs on loopback.
      ERP_SYNC_URL: `http://127.0.0.1:${erpReceiverPort}/erp/contract`,
    },
  },
});
