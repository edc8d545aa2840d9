import { expect, test, type Locator, type Page } from './underPolicy';
import { fileURLToPath } from 'node:url';
import { axeViolations, signInAs } from './helpers';

/**
 * 合同模板 (contract/template) against the real gateway: opened from the menu; a template of this run's
 * own created with an uploaded .docx (a tiny valid Word template, e2e/fixtures/contract-template.docx),
 * found by a search, previewed, edited and deleted; a sample of it likewise in the 合同范本 tab. The
 * page, its dialog and the viewer pass axe.
 */

const FIXTURE = fileURLToPath(new URL('./fixtures/contract-template.docx', import.meta.url));

const templateGrid = (page: Page) => page.getByRole('grid', { name: '合同模板列表' });
const sampleGrid = (page: Page) => page.getByRole('grid', { name: '合同范本列表' });
const rowIn = (grid: Locator, text: string): Locator => grid.getByRole('row').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Presses a row action until its confirm opens (row actions are click-locked briefly), then confirms. */
async function confirmRowAction(page: Page, row: Locator, action: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(async () => {
    await row.getByRole('button', { name: action }).click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(dialog).toContainText('确认删除?');
  await dialog.getByRole('button', { name: '确定' }).click();
}

async function search(page: Page, label: string, text: string) {
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: label }).fill(text);
  await form.getByRole('button', { name: '查询' }).click();
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('合同模板: templates and samples, created with a .docx, edited and deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const stamp = Date.now();
  const name = `E2E模板${stamp}`;
  const code = `E2E_${stamp}`;
  const sampleName = `E2E范本${stamp}`;

  // From the menu.
  const sidebar = page.getByRole('navigation', { name: '侧边菜单' });
  const link = sidebar.getByRole('link', { name: '合同模板' });
  if (!(await link.isVisible())) await sidebar.getByText('合同管理', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/contract\/template$/);
  await expect(page.getByRole('heading', { level: 1, name: '合同模板' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '合同模板' })).toHaveAttribute('aria-selected', 'true');
  await expect(rowIn(templateGrid(page), 'CT_FIXED_PRICE')).toBeVisible();
  expect(await axeViolations(page, { excludeAnnouncer: true }), 'template list').toEqual([]);

  // 新增模板 with its .docx.
  await page.getByRole('button', { name: '新增模板' }).click();
  const addDialog = page.getByRole('dialog', { name: '新增合同模板' });
  await addDialog.locator('input[type="file"]').setInputFiles(FIXTURE);
  await expect(addDialog.getByText('当前文件：contract-template.docx')).toBeVisible();
  await addDialog.getByRole('textbox', { name: /模板名称/ }).fill(name);
  await addDialog.getByRole('textbox', { name: /模板编码/ }).fill(code);
  await choose(page, addDialog, '合同类别', '战略合同');
  expect(await axeViolations(page, { include: '[role="dialog"]', excludeAnnouncer: true }), 'template dialog').toEqual([]);
  await addDialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(addDialog).toBeHidden();

  await search(page, '模板名称', name);
  const row = rowIn(templateGrid(page), name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);
  await expect(row).toContainText('战略合同');
  await expect(row).toContainText('contract-template.docx');
  await expect(row).toContainText('启用');

  // 预览: the .docx drawn in the viewer.
  await row.getByRole('button', { name: '预览' }).click();
  const viewer = page.getByRole('dialog', { name: 'contract-template.docx' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('合同编号：{contractNo}')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // 编辑.
  await expect(async () => {
    await row.getByRole('button', { name: '编辑' }).click();
    await expect(page.getByRole('dialog', { name: `编辑合同模板：${name}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const editDialog = page.getByRole('dialog', { name: `编辑合同模板：${name}` });
  await expect(editDialog.getByText('当前文件：contract-template.docx')).toBeVisible();
  await editDialog.getByRole('textbox', { name: /模板名称/ }).fill(`${name}-改`);
  await editDialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(rowIn(templateGrid(page), `${name}-改`)).toHaveCount(1);

  // 合同范本: a sample of the new template.
  await page.getByRole('tab', { name: '合同范本' }).click();
  await expect(page.getByRole('button', { name: '新增范本' })).toBeVisible();
  await page.getByRole('button', { name: '新增范本' }).click();
  const sampleDialog = page.getByRole('dialog', { name: '新增合同范本' });
  await choose(page, sampleDialog, '所属模板', `${name}-改`);
  await sampleDialog.getByRole('textbox', { name: /范本名称/ }).fill(sampleName);
  await sampleDialog.locator('input[type="file"]').setInputFiles(FIXTURE);
  await expect(sampleDialog.getByText('当前文件：contract-template.docx')).toBeVisible();
  await sampleDialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功').last()).toBeVisible();
  await expect(sampleDialog).toBeHidden();

  await search(page, '模板或范本名称', sampleName);
  const sampleRow = rowIn(sampleGrid(page), sampleName);
  await expect(sampleRow).toHaveCount(1);
  await expect(sampleRow).toContainText(`${name}-改`);
  await expect(sampleRow).toContainText('contract-template.docx');
  expect(await axeViolations(page, { excludeAnnouncer: true }), 'sample list').toEqual([]);

  await expect(async () => {
    await sampleRow.getByRole('button', { name: '编辑' }).click();
    await expect(page.getByRole('dialog', { name: `编辑合同范本：${sampleName}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const sampleEdit = page.getByRole('dialog', { name: `编辑合同范本：${sampleName}` });
  await sampleEdit.getByRole('textbox', { name: /范本名称/ }).fill(`${sampleName}-改`);
  await sampleEdit.getByRole('button', { name: '保存' }).click();
  await expect(sampleEdit).toBeHidden();
  const editedSample = rowIn(sampleGrid(page), `${sampleName}-改`);
  await expect(editedSample).toHaveCount(1);

  await confirmRowAction(page, editedSample, '删除');
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(rowIn(sampleGrid(page), sampleName)).toHaveCount(0);

  // Back to the templates: delete ours.
  await page.getByRole('tab', { name: '合同模板' }).click();
  await search(page, '模板名称', name);
  const edited = rowIn(templateGrid(page), `${name}-改`);
  await expect(edited).toHaveCount(1);
  await confirmRowAction(page, edited, '删除');
  await expect(toast(page, '删除成功').last()).toBeVisible();
  await expect(rowIn(templateGrid(page), name)).toHaveCount(0);
});
