/** The 角色管理 list as data (POST /system/role/custom-page): its columns and search fields. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { RoleRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const ROLE_TABLE_ID = 'system-role-list';

export const roleTypeItems = (t: AppT): StatusItem[] => [
  { dictItemCode: 1, dictItemName: t('system.role.roleType.1'), color: 'primary' },
  { dictItemCode: 2, dictItemName: t('system.role.roleType.2'), color: 'default' },
];

export function roleColumns(t: AppT): ProColumn<RoleRow>[] {
  return [
    { key: 'roleCode', title: t('system.role.roleCode'), valueType: 'code', sortable: true, fixed: 'left' },
    { key: 'roleName', title: t('system.role.roleName'), sortable: true },
    { key: 'roleType', title: t('system.role.roleType'), valueType: 'status', options: roleTypeItems(t), sortable: true },
    { key: 'createdTime', title: t('system.admin.createdTime'), valueType: 'datetime', sortable: true },
    { key: 'updatedTime', title: t('system.admin.updatedTime'), valueType: 'datetime', sortable: true, defaultHidden: true },
  ];
}

export function roleSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'roleCode', label: t('system.role.roleCode') },
    { prop: 'roleName', label: t('system.role.roleName') },
    {
      prop: 'roleType',
      label: t('system.role.roleType'),
      type: 'select',
      options: roleTypeItems(t).map((item) => ({ value: item.dictItemCode, label: item.dictItemName })),
    },
  ];
}
