import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Select } from './Select';

const dict = [
  { dictItemCode: 'PT01', dictItemName: '按合同定价' },
  { dictItemCode: 'PT02', dictItemName: '按物料定价' },
  { dictItemCode: 'PT03', dictItemName: '暂停使用', off: true },
];
const dictNames = { label: 'dictItemName', value: 'dictItemCode', disabled: 'off' };

const grains = [
  { label: '玉米', value: 'corn' },
  { label: '豆粕', value: 'meal' },
  { label: '小麦', value: 'wheat' },
  { label: '玉米蛋白粉', value: 'gluten' },
];

describe('Select (plain)', () => {
  it('is labelled, shows 请选择{label}, opens by keyboard and chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Select label="定价方式" options={dict} fieldNames={dictNames} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /定价方式/ });
    expect(trigger.textContent).toContain('请选择定价方式');
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['按合同定价', '按物料定价', '暂停使用']);
    // happy-dom leaves focus on the popover instead of the first option (Chromium moves it, see the
    // Default story), so the option is chosen by pointer here.
    await user.click(within(listbox).getByRole('option', { name: '按物料定价' }));
    expect(onChange).toHaveBeenLastCalledWith('PT02', [expect.objectContaining({ label: '按物料定价', raw: dict[1] })]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toContain('按物料定价');
  });

  it('opens with Enter, skips disabled options and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Select label="定价方式" options={dict} fieldNames={dictNames} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const disabled = within(await screen.findByRole('listbox')).getByRole('option', { name: '暂停使用' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('chooses several values in multiple mode and shows them as tags', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Select label="品类" options={grains} selectionMode="multiple" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /品类/ }));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: '玉米' }));
    await user.click(within(listbox).getByRole('option', { name: '小麦' }));
    expect(onChange).toHaveBeenLastCalledWith(['corn', 'wheat'], expect.any(Array));
    // The list stays open for more choices.
    expect(within(listbox).getByRole('option', { name: '小麦' }).getAttribute('aria-selected')).toBe('true');
  });

  it('clears the value with the clear button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Select label="品类" options={grains} defaultValue="meal" isClearable onChange={onChange} />);
    expect(screen.getByRole('button', { name: /品类/ }).textContent).toContain('豆粕');
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith(null, []);
    expect(screen.getByRole('button', { name: /品类/ }).textContent).toContain('请选择品类');
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
  });

  it('clears from the keyboard with Delete on the trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Select label="品类" options={grains} defaultValue="meal" isClearable onChange={onChange} />);
    // The clear button is a pointer shortcut, outside the tab order.
    expect(screen.getByRole('button', { name: '清空' }).getAttribute('tabindex')).toBe('-1');
    await user.tab();
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith(null, []);
  });

  it('shows an error message that describes the field', () => {
    renderWithProviders(<Select label="品类" options={grains} errorMessage="请选择品类" />);
    const trigger = screen.getByRole('button', { name: /品类/ });
    const describedBy = trigger.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('请选择品类');
    expect(trigger.closest('[data-invalid]')).not.toBeNull();
  });

  it('does not open or change when read-only, and cannot be used when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(<Select label="品类" options={grains} defaultValue="corn" isReadOnly onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /品类/ });
    expect(trigger.closest('[data-readonly]')).not.toBeNull();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('x');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    unmount();
    renderWithProviders(<Select label="品类" options={grains} isDisabled />);
    expect(screen.getByRole('button', { name: /品类/ })).toHaveProperty('disabled', true);
  });

  it('speaks English in the en locale', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Select label="Category" options={[]} />, { locale: 'en' });
    const trigger = screen.getByRole('button', { name: /Category/ });
    expect(trigger.textContent).toContain('Select Category');
    await user.click(trigger);
    expect((await screen.findByRole('listbox')).textContent).toContain('No matching data');
  });
});

