import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchSupplierBindPage, unbindSupplier } from '../api/supplierBindApi';
import { BIND_ROW } from '../user/userTestData';
import { SupplierBindPage } from './SupplierBindPage';

vi.mock('../api/supplierBindApi', () => ({ fetchSupplierBindPage: vi.fn(), unbindSupplier: vi.fn() }));

const MENU: [string, string] = ['mobile', 'mobile:supplier-bind'];
const UNBOUND = { ...BIND_ROW, id: 12, supplierName: '北大荒粮食集团', status: 0 as const, bindState: 'unbound' as const, unboundTime: '2026-11-03 10:00:00' };

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchSupplierBindPage).mockReset();
  vi.mocked(fetchSupplierBindPage).mockResolvedValue({ data: [BIND_ROW, UNBOUND], total: 2 });
  vi.mocked(unbindSupplier).mockReset();
});
afterEach(cleanup);

describe('<SupplierBindPage>', () => {
  it('offers 解除绑定 on live rows only with mobile:supplier-bind:unbind, asks first and sends the version', async () => {
    const user = userEvent.setup();
    vi.mocked(unbindSupplier).mockResolvedValue({ message: '解绑成功' });
    renderPageWithButtons(<SupplierBindPage />, { menu: MENU, buttons: ['mobile:supplier-bind:unbind'] });
    expect(screen.getByRole('heading', { level: 1, name: '供应商绑定' })).toBeTruthy();
    await screen.findByText('北大荒粮食集团');
    const buttons = screen.getAllByRole('button', { name: '解除绑定' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确认解除李建国与供应商中粮贸易有限公司的绑定？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(unbindSupplier).toHaveBeenCalledWith({ id: 11, version: 1 }));
    expect(await screen.findByText('解绑成功')).toBeTruthy();
  });

  it('shows no 解除绑定 without the button', async () => {
    renderPageWithButtons(<SupplierBindPage />, { menu: MENU, buttons: [] });
    await screen.findByText('北大荒粮食集团');
    expect(screen.queryByRole('button', { name: '解除绑定' })).toBeNull();
  });
});
