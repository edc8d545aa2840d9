import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from './underPolicy';
import { gatewayCall, signedContract } from './contractApi';
import { choose, headSelect } from './contractSteps';
import { axeViolations, signInAs, storedToken } from './helpers';

/**
 * The demand area's main story against the real gateway (issue 23): a 年度需求计划 of 河北饲料 for corn
 * in a year of this run's own, its head made by the API, its items imported in the browser from a
 * workbook (导入明细: 1001010001 with 3月 = 1000.125), 提交审批 in the browser and OA's approval by the
 * callback; a contract for that material signed by both parties (by the API and the callbacks) leaves
 * 300.333 t for March; 月度需求计划 → 新增 → 生成明细 takes the demand from the approved year plan and
 * the contract residual, 库存 200 and 在途 50.5 give 建议采购量 449.292 at once, 保存; 需求汇总 of that
 * month shows the totals. axe on the year list, the import dialog and the month dialog.
 */

const ORG = { orgCode: '101001', orgName: '河北饲料有限公司' };
const CORN = { categoryCode: '100101', categoryName: '玉米' };
const MATERIAL = '1001010001';
const YEAR_DEMAND = '/gateway/demand/api/v1/dem/year-demand';
const CALLBACK_SECRET = 'e2e-contract-callback-secret';
const MONTHS = Array.from({ length: 12 }, (_, index) => `${index + 1}月`);

interface Answer<T> {
  success: boolean;
  message: string;
  data: T;
}

/**
 * A new year plan head (one zero line of the material) in a year no other plan of the org and corn
 * has: the seeds use 2025 and 2026, earlier runs of this test a year of 2040–2099, so it starts at a
 * year of the clock and moves on past a taken one.
 */
async function newYearPlan(request: APIRequestContext, token: string): Promise<{ id: number; demandNo: string; year: number }> {
  const zero = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`month${index + 1}`, '0']));
  const first = Math.floor(Date.now() / 1000) % 60;
  for (let step = 0; step < 60; step += 1) {
    const year = 2040 + ((first + step) % 60);
    const response = await request.post(`${YEAR_DEMAND}/save`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { year, orgCode: ORG.orgCode, categoryCode: CORN.categoryCode, remark: 'E2E 导入明细', items: [{ matCode: MATERIAL, ...zero }] },
    });
    const answer = (await response.json()) as Answer<{ id: number; demandNo: string }>;
    if (answer.success) return { ...answer.data, year };
    expect(response.status(), answer.message).toBe(422);
  }
  throw new Error('every year of 2040–2099 has a plan of 河北饲料 for corn');
}

/** The import workbook: the headers of the year plan import and one row of `demandNo`. */
async function yearWorkbook(path: string, demandNo: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('年度需求明细');
  sheet.addRow(['需求单号', '物料编码', '上年用量', '增长率', ...MONTHS]);
  sheet.addRow([demandNo, MATERIAL, '9000', '5', ...MONTHS.map((month) => (month === '3月' ? '1000.125' : '0'))]);
  await writeFile(path, Buffer.from(await book.xlsx.writeBuffer()));
}

/** A fixed-price contract of 300.333 t of the material over the whole year, signed by both parties. */
async function signedYearContract(request: APIRequestContext, token: string, year: number, matName: string): Promise<string> {
  const signed = await signedContract(request, token, `E2E需求${year}-${Date.now()}`, {
    signDate: `${year}-01-01`,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    lines: [{ matCode: MATERIAL, matName, quantity: '300.333', unitCode: 't', priceWithTax: '2500', taxRate: '9' }],
  });
  return signed.contractNo;
}

/** The list's search by one text field. */
async function search(page: Page, field: string, value: string) {
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: field }).fill(value);
  await form.getByRole('button', { name: '查询' }).click();
}

