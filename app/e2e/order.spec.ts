import { expect, test, type Locator, type Page } from './underPolicy';
import { gatewayCall } from './contractApi';
import { choose } from './contractSteps';
import { axeViolations, pressToOpen, signInAs, storedToken } from './helpers';

/**
 * Material orders and multilateral trade (issue 26) against the real gateway, as admin:
 * 1. 销售订单: two sales orders of 大连粮食贸易 (301001) for 东北玉米（国标二等）, one made in the 新增
 *    dialog (300 t at 2 650.50 = 795,150.00) and one by the API (200 t), are both 分配 from the same
 *    audited purchase line, 发运, 确认收货 (300.000 and 199.800) and 完结; the purchase line then holds
 *    exactly 500.000 more allocated and shipped, its order is 部分发运, and 完结记录 lists both.
 * 2. 多边贸易: a chain 大连粮食贸易 → 锦州粮食贸易 → 广州粮食贸易 of 1 000 t bought at 2 600, sold on at
 *    2 650.50 and 2 700.125: 计算 shows the legs' amounts and margins (50,500.00 and 49,625.00, total
 *    100,125.00), 提交 commits it, and 商务明细 holds each company's side of each leg.
 */

const SALE = '/gateway/material/api/v1/order/sale';
const PURCHASE = '/gateway/material/api/v1/order/purchase';
const SELLER = '大连粮食贸易有限公司';
const CORN = '东北玉米（国标二等）';
const CORN_CODE = '1001010002';

interface SaleLine {
  id: number;
  lineNo: number;
}
interface SaleDetail {
  id: number;
  orderNo: string;
  status: string;
  confirmedQuantity: string;
  lines: SaleLine[];
}
interface Candidate {
  purchaseOrderId: number;
  purchaseOrderNo: string;
  purchaseLineId: number;
  lineNo: number;
  availableQuantity: string;
}
interface PurchaseDetail {
  status: string;
  lines: { id: number; allocatedQuantity: string; shippedQuantity: string }[];
}

const rowsOf = (page: Page, grid: string): Locator => page.getByRole('grid', { name: grid }).locator('[role="row"][data-row]:not([data-row="-1"])');
const today = () => new Date().toISOString().slice(0, 10);
const units = (text: string) => Math.round(Number(text) * 1000);

/** Presses a row action and confirms its alert dialog. */
async function rowActionConfirmed(page: Page, row: Locator, action: string) {
  const confirm = page.getByRole('alertdialog');
  await pressToOpen(row.getByRole('button', { name: action, exact: true }), confirm);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(confirm).toBeHidden();
}

