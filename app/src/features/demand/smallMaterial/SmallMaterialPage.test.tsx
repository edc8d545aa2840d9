import type { Org, SmallMaterialPriceRow, SmallMaterialRuleRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchPricePage, fetchPriceSummary, fetchRulePage, saveSmallMaterialPrice, saveSmallMaterialRules } from '../api/mastersApi';
import { SmallMaterialPage } from './SmallMaterialPage';

vi.mock('../api/mastersApi', () => ({
  MASTERS_URLS: { rule: '/r', price: '/p' },
  fetchRulePage: vi.fn(),
  fetchPricePage: vi.fn(),
  fetchPriceSummary: vi.fn(),
  fetchMasterMaterials: vi.fn().mockResolvedValue({ options: [], total: 0 }),
  fetchMasterSuppliers: vi.fn().mockResolvedValue([]),
  saveSmallMaterialPrice: vi.fn(),
  saveSmallMaterialRules: vi.fn(),
}));
vi.mock('../../../state/userCompanies', () => ({ useUserCompanies: () => [{ orgCode: 'C01', orgName: '一公司' } as Org] }));

const MENU: [string, string] = ['demand', 'demand:small-material'];
const EDIT = 'demand:small-material:edit';

const rule: SmallMaterialRuleRow = {
  id: 5,
  orgCode: 'C01',
  orgName: '一公司',
  matCode: '2001010001',
  matName: '编织袋',
  unitCode: 'PCS',
  safetyStock: '100.000',
  reorderPoint: '150.000',
  leadTimeDays: 7,
  remark: null,
  updatedTime: '2026-11-01 10:00:00',
  version: 1,
};

const price: SmallMaterialPriceRow = {
  id: 3,
  orgCode: 'C01',
  orgName: '一公司',
  supplierSn: 'S0001',
  supplierName: '中粮贸易',
  matCode: '2001010002',
  matName: '预混料A',
  unitCode: 'KG',
  price: '1.2500',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  remark: null,
  updatedTime: '2026-11-01 10:00:00',
  version: 2,
};

/** Replaces a field's text at once (a paste). */
async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchRulePage).mockReset().mockResolvedValue({ data: [rule], total: 1 });
  vi.mocked(fetchPricePage).mockReset().mockResolvedValue({ data: [price], total: 1 });
  vi.mocked(fetchPriceSummary).mockReset().mockResolvedValue([{ matCode: '2001010002', matName: '预混料A', count: 2, minPrice: '1.2000', avgPrice: '1.2250', maxPrice: '1.2500' }]);
  vi.mocked(saveSmallMaterialRules).mockReset();
  vi.mocked(saveSmallMaterialPrice).mockReset();
});
afterEach(cleanup);

describe('<SmallMaterialPage>', () => {
  it('offers neither 新增 nor 编辑 without demand:small-material:edit', async () => {
    renderPageWithButtons(<SmallMaterialPage />, { menu: MENU, buttons: [] });
    expect(await screen.findByText('编织袋')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('edits a rule: a reorder point below the safety stock is refused in place, then one save-batch row of decimal strings', async () => {
    const user = userEvent.setup();
    vi.mocked(saveSmallMaterialRules).mockResolvedValue({ data: { saved: 1 }, message: '修改成功' });
    renderPageWithButtons(<SmallMaterialPage />, { menu: MENU, buttons: [EDIT] });
    await screen.findByText('编织袋');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑小宗物料规则 2001010001' });
    const reorder = within(dialog).getByRole('textbox', { name: /再订货点/ });
    await replace(user, reorder, '99.5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('再订货点不能小于安全库存');
    expect(saveSmallMaterialRules).not.toHaveBeenCalled();

    await replace(user, reorder, '150.125');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveSmallMaterialRules).toHaveBeenCalledWith([{ orgCode: 'C01', matCode: '2001010001', safetyStock: '100.000', reorderPoint: '150.125', leadTimeDays: 7, remark: null }]),
    );
    await waitFor(() => expect(fetchRulePage).toHaveBeenCalledTimes(2));
  });

  it('shows 价格汇总 on the prices tab and edits a price: a bad price in Chinese, the gateway’s 400 in place, the price sent as a string', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SmallMaterialPage />, { menu: MENU, buttons: [EDIT] });
    await screen.findByText('编织袋');
    await user.click(screen.getByRole('tab', { name: '价格' }));
    const summary = await screen.findByRole('region', { name: '价格汇总' });
    expect(await within(summary).findByText('1.2250')).toBeTruthy();
    await screen.findByText('中粮贸易');
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑小宗物料价格 2001010002' });
    const priceField = within(dialog).getByRole('textbox', { name: /单价/ });
    await replace(user, priceField, '0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('单价须大于0，最多4位小数');
    expect(saveSmallMaterialPrice).not.toHaveBeenCalled();

    vi.mocked(saveSmallMaterialPrice).mockRejectedValueOnce(Object.assign(new Error('物料 2001010002 不是小宗物料（包装物或预混料）'), { status: 400, code: 400, shown: false }));
    await replace(user, priceField, '1.2345');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveSmallMaterialPrice).toHaveBeenCalledWith({ id: 3, version: 2, orgCode: 'C01', supplierSn: 'S0001', matCode: '2001010002', price: '1.2345', validFrom: '2026-01-01', validTo: '2026-12-31', remark: null }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe('物料 2001010002 不是小宗物料（包装物或预混料）');
  });
});
