import { expect, test, type Page } from './underPolicy';

async function signIn(page: Page, account: string, password: string) {
  await page.getByRole('textbox', { name: '用户名' }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
}

test('the demo admin signs in and sees the greeting card', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  // The account name is trimmed before it is sent.
  await signIn(page, '  admin ', 'Admin@123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(早上好|中午好|下午好|晚上好)，管理员$/);
  await expect(page.getByText('系统管理员 | 牧原饲料集团-信息部-系统管理员')).toBeVisible();
  // A reload keeps the session: the guard reloads the user from the token.
  await page.reload();
  await expect(page.getByText('系统管理员 | 牧原饲料集团-信息部-系统管理员')).toBeVisible();
});

test('a wrong password shows the gateway message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('srm.token'))).toBeNull();
});

test('the form checks its rules before calling the gateway', async ({ page }) => {
  await page.goto('/login');
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/gateway/system/login/loginByAccount')) calls += 1;
  });
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('密码不能少于6为数字')).toBeVisible();
  await signIn(page, 'admin', '12345');
  await expect(page.getByText('密码不能少于6为数字')).toBeVisible();
  expect(calls).toBe(0);
});

test('a deep link while signed out returns to that page after sign-in', async ({ page }) => {
  await page.goto('/dashboard?from=page');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Ffrom%3Dpage$/);
  await signIn(page, 'buyer', 'Buyer@123');
  await expect(page).toHaveURL(/\/dashboard\?from=page$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('张采购');
  await expect(page.getByText('采购专员 | 河北饲料有限公司-采购部-采购专员')).toBeVisible();
});

test('logging out revokes the token and protects the pages again', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'Admin@123');
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('srm.token') ?? 'null') as string | null);
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  // The old token no longer works at the gateway, not just in this browser.
  const response = await page.request.get('/gateway/system/login/getLoginInfoByToken', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('the 404 page has a way home', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
});
