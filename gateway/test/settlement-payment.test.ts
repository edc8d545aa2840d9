/**
 * Prepayments and payments (issue 25, part S2) on both databases: a payment settles invoices less
 * prepayments (invoiced = paid + prepaid), its submit pays the invoices and applies the prepayments, its
 * cancel gives both back; two payments racing for one prepayment: exactly what fits succeeds, so a
 * prepayment is never applied twice; syncEbsStatus through the outbox.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, InvoiceSaved, PaymentDetail, PaymentSaved, PrepaymentSaved } from '../src/api/index.js';
import { sysInterfaceLog } from '../src/db/tables/interface-log.js';
import { stlPrepaymentHead, stlPurchaseInvoice } from '../src/db/tables/settlement.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { callerOf, insertCheck, INVOICE, invoiceBody, PAYMENT, PREPAYMENT } from './helpers/settlement-invoice-fixtures.js';

describe.each(eachDatabase)('[%s] settlement payments', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => callerOf(app, () => admin)(method, url, payload);
  const data = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;
  const invoiceRow = async (id: number) => (await database().db.select().from(stlPurchaseInvoice).where(eq(stlPurchaseInvoice.id, id)))[0]!;
  const prepaymentRow = async (id: number) => (await database().db.select().from(stlPrepaymentHead).where(eq(stlPrepaymentHead.id, id)))[0]!;

  /** A matched invoice of S0001 for `amount` on a check of its own. */
  const matchedInvoice = async (amount: string): Promise<number> => {
    const check = await insertCheck(database(), [{ quantity: '10', price: '1', amount }]);
    const saved = await call('POST', `${INVOICE}/save`, invoiceBody(amount, [{ checkLineId: check.lineIds[0]!, quantity: '10' }]));
    expect(data<InvoiceSaved>(saved).status, saved.body).toBe('matched');
    return data<InvoiceSaved>(saved).id;
  };
  const submittedPrepayment = async (amount: string): Promise<number> => {
    const saved = await call('POST', `${PREPAYMENT}/save`, { orgCode: '101001', categoryCode: '100101', supplierSn: 'S0001', applyDate: '2026-11-01', amount });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, prepayNo } = data<PrepaymentSaved>(saved);
    expect(prepayNo).toMatch(/^YF\d{6}\d{4}$/);
    expect((await call('POST', `${PREPAYMENT}/submit`, { id, version: 0 })).statusCode).toBe(200);
    return id;
  };
  const paymentBody = (invoices: { invoiceId: number; amount: string }[], prepayments: { prepaymentId: number; amount: string }[]) => ({ orgCode: '101001', supplierSn: 'S0001', applyDate: '2026-11-28', invoices, prepayments });

  beforeAll(async () => {
    app = await startGateway(database());
    [admin] = await signInAll(app, 'admin');
  });
  afterAll(async () => {
    await app.close();
  });

  it('pays invoices less a prepayment: invoiced = paid + prepaid, and a cancel gives both back', async () => {
    const invoiceId = await matchedInvoice('1234.56');
    const prepaymentId = await submittedPrepayment('1000.00');
    const saved = await call('POST', `${PAYMENT}/save`, paymentBody([{ invoiceId, amount: '1234.56' }], [{ prepaymentId, amount: '234.57' }]));
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, paymentNo } = data<PaymentSaved>(saved);
    expect(paymentNo).toMatch(/^FK\d{6}\d{4}$/);
    const detail = data<PaymentDetail>(await call('GET', `${PAYMENT}/detail?id=${id}`));
    expect(detail.payment).toMatchObject({ invoiceAmount: '1234.56', prepaidAmount: '234.57', payAmount: '999.99', status: 'new' });
    expect(detail.actions).toEqual(['edit', 'delete', 'submit', 'cancel']);

    expect((await call('POST', `${PAYMENT}/submit`, { id, version: 0 })).statusCode).toBe(200);
    const invoice = await invoiceRow(invoiceId);
    expect([invoice.status, invoice.paidAmount]).toEqual(['paid', '1234.56']);
    expect((await prepaymentRow(prepaymentId)).appliedAmount).toBe('234.57');
    const paid = data<PaymentDetail>(await call('GET', `${PAYMENT}/detail?id=${id}`)).payment;
    // The invoice's amount is the payment's cash plus the prepayment applied, to the cent.
    expect(Math.round(Number(paid.payAmount) * 100) + Math.round(Number(paid.prepaidAmount) * 100)).toBe(123456);

    // A cancelled prepayment cannot be, once applied.
    expect((await call('POST', `${PREPAYMENT}/cancel`, { id: prepaymentId, version: 2 })).json<ErrorEnvelope>().message).toMatch(/已核销，不能取消$/);
    const sync = await call('GET', `${PAYMENT}/syncEbsStatus?id=${id}`);
    expect(sync.statusCode, sync.body).toBe(200);
    expect(await database().db.select().from(sysInterfaceLog).where(and(eq(sysInterfaceLog.bizType, 'PAYMENT_SETTLE_EBS_STATUS'), eq(sysInterfaceLog.bizId, id)))).toHaveLength(1);

    expect((await call('POST', `${PAYMENT}/cancel`, { id, version: 1 })).statusCode).toBe(200);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'matched', paidAmount: '0.00' });
    expect((await prepaymentRow(prepaymentId)).appliedAmount).toBe('0.00');
  });

  it('refuses more than an invoice\'s unpaid rest and more prepaid than invoiced', async () => {
    const invoiceId = await matchedInvoice('100.00');
    const prepaymentId = await submittedPrepayment('500.00');
    const over = await call('POST', `${PAYMENT}/save`, paymentBody([{ invoiceId, amount: '100.01' }], []));
    expect(over.statusCode).toBe(400);
    expect(over.json<ErrorEnvelope>().message).toMatch(/未付金额不足，剩余100\.00$/);
    const prepaid = await call('POST', `${PAYMENT}/save`, paymentBody([{ invoiceId, amount: '100.00' }], [{ prepaymentId, amount: '100.01' }]));
    expect(prepaid.json<ErrorEnvelope>().message).toBe('预付核销金额不能大于发票金额');
    const other = await call('POST', `${PAYMENT}/save`, { ...paymentBody([{ invoiceId, amount: '1' }], []), supplierSn: 'S0002' });
    expect(other.statusCode).toBe(400);
  });

  it('never applies a prepayment twice: of two payments racing for it, exactly what fits succeeds', async () => {
    const prepaymentId = await submittedPrepayment('1000.00');
    const payments: number[] = [];
    for (const amount of ['800.00', '900.00', '700.00']) {
      const invoiceId = await matchedInvoice(amount);
      const saved = await call('POST', `${PAYMENT}/save`, paymentBody([{ invoiceId, amount }], [{ prepaymentId, amount: '600.00' }]));
      expect(saved.statusCode, saved.body).toBe(200);
      payments.push(data<PaymentSaved>(saved).id);
    }
    const answers = await Promise.all(payments.map((id) => call('POST', `${PAYMENT}/submit`, { id, version: 0 })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) expect(refused.json<ErrorEnvelope>().message).toMatch(/可核销金额不足，剩余400\.00$/);
    expect((await prepaymentRow(prepaymentId)).appliedAmount).toBe('600.00');
  });
});