test('销售订单: one purchase line allocated to two sales orders, shipped, confirmed and finished, the figures tying out', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const token = (await storedToken(page))!;

  // 1. Sales order A in the 新增 dialog.
  await page.goto('/execution/order-sale');
  await expect(page.getByRole('heading', { level: 1, name: '销售订单' })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const editor = page.getByRole('dialog', { name: '新增销售订单' });
  await expect(editor).toBeVisible();
  await choose(page, editor.getByRole('combobox', { name: '销售组织' }), SELLER, '大连粮食');
  await choose(page, editor.getByRole('combobox', { name: '客户组织' }), '河北饲料有限公司', '河北饲料');
  await choose(page, editor.getByRole('combobox', { name: '品类' }), /^玉米/, '玉米');
  await choose(page, editor.getByRole('combobox', { name: '物料' }), new RegExp(CORN.replace(/[()（）]/g, '.')), '东北玉米');
  await editor.getByRole('textbox', { name: '数量' }).fill('300');
  await editor.getByRole('textbox', { name: '含税单价' }).fill('2650.5');
  await expect(editor).toContainText('795,150.00');
  expect(await axeViolations(page, { include: '[role="dialog"]', excludeAnnouncer: true })).toEqual([]);
  const saved = page.waitForResponse((response) => response.url().endsWith('/order/sale/save'));
  await editor.getByRole('button', { name: '保存' }).click();
  const orderA = ((await (await saved).json()) as { data: { orderNo: string } }).data.orderNo;
  await expect(editor).toBeHidden();

  // Sales order B by the API, for 天津饲料.
  const orderB = (
    await gatewayCall<{ orderNo: string }>(page.request, token, 'POST', `${SALE}/save`, {
      orgCode: '301001',
      customerOrgCode: '101002',
      categoryCode: '100101',
      orderDate: today(),
      lines: [{ matCode: CORN_CODE, quantity: '200', priceWithTax: '2660', taxRate: '9' }],
    })
  ).orderNo;
  const detailOf = (orderNo: string) => gatewayCall<SaleDetail>(page.request, token, 'GET', `${SALE}/detail/${orderNo}`);

  // The purchase line both draw on: an audited corn line of 301001 with at least 500 t left.
  const saleLineA = (await detailOf(orderA)).lines[0]!;
  const candidates = await gatewayCall<Candidate[]>(page.request, token, 'GET', `${SALE}/allocatable?saleLineId=${saleLineA.id}`);
  const source = candidates.find((candidate) => Number(candidate.availableQuantity) >= 500);
  expect(source, 'an audited corn purchase line of 301001 with 500 t left').toBeDefined();
  const purchaseBefore = await gatewayCall<PurchaseDetail>(page.request, token, 'GET', `${PURCHASE}/detail?id=${source!.purchaseOrderId}`);
  const lineBefore = purchaseBefore.lines.find((line) => line.id === source!.purchaseLineId)!;

  // 2. 分配 and 发运 of each order in the browser.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '销售订单' })).toBeVisible();
  const orders = rowsOf(page, '销售订单');
  const plates: Record<string, string> = { [orderA]: '辽B12345', [orderB]: '辽B67890' };
  for (const [orderNo, quantity] of [
    [orderA, '300'],
    [orderB, '200'],
  ] as const) {
    const row = orders.filter({ hasText: orderNo });
    await expect(row).toContainText('新建');
    const allocate = page.getByRole('dialog', { name: '分配' });
    await pressToOpen(row.getByRole('button', { name: '分配', exact: true }), allocate);
    await allocate.getByRole('textbox', { name: `${source!.purchaseOrderNo} 第${source!.lineNo}行 分配数量` }).fill(quantity);
    await allocate.getByRole('button', { name: '确定' }).click();
    await expect(allocate).toBeHidden();
    await expect(row).toContainText('已分配');

    const ship = page.getByRole('dialog', { name: '发运' });

    await pressToOpen(row.getByRole('button', { name: '发运', exact: true }), ship);
    await choose(page, ship.getByRole('button', { name: /分配记录/ }).or(ship.getByRole('combobox', { name: '分配记录' })).first(), new RegExp(source!.purchaseOrderNo));
    await ship.getByRole('textbox', { name: '车牌号' }).fill(plates[orderNo]!);
    await ship.getByRole('textbox', { name: '司机' }).fill('王师傅');
    await ship.getByRole('textbox', { name: '手机号' }).fill('13800138001');
    await ship.getByRole('textbox', { name: '发运数量' }).fill(quantity);
    if (orderNo === orderA) expect(await axeViolations(page, { include: '[role="dialog"]', excludeAnnouncer: true })).toEqual([]);
    await ship.getByRole('button', { name: '确定' }).click();
    await expect(ship).toBeHidden();
    await expect(row).toContainText('发运中');
  }

  // 3. 发运确认: the mills confirm 300.000 and 199.800.
  await page.getByRole('tab', { name: '发运确认' }).click();
  const shipments = rowsOf(page, '发运确认');
  for (const [orderNo, confirmed] of [
    [orderA, '300'],
    [orderB, '199.8'],
  ] as const) {
    const row = shipments.filter({ hasText: orderNo });
    const dialog = page.getByRole('dialog', { name: '确认收货' });
    await pressToOpen(row.getByRole('button', { name: '确认', exact: true }), dialog);
    await dialog.getByRole('textbox', { name: '确认数量' }).fill(confirmed);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
  }
  expect((await detailOf(orderA)).status).toBe('confirmed');
  expect((await detailOf(orderB)).confirmedQuantity).toBe('199.800');

  // 4. 完结 of both, then 完结记录 lists them.
  await page.getByRole('tab', { name: '销售订单' }).click();
  for (const orderNo of [orderA, orderB]) {
    const row = orders.filter({ hasText: orderNo });
    await expect(row).toContainText('已确认');
    await rowActionConfirmed(page, row, '完结');
    await expect(page.getByText('完结成功').first()).toBeVisible();
    await expect(row).toContainText('已完结');
  }
  await page.getByRole('tab', { name: '完结记录' }).click();
  const finished = rowsOf(page, '完结记录');
  await expect(finished.filter({ hasText: orderA })).toHaveCount(1);
  await expect(finished.filter({ hasText: orderB })).toHaveCount(1);
  expect(await axeViolations(page, { excludeAnnouncer: true })).toEqual([]);

  // 5. The purchase line: 500.000 more allocated and shipped, nothing released by the finish; its order is partly shipped.
  const purchaseAfter = await gatewayCall<PurchaseDetail>(page.request, token, 'GET', `${PURCHASE}/detail?id=${source!.purchaseOrderId}`);
  const lineAfter = purchaseAfter.lines.find((line) => line.id === source!.purchaseLineId)!;
  expect(units(lineAfter.allocatedQuantity) - units(lineBefore.allocatedQuantity)).toBe(500_000);
  expect(units(lineAfter.shippedQuantity) - units(lineBefore.shippedQuantity)).toBe(500_000);
  expect(purchaseAfter.status).toBe('partialShipped');
  await page.goto('/execution/order-purchase');
  await expect(page.getByRole('heading', { level: 1, name: '采购订单' })).toBeVisible();
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: '采购订单号' }).fill(source!.purchaseOrderNo);
  await search.getByRole('button', { name: '查询' }).click();
  const purchaseRow = rowsOf(page, '采购订单').filter({ hasText: source!.purchaseOrderNo });
  await expect(purchaseRow).toContainText('部分发运');
  const drawer = page.getByRole('dialog', { name: new RegExp(source!.purchaseOrderNo) });
  await pressToOpen(purchaseRow.getByRole('button', { name: '详情', exact: true }), drawer);
  await expect(drawer.getByRole('heading', { name: 'EBS信息' })).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]', excludeAnnouncer: true })).toEqual([]);
});

