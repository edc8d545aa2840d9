import { expect, test, type Locator, type Page } from './underPolicy';
import { gatewayCall } from './contractApi';
import { choose } from './contractSteps';
import { axeViolations, signInAccount, signInAs, storedToken } from './helpers';
import { acceptedShipment, type AcceptedShipment } from './pickApi';

/**
 * The settlement chain of issue 25 against the real gateway, each figure tied out:
 * 1. by the API (pick.spec.ts drives these in the browser): a signed contract of 中粮贸易 for 河北饲料
 *    (line 1: 二等黄玉米 at 2 500.00), a pick of 25 t, the supplier's 接单, one truck 40 − 15 = 25 t with
 *    容重 680 g/L (10 below the standard 690: one step of 5.00 /t price deduction), accepted: 25.000 t;
 * 2. 对账管理 (admin): 新增 of that shipment → 25.000 t at 2 495.000000 = 62,375.00; 提交, 发送供应商;
 *    supplier1 signs in and 确认对账;
 * 3. 发票管理: 登记发票 of the check line, 62,375.00 with tax → 已匹配, difference 0.00;
 * 4. a prepayment of 10,000.00 (by the API), then 付款申请 › 新增: the invoice's 62,375.00 less the
 *    prepayment = 52,375.00 to pay, 提交;
 * 5. quantity: accepted = checked = invoiced = 25.000; amount: checked = invoiced = paid + prepaid =
 *    62,375.00; the contract's 单据流 lists the contract, pick, shipment, check, invoice and payment.
 */

const CHECK_HEAD = '/gateway/purchase/api/v1/account-checking-head';
const INVOICE = '/gateway/purchase/api/v1/purchase-invoice';
const PREPAYMENT = '/gateway/demand/api/v1/prepayment-head';
const PAYMENT = '/gateway/purchase/api/v1/payment-settle-head';
const SUPPLIER = '中粮贸易（大连）有限公司';
const ORG = '河北饲料有限公司';

