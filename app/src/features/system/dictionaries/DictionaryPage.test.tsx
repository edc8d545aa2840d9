/** 数据字典 editing on the page: 新增字典项 and 编辑 behind system:dict:edit, the save's message, the reloads, a 409 in the dialog. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { addDictItem, fetchAllDictionaries, fetchDictItem, updateDictItem } from '../api/dataAdminApi';
import { fetchDictionaries } from '../api/systemApi';
import { DictionaryPage } from './DictionaryPage';

const ITEM = { id: 7, dictCode: 'gender', dictItemCode: '1', dictItemName: '男', dictItemNameEn: 'Male', sortNumber: 2, enabled: 1 as const, version: 3 };

vi.mock('../api/systemApi', () => ({
  fetchDictionaries: vi.fn(async () => [
    {
      id: 1,
      dictCode: 'gender',
      dictName: '性别',
      items: [
        { id: 6, dictItemCode: '0', dictItemName: '未知', sortNumber: 1, enabled: 1 },
        { id: 7, dictItemCode: '1', dictItemName: '男', sortNumber: 2, enabled: 1 },
      ],
    },
  ]),
}));

vi.mock('../api/dataAdminApi', () => ({
  fetchDictItem: vi.fn(async () => ITEM),
  addDictItem: vi.fn(async () => ({ data: { ...ITEM, id: 8, dictItemCode: '2', dictItemName: '女', version: 0 }, message: '字典项已新增' })),
  updateDictItem: vi.fn(async () => ({ data: { ...ITEM, version: 4 }, message: '字典项已保存' })),
  fetchAllDictionaries: vi.fn(async () => ({ gender: [] })),
}));

giveGridALayout();
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const open = (buttons: string[]) => renderPageWithButtons(<DictionaryPage />, { menu: ['system', 'system:dict'], buttons });
const EDIT = ['system:dict:edit'];

describe('数据字典 editing', { timeout: 20_000 }, () => {
  it('shows 新增字典项 and 编辑 only with the 编辑字典 button', async () => {
    const user = userEvent.setup();
    open([]);
    await screen.findByText('性别', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    await screen.findByText('男');
    expect(screen.queryByRole('button', { name: '新增字典项' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑 男' })).toBeNull();
    cleanup();
    open(EDIT);
    await screen.findByText('性别', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    expect(await screen.findByRole('button', { name: '编辑 男' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增字典项' })).toBeTruthy();
  });

  it('adds an item: the gateway message, the tree and the dictionary store read again', async () => {
    const user = userEvent.setup();
    open(EDIT);
    await screen.findByText('性别', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '新增字典项' }));
    const dialog = await screen.findByRole('dialog', { name: '新增字典项（性别）' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('字典项编码不能为空')).toBeTruthy();
    expect(addDictItem).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /字典项编码/ }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: /字典项名称/ }), '女');
    await user.type(within(dialog).getByRole('textbox', { name: /英文名称/ }), 'Female');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(addDictItem).toHaveBeenCalledWith({ dictCode: 'gender', dictItemCode: '2', dictItemName: '女', dictItemNameEn: 'Female', sortNumber: 3, enabled: 1 });
    expect(await screen.findByText('字典项已新增')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fetchDictionaries).toHaveBeenCalledTimes(2));
    expect(fetchAllDictionaries).toHaveBeenCalledTimes(1);
  });

  it('edits an item with its version; a 409 is shown in the dialog, which reads the item again on request', async () => {
    const user = userEvent.setup();
    vi.mocked(updateDictItem).mockRejectedValueOnce(Object.assign(new Error('数据已被他人修改，请刷新后重试'), { shown: false, status: 409 }));
    open(EDIT);
    await screen.findByText('性别', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    await user.click(await screen.findByRole('button', { name: '编辑 男' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑字典项（1）' });
    expect(fetchDictItem).toHaveBeenCalledWith(7);
    const name = within(dialog).getByRole('textbox', { name: /字典项名称/ });
    expect((within(dialog).getByRole('textbox', { name: /字典项编码/ }) as HTMLInputElement).disabled).toBe(true);
    await user.clear(name);
    await user.type(name, '男性');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(updateDictItem).toHaveBeenCalledWith({ id: 7, version: 3, dictItemName: '男性', dictItemNameEn: 'Male', sortNumber: 2, enabled: 1 });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('保存失败：数据已被他人修改，请刷新后重试');
    expect(alert.textContent).toContain('这条数据已被他人修改');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(fetchAllDictionaries).not.toHaveBeenCalled();

    vi.mocked(fetchDictItem).mockResolvedValueOnce({ ...ITEM, dictItemName: '男士', version: 5 });
    await user.click(within(alert).getByRole('button', { name: '重新加载最新数据' }));
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: /字典项名称/ }) as HTMLInputElement).value).toBe('男士'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(updateDictItem).toHaveBeenLastCalledWith(expect.objectContaining({ id: 7, version: 5, dictItemName: '男士' }));
    expect(await screen.findByText('字典项已保存')).toBeTruthy();
    await waitFor(() => expect(fetchAllDictionaries).toHaveBeenCalledTimes(1));
  });
});
