import { ROW_ACTION_LOCK_MS } from '@srm/design-system';
import type { PrintTemplate, SaleAllocationRow, SaleOrderDetail, SaleOrderRow, SaleShippingRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as SaleApi from '../api/saleApi';
import {
  allocateSaleLine,
  cancelSaleAllocations,
  confirmSaleShipping,
  deleteSaleOrders,
  fetchAllocatable,
  fetchSaleAllocationPage,
  fetchSaleConfirmPage,
  fetchSaleFinishedPage,
  fetchSaleOrderDetail,
  fetchSaleOrderPage,
  moveSaleOrder,
  saveSaleShipping,
} from '../api/saleApi';
import type * as ReportApi from '../report/saleReportApi';
import { fetchSaleShippingPdf, fetchSaleShippingTemplates } from '../report/saleReportApi';
import { SaleOrderPage } from './SaleOrderPage';

vi.mock('../report/saleReportApi', async (importOriginal) => ({
  ...(await importOriginal<typeof ReportApi>()),
  fetchSaleShippingTemplates: vi.fn(),
  fetchSaleShippingPdf: vi.fn(),
}));

vi.mock('../api/saleApi', async (importOriginal) => ({
  ...(await importOriginal<typeof SaleApi>()),
  fetchSaleOrderPage: vi.fn(),
  fetchSaleAllocationPage: vi.fn(),
  fetchSaleConfirmPage: vi.fn(),
  fetchSaleFinishedPage: vi.fn(),
  fetchSaleOrderDetail: vi.fn(),
  fetchAllocatable: vi.fn(),
  saveSaleOrder: vi.fn(),
  allocateSaleLine: vi.fn(),
  cancelSaleAllocations: vi.fn(),
  saveSaleShipping: vi.fn(),
  confirmSaleShipping: vi.fn(),
  moveSaleOrder: vi.fn(),
  deleteSaleOrders: vi.fn(),
}));

const fresh: SaleOrderRow = {
  id: 1,
  orderNo: 'XS20261128001',
  orgCode: '301001',
  orgName: '大连粮食贸易有限公司',
  customerOrgCode: '101001',
  customerOrgName: '河北饲料有限公司',
  categoryCode: '1001',
  categoryName: '玉米',
  orderDate: '2026-11-28',
  deliveryDate: null,
  status: 'new',
  totalQuantity: '3000.000',
  totalAmount: '8100000.00',
  allocatedQuantity: '0.000',
  shippedQuantity: '0.000',
  confirmedQuantity: '0.000',
  ebsStatus: 'unsent',
  ebsMessage: null,
  finishedBy: null,
  finishedTime: null,
  closeReason: null,
  remark: null,
  createdBy: 'admin',
  createdTime: '2026-11-28 08:00:00',
  version: 1,
};
const shipping: SaleOrderRow = { ...fresh, id: 2, orderNo: 'XS20261128002', status: 'allocated', allocatedQuantity: '3000.000', version: 4 };
const confirmed: SaleOrderRow = { ...fresh, id: 3, orderNo: 'XS20261128003', status: 'confirmed', allocatedQuantity: '3000.000', shippedQuantity: '3000.000', confirmedQuantity: '3000.000', ebsStatus: 'failed', version: 7 };
const allocation: SaleAllocationRow = {
  id: 21,
  saleOrderId: 2,
  saleOrderNo: 'XS20261128002',
  saleLineId: 5,
  saleLineNo: 1,
  purchaseOrderId: 9,
  purchaseOrderNo: 'CG20261128001',
  purchaseLineId: 11,
  purchaseLineNo: 1,
  orgCode: '301001',
  customerOrgCode: '101001',
  customerOrgName: '河北饲料有限公司',
  supplierName: '中粮贸易有限公司',
  matCode: '1001010001',
  matName: '东北玉米',
  unitCode: 't',
  quantity: '1500.000',
  shippedQuantity: '0.000',
  status: 'active',
  allocatedBy: 'admin',
  allocatedTime: '2026-11-28 09:00:00',
  canceledBy: null,
  canceledTime: null,
};
const line = {
  id: 5,
  orderId: 1,
  lineNo: 1,
  matCode: '1001010001',
  matName: '东北玉米',
  unitCode: 't',
  quantity: '3000.000',
  priceWithTax: '2700.000000',
  taxRate: '9.00',
  amount: '8100000.00',
  allocatedQuantity: '0.000',
  shippedQuantity: '0.000',
  confirmedQuantity: '0.000',
  unallocatedQuantity: '3000.000',
  lineStatus: 'open' as const,
  remark: null,
  version: 0,
};
const freshDetail: SaleOrderDetail = { ...fresh, lines: [line], allocations: [], shippings: [], allowedActions: [] };
const shippingDetail: SaleOrderDetail = { ...shipping, lines: [{ ...line, allocatedQuantity: '3000.000', unallocatedQuantity: '0.000' }], allocations: [allocation, { ...allocation, id: 22, purchaseOrderNo: 'CG20261128002', purchaseLineId: 12 }], shippings: [], allowedActions: [] };
const shipment: SaleShippingRow = {
  id: 31,
  shippingNo: 'XF20261128001',
  saleOrderId: 2,
  saleOrderNo: 'XS20261128002',
  saleLineId: 5,
  allocationId: 21,
  purchaseOrderNo: 'CG20261128001',
  orgCode: '301001',
  customerOrgCode: '101001',
  customerOrgName: '河北饲料有限公司',
  matCode: '1001010001',
  matName: '东北玉米',
  unitCode: 't',
  plateNo: '辽B12345',
  driverName: '张三',
  driverPhone: null,
  quantity: '35.000',
  shipDate: '2026-11-28',
  status: 'shipped',
  confirmedQuantity: null,
  confirmedBy: null,
  confirmedTime: null,
  remark: null,
};
const MENU: [string, string] = ['execution', 'order:sale'];
const ALL = ['order:sale:add', 'order:sale:allocate', 'order:sale:ship', 'order:sale:confirm', 'order:sale:finish', 'order:sale:close', 'order:sale:delete', 'order:sale:retry', 'order:sale:import', 'order:sale:export'];
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const done = { data: null, message: '' };

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchSaleOrderPage).mockReset().mockResolvedValue({ data: [fresh, shipping, confirmed], total: 3 });
  vi.mocked(fetchSaleAllocationPage).mockReset().mockResolvedValue({ data: [allocation], total: 1 });
  vi.mocked(fetchSaleConfirmPage).mockReset().mockResolvedValue({ data: [shipment], total: 1 });
  vi.mocked(fetchSaleFinishedPage).mockReset().mockResolvedValue({ data: [], total: 0 });
  vi.mocked(fetchSaleOrderDetail)
    .mockReset()
    .mockImplementation((orderNo) => Promise.resolve(orderNo === fresh.orderNo ? freshDetail : shippingDetail));
  vi.mocked(fetchAllocatable)
    .mockReset()
    .mockResolvedValue([
      { purchaseOrderId: 9, purchaseOrderNo: 'CG20261128001', purchaseLineId: 11, lineNo: 1, supplierName: '中粮贸易有限公司', matCode: '1001010001', matName: '东北玉米', unitCode: 't', quantity: '2000.000', allocatedQuantity: '0.000', availableQuantity: '2000.000', priceWithTax: '2650.000000' },
      { purchaseOrderId: 10, purchaseOrderNo: 'CG20261128002', purchaseLineId: 12, lineNo: 1, supplierName: '中粮贸易有限公司', matCode: '1001010001', matName: '东北玉米', unitCode: 't', quantity: '2000.000', allocatedQuantity: '0.000', availableQuantity: '2000.000', priceWithTax: '2650.000000' },
    ]);
  vi.mocked(allocateSaleLine).mockReset().mockResolvedValue({ data: null, message: '分配成功' });
  vi.mocked(cancelSaleAllocations).mockReset().mockResolvedValue(done);
  vi.mocked(saveSaleShipping).mockReset().mockResolvedValue({ data: null, message: '发运成功' });
  vi.mocked(confirmSaleShipping).mockReset().mockResolvedValue(done);
  vi.mocked(moveSaleOrder).mockReset().mockResolvedValue(done);
  vi.mocked(deleteSaleOrders).mockReset().mockResolvedValue(done);
  vi.mocked(fetchSaleShippingTemplates)
    .mockReset()
    .mockResolvedValue([
      { id: 7, name: '发货单', code: 'PT_SHIPPING_ORDER', type: 'shipping', bizType: 'order-shipping', printable: true } as PrintTemplate,
      { id: 13, name: '销售发运单', code: 'PT_SALE_SHIPPING', type: 'shipping', bizType: 'order-shipping', printable: true } as PrintTemplate,
    ]);
  vi.mocked(fetchSaleShippingPdf).mockReset().mockResolvedValue(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<SaleOrderPage>', () => {
  it('shows the five tabs, the toolbar and the row actions each status allows', async () => {
    renderPageWithButtons(<SaleOrderPage />, { menu: MENU, buttons: ALL });
    expect(screen.getByRole('heading', { level: 1, name: '销售订单' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['销售订单', '分配记录', '发运确认', '完结记录', '发运报表']);
    await screen.findByText('XS20261128001');
    for (const name of ['新增', '导入', '导出']) expect(screen.getByRole('button', { name })).toBeTruthy();
    const names = (orderNo: string) => within(rowOf(orderNo)).getAllByRole('button').map((button) => button.textContent);
    expect(names('XS20261128001')).toEqual(['详情', '分配', '关闭', '删除']);
    expect(names('XS20261128002')).toEqual(['详情', '发运', '关闭']);
    expect(names('XS20261128003')).toEqual(['详情', '完结', '关闭', '重推EBS']);
  });

  it('allocates a sale line from two purchase orders', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SaleOrderPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('XS20261128001');
    await user.click(within(rowOf('XS20261128001')).getByRole('button', { name: '分配' }));
    const dialog = await screen.findByRole('dialog', { name: '分配' });
    await within(dialog).findByRole('table', { name: /第1行 东北玉米/ });
    expect(fetchAllocatable).toHaveBeenCalledWith(5);
    await user.type(within(dialog).getByRole('textbox', { name: 'CG20261128001 第1行 分配数量' }), '2000');
    await user.type(within(dialog).getByRole('textbox', { name: 'CG20261128002 第1行 分配数量' }), '1000.001');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('销售订单第1行的分配数量合计3000.001超过未分配数量3000.000');
    const second = within(dialog).getByRole('textbox', { name: 'CG20261128002 第1行 分配数量' });
    await user.clear(second);
    await user.type(second, '1000');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(allocateSaleLine).toHaveBeenCalledWith({
        saleLineId: 5,
        allocations: [
          { purchaseLineId: 11, quantity: '2000' },
          { purchaseLineId: 12, quantity: '1000' },
        ],
      }),
    );
    expect(await screen.findByText('分配成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '分配' })).toBeNull());
  });

  it('ships on an allocation with a checked plate, then finishes a confirmed order after a confirm', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SaleOrderPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('XS20261128002');
    await user.click(within(rowOf('XS20261128002')).getByRole('button', { name: '发运' }));
    const dialog = await screen.findByRole('dialog', { name: '发运' });
    await user.click(within(dialog).getByRole('button', { name: /分配记录/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /CG20261128001/ }));
    expect((within(dialog).getByRole('textbox', { name: /发运数量/ }) as HTMLInputElement).value).toBe('1500.000');
    await user.type(within(dialog).getByRole('textbox', { name: /车牌号/ }), '辽B1234');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('车牌号有误');
    await user.type(within(dialog).getByRole('textbox', { name: /车牌号/ }), '5');
    await user.type(within(dialog).getByRole('textbox', { name: /司机/ }), '张三');
    const quantity = within(dialog).getByRole('textbox', { name: /发运数量/ });
    await user.clear(quantity);
    await user.type(quantity, '35');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saveSaleShipping).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveSaleShipping).mock.calls[0]?.[0]).toMatchObject({ allocationId: 21, plateNo: '辽B12345', driverName: '张三', driverPhone: null, quantity: '35' });

    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    await user.click(within(rowOf('XS20261128003')).getByRole('button', { name: '完结' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定完结销售订单XS20261128003吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(moveSaleOrder).toHaveBeenCalledWith('finished', confirmed));
    expect(await screen.findByText('完结成功')).toBeTruthy();
  });

  it('confirms a shipment’s receipt on 发运确认, never above what was shipped', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SaleOrderPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('XS20261128001');
    await user.click(screen.getByRole('tab', { name: '发运确认' }));
    await screen.findByText('XF20261128001');
    await user.click(within(rowOf('XF20261128001')).getByRole('button', { name: '确认' }));
    const dialog = await screen.findByRole('dialog', { name: '确认收货' });
    const field = within(dialog).getByRole('textbox', { name: /确认数量/ });
    expect((field as HTMLInputElement).value).toBe('35.000');
    await user.clear(field);
    await user.type(field, '35.5');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('确认数量不能大于发运数量 35.000');
    await user.clear(field);
    await user.type(field, '34.8');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(confirmSaleShipping).toHaveBeenCalledWith({ items: [{ shippingId: 31, confirmedQuantity: '34.8' }] }));
    expect(await screen.findByText('确认成功')).toBeTruthy();
  });

  it('prints a shipment on 发运确认 with the 销售发运单 template chosen', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SaleOrderPage />, { menu: MENU, buttons: [] });
    await screen.findByText('XS20261128001');
    await user.click(screen.getByRole('tab', { name: '发运确认' }));
    await screen.findByText('XF20261128001');
    expect(within(rowOf('XF20261128001')).getAllByRole('button').map((button) => button.textContent)).toEqual(['打印']);
    await user.click(within(rowOf('XF20261128001')).getByRole('button', { name: '打印' }));
    await screen.findByRole('dialog', { name: '打印销售发运单 XF20261128001' });
    await waitFor(() => expect(fetchSaleShippingPdf).toHaveBeenCalledWith(31, 13));
  });

  it('cancels an allocation on 分配记录 and opens an order’s details by its number', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SaleOrderPage />, { menu: MENU, buttons: ['order:sale:allocate'] });
    await screen.findByText('XS20261128002');
    await user.click(within(rowOf('XS20261128002')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: 'XS20261128002' });
    const allocations = await within(drawer).findByRole('table', { name: '分配' });
    expect(within(allocations).getAllByRole('button', { name: '取消分配' })).toHaveLength(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'XS20261128002' })).toBeNull());

    await user.click(screen.getByRole('tab', { name: '分配记录' }));
    await screen.findByText('CG20261128001');
    await user.click(within(rowOf('CG20261128001')).getByRole('button', { name: '取消分配' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(cancelSaleAllocations).toHaveBeenCalledWith([21]));
  });
});
