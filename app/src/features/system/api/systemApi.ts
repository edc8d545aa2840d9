/**
 * The calls of the system administration pages (spec 01 §7.4, §7.5, and the read views of
 * gateway/src/modules/system/admin-views.ts). Failures show the gateway's message through the call
 * layer unless a call says otherwise.
 */
import type {
  Category,
  CategoryTreeNode,
  Menu,
  Org,
  OrgTreeNode,
  Role,
  SysDictView,
  SysUserDetail,
  SysUserListItem,
  UpdateSysUserBody,
} from '@srm/gateway/api';
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

/** A saved change and the gateway's own message for it (修改成功, 保存成功 …). */
export interface Saved<T> {
  data: T;
  message: string;
}

async function saved<T>(config: Parameters<typeof requestEnvelope>[0], options?: Parameters<typeof requestEnvelope>[1]): Promise<Saved<T>> {
  const envelope = await requestEnvelope<T>(config, options);
  return { data: envelope.data, message: envelope.message };
}

// --- users -------------------------------------------------------------------------------------

/** One page of users for the 用户管理 list (POST /system/user/custom-page). */
export async function fetchUserPage(params: TableRequestParams): Promise<TableRequestResult<SysUserListItem>> {
  return requestTable<SysUserListItem>({ url: '/system/user/custom-page', data: toListBody(params) });
}

export function fetchUser(id: number): Promise<SysUserDetail> {
  return request<SysUserDetail>({ method: 'GET', url: `/system/user/${id}` });
}

export function updateUser(body: UpdateSysUserBody): Promise<Saved<SysUserDetail>> {
  return saved<SysUserDetail>({ url: '/system/user/update', data: body });
}

/** Every role (GET /system/role/list). */
export function fetchRoles(): Promise<Role[]> {
  return request<Role[]>({ method: 'GET', url: '/system/role/list' });
}

export function fetchUserRoles(userId: number): Promise<Role[]> {
  return request<Role[]>({ method: 'GET', url: `/system/user/getUserRole/${userId}` });
}

export function saveUserRoles(userId: number, roleIds: number[]): Promise<Saved<Role[]>> {
  return saved<Role[]>({ url: '/system/user/saveUserRole', data: { userId, roleIds } });
}

export function fetchUserOrgs(userId: number): Promise<Org[]> {
  return request<Org[]>({ method: 'GET', url: `/system/user/getUserOrg/${userId}` });
}

export function saveUserOrgs(userId: number, orgIds: number[]): Promise<Saved<Org[]>> {
  return saved<Org[]>({ url: '/system/user/saveUserOrg', data: { userId, orgIds } });
}

export function fetchUserCategories(userId: number): Promise<Category[]> {
  return request<Category[]>({ method: 'GET', url: `/system/user/getUserCategory/${userId}` });
}

export function saveUserCategories(userId: number, categoryIds: number[]): Promise<Saved<Category[]>> {
  return saved<Category[]>({ url: '/system/user/saveUserCategory', data: { userId, categoryIds } });
}

/** GET /system/user/syncPsUser: the HR sync (the gateway says why when it cannot). */
export function syncStaff(): Promise<Saved<unknown>> {
  return saved<unknown>({ method: 'GET', url: '/system/user/syncPsUser' });
}

// --- trees and dictionaries ----------------------------------------------------------------------

export function fetchOrgTree(): Promise<OrgTreeNode[]> {
  return request<OrgTreeNode[]>({ method: 'GET', url: '/system/org/getTree' });
}

export function fetchCategoryTree(): Promise<CategoryTreeNode[]> {
  return request<CategoryTreeNode[]>({ url: '/system/category/tree', data: {} });
}

export function fetchMenuTree(): Promise<Menu[]> {
  return request<Menu[]>({ method: 'GET', url: '/system/menu/tree' });
}

export function fetchDictionaries(): Promise<SysDictView[]> {
  return request<SysDictView[]>({ method: 'GET', url: '/system/dict/list' });
}
