/** 角色管理 editing as data (issue 21): the buttons, the 新增/编辑 draft, its checks and the body it sends. Pure. */
import type { RoleRow, RoleSaveBody } from '@srm/gateway/api';

export const ROLE_BUTTONS = {
  add: 'system:role:add',
  edit: 'system:role:edit',
  delete: 'system:role:delete',
} as const;

export interface RoleDraft {
  roleCode: string;
  roleName: string;
  roleType: 1 | 2;
}

/** The draft of a row being edited, or of a new (normal) role. */
export function roleDraftOf(row?: RoleRow): RoleDraft {
  return row ? { roleCode: row.roleCode, roleName: row.roleName, roleType: row.roleType } : { roleCode: '', roleName: '', roleType: 2 };
}

/** The fields left empty (after trimming), in form order. */
export function missingRoleFields(draft: RoleDraft): ('roleCode' | 'roleName')[] {
  return (['roleCode', 'roleName'] as const).filter((field) => draft[field].trim() === '');
}

/** POST system/role/save: trimmed; an edit carries the row's id and version (and its code, which stays). */
export function roleSaveBodyOf(draft: RoleDraft, row?: RoleRow): RoleSaveBody {
  const body = { roleCode: row ? row.roleCode : draft.roleCode.trim(), roleName: draft.roleName.trim(), roleType: draft.roleType };
  return row ? { id: row.id, version: row.version, ...body } : body;
}
