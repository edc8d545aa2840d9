import { describe, expect, it } from 'vitest';
import { appTranslate } from '../../../i18n/locale';
import type { AppT } from '../../../i18n/useAppT';
import { USER_DICTS } from '../user/userTestData';
import { bindStateItems, canUnbind, supplierBindColumns, supplierBindSearchFields, supplierStatusItems } from './supplierBindList';

const t: AppT = (key, values) => appTranslate('zh-CN', key, values);
const ORGS = [{ orgCode: '101001', orgName: '北京粮油' }] as never[];

describe('供应商绑定 list configs', () => {
  it('names the columns as the contract says', () => {
    expect(supplierBindColumns(t, USER_DICTS).map((column) => column.title)).toEqual([
      '手机号',
      '姓名',
      '所属公司',
      '供应商编码',
      '供应商名称',
      '供应商状态',
      '绑定状态',
      '绑定人',
      '绑定时间',
      '解绑时间',
    ]);
  });

  it('tags the binding state 生效 green, 暂停 orange, 已解绑 grey, and the supplier’s status by its dictionary', () => {
    expect(bindStateItems(USER_DICTS).map((item) => [item.dictItemCode, item.dictItemName, item.color])).toEqual([
      ['active', '生效', 'green'],
      ['suspended', '暂停', 'orange'],
      ['unbound', '已解绑', 'default'],
    ]);
    expect(supplierStatusItems(USER_DICTS).map((item) => [item.dictItemCode, item.dictItemName, item.color])).toEqual([
      ['3', '合格', 'green'],
      ['6', '黑名单', 'red'],
    ]);
    expect(bindStateItems(undefined)).toEqual([]);
  });

  it('searches by 供应商名称, 绑定状态, 所属公司, and 手机号 only with mobile:supplier-bind:detail', () => {
    expect(supplierBindSearchFields(t, USER_DICTS, ORGS, false).map((field) => [field.prop, field.label])).toEqual([
      ['supplierName', '供应商名称'],
      ['bindState', '绑定状态'],
      ['orgCode', '所属公司'],
    ]);
    expect(supplierBindSearchFields(t, USER_DICTS, ORGS, true)[0]).toMatchObject({ prop: 'phone', label: '手机号' });
  });

  it('unbinds live bindings only (生效 or 暂停)', () => {
    expect(canUnbind({ status: 1 })).toBe(true);
    expect(canUnbind({ status: 0 })).toBe(false);
  });
});
