import type { SysUserDetail } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { appZhCN, type AppMessageKey } from '../../../i18n/messages';
import { toEditValues, toUpdateBody, userEditFields } from './userForm';

const t = (key: AppMessageKey) => appZhCN[key];
const buyer: SysUserDetail = {
  id: 7,
  account: 'buyer',
  userName: '张采购',
  employeeCode: 'E1001',
  gender: 1,
  positionDesc: '采购专员',
  jobDesc: '采购专员',
  companyDesc: '河北饲料有限公司',
  deptDesc: null,
  enabled: 1,
  orgName: '河北饲料有限公司',
  createdTime: '2024-01-01T00:00:00.000Z',
  updatedTime: '2024-01-01T00:00:00.000Z',
  version: 3,
  orgs: [],
  categories: [],
  roles: [],
};

describe('the 编辑 dialog of 用户管理', () => {
  it('edits the user fields, the account read only and the name required', () => {
    const fields = userEditFields(t, false);
    expect(fields.map((field) => field.label)).toEqual(['账号', '姓名', '工号', '性别', '公司', '部门', '岗位', '状态']);
    expect(fields.find((field) => field.prop === 'account')?.isReadOnly).toBe(true);
    expect(fields.find((field) => field.prop === 'userName')).toMatchObject({ required: true, props: { maxLength: 50 } });
    expect(fields.find((field) => field.prop === 'enabled')?.isDisabled).toBe(false);
  });

  it('does not let the signed-in user disable themself', () => {
    expect(userEditFields(t, true).find((field) => field.prop === 'enabled')?.isDisabled).toBe(true);
  });

  it('fills the form from the user, empty texts as blanks', () => {
    expect(toEditValues(buyer)).toEqual({
      account: 'buyer',
      userName: '张采购',
      employeeCode: 'E1001',
      gender: '1',
      companyDesc: '河北饲料有限公司',
      deptDesc: '',
      jobDesc: '采购专员',
      enabled: true,
    });
  });

  it('sends id and version with every field: trimmed, blank as null, gender and status as numbers', () => {
    expect(
      toUpdateBody(buyer, { userName: ' 张三 ', employeeCode: '', gender: '2', companyDesc: '河北', deptDesc: null, jobDesc: ' 采购主管 ', enabled: false }),
    ).toEqual({ id: 7, version: 3, userName: '张三', employeeCode: null, gender: 2, companyDesc: '河北', deptDesc: null, jobDesc: '采购主管', enabled: 0 });
  });

  it('keeps the stored gender when the value is not one of 0, 1, 2', () => {
    expect(toUpdateBody(buyer, { userName: 'x', gender: null, enabled: true })).toMatchObject({ gender: 1, enabled: 1 });
  });
});
