import { expect, test, type APIRequestContext } from './underPolicy';
import { reportCallback, signedContract } from './contractApi';
import { choose } from './contractSteps';
import { axeViolations, signInAs, storedToken } from './helpers';

/**
 * 合同变更 against the real gateway: a contract of this run's own, made by the API and driven to 已盖章
 * by OA's and the seal system's callbacks (the shortest real path: submit → OA APPROVED → send → SEAL
 * SIGN_BUY → SEAL SIGN); then in the browser 合同变更 → 新增变更 → the contract → a line's quantity and
 * price and the reason → 保存并提交; OA approves the change (callback CHANGE with the changeNo) and the
 * change shows 审批通过, the contract detail its new total and 发起变更 for a next change. axe on the
 * list, the editor and the detail.
 */

/** OA or the seal system reports, and it applies. */
async function report(request: APIRequestContext, bizKey: string, bizType: 'OA' | 'SEAL' | 'CHANGE', status: string) {
  expect(await reportCallback(request, bizKey, bizType, status)).toEqual({ outcome: 'applied', status });
}

test('合同变更: raise a change of a signed contract, save and submit it, OA approves, the contract takes the new total', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const name = `E2E变更${Date.now()}`;
  const { id, contractNo } = await signedContract(page.request, token!, name);

  // The list, then 新增变更: the contract is chosen among those in force, by its number.
  await page.goto('/contract/change');
  await expect(page.getByRole('heading', { level: 1, name: '合同变更' })).toBeVisible();
  await expect(page.getByRole('grid', { name: '合同变更' }).getByRole('columnheader', { name: '变更后金额' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '新增变更' }).click();
  const dialog = page.getByRole('dialog', { name: '选择要变更的合同' });
  await expect(dialog).toBeVisible();
  await choose(page, dialog.getByRole('combobox', { name: '合同' }), new RegExp(contractNo), contractNo);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(new RegExp(`/contract/change\\?contractId=${id}$`));

  // The editor: prefilled from the contract; 120 t at 2 600 on line 1 → 312 000 + 151 525.25 = 463 525.25.
  await expect(page.getByRole('heading', { level: 1, name: `新增变更 合同${contractNo}` })).toBeVisible();
  const head = page.getByRole('form', { name: '变更后合同信息' });
  await expect(head.getByRole('textbox', { name: '合同名称' })).toHaveValue(name);
  const lines = page.getByRole('table', { name: '合同明细' });
  await expect(lines.getByRole('columnheader', { name: '已执行数量' })).toBeVisible();
  await expect(page.locator('[data-cell="totalAmount"]')).toHaveText('401525.25');
  await head.getByRole('textbox', { name: '变更原因' }).fill('玉米到货增加，单价上调');
  await page.getByRole('textbox', { name: '第1行数量' }).fill('120');
  await page.getByRole('textbox', { name: '第1行含税单价' }).fill('2600');
  await expect(page.locator('[data-cell="totalAmount"]')).toHaveText('463525.25');
  expect(await axeViolations(page)).toEqual([]);

  // 保存并提交: the detail of the change, under approval, with the diff.
  await page.getByRole('button', { name: '保存并提交' }).click();
  await expect(page).toHaveURL(/\/contract\/change\?id=\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^变更详情 / });
  await expect(heading).toBeVisible();
  const changeNo = (await heading.textContent())!.replace('变更详情', '').trim();
  expect(changeNo).toMatch(new RegExp(`^${contractNo}-BG1-\\d+$`));
  await expect(heading.locator('..')).toContainText('审批中');
  const lineDiff = page.getByRole('table', { name: '明细变更' });
  const changed = lineDiff.getByRole('row').filter({ hasText: '二等黄玉米' });
  await expect(changed).toContainText('修改');
  await expect(changed).toContainText('数量：100 → 120');
  await expect(changed).toContainText('含税单价：2500 → 2600');
  const totals = page.getByRole('group', { name: '变更合计' });
  await expect(totals).toContainText('401,525.25 → 463,525.25');
  await expect(page.getByRole('group', { name: '变更操作' }).getByRole('button', { name: '提交' })).toHaveCount(0);
  // react-aria's announcer still holds the label of the contract chosen in the dialog, now closed.
  expect(await axeViolations(page, { excludeAnnouncer: true })).toEqual([]);

  // OA approves the change: it shows 审批通过, and the contract its new total.
  await report(page.request, changeNo, 'CHANGE', 'APPROVED');
  await page.reload();
  await expect(heading.locator('..')).toContainText('审批通过');
  await page.getByRole('link', { name: contractNo }).click();
  await expect(page).toHaveURL(new RegExp(`/contract/detail\\?id=${id}$`));
  const contractTotals = page.getByRole('group', { name: '合同合计' });
  await expect(contractTotals).toContainText('463,525.25');
  await expect(contractTotals).toContainText('170.5');
  await expect(page.getByRole('grid', { name: '合同明细' }).getByRole('row').filter({ hasText: '二等黄玉米' })).toContainText('312,000.00');
  // Still signed: 发起变更 opens the editor of a next change, prefilled with the contract as changed.
  await page.getByRole('group', { name: '合同操作' }).getByRole('button', { name: '发起变更' }).click();
  await expect(page).toHaveURL(new RegExp(`/contract/change\\?contractId=${id}$`));
  await expect(page.locator('[data-cell="totalAmount"]')).toHaveText('463525.25');

  // The list shows it approved, with the amount after the change.
  await page.goto('/contract/change');
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '变更单号' }).fill(changeNo);
  await form.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('grid', { name: '合同变更' }).getByRole('row').filter({ hasText: changeNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('审批通过');
  await expect(row).toContainText('463,525.25');
});
