/**
 * Concurrent allocations and shipments on one purchase line (issue 26, part G2): requests racing for the
 * same purchase line queue on its row lock, so exactly the ones that fit go through, the losers get a 422
 * with the Chinese reason, and the line is never allocated (or shipped) beyond its quantity, on both
 * databases.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, SaleOrderDetail, SaleOrderSaved } from '../src/api/index.js';
import { matPurchaseOrderLine, matSaleAllocation } from '../src/db/tables/order.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { insertPurchaseOrder, materialsOf, saleBody, type Material } from './helpers/order-sale-fixtures.js';

const SALE = '/gateway/material/api/v1/order/sale';

describe.each(eachDatabase)('[%s] concurrent sales allocations', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let corn: Material;

  const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    app.inject({ method, url: `${SALE}/${path}`, headers: { authorization: `Bearer ${admin}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;
  const saleLineOf = async (quantity: string) => {
    const saved = data<SaleOrderSaved>(await call('POST', 'save', saleBody(corn, [quantity])));
    return data<SaleOrderDetail>(await call('GET', `detail/${saved.orderNo}`)).lines[0]!.id;
  };

  beforeAll(async () => {
    app = await startGateway(database());
    [admin] = await signInAll(app, 'admin');
    [corn] = await materialsOf(database());
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets exactly the allocations that fit the purchase line through', async () => {
    const purchase = await insertPurchaseOrder(database(), { material: corn, quantities: ['100'] });
    const lineIds = await Promise.all(Array.from({ length: 6 }, () => saleLineOf('30')));
    const answers = await Promise.all(lineIds.map((saleLineId) => call('POST', 'allocate', { saleLineId, allocations: [{ purchaseLineId: purchase.lineIds[0], quantity: '30' }] })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(3);
    for (const answer of answers.filter((item) => item.statusCode === 422)) {
      expect(answer.json<ErrorEnvelope>().message).toBe(`采购订单${purchase.orderNo}第1行可分配数量不足，剩余10.000`);
    }
    const [line] = await database().db.select().from(matPurchaseOrderLine).where(eq(matPurchaseOrderLine.id, purchase.lineIds[0]!));
    expect(line?.allocatedQuantity).toBe('90.000');
    const [total] = await database()
      .db.select({ quantity: sql<string>`sum(${matSaleAllocation.quantity})::text` })
      .from(matSaleAllocation)
      .where(eq(matSaleAllocation.purchaseLineId, purchase.lineIds[0]!));
    expect(total?.quantity).toBe('90.000');
  });

  it('lets the shipments that fit an allocation through, and allocations on different lines at once', async () => {
    const purchase = await insertPurchaseOrder(database(), { material: corn, quantities: ['50', '50'] });
    const [first, second] = await Promise.all([saleLineOf('50'), saleLineOf('50')]);
    const both = await Promise.all([
      call('POST', 'allocate', { saleLineId: first, allocations: [{ purchaseLineId: purchase.lineIds[0], quantity: '50' }] }),
      call('POST', 'allocate', { saleLineId: second, allocations: [{ purchaseLineId: purchase.lineIds[1], quantity: '50' }] }),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [allocation] = await database().db.select().from(matSaleAllocation).where(eq(matSaleAllocation.saleLineId, first!));
    const shipments = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', 'shipping/save', { allocationId: allocation!.id, plateNo: '辽B62731', quantity: '20', shipDate: '2026-11-21' })),
    );
    expect(shipments.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(shipments.filter((answer) => answer.statusCode === 422).map((answer) => answer.json<ErrorEnvelope>().message)).toEqual([
      '发运数量超出分配数量，剩余可发运10.000',
      '发运数量超出分配数量，剩余可发运10.000',
      '发运数量超出分配数量，剩余可发运10.000',
    ]);
    const [line] = await database().db.select().from(matPurchaseOrderLine).where(eq(matPurchaseOrderLine.id, purchase.lineIds[0]!));
    expect(line?.shippedQuantity).toBe('40.000');
  });
});
