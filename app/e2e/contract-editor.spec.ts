import { expect, test } from './underPolicy';
import { fillContractHead, fillLine, lineRow } from './contractSteps';
import { axeViolations, signInAs } from './helpers';

/**
 * 合同编辑 against the real gateway: 新增 from 合同列表, the head filled (remote supplier select,
 * dictionary selects, dates), two lines whose amounts and 大写金额 follow the figures as they are
 * typed, an incomplete line refused with 第N行： messages, 保存 (新增成功, the new contractNo, the id in the address), a reload that reads the document
 * back, a line edited and saved again (修改成功), the contract found in the list, opened again with
 * its row's 编辑 and submitted (提交审批), after which the editor is read-only.
 */

test('合同编辑: create a contract with two lines, save, reload, edit a line, find it in the list', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const name = `E2E编辑合同${Date.now()}`;

  await page.goto('/contract/list');
  await expect(page.getByRole('heading', { level: 1, name: '合同列表' })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(page).toHaveURL(/\/contract\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: '新增合同' })).toBeVisible();

  // The head.
  await fillContractHead(page, name);

  // Two lines: amounts follow the figures as they are typed.
  await fillLine(page, 1, { material: '玉米', quantity: '100.5', price: '2350.123456', taxRate: '9' });
  await expect(lineRow(page, 1).locator('[data-cell="amount"]')).toHaveText('236187.41');
  await expect(lineRow(page, 1).locator('[data-cell="taxAmount"]')).toHaveText('19501.71');
  await expect(lineRow(page, 1).locator('[data-cell="amountWithoutTax"]')).toHaveText('216685.70');
  await page.getByRole('button', { name: '新增明细' }).click();
  // An incomplete line is refused before anything is sent, each problem named by its row.
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const problems = page.getByRole('alert').filter({ hasText: '请检查以下内容' });
  await expect(problems).toContainText('第2行：物料不能为空');
  await expect(problems).toContainText('第2行：数量不能为空');
  await expect(page).toHaveURL(/\/contract\/edit$/);
  await fillLine(page, 2, { material: '豆粕', quantity: '20', price: '3999.99', taxRate: '13' });
  await expect(lineRow(page, 2).locator('[data-cell="amount"]')).toHaveText('79999.80');
  await expect(page.locator('[data-cell="totalQuantity"]')).toHaveText('120.500');
  await expect(page.locator('[data-cell="totalAmount"]')).toHaveText('316187.21');
  await expect(page.getByTestId('contract-capital')).toHaveText('叁拾壹万陆仟壹佰捌拾柒元贰角壹分');

  expect(await axeViolations(page), '/contract/edit').toEqual([]);

  // 保存: 新增成功, the contract number, the id in the address.
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '新增成功' })).toBeVisible();
  await expect(page).toHaveURL(/\/contract\/edit\?id=\d+$/);
  await expect(page.getByTestId('contract-no')).toHaveText(/CG\S+/);
  const contractNo = (await page.getByTestId('contract-no').textContent())!.trim();

  // Read back after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /编辑合同/ })).toBeVisible();
  await expect(page.getByTestId('contract-no')).toHaveText(contractNo);
  await expect(page.getByRole('form', { name: '合同信息' }).getByRole('textbox', { name: '合同名称' })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: '第2行数量' })).toHaveValue('20.000');
  await expect(page.locator('[data-cell="totalAmount"]')).toHaveText('316187.21');

  // Edit the second line and save again.
  await page.getByRole('textbox', { name: '第2行数量' }).fill('30');
  await expect(lineRow(page, 2).locator('[data-cell="amount"]')).toHaveText('119999.70');
  await expect(page.locator('[data-cell="totalAmount"]')).toHaveText('356187.11');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '修改成功' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '第2行数量' })).toHaveValue('30.000');
  await expect(page.getByTestId('contract-capital')).toHaveText('叁拾伍万陆仟壹佰捌拾柒元壹角壹分');

  // Found in the list, with the saved total.
  await page.goto('/contract/list');
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: '合同名称' }).fill(name);
  await search.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('grid', { name: '合同列表' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(contractNo);
  await expect(row).toContainText('356,187.11');
  await expect(row).toContainText('草稿');

  // 编辑 on the row opens the editor; 提交审批 there leaves a contract that can no longer be edited.
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/contract\/edit\?id=\d+$/);
  await expect(page.getByTestId('contract-no')).toHaveText(contractNo);
  await page.getByRole('button', { name: '提交审批' }).click();
  await expect(page.getByRole('note').filter({ hasText: '当前状态的合同不可编辑' })).toBeVisible();
  await expect(page.getByRole('button', { name: '保存', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新增明细' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '提交审批' })).toHaveCount(0);
  expect(await axeViolations(page), '/contract/edit read-only').toEqual([]);
});
