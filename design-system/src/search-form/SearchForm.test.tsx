import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { SearchForm } from './SearchForm';
import type { SearchField } from './searchField';

const statusOptions = [
  { label: '启用', value: 'Active' },
  { label: '停用', value: 'Inactive' },
];

/** Nine text fields 字段1…字段9, with a select as 字段2. */
const manyFields: SearchField[] = Array.from({ length: 9 }, (_, index) =>
  index === 1
    ? { prop: 'status', label: '字段2', type: 'select', options: statusOptions }
    : { prop: `f${index + 1}`, label: `字段${index + 1}` },
);

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('SearchForm', () => {
  it('is a named search landmark; Enter in a field searches with the built query', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(
      <SearchForm
        fields={[
          { prop: 'contractName', label: '合同名称' },
          { prop: 'supplierId', label: '供应商', type: 'select', options: statusOptions },
        ]}
        defaultValues={{ supplierId: 'Active' }}
        onSearch={onSearch}
      />,
    );
    expect(screen.getByRole('search', { name: '搜索条件' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
    await user.type(textbox('合同名称'), ' 玉米 {Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toEqual({ 'contractName.contains': '玉米', 'supplierId.equals': 'Active' });
  });

  it('searches with 查询 too', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchForm fields={[{ prop: 'contractName', label: '合同名称' }]} onSearch={onSearch} />);
    await user.type(textbox('合同名称'), '豆粕');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ 'contractName.contains': '豆粕' }, expect.objectContaining({ contractName: '豆粕' })));
  });

  it('collapses to the first 7 fields; the toggle expands and collapses and controls the grid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchForm fields={manyFields} onSearch={vi.fn()} />);
    expect(textbox('字段7')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '字段8' })).toBeNull();
    const toggle = screen.getByRole('button', { name: '更多' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const grid = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(grid?.contains(textbox('字段1'))).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('收起');
    expect(textbox('字段9')).toBeTruthy();

    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: '字段9' })).toBeNull();
    expect(toggle.textContent).toBe('更多');
  });

  it('counts filled collapsed fields in a chip, and their values still filter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchForm fields={manyFields} onSearch={onSearch} />);
    const toggle = screen.getByRole('button', { name: '更多' });
    expect(toggle.getAttribute('aria-describedby')).toBeNull();
    await user.click(toggle);
    await user.type(textbox('字段8'), '八');
    await user.type(textbox('字段9'), '九');
    await user.click(toggle);

    const chip = document.getElementById(toggle.getAttribute('aria-describedby')!);
    expect(chip?.textContent).toContain('2 个收起的条件已填写');
    expect(screen.getByText('2')).toBeTruthy();

    await user.type(textbox('字段1'), '一{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ 'f1.contains': '一', 'f8.contains': '八', 'f9.contains': '九' }, expect.anything()));
  });

  it('reset goes back to the defaults and reports their query', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const onSearch = vi.fn();
    renderWithProviders(
      <SearchForm fields={[{ prop: 'contractName', label: '合同名称' }, { prop: 'code', label: '编号' }]} defaultValues={{ code: 'HT-1' }} onSearch={onSearch} onReset={onReset} />,
    );
    await user.type(textbox('合同名称'), '玉米');
    await user.clear(textbox('编号'));
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(textbox('合同名称').value).toBe('');
    expect(textbox('编号').value).toBe('HT-1');
    expect(onReset).toHaveBeenCalledWith({ 'code.contains': 'HT-1' }, expect.objectContaining({ code: 'HT-1', contractName: null }));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('hides 查询 and 重置 by permission; Enter then does not search', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchForm fields={[{ prop: 'contractName', label: '合同名称' }]} onSearch={onSearch} showSearch={false} showReset={false} />);
    expect(screen.queryByRole('button', { name: '查询' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重置' })).toBeNull();
    await user.type(textbox('合同名称'), '玉米{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('prefills initial values and runs the search once with autoSearch', async () => {
    const onSearch = vi.fn();
    renderWithProviders(
      <SearchForm
        fields={manyFields}
        initialValues={{ f1: '张三', f9: '九' }}
        autoSearch
        onSearch={onSearch}
      />,
    );
    expect(textbox('字段1').value).toBe('张三');
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toEqual({ 'f1.contains': '张三', 'f9.contains': '九' });
    expect(screen.getByRole('button', { name: '更多' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('reveals and focuses a required collapsed field instead of searching', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const fields = manyFields.map((field) => (field.prop === 'f9' ? { ...field, required: true } : field));
    renderWithProviders(<SearchForm fields={fields} onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(document.activeElement).toBe(textbox('字段9')));
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('请输入字段9')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('walks the steps with 下一步 / 上一步 (Enter goes on) and searches on the last step', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(
      <SearchForm
        fields={[
          { prop: 'contractName', label: '合同名称' },
          { prop: 'code', label: '编号' },
          { prop: 'remark', label: '备注' },
        ]}
        steps={[
          { title: '基本信息', fields: ['contractName', 'code'] },
          { title: '其他', fields: ['remark'] },
        ]}
        onSearch={onSearch}
      />,
    );
    expect(screen.getByText(/第 1 步，共 2 步/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '上一步' })).toBeNull();
    expect(screen.queryByRole('button', { name: '查询' })).toBeNull();
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
    await user.type(textbox('合同名称'), '玉米{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: '备注' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '合同名称' })).toBeNull();
    expect(screen.getByText(/其他 · 第 2 步，共 2 步/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox('备注')));

    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(textbox('合同名称').value).toBe('玉米');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.type(await screen.findByRole('textbox', { name: '备注' }), '加急');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ 'contractName.contains': '玉米', 'remark.contains': '加急' }, expect.anything()));
  });

  it('does not leave a step whose required field is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SearchForm
        fields={[
          { prop: 'companyCode', label: '公司', required: true },
          { prop: 'remark', label: '备注' },
        ]}
        steps={[{ fields: ['companyCode'] }, { fields: ['remark'] }]}
        onSearch={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入公司')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '备注' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(textbox('公司')));
    await user.type(textbox('公司'), 'C001{Enter}');
    expect(await screen.findByRole('textbox', { name: '备注' })).toBeTruthy();
  });

  it('speaks English in en', () => {
    renderWithProviders(<SearchForm fields={manyFields} onSearch={vi.fn()} />, { locale: 'en' });
    expect(screen.getByRole('search', { name: 'Search filters' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
  });
});