test('需求: a year plan imported and approved, a signed contract, the month plan generated with its live suggestion, the summary totals', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const token = (await storedToken(page))!;
  expect(token).toBeTruthy();
  const { id, demandNo, year } = await newYearPlan(page.request, token);

  // 年度需求计划: the plan is listed new; 导入明细 checks and imports the workbook's line.
  await page.goto('/demand/year');
  await expect(page.getByRole('heading', { level: 1, name: '年度需求计划' })).toBeVisible();
  await search(page, '需求单号', demandNo);
  const grid = page.getByRole('grid', { name: '年度需求计划' });
  const row = grid.locator('[role="row"][data-row]:not([data-row="-1"])').filter({ hasText: demandNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('新建');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '导入明细' }).click();
  const importDialog = page.getByRole('dialog', { name: '导入年度需求明细' });
  await expect(importDialog).toBeVisible();
  const workbook = testInfo.outputPath('年度需求明细.xlsx');
  await yearWorkbook(workbook, demandNo);
  await importDialog.locator('input[type="file"]').setInputFiles(workbook);
  await importDialog.getByRole('button', { name: '校验', exact: true }).click();
  await expect(importDialog.getByRole('status')).toContainText('共 1 行，通过 1 行，错误 0 行');
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await importDialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(importDialog.getByRole('status')).toHaveText('导入成功，共导入 1 条物料明细');
  await importDialog.getByRole('button', { name: '关闭' }).first().click();
  await expect(importDialog).toBeHidden();

  // 详情 shows the imported March.
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: `年度需求计划 ${demandNo}` });
  await expect(drawer.getByRole('row').filter({ hasText: MATERIAL })).toContainText('1000.125');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // 提交审批 asks first; OA approves by its callback and the list shows 审批通过.
  // (The row actions are locked for 800 ms after 详情's press: a press within it does nothing.)
  const confirm = page.getByRole('alertdialog');
  await expect(async () => {
    await row.getByRole('button', { name: '提交审批' }).click();
    await expect(confirm).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(confirm).toContainText(`确定将年度需求计划 ${demandNo} 提交OA审批吗？`);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('审批中');
  await expect(row.getByRole('button', { name: '提交审批' })).toHaveCount(0);
  const approved = await page.request.post(`${YEAR_DEMAND}/callback`, { headers: { 'X-Callback-Secret': CALLBACK_SECRET }, data: { bizKey: demandNo, status: 'APPROVED' } });
  expect(((await approved.json()) as Answer<unknown>).data).toEqual({ outcome: 'applied', status: 'approved' });
  await page.getByRole('search').getByRole('button', { name: '查询' }).click();
  await expect(row).toContainText('审批通过');

  // A contract of the material in force over the year: 300.333 t left for March.
  const plan = await gatewayCall<{ items: { matCode: string; matName: string }[] }>(page.request, token, 'GET', `${YEAR_DEMAND}/detail?id=${id}`);
  await signedYearContract(page.request, token, year, plan.items[0]!.matName);

  // 月度需求计划 → 新增: org, corn, March of the year → 生成明细 from the approved year plan.
  const yearMonth = `${year}-03`;
  await page.goto('/demand/month');
  await expect(page.getByRole('heading', { level: 1, name: '月度需求计划' })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增月度需求计划' });
  await expect(dialog).toBeVisible();
  await choose(page, headSelect(dialog, '组织名称'), ORG.orgName, '河北饲料');
  await choose(page, headSelect(dialog, '品类名称'), new RegExp(`^${CORN.categoryName}$`), CORN.categoryName);
  await dialog.getByRole('button', { name: /^需求月份/ }).click();
  const months = page.getByRole('dialog', { name: '需求月份' });
  await expect(months.getByRole('grid')).toBeVisible();
  for (let shown = new Date().getFullYear(); shown < year; shown += 1) await page.keyboard.press('PageDown');
  await months.getByRole('gridcell', { name: `${year}年3月` }).click();
  await expect(dialog.getByRole('button', { name: /^需求月份/ })).toContainText(yearMonth);
  await dialog.getByRole('button', { name: '生成明细' }).click();
  await expect(dialog.getByRole('status')).toHaveText('需求数量取自已审批的年度需求计划');
  const items = dialog.getByRole('table', { name: '需求明细' });
  const line = items.getByRole('row').filter({ hasText: MATERIAL });
  await expect(line.getByRole('cell').nth(3)).toHaveText('1000.125');
  await expect(line.getByRole('cell').nth(6)).toHaveText('300.333');
  await expect(line.getByRole('cell').nth(7)).toHaveText('699.792');

  // 库存 200 and 在途 50.5: 1000.125 − 200 − 50.5 − 300.333 = 449.292, shown as typed.
  await dialog.getByRole('textbox', { name: '第1行 库存' }).fill('200');
  await dialog.getByRole('textbox', { name: '第1行 在途' }).fill('50.5');
  await expect(line.getByRole('cell').nth(7)).toHaveText('449.292');
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(dialog).toBeHidden();
  await search(page, '需求月份', yearMonth);
  const monthRow = page.getByRole('grid', { name: '月度需求计划' }).locator('[role="row"][data-row]:not([data-row="-1"])');
  await expect(monthRow).toHaveCount(1);
  await expect(monthRow).toContainText(ORG.orgName);
  await expect(monthRow).toContainText('新建');

  // 需求汇总 of the month: the totals line of the plan's one item.
  await page.goto('/demand/summary');
  await expect(page.getByRole('heading', { level: 1, name: '需求汇总' })).toBeVisible();
  await search(page, '需求月份', yearMonth);
  await expect(page.getByRole('status').filter({ hasText: '需求数量合计' })).toHaveText('共 1 条；需求数量合计 1000.125，合同剩余量合计 300.333，建议采购量合计 449.292');
  const summaryRow = page.getByRole('grid', { name: '需求汇总' }).locator('[role="row"][data-row]:not([data-row="-1"])');
  await expect(summaryRow).toHaveCount(1);
  await expect(summaryRow).toContainText(MATERIAL);
});

