import { expect, test, type Page } from './underPolicy';
import { axeViolations, signInAs } from './helpers';

/**
 * 质量指标 editing (issue 21) against the real gateway: as admin, 新增 an index through the dialog (the
 * client's rule check first refuses a rule without a standard), find it in the list, 编辑 its 标准上限
 * and see the change; axe finds no WCAG A/AA violation in the dialog.
 */

/** In-app navigation (no reload), so the shell keeps its tabs. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => window.postMessage({ type: 'router', data: { path: target } }, window.location.origin), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('质量指标: 新增 an index, then 编辑 its 标准上限', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin');
  await openInApp(page, '/master/quality-index');
  await expect(page.getByRole('heading', { level: 1, name: '质量指标' })).toBeVisible();
  const grid = page.getByRole('grid', { name: '质量指标' });
  await expect(grid.locator('[role="row"][data-row="0"]')).toBeVisible();

  // 新增: the rule check refuses a rule without a standard before anything is sent.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增质量指标' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('textbox', { name: '指标编码' }).fill('QI901');
  await dialog.getByRole('textbox', { name: '指标名称' }).fill('测试水分');
  await dialog.getByRole('textbox', { name: '计量单位' }).fill('%');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('标准下限与标准上限至少填写一项');
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  await dialog.getByRole('textbox', { name: '标准上限' }).fill('14.5');
  await dialog.getByRole('textbox', { name: '扣除步长' }).fill('0.1');
  await dialog.getByRole('textbox', { name: '每步扣除' }).fill('1');
  const created = page.waitForResponse((response) => response.url().includes('/system/quality-index/save'));
  await dialog.getByRole('button', { name: '保存' }).click();
  expect((await created).status()).toBe(200);
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows it: search by its code.
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '指标编码' }).fill('QI901');
  await form.getByRole('button', { name: '查询' }).click();
  const row = grid.locator('[role="row"][data-row]:not([data-row="-1"])').filter({ hasText: 'QI901' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('测试水分');
  await expect(row).toContainText('14.5');

  // 编辑: the code is read only; a new 标准上限 shows in the list after 修改成功.
  await row.getByRole('button', { name: '编辑' }).click();
  const editDialog = page.getByRole('dialog', { name: '编辑质量指标 QI901' });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByRole('textbox', { name: '指标编码' })).toHaveAttribute('readonly', '');
  await editDialog.getByRole('textbox', { name: '标准上限' }).fill('15.25');
  await editDialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('15.25');
  await expect(row).not.toContainText('14.5');
});
