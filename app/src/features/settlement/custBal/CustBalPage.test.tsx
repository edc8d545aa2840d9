import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout } from '../../../testing/pageHarness';
import type * as CustBalApi from '../api/custBalApi';
import { deleteCustBals, fetchCustBalPage, saveCustBal } from '../api/custBalApi';
import type { CustBalRow } from '../api/invoiceTypes';
import { renderSettlementPage } from '../invoice/settlementTestPage';
import { CustBalPage } from './CustBalPage';

vi.mock('../api/custBalApi', async (importOriginal) => ({
  ...(await importOriginal<typeof CustBalApi>()),
  fetchCustBalPage: vi.fn(),
  saveCustBal: vi.fn(),
  deleteCustBals: vi.fn(),
}));

const row: CustBalRow = {
  id: 3,
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  categoryCode: '100101',
  custNumber: 'C0001',
  custName: '石家庄养殖合作社',
  balance: '12000.50',
  creditLimit: '50000.00',
  creditStatus: 1,
  effectiveStart: '2026-01-01',
  effectiveEnd: null,
  remark: null,
  version: 2,
};
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchCustBalPage).mockReset().mockResolvedValue({ data: [row], total: 1 });
  vi.mocked(saveCustBal).mockReset().mockResolvedValue({ data: { id: 3, version: 3 }, message: '' });
  vi.mocked(deleteCustBals).mockReset().mockResolvedValue({ data: { deleted: 1 }, message: '删除成功' });
});
afterEach(cleanup);

describe('<CustBalPage>', () => {
  it('edits a balance with its version, and deletes one after a confirm', async () => {
    const user = userEvent.setup();
    renderSettlementPage(<CustBalPage />, 'settlement:cust-bal', ['settlement:cust-bal:edit', 'settlement:cust-bal:delete']);
    expect(screen.getByRole('heading', { level: 1, name: '客户余额' })).toBeTruthy();
    await screen.findByText('C0001');
    expect(within(rowOf('C0001')).getByText('生效')).toBeTruthy();
    await user.click(within(rowOf('C0001')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑客户余额 C0001' });
    const balance = within(dialog).getByRole('textbox', { name: /余额/ });
    await user.clear(balance);
    await user.click(balance);
    await user.paste('-1,200.50');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveCustBal).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveCustBal).mock.calls[0]?.[0]).toMatchObject({ id: 3, version: 2, custNumber: 'C0001', balance: '-1200.50', creditLimit: '50000.00', creditStatus: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑客户余额 C0001' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 500));
    await user.click(within(rowOf('C0001')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleteCustBals).toHaveBeenCalledWith([3]));
  });
});
