/** 品类管理 editing on the page: 编辑 behind system:category:edit, the save's message and reload, a 409 in the dialog. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchCategoryDetail, updateCategory } from '../api/dataAdminApi';
import { fetchCategoryTree } from '../api/systemApi';
import { CategoryTreePage } from './CategoryTreePage';

const CATEGORY = { id: 11, categoryCode: '1001', categoryName: '玉米', level: 2, parentId: 0, isOnline: 1 as const, buyType: null, version: 1 };

vi.mock('../api/systemApi', () => ({
  fetchCategoryTree: vi.fn(async () => [{ id: 11, categoryCode: '1001', categoryName: '玉米', level: 2, parentId: 0, isOnline: 1, buyType: null }]),
}));

vi.mock('../api/dataAdminApi', () => ({
  fetchCategoryDetail: vi.fn(async () => CATEGORY),
  updateCategory: vi.fn(async () => ({ data: { ...CATEGORY, version: 2 }, message: '品类已保存' })),
}));

giveGridALayout();
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const open = (buttons: string[]) => renderPageWithButtons(<CategoryTreePage />, { menu: ['system', 'system:category'], buttons });

describe('品类管理 editing', { timeout: 20_000 }, () => {
  it('shows 编辑 only with the 编辑品类 button', async () => {
    open([]);
    await screen.findByText('玉米', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '编辑 玉米' })).toBeNull();
    cleanup();
    open(['system:category:edit']);
    expect(await screen.findByRole('button', { name: '编辑 玉米' }, { timeout: 5000 })).toBeTruthy();
  });

  it('saves the name and online flag with the version, shows the message and reads the tree again', async () => {
    const user = userEvent.setup();
    open(['system:category:edit']);
    await user.click(await screen.findByRole('button', { name: '编辑 玉米' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '编辑品类（1001）' });
    expect(fetchCategoryDetail).toHaveBeenCalledWith(11);
    const name = within(dialog).getByRole('textbox', { name: /品类名称/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('品类名称不能为空')).toBeTruthy();
    await user.type(name, '玉米（新）');
    await user.click(within(dialog).getByRole('switch', { name: '已上线' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(updateCategory).toHaveBeenCalledWith({ id: 11, version: 1, categoryName: '玉米（新）', isOnline: 0 });
    expect(await screen.findByText('品类已保存')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fetchCategoryTree).toHaveBeenCalledTimes(2));
  });

  it('shows a 409 in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    vi.mocked(updateCategory).mockRejectedValueOnce(Object.assign(new Error('数据已被他人修改，请刷新后重试'), { shown: false, status: 409 }));
    open(['system:category:edit']);
    await user.click(await screen.findByRole('button', { name: '编辑 玉米' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '编辑品类（1001）' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('保存失败：数据已被他人修改，请刷新后重试');
    expect(within(alert).getByRole('button', { name: '重新加载最新数据' })).toBeTruthy();
    expect(fetchCategoryTree).toHaveBeenCalledTimes(1);
  });
});
