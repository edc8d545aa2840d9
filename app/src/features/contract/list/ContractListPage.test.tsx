import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { batchCloseContracts, batchCopyContracts, changeContractStatus, exportContracts, fetchContractPage } from '../api/contractApi';
import { ContractListPage } from './ContractListPage';
import { prefetchFirstPage } from './contractListEarly';
import type { ContractListItem } from '../api/rows';

vi.mock('../api/contractApi', () => ({
  fetchContractPage: vi.fn(),
  changeContractStatus: vi.fn(),
  batchCloseContracts: vi.fn(),
  batchCopyContracts: vi.fn(),
  exportContracts: vi.fn(),
}));

const contract = (id: number, contractName: string, status: string): ContractListItem => ({
  id,
  version: 3,
  contractNo: `HT00${id}`,
  contractName,
  contractCategory: 'basis',
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  supplierSn: 'S001',
  supplierName: '大连粮食贸易有限公司',
  categoryCode: '100101',
  categoryName: '玉米',
  signDate: '2025-01-02',
  totalQuantity: '1000',
  totalAmount: '1234567.5',
  status,
});

function renderPage(buttons: string[]) {
  renderPageWithButtons(<ContractListPage />, { menu: ['contract', 'contract:list'], buttons });
}

giveGridALayout();

beforeEach(() => {
  vi.mocked(fetchContractPage).mockReset();
  vi.mocked(fetchContractPage).mockResolvedValue({ data: [contract(1, '新建玉米合同', 'draft'), contract(2, '已发送豆粕合同', 'SENT'), contract(3, '审批中合同', 'APPROVING')], total: 3 });
  vi.mocked(changeContractStatus).mockReset();
  vi.mocked(changeContractStatus).mockResolvedValue({ data: { id: 1, status: 'APPROVING', version: 4 }, message: '操作成功' });
  vi.mocked(batchCloseContracts).mockReset();
});
afterEach(cleanup);

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;
const buttonsOf = (name: string) => within(rowOf(name)).queryAllByRole('button').map((button) => button.textContent);

