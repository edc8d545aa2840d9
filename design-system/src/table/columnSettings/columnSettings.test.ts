import { describe, expect, it } from 'vitest';
import type { ColumnSetting, ProColumn } from '../types';
import {
  MIN_VISIBLE_COLUMNS,
  applyColumnSettings,
  canHide,
  clearColumnSettings,
  columnSettingsStorageKey,
  columnSettingsTableId,
  defaultColumnSettings,
  loadColumnSettings,
  moveBounds,
  moveColumn,
  reconcileColumnSettings,
  saveColumnSettings,
  setFixed,
  toggleVisible,
  type ColumnSettingsStorage,
} from './columnSettings';

const col = (key: string, extra: Partial<ProColumn> = {}): ProColumn => ({ key, title: key.toUpperCase(), ...extra });

const columns: ProColumn[] = [
  col('a', { fixed: 'left' }),
  col('b'),
  col('c'),
  col('d', { defaultHidden: true }),
  col('e'),
  col('f'),
  col('g', { fixed: 'right' }),
];

const keys = (items: readonly { key: string }[]) => items.map((item) => item.key);
const visibleKeys = (settings: readonly ColumnSetting[]) => settings.filter((s) => s.visible).map((s) => s.key);

class MemoryStorage implements ColumnSettingsStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

class ThrowingStorage implements ColumnSettingsStorage {
  getItem(): string | null {
    throw new Error('SecurityError');
  }
  setItem(): void {
    throw new Error('QuotaExceededError');
  }
  removeItem(): void {
    throw new Error('SecurityError');
  }
}

describe('defaultColumnSettings', () => {
  it('keeps code order, hides defaultHidden columns and copies fixed', () => {
    expect(defaultColumnSettings(columns)).toEqual([
      { key: 'a', visible: true, fixed: 'left' },
      { key: 'b', visible: true },
      { key: 'c', visible: true },
      { key: 'd', visible: false },
      { key: 'e', visible: true },
      { key: 'f', visible: true },
      { key: 'g', visible: true, fixed: 'right' },
    ]);
  });
});

describe('applyColumnSettings', () => {
  it('shows visible columns in the saved order with the saved fixed side', () => {
    const saved: ColumnSetting[] = [
      { key: 'c', visible: true },
      { key: 'a', visible: true },
      { key: 'b', visible: false },
      { key: 'd', visible: true, fixed: 'right' },
      { key: 'e', visible: true },
      { key: 'f', visible: true },
      { key: 'g', visible: true },
    ];
    const result = applyColumnSettings(columns, saved);
    expect(keys(result)).toEqual(['c', 'a', 'e', 'f', 'g', 'd']);
    // 'a' was fixed left in code but the saved setting unpins it; 'g' likewise.
    expect(result.find((c) => c.key === 'a')?.fixed).toBeUndefined();
    expect(result.find((c) => c.key === 'g')?.fixed).toBeUndefined();
    expect(result.find((c) => c.key === 'd')?.fixed).toBe('right');
    expect(result.find((c) => c.key === 'c')?.title).toBe('C');
  });

  it('appends columns new in code (in code order) and drops settings of removed columns', () => {
    const saved: ColumnSetting[] = [
      { key: 'f', visible: true },
      { key: 'gone', visible: true },
      { key: 'b', visible: true },
    ];
    expect(keys(applyColumnSettings(columns, saved))).toEqual(['a', 'f', 'b', 'c', 'e', 'g']);
  });

  it('puts left-fixed columns first and right-fixed last, keeping order within each group', () => {
    const saved: ColumnSetting[] = [
      { key: 'b', visible: true, fixed: 'right' },
      { key: 'c', visible: true },
      { key: 'e', visible: true, fixed: 'left' },
      { key: 'a', visible: true, fixed: 'left' },
      { key: 'f', visible: true, fixed: 'right' },
      { key: 'g', visible: true },
      { key: 'd', visible: false },
    ];
    expect(keys(applyColumnSettings(columns, saved))).toEqual(['e', 'a', 'c', 'g', 'b', 'f']);
  });

  it('with no settings gives the code defaults', () => {
    expect(keys(applyColumnSettings(columns, []))).toEqual(['a', 'b', 'c', 'e', 'f', 'g']);
  });
});

