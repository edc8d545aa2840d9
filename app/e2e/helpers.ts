import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Fills the login form and submits with Enter. */
export async function fillSignIn(page: Page, account: string, password: string) {
  await page.getByRole('textbox', { name: '用户名' }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
}

/** Signs in from /login and waits for the dashboard. */
export async function signInAs(page: Page, account: 'admin' | 'buyer', password = account === 'admin' ? 'Admin@123' : 'Buyer@123') {
  await page.goto('/login');
  await fillSignIn(page, account, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Leaves the current user's session (its token and cookies) and signs `account` in from /login. */
export async function signInAccount(page: Page, account: string, password: string) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/login');
  await fillSignIn(page, account, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The stored token (jotai keeps it as JSON in localStorage). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('srm.token') ?? 'null') as string | null);
}

/**
 * Waits (at most 5 s) until the page has no finite CSS animation or transition running for two frames in
 * a row: axe measures colour contrast from the computed colours, and a hover transition caught half-way
 * (the pointer still rests where the last click was, over whatever the new page drew there) reads as a
 * contrast failure that no user sees. A transition can start after the first look (a late render moves a
 * hovered element under the pointer, a busy machine draws later), so the page is looked at again after
 * each wait. Endless animations (spinners) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const deadline = performance.now() + 5000;
    for (;;) {
      await frames();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      if (running.length === 0 || performance.now() > deadline) return;
      const ended = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())))]);
    }
  });
}

/**
 * axe's WCAG 2.1 A/AA violations on the page (or inside `include`), one line each: rule and targets.
 * `excludeAnnouncer` leaves out react-aria's live announcer, which keeps an empty labelled node for a
 * few seconds after an upload or a selection in a dialog that has since closed.
 */
export async function axeViolations(page: Page, options: { include?: string; excludeAnnouncer?: boolean } = {}): Promise<string[]> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.excludeAnnouncer) builder = builder.exclude('[data-live-announcer]');
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Presses a row action until what it opens is visible. Row actions are click-locked for 800 ms across the
 * table after any press, and a press landing while the list re-renders is lost; so a single click can miss.
 */
export async function pressToOpen(button: Locator, opened: Locator) {
  await expect(async () => {
    if (!(await opened.isVisible())) await button.click({ timeout: 5000 });
    await expect(opened).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}