describe('Select (filterable)', () => {
  it('filters the local options as the user types and says 无匹配数据 when nothing matches', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Select label="品类" options={grains} isFilterable onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: '品类' });
    expect(input.getAttribute('placeholder')).toBe('请选择品类');
    await user.type(input, '玉米');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['玉米', '玉米蛋白粉']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('gluten', [expect.objectContaining({ label: '玉米蛋白粉' })]);
    expect((input as HTMLInputElement).value).toBe('玉米蛋白粉');
    await user.clear(input);
    await user.type(input, '大豆');
    expect((await screen.findByRole('listbox')).textContent).toContain('无匹配数据');
  });

  it('opens with ArrowDown showing every option, and Escape restores the chosen label', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Select label="品类" options={grains} isFilterable defaultValue="meal" />);
    const input = screen.getByRole('combobox', { name: '品类' }) as HTMLInputElement;
    expect(input.value).toBe('豆粕');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(4);
    await user.keyboard('{Escape}');
    await user.clear(input);
    await user.type(input, '小');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('豆粕');
  });

  it('keeps the typed keyword in multiple mode and clears it on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Select label="品类" options={grains} isFilterable selectionMode="multiple" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: '品类' }) as HTMLInputElement;
    await user.type(input, '玉');
    await user.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['corn', 'gluten'], expect.any(Array));
    expect(input.value).toBe('玉');
    await user.tab();
    expect(input.value).toBe('');
    expect(screen.getByText('玉米蛋白粉')).toBeTruthy();
  });
});

describe('Select (clearing a searchable select by keyboard)', () => {
  it('clears a single value when its text is emptied and the field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Select label="品类" options={grains} isFilterable isClearable defaultValue="meal" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: '品类' }) as HTMLInputElement;
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null, []);
    expect(input.value).toBe('');
  });

  it('keeps the value when the field is not clearable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Select label="品类" options={grains} isFilterable defaultValue="meal" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: '品类' }) as HTMLInputElement;
    await user.clear(input);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('豆粕');
  });

  it('removes the last value with Backspace in an empty multiple input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Select label="品类" options={grains} isFilterable selectionMode="multiple" defaultValue={['corn', 'wheat']} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: '品类' }));
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['corn'], [expect.objectContaining({ label: '玉米' })]);
  });
});

describe('Select (remote)', () => {
  interface Supplier {
    sn: string;
    name: string;
  }
  const suppliers: Supplier[] = Array.from({ length: 120 }, (_, i) => ({ sn: `S${i + 1}`, name: `供应商 ${String(i + 1).padStart(3, '0')}` }));

  it('searches the server, shows 正在搜索中... meanwhile, and lists the answer', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const loadOptions = vi.fn(
      (keyword: string, { page, pageSize }: { page: number; pageSize: number }) =>
        new Promise<{ options: Supplier[]; total: number }>((resolve) => {
          const hits = suppliers.filter((s) => s.name.includes(keyword));
          release = () => resolve({ options: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length });
        }),
    );
    renderWithProviders(<Select label="供应商" loadOptions={loadOptions} fieldNames={{ label: 'name', value: 'sn' }} debounceMs={0} />);
    const input = screen.getByRole('combobox', { name: '供应商' });
    await user.type(input, '01');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(loadOptions).toHaveBeenLastCalledWith('01', expect.objectContaining({ page: 1, pageSize: 20 })));
    expect(listbox.textContent).toContain('正在搜索中...');
    await act(async () => release());
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(1));
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: '供应商 001' })).toBeTruthy();
  });

  it('never shows an older answer over a newer one', async () => {
    const user = userEvent.setup();
    const pending: Array<{ keyword: string; resolve: (page: { options: Supplier[] }) => void }> = [];
    const loadOptions = (keyword: string) =>
      new Promise<{ options: Supplier[] }>((resolve) => {
        pending.push({ keyword, resolve });
      });
    renderWithProviders(<Select label="供应商" loadOptions={loadOptions} fieldNames={{ label: 'name', value: 'sn' }} debounceMs={0} />);
    const input = screen.getByRole('combobox', { name: '供应商' });
    await user.type(input, '河');
    await waitFor(() => expect(pending.some((p) => p.keyword === '河')).toBe(true));
    await user.type(input, '北');
    await waitFor(() => expect(pending.some((p) => p.keyword === '河北')).toBe(true));
    const newer = pending.find((p) => p.keyword === '河北')!;
    const older = pending.find((p) => p.keyword === '河')!;
    await act(async () => newer.resolve({ options: [{ sn: 'HB1', name: '河北粮油' }] }));
    await act(async () => older.resolve({ options: [{ sn: 'HN1', name: '河南饲料' }] }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['河北粮油']);
  });

  it('shows the label of a remote value from selectedOptions before any search', () => {
    renderWithProviders(
      <Select
        label="供应商"
        value="S7"
        selectedOptions={[{ sn: 'S7', name: '河北粮油' }]}
        fieldNames={{ label: 'name', value: 'sn' }}
        loadOptions={async () => ({ options: [] })}
      />,
    );
    expect((screen.getByRole('combobox', { name: '供应商' }) as HTMLInputElement).value).toBe('河北粮油');
  });
});
