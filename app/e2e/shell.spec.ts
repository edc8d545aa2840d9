import { expect, test, type Page } from './underPolicy';
import { signInAs, storedToken } from './helpers';

/** A menu row of the login info, as far as these tests need it. */
interface MenuRow {
  menuName: string;
  menuType: number;
  pathUrl: string | null;
  hidden: number;
  belongsTo: number;
  moduleName: string | null;
  children?: MenuRow[];
}

/** The admin's visible internal page menus (leaves with a path), from the real login info. */
async function pageMenus(page: Page): Promise<{ title: string; path: string }[]> {
  const token = await storedToken(page);
  // The token goes in the Authorization header, never in the URL (the gateway logs URLs).
  const response = await page.request.get('/gateway/system/login/getLoginInfoByToken', { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: { menuList: MenuRow[] } };
  const pages: { title: string; path: string }[] = [];
  const visit = (menu: MenuRow) => {
    const children = (menu.children ?? []).filter((child) => child.menuType !== 2);
    if (children.length > 0) children.forEach(visit);
    else if (menu.menuType !== 2 && menu.belongsTo !== 2 && !menu.moduleName && menu.hidden === 0 && menu.pathUrl?.startsWith('/') && !menu.pathUrl.startsWith('/webview')) {
      if (menu.pathUrl !== '/dashboard') pages.push({ title: menu.menuName, path: menu.pathUrl });
    }
  };
  data.menuList.forEach(visit);
  return pages;
}

/**
 * In-app navigation (no reload), the way another window asks for it (the router message). Done when
 * the page is on screen as a user sees it: the address is the page's and its tab is the current one
 * (the router changes the address first and renders the new page in a transition, after its module has
 * loaded; a click before then acts on the page still shown).
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => window.postMessage({ type: 'router', data: { path: target } }, window.location.origin), path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator(`.srm-tab-link[aria-current="page"][data-path="${path}"]`)).toHaveCount(1);
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tabLinks = (page: Page) => tabBar(page).getByRole('link');

test.describe('the shell', () => {
  test('sixteen pages leave fifteen tabs; close, 关闭其他, 关闭左侧, 关闭右侧 and 关闭全部 follow the rules', async ({ page }) => {
    await signInAs(page, 'admin');
    const pages = (await pageMenus(page)).slice(0, 16);
    expect(pages).toHaveLength(16);
    for (const target of pages) {
      await openInApp(page, target.path);
      await expect(tabBar(page).locator('[aria-current="page"]')).toHaveText(target.title);
    }
    await expect(tabLinks(page)).toHaveCount(15);
    // The oldest tab made room; the newest is current.
    await expect(tabBar(page).getByRole('link', { name: pages[0]!.title, exact: true })).toHaveCount(0);
    await expect(tabBar(page).locator('[aria-current="page"]')).toHaveText(pages[15]!.title);

    // The tabs have their own row under the breadcrumb; overflowing, they scroll between ‹ and ›,
    // the current tab whole and the leftmost one on screen not cut mid-label.
    const crumbsBox = await page.getByRole('navigation', { name: '面包屑导航' }).boundingBox();
    const tabsBox = await tabBar(page).boundingBox();
    expect(tabsBox!.y).toBeGreaterThanOrEqual(crumbsBox!.y + crumbsBox!.height);
    await expect(tabBar(page).getByRole('button', { name: '向左滚动标签' })).toBeEnabled();
    await expect(tabBar(page).getByRole('button', { name: '向右滚动标签' })).toBeVisible();
    await expect
      .poll(() =>
        tabBar(page).evaluate((nav) => {
          const view = nav.querySelector('.srm-tab-bar-scroll')!.getBoundingClientRect();
          const tabs = Array.from(nav.querySelectorAll('.srm-tab'), (tab) => tab.getBoundingClientRect());
          const current = nav.querySelector('.srm-tab[data-active]')!.getBoundingClientRect();
          const cut = tabs.some((tab) => tab.left < view.left - 0.5 && tab.right > view.left + 0.5);
          return { cut, currentWhole: current.left >= view.left - 0.5 && current.right <= view.right + 0.5 };
        }),
      )
      .toEqual({ cut: false, currentWhole: true });

    // Closing the current tab opens the last remaining one.
    await tabBar(page).getByRole('button', { name: `关闭${pages[15]!.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${pages[14]!.path}$`));
    await expect(tabLinks(page)).toHaveCount(14);

    // 关闭左侧 / 关闭右侧 from a tab in the middle (the 更多操作 menu acts on the current tab).
    await tabBar(page).getByRole('link', { name: pages[8]!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${pages[8]!.path}$`));
    await page.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '关闭左侧' }).click();
    await expect(tabLinks(page)).toHaveCount(7);
    await expect(tabLinks(page).first()).toHaveText(pages[8]!.title);
    await page.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '关闭右侧' }).click();
    await expect(tabLinks(page)).toHaveCount(1);

    // 关闭其他 keeps the current tab only; 关闭全部 goes home (首页 never has a tab).
    await openInApp(page, pages[1]!.path);
    await openInApp(page, pages[2]!.path);
    await page.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tabLinks(page)).toHaveText([pages[2]!.title]);
    await page.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tabLinks(page)).toHaveCount(0);
  });

  test('a page keeps its search and results while its tab is hidden, and starts afresh once its tab is closed', async ({ page }) => {
    await signInAs(page, 'admin');
    await openInApp(page, '/system/user');
    const grid = page.getByRole('grid', { name: '用户管理' });
    const form = page.getByRole('search');
    await form.getByRole('textbox', { name: '账号' }).fill('lina');
    await form.getByRole('button', { name: '查询' }).click();
    await expect(grid).toHaveAttribute('aria-rowcount', '2');

    // Another tab, then back: the typed search and the filtered rows are still there; the list may
    // reload when shown again, but with the kept search.
    await openInApp(page, '/report/trend');
    const listBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/system/user/custom-page')) listBodies.push(request.postData() ?? '');
    });
    await tabBar(page).getByRole('link', { name: '用户管理', exact: true }).click();
    await expect(form.getByRole('textbox', { name: '账号' })).toHaveValue('lina');
    await expect(grid).toHaveAttribute('aria-rowcount', '2');
    for (const body of listBodies) expect(body).toContain('lina');

    // Closed and opened again: a fresh page.
    await tabBar(page).getByRole('button', { name: '关闭用户管理' }).click();
    await openInApp(page, '/system/user');
    await expect(page.getByRole('search').getByRole('textbox', { name: '账号' })).toHaveValue('');
  });

  test('a list page carries the side menu of the top-level menus, each leading to its first page, folding away', async ({ page, context }) => {
    await signInAs(page, 'admin');
    await openInApp(page, '/system/user');
    const quick = page.getByRole('navigation', { name: '快捷导航' });
    await expect(quick.getByRole('link', { name: '首页', exact: true })).toHaveAttribute('href', '/dashboard');
    await expect(quick.getByRole('link', { name: '系统管理' })).toHaveAttribute('href', '/system/user');

    // It folds away for the list's sake, and stays folded across a reload (the listSideMenuStatus cookie).
    await quick.getByRole('button', { name: '收起快捷导航' }).click();
    await expect(quick.getByRole('button', { name: '展开快捷导航' })).toHaveAttribute('aria-expanded', 'false');
    await expect(quick.getByRole('link')).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'listSideMenuStatus')?.value).toBe('0');
    await page.reload();
    await expect(page.getByRole('navigation', { name: '快捷导航' }).getByRole('button', { name: '展开快捷导航' })).toBeVisible();
    await page.getByRole('navigation', { name: '快捷导航' }).getByRole('button', { name: '展开快捷导航' }).click();
    expect((await context.cookies()).find((cookie) => cookie.name === 'listSideMenuStatus')?.value).toBe('1');

    await quick.getByRole('link', { name: '合同管理' }).click();
    await expect(page).toHaveURL(/\/contract\//);
  });

  test('the sidebar opens pages, shows the breadcrumb, and keeps its collapsed state in the sidebarStatus cookie', async ({ page, context }) => {
    await signInAs(page, 'admin');
    // The header's environment badge (spec 01 §2.4) sits beside the logo: this repository builds DEV (app/.env).
    await expect(page.locator('.srm-app-logo').getByText('DEV', { exact: true })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: '侧边菜单' });
    await sidebar.getByText('系统管理', { exact: true }).click();
    await sidebar.getByRole('link', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/\/system\/user$/);
    const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
    await expect(crumbs.getByRole('listitem')).toHaveText([/^采购管理平台/, /^系统管理/, '用户管理']);
    await expect(crumbs.getByRole('link')).toHaveText(['采购管理平台']);

    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect(page.getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
    expect((await context.cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value).toBe('0');
    await page.reload();
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await page.getByRole('button', { name: '展开菜单' }).click();
    expect((await context.cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value).toBe('1');
    await page.reload();
    await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible();
  });

  test('招标中心 and 物流系统 open from the sidebar in kept-alive tabs that embed them, told to refreshTable when shown again', async ({ page, context }) => {
    await signInAs(page, 'admin');
    const sidebar = page.getByRole('navigation', { name: '侧边菜单' });
    await sidebar.getByText('直连系统', { exact: true }).click();
    await sidebar.getByRole('link', { name: '物流系统' }).click();
    await expect(page).toHaveURL(/\/webview\/lms\/transport$/);
    // In this window's own tab, not a new window of the app.
    expect(context.pages()).toHaveLength(1);
    await expect(page.locator('.srm-tab-link[aria-current="page"][data-path="/webview/lms/transport"]')).toHaveCount(1);
    const frameTitle = 'iframe[title="供应商系统（嵌入页面）"]';
    const lms = page.frameLocator(`${frameTitle}:visible`);
    await expect(lms.getByTestId('embed-system')).toHaveText('lms');
    await expect(lms.getByRole('status')).toHaveText('尚未刷新');

    await sidebar.getByText('供应商管理', { exact: true }).click();
    await sidebar.getByRole('link', { name: '招标中心' }).click();
    await expect(page).toHaveURL(/\/webview\/bidding\/project$/);
    expect(context.pages()).toHaveLength(1);
    await expect(page.locator(`${frameTitle}:visible`)).toHaveCount(1);
    await expect(page.frameLocator(`${frameTitle}:visible`).getByTestId('embed-system')).toHaveText('bidding');

    // Back to 物流系统's tab: the same page, kept alive (not loaded again), was told to refresh its table.
    await tabBar(page).locator('.srm-tab-link[data-path="/webview/lms/transport"]').click();
    await expect(page).toHaveURL(/\/webview\/lms\/transport$/);
    const shown = page.frameLocator(`${frameTitle}:visible`);
    await expect(shown.getByTestId('embed-system')).toHaveText('lms');
    await expect(shown.getByRole('status')).toHaveText('已刷新 1 次 (refreshTable)');
  });

  test('below 992 px the sidebar leaves the page and opens as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await signInAs(page, 'admin');
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCount(0);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '导航菜单' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });

  test('an expired session asks before signing in again (HTTP 401): 取消 stays, 重新登录 goes to /login', async ({ page }) => {
    // The download centre loads its list once when it mounts (once the browser is idle after sign-in):
    // that call must be over before this one is made to fail, or it would ask before the click below.
    const mounted = page.waitForResponse((response) => response.url().includes('/gateway/demand/exprot/download/task/list'));
    await signInAs(page, 'admin');
    await mounted;
    // The gateway really refuses the token of this call: the request carries one it has never issued.
    await page.route('**/gateway/demand/exprot/download/task/list', (route) =>
      route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer expired-or-unknown-token' } }),
    );
    await page.getByRole('button', { name: /^下载中心/ }).click();
    const question = page.getByRole('alertdialog').filter({ hasText: '登录状态已过期，您可以继续留在该页面，或者重新登录' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: '取消' }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedToken(page)).not.toBeNull();

    // The download centre stayed open behind the question: closed, then opened again (a new call, a new 401).
    const centre = page.getByRole('dialog', { name: '下载中心' });
    await expect(centre).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(centre).toHaveCount(0);
    await page.getByRole('button', { name: /^下载中心/ }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a user disabled while signed in is signed out at the next call (HTTP 403, body code 403)', async ({ page, browser }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '用户名' }).fill('mazhiyong');
    await page.getByLabel('密码', { exact: true }).fill('Demo@123');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    const userId = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('srm.token') ?? 'null') as string;
      const response = await fetch('/gateway/system/login/getLoginInfoByToken', { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: { sysUserInfo: { id: number } } }).data.sysUserInfo.id;
    });

    // The administrator disables the user in another browser.
    const admin = await browser.newPage();
    await signInAs(admin, 'admin');
    const adminToken = await storedToken(admin);
    const headers = { authorization: `Bearer ${adminToken}` };
    const detail = (await (await admin.request.get(`/gateway/system/user/${userId}`, { headers })).json()) as { data: { version: number } };
    const update = await admin.request.post('/gateway/system/user/update', { headers, data: { id: userId, version: detail.data.version, enabled: 0 } });
    expect(update.ok()).toBe(true);
    await admin.close();

    await page.getByRole('button', { name: /^下载中心/ }).click();
    await expect(page.getByText('登录状态已过期！')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('the English shell: tab bar, breadcrumb and sidebar speak English, kept across a reload', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.getByRole('button', { name: /English|切换语言/ }).click();
    await openInApp(page, '/system/user');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Procurement Platform']);
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Close others' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('keyboard only: from the sidebar to a page, then closing its tab with Delete', async ({ page }) => {
    await signInAs(page, 'admin');
    const sidebar = page.getByRole('navigation', { name: '侧边菜单' });
    // Tab until focus is inside the sidebar.
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      if (await sidebar.evaluate((nav) => nav.contains(document.activeElement))) break;
    }
    expect(await sidebar.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    // Walk down to 系统管理, open it, and follow its first page.
    for (let i = 0; i < 60; i += 1) {
      const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (text.includes('系统管理')) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/system\//);
    const current = tabBar(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await current.focus();
    await page.keyboard.press('Delete');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tabLinks(page)).toHaveCount(0);
  });
});
