/**
 * Invoices, return invoices and customer balances (issue 25, part S2) on both databases: the seeded
 * lists (and an unknown filter refused in Chinese), a supplier's own rows only, the match of an invoice
 * against its check lines within the tolerance (blocked beyond it, with the difference), the invoiced
 * figures kept on the check lines, never more than checked, edit and delete giving them back, sendEBS
 * through the outbox, the return invoice's moves and the customer balances on the POST page.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckableLine, Envelope, ErrorEnvelope, InvoiceDetail, InvoiceSaved } from '../src/api/index.js';
import { sysInterfaceLog } from '../src/db/tables/interface-log.js';
import { stlAccountCheckHead, stlAccountCheckLine } from '../src/db/tables/settlement.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { callerOf, CUST_BAL, insertCheck, INVOICE, invoiceBody, PAYMENT, PREPAYMENT, RETURN_INVOICE } from './helpers/settlement-invoice-fixtures.js';

describe.each(eachDatabase)('[%s] settlement invoices', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  let supplier1 = '';
  const as = (token: () => string) => callerOf(app, token);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => as(() => admin)(method, url, payload);
  const data = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;
  const checkLine = async (id: number) => (await database().db.select().from(stlAccountCheckLine).where(eq(stlAccountCheckLine.id, id)))[0]!;

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, supplier1] = await signInAll(app, 'admin', 'supplier1');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded invoices, return invoices, prepayments, payments and balances, and refuses an unknown filter in Chinese', async () => {
    for (const url of [`${INVOICE}/custom-page?page=1&pageSize=50`, `${RETURN_INVOICE}/page?page=1`, `${PREPAYMENT}/page?page=1`, `${PAYMENT}/page?page=1`]) {
      const page = await call('GET', url);
      expect(page.statusCode, `${url} ${page.body}`).toBe(200);
      expect(data<{ total: number }>(page).total, url).toBeGreaterThan(0);
    }
    const statuses = data<{ result: { status: string }[] }>(await call('GET', `${INVOICE}/custom-page?page=1&pageSize=100`)).result.map((row) => row.status);
    expect(statuses).toContain('blocked');
    expect(statuses).toContain('paid');
    const balances = await call('POST', `${CUST_BAL}/page`, { page: 1, pageSize: 10 });
    expect(balances.statusCode, balances.body).toBe(200);
    expect(data<{ total: number }>(balances).total).toBeGreaterThan(0);
    for (const [method, url, payload] of [['POST', `${CUST_BAL}/page`, { page: 1, nosuchField: 1 }], ['GET', `${INVOICE}/custom-page?page=1&nosuchField=1`, undefined]] as const) {
      const unknown = await call(method, url, payload);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorEnvelope>().message).toMatch(/\p{Script=Han}/u);
    }
  });

  it('refuses a supplier the invoices, payments and balances (menus it lacks)', async () => {
    for (const [method, url] of [['GET', `${INVOICE}/custom-page?page=1`], ['GET', `${PAYMENT}/page?page=1`], ['POST', `${CUST_BAL}/page`]] as const) {
      expect((await as(() => supplier1)(method, url, method === 'POST' ? { page: 1 } : undefined)).statusCode, url).toBe(403);
    }
  });

  it('matches an invoice within the tolerance, keeps the invoiced figures and never invoices more than checked', async () => {
    const check = await insertCheck(database(), [
      { quantity: '3', price: '33.333333', amount: '100.00' },
      { quantity: '10', price: '2300', amount: '23000.00' },
    ]);
    const checkable = data<CheckableLine[]>(await call('GET', `${INVOICE}/checkable-lines?supplierSn=S0001&orgCode=101001`));
    expect(checkable.find((line) => line.checkLineId === check.lineIds[0])).toMatchObject({ leftQuantity: '3.000', leftAmount: '100.00' });

    // 1 of 3 takes round2(100 × 1 / 3) = 33.33; 10 of 10 the whole 23000.00; invoice 23033.83 is 0.50 over: matched.
    const saved = await call('POST', `${INVOICE}/save`, invoiceBody('23033.83', [{ checkLineId: check.lineIds[0]!, quantity: '1' }, { checkLineId: check.lineIds[1]!, quantity: '10' }]));
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, status, matchDifference } = data<InvoiceSaved>(saved);
    expect([status, matchDifference]).toEqual(['matched', '0.50']);
    const detail = data<InvoiceDetail>(await call('GET', `${INVOICE}/detail?id=${id}`));
    expect(detail.invoice).toMatchObject({ matchedAmount: '23033.33', taxAmount: '1901.88', amountWithoutTax: '21131.95' });
    expect(detail.lines.map((line) => [line.quantity, line.amountWithTax, line.taxAmount])).toEqual([['1.000', '33.33', '2.75'], ['10.000', '23000.00', '1899.08']]);
    expect(detail.actions).toEqual(['edit', 'delete', 'send']);
    expect(await checkLine(check.lineIds[0]!)).toMatchObject({ invoicedQuantity: '1.000', invoicedAmount: '33.33' });
    const [head] = await database().db.select().from(stlAccountCheckHead).where(eq(stlAccountCheckHead.id, check.checkId));
    expect(head!.invoicedAmount).toBe('23033.33');

    // The rest of line 1 is 2: 2.001 is refused; 2 takes the whole rest, 66.67 (Σ = the line's 100.00).
    const over = await call('POST', `${INVOICE}/save`, invoiceBody('66.67', [{ checkLineId: check.lineIds[0]!, quantity: '2.001' }]));
    expect(over.statusCode).toBe(400);
    expect(over.json<ErrorEnvelope>().message).toBe(`对账单${check.checkNo}第1行可开票数量不足，剩余2.000`);
    const rest = await call('POST', `${INVOICE}/save`, invoiceBody('66.67', [{ checkLineId: check.lineIds[0]!, quantity: '2' }]));
    expect(data<InvoiceSaved>(rest)).toMatchObject({ status: 'matched', matchDifference: '0.00' });
    expect(await checkLine(check.lineIds[0]!)).toMatchObject({ invoicedQuantity: '3.000', invoicedAmount: '100.00' });

    // Deleting gives the figures back.
    const removed = await call('DELETE', `${INVOICE}?ids=${data<InvoiceSaved>(rest).id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await checkLine(check.lineIds[0]!)).toMatchObject({ invoicedQuantity: '1.000', invoicedAmount: '33.33' });
  });

  it('blocks an invoice beyond the tolerance with the difference, and sends only a matched one to EBS', async () => {
    const check = await insertCheck(database(), [{ quantity: '5', price: '200', amount: '1000.00' }]);
    const body = invoiceBody('1001.01', [{ checkLineId: check.lineIds[0]!, quantity: '5' }]);
    const blocked = await call('POST', `${INVOICE}/save`, body);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json<Envelope<InvoiceSaved>>().message).toBe('发票金额与对账金额差异1.01元，超出允许差异1.00元');
    const { id, version } = data<InvoiceSaved>(blocked);
    const nonApprovals = data<{ id: number }[]>(await call('GET', `${INVOICE}/non-approvals`));
    expect(nonApprovals.map((row) => row.id)).toContain(id);
    const refused = await call('GET', `${INVOICE}/sendEBS?id=${id}`);
    expect(refused.statusCode).toBe(422);

    const edited = await call('POST', `${INVOICE}/save`, { ...body, id, version, amountWithTax: '1001.00' });
    expect(data<InvoiceSaved>(edited)).toMatchObject({ status: 'matched', matchDifference: '1.00' });
    const duplicate = await call('POST', `${INVOICE}/save`, invoiceBody('1.00', [{ checkLineId: check.lineIds[0]!, quantity: '1' }], { invoiceNo: body.invoiceNo }));
    expect(duplicate.statusCode).toBe(409);

    const sent = await call('GET', `${INVOICE}/sendEBS?id=${id}`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(data<InvoiceDetail>(await call('GET', `${INVOICE}/detail?id=${id}`)).invoice.status).toBe('sent');
    const messages = await database().db.select().from(sysInterfaceLog).where(and(eq(sysInterfaceLog.bizType, 'PURCHASE_INVOICE_EBS'), eq(sysInterfaceLog.bizId, id)));
    expect(messages).toHaveLength(1);
    expect((await call('DELETE', `${INVOICE}?ids=${id}`)).statusCode).toBe(422);
    const byPick = data<{ invoiceId: number }[]>(await call('GET', `${INVOICE}/listByPickMaterialId?pickMaterialId=${(await checkLine(check.lineIds[0]!)).pickMaterialId}`));
    expect(byPick.map((row) => row.invoiceId)).toEqual([id]);
  });

  it('refuses a check that is not confirmed', async () => {
    const check = await insertCheck(database(), [{ quantity: '1', price: '10', amount: '10.00' }], { status: 'submitted' });
    const refused = await call('POST', `${INVOICE}/save`, invoiceBody('10.00', [{ checkLineId: check.lineIds[0]!, quantity: '1' }]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe(`对账单${check.checkNo}未确认，不能开票`);
  });

  it('commits, re-taxes and confirms a return invoice', async () => {
    const saved = await call('POST', `${RETURN_INVOICE}/save`, { orgCode: '101001', categoryCode: '100101', supplierSn: 'S0001', returnDate: '2026-11-27', taxRate: '9', amountWithTax: '109.00', reason: '退货' });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, returnNo } = data<{ id: number; returnNo: string; version: number }>(saved);
    expect(returnNo).toMatch(/^TP\d{6}\d{4}$/);
    const retaxed = await call('POST', `${RETURN_INVOICE}/updateTaxRate`, { id, version: 0, taxRate: '13' });
    expect(data<{ taxAmount: string; version: number }>(retaxed)).toMatchObject({ taxAmount: '12.54', version: 1 });
    expect((await call('POST', `${RETURN_INVOICE}/confirm`, { id, version: 1 })).statusCode).toBe(422);
    expect((await call('POST', `${RETURN_INVOICE}/commit`, { id, version: 1 })).statusCode).toBe(200);
    expect((await call('POST', `${RETURN_INVOICE}/updateTaxRate`, { id, version: 2, taxRate: '9' })).statusCode).toBe(422);
    expect((await call('POST', `${RETURN_INVOICE}/confirm`, { id, version: 2 })).statusCode).toBe(200);
    expect((await call('GET', `${RETURN_INVOICE}/reSendEBS?id=${id}`)).statusCode).toBe(200);
  });

  it('saves, reads and deletes a customer balance, one per org and customer', async () => {
    const [seeded] = data<{ result: { custNumber: string; orgCode: string; categoryCode: string }[] }>(await call('POST', `${CUST_BAL}/list`, { page: 1, pageSize: 100 })).result;
    const body = { orgCode: seeded!.orgCode, categoryCode: seeded!.categoryCode, custNumber: seeded!.custNumber, balance: '-10.5', creditLimit: '1000', creditStatus: 1 };
    expect((await call('POST', `${CUST_BAL}/save`, body)).statusCode).toBe(409);
    const unknown = await call('POST', `${CUST_BAL}/save`, { ...body, custNumber: 'NOPE' });
    expect(unknown.json<ErrorEnvelope>().message).toBe('客户不存在：NOPE');
    const [first] = data<{ result: { id: number; version: number; balance: string }[] }>(await call('POST', `${CUST_BAL}/page`, { page: 1, pageSize: 1 })).result;
    const got = await call('GET', `${CUST_BAL}/get?id=${first!.id}`);
    expect(data<{ balance: string }>(got).balance).toBe(first!.balance);
    expect((await call('DELETE', `${CUST_BAL}?ids=${first!.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${CUST_BAL}/${first!.id}`)).statusCode).toBe(404);
  });
});
