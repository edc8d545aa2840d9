/** 角色管理 › 数据权限: the row action behind system:role:edit, the role's pages with their scopes, and the save with the version read. */
import type { CategoryTreeNode, OrgTreeNode, RoleMenuScopes } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchRoleMenuScopes, saveRoleMenuScopes } from '../api/roleAdminApi';
import { RoleListPage } from './RoleListPage';
import { RoleScopeDialog, scopeInputOf } from './RoleScopeDialog';

const ROW = { id: 5, roleCode: 'buyer', roleName: '采购员', roleType: 2 as const, createdTime: '2026-01-01T00:00:00Z', updatedTime: '2026-01-01T00:00:00Z', version: 3 };

const SCOPES: RoleMenuScopes = {
  roleId: 5,
  roleType: 2,
  version: 3,
  menus: [
    { menuId: 2, menuCode: 'contract:list', menuName: '合同列表', menuNameEn: 'Contracts', orgScope: 2, categoryScope: 2, orgCodes: [], categoryCodes: [], stored: false },
    { menuId: 7, menuCode: 'pick:list', menuName: '提货单', menuNameEn: 'Pick-up orders', orgScope: 3, categoryScope: 1, orgCodes: ['101002'], categoryCodes: [], stored: true },
  ],
};

const org = (id: number, orgCode: string, orgName: string, level: number, children?: OrgTreeNode[]): OrgTreeNode => ({
  id,
  orgCode,
  orgName,
  level,
  isOnline: 1,
  isTradingCompany: 0,
  parentId: 0,
  regionCode: null,
  areaCode: null,
  buCode: null,
  version: 0,
  ...(children ? { children } : {}),
});
const ORGS = [org(1, '1', '饲料事业部', 3, [org(2, '101001', '河北饲料有限公司', 6), org(3, '101002', '天津饲料有限公司', 6)])];

vi.mock('../api/adminListsApi', () => ({
  fetchRolePage: vi.fn(async () => ({ data: [ROW], total: 1 })),
}));
vi.mock('../api/roleAdminApi', () => ({
  saveRole: vi.fn(),
  deleteRole: vi.fn(),
  fetchRoleMenus: vi.fn(),
  saveRoleMenus: vi.fn(),
  fetchRoleMenuScopes: vi.fn(async () => SCOPES),
  saveRoleMenuScopes: vi.fn(async () => ({ id: 5, version: 4, message: '数据权限保存成功' })),
}));
vi.mock('../api/systemApi', () => ({
  fetchOrgTree: vi.fn(async () => ORGS),
  fetchCategoryTree: vi.fn(async (): Promise<CategoryTreeNode[]> => []),
}));

giveGridALayout();
beforeEach(() => vi.clearAllMocks());
afterEach(() => cleanup());

const openDialog = (onSaved = vi.fn()) =>
  renderPageWithButtons(<RoleScopeDialog row={ROW} onClose={vi.fn()} onSaved={onSaved} />, { menu: ['system', 'system:role'], buttons: ['system:role:edit'] });

describe('scopeInputOf', () => {
  it('keeps the codes only for scope 3', () => {
    expect(scopeInputOf({ menuId: 2, orgScope: 1, categoryScope: 3, orgCodes: ['x'], categoryCodes: ['10'] })).toEqual({ menuId: 2, orgScope: 1, categoryScope: 3, orgCodes: [], categoryCodes: ['10'] });
  });
});

describe('数据权限', { timeout: 20_000 }, () => {
  it('is a row action only with system:role:edit', async () => {
    renderPageWithButtons(<RoleListPage />, { menu: ['system', 'system:role'], buttons: [] });
    await screen.findByText('采购员', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '数据权限' })).toBeNull();
    cleanup();
    const user = userEvent.setup();
    renderPageWithButtons(<RoleListPage />, { menu: ['system', 'system:role'], buttons: ['system:role:edit'] });
    await screen.findByText('采购员', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '数据权限' }));
    const dialog = await screen.findByRole('dialog', { name: '数据权限：采购员' });
    expect(await within(dialog).findByRole('rowheader', { name: /合同列表/ })).toBeTruthy();
    expect(fetchRoleMenuScopes).toHaveBeenCalledWith(5);
  });

  it('lists the pages with their scopes and saves every row with the version read', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    openDialog(onSaved);
    const dialog = await screen.findByRole('dialog', { name: '数据权限：采购员' });
    const contractOrg = await within(dialog).findByRole('button', { name: /合同列表的组织范围/ });
    expect(contractOrg.textContent).toContain('本人');
    // 提货单 lists one company: its multi-select shows it.
    expect(within(dialog).getByRole('combobox', { name: /提货单的指定组织/ })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: /合同列表的指定组织/ })).toBeNull();

    await user.click(contractOrg);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '全部' }));
    expect(contractOrg.textContent).toContain('全部');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveRoleMenuScopes).toHaveBeenCalledWith(5, 3, [
        { menuId: 2, orgScope: 1, categoryScope: 2, orgCodes: [], categoryCodes: [] },
        { menuId: 7, orgScope: 3, categoryScope: 1, orgCodes: ['101002'], categoryCodes: [] },
      ]),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('offers companies for 指定 and says so when the role was changed meanwhile (409)', async () => {
    vi.mocked(saveRoleMenuScopes).mockRejectedValueOnce(Object.assign(new Error('数据已被他人修改，请刷新后重试'), { status: 409, code: 409, shown: true }));
    const user = userEvent.setup();
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: '数据权限：采购员' });
    await user.click(await within(dialog).findByRole('button', { name: /合同列表的组织范围/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '指定' }));
    const codes = within(dialog).getByRole('combobox', { name: /合同列表的指定组织/ });
    await user.click(codes);
    await user.keyboard('{ArrowDown}');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['河北饲料有限公司 101001', '天津饲料有限公司 101002']);
    await user.keyboard('{Escape}');
    await user.type(codes, '河北');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('该角色已被他人修改，请关闭后重新打开再分配。');
    expect(saveRoleMenuScopes).toHaveBeenCalledWith(5, 3, expect.arrayContaining([{ menuId: 2, orgScope: 3, categoryScope: 2, orgCodes: ['101001'], categoryCodes: [] }]));
  });

  it('has nothing to set for an admin role', async () => {
    vi.mocked(fetchRoleMenuScopes).mockResolvedValueOnce({ roleId: 5, roleType: 1, version: 3, menus: [] });
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: '数据权限：采购员' });
    expect(await within(dialog).findByText('管理员角色可查看全部数据，无需设置数据权限。')).toBeTruthy();
  });
});
