import { describe, expect, it } from 'vitest';
import { divideHalfUp, lineAmountOf, matchOf, paidStatusOf, paymentFigures, restCents, taxOf } from './invoice-rules.js';

describe('invoice and payment money rules', () => {
  it('rounds half up, exactly', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(4n, 3n)).toBe(1n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('takes the tax out of an amount with tax at r percent', () => {
    expect(taxOf('109.00', '9')).toBe('9.00');
    expect(taxOf('1000.00', '13')).toBe('115.04');
    expect(taxOf('0.10', '9.00')).toBe('0.01');
    expect(taxOf('100', '0')).toBe('0.00');
  });

  it('defaults an invoice line to its share of the check line, the whole rest on the last part', () => {
    const check = { quantity: '3.000', amount: '100.00', invoicedQuantity: '0', invoicedAmount: '0' };
    expect(lineAmountOf(check, '1')).toBe('33.33');
    expect(lineAmountOf(check, '3')).toBe('100.00');
    expect(lineAmountOf({ ...check, invoicedQuantity: '2', invoicedAmount: '66.66' }, '1')).toBe('33.34');
    expect(lineAmountOf(check, '1.5')).toBe('50.00');
  });

  it('matches within the tolerance and blocks beyond it, with the signed difference', () => {
    expect(matchOf('100.00', ['60.00', '39.00'], '1.00')).toEqual({ matchedAmount: '99.00', matchDifference: '1.00', status: 'matched' });
    expect(matchOf('100.00', ['60.00', '38.99'], '1.00')).toEqual({ matchedAmount: '98.99', matchDifference: '1.01', status: 'blocked' });
    expect(matchOf('98.00', ['99.00'], '1.00').status).toBe('matched');
    expect(matchOf('97.99', ['99.00'], '1.00')).toMatchObject({ matchDifference: '-1.01', status: 'blocked' });
  });

  it('pays invoices less prepayments, never more prepaid than invoiced', () => {
    expect(paymentFigures(['100.10', '50.05'], ['30.00'])).toEqual({ invoiceAmount: '150.15', prepaidAmount: '30.00', payAmount: '120.15' });
    expect(paymentFigures(['10.00'], ['10.00'])).toEqual({ invoiceAmount: '10.00', prepaidAmount: '10.00', payAmount: '0.00' });
    expect(paymentFigures(['10.00'], ['10.01'])).toBeNull();
    for (const [inv, pre] of [[['0.10', '0.20'], ['0.30']], [['999999.99'], ['0.01', '0.02']]] as const) {
      const figures = paymentFigures(inv, pre)!;
      expect(restCents(figures.invoiceAmount, figures.prepaidAmount)).toBe(BigInt(Math.round(Number(figures.payAmount) * 100)));
    }
  });

  it('moves an invoice to partPaid and paid by its paid amount', () => {
    expect(paidStatusOf('100.00', '0.00', 'sent')).toBe('sent');
    expect(paidStatusOf('100.00', '0.01', 'matched')).toBe('partPaid');
    expect(paidStatusOf('100.00', '100.00', 'matched')).toBe('paid');
    expect(restCents('100.00', '120.00')).toBe(0n);
  });
});
