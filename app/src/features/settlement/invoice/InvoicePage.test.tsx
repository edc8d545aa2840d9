import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DocumentFlowApi from '../../../api/documentFlow';
import { fetchDocumentFlow } from '../../../api/documentFlow';
import { giveGridALayout } from '../../../testing/pageHarness';
import type * as InvoiceApi from '../api/invoiceApi';
import { deleteInvoices, fetchCheckableLines, fetchInvoiceDetail, fetchInvoicePage, fetchSupplierOptions, saveInvoice, sendInvoiceToEbs } from '../api/invoiceApi';
import type { CheckableLine, InvoiceRow } from '../api/invoiceTypes';
import { InvoicePage } from './InvoicePage';
import { renderSettlementPage } from './settlementTestPage';

vi.mock('../api/invoiceApi', async (importOriginal) => ({
  ...(await importOriginal<typeof InvoiceApi>()),
  fetchInvoicePage: vi.fn(),
  fetchInvoiceDetail: vi.fn(),
  fetchCheckableLines: vi.fn(),
  fetchSupplierOptions: vi.fn(),
  saveInvoice: vi.fn(),
  deleteInvoices: vi.fn(),
  sendInvoiceToEbs: vi.fn(),
}));
vi.mock('../../../api/documentFlow', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentFlowApi>()),
  fetchDocumentFlow: vi.fn(),
}));

const invoice = (overrides: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: 5,
  invoiceNo: '04411234',
  invoiceCode: '1100202130',
  invoiceType: 'special',
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  categoryCode: '100101',
  supplierSn: 'S0001',
  supplierName: '中粮贸易（大连）有限公司',
  invoiceDate: '2026-11-28',
  taxRate: '9.00',
  amountWithTax: '95268.00',
  taxAmount: '7866.16',
  amountWithoutTax: '87401.84',
  matchedAmount: '95266.65',
  matchDifference: '1.35',
  paidAmount: '0.00',
  status: 'blocked',
  ebsSyncStatus: 'unsynched',
  remark: null,
  createdTime: '2026-11-28T08:00:00Z',
  version: 0,
  ...overrides,
});

const line: CheckableLine = {
  checkLineId: 11,
  checkId: 3,
  checkNo: 'DZ000001',
  lineNo: 1,
  orgCode: '101001',
  categoryCode: '100101',
  supplierSn: 'S0001',
  supplierName: '中粮贸易（大连）有限公司',
  pickMaterialId: 2,
  contractNo: 'HT001',
  shippingNo: 'FY001',
  pickNo: 'TH001',
  matCode: 'M1',
  matName: '玉米',
  quantity: '34.567',
  price: '2756.000000',
  amount: '95266.65',
  taxRate: '9.00',
  invoicedQuantity: '0.000',
  invoicedAmount: '0.00',
  leftQuantity: '34.567',
  leftAmount: '95266.65',
};

const MENU = 'invoice:list';
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

