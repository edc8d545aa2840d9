import { ROW_ACTION_LOCK_MS } from '@srm/design-system';
import type { MatReturnChargeRow, MatReturnInvoiceRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as PurchaseApi from '../api/purchaseApi';
import type * as ReturnApi from '../api/returnInvoiceApi';
import { fetchPurchaseOrderPage } from '../api/purchaseApi';
import { commitReturnInvoice, confirmReturnCharges, fetchReturnableLines, fetchReturnableOrders, fetchReturnChargePage, fetchReturnInvoicePage, saveReturnInvoice } from '../api/returnInvoiceApi';
import { PurchaseOrderPage } from '../purchase/PurchaseOrderPage';

vi.mock('../api/purchaseApi', async (importOriginal) => ({ ...(await importOriginal<typeof PurchaseApi>()), fetchPurchaseOrderPage: vi.fn() }));
vi.mock('../api/returnInvoiceApi', async (importOriginal) => ({
  ...(await importOriginal<typeof ReturnApi>()),
  fetchReturnInvoicePage: vi.fn(),
  fetchReturnChargePage: vi.fn(),
  fetchReturnableOrders: vi.fn(),
  fetchReturnableLines: vi.fn(),
  saveReturnInvoice: vi.fn(),
  commitReturnInvoice: vi.fn(),
  confirmReturnCharges: vi.fn(),
}));

const fresh: MatReturnInvoiceRow = {
  id: 1,
  returnNo: 'WT20261100001',
  orderId: 9,
  orderNo: 'CG20261000009',
  orgCode: '301001',
  orgName: '大连粮食贸易有限公司',
  categoryCode: '100101',
  categoryName: '玉米',
  supplierSn: 'S0001',
  supplierName: '中粮贸易有限公司',
  returnDate: '2026-11-20',
  quantity: '10.000',
  taxRate: '9.00',
  amountWithTax: '24500.00',
  taxAmount: '2022.94',
  status: 'new',
  ebsSyncStatus: 'unsynched',
  reason: '水分超标',
  remark: null,
  createdBy: 'admin',
  createdTime: '2026-11-20 08:00:00',
  updatedTime: '2026-11-20 08:00:00',
  version: 0,
};
const committed: MatReturnInvoiceRow = { ...fresh, id: 2, returnNo: 'WT20261100002', status: 'committed' };
const charge: MatReturnChargeRow = {
  id: 5,
  returnId: 2,
  returnNo: 'WT20261100002',
  orgCode: '301001',
  categoryCode: '100101',
  supplierSn: 'S0001',
  supplierName: '中粮贸易有限公司',
  chargeType: 'freight',
  amount: '1200.00',
  status: 'pending',
  confirmedBy: null,
  confirmedTime: null,
  remark: null,
  createdTime: '2026-11-20 08:00:00',
  version: 0,
};
const MENU: [string, string] = ['execution', 'order:purchase'];
const ALL = ['order:purchase:return', 'order:purchase:return-confirm', 'order:purchase:export'];
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchPurchaseOrderPage).mockReset().mockResolvedValue({ data: [], total: 0 });
  vi.mocked(fetchReturnInvoicePage).mockReset().mockResolvedValue({ data: [fresh, committed], total: 2 });
  vi.mocked(fetchReturnChargePage).mockReset().mockResolvedValue({ data: [charge], total: 1 });
  vi.mocked(fetchReturnableOrders)
    .mockReset()
    .mockResolvedValue([{ id: 9, orderNo: 'CG20261000009', orgCode: '301001', orgName: null, categoryCode: '100101', supplierSn: 'S0001', supplierName: '中粮贸易有限公司', shippedQuantity: '500.000' }]);
  vi.mocked(fetchReturnableLines)
    .mockReset()
    .mockResolvedValue([{ orderLineId: 11, lineNo: 1, matCode: 'M1', matName: '东北玉米', unitCode: 't', priceWithTax: '2450.000000', shippedQuantity: '500.000', returnedQuantity: '10.000', returnableQuantity: '490.000' }]);
  vi.mocked(saveReturnInvoice).mockReset().mockResolvedValue({ data: { id: 3, returnNo: 'WT20261100003', version: 0 }, message: '新增成功' });
  vi.mocked(commitReturnInvoice).mockReset().mockResolvedValue({ data: { id: 1, status: 'committed', version: 1 }, message: '提交成功' });
  vi.mocked(confirmReturnCharges).mockReset().mockResolvedValue({ data: { confirmed: 1, invoicesConfirmed: ['WT20261100002'] }, message: '确认成功' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('退货发票 and 待确认费用 on the 采购订单 page', () => {
  it('lists return invoices with the moves their status allows, commits one and confirms a pending charge', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<PurchaseOrderPage />, { menu: MENU, buttons: ALL });
    expect(screen.getByRole('heading', { level: 1, name: '采购订单' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '退货发票' }));
    await screen.findByText('WT20261100001');
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    const first = within(rowOf('WT20261100001'));
    expect(first.getByRole('button', { name: '修改税率' })).toBeTruthy();
    expect(first.queryByRole('button', { name: '重推EBS' })).toBeNull();
    expect(within(rowOf('WT20261100002')).getByRole('button', { name: '重推EBS' })).toBeTruthy();
    await user.click(first.getByRole('button', { name: '提交' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(commitReturnInvoice).toHaveBeenCalledWith(fresh));

    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    await user.click(screen.getByRole('tab', { name: '待确认费用' }));
    await screen.findByText('WT20261100002');
    await user.click(within(rowOf('WT20261100002')).getByRole('button', { name: '确认' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(confirmReturnCharges).toHaveBeenCalledWith([charge]));
  });

  it('adds a return invoice against a purchase order with shipped quantity', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<PurchaseOrderPage />, { menu: MENU, buttons: ALL });
    await user.click(screen.getByRole('tab', { name: '退货发票' }));
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增退货发票' });
    expect(within(dialog).getByText('退货明细')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择采购订单')).toBeTruthy();
    expect(saveReturnInvoice).not.toHaveBeenCalled();
  });
});
