import type { UnitConvert } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchUnitConvertPage, saveUnitConvert } from '../api/masterApi';
import { UnitConvertPage } from './UnitConvertPage';

vi.mock('../api/masterApi', () => ({
  fetchUnitConvertPage: vi.fn(),
  saveUnitConvert: vi.fn(),
  requestMasterSync: vi.fn(),
}));

const bag: UnitConvert = { id: 7, matCode: '1001010001', fromUnit: 'DAI', toUnit: 'T', rate: '0.05', version: 3 };
const MENU: [string, string] = ['master', 'master:unit-convert'];

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchUnitConvertPage).mockReset();
  vi.mocked(fetchUnitConvertPage).mockResolvedValue({ data: [bag], total: 1 });
  vi.mocked(saveUnitConvert).mockReset();
});
afterEach(cleanup);

describe('<UnitConvertPage>', () => {
  it('is read only without master:unit-convert:edit', async () => {
    renderPageWithButtons(<UnitConvertPage />, { menu: MENU, buttons: [] });
    expect(await screen.findByText('1001010001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('edits a conversion with its version, the material read only, and reloads after 修改成功', async () => {
    const user = userEvent.setup();
    vi.mocked(saveUnitConvert).mockResolvedValue({ data: { id: 7, version: 4 }, message: '修改成功' });
    renderPageWithButtons(<UnitConvertPage />, { menu: MENU, buttons: ['master:unit-convert:edit'] });
    await screen.findByText('1001010001');
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑单位换算 1001010001' });
    expect(within(dialog).getByRole('textbox', { name: '物料编码' }).hasAttribute('readonly')).toBe(true);
    const rate = within(dialog).getByRole('textbox', { name: '换算率' });
    await user.clear(rate);
    await user.type(rate, '0.04');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveUnitConvert).toHaveBeenCalledWith({ id: 7, version: 3, matCode: '1001010001', fromUnit: 'DAI', toUnit: 'T', rate: '0.04' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    await waitFor(() => expect(fetchUnitConvertPage).toHaveBeenCalledTimes(2));
  });

  it('shows a 409 in the dialog and keeps 保存 disabled', async () => {
    const user = userEvent.setup();
    vi.mocked(saveUnitConvert).mockRejectedValue(Object.assign(new Error('数据已被修改，请刷新后重试'), { status: 409, code: 409, shown: false }));
    renderPageWithButtons(<UnitConvertPage />, { menu: MENU, buttons: ['master:unit-convert:edit'] });
    await screen.findByText('1001010001');
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑单位换算 1001010001' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('该单位换算已被他人修改');
    expect(within(dialog).getByRole('button', { name: '保存' }).hasAttribute('disabled') || within(dialog).getByRole('button', { name: '保存' }).getAttribute('aria-disabled') === 'true').toBe(true);
  });
});
