import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DocumentFlowApi from '../../../api/documentFlow';
import { fetchDocumentFlow } from '../../../api/documentFlow';
import { giveGridALayout } from '../../../testing/pageHarness';
import type * as InvoiceApi from '../api/invoiceApi';
import { fetchSettleableInvoices, fetchSupplierOptions } from '../api/invoiceApi';
import type { PaymentRow, PrepaymentRow } from '../api/invoiceTypes';
import type * as PaymentApi from '../api/paymentApi';
import { fetchApplicablePrepayments, fetchPaymentPage, fetchPrepaymentPage, movePayment, movePrepayment, savePayment, savePrepayment } from '../api/paymentApi';
import { renderSettlementPage } from '../invoice/settlementTestPage';
import { PaymentPage } from './PaymentPage';

vi.mock('../api/invoiceApi', async (importOriginal) => ({
  ...(await importOriginal<typeof InvoiceApi>()),
  fetchSettleableInvoices: vi.fn(),
  fetchSupplierOptions: vi.fn(),
}));
vi.mock('../api/paymentApi', async (importOriginal) => ({
  ...(await importOriginal<typeof PaymentApi>()),
  fetchPaymentPage: vi.fn(),
  fetchPaymentDetail: vi.fn(),
  savePayment: vi.fn(),
  deletePayments: vi.fn(),
  movePayment: vi.fn(),
  syncPaymentEbsStatus: vi.fn(),
  fetchPrepaymentPage: vi.fn(),
  fetchApplicablePrepayments: vi.fn(),
  savePrepayment: vi.fn(),
  deletePrepayments: vi.fn(),
  movePrepayment: vi.fn(),
}));
vi.mock('../../../api/documentFlow', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentFlowApi>()),
  fetchDocumentFlow: vi.fn(),
}));

const party = { orgCode: '101001', orgName: '河北饲料有限公司', supplierSn: 'S0001', supplierName: '中粮贸易（大连）有限公司' };
const payment: PaymentRow = {
  id: 3,
  paymentNo: 'FK000001',
  ...party,
  applyDate: '2026-11-28',
  payMethod: null,
  invoiceAmount: '95266.65',
  prepaidAmount: '10000.00',
  payAmount: '85266.65',
  status: 'new',
  ebsStatus: null,
  ebsSyncStatus: 'unsynched',
  remark: null,
  createdTime: '2026-11-28T08:00:00Z',
  version: 0,
};
const prepayment: PrepaymentRow = {
  id: 9,
  prepayNo: 'YF000001',
  contractNo: null,
  ...party,
  categoryCode: '100101',
  applyDate: '2026-11-28',
  amount: '10000.00',
  appliedAmount: '0.00',
  status: 'new',
  remark: null,
  createdTime: '2026-11-28T08:00:00Z',
  version: 0,
};

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const ALL = ['payment:add', 'payment:submit', 'payment:cancel', 'payment:sync', 'payment:delete', 'payment:prepay:add', 'payment:prepay:submit', 'payment:prepay:cancel'];

async function chooseSupplierAndOrg(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox', { name: /供应商/ }), '中粮');
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: '中粮贸易（大连）有限公司' }, { timeout: 3000 }));
  await user.click(within(dialog).getByRole('button', { name: /组织/ }));
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: '河北饲料有限公司' }));
}

