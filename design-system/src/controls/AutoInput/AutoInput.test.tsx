import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { AutoInput } from './AutoInput';

const ports = ['大连港', '大连北良港', '锦州港', '营口港'];

describe('AutoInput', () => {
  it('is a labelled text input with 请输入{label}, keeping free text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<AutoInput label="到货港口" options={ports} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: '到货港口' }) as HTMLInputElement;
    expect(input.getAttribute('placeholder')).toBe('请输入到货港口');
    expect(input.getAttribute('maxlength')).toBe('200');
    await user.type(input, '天津港');
    await user.tab();
    expect(input.value).toBe('天津港');
    expect(onChange).toHaveBeenLastCalledWith('天津港', undefined);
  });

  it('suggests matching options and takes one with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<AutoInput label="到货港口" options={ports} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: '到货港口' }) as HTMLInputElement;
    await user.type(input, '大连');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['大连港', '大连北良港']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input.value).toBe('大连北良港');
    expect(onChange).toHaveBeenLastCalledWith('大连北良港', expect.objectContaining({ label: '大连北良港' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.tab();
    expect(input.value).toBe('大连北良港');
  });

  it('closes the suggestions with Escape and keeps the text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AutoInput label="到货港口" options={ports} />);
    const input = screen.getByRole('combobox', { name: '到货港口' }) as HTMLInputElement;
    await user.type(input, '港');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('港');
  });

  it('searches remote suggestions, ignoring an answer that arrives late', async () => {
    const user = userEvent.setup();
    const pending: Array<{ keyword: string; resolve: (page: { options: string[] }) => void }> = [];
    const loadOptions = vi.fn(
      (keyword: string) =>
        new Promise<{ options: string[] }>((resolve) => {
          pending.push({ keyword, resolve });
        }),
    );
    renderWithProviders(<AutoInput label="品名" loadOptions={loadOptions} debounceMs={0} />);
    const input = screen.getByRole('combobox', { name: '品名' });
    await user.type(input, '玉');
    await waitFor(() => expect(pending.map((p) => p.keyword)).toContain('玉'));
    expect((await screen.findByRole('listbox')).textContent).toContain('正在搜索中...');
    await user.type(input, '米');
    await waitFor(() => expect(pending.map((p) => p.keyword)).toContain('玉米'));
    await act(async () => pending.find((p) => p.keyword === '玉米')!.resolve({ options: ['玉米', '玉米蛋白粉'] }));
    await act(async () => pending.find((p) => p.keyword === '玉')!.resolve({ options: ['玉竹'] }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['玉米', '玉米蛋白粉']);
  });

  it('does not change when read-only and shows an error message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AutoInput label="到货港口" options={ports} isReadOnly defaultValue="锦州港" errorMessage="请输入到货港口" />);
    const input = screen.getByRole('combobox', { name: '到货港口' }) as HTMLInputElement;
    await user.type(input, 'X');
    expect(input.value).toBe('锦州港');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks English in the en locale', () => {
    renderWithProviders(<AutoInput label="Port" options={ports} />, { locale: 'en' });
    expect(screen.getByRole('combobox', { name: 'Port' }).getAttribute('placeholder')).toBe('Enter Port');
  });
});
