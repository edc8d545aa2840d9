import type { AllocatePositionStoreList, MonthDemandRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchAllocateStoreList, saveAllocatePosition, synchAllocatePositions } from '../api/allocatePositionApi';
import { AllocatePositionDialog } from './AllocatePositionDialog';

vi.mock('../api/allocatePositionApi', () => ({
  fetchAllocateStoreList: vi.fn(),
  saveAllocatePosition: vi.fn(),
  synchAllocatePositions: vi.fn(),
}));

const MENU: [string, string] = ['demand', 'demand:month'];
const plan = { id: 5, demandNo: 'YD1', yearMonth: '2026-12', orgCode: '101001', orgName: '河北饲料有限公司', categoryCode: '100101', categoryName: '玉米', status: 'approved', submitCount: 1, yearDemandId: null, remark: null, createdTime: '', updatedTime: '', version: 1 } as MonthDemandRow;
const position = (id: number, allocatedQuantity: string, syncState: 'SUCCESS' | 'PENDING' | null) => ({
  id,
  matCode: 'M1',
  matName: '玉米一',
  unitCode: 'T',
  positionCode: `A-0${id}`,
  positionName: `原料库A区-0${id}`,
  capacity: '100.000',
  allocatedQuantity,
  freeCapacity: '0.000',
  syncState,
  syncTime: null,
  remark: null,
  version: 3,
});
const list = (first: string, state: 'SUCCESS' | 'PENDING' | null): AllocatePositionStoreList => ({
  orgCode: '101001',
  stores: [{ storeOrgCode: '10100101', subInventoryCode: 'YL01', subInventoryName: '原料一号库', capacity: '200.000', allocatedQuantity: '0', freeCapacity: '0', positions: [position(1, first, state), position(2, '10.000', null)] }],
});

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchAllocateStoreList).mockReset().mockResolvedValue(list('20.000', 'SUCCESS'));
  vi.mocked(saveAllocatePosition).mockReset().mockResolvedValue({ data: { id: 1, version: 4, syncState: null }, message: '修改成功' });
  vi.mocked(synchAllocatePositions).mockReset().mockResolvedValue({ data: { logIds: [7, 8] }, message: '已提交同步仓储' });
});
afterEach(cleanup);

describe('<AllocatePositionDialog>', () => {
  it('edits an allocation, refuses one over capacity, saves the changed one and synchs all', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<AllocatePositionDialog row={plan} canEdit onClose={vi.fn()} />, { menu: MENU, buttons: ['demand:month:edit'] });
    const dialog = await screen.findByRole('dialog', { name: '库位分配 河北饲料有限公司' });
    await waitFor(() => expect(fetchAllocateStoreList).toHaveBeenCalledWith('101001'));
    expect((await within(dialog).findByTestId('sync-1')).textContent).toBe('已同步');
    expect(within(dialog).getByTestId('sync-2').textContent).toBe('未同步');

    const field = within(dialog).getByRole('textbox', { name: '原料库A区-01 分配数量' });
    await user.clear(field);
    await user.type(field, '100.5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('库位 原料库A区-01 的分配数量超过库位容量');
    expect(saveAllocatePosition).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '99.999');
    vi.mocked(fetchAllocateStoreList).mockResolvedValue(list('99.999', null));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveAllocatePosition).toHaveBeenCalledTimes(1));
    expect(saveAllocatePosition).toHaveBeenCalledWith(expect.objectContaining({ id: 1, version: 3, orgCode: '101001', storeOrgCode: '10100101', subInventoryCode: 'YL01', allocatedQuantity: '99.999' }));

    vi.mocked(fetchAllocateStoreList).mockResolvedValue(list('99.999', 'PENDING'));
    await user.click(within(dialog).getByRole('button', { name: '同步仓储' }));
    await waitFor(() => expect(synchAllocatePositions).toHaveBeenCalledWith([1, 2]));
    await waitFor(() => expect(within(dialog).getByTestId('sync-1').textContent).toBe('同步中'));
  });

  it('shows the gateway’s 409 in place, and only reads without demand:month:edit', async () => {
    const user = userEvent.setup();
    vi.mocked(saveAllocatePosition).mockRejectedValue(Object.assign(new Error('数据已被修改'), { status: 409, code: 409, shown: false }));
    renderPageWithButtons(<AllocatePositionDialog row={plan} canEdit onClose={vi.fn()} />, { menu: MENU, buttons: ['demand:month:edit'] });
    const dialog = await screen.findByRole('dialog', { name: '库位分配 河北饲料有限公司' });
    const field = await within(dialog).findByRole('textbox', { name: '原料库A区-02 分配数量' });
    await user.clear(field);
    await user.type(field, '12');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('库位已被他人修改，请关闭后重新打开');
    cleanup();

    renderPageWithButtons(<AllocatePositionDialog row={plan} canEdit={false} onClose={vi.fn()} />, { menu: MENU, buttons: [] });
    const readOnly = await screen.findByRole('dialog', { name: '库位分配 河北饲料有限公司' });
    await within(readOnly).findByTestId('sync-1');
    expect(within(readOnly).queryByRole('button', { name: '保存' })).toBeNull();
    expect(within(readOnly).queryByRole('button', { name: '同步仓储' })).toBeNull();
    expect(within(readOnly).queryByRole('textbox')).toBeNull();
  });
});
