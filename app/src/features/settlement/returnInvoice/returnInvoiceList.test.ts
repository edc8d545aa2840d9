import { describe, expect, it } from 'vitest';
import type { AppT } from '../../../i18n/useAppT';
import { returnInvoiceAllows, returnInvoiceColumns, returnInvoiceDraftOf, returnInvoiceProblem, taxRateUnits, toReturnInvoiceSaveBody } from './returnInvoiceList';

const t = ((key: string) => key) as AppT;

describe('returnInvoiceList', () => {
  it('lists the return invoices with their amounts and statuses', () => {
    expect(returnInvoiceColumns(t).map((column) => column.key)).toContain('amountWithTax');
    expect(returnInvoiceAllows.commit({ status: 'new' })).toBe(true);
    expect(returnInvoiceAllows.taxRate({ status: 'committed' })).toBe(false);
    expect(returnInvoiceAllows.confirm({ status: 'committed' })).toBe(true);
    expect(returnInvoiceAllows.resend({ status: 'new' })).toBe(false);
    expect(returnInvoiceAllows.resend({ status: 'confirmed' })).toBe(true);
  });

  it('checks and sends a return invoice of an original invoice', () => {
    const draft = { ...returnInvoiceDraftOf(new Date(2026, 10, 28)), invoice: { id: 4, invoiceNo: '123', supplierName: 'S', taxRate: '9.00' }, taxRate: '9', amountWithTax: '1,090.00' };
    expect(returnInvoiceProblem(draft, t)).toBeNull();
    expect(returnInvoiceProblem({ ...draft, invoice: null }, t)).toBe('returnInvoice.required');
    expect(returnInvoiceProblem({ ...draft, taxRate: '100.01' }, t)).toBe('invoice.taxRateInvalid');
    expect(taxRateUnits('13')).toBe(1300n);
    expect(toReturnInvoiceSaveBody(draft)).toEqual({ invoiceId: 4, returnDate: '2026-11-28', quantity: null, taxRate: '9', amountWithTax: '1090.00', reason: null });
  });
});
