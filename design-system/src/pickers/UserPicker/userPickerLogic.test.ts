import { describe, expect, it } from 'vitest';
import { pickedUsers, rememberUsers, selectionOf, toUserPickerQuery, userCompany, userPost, USER_PICKER_PAGE_SIZE, type PickerUser } from './userPickerLogic';

const zhang: PickerUser = { id: 1, userName: '张伟', employeeCode: 'E1001', companyDesc: '河北饲料有限公司', orgName: '河北饲料有限公司', positionDesc: '采购经理' };
const wang: PickerUser = { id: 2, userName: '王芳', employeeCode: 'E1002', companyDesc: '', orgName: '山东粮油贸易有限公司、集团采购中心', positionDesc: null, jobDesc: '结算会计' };
const li: PickerUser = { id: 3, userName: '李娜' };

describe('toUserPickerQuery', () => {
  it('sends paging and each filled filter, trimmed, from the search form keys', () => {
    expect(USER_PICKER_PAGE_SIZE).toBe(10);
    expect(toUserPickerQuery({ page: 2, pageSize: 10, 'orgName.contains': ' 河北 ', 'employeeCode.contains': '', 'userName.contains': '张' })).toEqual({
      page: 2,
      pageSize: 10,
      orgName: '河北',
      userName: '张',
    });
  });

  it('takes plain keys too, and ignores blanks and other filters', () => {
    expect(toUserPickerQuery({ page: 1, pageSize: 10, employeeCode: 'E10', userName: '   ', enabled: 1 })).toEqual({ page: 1, pageSize: 10, employeeCode: 'E10' });
  });
});

describe('columns', () => {
  it('shows the company text, else the org names; the post, else the job', () => {
    expect(userCompany(zhang)).toBe('河北饲料有限公司');
    expect(userCompany(wang)).toBe('山东粮油贸易有限公司、集团采购中心');
    expect(userCompany(li)).toBe('');
    expect(userPost(zhang)).toBe('采购经理');
    expect(userPost(wang)).toBe('结算会计');
    expect(userPost(li)).toBe('');
  });
});

describe('pickedUsers', () => {
  const known = rememberUsers(new Map(), [zhang, wang, li]);

  it('resolves ticked ids across pages, in ticking order, leaving out ids never loaded', () => {
    expect(pickedUsers({ kind: 'keys', keys: new Set([3, 1, 99]) }, [1, 2], known)).toEqual([li, zhang]);
    expect(pickedUsers(selectionOf([wang]), [], known)).toEqual([wang]);
    expect(pickedUsers(selectionOf(null), [1], known)).toEqual([]);
  });

  it('resolves a select-all to the page shown minus the unticked rows', () => {
    expect(pickedUsers({ kind: 'all', except: new Set([2]) }, [1, 2, 3], known)).toEqual([zhang, li]);
  });

  it('keeps the newest copy of a user', () => {
    const renamed = rememberUsers(known, [{ ...zhang, positionDesc: '采购总监' }]);
    expect(renamed.get(1)?.positionDesc).toBe('采购总监');
    expect(known.get(1)?.positionDesc).toBe('采购经理');
  });
});