/** Puts `text` in a field at once (typing each key is slow under a loaded machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchInvoicePage).mockReset().mockResolvedValue({ data: [invoice()], total: 1 });
  vi.mocked(fetchInvoiceDetail).mockReset().mockResolvedValue({ invoice: invoice(), lines: [{ id: 1, checkLineId: 11, checkId: 3, checkNo: 'DZ000001', pickMaterialId: 2, matCode: 'M1', matName: '玉米', quantity: '34.567', amountWithTax: '95266.65', taxAmount: '7866.05' }], totalQuantity: '34.567', actions: [] });
  vi.mocked(fetchCheckableLines).mockReset().mockResolvedValue([line]);
  vi.mocked(fetchSupplierOptions).mockReset().mockResolvedValue({ options: [{ sn: 'S0001', name: '中粮贸易（大连）有限公司' }], total: 1 });
  vi.mocked(saveInvoice).mockReset().mockResolvedValue({ data: { id: 6, status: 'matched', matchDifference: '0.00', version: 0 }, message: '' });
  vi.mocked(deleteInvoices).mockReset().mockResolvedValue({ data: { deleted: 1 }, message: '删除成功' });
  vi.mocked(sendInvoiceToEbs).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(fetchDocumentFlow).mockReset().mockResolvedValue({ nodes: [] });
});
afterEach(cleanup);

describe('<InvoicePage>', () => {
  it('lists the invoices with the difference of a blocked one, and only the buttons the user holds', async () => {
    renderSettlementPage(<InvoicePage />, MENU, []);
    expect(screen.getByRole('heading', { level: 1, name: '发票管理' })).toBeTruthy();
    await screen.findByText('04411234');
    const row = rowOf('04411234');
    expect(within(row).getByText('差异冻结')).toBeTruthy();
    expect(within(row).getByText('1.35').closest('[data-blocked]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登记发票' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '推送EBS' })).toBeNull();
  });

  it('登记发票: ticks the check line, shows the match difference live and exact, and saves', async () => {
    const user = userEvent.setup();
    renderSettlementPage(<InvoicePage />, MENU, ['invoice:add']);
    await screen.findByText('04411234');
    await user.click(screen.getByRole('button', { name: '登记发票' }));
    const dialog = await screen.findByRole('dialog', { name: '登记发票' });
    expect(within(dialog).getByText('请先选择供应商和组织')).toBeTruthy();
    await user.type(within(dialog).getByRole('combobox', { name: /供应商/ }), '中粮');
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: '中粮贸易（大连）有限公司' }, { timeout: 3000 }));
    await user.click(within(dialog).getByRole('button', { name: /组织/ }));
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: '河北饲料有限公司' }));
    await waitFor(() => expect(fetchCheckableLines).toHaveBeenCalledWith('S0001', '101001'));
    const tick = await within(dialog).findByRole('checkbox', { name: '选择对账明细 DZ000001 第1行' });
    await user.click(tick);
    const difference = within(dialog).getByRole('status', { name: '差异' });
    expect(within(dialog).getByRole('status', { name: '匹配金额' }).textContent).toBe('95,266.65');
    expect(difference.textContent).toBe('-');

    await fill(user, within(dialog).getByRole('textbox', { name: /发票号码/ }), '04411235');
    await fill(user, within(dialog).getByRole('textbox', { name: /发票代码/ }), '1100202130');
    await fill(user, within(dialog).getByRole('textbox', { name: /^税率/ }), '9');
    await fill(user, within(dialog).getByRole('textbox', { name: /含税金额/ }), '95268');
    expect(difference.textContent).toBe('1.35');
    expect(within(dialog).getByText('超出允许差异，保存后发票将冻结')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: /含税金额/ }));
    await fill(user, within(dialog).getByRole('textbox', { name: /含税金额/ }), '95,266.65');
    expect(difference.textContent).toBe('0.00');
    expect(within(dialog).getByRole('status', { name: '税额' }).textContent).toBe('7,866.05');

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveInvoice).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveInvoice).mock.calls[0]?.[0]).toMatchObject({
      invoiceNo: '04411235',
      invoiceCode: '1100202130',
      invoiceType: 'special',
      taxRate: '9',
      amountWithTax: '95266.65',
      lines: [{ checkLineId: 11, quantity: '34.567' }],
    });
    expect(await screen.findByText('发票已保存，已匹配，差异 0.00')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登记发票' })).toBeNull());
  });

  it('keeps the dialog open with the gateway refusal in place', async () => {
    const user = userEvent.setup();
    vi.mocked(saveInvoice).mockRejectedValue(Object.assign(new Error('发票代码和号码已存在'), { shown: false, status: 400 }));
    renderSettlementPage(<InvoicePage />, MENU, ['invoice:add']);
    await screen.findByText('04411234');
    await user.click(screen.getByRole('button', { name: '登记发票' }));
    const dialog = await screen.findByRole('dialog', { name: '登记发票' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('请填写供应商');
    expect(saveInvoice).not.toHaveBeenCalled();
  });

  it('opens the detail with its lines and 单据流', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchInvoicePage).mockResolvedValue({ data: [invoice({ status: 'matched', matchDifference: '0.00' })], total: 1 });
    renderSettlementPage(<InvoicePage />, MENU, ['invoice:send']);
    await screen.findByText('04411234');
    await user.click(within(rowOf('04411234')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: '发票详情 04411234' });
    expect(await within(drawer).findByRole('rowheader', { name: 'DZ000001' })).toBeTruthy();
    expect(within(drawer).getByText('单据流')).toBeTruthy();
  });

  it('sends a matched invoice to EBS after a confirm', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchInvoicePage).mockResolvedValue({ data: [invoice({ status: 'matched', matchDifference: '0.00' })], total: 1 });
    renderSettlementPage(<InvoicePage />, MENU, ['invoice:send']);
    await screen.findByText('04411234');
    await user.click(within(rowOf('04411234')).getByRole('button', { name: '推送EBS' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定将发票 04411234 推送EBS吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sendInvoiceToEbs).toHaveBeenCalledWith(5));
    expect(await screen.findByText('发票已推送EBS')).toBeTruthy();
  });
});
