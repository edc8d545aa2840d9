import { expect, test, type Page } from './underPolicy';
import { axeViolations, signInAs } from './helpers';

/** In-app navigation (no reload), so the shell keeps its tabs. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => window.postMessage({ type: 'router', data: { path: target } }, window.location.origin), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe('axe finds no WCAG A/AA violations', () => {
  test('on the signed-out pages', async ({ page }) => {
    for (const path of ['/login', '/404', '/503']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test('on every page of the signed-in shell, in both languages', async ({ page }) => {
    // Eight pages kept in tabs and thirteen axe runs: over 120 s once on a slow day beside the gateway
    // suite (2026-11-29). Split into three tests, the trend page checked straight after the dashboard
    // failed color-contrast once in a fresh-clone run, which this order has never done: kept whole.
    test.setTimeout(240_000);
    await signInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The cards have their rows: 常用功能's 添加 turns from disabled to enabled when its list arrives, and
    // axe would measure its colour half-way through that transition.
    await expect(page.locator('[data-card] [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('[data-card="quick-start"] button[aria-haspopup]')).toBeEnabled();
    expect(await axeViolations(page), '/dashboard').toEqual([]);

    const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
      { path: '/system/user', ready: (p) => expect(p.getByRole('grid').first()).toBeVisible() },
      { path: '/system/org', ready: (p) => expect(p.getByRole('treegrid').or(p.getByRole('tree')).first()).toBeVisible() },
      { path: '/system/category', ready: (p) => expect(p.getByRole('treegrid').or(p.getByRole('tree')).first()).toBeVisible() },
      { path: '/system/dict', ready: (p) => expect(p.getByRole('treegrid').or(p.getByRole('grid')).first()).toBeVisible() },
      { path: '/system/menu', ready: (p) => expect(p.getByRole('treegrid').or(p.getByRole('tree')).first()).toBeVisible() },
      { path: '/report/trend', ready: (p) => expect(p.getByRole('main').getByRole('img').first()).toBeVisible() },
      // 物流系统 embeds the gateway's demo page (EMBED_BASES unset); axe checks inside the frame too.
      { path: '/webview/lms/transport', ready: (p) => expect(p.frameLocator('iframe[title="供应商系统（嵌入页面）"]').getByTestId('embed-system')).toHaveText('lms') },
    ];
    for (const { path, ready } of pages) {
      await openInApp(page, path);
      await ready(page);
      expect(await axeViolations(page), path).toEqual([]);
    }

    // Open overlays: the download centre, the tab bar's menu, the collapsed sidebar.
    await page.getByRole('button', { name: /^下载中心/ }).click();
    await expect(page.getByRole('dialog', { name: '下载中心' })).toBeVisible();
    expect(await axeViolations(page), 'download centre').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '更多操作' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await axeViolations(page), 'tab menu').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '收起菜单' }).click();
    expect(await axeViolations(page), 'collapsed sidebar').toEqual([]);
    await page.getByRole('button', { name: '展开菜单' }).click();

    await page.getByRole('button', { name: /English|切换语言/ }).click();
    await openInApp(page, '/dashboard');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await axeViolations(page), '/dashboard (en)').toEqual([]);
  });

  test('on a phone-sized screen, where the header keeps to its width', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await signInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const logout = await page.getByRole('button', { name: '退出登录' }).boundingBox();
    expect(logout!.x + logout!.width).toBeLessThanOrEqual(header!.x + header!.width);
    expect(await axeViolations(page), '/dashboard at 412 px').toEqual([]);
  });

  test('in the narrow layout with the menu drawer open', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signInAs(page, 'admin');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(page.getByRole('dialog', { name: '导航菜单' })).toBeVisible();
    expect(await axeViolations(page), 'drawer').toEqual([]);
  });
});
