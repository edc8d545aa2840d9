import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { prepaymentDraftOf, prepaymentProblem, toPrepaymentSaveBody } from './prepaymentDraft';

const t = ((key: string) => key) as AppT;

describe('prepaymentDraft', () => {
  const ready = { ...prepaymentDraftOf(new Date(2026, 10, 28)), supplierSn: 'S0001', orgCode: '101', categoryCode: '100101', amount: '10,000.00' };

  it('needs the supplier, org, date and a positive amount', () => {
    expect(prepaymentProblem(ready, t)).toBeNull();
    expect(prepaymentProblem({ ...ready, orgCode: null }, t)).toBe('prepayment.required');
    expect(prepaymentProblem({ ...ready, amount: '0' }, t)).toBe('prepayment.amountInvalid');
    expect(prepaymentProblem({ ...ready, amount: '1.001' }, t)).toBe('prepayment.amountInvalid');
  });

  it('sends the amount plain, with the category', () => {
    expect(toPrepaymentSaveBody(ready)).toEqual({ orgCode: '101', supplierSn: 'S0001', categoryCode: '100101', applyDate: '2026-11-28', amount: '10000.00', remark: null });
    expect(prepaymentProblem({ ...ready, categoryCode: null }, t)).toBe('prepayment.required');
  });
});
