import { expect, test } from './underPolicy';
import { signInAs } from './helpers';

/**
 * 接口日志's detail against the real gateway (issue 21): a seeded message's payload, its attempts and
 * 重新推送 for a holder of the retry button. That each administration list shows seeded rows and passes
 * axe is master-data.spec.ts.
 */
test('接口日志 shows a message’s payload, response and attempts', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/system/interface-log');
  // Other areas' seeded messages come after it: find it by its business number.
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: '业务单号' }).fill('DZ000001');
  await search.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('grid', { name: '接口日志' }).getByRole('row').filter({ hasText: 'DZ000001' });
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(/"checkNo": "DZ000001"/)).toBeVisible();
  await expect(drawer.getByText(/第3次/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: '重新推送' })).toBeVisible();
});
