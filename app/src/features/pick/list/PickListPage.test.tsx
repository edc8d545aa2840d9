import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as PickApi from '../api/pickApi';
import { deletePicks, fetchPickableContracts, fetchPickContractLines, fetchPickPage, savePick } from '../api/pickApi';
import { pickHead } from './pickFixtures';
import { PickListPage } from './PickListPage';

vi.mock('../api/pickApi', async (importOriginal) => ({
  ...(await importOriginal<typeof PickApi>()),
  fetchPickPage: vi.fn(),
  fetchPickDetail: vi.fn(),
  fetchPickableContracts: vi.fn(),
  fetchPickContractLines: vi.fn(),
  savePick: vi.fn(),
  deletePicks: vi.fn(),
}));

const pickRow = pickHead({ status: 'waitConfirm', plannedQuantity: '120.500', version: 1 });

const MENU: [string, string] = ['execution', 'pick:list'];

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchPickPage).mockReset().mockResolvedValue({ data: [pickRow], total: 1 });
  vi.mocked(fetchPickableContracts)
    .mockReset()
    .mockResolvedValue([{ id: 5, contractNo: 'CG101001202611220001', contractName: '玉米采购合同', supplierSn: 'S0001', supplierName: '中粮贸易（大连）有限公司', orgCode: '101001', orgName: '河北饲料有限公司' }]);
  vi.mocked(fetchPickContractLines)
    .mockReset()
    .mockResolvedValue({
      contract: { id: 5, contractNo: 'CG101001202611220001', contractName: '玉米采购合同', orgCode: '101001', orgName: null, supplierSn: 'S0001', supplierName: '中粮', categoryCode: '100101', status: 'SIGN' },
      lines: [{ contractLineId: 51, lineNo: 1, matCode: '1001010001', matName: '二等黄玉米', unitCode: 'T', priceWithTax: '2500.000000', taxRate: '9.00', quantity: '300.333', executedQuantity: '0.000', openPickQuantity: '100.000', availableQuantity: '200.333' }],
    });
  vi.mocked(savePick).mockReset().mockResolvedValue({ data: { id: 8, pickNo: 'TH101001202611280002', version: 0 }, message: '保存成功' });
});
afterEach(cleanup);

describe('<PickListPage>', () => {
  it('lists picks with their number linking to the detail, and shows only the buttons the user holds', async () => {
    renderPageWithButtons(<PickListPage />, { menu: MENU, buttons: [] });
    const link = await screen.findByRole('link', { name: 'TH101001202611280001' });
    expect(link.getAttribute('href')).toBe('/execution/pick-detail?id=7');
    const row = link.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('待接单')).toBeTruthy();
    expect(within(row).getByText('120.5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '提货单' })).toBeTruthy();
  });

  it('删除 deletes the ticked picks after a confirm and reloads', async () => {
    vi.mocked(deletePicks).mockReset().mockResolvedValue({ data: { deleted: 1 }, message: '删除成功' });
    const user = userEvent.setup();
    renderPageWithButtons(<PickListPage />, { menu: MENU, buttons: ['pick:delete'] });
    const link = await screen.findByRole('link', { name: 'TH101001202611280001' });
    await user.click(within(link.closest('[role="row"]') as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('确定删除选中的 1 张提货单吗？');
    await user.click(within(ask).getByRole('button', { name: /确定|删除/ }));
    await waitFor(() => expect(deletePicks).toHaveBeenCalledWith([7]));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(fetchPickPage).mock.calls.length).toBeGreaterThan(1));
  });

  it('新增: chooses a contract, refuses more than 可提货数量 and a bad plate in place, then saves exact decimal strings', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<PickListPage />, { menu: MENU, buttons: ['pick:add'] });
    await screen.findByRole('link', { name: 'TH101001202611280001' });
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增提货单' });
    const fill = async (name: string, text: string) => {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    };

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择合同');

    await user.type(await within(dialog).findByRole('combobox', { name: /合同/ }), 'CG1010');
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: /CG101001202611220001/ }, { timeout: 3000 }));
    const planned = await within(dialog).findByRole('textbox', { name: '第1行 本次提货数量' });
    expect(fetchPickableContracts).toHaveBeenLastCalledWith('CG1010');
    expect(fetchPickContractLines).toHaveBeenCalledWith(5);
    expect((within(dialog).getByRole('combobox', { name: /合同/ }) as HTMLInputElement).value).toContain('CG101001202611220001');
    await user.click(planned);
    await user.paste('200.334');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('第1行（二等黄玉米）可提货数量不足，剩余200.333');

    await user.clear(planned);
    await user.click(planned);
    await user.paste('200.333');
    await user.click(within(dialog).getByRole('button', { name: '添加车辆' }));
    await fill('第1辆车 车牌号', '冀A1234');
    await fill('第1辆车 司机', '张三');
    await fill('第1辆车 手机号', '13800138000');
    await fill('第1辆车 身份证号', '11010519491231002X');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('第1辆车：车牌号有误');
    expect(savePick).not.toHaveBeenCalled();

    await fill('第1辆车 车牌号', '5');
    await user.click(within(dialog).getByRole('button', { name: '添加车辆' }));
    await fill('第2辆车 车牌号', '冀B54321');
    await fill('第2辆车 司机', '李四');
    await fill('第2辆车 手机号', '13900139000');
    await fill('第2辆车 身份证号', '11010519491231002X');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(savePick).toHaveBeenCalledTimes(1));
    expect(vi.mocked(savePick).mock.calls[0]?.[0]).toMatchObject({
      contractId: 5,
      materials: [{ contractLineId: 51, plannedQuantity: '200.333' }],
      vehicles: [
        { plateNo: '冀A12345', driverName: '张三', driverPhone: '13800138000', idCard: '11010519491231002X' },
        { plateNo: '冀B54321', driverName: '李四' },
      ],
      costs: [],
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增提货单' })).toBeNull());
  });
});
