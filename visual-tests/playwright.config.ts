import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.VISUAL_PORT ?? 6007);
/** The built Storybook to test; STORYBOOK_DIR points at another build (e.g. a private one). */
export const storybookDir = process.env.STORYBOOK_DIR
  ? path.resolve(process.env.STORYBOOK_DIR)
  : path.resolve(import.meta.dirname, '../stories/storybook-static');

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  // On CI one retry absorbs a play function starved of CPU; a retried pass is reported as flaky in
  // the log, and a real difference from a baseline fails both tries.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Baselines are committed next to the tests, one PNG per story id.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixels: 0, scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 800, height: 480 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--font-render-hinting=none', '--disable-lcd-text'],
    },
  },
  webServer: {
    command: `node serve-static.mjs ${JSON.stringify(storybookDir)} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
