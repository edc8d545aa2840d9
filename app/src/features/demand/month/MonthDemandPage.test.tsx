import type { MonthDemandRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { checkMonthDemand, deleteMonthDemands, fetchMonthDemandDetail, fetchMonthDemandPage } from '../api/monthDemandApi';
import { MonthDemandPage } from './MonthDemandPage';

vi.mock('../api/monthDemandApi', () => ({
  MONTH_DEMAND_URLS: { itemImport: '/demand/api/v1/month-demand-item/import', items: '/demand/api/v1/month-demand-item/page' },
  fetchMonthDemandPage: vi.fn(),
  fetchMonthDemandDetail: vi.fn(),
  checkMonthDemand: vi.fn(),
  deleteMonthDemands: vi.fn(),
  copyMonthDemand: vi.fn(),
  exportMonthItems: vi.fn(),
  generateMonthItems: vi.fn(),
  saveMonthDemand: vi.fn(),
}));

const MENU: [string, string] = ['demand', 'demand:month'];
const base = { orgCode: 'ORG1', orgName: '一厂', categoryCode: 'CAT1', categoryName: '玉米', submitCount: 0, yearDemandId: null, remark: null, createdTime: '2026-11-01 10:00:00', updatedTime: '2026-11-01 10:00:00', version: 1 };
const open: MonthDemandRow = { ...base, id: 1, demandNo: 'MD1', yearMonth: '2026-12', status: 'new' };
const approved: MonthDemandRow = { ...base, id: 2, demandNo: 'MD2', yearMonth: '2026-11', status: 'approved' };
const ALL = ['demand:month:add', 'demand:month:edit', 'demand:month:delete', 'demand:month:import', 'demand:month:export', 'demand:month:copy', 'demand:month:check'];

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchMonthDemandPage).mockReset().mockResolvedValue({ data: [open, approved], total: 2 });
  vi.mocked(checkMonthDemand).mockReset();
  vi.mocked(deleteMonthDemands).mockReset();
  vi.mocked(fetchMonthDemandDetail).mockReset().mockResolvedValue({ ...open, items: [] });
});
afterEach(cleanup);

describe('<MonthDemandPage>', () => {
  it('shows only 详情 without the buttons', async () => {
    renderPageWithButtons(<MonthDemandPage />, { menu: MENU, buttons: [] });
    await screen.findByText('MD1');
    for (const name of ['新增', '导入', '导出', '编辑', '复制', '提交审批', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getAllByRole('button', { name: '详情' })).toHaveLength(2);
  });

  it('edits, submits and deletes open plans only; 提交审批 asks first and reloads', async () => {
    const user = userEvent.setup();
    vi.mocked(checkMonthDemand).mockResolvedValue({ data: { id: 1, demandNo: 'MD1', status: 'inProcess', version: 2 }, message: '已提交OA审批' });
    renderPageWithButtons(<MonthDemandPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('MD1');
    for (const name of ['新增', '导入', '导出']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '复制' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '提交审批' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定将月度需求计划 MD1 提交OA审批吗？');
    await user.click(within(confirm).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(checkMonthDemand).toHaveBeenCalledWith(1, 1));
    await waitFor(() => expect(fetchMonthDemandPage).toHaveBeenCalledTimes(2));
  });

  it('复制 asks the month to copy to', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<MonthDemandPage />, { menu: MENU, buttons: ['demand:month:copy'] });
    await screen.findByText('MD2');
    await user.click(screen.getAllByRole('button', { name: '复制' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: '复制月度需求计划 MD2' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择复制到的月份');
  });
});
