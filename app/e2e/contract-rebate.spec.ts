import { expect, test } from './underPolicy';
import { reportCallback } from './contractApi';
import { choose, headSelect } from './contractSteps';
import { axeViolations, signInAs } from './helpers';

/**
 * 返利协议 against the real gateway: admin adds an agreement of 中粮贸易（大连） in 河北饲料 with a rate
 * (the dialog refuses a rate and an amount together first), sees its number (FL…), submits it, OA
 * approves it by the contract callback (bizType REBATE, bizKey the number, the secret of
 * playwright.config.ts), the reloaded list shows 审批通过, and 作废 (after its confirm) voids it.
 */


test('返利协议: add with a rate, submit, approval by callback, void', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/contract/rebate');
  await expect(page.getByRole('heading', { level: 1, name: '返利协议' })).toBeVisible();
  const grid = page.getByRole('grid', { name: '返利协议' });
  await expect(grid).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // 新增: the form in a dialog.
  const remark = `E2E返利${Date.now()}`;
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增返利协议' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await choose(page, dialog.getByRole('combobox', { name: '供应商' }), /中粮贸易（大连）有限公司/, '中粮贸易');
  await choose(page, headSelect(dialog, '组织'), '河北饲料有限公司');
  await choose(page, headSelect(dialog, '返利类型'), '返利');
  await choose(page, headSelect(dialog, '返利时间'), '合同结束后');
  await dialog.getByRole('textbox', { name: '返利比例(%)' }).fill('1.5');
  await dialog.getByRole('textbox', { name: '返利金额' }).fill('20000');
  await dialog.getByRole('textbox', { name: '备注' }).fill(remark);

  // Both a rate and an amount: refused in the form with the gateway's message.
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('返利比例和返利金额须填写且只能填写一项')).toBeVisible();
  await dialog.getByRole('textbox', { name: '返利金额' }).fill('');
  await dialog.getByRole('button', { name: '保存' }).press('Enter');
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The new agreement, with its number, rate and status.
  const row = grid.getByRole('row').filter({ hasText: remark });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1.5000%');
  await expect(row).toContainText('新建');
  await expect(row).toContainText('合同结束后');
  const rebateNo = (await row.textContent())?.match(/FL\d+/)?.[0];
  expect(rebateNo, 'the agreement number').toBeTruthy();

  // 提交 → 审批中.
  await row.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(row).toContainText('审批中');
  await expect(row.getByRole('button', { name: '撤回' })).toBeVisible();

  // OA approves by callback; the reloaded list shows it.
  expect(await reportCallback(page.request, rebateNo!, 'REBATE', 'APPROVED')).toEqual({ outcome: 'applied', status: 'approved' });
  await page.reload();
  await expect(row).toContainText('审批通过');

  // 作废 asks first.
  await row.getByRole('button', { name: '作废' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`确定作废返利协议${rebateNo}吗？`);
  expect(await axeViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('作废成功')).toBeVisible();
  await expect(row).toContainText('已作废');
  await expect(row.getByRole('button')).toHaveCount(0);
});
