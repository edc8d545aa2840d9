import { interpolate } from '@srm/design-system';
import type { Category, Org } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { contractZhCN } from '../messages/contractMessages';
import type { AppT } from '../../../i18n/useAppT';
import { currencyOptions, headFields } from './headFields';

const t = ((key: string, values?: Record<string, unknown>) =>
  interpolate((contractZhCN as Record<string, string>)[key] ?? key, values as never)) as unknown as AppT;

const sources = {
  dictionaries: { contractCategory: [{ dictItemCode: 'fixedPrice', dictItemName: '一口价合同' }], payMethod: [{ dictItemCode: '2', dictItemName: '电汇' }] },
  orgs: [{ orgCode: '101001', orgName: '河北饲料有限公司' } as Org],
  categories: [{ categoryCode: '100101', categoryName: '玉米' } as Category],
  currencies: [{ label: '人民币', value: 'CNY' }],
  payTerms: [],
  loadSuppliers: async () => ({ options: [], total: 0 }),
  supplier: { sn: 'S0001', name: '中粮贸易（大连）有限公司' },
};

describe('headFields', () => {
  it('marks the fields a contract cannot do without as required, in form order', () => {
    const fields = headFields(t, sources);
    expect(fields.filter((field) => field.required).map((field) => field.label)).toEqual(['合同名称', '供应商', '合同类别', '组织', '品类', '币种', '开始日期', '结束日期']);
  });

  it('takes its options from the user\'s orgs and categories and from the dictionaries', () => {
    const byProp = new Map(headFields(t, sources).map((field) => [field.prop, field]));
    expect(byProp.get('orgCode')?.options).toEqual([{ label: '河北饲料有限公司', value: '101001' }]);
    expect(byProp.get('categoryCode')?.options).toEqual([{ label: '玉米', value: '100101' }]);
    expect(byProp.get('contractCategory')?.options).toEqual([{ label: '一口价合同', value: 'fixedPrice' }]);
    expect(byProp.get('payMethod')?.options).toEqual([{ label: '电汇', value: '2' }]);
    expect(byProp.get('priceType')?.options).toEqual([]);
  });

  it('searches suppliers remotely, 20 a page, 500 ms after typing, showing the stored one by name', () => {
    const supplier = headFields(t, sources).find((field) => field.prop === 'supplierSn');
    expect(supplier?.type).toBe('pageSelect');
    expect(supplier?.props).toMatchObject({ pageSize: 20, debounceMs: 500, fieldNames: { label: 'name', value: 'sn' }, selectedOptions: [sources.supplier] });
  });
});

describe('currencyOptions', () => {
  it('lists the enabled currencies and always offers CNY', () => {
    expect(currencyOptions([{ currencyCode: 'USD', currencyName: '美元', enableFlag: 'Y' }, { currencyCode: 'JPY', currencyName: '日元', enableFlag: 'N' }])).toEqual([
      { label: '人民币', value: 'CNY' },
      { label: '美元', value: 'USD' },
    ]);
    expect(currencyOptions([{ currencyCode: 'CNY', currencyName: '人民币', enableFlag: 'Y' }])).toEqual([{ label: '人民币', value: 'CNY' }]);
  });
});
