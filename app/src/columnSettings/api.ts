import type { SaveTableSettingBody, UserTableSetting } from '@srm/gateway/api';
import type { AxiosRequestConfig } from 'axios';
import { request, type CallOptions } from '../api/http';

/*
 * The gateway's per-user table settings (GET/PUT/DELETE /system/user/table-settings). Column settings
 * are an accessory of a table: every call is silent and leaves 401/403 to the pages' own calls.
 */

const BASE = '/system/user/table-settings';
/** The load happens before the signed-in pages show: do not hold them for the layer's 300 s. */
export const LOAD_TIMEOUT_MS = 8000;
const QUIET: CallOptions = { silent: true, skipSessionRules: true };

export interface SendOptions {
  /**
   * Send with `fetch(…, {keepalive: true})`, so the call outlives the page (a flush on pagehide).
   * @default false
   */
  keepalive?: boolean;
}

const keepaliveConfig = (options: SendOptions): AxiosRequestConfig =>
  options.keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : {};

/** The path of one table's settings: the table id URL-encoded (it may hold `/` and `:`). */
export function tableSettingsPath(tableId: string): string {
  return `${BASE}/${encodeURIComponent(tableId)}`;
}

/** Every table setting of the signed-in user. */
export function listTableSettings(): Promise<UserTableSetting[]> {
  return request<UserTableSetting[]>({ url: BASE, method: 'GET', timeout: LOAD_TIMEOUT_MS }, QUIET);
}

let prefetched: { token: string; rows: Promise<UserTableSetting[]> } | null = null;

/**
 * Starts loading the signed-in user's settings while the session's own calls run (the guard calls it),
 * so the pages are not held by one more round trip after them. `takeTableSettings` picks it up once.
 */
export function prefetchTableSettings(token: string): void {
  const rows = listTableSettings();
  // A failure is the taker's to handle; an unclaimed one must not be reported as unhandled.
  rows.catch(() => undefined);
  prefetched = { token, rows };
}

/** The settings load started for this token by `prefetchTableSettings`, else a new one. */
export function takeTableSettings(token: string | null): Promise<UserTableSetting[]> {
  const early = prefetched;
  prefetched = null;
  if (early && early.token === token) return early.rows;
  return listTableSettings();
}

/** Saves (inserts or replaces) one table's settings. */
export function saveTableSettings(tableId: string, settings: Record<string, unknown>, options: SendOptions = {}): Promise<UserTableSetting> {
  const data: SaveTableSettingBody = { settings };
  return request<UserTableSetting>({ url: tableSettingsPath(tableId), method: 'PUT', data, ...keepaliveConfig(options) }, QUIET);
}

/** Removes one table's settings (its code defaults apply again). */
export function removeTableSettings(tableId: string, options: SendOptions = {}): Promise<null> {
  return request<null>({ url: tableSettingsPath(tableId), method: 'DELETE', ...keepaliveConfig(options) }, QUIET);
}
