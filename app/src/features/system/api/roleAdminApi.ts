/**
 * The calls of 角色管理 editing (issue 21; gateway modules/system/role-admin.ts): 新增/编辑 (POST
 * system/role/save), 删除 (POST system/role/delete), and 分配权限: the whole menu tree with the role's
 * menu and button ids (GET system/role/menus) and their replacement (POST system/role/saveMenus). Each
 * change carries the role's version; a stale one is 409, shown by the call layer.
 */
import type { RoleMenuAssignment, RoleMenuScopeInput, RoleMenuScopes, RoleSaveBody, RoleSaved } from '@srm/gateway/api';
import { request, requestEnvelope } from '../../../api/http';

export type RoleChanged = RoleSaved & { message: string };

/** 新增 (no id) or 编辑 (id and version): the gateway's message (新增成功 / 修改成功) and the new version. */
export async function saveRole(body: RoleSaveBody): Promise<RoleChanged> {
  const envelope = await requestEnvelope<RoleSaved>({ method: 'POST', url: '/system/role/save', data: body });
  return { ...envelope.data, message: envelope.message };
}

/** 删除: refused by the gateway while users hold the role; its message (删除成功). */
export async function deleteRole(id: number, version: number): Promise<{ message: string }> {
  const envelope = await requestEnvelope<null>({ method: 'POST', url: '/system/role/delete', data: { id, version } });
  return { message: envelope.message };
}

export function fetchRoleMenus(roleId: number): Promise<RoleMenuAssignment> {
  return request<RoleMenuAssignment>({ method: 'GET', url: '/system/role/menus', params: { roleId } });
}

/** 分配权限 保存: the role's menus and buttons become exactly `menuIds`; the gateway's message (权限分配成功). */
export async function saveRoleMenus(roleId: number, version: number, menuIds: number[]): Promise<RoleChanged> {
  const envelope = await requestEnvelope<RoleSaved>({ method: 'POST', url: '/system/role/saveMenus', data: { roleId, version, menuIds } });
  return { ...envelope.data, message: envelope.message };
}

/** 数据权限: the pages the role holds, each with its org and category scope, and the role's version. */
export function fetchRoleMenuScopes(roleId: number): Promise<RoleMenuScopes> {
  return request<RoleMenuScopes>({ method: 'GET', url: '/system/role/menu-scopes', params: { roleId } });
}

/** 数据权限 保存: the role's scope rows become exactly `scopes`; the gateway's message (数据权限保存成功). */
export async function saveRoleMenuScopes(roleId: number, version: number, scopes: RoleMenuScopeInput[]): Promise<RoleChanged> {
  const envelope = await requestEnvelope<RoleSaved>({ method: 'POST', url: '/system/role/saveMenuScopes', data: { roleId, version, scopes } });
  return { ...envelope.data, message: envelope.message };
}
