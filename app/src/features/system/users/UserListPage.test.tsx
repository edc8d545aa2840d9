import type { LoginInfo, Menu, SysUserListItem } from '@srm/gateway/contract';
import { ConfirmProvider, LocaleProvider, ThemeProvider, ToastProvider } from '@srm/design-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginInfoAtom } from '../../../state/session';
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

const menu = (menuCode: string, menuType: 1 | 2, children: Menu[] = []) => ({ menuCode, menuType, children }) as unknown as Menu;

function renderPage(buttons: string[]) {
  const store = createStore();
  store.set(loginInfoAtom, {
    sysUserInfo: { id: 1 },
    menuList: [menu('system', 1, [menu('system:user', 1, buttons.map((code) => menu(code, 2)))])],
    orgList: [],
  } as unknown as LoginInfo);
  render(
    <Provider store={store}>
      <ThemeProvider>
        <LocaleProvider>
          <ToastProvider>
            <ConfirmProvider>
              <UserListPage />
            </ConfirmProvider>
          </ToastProvider>
        </LocaleProvider>
      </ThemeProvider>
    </Provider>,
  );
}

// happy-dom has no layout: give the grid's scroller a size so the windowed rows render.
const sizes = { offsetHeight: 600, offsetWidth: 1600, clientHeight: 600, clientWidth: 1600 } as const;
const saved = Object.fromEntries(Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

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
