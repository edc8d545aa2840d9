import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import type { PrepaymentRow, SettleableInvoice } from '../api/invoiceTypes';
import { invoiceEntriesOf, paymentDraftOf, paymentFigures, paymentProblem, prepayEntriesOf, prepaymentLeft, toPaymentSaveBody, type PaymentDraft } from './paymentDraft';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as AppT;

const invoice = (overrides: Partial<SettleableInvoice> = {}): SettleableInvoice => ({
  id: 7,
  invoiceNo: '12345678',
  invoiceCode: '1100',
  invoiceDate: '2026-11-28',
  amountWithTax: '95266.65',
  paidAmount: '0.00',
  unpaidAmount: '95266.65',
  status: 'matched',
  ...overrides,
});

const prepayment = (overrides: Partial<PrepaymentRow> = {}): PrepaymentRow => ({
  id: 9,
  prepayNo: 'YF000001',
  contractNo: null,
  orgCode: '101',
  orgName: '河北饲料有限公司',
  categoryCode: '100101',
  supplierSn: 'S0001',
  supplierName: '中粮贸易（大连）有限公司',
  applyDate: '2026-11-28',
  amount: '30000.00',
  appliedAmount: '5000.00',
  status: 'submitted',
  remark: null,
  createdTime: '2026-11-28T00:00:00Z',
  version: 1,
  ...overrides,
});

const ready = (): PaymentDraft => ({
  ...paymentDraftOf(new Date(2026, 10, 28)),
  supplierSn: 'S0001',
  orgCode: '101',
  invoices: [{ invoice: invoice(), ticked: true, amount: '95266.65' }],
  prepayments: [{ prepayment: prepayment(), ticked: true, amount: '10000.00' }],
});

describe('paymentDraft', () => {
  it('defaults each invoice to its unpaid rest and each prepayment to what is left of it', () => {
    expect(prepaymentLeft(prepayment())).toBe('25000.00');
    expect(invoiceEntriesOf([invoice({ unpaidAmount: '100.10' })], [])).toEqual([{ invoice: invoice({ unpaidAmount: '100.10' }), ticked: false, amount: '100.10' }]);
    const kept = prepayEntriesOf([prepayment()], [{ prepayment: prepayment(), ticked: true, amount: '1.00' }]);
    expect(kept[0]).toMatchObject({ ticked: true, amount: '1.00' });
    expect(prepayEntriesOf([prepayment()], [])[0]).toMatchObject({ ticked: false, amount: '25000.00' });
    expect(prepayEntriesOf([prepayment({ appliedAmount: '30000.00' })], [])).toEqual([]);
  });

  it('works out 应付 = 发票 − 预付 exactly from the ticked rows', () => {
    expect(paymentFigures(ready())).toEqual({ invoiceAmount: '95266.65', prepaidAmount: '10000.00', payAmount: '85266.65' });
    const cents = {
      invoices: [
        { invoice: invoice({ id: 1 }), ticked: true, amount: '0.10' },
        { invoice: invoice({ id: 2 }), ticked: true, amount: '0.20' },
        { invoice: invoice({ id: 3 }), ticked: false, amount: '99' },
      ],
      prepayments: [{ prepayment: prepayment(), ticked: true, amount: '0.30' }],
    };
    expect(paymentFigures(cents)).toEqual({ invoiceAmount: '0.30', prepaidAmount: '0.30', payAmount: '0.00' });
  });

  it('checks the draft before sending it', () => {
    expect(paymentProblem(ready(), t)).toBeNull();
    expect(paymentProblem({ ...ready(), supplierSn: null }, t)).toBe('payment.required');
    expect(paymentProblem({ ...ready(), invoices: [{ invoice: invoice(), ticked: true, amount: '95266.66' }] }, t)).toContain('payment.settleInvalid');
    expect(paymentProblem({ ...ready(), prepayments: [{ prepayment: prepayment(), ticked: true, amount: '25000.01' }] }, t)).toContain('payment.applyInvalid');
    expect(paymentProblem({ ...ready(), invoices: [{ invoice: invoice(), ticked: true, amount: '100.00' }], prepayments: [{ prepayment: prepayment(), ticked: true, amount: '200.00' }] }, t)).toBe(
      'payment.prepaidTooLarge',
    );
  });

  it('sends only the ticked rows', () => {
    const draft = { ...ready(), prepayments: [...ready().prepayments, { prepayment: prepayment({ id: 10 }), ticked: false, amount: '1' }] };
    expect(toPaymentSaveBody(draft)).toEqual({
      orgCode: '101',
      supplierSn: 'S0001',
      applyDate: '2026-11-28',
      payMethod: null,
      invoices: [{ invoiceId: 7, amount: '95266.65' }],
      prepayments: [{ prepaymentId: 9, amount: '10000.00' }],
      remark: null,
    });
  });
});

describe('amounts typed with thousands separators', () => {
  it('reads 10,000.00 as 10000.00 and sends it plain', () => {
    const draft = { ...ready(), prepayments: [{ prepayment: prepayment(), ticked: true, amount: '10,000.00' }] };
    expect(paymentFigures(draft).payAmount).toBe('85266.65');
    expect(paymentProblem(draft, t)).toBeNull();
    expect(toPaymentSaveBody(draft).prepayments).toEqual([{ prepaymentId: 9, amount: '10000.00' }]);
  });
});
