import { columnSettingsStorageKey, type ColumnSettingsStorage } from '@srm/design-system';
import type { UserTableSetting } from '@srm/gateway/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGatewayColumnSettingsStore, gatewayTableId, SAVE_DELAY_MS, settingsOf, type TableSettingsApi } from './gatewayStorage';

const key = columnSettingsStorageKey;
const state = (...hidden: string[]) => ({ version: '1', columns: ['a', 'b', 'c'].map((k) => ({ key: k, visible: !hidden.includes(k) })) });
const text = (...hidden: string[]) => JSON.stringify(state(...hidden));
const row = (tableId: string, settings: Record<string, unknown>): UserTableSetting => ({ tableId, settings, updatedTime: '2026-11-21T02:00:00.000Z' });

function memoryStorage(initial: Record<string, string> = {}): ColumnSettingsStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function fakeApi(rows: UserTableSetting[] | Error = []) {
  return {
    list: vi.fn<TableSettingsApi['list']>(() => (rows instanceof Error ? Promise.reject(rows) : Promise.resolve(rows))),
    save: vi.fn<TableSettingsApi['save']>(() => Promise.resolve(null)),
    remove: vi.fn<TableSettingsApi['remove']>(() => Promise.resolve(null)),
  };
}

describe('gatewayTableId', () => {
  it('maps the design system storage key to the gateway table id, and back', () => {
    for (const tableId of ['contract:list', 'system/user.list_v2-a', 'x'.repeat(100)]) {
      expect(gatewayTableId(key(tableId))).toBe(tableId);
    }
  });

  it('gives nothing for other keys and for ids the gateway cannot hold (they stay local)', () => {
    for (const other of ['srm.token', 'srm.locale', key(''), key('x'.repeat(101)), key('合同列表'), key('contract list')]) {
      expect(gatewayTableId(other)).toBeNull();
    }
  });
});

describe('settingsOf', () => {
  it('sends only JSON objects', () => {
    expect(settingsOf(text('a'))).toEqual(state('a'));
    expect(settingsOf('[1]')).toBeNull();
    expect(settingsOf('null')).toBeNull();
    expect(settingsOf('{oops')).toBeNull();
  });
});

describe('createGatewayColumnSettingsStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('after a load, reads the user’s gateway settings (not this browser’s) and refreshes local storage with them', async () => {
    const local = memoryStorage({ [key('contracts')]: text('c'), [key('orders')]: text('b') });
    const api = fakeApi([row('contracts', state('a'))]);
    const store = createGatewayColumnSettingsStore({ api, local });
    await expect(store.load()).resolves.toBe('gateway');
    expect(store.storage.getItem(key('contracts'))).toBe(text('a'));
    // The gateway has nothing for this user's orders: the code defaults, not another user's local copy.
    expect(store.storage.getItem(key('orders'))).toBeNull();
    expect(local.data.get(key('contracts'))).toBe(text('a'));
    // Loading twice asks once.
    await store.load();
    expect(api.list).toHaveBeenCalledTimes(1);
  });

  it('falls back to local storage when the gateway cannot be reached, and still sends changes', async () => {
    const local = memoryStorage({ [key('contracts')]: text('c') });
    const api = fakeApi(new Error('网络请求超时'));
    const store = createGatewayColumnSettingsStore({ api, local });
    await expect(store.load()).resolves.toBe('local');
    expect(store.storage.getItem(key('contracts'))).toBe(text('c'));
    store.storage.setItem(key('contracts'), text('b'));
    expect(store.storage.getItem(key('contracts'))).toBe(text('b'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(api.save).toHaveBeenCalledWith('contracts', state('b'), {});
  });

  it('writes the copy and local storage at once, and the gateway once per table after the delay', async () => {
    const local = memoryStorage();
    const api = fakeApi([]);
    const store = createGatewayColumnSettingsStore({ api, local });
    await store.load();
    store.storage.setItem(key('contracts'), text('a'));
    store.storage.setItem(key('orders'), text('c'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100);
    store.storage.setItem(key('contracts'), text('b'));
    expect(store.storage.getItem(key('contracts'))).toBe(text('b'));
    expect(local.data.get(key('contracts'))).toBe(text('b'));
    expect(api.save).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(100);
    expect(api.save.mock.calls).toEqual([['orders', state('c'), {}]]);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(api.save.mock.calls).toEqual([
      ['orders', state('c'), {}],
      ['contracts', state('b'), {}],
    ]);
  });

  it('a reset removes the copy, the local copy and the gateway’s row; the last change of a table wins', async () => {
    const local = memoryStorage();
    const api = fakeApi([row('contracts', state('a'))]);
    const store = createGatewayColumnSettingsStore({ api, local });
    await store.load();
    store.storage.setItem(key('contracts'), text('b'));
    store.storage.removeItem(key('contracts'));
    expect(store.storage.getItem(key('contracts'))).toBeNull();
    expect(local.data.has(key('contracts'))).toBe(false);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(api.save).not.toHaveBeenCalled();
    expect(api.remove).toHaveBeenCalledExactlyOnceWith('contracts', {});
  });

  it('is silent when a save fails: the table keeps its columns and the local copy stays', async () => {
    const local = memoryStorage();
    const api = fakeApi([]);
    api.save.mockRejectedValue(new Error('系统错误'));
    api.remove.mockRejectedValue(new Error('系统错误'));
    const store = createGatewayColumnSettingsStore({ api, local });
    await store.load();
    store.storage.setItem(key('contracts'), text('a'));
    store.storage.setItem(key('orders'), text('a'));
    store.storage.removeItem(key('orders'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.remove).toHaveBeenCalledTimes(1);
    expect(store.storage.getItem(key('contracts'))).toBe(text('a'));
    expect(local.data.get(key('contracts'))).toBe(text('a'));
  });

  it('flush sends what is waiting now (keepalive when the page goes away), and only once', async () => {
    const api = fakeApi([]);
    const store = createGatewayColumnSettingsStore({ api, local: null });
    await store.load();
    store.storage.setItem(key('contracts'), text('a'));
    store.storage.removeItem(key('orders'));
    store.flush({ keepalive: true });
    expect(api.save).toHaveBeenCalledExactlyOnceWith('contracts', state('a'), { keepalive: true });
    expect(api.remove).toHaveBeenCalledExactlyOnceWith('orders', { keepalive: true });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    store.flush();
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.remove).toHaveBeenCalledTimes(1);
  });

  it('keeps other keys and tables the gateway cannot hold in local storage only', async () => {
    const odd = key('合同列表');
    const local = memoryStorage({ [odd]: text('a') });
    const api = fakeApi([]);
    const store = createGatewayColumnSettingsStore({ api, local });
    await store.load();
    expect(store.storage.getItem(odd)).toBe(text('a'));
    store.storage.setItem(odd, text('b'));
    store.storage.setItem('srm.other', 'x');
    expect(local.data.get(odd)).toBe(text('b'));
    expect(store.storage.getItem('srm.other')).toBe('x');
    store.storage.removeItem(odd);
    expect(local.data.has(odd)).toBe(false);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(api.save).not.toHaveBeenCalled();
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('never throws when local storage does', async () => {
    const broken: ColumnSettingsStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const api = fakeApi([row('contracts', state('a'))]);
    const store = createGatewayColumnSettingsStore({ api, local: broken });
    await expect(store.load()).resolves.toBe('gateway');
    expect(store.storage.getItem(key('contracts'))).toBe(text('a'));
    expect(store.storage.getItem('srm.other')).toBeNull();
    store.storage.setItem(key('contracts'), text('b'));
    store.storage.removeItem(key('orders'));
    expect(store.storage.getItem(key('contracts'))).toBe(text('b'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(api.save).toHaveBeenCalledWith('contracts', state('b'), {});
  });
});