describe('toggleVisible / canHide', () => {
  it('hides and shows a column', () => {
    const defaults = defaultColumnSettings(columns); // 6 of 7 visible
    const hidden = toggleVisible(defaults, 'b');
    expect(visibleKeys(hidden)).toEqual(['a', 'c', 'e', 'f', 'g']);
    expect(visibleKeys(toggleVisible(hidden, 'd'))).toEqual(['a', 'c', 'd', 'e', 'f', 'g']);
    expect(defaults.find((s) => s.key === 'b')?.visible).toBe(true);
  });

  it(`refuses to go below ${MIN_VISIBLE_COLUMNS} visible columns, returning the same array`, () => {
    expect(MIN_VISIBLE_COLUMNS).toBe(5);
    const five = toggleVisible(defaultColumnSettings(columns), 'b');
    expect(canHide(five, 'c')).toBe(false);
    expect(toggleVisible(five, 'c')).toBe(five);
    // Showing is still allowed at the limit.
    expect(canHide(five, 'd')).toBe(false);
    expect(visibleKeys(toggleVisible(five, 'b'))).toHaveLength(6);
  });

  it('keeps every column of a table with fewer than 5 columns', () => {
    const small = defaultColumnSettings([col('x'), col('y'), col('z')]);
    expect(canHide(small, 'x')).toBe(false);
    expect(toggleVisible(small, 'x')).toBe(small);
  });

  it('ignores unknown keys', () => {
    const defaults = defaultColumnSettings(columns);
    expect(toggleVisible(defaults, 'nope')).toBe(defaults);
    expect(canHide(defaults, 'nope')).toBe(false);
  });
});

