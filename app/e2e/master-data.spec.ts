import { expect, test, type Page } from './underPolicy';
import { axeViolations, signInAs, storedToken } from './helpers';

/**
 * The master-data and system-administration lists of issue 21 against the real gateway: each page,
 * opened from its menu address, is a real screen (its heading and a grid of the demo seed's rows) that
 * axe finds no WCAG A/AA violation in; and the list routes the acceptance check calls answer a page of
 * seeded rows, and 400 with a Chinese message for a filter key they do not know.
 */

/** In-app navigation (no reload), so the shell keeps its tabs. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => window.postMessage({ type: 'router', data: { path: target } }, window.location.origin), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The pages in two groups, a test each: every kept tab makes the next axe run longer, and the ten in one test took over 120 s on a slow day (2026-11-29). */
const PAGE_GROUPS: readonly { name: string; pages: readonly { path: string; title: string }[] }[] = [
  {
    name: 'master data',
    pages: [
      { path: '/master/material', title: '物料管理' },
      { path: '/master/quality-index', title: '质量指标' },
      { path: '/master/unit-convert', title: '单位换算' },
      { path: '/master/tax-rate', title: '物料税率' },
      { path: '/master/customer', title: '客户信息' },
    ],
  },
  {
    name: 'system administration',
    pages: [
      { path: '/system/role', title: '角色管理' },
      { path: '/system/serial-number', title: '单号规则' },
      { path: '/system/interface-log', title: '接口日志' },
      { path: '/system/address', title: '地址管理' },
      { path: '/system/print-template', title: '打印模板' },
    ],
  },
];

const ROUTES = [
  '/gateway/system/material/page',
  '/gateway/system/quality-index/custom-page',
  '/gateway/system/unit-convert/page',
  '/gateway/system/materialsTaxRate/page',
  '/gateway/system/role/page',
  '/gateway/system/serial-number/page',
  '/gateway/system/interface-log/page',
];

for (const group of PAGE_GROUPS) {
  test(`${group.name}: each list page shows seeded rows and passes axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const { path, title } of group.pages) {
      await openInApp(page, path);
      const panel = page.getByRole('tabpanel', { name: title }).or(page.locator('main'));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(panel.getByRole('grid').first().locator('[role="row"][data-row="0"]')).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}

test('物料管理: a search by 物料名称 runs on the gateway and answers only matching rows', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A search runs on the gateway: 物料名称 contains 玉米 answers only corn materials.
  await openInApp(page, '/master/material');
  const form = page.getByRole('search');
  const searched = page.waitForResponse((response) => response.url().includes('/system/material/page') && response.url().includes('matName.contains'));
  await form.getByRole('textbox', { name: '物料名称' }).fill('玉米');
  await form.getByRole('button', { name: '查询' }).click();
  await searched;
  // Data rows (the header row is data-row -1).
  const rows = page.getByRole('grid', { name: '物料管理' }).locator('[role="row"][data-row]:not([data-row="-1"])');
  await expect(rows.first()).toContainText('玉米');
  await expect.poll(async () => (await rows.allInnerTexts()).filter((text) => !text.includes('玉米')).length).toBe(0);
});

test('the list routes answer a page of seeded rows, and 400 in Chinese for an unknown filter key', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  for (const route of ROUTES) {
    const answer = await page.request.get(`${route}?page=1&pageSize=10`, { headers });
    expect(answer.status(), route).toBe(200);
    const body = (await answer.json()) as { data: { result?: unknown[]; total?: number } };
    expect(body.data.result?.length ?? 0, route).toBeGreaterThan(0);

    const refused = await page.request.get(`${route}?page=1&pageSize=10&noSuchField.equals=1`, { headers });
    expect(refused.status(), route).toBe(400);
    expect(((await refused.json()) as { message: string }).message, route).toMatch(/[\u4e00-\u9fff]/);
  }
});
