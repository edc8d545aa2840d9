import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './underPolicy';
import { axeViolations, signInAs, storedToken } from './helpers';
import { workbookFrom } from './workbooks';

/**
 * The shared import pipeline end to end (issue 21), through 物料管理's 导入物料质量指标: the template
 * downloads, a workbook with two bad rows is checked and the dialog and the error workbook name both,
 * 导入 stays disabled; the fixed file commits, and the material's 详情 shows the imported standards;
 * 同步物料 queues its request to the ERP; 下载 exports the searched list as a download task.
 */

/** Two materials of the seed (the first in code order), read as the app reads them. */
async function twoMaterials(page: Page): Promise<{ id: number; matCode: string }[]> {
  const answer = await page.request.get('/gateway/system/material/page?page=1&pageSize=2&sort=matCode,asc', { headers: { authorization: `Bearer ${await storedToken(page)}` } });
  return ((await answer.json()) as { data: { result: { id: number; matCode: string }[] } }).data.result;
}


test('material indices import: two bad rows are named in the dialog and the error workbook, the fixed file commits, the detail shows them', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  await page.goto('/master/material');
  await expect(page.getByRole('heading', { level: 1, name: '物料管理' })).toBeVisible();
  const [first, second] = await twoMaterials(page);
  if (!first || !second) throw new Error('the seed has no materials');

  await page.getByRole('button', { name: '导入物料质量指标' }).click();
  const dialog = page.getByRole('dialog', { name: '导入物料质量指标' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载模板' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('物料质量指标导入模板.xlsx');
  const templatePath = await template.path();

  const bad = testInfo.outputPath('物料质量指标.xlsx');
  await workbookFrom(
    templatePath,
    [
      [first.matCode, 'QI002', '', '1.2', '0.1', '0.1'],
      [first.matCode, 'QI004', '', '八', '1', '10'],
      ['M9999', 'QI001', '', '14', '0.1', '0.1'],
      [second.matCode, 'QI005', '', '2.5', '0.5', '20'],
    ],
    bad,
  );
  await dialog.locator('input[type="file"]').setInputFiles(bad);
  await dialog.getByRole('button', { name: '校验', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('共 4 行，通过 2 行，错误 2 行');
  await expect(dialog.getByRole('list', { name: '错误明细' }).getByRole('listitem')).toHaveText(['第3行：标准上限须为数字', '第4行：物料编码 M9999 不存在']);
  await expect(dialog.getByRole('button', { name: '导入', exact: true })).toBeDisabled();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  const errorsDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误文件' }).click();
  const errorFile = await errorsDownload;
  const errorBook = new ExcelJS.Workbook();
  await errorBook.xlsx.load((await readFile(await errorFile.path())) as unknown as ArrayBuffer);
  const errorRows: string[][] = [];
  errorBook.worksheets[0]?.eachRow((row) => errorRows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  expect(errorRows.slice(1).map((row) => [row[0], row[1], row.at(-1)])).toEqual([
    ['3', first.matCode, '第3行：标准上限须为数字'],
    ['4', 'M9999', '第4行：物料编码 M9999 不存在'],
  ]);

  const fixed = testInfo.outputPath('物料质量指标（改）.xlsx');
  await workbookFrom(
    templatePath,
    [
      [first.matCode, 'QI002', '', '1.2', '0.1', '0.1'],
      [first.matCode, 'QI004', '', '8.5', '1', '10'],
      [second.matCode, 'QI001', '', '13.8', '0.1', '0.1'],
      [second.matCode, 'QI005', '', '2.5', '0.5', '20'],
    ],
    fixed,
  );
  await dialog.locator('input[type="file"]').setInputFiles(fixed);
  await dialog.getByRole('button', { name: '校验', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('共 4 行，通过 4 行，错误 0 行');
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('导入成功，共导入 4 行');
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await expect(dialog).toBeHidden();

  // The first material's 详情 shows the imported standards.
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '物料编码' }).fill(first.matCode);
  await form.getByRole('button', { name: '查询' }).click();
  const grid = page.getByRole('grid', { name: '物料管理' });
  await expect(grid.locator('[role="row"][data-row="0"]')).toContainText(first.matCode);
  await grid.locator('[role="row"][data-row="0"]').getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: `物料详情 ${first.matCode}` });
  const standards = drawer.getByRole('table', { name: '质量指标标准' });
  await expect(standards.getByRole('row').filter({ hasText: 'QI002' })).toContainText('1.2');
  await expect(standards.getByRole('row').filter({ hasText: 'QI004' })).toContainText('8.5');
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // 同步物料 writes its request to the ERP in the outbox and says where to follow it.
  const synced = page.waitForResponse((response) => response.url().endsWith('/system/material/syncMaterial'));
  await page.getByRole('button', { name: '同步物料' }).click();
  expect((await synced).status()).toBe(200);
  await expect(page.getByText('已提交同步，请在接口日志查看结果')).toBeVisible();

  // 下载 exports the searched list as a download task.
  const exported = page.waitForResponse((response) => response.url().endsWith('/demand/exprot/batch/async'));
  await page.getByRole('button', { name: '下载', exact: true }).click();
  const task = await exported;
  expect(task.status()).toBe(200);
  expect(((await task.request().postDataJSON()) as { queryUrl: string; queryParams: Record<string, unknown> }).queryParams).toMatchObject({ 'matCode.contains': first.matCode });
  await expect(page.getByText('导出任务已创建，请在下载中心查看')).toBeVisible();
});
