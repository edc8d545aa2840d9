import type { ContractMergePreview } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { appZhCN, type AppMessageKey } from '../../../i18n/messages';
import { canMerge, mergeHeadItems, mergeIdsOf } from './contractMerge';

const t = (key: AppMessageKey) => appZhCN[key];

describe('合并合同 selection', () => {
  it('is enabled with two or more ticked rows, or the page ticked', () => {
    expect(canMerge({ kind: 'keys', keys: new Set([1]) })).toBe(false);
    expect(canMerge({ kind: 'keys', keys: new Set([1, 2]) })).toBe(true);
    expect(canMerge({ kind: 'all', except: new Set() })).toBe(true);
    expect(canMerge({ kind: 'query', except: new Set() })).toBe(false);
  });

  it('sends the ticked ids in the order ticked, once each', () => {
    expect(mergeIdsOf({ ids: [9, 3, '9'] })).toEqual({ ok: true, ids: [9, 3] });
    expect(mergeIdsOf({ ids: [9] })).toEqual({ ok: false, key: 'contractMerge.tooFew' });
    expect(mergeIdsOf({ query: { page: 1 }, excludeIds: [] })).toEqual({ ok: false, key: 'contractMerge.wholeResult' });
    expect(t('contractMerge.tooFew')).toBe('请选择至少两个合同进行合并');
  });
});

describe('the merge preview head', () => {
  const head: ContractMergePreview['head'] = {
    contractName: '玉米合同',
    contractCategory: 'fixedPrice',
    purchaseModel: 1,
    orgCode: '101001',
    orgName: '河北饲料有限公司',
    supplierSn: 'S0001',
    supplierName: '中粮贸易（大连）有限公司',
    categoryCode: '100101',
    categoryName: '玉米',
    priceType: 'arrivalFactory',
    payMethod: '9',
    currencyCode: 'CNY',
    startDate: '2026-11-01',
    endDate: '2027-04-30',
    strategicContractId: null,
    totalQuantity: '301.000',
    totalAmount: '803050.50',
    remark: '由合同HT1、HT2合并',
  };

  it('names the terms by the dictionaries (a code they do not know stays) and leaves out empty ones', () => {
    const items = mergeHeadItems(t, head, { priceType: [{ dictItemCode: 'arrivalFactory', dictItemName: '到厂价' }] });
    const value = (label: string) => items.find((item) => item.label === label)?.value;
    expect(value('合同类别')).toBe('一口价合同');
    expect(value('价格类型')).toBe('到厂价');
    expect(value('付款方式')).toBe('9');
    expect(value('合同期限')).toBe('2026-11-01 ~ 2027-04-30');
    expect(value('供应商')).toBe('中粮贸易（大连）有限公司（S0001）');
    expect(items.some((item) => item.label === '交货方式')).toBe(false);
  });
});
