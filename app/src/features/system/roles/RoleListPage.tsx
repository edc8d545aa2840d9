import type { RoleRow } from '@srm/gateway/api';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchRolePage } from '../api/adminListsApi';
import { ROLE_TABLE_ID, roleColumns, roleSearchFields } from './roleList';

/** 角色管理 (system/role; issue 21): the roles, searchable by code, name and type (GET|POST system/role/custom-page). */
export function RoleListPage() {
  return <MenuListPage<RoleRow> titleKey="system.role.title" tableId={ROLE_TABLE_ID} columns={roleColumns} fields={roleSearchFields} request={fetchRolePage} />;
}
