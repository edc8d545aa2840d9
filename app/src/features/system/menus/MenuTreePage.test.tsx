/** 菜单管理 editing on the page: 新增 / 新增下级 / 编辑 / 删除 behind their buttons, a 409 in the dialog, the tree reloaded. */
import type { AdminMenu } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { addMenu, deleteMenu, fetchAdminMenuTree, updateMenu } from '../api/menuOrgAdminApi';
import { MenuTreePage } from './MenuTreePage';

const menu = (id: number, parentId: number, menuCode: string, menuName: string, menuType: 1 | 2, children?: AdminMenu[]): AdminMenu => ({
  id,
  parentId,
  menuName,
  menuNameEn: null,
  menuCode,
  menuType,
  pathUrl: menuType === 1 ? `/${menuCode.replace(/:/g, '/')}` : null,
  pageUrl: null,
  icon: null,
  hidden: 0,
  keepAlive: 0,
  activeMenu: null,
  moduleName: null,
  belongsTo: 1,
  sortNumber: id,
  version: 2,
  ...(children ? { children } : {}),
});

const TREE = [menu(1, 0, 'system', '系统管理', 1, [menu(2, 1, 'system:menu', '菜单管理', 1, [menu(3, 2, 'system:menu:add', '新增菜单', 2)])])];

vi.mock('../api/menuOrgAdminApi', () => ({
  CONFLICT_STATUS: 409,
  fetchAdminMenuTree: vi.fn(async () => TREE),
  addMenu: vi.fn(async () => ({ data: null, message: '新增成功' })),
  updateMenu: vi.fn(async () => ({ data: null, message: '修改成功' })),
  deleteMenu: vi.fn(async () => ({ data: null, message: '删除成功' })),
}));

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const ALL = ['system:menu:add', 'system:menu:edit', 'system:menu:delete'];
const open = (buttons: string[]) => renderPageWithButtons(<MenuTreePage />, { menu: ['system', 'system:menu'], buttons });
const stale = () => Object.assign(new Error('数据已被他人修改，请刷新后重试'), { shown: false, status: 409, code: 409 });

describe('菜单管理 editing', { timeout: 20_000 }, () => {
  it('opens the way to a match typed before the tree arrived', async () => {
    let arrive: (tree: AdminMenu[]) => void = () => undefined;
    vi.mocked(fetchAdminMenuTree).mockImplementationOnce(() => new Promise<AdminMenu[]>((resolve) => (arrive = resolve)));
    const user = userEvent.setup();
    open([]);
    await user.type(await screen.findByRole('searchbox', { name: '菜单名称或编码' }), 'menu:add');
    arrive(TREE);
    const grid = await screen.findByRole('treegrid', { name: '菜单管理' });
    // 新增菜单 is on the third level: shown only if the search opened 系统管理 and 菜单管理.
    expect(await within(grid).findByRole('row', { name: /新增菜单/ })).toBeTruthy();
  });

  it('shows 新增, 新增下级, 编辑 and 删除 only with their buttons', async () => {
    open([]);
    await screen.findByText('系统管理', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑 系统管理' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 系统管理' })).toBeNull();
    cleanup();
    open(ALL);
    await screen.findByText('系统管理', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增下级 系统管理' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '编辑 系统管理' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除 系统管理' })).toBeTruthy();
  });

  it('adds a page under a page and reloads the tree', async () => {
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('系统管理', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '新增下级 系统管理' }));
    const dialog = await screen.findByRole('dialog', { name: '新增下级：系统管理' });
    const code = within(dialog).getByRole('textbox', { name: /菜单编码/ }) as HTMLInputElement;
    expect(code.value).toBe('system:');
    await user.type(code, 'audit');
    await user.type(within(dialog).getByRole('textbox', { name: /^菜单名称/ }), '审计');
    await user.type(within(dialog).getByRole('textbox', { name: /英文名称/ }), 'Audit');
    await user.type(within(dialog).getByRole('textbox', { name: /路由地址/ }), '/system/audit');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addMenu).toHaveBeenCalledWith({
      parentId: 1,
      menuCode: 'system:audit',
      menuName: '审计',
      menuNameEn: 'Audit',
      menuType: 1,
      pathUrl: '/system/audit',
      sortNumber: 3,
      hidden: 0,
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(fetchAdminMenuTree).toHaveBeenCalledTimes(2));
  });

  it('edits a menu with its version and shows a stale version in the dialog', async () => {
    vi.mocked(updateMenu).mockRejectedValueOnce(stale());
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('系统管理', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '编辑 系统管理' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑菜单：system' });
    expect((within(dialog).getByRole('textbox', { name: /菜单编码/ }) as HTMLInputElement).disabled).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: /^菜单名称/ });
    await user.clear(name);
    await user.type(name, '系统设置');
    await user.click(within(dialog).getByRole('checkbox', { name: '在侧边菜单中隐藏' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(updateMenu).toHaveBeenCalledWith({ id: 1, version: 2, menuName: '系统设置', menuNameEn: null, pathUrl: '/system', sortNumber: 1, hidden: 1 });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('数据已被他人修改：数据已被他人修改，请刷新后重试');
    await user.click(within(alert).getByRole('button', { name: '刷新并关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fetchAdminMenuTree).toHaveBeenCalledTimes(2));
  });

  it('deletes only after a confirm', async () => {
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('系统管理', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '删除 系统管理' }));
    const confirm = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(confirm.textContent).toContain('确定删除“系统管理”（system）吗？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleteMenu).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '删除 系统管理' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, { timeout: 5000 })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleteMenu).toHaveBeenCalledWith({ id: 1, version: 2 }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });
});
