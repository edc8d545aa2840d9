import type { ContractChangeRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { ApiError } from '../../../api/envelope';
import { DETAIL_LOAD } from '../../../api/outcome';
import { deleteChanges, fetchChangeDetail, fetchChangePage, submitChange } from '../api/changeApi';
import { ContractChangePage } from './ContractChangePage';

vi.mock('../api/changeApi', () => ({
  fetchChangePage: vi.fn(),
  fetchChangeDetail: vi.fn(),
  saveChange: vi.fn(),
  submitChange: vi.fn(),
  deleteChanges: vi.fn(),
  downloadChangeFile: vi.fn(),
  fetchChangeableContracts: vi.fn(),
}));

const change = (id: number, reason: string, status: ContractChangeRow['status']): ContractChangeRow => ({
  id,
  changeNo: `CG1-BG${id}-${id}`,
  contractId: 30 + id,
  contractNo: `CG10${id}`,
  contractName: '玉米采购合同',
  supplierName: '中粮贸易（大连）有限公司',
  orgCode: '101001',
  categoryCode: '100101',
  changeVersion: 1,
  status,
  reason,
  totalQuantity: '130.000',
  totalAmount: '320000.5',
  conflictReason: status === 'CONFLICT' ? '合同已有更新的变更，本变更未生效' : null,
  createdTime: '2026-11-22T05:00:00.000Z',
  updatedTime: '2026-11-22T05:00:00.000Z',
  version: 2,
});

function renderPage(buttons: string[]) {
  renderPageWithButtons(<ContractChangePage />, { menu: ['contract', 'contract:change'], buttons, path: '/contract/change' });
}

giveGridALayout();

beforeEach(() => {
  vi.mocked(fetchChangePage).mockReset();
  vi.mocked(fetchChangePage).mockResolvedValue({ data: [change(1, '草稿变更', 'draft'), change(2, '审批中变更', 'APPROVING'), change(3, '冲突变更', 'CONFLICT')], total: 3 });
  vi.mocked(submitChange).mockReset();
  vi.mocked(submitChange).mockResolvedValue({ data: { id: 1, status: 'APPROVING', version: 3 }, message: '提交成功' });
  vi.mocked(deleteChanges).mockReset();
  vi.mocked(deleteChanges).mockResolvedValue({ message: '删除成功' });
});
afterEach(cleanup);

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const buttonsOf = (text: string) => within(rowOf(text)).queryAllByRole('button').map((button) => button.textContent);

describe('<ContractChangePage> list', () => {
  it('lists the changes 20 a page with their status tags, money and links', async () => {
    renderPage([]);
    expect(await screen.findByText('草稿变更')).toBeTruthy();
    expect(fetchChangePage).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 20 }));
    expect(screen.getByRole('heading', { level: 1, name: '合同变更' })).toBeTruthy();
    expect(within(rowOf('冲突变更')).getByText('变更冲突')).toBeTruthy();
    expect(within(rowOf('草稿变更')).getByText('320,000.50')).toBeTruthy();
    expect(within(rowOf('草稿变更')).getByRole('link', { name: 'CG1-BG1-1' }).getAttribute('href')).toBe('/contract/change?id=1');
    expect(within(rowOf('草稿变更')).getByRole('link', { name: 'CG101' }).getAttribute('href')).toBe('/contract/detail?id=31');
    expect(screen.queryByRole('button', { name: '新增变更' })).toBeNull();
  });

  // One render a case: a page rendered three times in one test was slow enough on a busy machine to need a longer limit.
  it.each([
    { held: [], draft: ['详情', '下载'] },
    { held: ['contract:change:submit'], draft: ['详情', '提交', '下载'] },
    {
      held: ['contract:change:add', 'contract:change:edit', 'contract:change:submit', 'contract:change:delete'],
      draft: ['详情', '编辑', '提交', '删除', '下载'],
      conflict: ['详情', '编辑', '提交', '删除', '下载'],
      approving: ['详情', '下载'],
    },
  ])('offers 编辑 / 提交 / 删除 by status and by the buttons held: $held', async ({ held, draft, conflict, approving }) => {
    renderPage(held);
    await screen.findByText('草稿变更');
    expect(buttonsOf('草稿变更')).toEqual(draft);
    if (conflict) expect(buttonsOf('冲突变更')).toEqual(conflict);
    if (approving) expect(buttonsOf('审批中变更')).toEqual(approving);
    expect(screen.queryByRole('button', { name: '新增变更' }) !== null).toBe(held.includes('contract:change:add'));
  });

  it('does not submit when the confirm is cancelled', async () => {
    const user = userEvent.setup();
    renderPage(['contract:change:submit']);
    await screen.findByText('草稿变更');
    await user.click(within(rowOf('草稿变更')).getByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定提交变更单CG1-BG1-1吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(submitChange).not.toHaveBeenCalled();
  });

  it('submits with the id and version once confirmed, then reloads', async () => {
    const user = userEvent.setup();
    renderPage(['contract:change:submit']);
    await screen.findByText('草稿变更');
    await user.click(within(rowOf('草稿变更')).getByRole('button', { name: '提交' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(submitChange).toHaveBeenCalledWith(1, 2));
    await waitFor(() => expect(fetchChangePage).toHaveBeenCalledTimes(2));
  });

  it('deletes a conflicting change once confirmed', async () => {
    const user = userEvent.setup();
    renderPage(['contract:change:delete']);
    await screen.findByText('冲突变更');
    await user.click(within(rowOf('冲突变更')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定删除变更单CG1-BG3-3吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleteChanges).toHaveBeenCalledWith([3]));
  });

  it('asks for the contract before opening the editor of a new change', async () => {
    const user = userEvent.setup();
    renderPage(['contract:change:add']);
    await screen.findByText('草稿变更');
    await user.click(screen.getByRole('button', { name: '新增变更' }));
    const dialog = await screen.findByRole('dialog', { name: '选择要变更的合同' });
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('请选择合同')).toBeTruthy();
  });
});

describe('<ContractChangePage> detail', () => {
  it('tells a change that is missing or out of scope once, in the page, with a way back to the list', async () => {
    vi.mocked(fetchChangeDetail).mockReset().mockRejectedValue(new ApiError('变更单不存在或无权查看', 404, 404));
    renderPageWithButtons(<ContractChangePage />, { menu: ['contract', 'contract:change'], buttons: [], path: '/contract/change?id=77' });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('变更单不存在或无权查看');
    expect(within(notice).getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/contract/change');
    expect(fetchChangeDetail).toHaveBeenCalledWith(77, DETAIL_LOAD);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
