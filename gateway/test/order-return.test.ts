/**
 * Return invoices of material orders (issue 26) on both databases: the seeded list (POST page) and
 * pending charges, scope, save against a purchase order with shipped quantity (exact amount and tax,
 * never more than shipped − returned), details, updateTaxRate, commit, reSendEBS through the outbox,
 * pending-charge confirm moving the invoice to confirmed, stale versions and refused moves.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Envelope,
  ErrorEnvelope,
  MatReturnableLine,
  MatReturnableOrder,
  MatReturnChargeRow,
  MatReturnChargesConfirmed,
  MatReturnInvoiceDetail,
  MatReturnInvoiceMoved,
  MatReturnInvoiceRow,
  MatReturnInvoiceSaved,
  MatReturnResent,
  MatReturnTaxRateChanged,
} from '../src/api/index.js';
import { sysInterfaceLog } from '../src/db/tables/interface-log.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const BASE = '/gateway/material/api/v1/order/return-invoice';

describe.each(eachDatabase)('[%s] material return invoices', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let outsider: string;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url: `${BASE}/${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;
  const message = (response: { json: () => unknown }) => (response.json() as ErrorEnvelope).message;
  const details = async (id: number) => data<MatReturnInvoiceDetail>(await call(admin, 'GET', `details?id=${id}`));

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, outsider] = await signInAll(app, 'admin', 'zhaolei');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded return invoices and pending charges on POST page, in scope only', async () => {
    const page = await call(admin, 'POST', 'page', { page: 1, pageSize: 100 });
    expect(page.statusCode, page.body).toBe(200);
    const rows = data<{ total: number; result: MatReturnInvoiceRow[] }>(page);
    expect(rows.total).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.result.map((row) => row.status))).toEqual(new Set(['new', 'committed', 'confirmed']));
    expect(rows.result[0]!.returnNo).toMatch(/^WT\d{6}\d{5}$/);
    const pending = await call(admin, 'POST', 'pending-charge/page', { page: 1, pageSize: 100, status: 'pending' });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(data<{ total: number }>(pending).total).toBeGreaterThan(0);
    expect((await call(admin, 'POST', 'page', { page: 1, pageSize: 5, nope: 1 })).statusCode).toBe(400);
    const theirs = data<{ total: number }>(await call(outsider, 'POST', 'page', { page: 1, pageSize: 5 }));
    expect(theirs.total).toBe(0);
    expect((await call(outsider, 'GET', `details?id=${rows.result[0]!.id}`)).statusCode).toBe(404);
  });

  it('saves a return against shipped quantity, exact, and refuses more than is left', async () => {
    const orders = data<MatReturnableOrder[]>(await call(admin, 'GET', 'returnable-orders'));
    expect(orders.length).toBeGreaterThan(0);
    let order: MatReturnableOrder | undefined;
    let line: MatReturnableLine | undefined;
    for (const candidate of orders) {
      const lines = data<MatReturnableLine[]>(await call(admin, 'GET', `returnable?orderId=${candidate.id}`));
      line = lines.find((item) => Number(item.returnableQuantity) >= 1);
      if (line) {
        order = candidate;
        break;
      }
    }
    expect(line).toBeDefined();
    const over = await call(admin, 'POST', 'save', { orderId: order!.id, returnDate: '2026-11-25', taxRate: '9', lines: [{ orderLineId: line!.orderLineId, quantity: `${(Number(line!.returnableQuantity) + 1).toFixed(3)}` }] });
    expect(over.statusCode).toBe(422);
    expect(message(over)).toMatch(/可退货数量不足，剩余/);
    const repeated = await call(admin, 'POST', 'save', { orderId: order!.id, returnDate: '2026-11-25', taxRate: '9', lines: [{ orderLineId: line!.orderLineId, quantity: '0.5' }, { orderLineId: line!.orderLineId, quantity: '0.5' }] });
    expect(repeated.statusCode).toBe(400);

    const saved = await call(admin, 'POST', 'save', {
      orderId: order!.id,
      returnDate: '2026-11-25',
      taxRate: '9',
      reason: '水分超标',
      lines: [{ orderLineId: line!.orderLineId, quantity: '1.001' }],
      charges: [{ chargeType: 'freight', amount: '250.50' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, returnNo, version } = data<MatReturnInvoiceSaved>(saved);
    expect(returnNo).toMatch(/^WT/);
    const detail = await details(id);
    const amount = detail.lines[0]!.amount;
    expect(detail).toMatchObject({ status: 'new', orderNo: order!.orderNo, quantity: '1.001', amountWithTax: amount, allowedActions: ['edit', 'updateTaxRate', 'commit'] });
    // tax = round2(amount × 9 / 109), exact
    const cents = BigInt(amount.replace('.', ''));
    const tax = (cents * 900n * 2n + 10_900n) / (10_900n * 2n);
    expect(detail.taxAmount).toBe(`${tax / 100n}.${String(tax % 100n).padStart(2, '0')}`);
    expect(detail.charges).toHaveLength(1);
    const after = data<MatReturnableLine[]>(await call(admin, 'GET', `returnable?orderId=${order!.id}`)).find((item) => item.orderLineId === line!.orderLineId)!;
    expect(Number(after.returnableQuantity)).toBeCloseTo(Number(line!.returnableQuantity) - 1.001, 3);

    // Tax rate, stale version, commit, refused moves.
    const stale = await call(admin, 'POST', 'updateTaxRate', { id, version: version + 5, taxRate: '13' });
    expect(stale.statusCode).toBe(409);
    const taxed = data<MatReturnTaxRateChanged>(await call(admin, 'POST', 'updateTaxRate', { id, version, taxRate: '13' }));
    expect(Number(taxed.taxRate)).toBe(13);
    const early = await call(admin, 'POST', 'pending-charge/confirm', { charges: [{ id: detail.charges[0]!.id, version: detail.charges[0]!.version }] });
    expect(early.statusCode).toBe(422);
    expect(message(early)).toMatch(/尚未提交，不能确认费用/);
    expect((await call(admin, 'GET', `reSendEBS?id=${id}`)).statusCode).toBe(422);
    const committed = data<MatReturnInvoiceMoved>(await call(admin, 'POST', 'commit', { id, version: taxed.version }));
    expect(committed.status).toBe('committed');
    const again = await call(admin, 'POST', 'commit', { id, version: committed.version });
    expect(again.statusCode).toBe(422);
    expect(message(again)).toBe(`退货发票${returnNo}当前状态为“已提交”，不能提交`);
    const noTax = await call(admin, 'POST', 'updateTaxRate', { id, version: committed.version, taxRate: '9' });
    expect(noTax.statusCode).toBe(422);

    // reSendEBS through the outbox.
    const resent = await call(admin, 'GET', `reSendEBS?id=${id}`);
    expect(resent.statusCode, resent.body).toBe(200);
    const { logId } = data<MatReturnResent>(resent);
    const [log] = await database().db.select().from(sysInterfaceLog).where(eq(sysInterfaceLog.id, logId));
    expect(log).toMatchObject({ bizKey: returnNo, bizType: 'MAT_RETURN_INVOICE_EBS' });

    // Confirming the last pending charge confirms the invoice.
    const charges = data<{ result: MatReturnChargeRow[] }>(await call(admin, 'POST', 'pending-charge/page', { page: 1, pageSize: 10, returnNo }));
    expect(charges.result).toHaveLength(1);
    const confirmed = await call(admin, 'POST', 'pending-charge/confirm', { charges: [{ id: charges.result[0]!.id, version: charges.result[0]!.version }] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(data<MatReturnChargesConfirmed>(confirmed)).toEqual({ confirmed: 1, invoicesConfirmed: [returnNo] });
    expect((await details(id)).status).toBe('confirmed');
    const twice = await call(admin, 'POST', 'pending-charge/confirm', { charges: [{ id: charges.result[0]!.id, version: charges.result[0]!.version + 1 }] });
    expect(twice.statusCode).toBe(422);
  });

  it('answers 404 for a return invoice outside the caller\'s scope and 403 without the button', async () => {
    expect((await call(admin, 'GET', 'details?id=999999999')).statusCode).toBe(404);
    const saved = await call(outsider, 'POST', 'save', { orderId: 1, returnDate: '2026-11-25', taxRate: '9', lines: [{ orderLineId: 1, quantity: '1' }] });
    expect([403, 404]).toContain(saved.statusCode);
  });
});
