import type { LoginByAccountBody, LoginByIdmTempCodeBody, LoginInfo, SsoConfig } from '@srm/gateway/api';
import type { CallOptions } from './outcome';
import { request } from './http';

/**
 * The sign-in calls show their failures where they are made (the login page's alert, the guard's
 * redirect with the message), and a refused token there is not a session to expire: no toast, no
 * 401 dialog, no revocation.
 */
const SIGN_IN_CALL: CallOptions = { silent: true, skipSessionRules: true };

export function loginByAccount(body: LoginByAccountBody): Promise<LoginInfo> {
  return request<LoginInfo>({ url: '/system/login/loginByAccount', data: body }, SIGN_IN_CALL);
}

/** Spec 01 §2.2: the temporary single-sign-on code (the `code` query parameter) exchanged for a login. */
export function loginByIdmTempCode(tempCode: string): Promise<LoginInfo> {
  const body: LoginByIdmTempCodeBody = { tempCode };
  return request<LoginInfo>({ url: '/system/login/loginByIdmTempCode', data: body }, SIGN_IN_CALL);
}

/**
 * The token travels in the Authorization header, never in the URL (a URL ends up in access logs and
 * histories); the gateway still reads spec 01's `?token=` but prefers the header.
 */
export function getLoginInfoByToken(token: string): Promise<LoginInfo> {
  return request<LoginInfo>(
    { method: 'GET', url: '/system/login/getLoginInfoByToken', headers: { Authorization: `Bearer ${token}` } },
    SIGN_IN_CALL,
  );
}

export function logout(): Promise<unknown> {
  return request<unknown>({ url: '/system/login/logout' }, SIGN_IN_CALL);
}

/** Where an unauthenticated visit goes and where the SSO logout is (nulls when SSO is not configured). */
export function getSsoConfig(): Promise<SsoConfig> {
  return request<SsoConfig>({ method: 'GET', url: '/system/login/ssoConfig' }, SIGN_IN_CALL);
}
