import type { Role } from '@srm/gateway/api';
import { buildQuery } from '@srm/design-system';
import { describe, expect, it } from 'vitest';
import { appZhCN, type AppMessageKey } from '../../../i18n/messages';
import { USER_PAGE_SIZE, userColumns, userSearchFields } from './userList';

const t = (key: AppMessageKey, values?: Record<string, unknown>) =>
  appZhCN[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));
const roles: Role[] = [
  { id: 1, roleCode: 'admin', roleName: '系统管理员', roleType: 1 },
  { id: 2, roleCode: 'buyer', roleName: '采购员', roleType: 2 },
];

/** Filter keys POST /system/user/custom-page accepts (gateway contract SysUserPageBody). */
const GATEWAY_FIELDS = ['id', 'account', 'userName', 'employeeCode', 'gender', 'positionDesc', 'jobDesc', 'companyDesc', 'deptDesc', 'enabled', 'createdTime', 'updatedTime', 'orgName', 'orgCode', 'roleCode'];

describe('the 用户管理 list', () => {
  it('pages by 10 (spec 01 §9)', () => {
    expect(USER_PAGE_SIZE).toBe(10);
  });

  it('searches with filter keys the gateway accepts', () => {
    const fields = userSearchFields(t, roles);
    const query = buildQuery(fields, {
      userName: ' 张 ',
      account: 'buy',
      employeeCode: 'E1',
      companyDesc: '河北',
      orgName: '饲料',
      roleCode: 'buyer',
      enabled: 1,
      gender: 2,
    });
    expect(query).toEqual({
      'userName.contains': '张',
      'account.contains': 'buy',
      'employeeCode.contains': 'E1',
      'companyDesc.contains': '河北',
      'orgName.contains': '饲料',
      'roleCode.equals': 'buyer',
      'enabled.equals': 1,
      'gender.equals': 2,
    });
    for (const key of Object.keys(query)) expect(GATEWAY_FIELDS).toContain(key.split('.')[0]);
  });

  it('offers every role by name, the admin role marked', () => {
    const role = userSearchFields(t, roles).find((field) => field.prop === 'roleCode');
    expect(role?.options).toEqual([
      { value: 'admin', label: '系统管理员（管理员）' },
      { value: 'buyer', label: '采购员' },
    ]);
  });

  it('shows the user entity with status labels, sorting on gateway-sortable columns only', () => {
    const columns = userColumns(t);
    expect(columns.map((column) => column.title)).toEqual(['账号', '姓名', '工号', '性别', '公司', '部门', '岗位', '所属组织', '状态', '创建时间', '更新时间']);
    expect(columns.filter((column) => column.sortable).map((column) => column.key)).toEqual(['account', 'userName', 'employeeCode', 'createdTime', 'updatedTime']);
    expect(columns.find((column) => column.key === 'enabled')?.options?.map((item) => item.dictItemName)).toEqual(['启用', '停用']);
    expect(columns.find((column) => column.key === 'gender')?.options?.map((item) => item.dictItemName)).toEqual(['未知', '男', '女']);
  });
});
