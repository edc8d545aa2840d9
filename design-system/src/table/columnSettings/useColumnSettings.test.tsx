import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProColumn } from '../types';
import { moveColumn, toggleVisible, type ColumnSettingsStorage } from './columnSettings';
import { useColumnSettings } from './useColumnSettings';

const columns: ProColumn[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => ({ key, title: key }));
const KEY = 'srm.table.orders.columns';

function memoryStorage(): ColumnSettingsStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('useColumnSettings', () => {
  it('starts from the code defaults, saves changes and reloads them', () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useColumnSettings({ tableId: 'orders', version: '1', columns, storage }));
    expect(result.current.visibleColumns.map((c) => c.key)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    act(() => result.current.setSettings((current) => toggleVisible(moveColumn(current, 5, 0), 'b')));
    expect(result.current.visibleColumns.map((c) => c.key)).toEqual(['f', 'a', 'c', 'd', 'e']);
    expect(JSON.parse(storage.data.get(KEY) ?? '{}').version).toBe('1');

    const again = renderHook(() => useColumnSettings({ tableId: 'orders', version: '1', columns, storage }));
    expect(again.result.current.visibleColumns.map((c) => c.key)).toEqual(['f', 'a', 'c', 'd', 'e']);
  });

  it('reset restores the code defaults and clears storage', () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useColumnSettings({ tableId: 'orders', version: '1', columns, storage }));
    act(() => result.current.setSettings((current) => toggleVisible(current, 'a')));
    expect(storage.data.has(KEY)).toBe(true);
    act(() => result.current.reset());
    expect(result.current.visibleColumns.map((c) => c.key)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('drops settings saved under another version', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify({ version: '1', columns: [{ key: 'a', visible: false }] }));
    const { result } = renderHook(() => useColumnSettings({ tableId: 'orders', version: '2', columns, storage }));
    expect(result.current.visibleColumns.map((c) => c.key)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('follows new columns in code and another table id', () => {
    const storage = memoryStorage();
    storage.setItem('srm.table.other.columns', JSON.stringify({ version: '1', columns: [{ key: 'f', visible: true }] }));
    const { result, rerender } = renderHook((props: { tableId: string; columns: ProColumn[] }) =>
      useColumnSettings({ ...props, version: '1', storage }),
    { initialProps: { tableId: 'orders', columns } });
    rerender({ tableId: 'orders', columns: [...columns, { key: 'g', title: 'g', defaultHidden: true }] });
    expect(result.current.settings.map((s) => s.key)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(result.current.visibleColumns).toHaveLength(6);
    rerender({ tableId: 'other', columns });
    expect(result.current.visibleColumns.map((c) => c.key)).toEqual(['f', 'a', 'b', 'c', 'd', 'e']);
  });

  it('keeps working in memory when the storage throws', () => {
    const broken: ColumnSettingsStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const { result } = renderHook(() => useColumnSettings({ tableId: 'orders', version: '1', columns, storage: broken }));
    act(() => result.current.setSettings((current) => toggleVisible(current, 'a')));
    expect(result.current.visibleColumns.map((c) => c.key)).toEqual(['b', 'c', 'd', 'e', 'f']);
    act(() => result.current.reset());
    expect(result.current.visibleColumns).toHaveLength(6);
  });
});
