import type { SupplierArchiveRow } from '@srm/gateway/api';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as SupplierApi from '../api/supplierApi';
import { fetchSupplierPage } from '../api/supplierApi';
import { SupplierInfoPage } from './SupplierInfoPage';

vi.mock('../api/supplierApi', async (importOriginal) => ({
  ...(await importOriginal<typeof SupplierApi>()),
  fetchSupplierPage: vi.fn(),
}));

const supplier: SupplierArchiveRow = {
  id: 3,
  sn: 'GY20260001',
  name: '沧州粮油贸易有限公司',
  unifiedCreditCode: '91130100MA0Q8H3K3K',
  bigType: '01',
  smallType: '0101',
  financialStatus: 1,
  ebsNo: null,
  contactName: '王导入',
  contactPhone: '13800138001',
  province: '河北省',
  city: '沧州市',
  blacklistUntil: null,
  updatedTime: '2026-01-01 00:00:00',
  version: 1,
};
const MENU: [string, string] = ['supplier', 'supplier:info'];

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchSupplierPage).mockReset();
  vi.mocked(fetchSupplierPage).mockResolvedValue({ data: [supplier], total: 1 });
});
afterEach(cleanup);

describe('<SupplierInfoPage> 导入', () => {
  it('shows no 导入 without supplier:info:import', async () => {
    renderPageWithButtons(<SupplierInfoPage />, { menu: MENU, buttons: ['supplier:info:add'] });
    expect(await screen.findByText('GY20260001')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
  });

  it('opens the shared import dialog with supplier:info:import', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SupplierInfoPage />, { menu: MENU, buttons: ['supplier:info:import'] });
    await screen.findByText('GY20260001');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入供应商' });
    expect(dialog.textContent).toContain('统一社会信用代码不能与已有供应商重复');
  });
});
