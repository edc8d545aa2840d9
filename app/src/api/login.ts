import type { LoginByAccountBody, LoginInfo } from '@srm/gateway/contract';
import { request } from './http';

export function loginByAccount(body: LoginByAccountBody): Promise<LoginInfo> {
  return request<LoginInfo>({ url: '/system/login/loginByAccount', data: body });
}

export function getLoginInfoByToken(token: string): Promise<LoginInfo> {
  return request<LoginInfo>({ method: 'GET', url: '/system/login/getLoginInfoByToken', params: { token } });
}

export function logout(): Promise<unknown> {
  return request<unknown>({ url: '/system/login/logout' });
}
