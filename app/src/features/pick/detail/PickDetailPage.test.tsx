import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/envelope';
import { DETAIL_LOAD } from '../../../api/outcome';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import {
  acceptPickOrder,
  closePick,
  confirmPick,
  fetchPickCloseValidation,
  fetchPickContractLines,
  fetchPickDetail,
  fetchPickShipments,
  forceClosePick,
  requestVehicleChange,
  savePick,
  sendPickToSupplier,
} from '../api/pickApi';
import { pickDetail, pickShipment } from '../list/pickFixtures';
import { PickDetailPage } from './PickDetailPage';

vi.mock('../api/pickApi', () => ({
  fetchPickDetail: vi.fn(),
  fetchPickShipments: vi.fn(),
  sendPickToSupplier: vi.fn(),
  withdrawPick: vi.fn(),
  confirmPick: vi.fn(),
  acceptPickOrder: vi.fn(),
  fetchPickCloseValidation: vi.fn(),
  closePick: vi.fn(),
  forceClosePick: vi.fn(),
  syncPickLms: vi.fn(),
  syncPickEbs: vi.fn(),
  requestVehicleChange: vi.fn(),
  fetchPickPrintTemplates: vi.fn().mockResolvedValue([]),
  fetchPickPdf: vi.fn(),
  fetchPickableContracts: vi.fn().mockResolvedValue([]),
  fetchPickContractLines: vi.fn(),
  savePick: vi.fn(),
}));

const detail = pickDetail;
const shipment = pickShipment();

const MENU: [string, string] = ['execution', 'pick:list'];
const SUPPLIER = { userType: 'supplier', supplierSn: 'S0001' } as const;

function renderPage(buttons: string[], user?: Partial<typeof SUPPLIER>) {
  renderPageWithButtons(<PickDetailPage />, { menu: MENU, buttons, path: '/execution/pick-detail?id=7', ...(user ? { user } : {}) });
}

const actionBar = () => screen.getByRole('group', { name: '提货单操作' });
const actionNames = () => within(actionBar()).getAllByRole('button').map((button) => button.textContent);

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchPickDetail).mockReset().mockResolvedValue(detail());
  vi.mocked(fetchPickShipments).mockReset().mockResolvedValue([shipment]);
  for (const call of [sendPickToSupplier, confirmPick, acceptPickOrder, closePick, forceClosePick, requestVehicleChange]) vi.mocked(call).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(fetchPickCloseValidation).mockReset();
});
afterEach(cleanup);

