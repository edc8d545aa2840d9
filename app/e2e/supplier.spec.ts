import { expect, test, type APIRequestContext, type Page } from './underPolicy';
import { fillSignIn, signInAccount, tokenOf } from './helpers';

/**
 * The supplier side (issue 22) against the real gateway: a supplier account signs in and sees exactly
 * its own supplier's contracts (fewer than admin), and its own archive only; the buyer's admission of
 * a new supplier goes to OA and OA's callback makes it 合格.
 */

const API = '/gateway/supplier/api/v1';
const CALLBACK_SECRET = 'e2e-contract-callback-secret';

interface Page_<Row> {
  total: number;
  result: Row[];
}

async function signInSupplier(page: Page, account: 'supplier1' | 'supplier2') {
  await signInAccount(page, account, 'Supplier@123');
}

async function pageOf<Row>(request: APIRequestContext, token: string, url: string): Promise<Page_<Row>> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: Page_<Row> }).data;
}

test('a supplier account sees exactly its own contracts and its own archive', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await tokenOf(page.request, 'admin', 'Admin@123');
  const all = await pageOf<{ supplierSn: string }>(page.request, admin, '/gateway/purchase/api/v1/contract/head/page?pageSize=1');

  await signInSupplier(page, 'supplier1');
  // Its menu is the supplier portal tree: 门户首页, contracts, its archive, certificates and inquiries
  // under 供应商门户; none of the buyer's folders, no administration.
  const sidebar = page.getByRole('treegrid', { name: '侧边菜单' });
  await sidebar.getByText('供应商门户', { exact: true }).click();
  await expect(sidebar).toContainText('合同列表');
  await expect(sidebar).toContainText('询价管理');
  await expect(sidebar).not.toContainText('供应商管理');
  await expect(sidebar).not.toContainText('系统管理');

  // 门户首页: its company and the contracts waiting for its seal; it seals one in the browser.
  await sidebar.getByRole('link', { name: '门户首页' }).click();
  await expect(page.getByTestId('portal-company')).toHaveText('中粮贸易（大连）有限公司（供应商编码 S0001）');
  const toSeal = page.getByRole('region', { name: '待供应商盖章的合同' });
  await expect(toSeal.getByRole('status')).toContainText('共');
  const firstToSeal = toSeal.getByRole('link').first();
  const contractNo = (await firstToSeal.innerText()).trim();
  await firstToSeal.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(contractNo);
  await page.getByRole('group', { name: '合同操作' }).getByRole('button', { name: '盖章', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`合同${contractNo}已盖章`)).toBeVisible();
  // Sent: now the buyer's turn; had the buyer sealed first, signed.
  await expect(page.getByRole('heading', { level: 1, name: `合同详情 ${contractNo}` }).locator('..')).toContainText(/待采购方盖章|已盖章/);

  await page.goto('/contract/list');
  await expect(page.getByRole('heading', { level: 1, name: '合同列表' })).toBeVisible();
  const grid = page.getByRole('grid', { name: '合同列表' });
  const rows = grid.locator('[role="row"][data-row]:not([data-row="-1"])');
  await expect(rows.first()).toBeVisible();
  const texts = await rows.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toContain('中粮贸易（大连）有限公司');

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('srm.token') ?? 'null') as string);
  const own = await pageOf<{ supplierSn: string }>(page.request, token, '/gateway/purchase/api/v1/contract/head/page?pageSize=500');
  expect(own.total).toBeGreaterThan(0);
  expect(own.total).toBeLessThan(all.total);
  expect(new Set(own.result.map((row) => row.supplierSn))).toEqual(new Set(['S0001']));
  // Another supplier's archive is out of reach, by list and by detail.
  const archive = await pageOf<{ id: number; sn: string }>(page.request, token, `${API}/supplier/page`);
  expect(archive.result.map((row) => row.sn)).toEqual(['S0001']);
  const other = (await pageOf<{ id: number }>(page.request, admin, `${API}/supplier/page?sn.equals=S0002`)).result[0];
  const refused = await page.request.get(`${API}/supplier/detail?id=${String(other?.id)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(404);

  await page.goto('/supplier/info');
  const archiveGrid = page.getByRole('grid', { name: '供应商档案' });
  await expect(archiveGrid.locator('[role="row"][data-row="0"]')).toContainText('中粮贸易（大连）有限公司');
  await expect(archiveGrid.locator('[role="row"][data-row]:not([data-row="-1"])')).toHaveCount(1);
});

test('the buyer submits a new supplier’s admission to OA, and OA’s callback makes it 合格', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await tokenOf(page.request, 'admin', 'Admin@123');
  // A supplier still to be admitted, with nothing open: the seed's first 待准入 one without an open admission.
  const pending = await pageOf<{ sn: string; name: string }>(page.request, admin, `${API}/supplier/page?financialStatus.equals=1&pageSize=50`);
  let chosen: { sn: string; name: string } | undefined;
  for (const candidate of pending.result) {
    const open = await pageOf<{ id: number }>(page.request, admin, `${API}/admission/page?supplierSn.equals=${candidate.sn}&status.in=1,2`);
    if (open.total === 0) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen) throw new Error('the seed has a supplier to be admitted');
  // The application is set up through the gateway; the buyer's steps are the browser's.
  const saved = await page.request.post(`${API}/admission/save`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { supplierSn: chosen.sn, categoryCodes: ['1001'], orgCodes: ['101001'], reason: 'e2e 新供应商准入' },
  });
  expect(saved.status()).toBe(200);
  const admission = ((await saved.json()) as { data: { id: number; admissionNo: string } }).data;

  await page.goto('/login');
  await fillSignIn(page, 'admin', 'Admin@123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/supplier/admission');
  await expect(page.getByRole('heading', { level: 1, name: '供应商准入' })).toBeVisible();
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '准入单号' }).fill(admission.admissionNo);
  await form.getByRole('button', { name: '查询' }).click();
  const grid = page.getByRole('grid', { name: '供应商准入' });
  const row = grid.locator('[role="row"][data-row]:not([data-row="-1"])').filter({ hasText: admission.admissionNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待准入');

  await row.getByRole('button', { name: '提交审批' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`确定将准入申请 ${admission.admissionNo} 提交OA审批吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已提交OA审批')).toBeVisible();
  await expect(row).toContainText('准入中');
  await expect(row.getByRole('button', { name: '提交审批' })).toHaveCount(0);

  // OA approves, by the callback (stored first; a repeat changes nothing).
  for (let round = 0; round < 2; round++) {
    const answer = await page.request.post(`${API}/admission/callback`, {
      headers: { 'X-Callback-Secret': CALLBACK_SECRET },
      data: { bizKey: admission.admissionNo, bizType: 'ADMISSION', status: 'APPROVED', opinion: '资料齐全，同意准入' },
    });
    expect(((await answer.json()) as { data: { outcome: string } }).data.outcome).toBe(round === 0 ? 'applied' : 'repeat');
  }
  await form.getByRole('button', { name: '查询' }).click();
  await expect(row).toContainText('合格');
  await expect(row).toContainText('资料齐全，同意准入');
  const archive = await pageOf<{ financialStatus: number }>(page.request, admin, `${API}/supplier/page?sn.equals=${chosen.sn}`);
  expect(archive.result[0]?.financialStatus).toBe(3);
});

