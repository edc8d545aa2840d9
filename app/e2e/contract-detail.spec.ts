import { expect, test } from './underPolicy';
import { reportCallback, saveContract } from './contractApi';
import { contractRows, searchContracts } from './contractSteps';
import { axeViolations, signInAs, storedToken } from './helpers';

/**
 * 合同详情 against the real gateway: a contract of this run's own with two lines, opened from the
 * list by its number; its lines, totals and 大写金额; 提交审批 (the status timeline names admin); OA's
 * approval by callback (with the secret of playwright.config.ts), seen after a reload with the
 * callback in the timeline; 发送供应商; then 批量复制 from the list (复制成功, a new draft).
 */

test('合同详情: lines and totals, submit, approval by callback, send, and a batch copy from the list', async ({ page }) => {
  await signInAs(page, 'admin');
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const name = `E2E详情${Date.now()}`;
  const { id, contractNo } = await saveContract(page.request, token!, name);

  // Open it from the list by its number.
  await page.goto('/contract/list');
  await searchContracts(page, name);
  await expect(contractRows(page, name)).toHaveCount(1);
  await contractRows(page, name).getByRole('link', { name: contractNo }).click();
  await expect(page).toHaveURL(new RegExp(`/contract/detail\\?id=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `合同详情 ${contractNo}` })).toBeVisible();

  // Lines, totals and the amount in words: 100 × 2500 + 50.5 × 3000.5 = 401,525.25.
  const lines = page.getByRole('grid', { name: '合同明细' });
  await expect(lines.getByRole('row').filter({ hasText: '二等黄玉米' })).toContainText('250,000.00');
  await expect(lines.getByRole('row').filter({ hasText: '一等黄玉米' })).toContainText('151,525.25');
  const totals = page.getByRole('group', { name: '合同合计' });
  await expect(totals).toContainText('401,525.25');
  await expect(totals).toContainText('肆拾万零壹仟伍佰贰拾伍元贰角伍分');
  await expect(totals).toContainText('150.5');

  const actions = page.getByRole('group', { name: '合同操作' });
  await expect(actions.getByRole('button', { name: '提交审批' })).toBeVisible();
  await expect(actions.getByRole('button', { name: '发送供应商' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // 提交审批: the timeline names the move and admin.
  await actions.getByRole('button', { name: '提交审批' }).click();
  const heading = page.getByRole('heading', { level: 1, name: `合同详情 ${contractNo}` }).locator('..');
  await expect(heading).toContainText('审批中');
  const statusTimeline = page.getByRole('list', { name: '状态记录' });
  const submitted = statusTimeline.getByRole('listitem').filter({ hasText: '提交审批' });
  await expect(submitted).toContainText('草稿 → 审批中');
  await expect(submitted).toContainText('admin');
  await expect(actions.getByRole('button', { name: '提交审批' })).toHaveCount(0);

  // OA approves by callback; after a reload the page shows it.
  expect(await reportCallback(page.request, contractNo, 'OA', 'APPROVED')).toEqual({ outcome: 'applied', status: 'APPROVED' });
  await page.reload();
  await expect(heading).toContainText('审批通过');
  const callbackEntry = statusTimeline.getByRole('listitem').filter({ hasText: 'OA回调：审批通过' });
  await expect(callbackEntry).toContainText('已生效');
  await expect(statusTimeline.getByRole('listitem').filter({ hasText: '审批中 → 审批通过' })).toContainText('系统回调');
  // Newest last: the approval comes after the submission.
  await expect(statusTimeline.getByRole('listitem').last()).toContainText('审批通过');

  // 发送供应商.
  await actions.getByRole('button', { name: '发送供应商' }).click();
  await expect(heading).toContainText('已发送供应商');
  await expect(statusTimeline.getByRole('listitem').last()).toContainText('审批通过 → 已发送供应商');
  await expect(actions.getByRole('button', { name: '发送供应商' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: '作废' })).toBeVisible();

  // 批量复制 from the list: a new draft with the same name.
  await page.goto('/contract/list');
  await searchContracts(page, name);
  await expect(contractRows(page, name)).toHaveCount(1);
  await contractRows(page, name).getByRole('checkbox').check();
  await page.getByRole('button', { name: '批量操作' }).click();
  await page.getByRole('menuitem', { name: '批量复制' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  await expect(contractRows(page, name)).toHaveCount(2);
  await expect(contractRows(page, name).filter({ hasText: '草稿' })).toHaveCount(1);
  await expect(contractRows(page, name).filter({ hasText: '已发送供应商' })).toHaveCount(1);
});

test('合同详情 of another company\'s contract: one message in the page with a way back to 合同列表, no toasts', async ({ page }) => {
  await signInAs(page, 'admin');
  const token = await storedToken(page);
  const { id } = await saveContract(page.request, token!, `E2E无权${Date.now()}`, { orgCode: '101002', orgName: '天津饲料有限公司' });
  // The buyer works for 河北饲料有限公司 (101001) only.
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'buyer');

  // Every call of the page has answered (the detail and both timelines) before counting the messages.
  const answered = Promise.all(
    ['detail', 'status-log', 'sync-log'].map((call) => page.waitForResponse((response) => response.url().includes(`/contract/head/${call}?id=${id}`))),
  );
  await page.goto(`/contract/detail?id=${id}`);
  await answered;
  const notice = page.getByRole('alert').filter({ hasText: '合同不存在或无权查看' });
  await expect(notice).toBeVisible();
  await expect(page.getByText(/合同不存在/)).toHaveCount(1);
  await expect(page.getByRole('region', { name: '消息通知' }).getByText(/不存在/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await notice.getByRole('link', { name: '返回合同列表' }).click();
  await expect(page).toHaveURL(/\/contract\/list$/);
});

test('战略合同: strategic contracts with called-off and residual quantities, opening the detail', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/contract/strategic');
  await expect(page.getByRole('heading', { level: 1, name: '战略合同' })).toBeVisible();
  const grid = page.getByRole('grid', { name: '战略合同' });
  await expect(grid.getByRole('columnheader', { name: '已下单数量' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: '剩余数量' })).toBeVisible();
  // The seed holds strategic contracts (HT2026…); search one by its number.
  const first = grid.getByRole('row').nth(1).getByRole('link');
  const contractNo = (await first.textContent())!.trim();
  expect(contractNo).toMatch(/^HT2026/);
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '合同编号' }).fill(contractNo);
  await form.getByRole('button', { name: '查询' }).click();
  await expect(grid.getByRole('row')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await grid.getByRole('link', { name: contractNo }).click();
  await expect(page.getByRole('heading', { level: 1, name: `合同详情 ${contractNo}` })).toBeVisible();
  await expect(page.getByRole('grid', { name: '合同明细' })).toBeVisible();
});
