import { expect, test, type APIRequestContext, type Locator, type Page } from './underPolicy';
import { signInAs, storedToken } from './helpers';

/**
 * 合同列表 against the real gateway: two contracts of this run's own (a unique name), found by a
 * search, shown as 草稿; 批量关闭 of a draft refused with the gateway's message; 提交审批 on one row
 * (审批中) and 作废 on the other after confirming (已作废).
 */

const HEAD = '/gateway/purchase/api/v1/contract/head';

async function createContract(request: APIRequestContext, token: string, contractName: string): Promise<number> {
  const response = await request.post(`${HEAD}/save`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      contractName,
      contractCategory: 'basis',
      orgCode: '101001',
      supplierSn: 'S0001',
      supplierName: '中粮贸易（大连）有限公司',
      categoryCode: '100101',
      signDate: '2025-03-01',
      // 1 000 t at 2 500.0005 元/t: 2 500 000.50 (the gateway computes the amounts).
      lines: [{ matCode: 'M100101', matName: '二等黄玉米', quantity: '1000', unitCode: 't', priceWithTax: '2500.0005', taxRate: '9' }],
      rebates: [],
    },
  });
  const body = (await response.json()) as { success: boolean; message: string; data: { id: number } };
  expect(body.success, body.message).toBe(true);
  return body.data.id;
}

const grid = (page: Page) => page.getByRole('grid', { name: '合同列表' });
const rowOf = (page: Page, name: string): Locator => grid(page).getByRole('row').filter({ hasText: name });

test('合同列表: search, submit, void and a refused batch close', async ({ page }) => {
  await signInAs(page, 'admin');
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const tag = `E2E合同${Date.now()}`;
  const first = `${tag}-甲`;
  const second = `${tag}-乙`;
  await createContract(page.request, token!, first);
  await createContract(page.request, token!, second);

  await page.goto('/contract/list');
  await expect(page.getByRole('heading', { level: 1, name: '合同列表' })).toBeVisible();
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '合同名称' }).fill(tag);
  await form.getByRole('button', { name: '查询' }).click();
  await expect(grid(page).getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  await expect(rowOf(page, first)).toContainText('草稿');
  await expect(rowOf(page, second)).toContainText('草稿');
  await expect(rowOf(page, first)).toContainText('2,500,000.50');

  // 批量关闭 of a draft: the gateway refuses the whole batch, naming the contract.
  await rowOf(page, first).getByRole('checkbox').check();
  await page.getByRole('button', { name: '批量操作' }).click();
  await page.getByRole('menuitem', { name: '批量关闭' }).click();
  const closeDialog = page.getByRole('alertdialog');
  await expect(closeDialog).toContainText('确定关闭选中的1个合同吗？');
  await closeDialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /当前状态为“草稿”，不能关闭/ })).toBeVisible();
  await expect(rowOf(page, first)).toContainText('草稿');

  // 提交审批 on the first row.
  await rowOf(page, first).getByRole('button', { name: '提交审批' }).click();
  await expect(rowOf(page, first)).toContainText('审批中');
  await expect(rowOf(page, first).getByRole('button', { name: '提交审批' })).toHaveCount(0);
  await expect(rowOf(page, first).getByRole('button', { name: '作废' })).toHaveCount(0);

  // 作废 on the second, after confirming (the row actions are click-locked briefly: retry the press).
  const voidDialog = page.getByRole('alertdialog');
  await expect(async () => {
    await rowOf(page, second).getByRole('button', { name: '作废' }).click();
    await expect(voidDialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(voidDialog).toContainText('确定作废合同');
  await voidDialog.getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, second)).toContainText('已作废');
  // A voided contract can only be looked at.
  await expect(rowOf(page, second).getByRole('button')).toHaveText(['详情']);
});

/**
 * Issue 18: 合同列表's first page is asked for while the page is still opening, once. On a reload it goes
 * out before the session has finished loading (the page cannot be drawn before that: the test holds the
 * session's dictionary call until the list call has been sent); from the sidebar it goes out before the
 * page's module is in (held likewise). Either way the table shows that answer without asking again.
 */
test('合同列表 asks for its first page once, before it can be drawn: on a reload and from the sidebar', async ({ page }) => {
  await signInAs(page, 'admin');
  let listCalls = 0;
  let listSent: () => void = () => undefined;
  page.on('request', (request) => {
    if (request.url().includes('/contract/head/custom-page')) {
      listCalls += 1;
      listSent();
    }
  });
  /** Holds the matching requests until the list call has been sent (at most 15 s), and says whether it was. */
  async function holdUntilListSent(url: string | RegExp) {
    const seen = new Promise<boolean>((resolve) => {
      listSent = () => resolve(true);
      setTimeout(() => resolve(false), 15_000);
    });
    const held: boolean[] = [];
    await page.route(url, async (route) => {
      held.push(await seen);
      await route.continue();
    });
    return held;
  }
  const firstRow = grid(page).locator('[role="row"][data-row="0"]');

  const dictionaries = await holdUntilListSent('**/gateway/system/dict/dictAll');
  await page.goto('/contract/list');
  await expect(firstRow).toBeVisible();
  expect(dictionaries).toEqual([true]);
  expect(listCalls).toBe(1);
  await page.unrouteAll();

  listCalls = 0;
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sidebar = page.getByRole('treegrid', { name: '侧边菜单' });
  const item = sidebar.getByRole('link', { name: '合同列表', exact: true });
  if (!(await item.isVisible())) await sidebar.getByText('合同管理', { exact: true }).click();
  // Routing turns the browser's cache off: the page's module is fetched on the hover, and held.
  const pageModule = await holdUntilListSent(/\/assets\/ContractListPage-[\w-]+\.js$/);
  await item.click();
  await expect(firstRow).toBeVisible();
  expect(pageModule).toEqual([true]);
  expect(listCalls).toBe(1);
});
