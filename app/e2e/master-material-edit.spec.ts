import { expect, test, type Page } from './underPolicy';
import { axeViolations, signInAs } from './helpers';

/**
 * 物料管理 editing (issue 21) against the real gateway: as admin, 新增 a material through the dialog
 * (a leaf category, the unit from its lookup), find it in the list, 编辑 its name and see the change;
 * axe finds no WCAG A/AA violation in the dialog.
 */

/** In-app navigation (no reload), so the shell keeps its tabs. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => window.postMessage({ type: 'router', data: { path: target } }, window.location.origin), path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('物料管理: 新增 a material, then 编辑 its name', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin');
  await openInApp(page, '/master/material');
  await expect(page.getByRole('heading', { level: 1, name: '物料管理' })).toBeVisible();
  const grid = page.getByRole('grid', { name: '物料管理' });
  await expect(grid.locator('[role="row"][data-row="0"]')).toBeVisible();

  // 新增: a code, a name, a leaf category and a unit; Active and not small by default.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增物料' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('textbox', { name: '物料编码' }).fill('E2E0001');
  await dialog.getByRole('textbox', { name: '物料名称' }).fill('端到端测试玉米');
  await dialog.getByRole('button', { name: /品类/ }).click();
  await page.getByRole('option', { name: '1001010101 东北玉米', exact: true }).click();
  await dialog.getByRole('button', { name: /单位/ }).click();
  await page.getByRole('option', { name: /^T / }).first().click();
  const created = page.waitForResponse((response) => response.url().includes('/system/material/save'));
  await dialog.getByRole('button', { name: '保存' }).click();
  expect((await created).status()).toBe(200);
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows it: search by its code.
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '物料编码' }).fill('E2E0001');
  await form.getByRole('button', { name: '查询' }).click();
  const row = grid.locator('[role="row"][data-row]:not([data-row="-1"])').filter({ hasText: 'E2E0001' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('端到端测试玉米');
  await expect(row).toContainText('东北玉米');

  // 编辑: the code is read only; the new name shows in the list after 修改成功.
  await row.getByRole('button', { name: '编辑' }).click();
  const editDialog = page.getByRole('dialog', { name: '编辑物料 E2E0001' });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByRole('textbox', { name: '物料编码' })).toHaveAttribute('readonly', '');
  await editDialog.getByRole('textbox', { name: '物料名称' }).fill('端到端测试玉米（改）');
  await editDialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('端到端测试玉米（改）');
});
