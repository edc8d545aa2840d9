/**
 * The calls of 移动端用户 (issue 28) under /purm-app/pc/api/v1/purm_pc: the list (user/page of the list
 * engine), a user's detail and the 按手机号查询 lookup, 编辑 (user/save), 启用/停用 (user/status), 绑定供应商
 * (user/binding) and the user's bank cards per company (user-bank/orgList, save, deleteByIds). A
 * dialog's 400 (the gateway's reason), 404 and 409 are left to the dialog; any other failure is shown
 * by the call layer.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type {
  AppUserBankOrg,
  AppUserDetail,
  AppUserRow,
  AppUserSaveBody,
  Supplier,
  UserBankSaveBody,
  UserBindingBody,
  UserBindingSaved,
} from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { MOBILE_API, type MobileCallResult } from './saleInfoApi';

export const APP_USER_URLS = {
  page: `${MOBILE_API}/user/page`,
  detail: `${MOBILE_API}/user/detail`,
  byPhone: `${MOBILE_API}/user/by-phone`,
  save: `${MOBILE_API}/user/save`,
  status: `${MOBILE_API}/user/status`,
  binding: `${MOBILE_API}/user/binding`,
  bankOrgs: `${MOBILE_API}/user-bank/orgList`,
  bankSave: `${MOBILE_API}/user-bank/save`,
  bankDelete: `${MOBILE_API}/user-bank/deleteByIds`,
} as const;

/** One page of app users (GET user/page; phones and ID cards masked without mobile:user:detail). */
export function fetchAppUserPage(params: TableRequestParams): Promise<TableRequestResult<AppUserRow>> {
  return requestTable<AppUserRow>({ method: 'GET', url: APP_USER_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET user/detail?id= (mobile:user:detail): the user unmasked with its bindings. */
export function fetchAppUserDetail(id: number): Promise<AppUserDetail> {
  return request<AppUserDetail>({ method: 'GET', url: APP_USER_URLS.detail, params: { id } });
}

/** GET user/by-phone?phone=: the user of a mobile number; a 400 (手机号有误) and a 404 (none) are left to the caller. */
export function fetchAppUserByPhone(phone: string): Promise<AppUserDetail> {
  return request<AppUserDetail>({ method: 'GET', url: APP_USER_URLS.byPhone, params: { phone } }, { allowedCodes: [400, 404] });
}

/** POST user/save (mobile:user:edit); 400 and 409 are left to the dialog. */
export async function saveAppUser(body: AppUserSaveBody): Promise<MobileCallResult<unknown>> {
  const envelope = await requestEnvelope<unknown>({ url: APP_USER_URLS.save, data: body }, { allowedCodes: [400, 409] });
  return { data: envelope.data, message: envelope.message };
}

/** POST user/status {ids, status} (mobile:user:status): 1 启用, 0 停用, all or nothing. */
export async function setAppUserStatus(ids: readonly number[], status: 0 | 1): Promise<MobileCallResult<unknown>> {
  const envelope = await requestEnvelope<unknown>({ url: APP_USER_URLS.status, data: { ids: [...ids], status } });
  return { data: envelope.data, message: envelope.message };
}

/** POST user/binding (mobile:user:bind); the refusals (400: not 合格, 停用, already bound; 404) are left to the dialog. */
export async function bindAppUserSupplier(body: UserBindingBody): Promise<MobileCallResult<UserBindingSaved>> {
  const envelope = await requestEnvelope<UserBindingSaved>({ url: APP_USER_URLS.binding, data: body }, { allowedCodes: [400, 404] });
  return { data: envelope.data, message: envelope.message };
}

/** GET user-bank/orgList?appUserId=: the user's cards per company in the caller's scope. */
export function fetchAppUserBankOrgs(appUserId: number): Promise<AppUserBankOrg[]> {
  return request<AppUserBankOrg[]>({ method: 'GET', url: APP_USER_URLS.bankOrgs, params: { appUserId } });
}

/** POST user-bank/save (mobile:user:bank): without id adds, with id and version edits; 400 and 409 left to the dialog. */
export async function saveAppUserBank(body: UserBankSaveBody): Promise<MobileCallResult<unknown>> {
  const envelope = await requestEnvelope<unknown>({ url: APP_USER_URLS.bankSave, data: body }, { allowedCodes: [400, 409] });
  return { data: envelope.data, message: envelope.message };
}

/** DELETE user-bank/deleteByIds?ids= (mobile:user:bank): all or nothing (删除成功). */
export async function deleteAppUserBanks(ids: readonly number[]): Promise<{ message: string }> {
  const envelope = await requestEnvelope<unknown>({ method: 'DELETE', url: APP_USER_URLS.bankDelete, params: { ids: ids.join(',') } });
  return { message: envelope.message };
}

/** The suppliers by name for 绑定供应商 (POST /supplier/info/getListByName, the app's supplier lookup; at most 50). */
export function fetchSupplierOptions(name: string, signal?: AbortSignal): Promise<Supplier[]> {
  const term = name.trim();
  return request<Supplier[]>({ url: '/supplier/info/getListByName', data: term ? { name: term } : {}, signal }, { silent: true });
}
