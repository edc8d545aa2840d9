/**
 * The end-to-end tests' `test`: Playwright's, with every test run under the app's Content-Security-Policy
 * watched. A violation in any page or frame of the test's browser context (the `securitypolicyviolation`
 * event, or Chromium's "Refused to … Content Security Policy" console error) fails the test, so every
 * flow the suite walks (sign-in, lists, editors, file previews, printing, embedded pages) shows that the
 * app runs under the policy the gateway sends (gateway/src/core/security-headers.ts).
 *
 * It also gives each worker its own server (e2eServer) and points `baseURL` at it.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failureReport } from './failureReport';
import { startE2eServer, type E2eServer } from './server';

export * from '@playwright/test';

export const test = base.extend<{ policyViolations: string[]; pagesOnFailure: void }, { e2eServer: E2eServer }>({
  // The worker's own server on its own fresh database (e2e/server.ts); every page and request goes to it.
  e2eServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const root = process.env.E2E_DATA_DIR;
      const dataDir = root ? path.join(root, `worker-${workerInfo.workerIndex}`) : mkdtempSync(path.join(tmpdir(), 'srm-e2e-'));
      const removeData = () => {
        if (!root) rmSync(dataDir, { recursive: true, force: true });
      };
      const server = await startE2eServer(workerInfo.workerIndex, dataDir).catch((error: unknown) => {
        removeData();
        throw error;
      });
      try {
        await provide(server);
      } finally {
        await server.stop();
        removeData();
      }
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ e2eServer }, provide) => provide(e2eServer.url),
  policyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`[csp] ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      const watch = (page: Page) =>
        page.on('console', (message) => {
          const text = message.text();
          if (text.startsWith('[csp]') || text.includes('Content Security Policy')) violations.push(`${page.url()}: ${text}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // CI keeps only the log (no trace): a failed test prints what its pages showed and the server's last lines.
  pagesOnFailure: [
    async ({ context, e2eServer }, provide, testInfo) => {
      await provide();
      if (testInfo.status === testInfo.expectedStatus) return;
      console.log(await failureReport(context.pages(), e2eServer.output()));
    },
    { auto: true },
  ],
});
