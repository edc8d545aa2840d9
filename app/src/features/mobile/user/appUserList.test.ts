import { describe, expect, it } from 'vitest';
import { appTranslate } from '../../../i18n/locale';
import type { AppT } from '../../../i18n/useAppT';
import { appUserColumns, appUserSearchFields, appUserStatusItems, orgText, phoneLookupProblem, placeText, toggledStatus } from './appUserList';
import { USER_DICTS, USER_ROW } from './userTestData';

const t: AppT = (key, values) => appTranslate('zh-CN', key, values);
const ORGS = [{ orgCode: '101001', orgName: '北京粮油' }] as never[];

describe('移动端用户 list configs', () => {
  it('names the columns as the contract says, with the dictionaries’ names and the status tag', () => {
    const columns = appUserColumns(t, USER_DICTS);
    expect(columns.map((column) => column.title)).toEqual(['手机号', '姓名', '用户类型', '所属公司', '省份/城市', '状态', '绑定供应商数', '注册时间', '最近登录']);
    expect(columns.find((column) => column.key === 'userType')?.render?.('trader', USER_ROW, 0)).toBe('贸易商');
    expect(columns.find((column) => column.key === 'userType')?.render?.('unknown', USER_ROW, 0)).toBe('unknown');
    expect(columns.find((column) => column.key === 'province')?.render?.(null, USER_ROW, 0)).toBe('河南省 周口市');
    expect(appUserStatusItems(USER_DICTS).map((item) => [item.dictItemCode, item.dictItemName, item.color])).toEqual([
      ['1', '正常', 'green'],
      ['0', '停用', 'default'],
    ]);
  });

  it('searches by 手机号 only with mobile:user:detail (a masked field cannot be filtered otherwise)', () => {
    const without = appUserSearchFields(t, USER_DICTS, ORGS, false);
    expect(without.map((field) => [field.prop, field.label, field.type ?? 'text'])).toEqual([
      ['userName', '姓名', 'text'],
      ['userType', '用户类型', 'select'],
      ['status', '状态', 'select'],
      ['orgCode', '所属公司', 'select'],
    ]);
    expect(without.find((field) => field.prop === 'userType')?.options).toEqual([
      { value: 'grower', label: '种植户' },
      { value: 'trader', label: '贸易商' },
      { value: 'broker', label: '经纪人' },
    ]);
    expect(without.find((field) => field.prop === 'orgCode')?.options).toEqual([{ value: '101001', label: '北京粮油' }]);
    expect(appUserSearchFields(t, USER_DICTS, ORGS, true).map((field) => field.prop)).toEqual(['phone', 'userName', 'userType', 'status', 'orgCode']);
  });

  it('joins province and city, names the company, and toggles the status', () => {
    expect(placeText({ province: '河南省', city: null })).toBe('河南省');
    expect(placeText({ province: null, city: '' })).toBe('');
    expect(orgText({ orgCode: '101001', orgName: null })).toBe('101001');
    expect(toggledStatus({ status: 1 })).toBe(0);
    expect(toggledStatus({ status: 0 })).toBe(1);
  });

  it('checks the number of 按手机号查询 with the design system’s rule', () => {
    expect(phoneLookupProblem(' 13812345678 ', 'zh-CN')).toBeNull();
    expect(phoneLookupProblem('1381234567', 'zh-CN')).toBe('手机号有误');
    expect(phoneLookupProblem('', 'zh-CN')).toBe('手机号有误');
    expect(phoneLookupProblem('abc', 'en')).toBe('Invalid mobile number');
  });
});
