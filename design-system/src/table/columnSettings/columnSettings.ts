/**
 * The column settings of a table (spec 01 §2.6, §4, §9): which columns show, in which order, and
 * which are pinned to a side; saved per table in local storage under a code version. Pure and
 * React-free: every rule here is tested without rendering.
 */
import type { ColumnSetting, ColumnSettingsState, FixedSide, ProColumn } from '../types';

/** Spec 01 §9: at least 5 columns stay visible (all of them when the table has fewer). */
export const MIN_VISIBLE_COLUMNS = 5;

/** The part of `Storage` the settings use, so tests (and SSR) can pass their own. */
export type ColumnSettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Columns only need a key, a title and the code defaults here, whatever their row type.
type AnyColumn = Pick<ProColumn, 'key' | 'fixed' | 'defaultHidden'>;

const KEY_PREFIX = 'srm.table.';
const KEY_SUFFIX = '.columns';

/** The storage key of one table's settings: `srm.table.<tableId>.columns`. */
export function columnSettingsStorageKey(tableId: string): string {
  return `${KEY_PREFIX}${tableId}${KEY_SUFFIX}`;
}

/**
 * The table id inside a storage key (the inverse of `columnSettingsStorageKey`), or `null` when the
 * key is not a table's column settings key. A storage that keeps settings elsewhere (a server, per
 * table) uses it to know which table a `setItem` is about.
 */
export function columnSettingsTableId(key: string): string | null {
  if (!key.startsWith(KEY_PREFIX) || !key.endsWith(KEY_SUFFIX)) return null;
  const tableId = key.slice(KEY_PREFIX.length, key.length - KEY_SUFFIX.length);
  return tableId === '' ? null : tableId;
}

/** The code defaults: code order, visible unless `defaultHidden`, pinned as the column says. */
export function defaultColumnSettings(columns: readonly AnyColumn[]): ColumnSetting[] {
  return columns.map((column) => settingOf(column));
}

function settingOf(column: AnyColumn): ColumnSetting {
  const setting: ColumnSetting = { key: column.key, visible: !column.defaultHidden };
  if (column.fixed) setting.fixed = column.fixed;
  return setting;
}

function groupOf(setting: Pick<ColumnSetting, 'fixed'>): 0 | 1 | 2 {
  return setting.fixed === 'left' ? 0 : setting.fixed === 'right' ? 2 : 1;
}

/**
 * Left-pinned settings first and right-pinned last, keeping the order within each group (a stable
 * partition). The table shows columns in this order, so the drawer lists them in it too.
 */
export function orderByFixed<T extends Pick<ColumnSetting, 'fixed'>>(items: readonly T[]): T[] {
  return [0, 1, 2].flatMap((group) => items.filter((item) => groupOf(item) === group));
}

/**
 * Saved settings matched to the columns in code: saved order and choices for known columns,
 * settings of columns no longer in code dropped, columns new in code appended in code order with
 * their defaults; then left-pinned first and right-pinned last.
 */
export function reconcileColumnSettings(columns: readonly AnyColumn[], settings: readonly ColumnSetting[]): ColumnSetting[] {
  const inCode = new Set(columns.map((column) => column.key));
  const seen = new Set<string>();
  const kept: ColumnSetting[] = [];
  for (const setting of settings) {
    if (!inCode.has(setting.key) || seen.has(setting.key)) continue;
    seen.add(setting.key);
    kept.push(setting);
  }
  const added = columns.filter((column) => !seen.has(column.key)).map((column) => settingOf(column));
  return orderByFixed([...kept, ...added]);
}

/**
 * The columns to show: visible ones in the saved order with the saved `fixed` (see
 * `reconcileColumnSettings` for new and removed columns), left-pinned first and right-pinned last.
 */
export function applyColumnSettings<C extends AnyColumn>(columns: readonly C[], settings: readonly ColumnSetting[]): C[] {
  const byKey = new Map(columns.map((column) => [column.key, column] as const));
  const out: C[] = [];
  for (const setting of reconcileColumnSettings(columns, settings)) {
    const column = byKey.get(setting.key);
    if (!column || !setting.visible) continue;
    const { fixed: _codeFixed, ...rest } = column;
    out.push((setting.fixed ? { ...rest, fixed: setting.fixed } : rest) as C);
  }
  return out;
}

/** How many columns must stay visible: 5, or every column when there are fewer. */
export function minVisibleColumns(total: number): number {
  return Math.min(MIN_VISIBLE_COLUMNS, total);
}

export function visibleCount(settings: readonly ColumnSetting[]): number {
  return settings.filter((setting) => setting.visible).length;
}

/** Whether hiding this visible column keeps at least the minimum visible. */
export function canHide(settings: readonly ColumnSetting[], key: string): boolean {
  const setting = settings.find((s) => s.key === key);
  if (!setting || !setting.visible) return false;
  return visibleCount(settings) > minVisibleColumns(settings.length);
}

/**
 * Shows a hidden column or hides a visible one. Hiding below the minimum is refused: the very same
 * array is returned (`next === settings`), as it is for an unknown key.
 */