describe('<PickDetailPage>', () => {
  it('shows the head, the lines with their open plan, vehicles, costs and shipments', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { level: 1, name: '提货单详情 TH101001202611280001' })).toBeTruthy();
    expect(fetchPickDetail).toHaveBeenCalledWith(7, DETAIL_LOAD);
    expect(fetchPickShipments).toHaveBeenCalledWith(7, DETAIL_LOAD);
    const lines = screen.getByRole('grid', { name: '提货明细' });
    const row = within(lines).getByText('二等黄玉米').closest('[role="row"]') as HTMLElement;
    expect(within(row).getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['100', '30', '29.4', '70.600']));
    expect(within(screen.getByRole('grid', { name: '车辆信息' })).getByText('冀B54321')).toBeTruthy();
    expect(within(screen.getByRole('grid', { name: '费用信息' })).getByText('短途运费')).toBeTruthy();
    expect(within(screen.getByRole('grid', { name: '发运记录' })).getByText('FY101001202611280001')).toBeTruthy();
    expect(actionNames()).toEqual(['打印']);
  });

  it('编辑 opens the editor on the pick, giving back its own open plan, and saves with its version', async () => {
    vi.mocked(fetchPickDetail).mockResolvedValue(detail({ status: 'refused', confirmOpinion: '运力不足' }));
    vi.mocked(fetchPickContractLines).mockResolvedValue({
      contract: { id: 5, contractNo: 'CG101001202611220001', contractName: '玉米采购合同', orgCode: '101001', orgName: null, supplierSn: 'S0001', supplierName: '中粮', categoryCode: '100101', status: 'SIGN' },
      lines: [{ contractLineId: 51, lineNo: 1, matCode: '1001010001', matName: '二等黄玉米', unitCode: 'T', priceWithTax: '2500.000000', taxRate: '9.00', quantity: '300.000', executedQuantity: '29.400', openPickQuantity: '70.600', availableQuantity: '200.000' }],
    });
    vi.mocked(savePick).mockReset().mockResolvedValue({ data: { id: 7, pickNo: 'TH101001202611280001', version: 4 }, message: '修改成功' });
    const user = userEvent.setup();
    renderPage(['pick:edit']);
    await screen.findByRole('group', { name: '提货单操作' });
    expect(screen.getByText('运力不足')).toBeTruthy();
    await user.click(within(actionBar()).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑提货单 TH101001202611280001' });
    const planned = await within(dialog).findByRole('textbox', { name: '第1行 本次提货数量' });
    expect((planned as HTMLInputElement).value).toBe('100.000');
    // 200 available to others + this pick's own open 70.600.
    expect(within(dialog).getByText('270.600')).toBeTruthy();
    await user.clear(planned);
    await user.type(planned, '270.601');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('第1行（二等黄玉米）可提货数量不足，剩余270.600');
    await user.clear(planned);
    await user.type(planned, '270.600');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(savePick).toHaveBeenCalledTimes(1));
    expect(vi.mocked(savePick).mock.calls[0]?.[0]).toMatchObject({ id: 7, version: 3, contractId: 5, materials: [{ contractLineId: 51, plannedQuantity: '270.600' }], costs: [{ costType: 'freight', amount: '300.50' }] });
    expect(await screen.findByText('修改成功')).toBeTruthy();
    await waitFor(() => expect(fetchPickDetail).toHaveBeenCalledTimes(2));
  });

  it('tells a missing pick once, in the page, with the way back to the list', async () => {
    vi.mocked(fetchPickDetail).mockRejectedValue(new ApiError('提货单不存在', 404, 404));
    renderPage([]);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('提货单不存在');
    expect(screen.getByRole('link', { name: '返回提货单列表' })).toBeTruthy();
  });

  it('sends a new pick to the supplier after a confirm, with its version, and says 操作成功', async () => {
    const user = userEvent.setup();
    renderPage(['pick:edit', 'pick:close', 'pick:accept']);
    await screen.findByRole('group', { name: '提货单操作' });
    expect(actionNames()).toEqual(['编辑', '发送供应商', '关闭', '强制关闭', '打印']);
    await user.click(within(actionBar()).getByRole('button', { name: '发送供应商' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('确定将提货单 TH101001202611280001 发送给供应商吗？');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sendPickToSupplier).toHaveBeenCalledWith(7, 3));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    await waitFor(() => expect(fetchPickDetail).toHaveBeenCalledTimes(2));
  });

  it('lets a supplier’s user accept, or refuse with a reason', async () => {
    vi.mocked(fetchPickDetail).mockResolvedValue(detail({ status: 'waitConfirm' }));
    vi.mocked(confirmPick).mockResolvedValue({ data: null, message: '接单成功' });
    const user = userEvent.setup();
    renderPage(['pick:accept', 'pick:vehicle-change'], SUPPLIER);
    await screen.findByRole('group', { name: '提货单操作' });
    expect(actionNames()).toEqual(['接单', '拒单', '车辆变更', '打印']);

    await user.click(within(actionBar()).getByRole('button', { name: '拒单' }));
    const dialog = await screen.findByRole('dialog', { name: '拒单 TH101001202611280001' });
    await user.click(within(dialog).getByRole('button', { name: '确定拒单' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写拒单原因');
    await user.type(within(dialog).getByRole('textbox', { name: /拒单原因/ }), '运力不足');
    await user.click(within(dialog).getByRole('button', { name: '确定拒单' }));
    await waitFor(() => expect(confirmPick).toHaveBeenCalledWith({ id: 7, version: 3, accept: false, opinion: '运力不足' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '拒单 TH101001202611280001' })).toBeNull());

    await user.click(within(actionBar()).getByRole('button', { name: '接单' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(confirmPick).toHaveBeenLastCalledWith({ id: 7, version: 3, accept: true }));
    expect(await screen.findByText('接单成功')).toBeTruthy();
  });

  it('accepts the whole order’s weighed shipments and says how many', async () => {
    vi.mocked(fetchPickDetail).mockResolvedValue(detail({ status: 'confirmed', shippingStatus: 'SHIPPING' }));
    vi.mocked(acceptPickOrder).mockResolvedValue({ data: { accepted: 1, acceptedQuantity: '29.400' }, message: '操作成功' });
    const user = userEvent.setup();
    renderPage(['pick:receive']);
    await screen.findByRole('group', { name: '提货单操作' });
    expect(actionNames()).toEqual(['收货验收', '打印']);
    await user.click(within(actionBar()).getByRole('button', { name: '收货验收' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(acceptPickOrder).toHaveBeenCalledWith(7));
    expect(await screen.findByText('验收成功：1 条发运记录，验收数量 29.400')).toBeTruthy();
  });

  it('shows what stands in the way of 关闭 and the release, and 强制关闭 closes anyway with the reason', async () => {
    vi.mocked(fetchPickDetail).mockResolvedValue(detail({ status: 'confirmed' }));
    vi.mocked(fetchPickCloseValidation).mockResolvedValue({ closable: false, problems: ['发运单FY101001202611280001已过磅未验收'], releaseQuantity: '70.600' });
    const user = userEvent.setup();
    renderPage(['pick:close']);
    await screen.findByRole('group', { name: '提货单操作' });
    await user.click(within(actionBar()).getByRole('button', { name: '关闭' }));
    let dialog = await screen.findByRole('dialog', { name: '关闭提货单 TH101001202611280001' });
    expect(await within(dialog).findByText('发运单FY101001202611280001已过磅未验收')).toBeTruthy();
    expect(within(dialog).getByText('关闭后释放数量：70.600')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '确定关闭' }).hasAttribute('disabled') || within(dialog).getByRole('button', { name: '确定关闭' }).getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closePick).not.toHaveBeenCalled();

    await user.click(within(actionBar()).getByRole('button', { name: '强制关闭' }));
    dialog = await screen.findByRole('dialog', { name: '强制关闭提货单 TH101001202611280001' });
    await within(dialog).findByText('关闭后释放数量：70.600');
    await user.click(within(dialog).getByRole('button', { name: '确定强制关闭' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写关闭原因');
    await user.type(within(dialog).getByRole('textbox', { name: /关闭原因/ }), '合同终止');
    await user.click(within(dialog).getByRole('button', { name: '确定强制关闭' }));
    await waitFor(() => expect(forceClosePick).toHaveBeenCalledWith(7, '合同终止'));
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('closes a pick the check allows', async () => {
    vi.mocked(fetchPickDetail).mockResolvedValue(detail({ status: 'confirmed' }));
    vi.mocked(fetchPickCloseValidation).mockResolvedValue({ closable: true, problems: [], releaseQuantity: '70.600' });
    const user = userEvent.setup();
    renderPage(['pick:close']);
    await screen.findByRole('group', { name: '提货单操作' });
    await user.click(within(actionBar()).getByRole('button', { name: '关闭' }));
    const dialog = await screen.findByRole('dialog', { name: '关闭提货单 TH101001202611280001' });
    expect(await within(dialog).findByText('校验通过，可以关闭。')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /关闭原因/ }), '提货完成');
    await user.click(within(dialog).getByRole('button', { name: '确定关闭' }));
    await waitFor(() => expect(closePick).toHaveBeenCalledWith(7, '提货完成'));
  });

  it('asks for a vehicle change with the new plate checked by the plate rule', async () => {
    vi.mocked(fetchPickDetail).mockResolvedValue(detail({ status: 'confirmed' }));
    const user = userEvent.setup();
    renderPage(['pick:vehicle-change'], SUPPLIER);
    await screen.findByRole('group', { name: '提货单操作' });
    await user.click(within(actionBar()).getByRole('button', { name: '车辆变更' }));
    const dialog = await screen.findByRole('dialog', { name: '车辆变更 TH101001202611280001' });
    await user.click(within(dialog).getByRole('button', { name: /变更车辆/ }));
    await user.click(await screen.findByRole('option', { name: '冀B54321 李四' }));
    const plate = within(dialog).getByRole('textbox', { name: /新车牌号/ });
    await user.clear(plate);
    await user.type(plate, '冀C1234');
    await user.type(within(dialog).getByRole('textbox', { name: /变更原因/ }), '原车故障');
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('车牌号有误');
    await user.type(plate, '5');
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    await waitFor(() =>
      expect(requestVehicleChange).toHaveBeenCalledWith({ vehicleId: 10, plateNo: '冀C12345', driverName: '李四', driverPhone: '13900139000', idCard: '11010519491231002X', reason: '原车故障' }),
    );
    expect(await screen.findByText('已提交车辆变更审核')).toBeTruthy();
  });
});
