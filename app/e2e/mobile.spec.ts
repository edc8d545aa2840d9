import type { AppUserRow, SaleInfoRow, UserSupplierBindRow } from '@srm/gateway/api';
import { expect, test, type Locator, type Page } from './underPolicy';
import { axeViolations, pressToOpen, signInAccount, signInAs, storedToken } from './helpers';
import { gatewayCall } from './contractApi';
import { choose } from './contractSteps';

/**
 * 移动端管理 (issue 28) against the real gateway:
 * 1. As admin, 销售信息: a new offer is refused for a bad phone (手机号有误), saved with exact decimals,
 *    found by its contact, and its 详情 shows the whole phone.
 * 2. As admin, 移动端用户 → 供应商绑定: 按手机号查询 finds a user and opens its details; 绑定供应商 to a
 *    blacklisted supplier shows the gateway's refusal, to a 合格 one binds; 供应商绑定 shows the binding
 *    生效 and 解除绑定 ends it (已解绑).
 * 3. As the purchase manager (no detail buttons): phones show masked on 移动端用户 and 销售信息, with no
 *    lookup and no row actions.
 */

const API = '/gateway/purm-app/pc/api/v1/purm_pc';
const MASKED_PHONE = /^1\d{2}\*{4}\d{4}$/;

interface PageData<Row> {
  total: number;
  result: Row[];
}

const rowsOf = (page: Page, grid: string): Locator => page.getByRole('grid', { name: grid }).locator('[role="row"][data-row]:not([data-row="-1"])');

async function search(page: Page, fields: Record<string, string>) {
  const form = page.getByRole('search');
  for (const [label, value] of Object.entries(fields)) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByRole('button', { name: '查询' }).click();
}

async function adminToken(page: Page): Promise<string> {
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  return token as string;
}

test('销售信息: a bad phone is refused, the offer saved to the decimal and shown whole in 详情', async ({ page }) => {
  test.setTimeout(120_000);
  const contact = `测试联系人${String(Date.now()).slice(-5)}`;
  await signInAs(page, 'admin');
  await page.goto('/mobile/sale-info');
  await expect(page.getByRole('heading', { level: 1, name: '销售信息' })).toBeVisible();
  const rows = rowsOf(page, '销售信息');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/1\d{10}/);

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增销售信息' });
  await expect(dialog).toBeVisible();
  await choose(page, dialog.getByRole('button', { name: /品种$/ }), '玉米');
  await choose(page, dialog.getByRole('button', { name: /^显示建议.*所属公司$/ }), /./);
  await dialog.getByRole('textbox', { name: '数量(吨)' }).fill('150.5');
  await dialog.getByRole('textbox', { name: '单价(元/吨)' }).fill('2460');
  await dialog.getByRole('textbox', { name: '省份' }).fill('黑龙江省');
  await dialog.getByRole('textbox', { name: '城市' }).fill('绥化市');
  await dialog.getByRole('textbox', { name: '联系人' }).fill(contact);
  await dialog.getByRole('textbox', { name: '联系电话' }).fill('1381234');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toContainText('手机号有误');
  await dialog.getByRole('textbox', { name: '联系电话' }).fill('13845671234');
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  await search(page, { 联系人: contact });
  const row = rows.filter({ hasText: contact });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('150.500');
  await expect(row).toContainText('2460.00');
  await expect(row).toContainText('在售');
  await expect(row).toContainText('13845671234');

  const token = await adminToken(page);
  const saved = await gatewayCall<PageData<SaleInfoRow>>(page.request, token, 'GET', `${API}/sale-info/page?contactName.equals=${encodeURIComponent(contact)}`);
  expect(saved.result).toHaveLength(1);
  expect(saved.result[0]).toMatchObject({ quantity: '150.500', price: '2460.00', variety: 'corn', status: 'onSale' });
  expect(saved.result[0]?.infoNo).toMatch(/^XS\d{6}\d{5}$/);

  const drawer = page.getByRole('dialog', { name: /销售信息详情/ });
  await pressToOpen(row.getByRole('button', { name: '详情', exact: true }), drawer);
  await expect(drawer).toContainText('13845671234');
  await expect(drawer).toContainText(saved.result[0]?.infoNo ?? '');
});

