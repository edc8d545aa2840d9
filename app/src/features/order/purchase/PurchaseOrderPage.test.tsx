import { ROW_ACTION_LOCK_MS } from '@srm/design-system';
import type { PurchaseOrderDetail, PurchaseOrderRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as PurchaseApi from '../api/purchaseApi';
import {
  cancelOrClosePurchaseOrder,
  fetchCompanies,
  fetchPurchaseOrderDetail,
  fetchPurchaseOrderEbs,
  fetchPurchaseOrderPage,
  movePurchaseOrder,
  savePurchaseOrder,
  updatePurchaseOrderLines,
} from '../api/purchaseApi';
import { PurchaseOrderPage } from './PurchaseOrderPage';

vi.mock('../api/purchaseApi', async (importOriginal) => ({
  ...(await importOriginal<typeof PurchaseApi>()),
  fetchPurchaseOrderPage: vi.fn(),
  fetchPurchaseOrderDetail: vi.fn(),
  fetchPurchaseOrderEbs: vi.fn(),
  savePurchaseOrder: vi.fn(),
  updatePurchaseOrderLines: vi.fn(),
  movePurchaseOrder: vi.fn(),
  cancelOrClosePurchaseOrder: vi.fn(),
  fetchCompanies: vi.fn(),
  fetchOrderSuppliers: vi.fn(),
  fetchOrderMaterials: vi.fn(),
}));

const base: PurchaseOrderRow = {
  id: 1,
  orderNo: 'CG20261128001',
  orgCode: '301001',
  orgName: '大连粮食贸易有限公司',
  categoryCode: '1001',
  categoryName: '玉米',
  supplierSn: 'S0001',
  supplierName: '中粮贸易有限公司',
  orderDate: '2026-11-28',
  deliveryStart: null,
  deliveryEnd: null,
  status: 'new',
  totalQuantity: '2000.000',
  totalAmount: '5300000.00',
  allocatedQuantity: '0.000',
  shippedQuantity: '0.000',
  ebsOrderNo: null,
  ebsStatus: 'unsent',
  ebsMessage: null,
  contractId: null,
  contractNo: null,
  contractStatus: 'none',
  contractMessage: null,
  contractRetryCount: 0,
  closeReason: null,
  remark: null,
  createdBy: 'admin',
  createdTime: '2026-11-28 08:00:00',
  version: 2,
};
const audited: PurchaseOrderRow = { ...base, id: 2, orderNo: 'CG20261128002', status: 'audited', ebsStatus: 'success', contractStatus: 'failed', contractMessage: '供应商不合格' };
const detail: PurchaseOrderDetail = {
  ...base,
  allowedActions: ['push'],
  lines: [
    {
      id: 11,
      orderId: 1,
      lineNo: 1,
      matCode: '1001010001',
      matName: '东北玉米',
      unitCode: 't',
      quantity: '2000.000',
      priceWithTax: '2650.000000',
      taxRate: '9.00',
      amount: '5300000.00',
      allocatedQuantity: '500.000',
      shippedQuantity: '0.000',
      availableQuantity: '1500.000',
      lineStatus: 'open',
      deliveryDate: null,
      remark: null,
      version: 0,
    },
  ],
};
const MENU: [string, string] = ['execution', 'order:purchase'];
const ALL = ['order:purchase:add', 'order:purchase:edit', 'order:purchase:close', 'order:purchase:retry', 'order:purchase:push', 'order:purchase:contract', 'order:purchase:export'];
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchPurchaseOrderPage).mockReset().mockResolvedValue({ data: [base, audited], total: 2 });
  vi.mocked(fetchPurchaseOrderDetail).mockReset().mockResolvedValue(detail);
  vi.mocked(fetchPurchaseOrderEbs)
    .mockReset()
    .mockResolvedValue({
      orderNo: base.orderNo,
      ebsOrderNo: null,
      ebsStatus: 'failed',
      ebsMessage: 'EBS超时',
      ebsRetryCount: 1,
      messages: [{ id: 5, bizType: 'MAT_PURCHASE_ORDER', status: 'failed', attempts: 3, lastError: 'EBS超时', createdTime: '2026-11-28 08:00:00', updatedTime: '2026-11-28 08:05:00' }],
    });
  vi.mocked(savePurchaseOrder).mockReset().mockResolvedValue({ data: { id: 3, orderNo: 'CG20261128003', version: 0 }, message: '保存成功' });
  vi.mocked(updatePurchaseOrderLines).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(movePurchaseOrder).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(cancelOrClosePurchaseOrder).mockReset().mockResolvedValue({ data: null, message: '订单已取消' });
  vi.mocked(fetchCompanies).mockReset().mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<PurchaseOrderPage>', () => {
  it('shows the orders with the row actions their status and the user’s buttons allow', async () => {
    renderPageWithButtons(<PurchaseOrderPage />, { menu: MENU, buttons: ALL });
    expect(screen.getByRole('heading', { level: 1, name: '采购订单' })).toBeTruthy();
    await screen.findByText('CG20261128001');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    const fresh = within(rowOf('CG20261128001'));
    expect(fresh.getByText('新建')).toBeTruthy();
    expect(fresh.getByRole('button', { name: '推送EBS' })).toBeTruthy();
    expect(fresh.getByRole('button', { name: '修改订单行' })).toBeTruthy();
    expect(fresh.queryByRole('button', { name: '生成合同' })).toBeNull();
    const done = within(rowOf('CG20261128002'));
    expect(done.getByRole('button', { name: '重试生成合同' })).toBeTruthy();
    expect(done.getByRole('button', { name: '取消或关闭' })).toBeTruthy();
    expect(done.queryByRole('button', { name: '推送EBS' })).toBeNull();
  });

  it('hides what the user holds no button for', async () => {
    renderPageWithButtons(<PurchaseOrderPage />, { menu: MENU, buttons: [] });
    await screen.findByText('CG20261128001');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(within(rowOf('CG20261128001')).queryByRole('button', { name: '推送EBS' })).toBeNull();
    expect(within(rowOf('CG20261128001')).getByRole('button', { name: '详情' })).toBeTruthy();
  });

  it('opens the details by the order number with its lines and EBS信息', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<PurchaseOrderPage />, { menu: MENU, buttons: [] });
    await screen.findByText('CG20261128001');
    await user.click(within(rowOf('CG20261128001')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: 'CG20261128001' });
    const lines = await within(drawer).findByRole('table', { name: '订单行' });
    expect(within(lines).getByRole('columnheader', { name: '可分配数量' })).toBeTruthy();
    expect(within(lines).getByRole('row', { name: /东北玉米/ }).textContent).toContain('1500.000');
    expect(within(drawer).getByRole('heading', { name: 'EBS信息' })).toBeTruthy();
    expect(await within(drawer).findByRole('row', { name: /MAT_PURCHASE_ORDER/ })).toBeTruthy();
    expect(fetchPurchaseOrderEbs).toHaveBeenCalledWith(1);
  });

  it('pushes to EBS after a confirm, then cancels an order with a reason', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<PurchaseOrderPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('CG20261128001');
    await user.click(within(rowOf('CG20261128001')).getByRole('button', { name: '推送EBS' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定将采购订单CG20261128001推送到EBS吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(movePurchaseOrder).toHaveBeenCalledWith('push', base));
    expect(await screen.findByText('已推送EBS')).toBeTruthy();

    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    await user.click(within(rowOf('CG20261128002')).getByRole('button', { name: '取消或关闭' }));
    const dialog = await screen.findByRole('dialog', { name: '取消或关闭 CG20261128002' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写原因');
    await user.type(within(dialog).getByRole('textbox', { name: /原因/ }), '供应商无法履约');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(cancelOrClosePurchaseOrder).toHaveBeenCalledWith(audited, '供应商无法履约'));
    expect(await screen.findByText('订单已取消')).toBeTruthy();
  });

  it('retries the contract and edits a line’s quantity, never below what is allocated', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<PurchaseOrderPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('CG20261128002');
    await user.click(within(rowOf('CG20261128002')).getByRole('button', { name: '重试生成合同' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(movePurchaseOrder).toHaveBeenCalledWith('createContract', audited));

    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    await user.click(within(rowOf('CG20261128001')).getByRole('button', { name: '修改订单行' }));
    const dialog = await screen.findByRole('dialog', { name: '修改订单行 CG20261128001' });
    const quantity = within(dialog).getByRole('textbox', { name: '第1行数量' });
    await user.clear(quantity);
    await user.type(quantity, '400');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('第1行数量不能小于已分配数量500.000');
    await user.clear(quantity);
    await user.type(quantity, '2500');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updatePurchaseOrderLines).toHaveBeenCalledWith({ id: 1, version: 2, lines: [{ id: 11, quantity: '2500' }] }));
  });

  it('adds an order: the line amount and totals are worked exactly as typed, and the required fields are checked first', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<PurchaseOrderPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('CG20261128001');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增采购订单' });
    await user.type(within(dialog).getByRole('textbox', { name: '数量' }), '12.345');
    await user.type(within(dialog).getByRole('textbox', { name: '含税单价' }), '2.5');
    expect(within(dialog).getByText('30.86')).toBeTruthy();
    expect(within(dialog).getByText('合计：数量 12.345，金额 30.86')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '添加行' }));
    expect(within(dialog).getAllByRole('textbox', { name: '数量' })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写必填项');
    expect(savePurchaseOrder).not.toHaveBeenCalled();
  });
});
