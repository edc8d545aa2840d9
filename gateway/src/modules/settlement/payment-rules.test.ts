import { describe, expect, it } from 'vitest';
import { paymentProblem, type ApplicablePrepayment, type PayableInvoice } from './payment-rules.js';

const party = { orgCode: '101001', supplierSn: 'S0001' };
const invoice = (values: Partial<PayableInvoice> = {}): PayableInvoice => ({ id: 1, invoiceNo: 'FP1', ...party, status: 'matched', amountWithTax: '1000.00', paidAmount: '0', ...values });
const prepayment = (values: Partial<ApplicablePrepayment> = {}): ApplicablePrepayment => ({ id: 7, prepayNo: 'YF1', supplierSn: 'S0001', status: 'submitted', amount: '300.00', appliedAmount: '0', ...values });

describe('a payment against its invoices and prepayments', () => {
  it('pays the invoices less the prepayments', () => {
    const result = paymentProblem(party, [{ id: 1, amount: '1000', row: invoice() }], [{ id: 7, amount: '300', row: prepayment() }]);
    expect(result).toEqual({ ok: true, figures: { invoiceAmount: '1000.00', prepaidAmount: '300.00', payAmount: '700.00' } });
  });

  it('never settles more than an invoice\'s unpaid rest, nor applies more than a prepayment\'s rest', () => {
    expect(paymentProblem(party, [{ id: 1, amount: '600.01', row: invoice({ paidAmount: '400' }) }], [])).toMatchObject({ ok: false, problem: '发票FP1未付金额不足，剩余600.00' });
    expect(paymentProblem(party, [{ id: 1, amount: '500', row: invoice() }], [{ id: 7, amount: '100.01', row: prepayment({ appliedAmount: '200' }) }])).toMatchObject({ ok: false, problem: '预付款YF1可核销金额不足，剩余100.00' });
    expect(paymentProblem(party, [{ id: 1, amount: '100', row: invoice() }], [{ id: 7, amount: '100.01', row: prepayment() }])).toMatchObject({ ok: false, problem: '预付核销金额不能大于发票金额' });
  });

  it('refuses other suppliers, unpayable invoices, unsubmitted prepayments and repeats', () => {
    expect(paymentProblem(party, [{ id: 1, amount: '1', row: invoice({ supplierSn: 'S0002' }) }], [])).toMatchObject({ ok: false, status: 400 });
    expect(paymentProblem(party, [{ id: 1, amount: '1', row: invoice({ status: 'blocked' }) }], [])).toMatchObject({ ok: false, status: 422 });
    expect(paymentProblem(party, [{ id: 1, amount: '1', row: invoice() }], [{ id: 7, amount: '1', row: prepayment({ status: 'new' }) }])).toMatchObject({ ok: false, status: 422 });
    expect(paymentProblem(party, [{ id: 1, amount: '1', row: invoice() }, { id: 1, amount: '1', row: invoice() }], [])).toMatchObject({ ok: false, problem: '发票1重复' });
    expect(paymentProblem(party, [{ id: 1, amount: '1', row: undefined }], [])).toMatchObject({ ok: false, status: 404 });
  });
});
