import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../overlays/ConfirmDialog';
import { renderWithProviders } from '../../test-utils';
import { ProTable } from '../ProTable';
import type { ProColumn } from '../types';
import { columnSettingsStorageKey, type ColumnSettingsStorage } from './columnSettings';
import { ColumnSettingsStorageProvider, useColumnSettingsStorage } from './ColumnSettingsStorageProvider';
import { useColumnSettings } from './useColumnSettings';

function memoryStorage(initial: Record<string, string> = {}): ColumnSettingsStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const columns: ProColumn[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => ({ key, title: `列${key.toUpperCase()}` }));
const KEY = columnSettingsStorageKey('orders');
const hiddenA = JSON.stringify({ version: '1', columns: [{ key: 'a', visible: false }] });

const withStorage = (storage: ColumnSettingsStorage | null) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <ColumnSettingsStorageProvider storage={storage}>{children}</ColumnSettingsStorageProvider>;
  };

afterEach(() => window.localStorage.clear());

describe('ColumnSettingsStorageProvider', () => {
  it('without a provider, tables keep using local storage', () => {
    window.localStorage.setItem(KEY, hiddenA);
    expect(renderHook(() => useColumnSettingsStorage()).result.current).toBe(window.localStorage);
    const { result } = renderHook(() => useColumnSettings({ tableId: 'orders', version: '1', columns }));
    expect(result.current.visibleColumns.map((c) => c.key)).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('gives its storage to useColumnSettings: reads, saves and resets go there, not to local storage', () => {
    const storage = memoryStorage({ [KEY]: hiddenA });
    const { result } = renderHook(() => useColumnSettings({ tableId: 'orders', version: '1', columns }), { wrapper: withStorage(storage) });
    expect(result.current.visibleColumns.map((c) => c.key)).toEqual(['b', 'c', 'd', 'e', 'f']);
    act(() => result.current.setSettings((current) => current.map((s) => ({ ...s, visible: true }))));
    expect(JSON.parse(storage.data.get(KEY) ?? '{}').columns.every((s: { visible: boolean }) => s.visible)).toBe(true);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    act(() => result.current.reset());
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('a storage given to the hook itself (or null) wins over the provider', () => {
    const provided = memoryStorage({ [KEY]: hiddenA });
    const own = memoryStorage();
    const { result } = renderHook(() => useColumnSettings({ tableId: 'orders', version: '1', columns, storage: own }), { wrapper: withStorage(provided) });
    expect(result.current.visibleColumns).toHaveLength(6);
    const memory = renderHook(() => useColumnSettings({ tableId: 'orders', version: '1', columns, storage: null }), { wrapper: withStorage(provided) });
    expect(memory.result.current.visibleColumns).toHaveLength(6);
  });

  it('ProTable with a tableId shows the settings of the provided storage and saves changes made in 列设置 there', async () => {
    const storage = memoryStorage({ [KEY]: hiddenA });
    const user = userEvent.setup();
    renderWithProviders(
      <ColumnSettingsStorageProvider storage={storage}>
        <ConfirmProvider>
          <ProTable aria-label="订单" tableId="orders" columns={columns} rowKey="id" dataSource={[{ id: 1, a: 'A1', b: 'B1' }]} virtual={false} />
        </ConfirmProvider>
      </ColumnSettingsStorageProvider>,
    );
    const grid = await screen.findByRole('grid', { name: '订单' });
    const headers = () => within(grid).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).not.toContain('列A');
    expect(headers()).toContain('列B');

    await user.click(screen.getByRole('button', { name: '列设置' }));
    const drawer = await screen.findByRole('dialog', { name: '列设置' });
    await user.click(within(drawer).getByRole('checkbox', { name: '列A' }));
    await waitFor(() => expect(headers()).toContain('列A'));
    expect(JSON.parse(storage.data.get(KEY) ?? '{}').columns.find((s: { key: string }) => s.key === 'a')).toEqual({ key: 'a', visible: true });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
