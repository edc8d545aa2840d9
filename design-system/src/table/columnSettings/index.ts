export {
  MIN_VISIBLE_COLUMNS,
  applyColumnSettings,
  browserStorage,
  canHide,
  clearColumnSettings,
  columnSettingsStorageKey,
  columnSettingsTableId,
  defaultColumnSettings,
  loadColumnSettings,
  minVisibleColumns,
  moveBounds,
  moveColumn,
  orderByFixed,
  parseColumnSettingsState,
  reconcileColumnSettings,
  saveColumnSettings,
  setFixed,
  toggleVisible,
  visibleCount,
  type ColumnSettingsStorage,
} from './columnSettings';
export {
  useColumnSettings,
  type ColumnSettingsUpdate,
  type UseColumnSettingsOptions,
  type UseColumnSettingsResult,
} from './useColumnSettings';
export {
  ColumnSettingsStorageProvider,
  useColumnSettingsStorage,
  type ColumnSettingsStorageProviderProps,
} from './ColumnSettingsStorageProvider';
export { ColumnSettingsDrawer, type ColumnSettingsColumn, type ColumnSettingsDrawerProps } from './ColumnSettingsDrawer';