describe('<ContractListPage>', () => {
  it('asks for 20 contracts a page and shows their status tags and money', async () => {
    renderPage([]);
    expect(await screen.findByText('新建玉米合同')).toBeTruthy();
    expect(fetchContractPage).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 20 }));
    expect(screen.getByRole('heading', { level: 1, name: '合同列表' })).toBeTruthy();
    expect(within(rowOf('新建玉米合同')).getByText('草稿')).toBeTruthy();
    expect(within(rowOf('已发送豆粕合同')).getByText('已发送供应商')).toBeTruthy();
    expect(within(rowOf('新建玉米合同')).getByText('1,234,567.50')).toBeTruthy();
  });

  // One render a case: the page rendered three times in one test passed the 5 s limit on a busy machine.
  it.each([
    { held: [], draft: ['详情'], sent: ['详情'], approving: ['详情'] },
    { held: ['contract:submit'], draft: ['详情', '提交审批'], sent: ['详情'], approving: ['详情'] },
    // 编辑 (contract:edit) opens the editor on drafts and rejected contracts only.
    { held: ['contract:submit', 'contract:edit', 'contract:close'], draft: ['详情', '编辑', '提交审批', '作废'], sent: ['详情', '作废'], approving: ['详情'] },
  ])('offers only the moves the status allows and the user holds the button of: $held', async ({ held, draft, sent, approving }) => {
    renderPage(held);
    await screen.findByText('新建玉米合同');
    expect(buttonsOf('新建玉米合同')).toEqual(draft);
    expect(buttonsOf('已发送豆粕合同')).toEqual(sent);
    expect(buttonsOf('审批中合同')).toEqual(approving);
    expect(within(rowOf('新建玉米合同')).getByRole('link', { name: 'HT001' }).getAttribute('href')).toBe('/contract/detail?id=1');
    expect(screen.queryByRole('button', { name: '批量操作' }) !== null).toBe(held.includes('contract:close'));
  });

  it('shows the first page asked for while it opened, and asks the gateway again on a reload', async () => {
    const user = userEvent.setup();
    // As the sidebar's click or a reload of /contract/list does (router/pageData.ts): silent, early.
    prefetchFirstPage();
    expect(fetchContractPage).toHaveBeenCalledWith({ page: 1, pageSize: 20 }, expect.objectContaining({ silent: true }));
    renderPage([]);
    expect(await screen.findByText('新建玉米合同')).toBeTruthy();
    // The table's first load was that request (the same parameters), not a second one.
    expect(fetchContractPage).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(fetchContractPage).toHaveBeenCalledTimes(2));
    expect(vi.mocked(fetchContractPage).mock.calls[1]).toEqual([expect.objectContaining({ page: 1, pageSize: 20 })]);
  });

  it('shows an early answer that has already come in its first render, without asking again', async () => {
    const user = userEvent.setup();
    await prefetchFirstPage();
    renderPage([]);
    // No wait: the rows are in the render that mounted the page.
    expect(screen.getByText('新建玉米合同')).toBeTruthy();
    expect(fetchContractPage).toHaveBeenCalledTimes(1);
    // Handed over once: a reload asks the gateway.
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(fetchContractPage).toHaveBeenCalledTimes(2));
  });

  it('submits with the id and version, then reloads the list', async () => {
    const user = userEvent.setup();
    renderPage(['contract:submit']);
    await screen.findByText('新建玉米合同');
    await user.click(within(rowOf('新建玉米合同')).getByRole('button', { name: '提交审批' }));
    expect(changeContractStatus).toHaveBeenCalledWith({ id: 1, version: 3, action: 'submit' });
    await waitFor(() => expect(fetchContractPage).toHaveBeenCalledTimes(2));
  });

  it('does not void when the confirm dialog is cancelled', async () => {
    const user = userEvent.setup();
    renderPage(['contract:edit']);
    await screen.findByText('已发送豆粕合同');
    await user.click(within(rowOf('已发送豆粕合同')).getByRole('button', { name: '作废' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定作废合同HT002吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changeContractStatus).not.toHaveBeenCalled();
  });

  it('voids with the id and version once confirmed', async () => {
    const user = userEvent.setup();
    renderPage(['contract:edit']);
    await screen.findByText('已发送豆粕合同');
    await user.click(within(rowOf('已发送豆粕合同')).getByRole('button', { name: '作废' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(changeContractStatus).toHaveBeenCalledWith({ id: 2, version: 3, action: 'cancel' }));
  });

  it('closes the selected contracts after confirming and shows the gateway message', async () => {
    vi.mocked(batchCloseContracts).mockResolvedValue({ data: { closed: 1 }, message: '已关闭1个合同' });
    const user = userEvent.setup();
    renderPage(['contract:close']);
    await screen.findByText('审批中合同');
    await user.click(within(rowOf('审批中合同')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '批量关闭' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定关闭选中的1个合同吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(batchCloseContracts).toHaveBeenCalledWith([3]));
    expect(await screen.findByText('已关闭1个合同')).toBeTruthy();
  });

  it('copies the selected contracts with contract:copy, shows 复制成功 and reloads', async () => {
    vi.mocked(batchCopyContracts).mockResolvedValue({ data: { ids: [11, 12] }, message: '复制成功' });
    const user = userEvent.setup();
    renderPage(['contract:copy']);
    await screen.findByText('审批中合同');
    await user.click(within(rowOf('审批中合同')).getByRole('checkbox'));
    await user.click(within(rowOf('新建玉米合同')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    expect(screen.queryByRole('menuitem', { name: '批量关闭' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: '批量复制' }));
    await waitFor(() => expect(batchCopyContracts).toHaveBeenCalledWith([3, 1]));
    expect(await screen.findByText('复制成功')).toBeTruthy();
    await waitFor(() => expect(fetchContractPage).toHaveBeenCalledTimes(2));
  });

  it('exports through a download task only for holders of contract:export', async () => {
    vi.mocked(exportContracts).mockResolvedValue({ id: 9, fileName: '合同列表20250101000000.xlsx' });
    const user = userEvent.setup();
    renderPage([]);
    await screen.findByText('新建玉米合同');
    expect(screen.queryByRole('button', { name: '下载' })).toBeNull();
    cleanup();

    renderPage(['contract:export']);
    await screen.findByText('新建玉米合同');
    await user.click(screen.getByRole('button', { name: '下载' }));
    await waitFor(() => expect(exportContracts).toHaveBeenCalledWith(expect.objectContaining({ page: 1 }), '合同列表'));
    expect(await screen.findByText('导出任务已创建，请在下载中心查看')).toBeTruthy();
  });

  it('closes the whole result by the current search after a confirm naming its size', async () => {
    vi.mocked(fetchContractPage).mockResolvedValue({ data: [contract(1, '新建玉米合同', 'draft'), contract(2, '已发送豆粕合同', 'SENT'), contract(3, '审批中合同', 'APPROVING')], total: 45 });
    vi.mocked(batchCloseContracts).mockResolvedValue({ data: { closed: 44 }, message: '已关闭44个合同' });
    const user = userEvent.setup();
    renderPage(['contract:close', 'contract:copy']);
    await screen.findByText('审批中合同');
    await user.type(screen.getByRole('textbox', { name: '合同名称' }), '玉米');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(fetchContractPage).toHaveBeenLastCalledWith(expect.objectContaining({ 'contractName.contains': '玉米' })));
    await screen.findByText('审批中合同');

    await user.click(screen.getByRole('checkbox', { name: /全选|select all/i }));
    await user.click(await screen.findByRole('button', { name: '选择全部 45 条' }));
    // One row unticked after selecting the whole result: 44 go.
    await user.click(within(rowOf('新建玉米合同')).getByRole('checkbox'));
    expect(screen.getByText('已选择查询结果全部 44 条')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '批量关闭' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定关闭查询到的44个合同吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(batchCloseContracts).toHaveBeenCalledWith({ query: expect.objectContaining({ page: 1, pageSize: 20, 'contractName.contains': '玉米' }), excludeIds: [1] }),
    );
    expect(await screen.findByText('已关闭44个合同')).toBeTruthy();

    // The list reloads with the selection cleared.
    await waitFor(() => expect(screen.queryByText('已选择查询结果全部 44 条')).toBeNull());
  });

  it('copies the whole result after a confirm naming its size', async () => {
    vi.mocked(fetchContractPage).mockResolvedValue({ data: [contract(1, '新建玉米合同', 'draft'), contract(2, '已发送豆粕合同', 'SENT'), contract(3, '审批中合同', 'APPROVING')], total: 45 });
    vi.mocked(batchCopyContracts).mockReset();
    vi.mocked(batchCopyContracts).mockResolvedValue({ data: { ids: [] }, message: '复制成功' });
    const user = userEvent.setup();
    renderPage(['contract:copy']);
    await screen.findByText('审批中合同');
    await user.click(screen.getByRole('checkbox', { name: /全选|select all/i }));
    await user.click(await screen.findByRole('button', { name: '选择全部 45 条' }));
    await user.click(screen.getByRole('button', { name: '批量操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '批量复制' }));
    const copyDialog = await screen.findByRole('alertdialog');
    expect(copyDialog.textContent).toContain('确定复制查询到的45个合同吗？');
    await user.click(within(copyDialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(batchCopyContracts).toHaveBeenCalledWith({ query: expect.objectContaining({ page: 1, pageSize: 20 }) }));
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });
});
