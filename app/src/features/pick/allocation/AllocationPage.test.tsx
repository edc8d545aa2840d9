import type { Org } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as AllocationApi from '../api/allocationApi';
import { allocateMaterial, cancelAllocations, fetchAllocationLinePage, fetchAllocationPage, fetchSubInventories, submitAllocations } from '../api/allocationApi';
import type { PickAllocationLineRow, PickAllocationRow } from '@srm/gateway/api';
import { AllocateDialog } from './AllocateDialog';
import { AllocationPage } from './AllocationPage';

vi.mock('../api/allocationApi', async (importOriginal) => ({
  ...(await importOriginal<typeof AllocationApi>()),
  fetchAllocationLinePage: vi.fn(),
  fetchAllocationPage: vi.fn(),
  allocateMaterial: vi.fn(),
  submitAllocations: vi.fn(),
  cancelAllocations: vi.fn(),
  fetchSubInventories: vi.fn(),
}));

const line: PickAllocationLineRow = {
  id: 7,
  pickId: 2,
  pickNo: 'TH20261128001',
  contractNo: 'HT001',
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  categoryCode: '100101',
  supplierSn: 'S0001',
  supplierName: '中粮贸易有限公司',
  storeOrgCode: null,
  storeOrgName: null,
  status: 'confirmed',
  lineNo: 1,
  matCode: '1001010001',
  matName: '东北玉米（国标一等）',
  unitCode: 'T',
  acceptedQuantity: '33.696',
  allocatedQuantity: '10.000',
  submittedQuantity: '0.000',
  availableQuantity: '23.696',
  createdTime: '2026-11-28 08:00:00',
  updatedTime: '2026-11-28 09:00:00',
  version: 1,
};
const allocation: PickAllocationRow = {
  id: 11,
  allocationNo: 'DB20261128001',
  pickId: 2,
  pickNo: 'TH20261128001',
  pickMaterialId: 7,
  orgCode: '101001',
  categoryCode: '100101',
  supplierSn: 'S0001',
  supplierName: '中粮贸易有限公司',
  matCode: '1001010001',
  matName: '东北玉米（国标一等）',
  targetOrgCode: '101002',
  targetOrgName: '保定饲料有限公司',
  subInventory: 'YL01',
  quantity: '10.000',
  status: 'new',
  ebsSyncStatus: 'unsynched',
  submittedBy: null,
  submittedTime: null,
  remark: null,
  createdTime: '2026-11-28 09:00:00',
  updatedTime: '2026-11-28 09:00:00',
  version: 0,
};
const orgs = [{ id: 2, orgCode: '101002', orgName: '保定饲料有限公司', level: 7 }] as unknown as Org[];
const MENU: [string, string] = ['execution', 'allocation:list'];
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchAllocationLinePage).mockReset().mockResolvedValue({ data: [line], total: 1 });
  vi.mocked(fetchAllocationPage).mockReset().mockResolvedValue({ data: [allocation], total: 1 });
  vi.mocked(allocateMaterial).mockReset().mockResolvedValue({ data: { ids: [12], allocationNos: ['DB20261128002'] }, message: '分配成功' });
  vi.mocked(submitAllocations).mockReset().mockResolvedValue({ data: { ids: [11], allocationNos: ['DB20261128001'] }, message: '提交成功' });
  vi.mocked(cancelAllocations).mockReset().mockResolvedValue({ data: { deleted: 1 }, message: '取消成功' });
  vi.mocked(fetchSubInventories).mockReset().mockResolvedValue([{ id: 1, orgCode: '101002', subName: '原料一库', secondaryInventoryName: 'YL01', statusCode: 'Active', isTransit: 0 }] as never);
});
afterEach(cleanup);

describe('<AllocationPage>', () => {
  it('lists the lines with what is left, and offers 分配 to holders of allocation:submit', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<AllocationPage />, { menu: MENU, buttons: ['allocation:submit'] });
    expect(await screen.findByText('23.696')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '待分配物料', selected: true })).toBeTruthy();
    await user.click(within(rowOf('23.696')).getByRole('button', { name: '分配' }));
    expect(await screen.findByRole('dialog', { name: '分配 TH20261128001 第1行 东北玉米（国标一等）' })).toBeTruthy();
  });

  it('submits the ticked allocations after a confirm', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<AllocationPage />, { menu: MENU, buttons: ['allocation:submit'] });
    await screen.findByText('23.696');
    expect(within(rowOf('23.696')).queryByRole('button', { name: '取消分配' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: '分配记录' }));
    await screen.findByText('DB20261128001');
    expect(within(rowOf('DB20261128001')).getByText('未提交')).toBeTruthy();
    await user.click(within(rowOf('DB20261128001')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    expect(screen.queryByRole('menuitem', { name: '取消分配' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: '提交分配' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定提交选中的1条分配吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(submitAllocations).toHaveBeenCalledWith([11]));
    expect(await screen.findByText('提交成功')).toBeTruthy();
  });

  it('cancels the ticked allocations (allocation:cancel)', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<AllocationPage />, { menu: MENU, buttons: ['allocation:cancel'] });
    await screen.findByText('23.696');
    expect(within(rowOf('23.696')).queryByRole('button', { name: '分配' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: '分配记录' }));
    await screen.findByText('DB20261128001');
    await user.click(within(rowOf('DB20261128001')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '取消分配' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(cancelAllocations).toHaveBeenCalledWith([11]));
  });
});

describe('<AllocateDialog>', () => {
  it('refuses more than is available, exactly, then sends the org, store and quantity', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderPageWithButtons(<AllocateDialog line={line} orgs={orgs} onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ['allocation:submit'] });
    const dialog = await screen.findByRole('dialog', { name: /^分配/ });
    await user.click(within(dialog).getByRole('button', { name: /调入组织/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '保定饲料有限公司' }));
    await waitFor(() => expect(fetchSubInventories).toHaveBeenCalledWith('101002'));
    await user.click(within(dialog).getByRole('button', { name: /子库存/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '原料一库' }));
    const quantity = within(dialog).getByRole('textbox', { name: /数量/ });
    await user.type(quantity, '23.697');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('数量不能超过可分配数量23.696');
    expect(allocateMaterial).not.toHaveBeenCalled();
    await user.clear(quantity);
    await user.type(quantity, '23.696');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(allocateMaterial).toHaveBeenCalledWith({ pickMaterialId: 7, targetOrgCode: '101002', subInventory: 'YL01', quantity: '23.696' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
