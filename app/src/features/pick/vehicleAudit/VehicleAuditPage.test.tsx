import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type { VehicleAuditRow } from '@srm/gateway/api';
import type * as VehicleAuditApi from '../api/vehicleAuditApi';
import { auditVehicleChanges, fetchVehicleAuditPage, fetchVehicleHistory } from '../api/vehicleAuditApi';
import { VehicleAuditPage } from './VehicleAuditPage';

vi.mock('../api/vehicleAuditApi', async (importOriginal) => ({
  ...(await importOriginal<typeof VehicleAuditApi>()),
  fetchVehicleAuditPage: vi.fn(),
  auditVehicleChanges: vi.fn(),
  fetchVehicleHistory: vi.fn(),
}));

const row: VehicleAuditRow = {
  id: 21,
  vehicleId: 3,
  pickId: 2,
  pickNo: 'TH20261128001',
  orgCode: '101001',
  categoryCode: '100101',
  supplierSn: 'S0001',
  supplierName: '中粮贸易有限公司',
  oldPlateNo: '冀A12345',
  plateNo: '冀B54321',
  driverName: '李四',
  driverPhone: '13800138000',
  idCard: '110101199003074514',
  reason: '原车辆故障',
  status: 'pending',
  auditedBy: null,
  auditedTime: null,
  opinion: null,
  createdTime: '2026-11-28 10:00:00',
  createdBy: 'supplier1',
  updatedTime: '2026-11-28 10:00:00',
  version: 0,
};
const MENU: [string, string] = ['execution', 'vehicle:audit'];
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchVehicleAuditPage).mockReset().mockResolvedValue({ data: [row], total: 1 });
  vi.mocked(auditVehicleChanges).mockReset().mockResolvedValue({ data: { audited: 1, status: 'approved' }, message: '审核成功' });
  vi.mocked(fetchVehicleHistory)
    .mockReset()
    .mockResolvedValue([
      { id: 1, auditId: 21, vehicleId: 3, fieldName: 'plateNo', oldValue: '冀A12345', newValue: '冀B54321', createdTime: '2026-11-28 11:00:00', createdBy: 'sunli' },
      { id: 2, auditId: 21, vehicleId: 3, fieldName: 'idCard', oldValue: '110101199001011234', newValue: '110101199003074514', createdTime: '2026-11-28 11:00:00', createdBy: 'sunli' },
    ]);
});
afterEach(cleanup);

describe('<VehicleAuditPage>', () => {
  it('lists the requests with the ID card masked and the status tag; no audit without vehicle:audit:approve', async () => {
    renderPageWithButtons(<VehicleAuditPage />, { menu: MENU, buttons: [] });
    expect(await screen.findByText('冀B54321')).toBeTruthy();
    const line = rowOf('冀B54321');
    expect(within(line).getByText('110101********4514')).toBeTruthy();
    expect(within(line).queryByText('110101199003074514')).toBeNull();
    expect(within(line).getByText('待审核')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '批量操作' })).toBeNull();
  });

  it('rejects the ticked requests only with an opinion', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<VehicleAuditPage />, { menu: MENU, buttons: ['vehicle:audit:approve'] });
    await screen.findByText('冀B54321');
    await user.click(within(rowOf('冀B54321')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回（1条）' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写驳回的审核意见');
    expect(auditVehicleChanges).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /审核意见/ }), '证件不符');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(auditVehicleChanges).toHaveBeenCalledWith({ ids: [21], approved: false, opinion: '证件不符' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '驳回（1条）' })).toBeNull());
  });

  it('approves the ticked requests without an opinion', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<VehicleAuditPage />, { menu: MENU, buttons: ['vehicle:audit:approve'] });
    await screen.findByText('冀B54321');
    await user.click(within(rowOf('冀B54321')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '审核通过' }));
    const dialog = await screen.findByRole('dialog', { name: '审核通过（1条）' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(auditVehicleChanges).toHaveBeenCalledWith({ ids: [21], approved: true, opinion: null }));
    expect(await screen.findByText('审核成功')).toBeTruthy();
  });

  it('shows what an approval changed in the 变更记录 drawer, ID cards masked', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<VehicleAuditPage />, { menu: MENU, buttons: [] });
    await screen.findByText('冀B54321');
    await user.click(within(rowOf('冀B54321')).getByRole('button', { name: '变更记录' }));
    const drawer = await screen.findByRole('dialog', { name: '变更记录 TH20261128001' });
    const table = await within(drawer).findByRole('table', { name: '变更记录' });
    await within(table).findByText('车牌号');
    expect(fetchVehicleHistory).toHaveBeenCalledWith(21);
    expect(within(table).getByText('110101********1234')).toBeTruthy();
    expect(within(table).queryByText('110101199001011234')).toBeNull();
  });
});
