import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { custBalColumns, custBalDraftOf, custBalProblem, custBalSearchFields, toCustBalSaveBody } from './custBalList';

const t = ((key: string) => key) as AppT;

describe('custBalList', () => {
  it('lists balances and credit limits as money and searches by the list engine filters', () => {
    expect(custBalColumns(t).filter((column) => column.valueType === 'money').map((column) => column.key)).toEqual(['balance', 'creditLimit']);
    expect(custBalSearchFields(t).map((field) => field.prop)).toEqual(['custNumber', 'custName', 'creditStatus']);
  });

  it('checks the draft and sends exact amounts', () => {
    const draft = { ...custBalDraftOf(), orgCode: '101', categoryCode: '100101', custNumber: 'C001', custName: '客户一', balance: '-1,200.50', creditLimit: '5000' };
    expect(custBalProblem(draft, t)).toBeNull();
    expect(custBalProblem({ ...draft, custName: ' ' }, t)).toBe('custBal.required');
    expect(custBalProblem({ ...draft, creditLimit: '-1' }, t)).toBe('custBal.amountInvalid');
    expect(toCustBalSaveBody(draft, { id: 3, version: 1 })).toEqual({
      id: 3,
      version: 1,
      orgCode: '101',
      categoryCode: '100101',
      custNumber: 'C001',
      custName: '客户一',
      balance: '-1200.50',
      creditLimit: '5000',
      creditStatus: 0,
      effectiveStart: null,
      effectiveEnd: null,
      remark: null,
    });
  });
});
