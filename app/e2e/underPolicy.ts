/**
 * The end-to-end tests' `test`: Playwright's, with every test run under the app's Content-Security-Policy
 * watched. A violation in any page or frame of the test's browser context (the `securitypolicyviolation`
 * event, or Chromium's "Refused to … Content Security Policy" console error) fails the test, so every
 * flow the suite walks (sign-in, lists, editors, file previews, printing, embedded pages) shows that the
 * app runs under the policy the gateway sends (gateway/src/core/security-headers.ts).
 */
import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ policyViolations: string[] }>({
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
});