/** Presses `action` in `scope` and confirms its alert dialog. */
async function actAndConfirm(page: Page, scope: Locator, action: string) {
  await scope.getByRole('button', { name: action, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(confirm).toBeHidden();
}

/** Ticks a design-system checkbox as a user does: a click on its box (the label around the input). */
async function tick(checkbox: Locator) {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox).toBeChecked();
}

/** The supplier, org (and category) of a settlement dialog. */
async function chooseParties(page: Page, dialog: Locator, withCategory: boolean) {
  await choose(page, dialog.getByRole('combobox', { name: '供应商' }), SUPPLIER, '中粮贸易');
  // 组织 and 品类: a filterable combobox (typed into) or a select button.
  const select = async (name: string, option: string | RegExp, typed: string) => {
    const combobox = dialog.getByRole('combobox', { name });
    if ((await combobox.count()) > 0) await choose(page, combobox.first(), option, typed);
    else await choose(page, dialog.getByRole('button', { name: new RegExp(`\\*?${name}$`) }).first(), option);
  };
  await select('组织', ORG, '河北饲料');
  if (withCategory) await select('品类', /^玉米/, '玉米');
}

test('结算: an accepted shipment checked, confirmed by the supplier, invoiced and paid less a prepayment, every figure tying out', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'admin');
  const token = (await storedToken(page))!;
  const shipment: AcceptedShipment = await acceptedShipment(page.request, token, {
    name: `E2E结算${Date.now()}`,
    planned: '25',
    gross: '40',
    tare: '15',
    qualities: { QI003: '680' },
  });
  expect(shipment.acceptedQuantity).toBe('25.000');

  // 2. 对账管理: 新增 of the shipment, then 提交 and 发送供应商.
  await page.goto('/settlement/reconciliation');
  await expect(page.getByRole('heading', { level: 1, name: '对账管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const editor = page.getByRole('dialog', { name: '新增对账单' });
  await expect(editor).toBeVisible();
  await chooseParties(page, editor, true);
  await editor.getByRole('textbox', { name: '提货单号' }).fill(shipment.pickNo);
  await editor.getByRole('button', { name: '查询' }).click();
  await tick(editor.getByRole('checkbox', { name: `选择发运单 ${shipment.shippingNo}` }));
  await expect(editor.getByRole('textbox', { name: `本次对账数量 ${shipment.shippingNo}` })).toHaveValue('25.000');
  expect(await axeViolations(page, { include: '[role="dialog"]', excludeAnnouncer: true })).toEqual([]);
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toBeHidden();
  const heading = page.getByRole('heading', { level: 1, name: /^对账单详情 DZ\d+/ });
  await expect(heading).toBeVisible();
  const checkNo = /DZ\d+/.exec((await heading.textContent()) ?? '')![0];
  const actions = page.getByRole('group', { name: '对账单操作' });
  await actAndConfirm(page, actions, '提交');
  await actAndConfirm(page, actions, '发送供应商');
  await expect(heading.locator('..')).toContainText('待供应商确认');

  const checks = await gatewayCall<{ result: { id: number; checkNo: string; totalQuantity: string; totalAmount: string; status: string }[] }>(
    page.request,
    token,
    'GET',
    `${CHECK_HEAD}/page?checkNo.equals=${checkNo}`,
  );
  const check = checks.result[0]!;
  expect(check).toMatchObject({ totalQuantity: '25.000', totalAmount: '62375.00' });

  // The supplier confirms its check.
  await signInAccount(page, 'supplier1', 'Supplier@123');
  await page.goto('/settlement/reconciliation');
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: '对账单号' }).fill(checkNo);
  await search.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('grid', { name: '对账管理' }).locator('[role="row"][data-row]:not([data-row="-1"])').filter({ hasText: checkNo });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '详情' }).click();
  await expect(heading).toBeVisible();
  await actAndConfirm(page, actions, '确认对账');
  await expect(heading.locator('..')).toContainText('已确认');

  // 3. 发票管理: 登记发票 of the check line, 62,375.00 → 已匹配, difference 0.00.
  await signInAccount(page, 'admin', 'Admin@123');
  await page.goto('/settlement/invoice');
  await expect(page.getByRole('heading', { level: 1, name: '发票管理' })).toBeVisible();
  await page.getByRole('button', { name: '登记发票' }).click();
  const invoiceDialog = page.getByRole('dialog', { name: '登记发票' });
  await chooseParties(page, invoiceDialog, false);
  await tick(invoiceDialog.getByRole('checkbox', { name: `选择对账明细 ${checkNo} 第1行` }));
  const invoiceNo = String(Date.now()).slice(-8);
  await invoiceDialog.getByRole('textbox', { name: '发票号码' }).fill(invoiceNo);
  await invoiceDialog.getByRole('textbox', { name: '发票代码' }).fill('1300221130');
  await invoiceDialog.getByRole('textbox', { name: '税率' }).fill('9');
  await invoiceDialog.getByRole('textbox', { name: '含税金额' }).fill('62375.00');
  await expect(invoiceDialog.getByRole('status', { name: '匹配金额', exact: true })).toHaveText('62,375.00');
  await expect(invoiceDialog.getByRole('status', { name: '差异', exact: true })).toHaveText('0.00');
  await invoiceDialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('发票已保存，已匹配，差异 0.00')).toBeVisible();
  await expect(invoiceDialog).toBeHidden();
  const invoices = await gatewayCall<{ result: { id: number; status: string; matchedAmount: string; matchDifference: string }[] }>(
    page.request,
    token,
    'GET',
    `${INVOICE}/custom-page?invoiceNo.equals=${invoiceNo}`,
  );
  expect(invoices.result[0]).toMatchObject({ status: 'matched', matchedAmount: '62375.00', matchDifference: '0.00' });

  // 4. A prepayment of 10,000.00 (by the API), then the payment of the invoice less it.
  const prepayment = await gatewayCall<{ id: number; prepayNo: string; version: number }>(page.request, token, 'POST', `${PREPAYMENT}/save`, {
    orgCode: '101001',
    categoryCode: '100101',
    supplierSn: 'S0001',
    applyDate: new Date().toISOString().slice(0, 10),
    amount: '10000.00',
    contractId: shipment.contractId,
  });
  await gatewayCall(page.request, token, 'POST', `${PREPAYMENT}/submit`, { id: prepayment.id, version: prepayment.version });
  await page.goto('/settlement/payment');
  await expect(page.getByRole('heading', { level: 1, name: '付款申请' })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const paymentDialog = page.getByRole('dialog', { name: '新增付款申请' });
  await chooseParties(page, paymentDialog, false);
  await tick(paymentDialog.getByRole('checkbox', { name: `选择发票 ${invoiceNo}` }));
  await expect(paymentDialog.getByRole('textbox', { name: `${invoiceNo} 本次付款金额` })).toHaveValue(/62,?375\.00/);
  await tick(paymentDialog.getByRole('checkbox', { name: `选择预付款 ${prepayment.prepayNo}` }));
  await paymentDialog.getByRole('textbox', { name: `${prepayment.prepayNo} 本次核销金额` }).fill('10000.00');
  await expect(paymentDialog.getByRole('status', { name: '应付金额', exact: true })).toHaveText('52,375.00');
  await paymentDialog.getByRole('button', { name: '保存' }).click();
  await expect(paymentDialog).toBeHidden();
  const payments = await gatewayCall<{ result: { id: number; paymentNo: string; invoiceAmount: string; prepaidAmount: string; payAmount: string; version: number }[] }>(
    page.request,
    token,
    'GET',
    `${PAYMENT}/page?supplierSn.equals=S0001&sort=id,desc&pageSize=1`,
  );
  const payment = payments.result[0]!;
  expect(payment).toMatchObject({ invoiceAmount: '62375.00', prepaidAmount: '10000.00', payAmount: '52375.00' });
  const paymentRow = page.getByRole('grid').first().locator('[role="row"][data-row]:not([data-row="-1"])').filter({ hasText: payment.paymentNo });
  await actAndConfirm(page, paymentRow, '提交');
  await expect(paymentRow).toContainText('已提交');

  // 5. The figures tie out, and the contract's 单据流 shows the whole chain.
  const invoice = await gatewayCall<{ invoice: { paidAmount: string; amountWithTax: string }; lines: { quantity: string }[] }>(page.request, token, 'GET', `${INVOICE}/detail?id=${invoices.result[0]!.id}`);
  expect(invoice.lines.map((line) => line.quantity)).toEqual(['25.000']);
  expect(invoice.invoice).toMatchObject({ amountWithTax: '62375.00', paidAmount: '62375.00' });
  await page.goto(`/contract/detail?id=${shipment.contractId}`);
  const flow = page.locator(`[data-document-flow="contract"]`);
  await flow.getByRole('button', { name: '单据流' }).click();
  await expect(flow.getByRole('table', { name: '单据流' })).toBeVisible();
  for (const text of [shipment.contractNo, shipment.pickNo, shipment.shippingNo, checkNo, invoiceNo, payment.paymentNo]) await expect(flow).toContainText(text);
  await expect(flow).toContainText('62,375.00');
  await expect(flow).toContainText('25.000');
});