test('移动端用户: found by phone, refused a blacklisted supplier, bound to a 合格 one and unbound on 供应商绑定', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, 'admin');
  const token = await adminToken(page);
  // An active user without a live binding, and a blacklisted and a 合格 supplier.
  const users = await gatewayCall<PageData<AppUserRow>>(page.request, token, 'GET', `${API}/user/page?status.equals=1&boundCount.equals=0&pageSize=50`);
  const user = users.result.at(-1);
  expect(user, 'an active user without a binding').toBeTruthy();
  const suppliers = (status: number) =>
    gatewayCall<PageData<{ sn: string; name: string }>>(page.request, token, 'GET', `/gateway/supplier/api/v1/supplier/page?financialStatus.equals=${status}&pageSize=1`);
  const [blacklisted] = (await suppliers(6)).result;
  const [qualified] = (await suppliers(3)).result;
  expect(blacklisted && qualified).toBeTruthy();

  await page.goto('/mobile/user');
  await expect(page.getByRole('heading', { level: 1, name: '移动端用户' })).toBeVisible();
  const lookup = page.getByRole('form', { name: '按手机号查询' });
  await lookup.getByRole('textbox', { name: '手机号' }).fill('12345');
  await lookup.getByRole('button', { name: '按手机号查询' }).click();
  await expect(lookup).toContainText('手机号有误');
  await lookup.getByRole('textbox', { name: '手机号' }).fill(user!.phone);
  await lookup.getByRole('button', { name: '按手机号查询' }).click();
  const details = page.getByRole('dialog', { name: `用户详情 ${user!.userName}` });
  await expect(details).toBeVisible();
  await expect(details).toContainText(user!.phone);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await search(page, { 姓名: user!.userName });
  const row = rowsOf(page, '移动端用户').filter({ hasText: user!.userName }).first();
  const bind = page.getByRole('dialog', { name: `绑定供应商 ${user!.userName}` });
  await pressToOpen(row.getByRole('button', { name: '绑定供应商', exact: true }), bind);
  const supplier = bind.getByRole('combobox', { name: /供应商/ }).or(bind.getByRole('button', { name: /供应商$/ })).first();
  await choose(page, supplier, blacklisted!.name, blacklisted!.name.slice(0, 6));
  await bind.getByRole('button', { name: '确定' }).click();
  await expect(bind).toContainText(`供应商「${blacklisted!.name}」当前状态为黑名单，不能绑定`);
  await choose(page, supplier, qualified!.name, qualified!.name.slice(0, 6));
  await bind.getByRole('button', { name: '确定' }).click();
  await expect(bind).toBeHidden();

  await page.goto('/mobile/supplier-bind');
  await expect(page.getByRole('heading', { level: 1, name: '供应商绑定' })).toBeVisible();
  await search(page, { 供应商名称: qualified!.name });
  // Newest first (a run on a kept data folder may have left an ended binding of the same pair below).
  const binding = rowsOf(page, '供应商绑定').filter({ hasText: user!.userName }).first();
  await expect(binding).toContainText('生效');
  const confirm = page.getByRole('alertdialog');
  await pressToOpen(binding.getByRole('button', { name: '解除绑定', exact: true }), confirm);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(binding).toContainText('已解绑');
  const after = await gatewayCall<PageData<UserSupplierBindRow>>(page.request, token, 'GET', `${API}/user-supplier-bind/page?appUserId.equals=${user!.id}`);
  expect(after.result.length).toBeGreaterThan(0);
  expect(after.result.filter((item) => item.bindState !== 'unbound')).toEqual([]);
});

test('the purchase manager, without the detail buttons, sees phones masked and no actions', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await signInAccount(page, 'wangjianhua', 'Demo@123');
  await page.goto('/mobile/user');
  await expect(page.getByRole('heading', { level: 1, name: '移动端用户' })).toBeVisible();
  const rows = rowsOf(page, '移动端用户');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('form', { name: '按手机号查询' })).toHaveCount(0);
  await expect(rows.first().getByRole('button')).toHaveCount(0);
  const phones = await rows.locator('[role="gridcell"]').filter({ hasText: /^1\d{2}\*{4}\d{4}$/ }).allTextContents();
  expect(phones.length).toBeGreaterThan(0);
  for (const phone of phones) expect(phone.trim()).toMatch(MASKED_PHONE);
  await expect(rows.filter({ hasText: /1\d{10}/ })).toHaveCount(0);

  await page.goto('/mobile/sale-info');
  await expect(page.getByRole('heading', { level: 1, name: '销售信息' })).toBeVisible();
  await expect(rowsOf(page, '销售信息').first()).toContainText(/1\d{2}\*{4}\d{4}/);
  await expect(rowsOf(page, '销售信息').filter({ hasText: /1\d{10}/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
