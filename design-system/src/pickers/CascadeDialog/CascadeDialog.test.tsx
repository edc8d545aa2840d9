import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SelectKey } from '../../controls/selectCore/options';
import { renderWithProviders } from '../../test-utils';
import { CascadeDialog, type CascadeDialogProps } from './CascadeDialog';

const categories = [
  {
    categoryName: '谷物',
    categoryCode: '10',
    children: [
      { categoryName: '玉米', categoryCode: '1001', children: [{ categoryName: '一等玉米', categoryCode: '100101' }, { categoryName: '二等玉米', categoryCode: '100102' }] },
      { categoryName: '小麦', categoryCode: '1002' },
    ],
  },
  { categoryName: '饼粕', categoryCode: '20', children: [{ categoryName: '豆粕', categoryCode: '2001' }] },
];
const fieldNames = { label: 'categoryName', value: 'categoryCode' };

function Harness({ initial = [], ...props }: Partial<CascadeDialogProps> & { initial?: SelectKey[] }) {
  const [value, setValue] = useState<SelectKey[]>(initial);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <output aria-label="结果">{value.join(',')}</output>
      <CascadeDialog
        isOpen={open}
        onOpenChange={setOpen}
        options={categories}
        fieldNames={fieldNames}
        value={value}
        onConfirm={(keys) => setValue(keys)}
        {...props}
      />
    </>
  );
}

const chosenList = () => screen.queryByRole('list', { name: /已选项/ });
const chosenTexts = () => within(chosenList() as HTMLElement).getAllByRole('listitem').map((item) => item.firstElementChild?.firstElementChild?.textContent);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('CascadeDialog', { timeout: 20_000 }, () => {
  it('opens 800 px wide with the tree and the chosen items of its value', async () => {
    renderWithProviders(<Harness initial={['1002']} />);
    const dialog = await screen.findByRole('dialog', { name: '请选择' });
    expect(dialog.getAttribute('data-width')).toBe('medium');
    expect(within(dialog).getByRole('treegrid', { name: '可选项' })).toBeTruthy();
    expect(chosenTexts()).toEqual(['小麦']);
    expect(screen.getByRole('button', { name: '删除小麦' }).textContent).toBe('删除');
    expect(screen.getByText('已选项（已选 1 项）')).toBeTruthy();
  });

  it('ticks a branch to choose its leaves, shows it mixed when partly chosen, and confirms in tree order', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness initial={['2001']} onConfirm={onConfirm} />);
    await screen.findByRole('dialog');
    await user.click(within(row('谷物')).getByRole('checkbox'));
    expect(chosenTexts()).toEqual(['一等玉米', '二等玉米', '小麦', '豆粕']);
    expect(row('谷物').getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: '删除二等玉米' }));
    expect(chosenTexts()).toEqual(['一等玉米', '小麦', '豆粕']);
    expect((within(row('谷物')).getByRole('checkbox') as HTMLInputElement).indeterminate).toBe(true);
    // Focus moves to the next 删除 link.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '删除小麦' })));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith(['100101', '1002', '2001'], [expect.objectContaining({ label: '一等玉米' }), expect.objectContaining({ label: '小麦' }), expect.objectContaining({ label: '豆粕' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters the tree, opening the branches to the matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('row', { name: /二等玉米/ })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: '筛选' }), '二等');
    expect(row('二等玉米')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /一等玉米/ })).toBeNull();
    expect(screen.queryByRole('row', { name: /饼粕/ })).toBeNull();
    await user.click(within(row('谷物')).getByRole('checkbox'));
    expect(chosenTexts()).toEqual(['二等玉米']);
    await user.clear(screen.getByRole('searchbox', { name: '筛选' }));
    await user.type(screen.getByRole('searchbox', { name: '筛选' }), '鱼粉');
    expect(screen.getByText('无匹配数据')).toBeTruthy();
  });

  it('works by keyboard: arrows move and open, Space ticks', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await screen.findByRole('dialog');
    act(() => row('谷物').focus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(row('谷物').getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(row('小麦')));
    await user.keyboard(' ');
    expect(chosenTexts()).toEqual(['小麦']);
  });

  it('cancels without confirming, and starts again from the value when reopened', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness initial={['1002']} onConfirm={onConfirm} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '删除小麦' }));
    expect(screen.getByText('暂未选择')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '打开' }));
    await screen.findByRole('dialog');
    expect(chosenTexts()).toEqual(['小麦']);
  });

  it('loads the tree on opening, and shows why when that fails', async () => {
    let resolve: (tree: readonly object[]) => void = () => {};
    const loadOptions = vi.fn(() => new Promise<readonly object[]>((done) => (resolve = done)));
    const { unmount } = renderWithProviders(<Harness options={undefined} loadOptions={loadOptions} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('data-loading')).toBe('true');
    await act(async () => resolve(categories));
    await waitFor(() => expect(row('谷物')).toBeTruthy());
    unmount();

    renderWithProviders(<Harness options={undefined} loadOptions={() => Promise.reject(new Error('品类树加载失败'))} />);
    expect((await screen.findByRole('alert')).textContent).toBe('品类树加载失败');
  });

  it('speaks English', async () => {
    renderWithProviders(<Harness initial={['1002']} />, { locale: 'en' });
    expect(await screen.findByRole('dialog', { name: 'Choose' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete 小麦' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Filter' })).toBeTruthy();
  });
});