test('多边贸易: a chain over three trading companies calculated to the cent and committed', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  await page.goto('/execution/multi-trade');
  await expect(page.getByRole('heading', { level: 1, name: '多边贸易' })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增多边贸易' });
  await expect(dialog).toBeVisible();
  await choose(page, dialog.getByRole('combobox', { name: '物料' }), new RegExp(CORN.replace(/[()（）]/g, '.')), '东北玉米');
  await dialog.getByRole('textbox', { name: '数量' }).first().fill('1000');
  await dialog.getByRole('textbox', { name: '起始采购价' }).fill('2600');
  const legs = dialog.getByRole('table', { name: '贸易链' }).locator('tbody tr');
  await expect(legs).toHaveCount(2);
  const legSelect = (leg: Locator, name: string) => leg.getByRole('button', { name: new RegExp(name) }).or(leg.getByRole('combobox', { name })).first();
  await choose(page, legSelect(legs.nth(0), '卖方公司'), SELLER);
  await choose(page, legSelect(legs.nth(0), '买方公司'), '锦州粮食贸易有限公司');
  // The second leg's seller follows the first leg's buyer.
  await expect(legSelect(legs.nth(1), '卖方公司')).toContainText('锦州粮食贸易有限公司');
  await choose(page, legSelect(legs.nth(1), '买方公司'), '广州粮食贸易有限公司');
  await legs.nth(0).getByRole('textbox', { name: '含税单价' }).fill('2650.5');
  await legs.nth(1).getByRole('textbox', { name: '含税单价' }).fill('2700.125');

  await dialog.getByRole('button', { name: '计算' }).click();
  const figures = dialog.getByRole('table', { name: '计算结果' });
  await expect(figures).toBeVisible();
  const legRows = figures.locator('tbody tr');
  await expect(legRows.nth(0)).toContainText('2,650,500.00');
  await expect(legRows.nth(0)).toContainText('50,500.00');
  await expect(legRows.nth(1)).toContainText('2,700,125.00');
  await expect(legRows.nth(1)).toContainText('49,625.00');
  await expect(figures.locator('tfoot')).toContainText('100,125.00');
  expect(await axeViolations(page, { include: '[role="dialog"]', excludeAnnouncer: true })).toEqual([]);

  const committed = page.waitForResponse((response) => response.url().endsWith('/multi-trade/commit'));
  await dialog.getByRole('button', { name: '提交', exact: true }).click();
  const tradeNo = ((await (await committed).json()) as { data: { tradeNo: string } }).data.tradeNo;
  await expect(dialog).toBeHidden();
  const row = rowsOf(page, '多边贸易').filter({ hasText: tradeNo });
  await expect(row).toContainText('100,125.00');

  // 商务明细: each company's side of each leg (sell and buy of two legs).
  await page.getByRole('tab', { name: '商务明细' }).click();
  await expect(rowsOf(page, '商务明细').filter({ hasText: tradeNo })).toHaveCount(4);
  expect(await axeViolations(page, { excludeAnnouncer: true })).toEqual([]);
});

test('提货申请: the seeded applies are listed, and a committed one shows its lines and vehicles', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/execution/pick-apply');
  await expect(page.getByRole('heading', { level: 1, name: '提货申请' })).toBeVisible();
  const rows = rowsOf(page, '提货申请');
  await expect(rows.first()).toBeVisible();
  const committed = rows.filter({ hasText: '已提交' }).first();
  const applyNo = /TS\d+/.exec((await committed.textContent()) ?? '')![0];
  const drawer = page.getByRole('dialog', { name: `提货申请 ${applyNo}` });
  await pressToOpen(committed.getByRole('button', { name: '详情', exact: true }), drawer);
  await expect(drawer.getByRole('table', { name: '申请行' })).toBeVisible();
  await expect(drawer.getByRole('table', { name: '车辆' })).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
