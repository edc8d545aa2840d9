import { describe, expect, it } from 'vitest';
import { roleColumns, roleSearchFields } from './roleList';

const t = (key: string) => key;

describe('role list', () => {
  it('shows code, name, type and times', () => {
    expect(roleColumns(t as never).map((column) => column.key)).toEqual(['roleCode', 'roleName', 'roleType', 'createdTime', 'updatedTime']);
  });

  it('searches by code, name and type, the type as a choice of 管理员 / 普通角色', () => {
    const fields = roleSearchFields(t as never);
    expect(fields.map((field) => field.prop)).toEqual(['roleCode', 'roleName', 'roleType']);
    expect(fields[2]?.options?.map((option) => option.value)).toEqual([1, 2]);
  });
});
