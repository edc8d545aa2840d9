import { describe, expect, it } from 'vitest';
import { appTranslate } from '../../../i18n/locale';
import type { AppT } from '../../../i18n/useAppT';
import { appUserDraftOf, appUserDraftProblem, toAppUserSaveBody, toUserBankSaveBody, toUserBindingBody, userBankDraftOf, userBankDraftProblem } from './appUserForm';
import { USER_ROW } from './userTestData';

const t: AppT = (key, values) => appTranslate('zh-CN', key, values);

describe('编辑 of an app user', () => {
  it('requires the name, checks the ID card with the design system’s rule, then the type and company', () => {
    const draft = appUserDraftOf(USER_ROW);
    expect(appUserDraftProblem(draft, t, 'zh-CN')).toBeNull();
    expect(appUserDraftProblem({ ...draft, userName: '  ' }, t, 'zh-CN')).toBe('请填写姓名');
    expect(appUserDraftProblem({ ...draft, idCard: '110105194912310021' }, t, 'zh-CN')).toBe('身份证号有误');
    expect(appUserDraftProblem({ ...draft, idCard: '12345' }, t, 'zh-CN')).toBe('身份证号有误');
    expect(appUserDraftProblem({ ...draft, idCard: '11010519491231002x' }, t, 'zh-CN')).toBeNull();
    expect(appUserDraftProblem({ ...draft, orgCode: '' }, t, 'zh-CN')).toBe('请选择用户类型和所属公司');
  });

  it('sends the version, trimmed texts, an upper-case ID card and null for blanks', () => {
    const draft = { ...appUserDraftOf(USER_ROW), userName: ' 李建国 ', idCard: '11010519491231002x', remark: ' ', userType: 'trader' };
    expect(toAppUserSaveBody(draft, USER_ROW)).toEqual({ id: 5, version: 3, userName: '李建国', idCard: '11010519491231002X', userType: 'trader', orgCode: '101001', remark: null });
    expect(toAppUserSaveBody({ ...draft, idCard: '' }, USER_ROW).idCard).toBeNull();
  });
});

describe('银行卡 of an app user', () => {
  it('starts a new card at the company with the user’s name as 户名', () => {
    expect(userBankDraftOf(undefined, '101001', '李建国')).toEqual({ orgCode: '101001', bankName: '', accountName: '李建国', accountNo: '', isDefault: false });
  });

  it('checks company, bank, account name, digits only and the length', () => {
    const draft = { orgCode: '101001', bankName: '中国农业银行周口分行', accountName: '李建国', accountNo: '6228480012345678', isDefault: true };
    expect(userBankDraftProblem(draft, t, 'zh-CN')).toBeNull();
    expect(userBankDraftProblem({ ...draft, orgCode: '' }, t, 'zh-CN')).toBe('请选择所属公司');
    expect(userBankDraftProblem({ ...draft, bankName: ' ' }, t, 'zh-CN')).toBe('请填写开户行');
    expect(userBankDraftProblem({ ...draft, accountName: '' }, t, 'zh-CN')).toBe('请填写户名');
    expect(userBankDraftProblem({ ...draft, accountNo: '6228-4800' }, t, 'zh-CN')).toBe('银行账号须为纯数字');
    expect(userBankDraftProblem({ ...draft, accountNo: '12345' }, t, 'zh-CN')).toBe('银行账号须为6到32位数字');
    expect(userBankDraftProblem({ ...draft, accountNo: '1'.repeat(33) }, t, 'zh-CN')).toBe('银行账号须为6到32位数字');
  });

  it('adds without id, edits with the card’s id and version', () => {
    const draft = { orgCode: '101001', bankName: ' 农行 ', accountName: '李建国', accountNo: ' 622848001234 ', isDefault: false };
    expect(toUserBankSaveBody(draft, 5)).toEqual({ appUserId: 5, orgCode: '101001', bankName: '农行', accountName: '李建国', accountNo: '622848001234', isDefault: 0 });
    expect(toUserBankSaveBody({ ...draft, isDefault: true }, 5, { id: 8, version: 2 })).toMatchObject({ id: 8, version: 2, isDefault: 1 });
  });
});

describe('绑定供应商', () => {
  it('needs a supplier; a blank remark is null', () => {
    expect(toUserBindingBody(5, '', '')).toBeNull();
    expect(toUserBindingBody(5, 'S0001', ' ')).toEqual({ appUserId: 5, supplierSn: 'S0001', remark: null });
    expect(toUserBindingBody(5, 'S0001', ' 代卖 ')).toEqual({ appUserId: 5, supplierSn: 'S0001', remark: '代卖' });
  });
});
