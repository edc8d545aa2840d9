import { createContext, useContext, type ReactNode } from 'react';
import { browserStorage, type ColumnSettingsStorage } from './columnSettings';

// `undefined`: no provider above, so tables use local storage as they always have.
const ColumnSettingsStorageContext = createContext<ColumnSettingsStorage | null | undefined>(undefined);

export interface ColumnSettingsStorageProviderProps {
  /**
   * Where every table below with a `tableId` keeps its column settings: a synchronous
   * `getItem`/`setItem`/`removeItem` store (an app can back it with its server and keep local
   * storage as the fallback). `null` keeps settings in memory only.
   */
  storage: ColumnSettingsStorage | null;
  children?: ReactNode;
}

/**
 * Chooses the column settings storage of the tables below it (ProTable, ListPage,
 * `useColumnSettings` without its own `storage`). Without a provider they use `window.localStorage`.
 * The storage is read when a table mounts (and when its `tableId` or version changes), so give it its
 * data before rendering the tables.
 */
export function ColumnSettingsStorageProvider({ storage, children }: ColumnSettingsStorageProviderProps) {
  return <ColumnSettingsStorageContext.Provider value={storage}>{children}</ColumnSettingsStorageContext.Provider>;
}

/** The storage given by the nearest `ColumnSettingsStorageProvider`, else `window.localStorage` (or `null`). */
export function useColumnSettingsStorage(): ColumnSettingsStorage | null {
  const storage = useContext(ColumnSettingsStorageContext);
  return storage === undefined ? browserStorage() : storage;
}
