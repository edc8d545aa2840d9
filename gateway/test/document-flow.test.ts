/**
 * The document flow (issue 25): a contract traced through its pick, shipment, account check and invoice
 * to its payment, each with its quantity and amount; from the invoice, the upstream documents and the
 * payment downstream; another supplier sees nothing of it, and a supplier only what its menus show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentFlow, Envelope, InvoiceSaved, PaymentSaved } from '../src/api/index.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { API, callerOf, insertCheck, INVOICE, invoiceBody, PAYMENT } from './helpers/settlement-invoice-fixtures.js';

const FLOW = `${API}/document-flow`;

describe.each(eachDatabase)('[%s] document flow', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  let supplier1 = '';
  let supplier2 = '';
  const data = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, supplier1, supplier2] = await signInAll(app, 'admin', 'supplier1', 'supplier2');
  });
  afterAll(async () => {
    await app.close();
  });

  it('traces a contract to its payment, and an invoice up to its contract and down to its payment', async () => {
    const call = callerOf(app, () => admin);
    const check = await insertCheck(database(), [{ quantity: '12.5', price: '2300', amount: '28750.00' }]);
    const invoice = data<InvoiceSaved>(await call('POST', `${INVOICE}/save`, invoiceBody('28750.00', [{ checkLineId: check.lineIds[0]!, quantity: '12.5' }])));
    const payment = data<PaymentSaved>(await call('POST', `${PAYMENT}/save`, { orgCode: '101001', supplierSn: 'S0001', applyDate: '2026-11-28', invoices: [{ invoiceId: invoice.id, amount: '28750.00' }], prepayments: [] }));
    expect((await call('POST', `${PAYMENT}/submit`, { id: payment.id, version: 0 })).statusCode).toBe(200);

    const flow = data<DocumentFlow>(await call('GET', `${FLOW}?type=contract&id=${check.contractId}`));
    expect(flow.nodes.map((node) => [node.type, node.upstream, node.current])).toEqual([
      ['contract', false, true],
      ['pick', false, false],
      ['shipping', false, false],
      ['check', false, false],
      ['invoice', false, false],
      ['payment', false, false],
    ]);
    const byType = new Map(flow.nodes.map((node) => [node.type, node]));
    expect(byType.get('shipping')?.quantity).toBe('12.500');
    expect(byType.get('invoice')).toMatchObject({ id: invoice.id, quantity: '12.500', amount: '28750.00', status: 'paid' });
    expect(byType.get('payment')).toMatchObject({ id: payment.id, amount: '28750.00', status: 'submitted' });

    const fromInvoice = data<DocumentFlow>(await call('GET', `${FLOW}?type=invoice&id=${invoice.id}`));
    expect(fromInvoice.nodes.map((node) => [node.type, node.upstream, node.current])).toEqual([
      ['contract', true, false],
      ['pick', true, false],
      ['shipping', true, false],
      ['check', true, false],
      ['invoice', false, true],
      ['payment', false, false],
    ]);

    // Another supplier sees none of it; the supplier itself only its own documents on its menus.
    expect((await callerOf(app, () => supplier2)('GET', `${FLOW}?type=invoice&id=${invoice.id}`)).statusCode).toBe(404);
    const own = await callerOf(app, () => supplier1)('GET', `${FLOW}?type=check&id=${check.checkId}`);
    expect(own.statusCode, own.body).toBe(200);
    const ownNodes = data<DocumentFlow>(own).nodes;
    expect(ownNodes.find((node) => node.current)).toMatchObject({ type: 'check', id: check.checkId });
    for (const node of ownNodes) expect(flow.nodes.some((other) => other.type === node.type && other.id === node.id)).toBe(true);
    expect((await call('GET', `${FLOW}?type=nothing&id=1`)).statusCode).toBe(400);
    expect((await call('GET', `${FLOW}?type=invoice&id=999999999`)).statusCode).toBe(404);
  });
});
