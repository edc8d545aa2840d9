/** 组织管理 editing on the page: 编辑 behind its button, saved with the version, the tree reloaded. */
import type { OrgTreeNode } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { updateOrg } from '../api/menuOrgAdminApi';
import { fetchOrgTree } from '../api/systemApi';
import { OrgTreePage } from './OrgTreePage';

const org = (id: number, parentId: number, orgCode: string, orgName: string, level: number, children?: OrgTreeNode[]): OrgTreeNode => ({
  id,
  parentId,
  orgCode,
  orgName,
  level,
  isOnline: 1,
  isTradingCompany: 0,
  regionCode: null,
  areaCode: null,
  buCode: null,
  version: 5,
  ...(children ? { children } : {}),
});

const TREE = [org(1, 0, 'BU01', '集团', 3, [org(2, 1, 'AREA01', '华东区域', 4)])];

vi.mock('../api/systemApi', () => ({ fetchOrgTree: vi.fn(async () => TREE) }));
vi.mock('../api/menuOrgAdminApi', () => ({
  CONFLICT_STATUS: 409,
  updateOrg: vi.fn(async () => ({ data: null, message: '修改成功' })),
}));

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const open = (buttons: string[]) => renderPageWithButtons(<OrgTreePage />, { menu: ['system', 'system:org'], buttons });

describe('组织管理 editing', { timeout: 20_000 }, () => {
  it('shows 编辑 only with its button', async () => {
    open([]);
    await screen.findByText('华东区域', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '编辑 华东区域' })).toBeNull();
    cleanup();
    open(['system:org:edit']);
    expect(await screen.findByRole('button', { name: '编辑 华东区域' }, { timeout: 5000 })).toBeTruthy();
  });

  it('edits the name and flags with the version, then reloads the tree', async () => {
    const user = userEvent.setup();
    open(['system:org:edit']);
    await user.click(await screen.findByRole('button', { name: '编辑 华东区域' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '编辑组织：AREA01' });
    const name = within(dialog).getByRole('textbox', { name: /组织名称/ });
    await user.clear(name);
    await user.type(name, '华东大区');
    await user.click(within(dialog).getByRole('checkbox', { name: '已上线' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '贸易公司' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateOrg).toHaveBeenCalledWith({ id: 2, version: 5, orgName: '华东大区', isOnline: 0, isTradingCompany: 1 });
    expect(await screen.findByText('修改成功')).toBeTruthy();
    await waitFor(() => expect(fetchOrgTree).toHaveBeenCalledTimes(2));
  });

  it('refuses an empty name without calling the gateway', async () => {
    const user = userEvent.setup();
    open(['system:org:edit']);
    await user.click(await screen.findByRole('button', { name: '编辑 集团' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '编辑组织：BU01' });
    await user.clear(within(dialog).getByRole('textbox', { name: /组织名称/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写组织名称');
    expect(updateOrg).not.toHaveBeenCalled();
  });
});
