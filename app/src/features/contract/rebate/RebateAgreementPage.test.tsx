import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { deleteRebates, fetchRebateDetail, fetchRebatePage, fetchSupplierContracts, moveRebate, saveRebate } from '../api/rebateApi';
import { RebateAgreementPage } from './RebateAgreementPage';
import type { RebateAgreement } from '../api/rows';

vi.mock('../api/rebateApi', () => ({
  fetchRebatePage: vi.fn(),
  fetchRebateDetail: vi.fn(),
  saveRebate: vi.fn(),
  deleteRebates: vi.fn(),
  moveRebate: vi.fn(),
  fetchSupplierContracts: vi.fn(),
}));
vi.mock('../api/contractApi', () => ({ fetchSupplierOptions: vi.fn(async () => ({ options: [], total: 0 })) }));

const agreement = (id: number, status: RebateAgreement['status'], remark: string): RebateAgreement => ({
  id,
  rebateNo: `FL1010012026110000${id}`,
  supplierSn: 'S001',
  supplierName: '大连粮食贸易有限公司',
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  year: 2026,
  rebateType: 'rebate',
  timing: 'afterEnd',
  quantityBasis: 2,
  rate: '1.5000',
  amount: null,
  status,
  remark,
  createdBy: 'admin',
  createdTime: '2026-11-22T01:00:00.000Z',
  updatedTime: '2026-11-22T01:00:00.000Z',
  version: 4,
});

function renderPage(buttons: string[]) {
  renderPageWithButtons(<RebateAgreementPage />, { menu: ['contract', 'contract:rebate-list'], buttons });
}

giveGridALayout();
// Each test renders the page and its grid; on a busy machine that alone can take seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchRebatePage).mockReset();
  vi.mocked(fetchRebatePage).mockResolvedValue({
    data: [agreement(1, 'new', '新建的协议'), agreement(2, 'inProcess', '审批中的协议'), agreement(3, 'approved', '已通过的协议'), agreement(4, 'rejected', '被驳回的协议')],
    total: 4,
  });
  vi.mocked(moveRebate).mockReset();
  vi.mocked(moveRebate).mockResolvedValue({ data: { id: 1, status: 'inProcess', version: 5 }, message: '提交成功' });
  vi.mocked(deleteRebates).mockReset();
  vi.mocked(saveRebate).mockReset();
  vi.mocked(fetchRebateDetail).mockReset();
  vi.mocked(fetchSupplierContracts).mockReset();
  vi.mocked(fetchSupplierContracts).mockResolvedValue([{ id: 31, contractNo: 'HT031', contractName: '玉米合同' }]);
});
afterEach(cleanup);

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const buttonsOf = (text: string) => within(rowOf(text)).queryAllByRole('button').map((button) => button.textContent);

describe('<RebateAgreementPage>', () => {
  it('lists the agreements by number, 20 a page, with no actions for a user without the buttons', async () => {
    renderPage([]);
    expect(await screen.findByText('新建的协议')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '返利协议' })).toBeTruthy();
    expect(fetchRebatePage).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 20 }));
    expect(within(rowOf('新建的协议')).getByText('FL10100120261100001')).toBeTruthy();
    expect(within(rowOf('新建的协议')).getByText('1.5000%')).toBeTruthy();
    expect(buttonsOf('新建的协议')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('offers each action in the statuses that allow it, by the buttons held', async () => {
    renderPage(['contract:rebate']);
    await screen.findByText('新建的协议');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(buttonsOf('新建的协议')).toEqual(['编辑', '删除']);
    expect(buttonsOf('审批中的协议')).toEqual(['撤回']);
    expect(buttonsOf('已通过的协议')).toEqual(['作废']);
    expect(buttonsOf('被驳回的协议')).toEqual(['编辑']);
    cleanup();

    renderPage(['contract:rebate:submit']);
    await screen.findByText('新建的协议');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(buttonsOf('新建的协议')).toEqual(['提交']);
    expect(buttonsOf('被驳回的协议')).toEqual(['提交']);
    expect(buttonsOf('已通过的协议')).toEqual([]);
  });

  it('submits with the id and version and reloads the list', async () => {
    const user = userEvent.setup();
    renderPage(['contract:rebate:submit']);
    await screen.findByText('新建的协议');
    await user.click(within(rowOf('新建的协议')).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(moveRebate).toHaveBeenCalledWith('submit', { id: 1, version: 4 }));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    await waitFor(() => expect(fetchRebatePage).toHaveBeenCalledTimes(2));
  });

  it('voids an approved agreement only once confirmed', async () => {
    const user = userEvent.setup();
    vi.mocked(moveRebate).mockResolvedValue({ data: { id: 3, status: 'invalid', version: 5 }, message: '作废成功' });
    renderPage(['contract:rebate']);
    await screen.findByText('已通过的协议');
    await user.click(within(rowOf('已通过的协议')).getByRole('button', { name: '作废' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定作废返利协议FL10100120261100003吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(moveRebate).not.toHaveBeenCalled();
    cleanup();

    // Again (a fresh page: row actions refuse a second press within a moment), confirmed this time.
    renderPage(['contract:rebate']);
    await screen.findByText('已通过的协议');
    await user.click(within(rowOf('已通过的协议')).getByRole('button', { name: '作废' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(moveRebate).toHaveBeenCalledWith('invalid', { id: 3, version: 4 }));
    expect(await screen.findByText('作废成功')).toBeTruthy();
  });

  it('edits in a dialog: refuses both a rate and an amount with the gateway message, then saves with the version', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchRebateDetail).mockResolvedValue({ ...agreement(4, 'rejected', '被驳回的协议'), contractIds: [31] });
    vi.mocked(saveRebate).mockResolvedValue({ data: { id: 4, version: 5 }, message: '保存成功' });
    renderPage(['contract:rebate']);
    await screen.findByText('被驳回的协议');
    await user.click(within(rowOf('被驳回的协议')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑返利协议 FL10100120261100004' });
    await waitFor(() => expect(fetchSupplierContracts).toHaveBeenCalledWith('S001', '101001'));

    await user.type(within(dialog).getByRole('textbox', { name: '返利金额' }), '20000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('返利比例和返利金额须填写且只能填写一项')).toBeTruthy();
    expect(saveRebate).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: '返利比例(%)' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveRebate).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveRebate).mock.calls[0]![0]).toMatchObject({ id: 4, version: 4, rate: null, amount: '20000', contractIds: [31], supplierName: '大连粮食贸易有限公司', year: 2026 });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑返利协议 FL10100120261100004' })).toBeNull());
  });
});
