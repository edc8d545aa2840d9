import { columnSettingsStorageKey, columnSettingsTableId, type ColumnSettingsStorage } from '@srm/design-system';
import type { UserTableSetting } from '@srm/gateway/api';
import type { SendOptions } from './api';

/*
 * Column settings that follow the user: a synchronous storage for the design system's
 * ColumnSettingsStorageProvider, backed by the gateway's per-user table settings, with local storage
 * as the fallback. React-free; the calls come in through `TableSettingsApi` (api.ts in the app).
 */

/** The gateway calls the storage needs (api.ts; tests pass fakes). */
export interface TableSettingsApi {
  list(): Promise<UserTableSetting[]>;
  save(tableId: string, settings: Record<string, unknown>, options?: SendOptions): Promise<unknown>;
  remove(tableId: string, options?: SendOptions): Promise<unknown>;
}

/** Changes to one table within this time are sent as one call (the last one wins). */
export const SAVE_DELAY_MS = 800;

/**
 * The gateway's rule for table ids (gateway/src/modules/system/table-settings.ts): 1-100 characters
 * of [A-Za-z0-9:._/-]. Tables whose id it would refuse stay in local storage only, so that they keep
 * their settings across reloads instead of losing them to a refused save.
 */
const GATEWAY_TABLE_ID = /^[A-Za-z0-9:._/-]{1,100}$/;

/**
 * The gateway's table id of a design-system storage key (`srm.table.<tableId>.columns`), or `null`
 * when the key is not a table's column settings or the gateway cannot hold that id: such keys live
 * in local storage only. The one mapping between the two sides.
 */
export function gatewayTableId(storageKey: string): string | null {
  const tableId = columnSettingsTableId(storageKey);
  return tableId !== null && GATEWAY_TABLE_ID.test(tableId) ? tableId : null;
}

/** What a stored value is sent as: the JSON object it holds, or `null` when it holds no object. */
export function settingsOf(value: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Where the settings were read from after `load()`. */
export type ColumnSettingsSource = 'gateway' | 'local';

export interface GatewayColumnSettingsStore {
  /** The storage to give to `ColumnSettingsStorageProvider`. Never throws. */
  readonly storage: ColumnSettingsStorage;
  /**
   * Loads the user's settings once. `'gateway'`: reads come from them from now on (and local storage
   * is refreshed with them). `'local'`: the gateway could not be reached; reads come from local
   * storage. Never rejects.
   */
  load(): Promise<ColumnSettingsSource>;
  /**
   * Sends every change still waiting for its delay now: when the tables unmount, and with `keepalive`
   * when the page is going away. Later changes wait for their delay again.
   */
  flush(options?: SendOptions): void;
}

type Pending = { kind: 'save'; settings: Record<string, unknown> } | { kind: 'remove' };

export interface GatewayColumnSettingsStoreOptions {
  api: TableSettingsApi;
  /** The fallback and local copy; `null` where local storage is unavailable. */
  local: ColumnSettingsStorage | null;
  /** @default SAVE_DELAY_MS */
  delayMs?: number;
}

function quietly(action: () => void): void {
  try {
    action();
  } catch {
    // Local storage full, disabled or denied: the gateway copy still counts.
  }
}

/**
 * Reads come from the loaded gateway settings (from local storage when the load failed); writes go to
 * both at once: the in-memory copy and local storage synchronously, the gateway in the background,
 * one call per table after `delayMs` of quiet. A failed call is dropped silently: the table keeps
 * working, and the local copy stays.
 */
export function createGatewayColumnSettingsStore({ api, local, delayMs = SAVE_DELAY_MS }: GatewayColumnSettingsStoreOptions): GatewayColumnSettingsStore {
  /** Serialised settings by gateway table id; `null` until loaded, and for good when the load failed. */
  let remote: Map<string, string> | null = null;
  let loading: Promise<ColumnSettingsSource> | null = null;
  const pending = new Map<string, { change: Pending; timer: ReturnType<typeof setTimeout> }>();

  function send(tableId: string, change: Pending, options: SendOptions = {}): void {
    const call = change.kind === 'save' ? api.save(tableId, change.settings, options) : api.remove(tableId, options);
    call.catch(() => {
      // Silent on purpose (see above).
    });
  }

  function schedule(tableId: string, change: Pending): void {
    const waiting = pending.get(tableId);
    if (waiting) clearTimeout(waiting.timer);
    const timer = setTimeout(() => {
      pending.delete(tableId);
      send(tableId, change);
    }, delayMs);
    pending.set(tableId, { change, timer });
  }

  function flush(options: SendOptions = {}): void {
    for (const [tableId, { change, timer }] of [...pending]) {
      clearTimeout(timer);
      pending.delete(tableId);
      send(tableId, change, options);
    }
  }

  const storage: ColumnSettingsStorage = {
    getItem(key) {
      const tableId = gatewayTableId(key);
      if (tableId !== null && remote) return remote.get(tableId) ?? null;
      try {
        return local?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      quietly(() => local?.setItem(key, value));
      const tableId = gatewayTableId(key);
      if (tableId === null) return;
      remote?.set(tableId, value);
      const settings = settingsOf(value);
      if (settings) schedule(tableId, { kind: 'save', settings });
    },
    removeItem(key) {
      quietly(() => local?.removeItem(key));
      const tableId = gatewayTableId(key);
      if (tableId === null) return;
      remote?.delete(tableId);
      schedule(tableId, { kind: 'remove' });
    },
  };

  async function loadOnce(): Promise<ColumnSettingsSource> {
    let rows: UserTableSetting[];
    try {
      rows = await api.list();
    } catch {
      return 'local';
    }
    const loaded = new Map<string, string>();
    for (const row of rows) loaded.set(row.tableId, JSON.stringify(row.settings));
    // Changes made before the load finished (none while the tables wait for it) are newer: keep them.
    for (const [tableId, { change }] of pending) {
      if (change.kind === 'save') loaded.set(tableId, JSON.stringify(change.settings));
      else loaded.delete(tableId);
    }
    remote = loaded;
    // Refresh the fallback, so that a later visit without the gateway shows the same columns.
    for (const [tableId, value] of loaded) quietly(() => local?.setItem(columnSettingsStorageKey(tableId), value));
    return 'gateway';
  }

  return {
    storage,
    load() {
      loading ??= loadOnce();
      return loading;
    },
    flush,
  };
}
