import type { Category, DictMap, SsoConfig } from '@srm/gateway/api';
import { request, type CallOptions } from '../api/http';
import { getSsoConfig } from '../api/login';

/*
 * The calls the guard needs that app/src/api does not have yet (spec 01 §2.2, §7.4); they can move to
 * api/system.ts unchanged. The guard opens the session even when one of them fails (the list stays
 * empty), so their failures show no message and do not expire the session on their own.
 */
const GUARD_CALL: CallOptions = { silent: true, skipSessionRules: true };

let ssoConfigOnce: Promise<SsoConfig | null> | null = null;

/** The SSO configuration, asked once per page load; null when the call fails (then /login is used). */
export function ssoConfigCached(): Promise<SsoConfig | null> {
  ssoConfigOnce ??= getSsoConfig().catch(() => {
    ssoConfigOnce = null;
    return null;
  });
  return ssoConfigOnce;
}

export function getUserButtonList(userId: number): Promise<string[]> {
  return request<string[]>({ method: 'GET', url: `/system/user/getUserButtonList/${userId}` }, GUARD_CALL);
}

export function getCategoryListByUserId(userId: number): Promise<Category[]> {
  return request<Category[]>({ method: 'GET', url: '/system/user/getCategoryListByUserId', params: { userId } }, GUARD_CALL);
}

export function getAllDictionaries(): Promise<DictMap> {
  return request<DictMap>({ method: 'GET', url: '/system/dict/dictAll' }, GUARD_CALL);
}
