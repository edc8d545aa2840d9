import type { BuyInfoHistoryEntry, Org } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { mobileMarketZhCN } from '../messages/mobileMarketMessages';
import { BUY_ROW, MARKET_DICTS } from '../saleInfo/marketTestData';
import { buyInfoDraftOf, buyInfoDraftProblem, toBuyInfoSaveBody } from './buyInfoForm';
import { buyInfoColumns, buyInfoSearchFields, historyColumns } from './buyInfoList';

const t = ((key: string) => (mobileMarketZhCN as Record<string, string>)[key] ?? key) as AppT;

const row = BUY_ROW;

describe('the 收购价格 list', () => {
  it('shows the contract’s columns with the variety and status named', () => {
    const columns = buyInfoColumns(t, MARKET_DICTS);
    expect(columns.map((column) => column.title)).toEqual(['所属公司', '收购点', '品种', '收购价(元/吨)', 'master.effectiveDate', 'master.status', '调价次数', '更新人', 'supplier.updatedTime']);
    expect(columns.find((column) => column.key === 'variety')!.render!('corn' as never, row, 0)).toBe('玉米');
    expect(columns.find((column) => column.key === 'status')!.options).toEqual([
      { dictItemCode: '1', dictItemName: '发布中', color: 'green' },
      { dictItemCode: '0', dictItemName: '已停用', color: 'default' },
    ]);
  });

  it('searches by company, site, variety and status', () => {
    const fields = buyInfoSearchFields(t, MARKET_DICTS, [{ orgCode: '101001', orgName: '北京粮油' }] as Org[]);
    expect(fields.map((field) => field.prop)).toEqual(['orgCode', 'siteName', 'variety', 'status']);
    expect(fields[3]!.options).toEqual([
      { value: '1', label: '发布中' },
      { value: '0', label: '已停用' },
    ]);
  });

  it('shows a first price without 调整前 and the changer by name', () => {
    const entry: BuyInfoHistoryEntry = { id: 1, oldPrice: null, newPrice: '2400.00', effectiveDate: '2026-10-01', changedBy: 'admin', changedByName: '系统管理员', changedTime: '2026-10-01 08:00:00', remark: null };
    const cells = historyColumns(t).map((column) => column.cell(entry));
    expect(cells).toEqual(['-', '2400.00', '2026-10-01', '系统管理员', '2026-10-01 08:00:00', '-']);
    expect(historyColumns(t).map((column) => column.heading)).toEqual(['调整前', '调整后', 'master.effectiveDate', '调整人', '调整时间', 'master.remark']);
  });
});

describe('the 收购价格 draft', () => {
  it('checks in the form’s order with the contract’s messages', () => {
    const draft = buyInfoDraftOf(row);
    expect(buyInfoDraftProblem(draft, t, 'zh-CN')).toBeNull();
    expect(buyInfoDraftProblem({ ...draft, orgCode: '' }, t, 'zh-CN')).toBe('请选择所属公司');
    expect(buyInfoDraftProblem({ ...draft, siteName: ' ' }, t, 'zh-CN')).toBe('请填写收购点');
    expect(buyInfoDraftProblem({ ...draft, variety: '' }, t, 'zh-CN')).toBe('请选择品种');
    expect(buyInfoDraftProblem({ ...draft, price: '0' }, t, 'zh-CN')).toBe('单价须大于0');
    expect(buyInfoDraftProblem({ ...draft, price: '12.345' }, t, 'zh-CN')).toBe('单价最多2位小数');
    expect(buyInfoDraftProblem({ ...draft, price: '10000000000.00' }, t, 'zh-CN')).toBe('单价不能超过9999999999.99');
    expect(buyInfoDraftProblem({ ...draft, effectiveDate: null }, t, 'zh-CN')).toBe('请选择生效日期');
    expect(buyInfoDraftProblem({ ...draft, effectiveDate: '2026-13-01' }, t, 'zh-CN')).toBe('日期格式有误，应为YYYY-MM-DD');
  });

  it('starts a new price today and sends the edit with its version', () => {
    expect(buyInfoDraftOf(undefined, '2026-11-28')).toEqual({ orgCode: '', siteName: '', variety: '', price: '', effectiveDate: '2026-11-28', status: 1, remark: '' });
    expect(toBuyInfoSaveBody({ ...buyInfoDraftOf(row), siteName: ' 五常收购点 ', price: '2480.00', remark: ' 新粮上市 ' }, row)).toEqual({
      id: 4,
      version: 5,
      orgCode: '101001',
      siteName: '五常收购点',
      variety: 'corn',
      price: '2480.00',
      effectiveDate: '2026-11-01',
      status: 1,
      remark: '新粮上市',
    });
  });
});
