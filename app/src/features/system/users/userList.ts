/**
 * The 用户管理 list as data: its columns, its search fields (every filter the gateway's
 * /system/user/custom-page accepts that a person would search by) and its table settings. Pure.
 */
import type { Role, SysUserListItem } from '@srm/gateway/api';
import type { ProColumn, SearchField } from '@srm/design-system';
import type { AppT } from '../../../i18n/useAppT';
import { enabledItems, genderItems, roleLabel } from '../shared/labels';

/** Column settings are kept under this id. */
export const USER_TABLE_ID = 'system-user-list';
/** Spec 01 §9: system user lists page by 10. */
export const USER_PAGE_SIZE = 10;

/** Button codes of the page (seeded menus). */
export const USER_BUTTONS = {
  edit: 'system:user:edit',
  import: 'system:user:import',
  sync: 'system:user:sync',
} as const;

/** The user-permission import of the gateway's import pipeline. */
export const USER_PERMISSION_IMPORT = '/system/user/permission-import';

export function userColumns(t: AppT): ProColumn<SysUserListItem>[] {
  return [
    { key: 'account', title: t('system.user.account'), sortable: true, fixed: 'left' },
    { key: 'userName', title: t('system.user.userName'), sortable: true },
    { key: 'employeeCode', title: t('system.user.employeeCode'), sortable: true },
    { key: 'gender', title: t('system.user.gender'), valueType: 'status', options: genderItems(t) },
    { key: 'companyDesc', title: t('system.user.companyDesc') },
    { key: 'deptDesc', title: t('system.user.deptDesc') },
    { key: 'jobDesc', title: t('system.user.jobDesc') },
    { key: 'orgName', title: t('system.user.orgName'), wide: true },
    { key: 'enabled', title: t('system.user.enabled'), valueType: 'status', options: enabledItems(t) },
    { key: 'createdTime', title: t('system.user.createdTime'), valueType: 'datetime', sortable: true },
    { key: 'updatedTime', title: t('system.user.updatedTime'), valueType: 'datetime', sortable: true, defaultHidden: true },
  ];
}

/**
 * The search form: text fields filter with `contains`, the selects with `equals`
 * (userName.contains, account.contains, employeeCode.contains, companyDesc.contains,
 * orgName.contains, roleCode.equals, enabled.equals, gender.equals).
 */
export function userSearchFields(t: AppT, roles: readonly Role[]): SearchField[] {
  return [
    { prop: 'userName', label: t('system.user.userName') },
    { prop: 'account', label: t('system.user.account') },
    { prop: 'employeeCode', label: t('system.user.employeeCode') },
    { prop: 'companyDesc', label: t('system.user.companyDesc') },
    { prop: 'orgName', label: t('system.user.orgName') },
    { prop: 'roleCode', label: t('system.user.role'), type: 'select', options: roles.map((role) => ({ value: role.roleCode, label: roleLabel(t, role) })) },
    { prop: 'enabled', label: t('system.user.enabled'), type: 'select', options: enabledItems(t).map((item) => ({ value: item.dictItemCode, label: item.dictItemName })) },
    { prop: 'gender', label: t('system.user.gender'), type: 'select', options: genderItems(t).map((item) => ({ value: item.dictItemCode, label: item.dictItemName })) },
  ];
}
