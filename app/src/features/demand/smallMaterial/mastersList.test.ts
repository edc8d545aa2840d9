import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { mastersEn, mastersZhCN } from '../messages/mastersMessages';
import { budgetColumns, feedColumns, feedKindItems, priceColumns, ruleColumns } from './mastersList';

const t = ((key: string) => (mastersZhCN as Record<string, string>)[key] ?? key) as AppT;

describe('the demand masters\' lists', () => {
  it('shows the rule figures and the prices', () => {
    expect(ruleColumns(t).map((column) => column.title)).toEqual(['组织编码', '组织名称', '物料编码', '物料名称', '单位', '安全库存', '再订货点', '采购提前期（天）', '备注']);
    expect(priceColumns(t).map((column) => column.key)).toContain('price');
    expect(budgetColumns(t).find((column) => column.key === 'amount')?.valueType).toBe('number');
    expect(feedColumns(t).map((column) => column.key)).toEqual(['yearMonth', 'orgCode', 'orgName', 'feedKind', 'tonnes']);
  });

  it('names the feed kinds in Chinese and every text in English', () => {
    expect(feedKindItems(t).map((item) => item.label)).toEqual(['猪料', '禽料', '反刍料']);
    expect(Object.keys(mastersEn).sort()).toEqual(Object.keys(mastersZhCN).sort());
  });
});
