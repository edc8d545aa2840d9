import type { SysUserListItem } from '@srm/gateway/api';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchUserPage } from '../api/systemApi';
import { UserListPage } from './UserListPage';

vi.mock('../api/systemApi', () => ({
  fetchUserPage: vi.fn(),
  fetchRoles: vi.fn(async () => [{ id: 2, roleCode: 'buyer', roleName: '采购员', roleType: 2 }]),
  fetchUser: vi.fn(() => new Promise(() => undefined)),
}));

const buyer: SysUserListItem = {
  id: 7,
  account: 'buyer',
  userName: '张采购',
  employeeCode: 'E1001',
  gender: 1,
  positionDesc: '采购专员',
  jobDesc: '采购专员',
  companyDesc: '河北饲料有限公司',
  deptDesc: '采购部',
  enabled: 1,
  orgName: '河北饲料有限公司',
  createdTime: '2024-01-01T00:00:00.000Z',
  updatedTime: '2024-01-01T00:00:00.000Z',
  version: 1,
};

function renderPage(buttons: string[]) {
  renderPageWithButtons(<UserListPage />, { menu: ['system', 'system:user'], buttons });
}

giveGridALayout();

beforeEach(() => {
  vi.mocked(fetchUserPage).mockReset();
  vi.mocked(fetchUserPage).mockResolvedValue({ data: [buyer], total: 1 });
});
afterEach(cleanup);

describe('<UserListPage>', () => {
  it('asks for 10 users a page and shows them', async () => {
    renderPage([]);
    expect(await screen.findByText('张采购')).toBeTruthy();
    expect(fetchUserPage).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 10 }));
    expect(screen.getByRole('heading', { level: 1, name: '用户管理' })).toBeTruthy();
  });

  it('offers the row actions and toolbar buttons only with their button permissions', async () => {
    renderPage([]);
    await screen.findByText('张采购');
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '分配角色' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
    expect(screen.queryByRole('button', { name: '同步人员' })).toBeNull();
    cleanup();

    renderPage(['system:user:edit', 'system:user:import', 'system:user:sync']);
    await screen.findByText('张采购');
    const row = screen.getByText('张采购').closest('[role="row"]') as HTMLElement;
    expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(['编辑', '分配角色', '分配组织', '分配品类']);
    expect(screen.getByRole('button', { name: '导入' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '同步人员' })).toBeTruthy();
  });

  it('searches with the gateway filter keys', async () => {
    const user = userEvent.setup();
    renderPage([]);
    await screen.findByText('张采购');
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '张');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(fetchUserPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, pageSize: 10, 'userName.contains': '张' }));
  });
});
