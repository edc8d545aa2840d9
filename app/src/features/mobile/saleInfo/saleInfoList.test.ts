import type { Org, SaleInfoRow } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { MARKET_DICTS } from './marketTestData';
import { dictStatusItems, originText, saleInfoColumns, saleInfoSearchFields, selectedRowIds } from './saleInfoList';

const t = ((key: string) => key) as AppT;

const row = { province: '黑龙江省', city: '哈尔滨市', district: null, variety: 'corn', orgCode: '101001', orgName: null } as SaleInfoRow;

describe('the 销售信息 list', () => {
  it('colours the statuses', () => {
    expect(dictStatusItems(MARKET_DICTS, 'saleInfoStatus').map((item) => item.color)).toEqual(['green', 'default', 'blue']);
    expect(dictStatusItems(MARKET_DICTS, 'buyInfoStatus')[0]).toEqual({ dictItemCode: '1', dictItemName: '发布中', color: 'green' });
  });

  it('shows the columns of the contract, the origin as one text and the company by name or code', () => {
    const columns = saleInfoColumns(t, MARKET_DICTS);
    expect(columns.map((column) => column.key)).toEqual(['infoNo', 'variety', 'quantity', 'price', 'province', 'contactName', 'contactPhone', 'orgName', 'status', 'validUntil', 'publishTime']);
    expect(originText(row)).toBe('黑龙江省 哈尔滨市');
    const render = (key: string, value: unknown) => columns.find((column) => column.key === key)!.render!(value as never, row, 0);
    expect(render('variety', 'corn')).toBe('玉米');
    expect(render('province', '黑龙江省')).toBe('黑龙江省 哈尔滨市');
    expect(render('orgName', null)).toBe('101001');
    expect(render('quantity', '120.500')).toBe('120.500');
  });

  it('offers the phone search only with the detail button', () => {
    const orgs = [{ orgCode: '101001', orgName: '北京粮油' }] as Org[];
    const without = saleInfoSearchFields(t, MARKET_DICTS, orgs, false);
    expect(without.map((field) => field.prop)).toEqual(['variety', 'status', 'contactName', 'orgCode', 'publishTime']);
    expect(without.find((field) => field.prop === 'orgCode')!.options).toEqual([{ value: '101001', label: '北京粮油' }]);
    expect(without.find((field) => field.prop === 'publishTime')!.type).toBe('daterange');
    const withPhone = saleInfoSearchFields(t, MARKET_DICTS, orgs, true);
    expect(withPhone.find((field) => field.prop === 'contactPhone')).toMatchObject({ operator: 'equals' });
  });

  it('takes the ids of the checked rows only', () => {
    expect(selectedRowIds({ ids: ['3', 4] })).toEqual([3, 4]);
    expect(selectedRowIds({ query: {}, excludeIds: [] })).toEqual([]);
  });
});
