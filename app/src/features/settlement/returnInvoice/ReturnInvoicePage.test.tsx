import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROW_ACTION_LOCK_MS } from '@srm/design-system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout } from '../../../testing/pageHarness';
import type * as InvoiceApi from '../api/invoiceApi';
import { fetchReturnInvoicePage, moveReturnInvoice, updateReturnTaxRate } from '../api/invoiceApi';
import type { ReturnInvoiceRow } from '../api/invoiceTypes';
import { renderSettlementPage } from '../invoice/settlementTestPage';
import { ReturnInvoicePage } from './ReturnInvoicePage';

vi.mock('../api/invoiceApi', async (importOriginal) => ({
  ...(await importOriginal<typeof InvoiceApi>()),
  fetchReturnInvoicePage: vi.fn(),
  moveReturnInvoice: vi.fn(),
  updateReturnTaxRate: vi.fn(),
  resendReturnInvoice: vi.fn(),
  saveReturnInvoice: vi.fn(),
  fetchInvoicesByNo: vi.fn(),
}));

const row: ReturnInvoiceRow = {
  id: 2,
  returnNo: 'TP000001',
  invoiceId: 5,
  invoiceNo: '04411234',
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  supplierSn: 'S0001',
  supplierName: '中粮贸易（大连）有限公司',
  returnDate: '2026-11-28',
  quantity: '1.000',
  taxRate: '9.00',
  amountWithTax: '2756.00',
  taxAmount: '227.56',
  status: 'new',
  ebsSyncStatus: 'unsynched',
  reason: null,
  createdTime: '2026-11-28T08:00:00Z',
  version: 0,
};
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchReturnInvoicePage).mockReset().mockResolvedValue({ data: [row], total: 1 });
  vi.mocked(moveReturnInvoice).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(updateReturnTaxRate).mockReset().mockResolvedValue({ data: null, message: '' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<ReturnInvoicePage>', () => {
  it('commits a new return invoice after a confirm, and changes its tax rate', async () => {
    const user = userEvent.setup();
    renderSettlementPage(<ReturnInvoicePage />, 'invoice:return', ['invoice:return:add', 'invoice:return:commit', 'invoice:return:confirm']);
    expect(screen.getByRole('heading', { level: 1, name: '退货发票' })).toBeTruthy();
    await screen.findByText('TP000001');
    expect(within(rowOf('TP000001')).queryByRole('button', { name: '确认' })).toBeNull();
    await user.click(within(rowOf('TP000001')).getByRole('button', { name: '提交' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(moveReturnInvoice).toHaveBeenCalledWith('commit', row));
    // The user waits out the row actions' click lock (spec 01 §9: 800 ms): the clock moves on, with no real wait.
    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    await user.click(within(rowOf('TP000001')).getByRole('button', { name: '修改税率' }));
    const dialog = await screen.findByRole('dialog', { name: '修改税率 TP000001' });
    const field = within(dialog).getByRole('textbox', { name: /新税率/ });
    await user.clear(field);
    await user.click(field);
    await user.paste('13');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateReturnTaxRate).toHaveBeenCalledWith(row, '13'));
    expect(await screen.findByText('税率已修改')).toBeTruthy();
  });
});