describe('moveColumn / moveBounds', () => {
  const plain = defaultColumnSettings([col('a'), col('b'), col('c'), col('d')]);

  it('moves a column up and down', () => {
    expect(keys(moveColumn(plain, 2, 0))).toEqual(['c', 'a', 'b', 'd']);
    expect(keys(moveColumn(plain, 0, 3))).toEqual(['b', 'c', 'd', 'a']);
    expect(keys(moveColumn(plain, 1, 2))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('clamps the target and ignores an out-of-range source', () => {
    expect(keys(moveColumn(plain, 1, 99))).toEqual(['a', 'c', 'd', 'b']);
    expect(keys(moveColumn(plain, 1, -5))).toEqual(['b', 'a', 'c', 'd']);
    expect(moveColumn(plain, 7, 0)).toBe(plain);
    expect(moveColumn(plain, 1, 1)).toBe(plain);
  });

  it('keeps pinned groups together: a move stops at the group edge', () => {
    const settings = defaultColumnSettings(columns); // a(left) b c d e f g(right)
    expect(keys(moveColumn(settings, 3, 0))).toEqual(['a', 'd', 'b', 'c', 'e', 'f', 'g']);
    expect(keys(moveColumn(settings, 1, 6))).toEqual(['a', 'c', 'd', 'e', 'f', 'b', 'g']);
  });

  it('moveBounds says which moves stay in the group', () => {
    const settings = defaultColumnSettings(columns);
    expect(moveBounds(settings, 0)).toEqual({ up: false, down: false });
    expect(moveBounds(settings, 1)).toEqual({ up: false, down: true });
    expect(moveBounds(settings, 3)).toEqual({ up: true, down: true });
    expect(moveBounds(settings, 5)).toEqual({ up: true, down: false });
    expect(moveBounds(settings, 6)).toEqual({ up: false, down: false });
    expect(moveBounds(settings, 9)).toEqual({ up: false, down: false });
  });
});

describe('setFixed', () => {
  const settings = defaultColumnSettings(columns); // a(left) b c d e f g(right)

  it('pins a column to the inner end of its side', () => {
    const next = setFixed(settings, 'e', 'left');
    expect(keys(next)).toEqual(['a', 'e', 'b', 'c', 'd', 'f', 'g']);
    expect(next[1]).toEqual({ key: 'e', visible: true, fixed: 'left' });
    expect(keys(setFixed(settings, 'b', 'right'))).toEqual(['a', 'c', 'd', 'e', 'f', 'b', 'g']);
  });

  it('unpins to the nearer end of the unpinned columns', () => {
    const left = setFixed(settings, 'a', undefined);
    expect(keys(left)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(left[0]).toEqual({ key: 'a', visible: true });
    expect('fixed' in (left[0] as ColumnSetting)).toBe(false);
    const right = setFixed(settings, 'g', undefined);
    expect(right[6]).toEqual({ key: 'g', visible: true });
  });

  it('moves a column from one side to the other', () => {
    expect(keys(setFixed(settings, 'a', 'right'))).toEqual(['b', 'c', 'd', 'e', 'f', 'a', 'g']);
  });

  it('returns the same array when nothing changes', () => {
    expect(setFixed(settings, 'a', 'left')).toBe(settings);
    expect(setFixed(settings, 'b', undefined)).toBe(settings);
    expect(setFixed(settings, 'nope', 'left')).toBe(settings);
  });
});

describe('reconcileColumnSettings', () => {
  it('drops duplicates and orders pinned groups', () => {
    const result = reconcileColumnSettings(columns, [
      { key: 'c', visible: false, fixed: 'right' },
      { key: 'c', visible: true },
      { key: 'b', visible: true, fixed: 'left' },
    ]);
    expect(keys(result)).toEqual(['b', 'a', 'd', 'e', 'f', 'c', 'g']);
    expect(result.find((s) => s.key === 'c')).toEqual({ key: 'c', visible: false, fixed: 'right' });
  });
});

describe('persistence', () => {
  const key = 'srm.table.contracts.columns';

  it('stores {version, columns} under srm.table.<tableId>.columns and loads it back', () => {
    expect(columnSettingsStorageKey('contracts')).toBe(key);
    const storage = new MemoryStorage();
    const settings = toggleVisible(moveColumn(defaultColumnSettings(columns), 2, 1), 'b');
    expect(saveColumnSettings(storage, 'contracts', 'v2', settings)).toBe(true);
    expect(JSON.parse(storage.getItem(key) ?? '')).toEqual({ version: 'v2', columns: settings });
    expect(loadColumnSettings(storage, 'contracts', 'v2', columns)).toEqual(settings);
  });

  it('gives the defaults when nothing is stored', () => {
    expect(loadColumnSettings(new MemoryStorage(), 'contracts', 'v1', columns)).toEqual(defaultColumnSettings(columns));
    expect(loadColumnSettings(null, 'contracts', 'v1', columns)).toEqual(defaultColumnSettings(columns));
  });

  it('removes and ignores settings of another version (an upgrade)', () => {
    const storage = new MemoryStorage();
    saveColumnSettings(storage, 'contracts', 'v1', [{ key: 'b', visible: false }]);
    expect(loadColumnSettings(storage, 'contracts', 'v2', columns)).toEqual(defaultColumnSettings(columns));
    expect(storage.getItem(key)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '"text"'],
    ['no columns', '{"version":"v1"}'],
    ['a bad entry', '{"version":"v1","columns":[{"key":"b","visible":"no"}]}'],
    ['a bad side', '{"version":"v1","columns":[{"key":"b","visible":true,"fixed":"top"}]}'],
  ])('removes and ignores a corrupt state (%s)', (_name, text) => {
    const storage = new MemoryStorage();
    storage.setItem(key, text);
    expect(loadColumnSettings(storage, 'contracts', 'v1', columns)).toEqual(defaultColumnSettings(columns));
    expect(storage.getItem(key)).toBeNull();
  });

  it('matches loaded settings to the columns in code', () => {
    const storage = new MemoryStorage();
    storage.setItem(key, JSON.stringify({ version: 'v1', columns: [{ key: 'old', visible: true }, { key: 'e', visible: true }] }));
    expect(keys(loadColumnSettings(storage, 'contracts', 'v1', columns))).toEqual(['a', 'e', 'b', 'c', 'd', 'f', 'g']);
  });

  it('never throws when the storage does', () => {
    const storage = new ThrowingStorage();
    expect(loadColumnSettings(storage, 'contracts', 'v1', columns)).toEqual(defaultColumnSettings(columns));
    expect(saveColumnSettings(storage, 'contracts', 'v1', [])).toBe(false);
    expect(() => clearColumnSettings(storage, 'contracts')).not.toThrow();
  });

  it('reads the table id back from a storage key, and nothing from other keys', () => {
    for (const tableId of ['contracts', 'system:user/list', 'a.b.columns', 'x']) {
      expect(columnSettingsTableId(columnSettingsStorageKey(tableId))).toBe(tableId);
    }
    for (const other of ['srm.token', 'srm.table..columns', 'srm.table.contracts', 'table.contracts.columns', '']) {
      expect(columnSettingsTableId(other)).toBeNull();
    }
  });

  it('clears one table only', () => {
    const storage = new MemoryStorage();
    saveColumnSettings(storage, 'contracts', 'v1', []);
    saveColumnSettings(storage, 'orders', 'v1', []);
    clearColumnSettings(storage, 'contracts');
    expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('srm.table.orders.columns')).not.toBeNull();
  });
});
