import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Fills the login form and submits with Enter. */
export async function fillSignIn(page: Page, account: string, password: string) {
  await page.getByRole('textbox', { name: '用户名' }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
}

/** A user's token from the sign-in call (no browser). */
export async function tokenOf(request: APIRequestContext, account: string, password: string): Promise<string> {
  const response = await request.post('/gateway/system/login/loginByAccount', { data: { account, password } });
  const body = (await response.json()) as { success: boolean; message: string; data: { accessToken: string } };
  expect(body.success, body.message).toBe(true);
  return body.data.accessToken;
}

/**
 * Signs `account` in through the gateway and opens /dashboard with its token, as a reload of a signed-in
 * browser does (the app keeps the token as JSON in localStorage `srm.token`). The sign-in form itself is
 * tested in sign-in.spec.ts, dashboard.spec.ts and window-ticket.spec.ts; going through it for every other
 * test cost about 1.4 s more per sign-in (2.7 s against 1.3 s, measured on the 2-core machine).
 */
async function openSignedIn(page: Page, account: string, password: string, options: { forgetStorage: boolean }) {
  const token = await tokenOf(page.request, account, password);
  // localStorage is the origin's: a fresh page is on about:blank, so it first opens a small answer of the origin.
  if (!page.url().startsWith('http')) await page.goto('/gateway/health');
  await page.evaluate(
    ({ value, forget }) => {
      if (forget) localStorage.clear();
      localStorage.setItem('srm.token', JSON.stringify(value));
    },
    { value: token, forget: options.forgetStorage },
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The shell is up (it listens to cross-window messages from then on): its header names the user (hidden on a narrow screen).
  await expect(page.locator('.srm-header-user')).toBeAttached();
}

/** Signs in (through the gateway, see openSignedIn) and waits for the dashboard. */
export async function signInAs(page: Page, account: 'admin' | 'buyer', password = account === 'admin' ? 'Admin@123' : 'Buyer@123') {
  await openSignedIn(page, account, password, { forgetStorage: false });
}

/** Leaves the current user's session (its token, stored settings and cookies) and signs `account` in. */
export async function signInAccount(page: Page, account: string, password: string) {
  await page.context().clearCookies();
  await openSignedIn(page, account, password, { forgetStorage: true });
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
