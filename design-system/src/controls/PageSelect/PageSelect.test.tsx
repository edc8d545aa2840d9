import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { PageSelect } from './PageSelect';
import type { PageSelectRequest } from './pageSelectLogic';

interface Supplier {
  sn: string;
  name: string;
}
const rows: Supplier[] = Array.from({ length: 95 }, (_, i) => ({ sn: `S${i + 1}`, name: `供应商 ${String(i + 1).padStart(3, '0')}` }));
const names = { label: 'name', value: 'sn' };

function server() {
  return vi.fn(async ({ keyword, page, pageSize }: PageSelectRequest) => {
    const hits = rows.filter((row) => row.name.includes(keyword));
    return { options: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length };
  });
}

describe('PageSelect', () => {
  it('loads the first page of 10 when it opens, labelled and with 请选择{label}', async () => {
    const user = userEvent.setup();
    const loadPage = server();
    renderWithProviders(<PageSelect label="供应商" loadPage={loadPage} fieldNames={names} />);
    const input = screen.getByRole('combobox', { name: '供应商' });
    expect(input.getAttribute('placeholder')).toBe('请选择供应商');
    expect(input.closest('[data-paged]')).not.toBeNull();
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(loadPage).toHaveBeenCalledWith(expect.objectContaining({ keyword: '', page: 1, pageSize: 10 }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThanOrEqual(10));
    expect(within(listbox).getByRole('option', { name: '供应商 001' })).toBeTruthy();
  });

  it('searches by keyword and chooses a row', async () => {
    const user = userEvent.setup();
    const loadPage = server();
    const onChange = vi.fn();
    renderWithProviders(<PageSelect label="供应商" loadPage={loadPage} fieldNames={names} onChange={onChange} debounceMs={0} />);
    const input = screen.getByRole('combobox', { name: '供应商' }) as HTMLInputElement;
    await user.type(input, '095');
    await waitFor(() => expect(loadPage).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '095', page: 1 })));
    const option = await screen.findByRole('option', { name: '供应商 095' });
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith('S95', [expect.objectContaining({ raw: rows[94] })]);
    expect(input.value).toBe('供应商 095');
  });

  it('shows 无匹配数据 for an empty answer', async () => {
    const user = userEvent.setup();
    const loadPage = vi.fn(async () => ({ options: [] as Supplier[], total: 0 }));
    renderWithProviders(<PageSelect label="供应商" loadPage={loadPage} fieldNames={names} />);
    await user.click(screen.getByRole('combobox', { name: '供应商' }));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('listbox').textContent).toContain('无匹配数据'));
  });

  it('stops loading when a page fails, and tries again when the list opens again', async () => {
    const user = userEvent.setup();
    const loadPage = vi.fn(async () => {
      throw new Error('网络异常请重试');
    });
    renderWithProviders(<PageSelect label="供应商" loadPage={loadPage} fieldNames={names} />);
    const input = screen.getByRole('combobox', { name: '供应商' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('listbox').textContent).toContain('无匹配数据'));
    expect(loadPage).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(loadPage).toHaveBeenCalledTimes(2));
  });

  it('shows 正在搜索中... until the first page arrives, in English too', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const loadPage = vi.fn(
      () =>
        new Promise<{ options: Supplier[]; total: number }>((resolve) => {
          release = () => resolve({ options: rows.slice(0, 10), total: 95 });
        }),
    );
    renderWithProviders(<PageSelect label="Supplier" loadPage={loadPage} fieldNames={names} />, { locale: 'en' });
    const input = screen.getByRole('combobox', { name: 'Supplier' });
    expect(input.getAttribute('placeholder')).toBe('Select Supplier');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect((await screen.findByRole('listbox')).textContent).toContain('Searching...');
    await act(async () => release());
    expect(await screen.findByRole('option', { name: '供应商 010' })).toBeTruthy();
  });
});
