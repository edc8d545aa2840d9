import type { Material, MaterialWithVersion } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchMaterialByCode, fetchMaterialFormLookups, fetchMaterialPage, saveMaterial } from '../api/masterApi';
import { MaterialPage } from './MaterialPage';

vi.mock('../api/masterApi', () => ({
  MASTER_LIST_URLS: { material: '/system/material/page' },
  fetchMaterialPage: vi.fn(),
  fetchMaterialByCode: vi.fn(),
  fetchMaterialFormLookups: vi.fn(),
  fetchMaterialDetail: vi.fn(),
  saveMaterial: vi.fn(),
  requestMasterSync: vi.fn(),
}));

const corn: Material = {
  id: 9,
  matCode: '1001010001',
  matName: '玉米（国标一等）',
  categoryCode: '10010101',
  categoryName: '国产玉米',
  spec: null,
  unitCode: 'T',
  unitName: '吨',
  isLittle: 0,
  status: 'Active',
  taxRateCode: 'VAT9',
};
const MENU: [string, string] = ['master', 'master:material'];

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchMaterialPage).mockReset();
  vi.mocked(fetchMaterialPage).mockResolvedValue({ data: [corn], total: 1 });
  vi.mocked(fetchMaterialByCode).mockReset();
  vi.mocked(fetchMaterialByCode).mockResolvedValue({ ...corn, version: 4 } satisfies MaterialWithVersion);
  vi.mocked(fetchMaterialFormLookups).mockResolvedValue({
    categories: [{ id: 1, categoryCode: '10010101', categoryName: '国产玉米', level: 5, parentId: 0, isOnline: 1, buyType: null }],
    units: [{ id: 1, unitCode: 'T', unitName: '吨', sortNumber: 1 }],
    taxRates: [{ id: 1, taxRateCode: 'VAT9', taxRateName: '增值税9%', taxRateValue: '0.09', enableFlag: 'Y' }],
  });
  vi.mocked(saveMaterial).mockReset();
});
afterEach(cleanup);

describe('<MaterialPage>', () => {
  it('shows neither 新增 nor 编辑 without the buttons', async () => {
    renderPageWithButtons(<MaterialPage />, { menu: MENU, buttons: [] });
    expect(await screen.findByText('1001010001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('edits a material with the version read by its code, the code read only, and reloads after 修改成功', async () => {
    const user = userEvent.setup();
    vi.mocked(saveMaterial).mockResolvedValue({ data: { id: 9, version: 5 }, message: '修改成功' });
    renderPageWithButtons(<MaterialPage />, { menu: MENU, buttons: ['master:material:add', 'master:material:edit'] });
    await screen.findByText('1001010001');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑物料 1001010001' });
    expect(fetchMaterialByCode).toHaveBeenCalledWith('1001010001');
    expect(within(dialog).getByRole('textbox', { name: '物料编码' }).hasAttribute('readonly')).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: '物料名称' });
    await user.clear(name);
    await user.type(name, '玉米（改）');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveMaterial).toHaveBeenCalledWith({ id: 9, version: 4, matCode: '1001010001', matName: '玉米（改）', categoryCode: '10010101', spec: null, unitCode: 'T', isLittle: 0, status: 'Active', taxRateCode: 'VAT9' }),
    );
    expect(await screen.findByText('修改成功')).toBeTruthy();
    await waitFor(() => expect(fetchMaterialPage).toHaveBeenCalledTimes(2));
  });

  it('shows a 409 in the dialog', async () => {
    const user = userEvent.setup();
    vi.mocked(saveMaterial).mockRejectedValue(Object.assign(new Error('数据已被他人修改，请刷新后重试'), { status: 409, code: 409, shown: false }));
    renderPageWithButtons(<MaterialPage />, { menu: MENU, buttons: ['master:material:edit'] });
    await screen.findByText('1001010001');
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑物料 1001010001' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('该物料已被他人修改');
  });
});
