import { useCallback, useMemo, useState } from 'react';
import type { ColumnSetting, ProColumn } from '../types';
import {
  applyColumnSettings,
  clearColumnSettings,
  defaultColumnSettings,
  loadColumnSettings,
  reconcileColumnSettings,
  saveColumnSettings,
  type ColumnSettingsStorage,
} from './columnSettings';
import { useColumnSettingsStorage } from './ColumnSettingsStorageProvider';

export interface UseColumnSettingsOptions<C extends Pick<ProColumn, 'key' | 'fixed' | 'defaultHidden'>> {
  /** Names the table in storage: settings are saved under `srm.table.<tableId>.columns`. */
  tableId: string;
  /**
   * The settings version of the code. Settings saved under another version are discarded (spec 01 §4:
   * local column settings are cleared on a version upgrade). Bump it when the columns change meaning.
   */
  version: string;
  /** The table's columns, in code order. */
  columns: readonly C[];
  /**
   * Where settings are saved; `null` keeps them in memory only.
   * @default the storage of the nearest `ColumnSettingsStorageProvider`, else window.localStorage (when available)
   */
  storage?: ColumnSettingsStorage | null;
}

export type ColumnSettingsUpdate = ColumnSetting[] | ((current: ColumnSetting[]) => ColumnSetting[]);

export interface UseColumnSettingsResult<C> {
  /** One setting per column in code, in display order (left-pinned first, right-pinned last). */
  settings: ColumnSetting[];
  /** The columns to render: visible ones, in order, with the chosen `fixed`. */
  visibleColumns: C[];
  /** Replaces the settings (or maps the current ones) and saves them. */
  setSettings: (next: ColumnSettingsUpdate) => void;
  /** Restores the code defaults and removes the saved settings. */
  reset: () => void;
}

interface State {
  tableId: string;
  version: string;
  settings: ColumnSetting[];
}

/**
 * A table's column settings, loaded from and saved to storage per table (spec 01 §2.6): local storage,
 * or the storage a `ColumnSettingsStorageProvider` gives.
 * Storage failures never throw; stored settings of another version are dropped.
 */
export function useColumnSettings<C extends Pick<ProColumn, 'key' | 'fixed' | 'defaultHidden'>>({
  tableId,
  version,
  columns,
  storage,
}: UseColumnSettingsOptions<C>): UseColumnSettingsResult<C> {
  const provided = useColumnSettingsStorage();
  const store = storage === undefined ? provided : storage;
  const [state, setState] = useState<State>(() => ({
    tableId,
    version,
    settings: loadColumnSettings(store, tableId, version, columns),
  }));
  let current = state;
  if (state.tableId !== tableId || state.version !== version) {
    // Another table (or code version): load its settings (React's "adjust state on prop change").
    current = { tableId, version, settings: loadColumnSettings(store, tableId, version, columns) };
    setState(current);
  }
  const saved = current.settings;
  const settings = useMemo(() => reconcileColumnSettings(columns, saved), [columns, saved]);
  const visibleColumns = useMemo(() => applyColumnSettings(columns, settings), [columns, settings]);

  const setSettings = useCallback(
    (next: ColumnSettingsUpdate) => {
      const value = reconcileColumnSettings(columns, typeof next === 'function' ? next(settings) : next);
      setState({ tableId, version, settings: value });
      saveColumnSettings(store, tableId, version, value);
    },
    [columns, settings, store, tableId, version],
  );

  const reset = useCallback(() => {
    setState({ tableId, version, settings: defaultColumnSettings(columns) });
    clearColumnSettings(store, tableId);
  }, [columns, store, tableId, version]);

  return { settings, visibleColumns, setSettings, reset };
}
