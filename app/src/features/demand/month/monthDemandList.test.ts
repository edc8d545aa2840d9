import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { isOpenPlan, monthDemandColumns, monthDemandSearchFields, monthStatusItems } from './monthDemandList';

const t = ((key: string) => key) as AppT;

describe('月度需求计划 list', () => {
  it('allows edit, delete and submit while new or rejected only', () => {
    expect(isOpenPlan({ status: 'new' })).toBe(true);
    expect(isOpenPlan({ status: 'rejected' })).toBe(true);
    expect(isOpenPlan({ status: 'inProcess' })).toBe(false);
    expect(isOpenPlan({ status: 'approved' })).toBe(false);
  });

  it('lists the columns and filters the gateway knows', () => {
    expect(monthDemandColumns(t).map((column) => column.key)).toEqual(['demandNo', 'yearMonth', 'orgName', 'categoryName', 'status', 'remark', 'createdTime']);
    expect(monthDemandSearchFields(t).map((field) => field.prop)).toEqual(['demandNo', 'yearMonth', 'orgCode', 'categoryCode', 'status']);
    expect(monthStatusItems(t).map((item) => item.dictItemCode)).toEqual(['new', 'inProcess', 'approved', 'rejected']);
  });
});
