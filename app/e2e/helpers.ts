import { expect, type Page } from '@playwright/test';

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

/** The stored token (jotai keeps it as JSON in localStorage). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('srm.token') ?? 'null') as string | null);
}
