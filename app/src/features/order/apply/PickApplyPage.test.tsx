import { ROW_ACTION_LOCK_MS } from '@srm/design-system';
import type { PickApplyDetail, PickApplyRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as ApplyApi from '../api/applyApi';
import { allocateVehicles, changeVehicle, closeApplyLines, fetchApplyDetail, fetchApplyPage, fetchApplyTrades, moveApply, saveApply } from '../api/applyApi';
import { PickApplyPage } from './PickApplyPage';

vi.mock('../api/applyApi', async (importOriginal) => ({
  ...(await importOriginal<typeof ApplyApi>()),
  fetchApplyPage: vi.fn(),
  fetchApplyDetail: vi.fn(),
  fetchApplyTrades: vi.fn(),
  saveApply: vi.fn(),
  moveApply: vi.fn(),
  closeApplyLines: vi.fn(),
  allocateVehicles: vi.fn(),
  changeVehicle: vi.fn(),
}));

const draft: PickApplyRow = {
  id: 1,
  applyNo: 'TS20261100001',
  tradeId: 7,
  tradeNo: 'DB20261100007',
  orgCode: '302001',
  orgName: '广州粮食贸易有限公司',
  categoryCode: '100101',
  applyDate: '2026-11-28',
  status: 'draft',
  totalQuantity: '100.000',
  allocatedQuantity: '0.000',
  committedBy: null,
  committedTime: null,
  remark: null,
  createdTime: '2026-11-28T08:00:00Z',
  version: 0,
};
const committed: PickApplyRow = { ...draft, id: 2, applyNo: 'TS20261100002', status: 'committed', allocatedQuantity: '30.000', version: 2 };
const detail: PickApplyDetail = {
  ...committed,
  lines: [
    { id: 21, applyId: 2, lineNo: 1, matCode: '1001010001', matName: '东北玉米（国标一等）', unitCode: 't', quantity: '60.000', allocatedQuantity: '30.000', lineStatus: 'open', closeReason: null, version: 1 },
    { id: 22, applyId: 2, lineNo: 2, matCode: '1001010001', matName: '东北玉米（国标一等）', unitCode: 't', quantity: '40.000', allocatedQuantity: '0.000', lineStatus: 'open', closeReason: null, version: 0 },
  ],
  vehicles: [{ id: 31, applyId: 2, lineId: 21, plateNo: '粤A12345', driverName: '张三', driverPhone: '13800138000', idCard: null, quantity: '30.000', version: 0 }],
  changes: [],
  actions: ['closeLine', 'allocate'],
};
const ALL = ['pick:apply:add', 'pick:apply:commit', 'pick:apply:cancel', 'pick:apply:close', 'pick:apply:allocate', 'pick:apply:vehicle', 'pick:apply:export'];
const MENU: [string, string] = ['execution', 'pick:apply'];
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchApplyPage).mockReset().mockResolvedValue({ data: [draft, committed], total: 2 });
  vi.mocked(fetchApplyDetail).mockReset().mockResolvedValue(detail);
  vi.mocked(fetchApplyTrades)
    .mockReset()
    .mockResolvedValue([
      {
        id: 7,
        tradeNo: 'DB20261100007',
        finalOrgCode: '302001',
        finalOrgName: '广州粮食贸易有限公司',
        matCode: '1001010001',
        matName: '东北玉米（国标一等）',
        unitCode: 't',
        quantity: '2000.000',
        appliedQuantity: '100.000',
        availableQuantity: '1900.000',
        tradeDate: '2026-11-28',
      },
    ]);
  vi.mocked(saveApply).mockReset().mockResolvedValue({ data: { id: 3, applyNo: 'TS20261100003', version: 0 }, message: '' });
  vi.mocked(moveApply).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(closeApplyLines).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(allocateVehicles).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(changeVehicle).mockReset().mockResolvedValue({ data: null, message: '' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<PickApplyPage>', () => {
  it('新增提货申请 against a committed chain, then 提交 a draft and 分配车辆 of a committed apply', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<PickApplyPage />, { menu: MENU, buttons: ALL });
    expect(screen.getByRole('heading', { level: 1, name: '提货申请' })).toBeTruthy();
    await screen.findByText('TS20261100001');
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导入车辆' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增提货申请' });
    await user.click(within(dialog).getByRole('button', { name: /多边贸易单/ }));
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'DB20261100007' }));
    expect(within(dialog).getByText('1900.000 t')).toBeTruthy();
    const lines = within(dialog).getByRole('table', { name: '申请行' });
    await fill(user, within(lines).getByRole('textbox', { name: '数量' }), '60');
    await user.click(within(dialog).getByRole('button', { name: '添加行' }));
    await fill(user, within(lines).getAllByRole('textbox', { name: '数量' })[1] as HTMLElement, '40.5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveApply).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveApply).mock.calls[0]?.[0]).toMatchObject({ tradeId: 7, lines: [{ quantity: '60' }, { quantity: '40.5' }] });
    expect(await screen.findByText('提货申请已保存')).toBeTruthy();

    expect(within(rowOf('TS20261100002')).queryByRole('button', { name: '提交' })).toBeNull();
    await user.click(within(rowOf('TS20261100001')).getByRole('button', { name: '提交' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定提交提货申请 TS20261100001 吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(moveApply).toHaveBeenCalledWith('commit', draft));

    // The user waits out the row actions' click lock (spec 01 §9: 800 ms): the clock moves on, with no real wait.
    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    await user.click(within(rowOf('TS20261100002')).getByRole('button', { name: '分配车辆' }));
    const allocate = await screen.findByRole('dialog', { name: '分配车辆 TS20261100002' });
    await user.click(within(allocate).getByRole('button', { name: /申请行/ }));
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: /第 2 行/ }));
    const vehicles = within(allocate).getByRole('table', { name: '车辆' });
    await fill(user, within(vehicles).getByRole('textbox', { name: '车牌号' }), '粤B54321');
    await fill(user, within(vehicles).getByRole('textbox', { name: '司机' }), '李四');
    await fill(user, within(vehicles).getByRole('textbox', { name: '手机号' }), '13900139000');
    await fill(user, within(vehicles).getByRole('textbox', { name: '数量' }), '41');
    await user.click(within(allocate).getByRole('button', { name: '确定' }));
    expect((await within(allocate).findByRole('alert')).textContent).toBe('车辆数量合计 41.000 超过该行可分配数量 40.000');
    const quantity = within(vehicles).getByRole('textbox', { name: '数量' });
    await user.clear(quantity);
    await fill(user, quantity, '40');
    await user.click(within(allocate).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(allocateVehicles).toHaveBeenCalledWith({ lineId: 22, vehicles: [{ plateNo: '粤B54321', driverName: '李四', driverPhone: '13900139000', quantity: '40' }] }));
    expect(await screen.findByText('车辆已分配')).toBeTruthy();
  });

  it('详情: 批量关闭 of the ticked lines with a reason, and 变更车辆', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<PickApplyPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('TS20261100002');
    await user.click(within(rowOf('TS20261100002')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: '提货申请 TS20261100002' });
    await user.click(await within(drawer).findByRole('checkbox', { name: '选择第 2 行' }));
    await user.click(within(drawer).getByRole('button', { name: '批量关闭' }));
    const close = await screen.findByRole('dialog', { name: '关闭行 TS20261100002' });
    await fill(user, within(close).getByRole('textbox', { name: /关闭原因/ }), '客户取消');
    await user.click(within(close).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(closeApplyLines).toHaveBeenCalledWith([22], '客户取消'));
    expect(await screen.findByText('申请行已关闭')).toBeTruthy();
    await waitFor(() => expect(fetchApplyDetail).toHaveBeenCalledTimes(2));
    await user.click(within(drawer).getByRole('button', { name: '变更车辆 粤A12345' }));
    const change = await screen.findByRole('dialog', { name: '变更车辆 粤A12345' });
    const plate = within(change).getByRole('textbox', { name: /车牌号/ });
    await user.clear(plate);
    await fill(user, plate, '粤C11111');
    await fill(user, within(change).getByRole('textbox', { name: /变更原因/ }), '车辆故障');
    await user.click(within(change).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(changeVehicle).toHaveBeenCalledWith({ vehicleId: 31, version: 0, plateNo: '粤C11111', driverName: '张三', driverPhone: '13800138000', reason: '车辆故障' }));
    expect(await screen.findByText('车辆已变更')).toBeTruthy();
  });
});
