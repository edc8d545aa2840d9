/** 角色管理 editing on the page: 新增/编辑, 删除 after a confirm and 分配权限 as a keyboard-operable tree, each behind its button. */
import type { Menu } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ROW_ACTION_LOCK_MS } from '@srm/design-system';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { deleteRole, fetchRoleMenus, saveRole, saveRoleMenus } from '../api/roleAdminApi';
import { RoleListPage } from './RoleListPage';
import { missingRoleFields, roleSaveBodyOf } from './roleForm';

const ROW = { id: 5, roleCode: 'buyer', roleName: '采购员', roleType: 2 as const, createdTime: '2026-01-01T00:00:00Z', updatedTime: '2026-01-01T00:00:00Z', version: 3 };

const menu = (id: number, parentId: number, menuCode: string, menuName: string, menuType: 1 | 2, children?: Menu[]): Menu => ({
  id,
  parentId,
  menuCode,
  menuName,
  menuType,
  pathUrl: null,
  pageUrl: null,
  icon: null,
  hidden: 0,
  keepAlive: 0,
  activeMenu: null,
  moduleName: null,
  belongsTo: 1,
  sortNumber: id,
  ...(children ? { children } : {}),
});
const TREE = [menu(1, 0, 'contract', '合同管理', 1, [menu(2, 1, 'contract:list', '合同列表', 1, [menu(3, 2, 'contract:list:add', '新增', 2)])])];

vi.mock('../api/adminListsApi', () => ({
  fetchRolePage: vi.fn(async () => ({ data: [ROW], total: 1 })),
}));
vi.mock('../api/roleAdminApi', () => ({
  saveRole: vi.fn(async () => ({ id: 5, version: 4, message: '修改成功' })),
  deleteRole: vi.fn(async () => ({ message: '删除成功' })),
  fetchRoleMenus: vi.fn(async () => ({ roleId: 5, roleType: 2, version: 3, menuIds: [2], menuCodes: ['contract:list'], menus: TREE })),
  saveRoleMenus: vi.fn(async () => ({ id: 5, version: 4, message: '权限分配成功' })),
}));

giveGridALayout();
beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ALL = ['system:role:add', 'system:role:edit', 'system:role:delete'];
const open = (buttons: string[]) => renderPageWithButtons(<RoleListPage />, { menu: ['system', 'system:role'], buttons });

describe('role form', () => {
  it('asks for code and name, trims them and keeps the code of a saved role', () => {
    expect(missingRoleFields({ roleCode: ' ', roleName: 'x', roleType: 2 })).toEqual(['roleCode']);
    expect(roleSaveBodyOf({ roleCode: ' qa ', roleName: ' 质检 ', roleType: 1 })).toEqual({ roleCode: 'qa', roleName: '质检', roleType: 1 });
    expect(roleSaveBodyOf({ roleCode: 'other', roleName: '采购', roleType: 2 }, ROW)).toEqual({ id: 5, version: 3, roleCode: 'buyer', roleName: '采购', roleType: 2 });
  });
});

describe('角色管理 editing', { timeout: 20_000 }, () => {
  it('shows 新增, 编辑, 分配权限 and 删除 only with their buttons', async () => {
    open([]);
    await screen.findByText('采购员', {}, { timeout: 5000 });
    for (const name of ['新增', '编辑', '分配权限', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
    cleanup();
    open(ALL);
    await screen.findByText('采购员', {}, { timeout: 5000 });
    for (const name of ['新增', '编辑', '分配权限', '删除']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('adds a role, refusing an empty name in the dialog', async () => {
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('采购员', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增角色' });
    await user.type(within(dialog).getByRole('textbox', { name: /角色编码/ }), 'QA');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请填写角色名称')).toBeTruthy();
    expect(saveRole).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /角色名称/ }), '质检');
    await user.click(within(dialog).getByRole('radio', { name: '管理员' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增角色' })).toBeNull());
    expect(saveRole).toHaveBeenCalledWith({ roleCode: 'QA', roleName: '质检', roleType: 1 });
  });

  it('edits a role with its version, the code kept', async () => {
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('采购员', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑角色：buyer' });
    expect((within(dialog).getByRole('textbox', { name: /角色编码/ }) as HTMLInputElement).disabled).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: /角色名称/ });
    await user.clear(name);
    await user.type(name, '采购专员');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveRole).toHaveBeenCalledWith({ id: 5, version: 3, roleCode: 'buyer', roleName: '采购专员', roleType: 2 }));
  });

  it('deletes only after a confirm, with the version read', async () => {
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('采购员', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(confirm.textContent).toContain('确定删除角色“采购员”吗？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleteRole).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    await user.click(screen.getByRole('button', { name: '删除' }));
    const again = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await user.click(within(again).getAllByRole('button').find((button) => button.textContent !== '取消') as HTMLElement);
    await waitFor(() => expect(deleteRole).toHaveBeenCalledWith(5, 3));
  });

  it('assigns menus and buttons with the keyboard and saves the set shown with the version', async () => {
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('采购员', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '分配权限' }));
    const dialog = await screen.findByRole('dialog', { name: '分配权限：采购员' });
    const page = await within(dialog).findByRole('treeitem', { name: /合同列表/ });
    expect(fetchRoleMenus).toHaveBeenCalledWith(5);
    expect(page.getAttribute('aria-checked')).toBe('true');
    // The way to the role's page is open; its button is reached with the arrows and checked with Space.
    page.focus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowDown}');
    const button = within(dialog).getByRole('treeitem', { name: /新增（按钮）/ });
    expect(document.activeElement).toBe(button);
    await user.keyboard(' ');
    expect(button.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByText('已选 2 项')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveRoleMenus).toHaveBeenCalledWith(5, 3, [2, 3]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '分配权限：采购员' })).toBeNull());
  });

  it('says so in the dialog when the role was changed meanwhile (409), keeping what was ticked', async () => {
    vi.mocked(saveRoleMenus).mockRejectedValueOnce(Object.assign(new Error('数据已被他人修改，请刷新后重试'), { status: 409, code: 409, shown: true }));
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('采购员', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '分配权限' }));
    const dialog = await screen.findByRole('dialog', { name: '分配权限：采购员' });
    await within(dialog).findByRole('treeitem', { name: /合同列表/ });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('该角色已被他人修改，请关闭后重新打开再分配。');
    expect((within(dialog).getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled || within(dialog).getByRole('button', { name: '保存' }).getAttribute('aria-disabled') === 'true').toBe(true);
    expect(within(dialog).getByRole('treeitem', { name: /合同列表/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('has nothing to assign for an admin role', async () => {
    vi.mocked(fetchRoleMenus).mockResolvedValueOnce({ roleId: 5, roleType: 1, version: 3, menuIds: [], menuCodes: [], menus: TREE });
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('采购员', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '分配权限' }));
    const dialog = await screen.findByRole('dialog', { name: '分配权限：采购员' });
    expect(await within(dialog).findByText('管理员角色拥有全部菜单和按钮，无需分配权限。')).toBeTruthy();
    expect(within(dialog).queryByRole('tree')).toBeNull();
  });
});