/** Puts `text` in a field at once (typing each key is slow under a loaded machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchPaymentPage).mockReset().mockResolvedValue({ data: [payment], total: 1 });
  vi.mocked(fetchPrepaymentPage).mockReset().mockResolvedValue({ data: [prepayment], total: 1 });
  vi.mocked(fetchSupplierOptions).mockReset().mockResolvedValue({ options: [{ sn: 'S0001', name: '中粮贸易（大连）有限公司' }], total: 1 });
  vi.mocked(fetchSettleableInvoices)
    .mockReset()
    .mockResolvedValue([{ id: 7, invoiceNo: '04411235', invoiceCode: '1100202130', invoiceDate: '2026-11-28', amountWithTax: '95266.65', paidAmount: '0.00', unpaidAmount: '95266.65', status: 'matched' }]);
  vi.mocked(fetchApplicablePrepayments).mockReset().mockResolvedValue([{ ...prepayment, status: 'submitted', amount: '30000.00' }]);
  vi.mocked(savePayment).mockReset().mockResolvedValue({ data: { id: 4, paymentNo: 'FK000002', version: 0 }, message: '' });
  vi.mocked(savePrepayment).mockReset().mockResolvedValue({ data: { id: 10, prepayNo: 'YF000002', version: 0 }, message: '' });
  vi.mocked(movePayment).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(movePrepayment).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(fetchDocumentFlow).mockReset().mockResolvedValue({ nodes: [] });
});
afterEach(cleanup);

describe('<PaymentPage>', () => {
  it('新增 a payment: the unpaid invoice and a prepayment, 应付 = 发票 − 预付 live and exact, then saves', async () => {
    const user = userEvent.setup();
    renderSettlementPage(<PaymentPage />, 'payment:list', ALL);
    expect(screen.getByRole('tab', { name: '付款申请', selected: true })).toBeTruthy();
    await screen.findByText('FK000001');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增付款申请' });
    await chooseSupplierAndOrg(user, dialog);
    await waitFor(() => expect(fetchApplicablePrepayments).toHaveBeenCalledWith('S0001'));
    expect(fetchSettleableInvoices).toHaveBeenCalledWith('S0001', '101001');
    await user.click(await within(dialog).findByRole('checkbox', { name: '选择发票 04411235' }));
    expect((within(dialog).getByRole('textbox', { name: '04411235 本次付款金额' }) as HTMLInputElement).value).toBe('95266.65');
    await user.click(within(dialog).getByRole('checkbox', { name: '选择预付款 YF000001' }));
    const apply = within(dialog).getByRole('textbox', { name: 'YF000001 本次核销金额' });
    await user.clear(apply);
    await fill(user, apply, '10,000.00');
    expect(within(dialog).getByRole('status', { name: '发票金额' }).textContent).toBe('95,266.65');
    expect(within(dialog).getByRole('status', { name: '预付核销金额' }).textContent).toBe('10,000.00');
    expect(within(dialog).getByRole('status', { name: '应付金额' }).textContent).toBe('85,266.65');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(savePayment).toHaveBeenCalledTimes(1));
    expect(vi.mocked(savePayment).mock.calls[0]?.[0]).toMatchObject({
      orgCode: '101001',
      supplierSn: 'S0001',
      invoices: [{ invoiceId: 7, amount: '95266.65' }],
      prepayments: [{ prepaymentId: 9, amount: '10000.00' }],
    });
    expect(await screen.findByText('付款申请已保存')).toBeTruthy();
  });

  it('submits a new payment after a confirm', async () => {
    const user = userEvent.setup();
    renderSettlementPage(<PaymentPage />, 'payment:list', ALL);
    await screen.findByText('FK000001');
    await user.click(within(rowOf('FK000001')).getByRole('button', { name: '提交' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定提交付款申请 FK000001 吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(movePayment).toHaveBeenCalledWith('submit', payment));
    expect(await screen.findByText('付款申请已提交')).toBeTruthy();
  });

  it('预付款: adds one (amount typed with separators) and submits it after a confirm', async () => {
    const user = userEvent.setup();
    renderSettlementPage(<PaymentPage />, 'payment:list', ALL);
    await user.click(screen.getByRole('tab', { name: '预付款' }));
    await screen.findByText('YF000001');
    await user.click(screen.getByRole('button', { name: '新增预付款' }));
    const dialog = await screen.findByRole('dialog', { name: '新增预付款' });
    await chooseSupplierAndOrg(user, dialog);
    await fill(user, within(dialog).getByRole('textbox', { name: /预付金额/ }), '10,000.00');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(savePrepayment).toHaveBeenCalledTimes(1));
    expect(vi.mocked(savePrepayment).mock.calls[0]?.[0]).toMatchObject({ orgCode: '101001', supplierSn: 'S0001', categoryCode: '100101', amount: '10000.00' });
    expect(await screen.findByText('预付款已保存')).toBeTruthy();
    await user.click(within(rowOf('YF000001')).getByRole('button', { name: '提交' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(movePrepayment).toHaveBeenCalledWith('submit', prepayment));
  });
});
