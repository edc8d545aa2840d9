/**
 * What a failed end-to-end test prints to the log (CI keeps no trace): each open page's address and the
 * accessibility tree of its content, dialogs, alerts, statuses and notifications, then the last lines of
 * the worker's gateway log (the requests just before the failure, and any error).
 */
import type { Locator, Page } from '@playwright/test';

const SNAPSHOT_LINES = 60;
const LOG_LINES = 20;
const LOG_LINE_CHARS = 400;

/** The page's content, its dialogs and its notifications (the header and sidebar are left out). */
const SHOWN = 'main, [role="dialog"], [role="alertdialog"], [role="alert"], [role="status"], [role="region"][aria-label="消息通知"]';

async function pageReport(page: Page): Promise<string> {
  const parts = [`page ${page.url()}`];
  const shown = await page.locator(SHOWN).all().catch((): Locator[] => []);
  if (shown.length === 0) shown.push(page.locator('body'));
  for (const element of shown) {
    const tree = await element
      .ariaSnapshot({ timeout: 3000 })
      .catch((error: unknown) => `(no snapshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    const lines = tree.split('\n');
    parts.push(...(lines.length > SNAPSHOT_LINES ? [...lines.slice(0, SNAPSHOT_LINES), `… ${lines.length - SNAPSHOT_LINES} more lines`] : lines));
  }
  return parts.join('\n');
}

export async function failureReport(pages: readonly Page[], gatewayOutput: string): Promise<string> {
  const parts = ['--- what the pages showed when the test failed ---'];
  for (const page of pages) parts.push(page.isClosed() ? `page ${page.url()} (closed)` : await pageReport(page));
  const tail = gatewayOutput
    .trimEnd()
    .split('\n')
    .slice(-LOG_LINES)
    .map((line) => (line.length > LOG_LINE_CHARS ? `${line.slice(0, LOG_LINE_CHARS)}…` : line));
  parts.push(`--- the last ${tail.length} lines of the gateway's output ---`, ...tail);
  return parts.join('\n');
}
