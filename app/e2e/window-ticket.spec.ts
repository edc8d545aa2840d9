import { expect, test, type Browser, type Page } from './underPolicy';
import { signInAs, storedToken } from './helpers';

/**
 * 'Open in new window' (spec 01 §2.4) carries a one-time ticket instead of the raw token: a browser
 * with no stored session opens the address with `?ticket=`, is signed in without a password, and the
 * ticket leaves the address. The same ticket cannot be used twice. Also: the hidden-material check is
 * loaded at sign-in after the dictionaries (spec 01 §2.2 item 5).
 */

async function issueTicket(page: Page): Promise<string> {
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const response = await page.request.post('/gateway/system/login/windowTicket', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { ticket: string; expiresIn: number } };
  expect(body.data.expiresIn).toBe(60);
  return body.data.ticket;
}

/** A fresh browser context: no cookies, no local storage. */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  return context.newPage();
}

test('a window ticket signs a fresh browser in once, and leaves the address', async ({ page, browser, baseURL }) => {
  await signInAs(page, 'admin');
  const adminToken = await storedToken(page);
  const ticket = await issueTicket(page);

  const second = await freshPage(browser, baseURL);
  try {
    await second.goto(`/dashboard?from=portal&ticket=${encodeURIComponent(ticket)}`);
    await expect(second.getByRole('heading', { level: 1 })).toContainText('管理员');
    // Signed in without a password, on the page asked for, with the ticket gone from the address.
    await expect(second).toHaveURL(/\/dashboard\?from=portal$/);
    expect(second.url()).not.toContain(ticket);
    const secondToken = await storedToken(second);
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(adminToken);
    // A reload keeps that session.
    await second.reload();
    await expect(second.getByRole('heading', { level: 1 })).toContainText('管理员');
  } finally {
    await second.context().close();
  }

  const third = await freshPage(browser, baseURL);
  try {
    await third.goto(`/dashboard?ticket=${encodeURIComponent(ticket)}`);
    await expect(third).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(third.getByRole('alert')).toHaveText('登录凭证已失效，请重新打开');
    expect(await storedToken(third)).toBeNull();
  } finally {
    await third.context().close();
  }
});

test('a ticket in the address of a signed-in browser is only removed', async ({ page }) => {
  await signInAs(page, 'buyer');
  const token = await storedToken(page);
  const ticket = await issueTicket(page);
  await page.goto(`/dashboard?ticket=${encodeURIComponent(ticket)}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('张采购');
  expect(await storedToken(page)).toBe(token);
});

test('the hidden-material check is loaded at sign-in, after the dictionaries', async ({ page }) => {
  await signInAs(page, 'admin');
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/gateway/system/dict/dictAll' || path === '/gateway/system/material/hiddenCheck') calls.push(path);
  });
  const check = page.waitForResponse((response) => new URL(response.url()).pathname === '/gateway/system/material/hiddenCheck');
  await page.reload();
  const response = await check;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { invalidMaterials: unknown[]; tradingCompanies: { label: string; code: string }[] } };
  expect(body.data.invalidMaterials.length).toBeGreaterThan(0);
  expect(body.data.tradingCompanies).toContainEqual(expect.objectContaining({ label: '湛江饲料贸易有限公司', code: '102004' }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('管理员');
  expect(calls).toEqual(['/gateway/system/dict/dictAll', '/gateway/system/material/hiddenCheck']);
});
