import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { paymentAllows, paymentColumns, paymentStatusItems, prepaymentAllows, prepaymentColumns } from './paymentList';

const t = ((key: string) => key) as AppT;

describe('paymentList', () => {
  it('shows 发票金额, 预付核销金额 and 应付金额 of a payment, and a prepayment with what is applied', () => {
    expect(paymentColumns(t).filter((column) => column.valueType === 'money').map((column) => column.key)).toEqual(['invoiceAmount', 'prepaidAmount', 'payAmount']);
    expect(prepaymentColumns(t).filter((column) => column.valueType === 'money').map((column) => column.key)).toEqual(['amount', 'appliedAmount']);
    expect(paymentStatusItems(t).map((item) => item.dictItemCode)).toEqual(['new', 'submitted', 'paid', 'cancelled']);
  });

  it('offers the moves of each status', () => {
    expect(paymentAllows.submit({ status: 'new' })).toBe(true);
    expect(paymentAllows.submit({ status: 'submitted' })).toBe(false);
    expect(paymentAllows.cancel({ status: 'submitted' })).toBe(true);
    expect(paymentAllows.cancel({ status: 'paid' })).toBe(false);
    expect(paymentAllows.sync({ status: 'submitted' })).toBe(true);
    expect(prepaymentAllows.cancel({ status: 'submitted', appliedAmount: '0.00' })).toBe(true);
    expect(prepaymentAllows.cancel({ status: 'submitted', appliedAmount: '0.01' })).toBe(false);
    expect(prepaymentAllows.remove({ status: 'submitted' })).toBe(false);
  });
});