test('the settlement pages show seeded rows and pass axe; their list routes answer rows, and 400 in Chinese for an unknown filter key', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  for (const [path, title] of [
    ['/settlement/reconciliation', '对账管理'],
    ['/settlement/invoice', '发票管理'],
    ['/settlement/return-invoice', '退货发票'],
    ['/settlement/payment', '付款申请'],
    ['/settlement/cust-bal', '客户余额'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('grid').first().locator('[role="row"][data-row="0"]')).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const routes: readonly (readonly ['GET' | 'POST', string])[] = [
    ['GET', '/gateway/purchase/api/v1/account-checking-head/page'],
    ['GET', '/gateway/purchase/api/v1/purchase-invoice/custom-page'],
    ['GET', '/gateway/demand/api/v1/prepayment-head/page'],
    ['POST', '/gateway/purchase/api/v1/execution/cust-bal/page'],
    ['GET', '/gateway/purchase/api/v1/execution/business-process-head/custom-page'],
  ];
  for (const [method, route] of routes) {
    const call = (extra: Record<string, string>) =>
      method === 'GET'
        ? page.request.get(`${route}?${new URLSearchParams({ page: '1', pageSize: '10', ...extra })}`, { headers })
        : page.request.post(route, { headers, data: { page: 1, pageSize: 10, ...extra } });
    const answer = await call({});
    expect(answer.status(), route).toBe(200);
    expect(((await answer.json()) as { data: { result: unknown[] } }).data.result.length, route).toBeGreaterThan(0);
    const refused = await call({ 'noSuchField.equals': '1' });
    expect(refused.status(), route).toBe(400);
    expect(((await refused.json()) as { message: string }).message, route).toMatch(/[\u4e00-\u9fff]/);
  }
});