/** Forgets the signed-in user of the page (the app keeps its token and tabs in localStorage). */
async function freshSession(page: Page) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/** Signs `account` in on a fresh page of the same browser context, quotes `price` on every line of `inquiryNo`. */
async function quoteAs(page: Page, account: 'supplier1' | 'supplier2', inquiryNo: string, price: string) {
  await freshSession(page);
  await signInSupplier(page, account);
  await page.goto('/supplier/inquiry');
  const grid = page.getByRole('grid', { name: '询价管理' });
  const row = grid.locator('[role="row"][data-row]:not([data-row="-1"])').filter({ hasText: inquiryNo });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '报价' }).click();
  const dialog = page.getByRole('dialog', { name: `报价 ${inquiryNo}` });
  await expect(dialog).toBeVisible();
  for (const lineNo of [1, 2]) {
    await dialog.getByRole('textbox', { name: `第${lineNo}行 含税单价` }).fill(price);
    await dialog.getByRole('textbox', { name: `第${lineNo}行 报价数量` }).fill(lineNo === 1 ? '500' : '200');
  }
  const sent = page.waitForResponse((response) => response.url().includes('/inquiry/quote'));
  await dialog.getByRole('button', { name: '提交报价' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog).toBeHidden();
}

test('an inquiry to two suppliers: both quote, sealed until the deadline; the buyer awards one and its contract draft appears', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await tokenOf(page.request, 'admin', 'Admin@123');
  const auth = { Authorization: `Bearer ${admin}` };
  // The inquiry is set up through the gateway, closing 50 s from now: the quotes are the suppliers' steps in the browser.
  const deadline = new Date(Date.now() + 50_000);
  const title = `e2e询价${Date.now()}`;
  const saved = await page.request.post(`${API}/inquiry/save`, {
    headers: auth,
    data: {
      title,
      orgCode: '101001',
      categoryCode: '1001',
      deadline: deadline.toISOString(),
      lines: [
        { matCode: '1001010001', quantity: '500' },
        { matCode: '1001010002', quantity: '200' },
      ],
      supplierSns: ['S0001', 'S0002'],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const inquiry = ((await saved.json()) as { data: { id: number; inquiryNo: string; version: number } }).data;
  const published = await page.request.post(`${API}/inquiry/publish`, { headers: auth, data: { id: inquiry.id, version: inquiry.version } });
  expect(published.status(), await published.text()).toBe(200);

  await quoteAs(page, 'supplier1', inquiry.inquiryNo, '2650.00');
  await quoteAs(page, 'supplier2', inquiry.inquiryNo, '2688.50');

  // Sealed: before the deadline the buyer sees no quote.
  const early = await page.request.get(`${API}/inquiry/detail?id=${inquiry.id}`, { headers: auth });
  expect(((await early.json()) as { data: { quotes: unknown[] } }).data.quotes).toEqual([]);

  await page.waitForTimeout(Math.max(0, deadline.getTime() - Date.now() + 1_000));
  await freshSession(page);
  await page.goto('/login');
  await fillSignIn(page, 'admin', 'Admin@123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/supplier/inquiry');
  const grid = page.getByRole('grid', { name: '询价管理' });
  const row = grid.locator('[role="row"][data-row]:not([data-row="-1"])').filter({ hasText: inquiry.inquiryNo });
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: `询价单 ${inquiry.inquiryNo}` });
  const comparison = drawer.getByRole('table', { name: '报价比较' });
  await expect(comparison).toBeVisible();
  // The lowest of each line is 中粮贸易's 2650.00.
  await expect(comparison.locator('[data-lowest]')).toHaveCount(2);
  await expect(comparison.locator('[data-lowest]').first()).toContainText('2650.00');

  await drawer.getByRole('button', { name: '定标' }).click();
  const award = page.getByRole('dialog', { name: `定标 ${inquiry.inquiryNo}` });
  await award.getByRole('button', { name: /中选供应商/ }).click();
  await page.getByRole('option', { name: /中粮贸易（大连）有限公司/ }).click();
  await award.getByRole('button', { name: '定标' }).click();
  const awarded = page.waitForResponse((response) => response.url().includes('/inquiry/award'));
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  const contractId = ((await (await awarded).json()) as { data: { contractId: number } }).data.contractId;
  await expect(page).toHaveURL(new RegExp(`/contract/edit\\?id=${contractId}$`));

  // The winner sees its new draft among its contracts; the other supplier does not.
  for (const [account, sees] of [['supplier1', true], ['supplier2', false]] as const) {
    const token = await tokenOf(page.request, account, 'Supplier@123');
    const contracts = await pageOf<{ id: number }>(page.request, token, `/gateway/purchase/api/v1/contract/head/page?id.equals=${contractId}`);
    expect(contracts.total, account).toBe(sees ? 1 : 0);
  }
});
