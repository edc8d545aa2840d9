import { expect, test, type APIRequestContext } from './underPolicy';
import { saveContract } from './contractApi';
import { contractRows, searchContracts } from './contractSteps';
import { axeViolations, signInAs, storedToken } from './helpers';

/**
 * 合并合同 against the real gateway: two drafts of this run's own (same supplier, org and category,
 * saved through the API), ticked in the contract list, 批量操作 → 合并合同 previews the merged draft
 * (its lines and the summed totals), 确认合并 opens the new contract's 合同详情, and the list then shows
 * the two sources as 已作废 next to the new draft. Coded terms (price type, deliver type, pay method)
 * are shown by their dictionary names in the preview and in the detail.
 */

/** A draft of one line, its terms coded (shown by their dictionary names): 到厂价, 直发, 电汇. */
const createDraft = (request: APIRequestContext, token: string, contractName: string, line: { matCode: string; matName: string; quantity: string; priceWithTax: string }) =>
  saveContract(request, token, contractName, {
    priceType: 'arrivalFactory',
    deliverType: 'direct',
    payMethod: '2',
    lines: [{ ...line, unitCode: 't', taxRate: '9' }],
  });

test('合并合同: two drafts previewed with their summed totals, merged, and the new contract opened', async ({ page }) => {
  await signInAs(page, 'admin');
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const prefix = `E2E合并${Date.now()}`;
  const first = await createDraft(page.request, token!, `${prefix}甲`, { matCode: 'M100101', matName: '二等黄玉米', quantity: '100', priceWithTax: '2500' });
  const second = await createDraft(page.request, token!, `${prefix}乙`, { matCode: 'M100102', matName: '一等黄玉米', quantity: '50.5', priceWithTax: '3000.5' });

  await page.goto('/contract/list');
  await searchContracts(page, prefix);
  await expect(contractRows(page, prefix)).toHaveCount(2);
  await contractRows(page, `${prefix}甲`).getByRole('checkbox').check();
  await contractRows(page, `${prefix}乙`).getByRole('checkbox').check();
  await page.getByRole('button', { name: '批量操作' }).click();
  await page.getByRole('menuitem', { name: '合并合同' }).click();

  // The preview: both sources, both lines renumbered, 100 × 2500 + 50.5 × 3000.5 = 401,525.25.
  const dialog = page.getByRole('dialog', { name: '合并合同预览' });
  await expect(dialog).toBeVisible();
  const totals = dialog.getByRole('group', { name: '合并合计' });
  await expect(totals).toContainText('401,525.25');
  await expect(totals).toContainText('150.5');
  await expect(dialog).toContainText(`${first.contractNo}、${second.contractNo}`);
  const lines = dialog.getByRole('grid', { name: '合并后明细' });
  await expect(lines.getByRole('row').filter({ hasText: '二等黄玉米' })).toContainText('250,000.00');
  await expect(lines.getByRole('row').filter({ hasText: '一等黄玉米' })).toContainText('151,525.25');
  await expect(dialog).toContainText(`${prefix}甲`);
  const term = (scope: typeof page | typeof dialog, label: string) => scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(term(dialog, '价格类型')).toHaveText('到厂价');
  await expect(term(dialog, '付款方式')).toHaveText('电汇');
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  // 确认合并 → the new contract's detail.
  await dialog.getByRole('button', { name: '确认合并' }).click();
  await expect(page.getByText(/已将2个合同合并为合同/)).toBeVisible();
  await expect(page).toHaveURL(/\/contract\/detail\?id=\d+$/);
  const newId = Number(new URL(page.url()).searchParams.get('id'));
  expect([first.id, second.id]).not.toContain(newId);
  await expect(page.getByRole('heading', { level: 1, name: /^合同详情 / })).toBeVisible();
  await expect(page.getByRole('group', { name: '合同合计' })).toContainText('401,525.25');
  await expect(term(page, '价格类型')).toHaveText('到厂价');
  await expect(term(page, '交货方式')).toHaveText('直发');
  await expect(term(page, '付款方式')).toHaveText('电汇');

  // The list: the sources are 已作废, the merged draft is new.
  await page.goto('/contract/list');
  await searchContracts(page, prefix);
  await expect(contractRows(page, prefix)).toHaveCount(3);
  await expect(contractRows(page, first.contractNo)).toContainText('已作废');
  await expect(contractRows(page, second.contractNo)).toContainText('已作废');
  await expect(contractRows(page, prefix).filter({ hasText: '草稿' })).toHaveCount(1);
});
