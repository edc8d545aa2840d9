import { expect, type Locator, type Page } from '@playwright/test';

/** What a buyer does in 合同编辑 (features/contract/editor), shared by the contract specs. */

/** Opens a select (a combobox or a button) and picks the option whose name matches `option`. */
export async function choose(page: Page, control: Locator, option: string | RegExp, search?: string) {
  await control.click();
  if (search !== undefined) await control.fill(search);
  const item = page.getByRole('option', { name: option }).first();
  await expect(item).toBeVisible({ timeout: 10_000 });
  await item.click();
}

/** Types a day into a DatePicker (segments: year, month, day). */
export async function typeDay(group: Locator, day: string) {
  const [year, month, date] = day.split('-');
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(`${year}${month}${date}`);
}

/** A select of the head form: a searchable combobox or a plain select button. */
export const headSelect = (scope: Locator, name: string) => scope.getByRole('combobox', { name }).or(scope.getByRole('button', { name })).first();

export const headForm = (page: Page) => page.getByRole('form', { name: '合同信息' });

/** Fills the head of a new contract: a fixed-price corn contract of 河北饲料有限公司 with 中粮贸易（大连）. */
export async function fillContractHead(page: Page, name: string, period: { start: string; end: string } = { start: '2026-03-01', end: '2026-12-31' }) {
  const head = headForm(page);
  await head.getByRole('textbox', { name: '合同名称' }).fill(name);
  await choose(page, head.getByRole('combobox', { name: '供应商' }), /中粮贸易（大连）有限公司/, '中粮贸易');
  await choose(page, headSelect(head, '合同类别'), '一口价合同');
  await choose(page, headSelect(head, '组织'), '河北饲料有限公司');
  await choose(page, headSelect(head, '品类'), /^玉米$/);
  await choose(page, headSelect(head, '价格类型'), '到厂价');
  await choose(page, headSelect(head, '付款方式'), '电汇');
  await typeDay(head.getByRole('group', { name: '开始日期' }), period.start);
  await typeDay(head.getByRole('group', { name: '结束日期' }), period.end);
}

/** Fills line `row` (1-based): material by search, quantity, price with tax and tax rate. */
export async function fillLine(page: Page, row: number, line: { material: string; quantity: string; price: string; taxRate: string }) {
  const material = page.getByRole('combobox', { name: `第${row}行物料` });
  await choose(page, material, new RegExp(line.material), line.material);
  await page.getByRole('textbox', { name: `第${row}行数量` }).fill(line.quantity);
  await page.getByRole('textbox', { name: `第${row}行含税单价` }).fill(line.price);
  await page.getByRole('textbox', { name: `第${row}行税率(%)` }).fill(line.taxRate);
}

export const lineRow = (page: Page, row: number) => page.getByRole('table', { name: '合同明细' }).locator(`tr[data-line="${row}"]`);

/** The contract list's search by name. */
export async function searchContracts(page: Page, name: string) {
  const form = page.getByRole('search');
  await form.getByRole('textbox', { name: '合同名称' }).fill(name);
  await form.getByRole('button', { name: '查询' }).click();
}

export const contractRows = (page: Page, text: string): Locator => page.getByRole('grid', { name: '合同列表' }).getByRole('row').filter({ hasText: text });