export function toggleVisible(settings: ColumnSetting[], key: string): ColumnSetting[] {
  const setting = settings.find((s) => s.key === key);
  if (!setting) return settings;
  if (setting.visible && !canHide(settings, key)) return settings;
  return settings.map((s) => (s.key === key ? { ...s, visible: !s.visible } : s));
}

/** Whether the setting at `index` can move up or down without leaving its pinned group. */
export function moveBounds(settings: readonly ColumnSetting[], index: number): { up: boolean; down: boolean } {
  const current = settings[index];
  if (!current) return { up: false, down: false };
  const before = settings[index - 1];
  const after = settings[index + 1];
  return {
    up: before !== undefined && groupOf(before) === groupOf(current),
    down: after !== undefined && groupOf(after) === groupOf(current),
  };
}

/**
 * Moves a setting from one position to another (indexes into `settings`, clamped to the list).
 * Pinned groups stay together: a move past a group's edge stops at the edge. Out-of-range `from`
 * returns the same array.
 */
export function moveColumn(settings: ColumnSetting[], fromIndex: number, toIndex: number): ColumnSetting[] {
  if (!Number.isInteger(fromIndex) || fromIndex < 0 || fromIndex >= settings.length) return settings;
  const to = Math.max(0, Math.min(settings.length - 1, Math.trunc(toIndex)));
  if (to === fromIndex) return settings;
  const next = settings.slice();
  const [moved] = next.splice(fromIndex, 1);
  next.splice(to, 0, moved as ColumnSetting);
  return orderByFixed(next);
}

/**
 * Pins a column to a side, or unpins it with `undefined`. The list is reordered so that left-pinned
 * columns come first and right-pinned ones last; a newly pinned column goes to the inner end of its
 * group (next to the unpinned columns), an unpinned one to the nearer end of the unpinned columns.
 */
export function setFixed(settings: ColumnSetting[], key: string, side: FixedSide | undefined): ColumnSetting[] {
  const index = settings.findIndex((s) => s.key === key);
  const current = settings[index];
  if (!current || current.fixed === side) return settings;
  const { fixed: previous, ...rest } = current;
  const updated: ColumnSetting = side ? { ...rest, fixed: side } : rest;
  const others = settings.filter((_, i) => i !== index);
  const left = others.filter((s) => s.fixed === 'left');
  const middle = others.filter((s) => !s.fixed);
  const right = others.filter((s) => s.fixed === 'right');
  if (side === 'left') return [...left, updated, ...middle, ...right];
  if (side === 'right') return [...left, ...middle, updated, ...right];
  return previous === 'left' ? [...left, updated, ...middle, ...right] : [...left, ...middle, updated, ...right];
}

function isColumnSetting(value: unknown): value is ColumnSetting {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.key === 'string' &&
    typeof v.visible === 'boolean' &&
    (v.fixed === undefined || v.fixed === 'left' || v.fixed === 'right')
  );
}

/** Parses a stored value; `null` when it is not valid JSON of the right shape. */
export function parseColumnSettingsState(text: string): ColumnSettingsState | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.version !== 'string' || !Array.isArray(v.columns) || !v.columns.every(isColumnSetting)) return null;
  return {
    version: v.version,
    columns: v.columns.map(({ key, visible, fixed }) => (fixed ? { key, visible, fixed } : { key, visible })),
  };
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // A storage that throws (quota, private mode, disabled storage) must never break the table.
    return fallback;
  }
}

/**
 * The saved settings of a table matched to its columns, or the code defaults when nothing usable is
 * saved. A state saved under another version (an upgrade, spec §4) or that is not valid is removed.
 * Never throws.
 */
export function loadColumnSettings(
  storage: ColumnSettingsStorage | null | undefined,
  tableId: string,
  version: string,
  columns: readonly AnyColumn[],
): ColumnSetting[] {
  const defaults = defaultColumnSettings(columns);
  if (!storage) return defaults;
  const key = columnSettingsStorageKey(tableId);
  const text = safely(() => storage.getItem(key), null);
  if (text === null) return defaults;
  const state = parseColumnSettingsState(text);
  if (!state || state.version !== version) {
    safely(() => storage.removeItem(key), undefined);
    return defaults;
  }
  return reconcileColumnSettings(columns, state.columns);
}

/** Saves a table's settings as `{version, columns}`. Returns whether it was stored; never throws. */
export function saveColumnSettings(
  storage: ColumnSettingsStorage | null | undefined,
  tableId: string,
  version: string,
  settings: readonly ColumnSetting[],
): boolean {
  if (!storage) return false;
  const state: ColumnSettingsState = { version, columns: [...settings] };
  return safely(() => {
    storage.setItem(columnSettingsStorageKey(tableId), JSON.stringify(state));
    return true;
  }, false);
}

/** Removes a table's saved settings; never throws. */
export function clearColumnSettings(storage: ColumnSettingsStorage | null | undefined, tableId: string): void {
  if (!storage) return;
  safely(() => storage.removeItem(columnSettingsStorageKey(tableId)), undefined);
}

/** `window.localStorage`, or `null` where it is missing or access to it throws. */
export function browserStorage(): ColumnSettingsStorage | null {
  return safely(() => (typeof window === 'undefined' ? null : window.localStorage), null);
}
