/**
 * Purchase orders (issue 26, part G1) on both databases: the seeded list (POST page) and the e2e's
 * orders, save with its checks, detail and scope, push / retry through the outbox with the EBS detail,
 * the stored-first idempotent callback (the audit creating the contract), line updates in place and as
 * a change, createContract's recorded failure and retry, and cancelOrClose (delete, cancel, close,
 * refused while allocations wait for shipping).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Envelope,
  ErrorEnvelope,
  PurchaseOrderCallbackResult,
  PurchaseOrderContractCreated,
  PurchaseOrderDetail,
  PurchaseOrderEbsDetail,
  PurchaseOrderMoved,
  PurchaseOrderRow,
  PurchaseOrderSaved,
} from '../src/api/index.js';
import { CALLBACK_SECRET_HEADER } from '../src/core/callback-inbox.js';
import { E2E_CORN_MAT_CODE, E2E_PURCHASE_ORDER_NOS } from '../src/db/seeds/order-purchase.js';
import { conContractHead, conContractLine } from '../src/db/tables/contract.js';
import { sysInterfaceLog } from '../src/db/tables/interface-log.js';
import { supSupplier } from '../src/db/tables/lookups.js';
import { matPurchaseOrder, matPurchaseOrderLine, matSaleAllocation, matSaleOrder, matSaleOrderLine } from '../src/db/tables/order.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const BASE = '/gateway/material/api/v1/order/purchase';
const SECRET = 'purchase-callback-secret';

const saveBody = (overrides: Record<string, unknown> = {}) => ({
  orgCode: '301001',
  categoryCode: '100101',
  supplierSn: 'S0001',
  orderDate: '2026-11-20',
  deliveryStart: '2026-12-01',
  deliveryEnd: '2026-12-31',
  lines: [
    { matCode: E2E_CORN_MAT_CODE, quantity: '1000.5', priceWithTax: '2450.123456', taxRate: '9' },
    { matCode: '1001010003', quantity: '0.333', priceWithTax: '3.335', taxRate: '9' },
  ],
  ...overrides,
});

describe.each(eachDatabase)('[%s] purchase orders', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let outsider: string;
  let eventSeq = 0;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url: `${BASE}/${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;
  const message = (response: { json: () => unknown }) => (response.json() as ErrorEnvelope).message;
  const detail = async (id: number) => data<PurchaseOrderDetail>(await call(admin, 'GET', `detail?id=${id}`));
  const callback = (orderNo: string, event: string, extra: Record<string, unknown> = {}, eventId = `ev-${target.name}-${++eventSeq}`) =>
    app.inject({ method: 'POST', url: `${BASE}/callback`, headers: { [CALLBACK_SECRET_HEADER]: SECRET }, payload: { eventId, orderNo, event, ...extra } });
  const saveNew = async () => data<PurchaseOrderSaved>(await call(admin, 'POST', 'save', saveBody()));
  const byStatus = async (status: string) => {
    const page = data<{ result: PurchaseOrderRow[] }>(await call(admin, 'POST', 'page', { page: 1, pageSize: 5, status }));
    return page.result[0]!;
  };

  beforeAll(async () => {
    app = await startGateway(database(), SECRET);
    [admin, outsider] = await signInAll(app, 'admin', 'zhaolei');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded orders on POST page, in many statuses, with the e2e orders ready to allocate', async () => {
    const page = await call(admin, 'POST', 'page', { page: 1, pageSize: 100 });
    expect(page.statusCode, page.body).toBe(200);
    const rows = data<{ total: number; result: PurchaseOrderRow[] }>(page);
    expect(rows.total).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.result.map((row) => row.status)).size).toBeGreaterThanOrEqual(20);
    const unknown = await call(admin, 'POST', 'page', { page: 1, nosuchField: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toMatch(/\p{Script=Han}/u);
    for (const orderNo of E2E_PURCHASE_ORDER_NOS) {
      const row = rows.result.find((candidate) => candidate.orderNo === orderNo)!;
      expect(row).toMatchObject({ orgCode: '301001', status: 'audited', allocatedQuantity: '0.000', contractStatus: 'none' });
      const order = await detail(row.id);
      const corn = order.lines.find((line) => line.matCode === E2E_CORN_MAT_CODE)!;
      expect(Number(corn.availableQuantity)).toBeGreaterThanOrEqual(2000);
      expect(order.allowedActions).toContain('createContract');
    }
    // Outside the caller's orgs: not listed, and not found.
    const theirs = data<{ total: number }>(await call(outsider, 'POST', 'page', { page: 1, pageSize: 5 }));
    expect(theirs.total).toBe(0);
    expect((await call(outsider, 'GET', `detail?id=${rows.result[0]!.id}`)).statusCode).toBe(404);
  });

  it('saves a new order with exact amounts and a CG number, and refuses bad input in Chinese', async () => {
    const saved = await call(admin, 'POST', 'save', saveBody());
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, orderNo } = data<PurchaseOrderSaved>(saved);
    expect(orderNo).toMatch(/^CG\d{6}\d{5}$/);
    const order = await detail(id);
    expect(order).toMatchObject({ status: 'new', orgName: '大连粮食贸易有限公司', categoryName: '玉米', ebsStatus: 'unsent', totalQuantity: '1000.833', totalAmount: '2451349.63' });
    expect(order.lines.map((line) => [line.amount, line.availableQuantity])).toEqual([['2451348.52', '1000.500'], ['1.11', '0.333']]);
    expect(order.allowedActions).toEqual(['orderLineUpdate', 'push', 'cancelOrClose']);

    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ orgCode: '101001' }, 422, /不是贸易公司/],
      [{ supplierSn: 'S100005' }, 422, /不是合格状态/],
      [{ supplierSn: 'NOPE' }, 422, /供应商不存在/],
      [{ lines: [{ matCode: 'NOPE', quantity: '1', priceWithTax: '1', taxRate: '9' }] }, 422, /物料不存在/],
      [{ lines: [{ matCode: E2E_CORN_MAT_CODE, quantity: '0', priceWithTax: '1', taxRate: '9' }] }, 400, /数量须大于0/],
      [{ deliveryStart: '2026-12-31', deliveryEnd: '2026-12-01' }, 400, /交货结束日期/],
    ];
    for (const [overrides, status, text] of cases) {
      const refused = await call(admin, 'POST', 'save', saveBody(overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(message(refused)).toMatch(text);
    }
    const outside = await call(outsider, 'POST', 'save', saveBody());
    expect(outside.statusCode).toBe(403);
  });

  it('pushes through the outbox, takes EBS callbacks once and forward only, retries, and creates the contract on audit', async () => {
    const { id, orderNo } = await saveNew();
    const pushed = await call(admin, 'POST', 'push', { id, version: 0 });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(data<PurchaseOrderMoved>(pushed)).toMatchObject({ status: 'waitOrder', version: 1 });
    expect((await call(admin, 'POST', 'push', { id, version: 0 })).statusCode).toBe(409);
    const again = await call(admin, 'POST', 'push', { id, version: 1 });
    expect(again.statusCode).toBe(422);
    expect(message(again)).toBe(`采购订单${orderNo}当前状态为“待接单”，不能推送EBS`);
    expect((await detail(id)).ebsStatus).toBe('pending');

    expect((await app.inject({ method: 'POST', url: `${BASE}/callback`, payload: { eventId: 'x', orderNo, event: 'pushOk' } })).statusCode).toBe(401);
    const failed = await callback(orderNo, 'pushFail', { message: '供应商地点未维护' }, `fail-${target.name}-${orderNo}`);
    expect(data<PurchaseOrderCallbackResult>(failed)).toEqual({ outcome: 'applied', status: 'createOrderFail' });
    const repeat = await callback(orderNo, 'pushFail', {}, `fail-${target.name}-${orderNo}`);
    expect(data<PurchaseOrderCallbackResult>(repeat)).toEqual({ outcome: 'repeat', status: 'createOrderFail' });
    expect(await detail(id)).toMatchObject({ status: 'createOrderFail', ebsStatus: 'failed', ebsMessage: '供应商地点未维护', allowedActions: ['orderLineUpdate', 'retryPushEbs', 'cancelOrClose'] });

    const retried = await call(admin, 'POST', 'retryPushEbs', { id, version: 2 });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await detail(id)).toMatchObject({ status: 'waitOrder', ebsStatus: 'pending', ebsRetryCount: 1 });
    const ebs = data<PurchaseOrderEbsDetail>(await call(admin, 'GET', `ebs-detail?id=${id}`));
    expect(ebs.messages).toHaveLength(2);
    expect(ebs.messages.every((row) => row.status === 'PENDING')).toBe(true);

    for (const event of ['pushOk', 'receive', 'verify', 'verifyPass']) {
      expect(data<PurchaseOrderCallbackResult>(await callback(orderNo, event, { ebsOrderNo: 'PO990001' })).outcome, event).toBe('applied');
    }
    expect(data<PurchaseOrderCallbackResult>(await callback(orderNo, 'receive'))).toEqual({ outcome: 'late', status: 'verificationPassed' });
    expect(data<PurchaseOrderCallbackResult>(await callback(orderNo, 'cancelOk'))).toEqual({ outcome: 'conflict', status: 'verificationPassed' });
    expect(data<PurchaseOrderCallbackResult>(await callback(orderNo, 'audit'))).toEqual({ outcome: 'applied', status: 'audited' });
    const audited = await detail(id);
    expect(audited).toMatchObject({ status: 'audited', ebsOrderNo: 'PO990001', contractStatus: 'created' });
    const [contract] = await database().db.select().from(conContractHead).where(eq(conContractHead.id, audited.contractId!));
    expect(contract).toMatchObject({ status: 'draft', contractNo: audited.contractNo, orgCode: '301001', supplierSn: 'S0001', totalQuantity: '1000.833', totalAmount: '2451349.63' });
    const contractLines = await database().db.select().from(conContractLine).where(eq(conContractLine.headId, contract!.id));
    expect(contractLines.map((line) => [line.matCode, line.amount, line.taxAmount, line.amountWithoutTax])).toEqual([
      [E2E_CORN_MAT_CODE, '2451348.52', '202404.92', '2248943.60'],
      ['1001010003', '1.11', '0.09', '1.02'],
    ]);
  });

  it('updates lines in place while new, as an EBS change after the audit, and never below the allocated quantity', async () => {
    const { id } = await saveNew();
    const before = await detail(id);
    const inPlace = await call(admin, 'POST', 'orderLineUpdate', { id, version: 0, lines: [{ id: before.lines[0]!.id, quantity: '10', priceWithTax: '2.005' }] });
    expect(inPlace.statusCode, inPlace.body).toBe(200);
    expect(await detail(id)).toMatchObject({ status: 'new', totalQuantity: '10.333', totalAmount: '21.16' });

    const audited = await byStatus('audited');
    const order = await detail(audited.id);
    const line = order.lines[0]!;
    await database().db.update(matPurchaseOrderLine).set({ allocatedQuantity: '100' }).where(eq(matPurchaseOrderLine.id, line.id));
    const below = await call(admin, 'POST', 'orderLineUpdate', { id: order.id, version: order.version, lines: [{ id: line.id, quantity: '99.999' }] });
    expect(below.statusCode).toBe(422);
    expect(message(below)).toBe('第1行：数量不能小于已分配数量100.000');
    const foreign = await call(admin, 'POST', 'orderLineUpdate', { id: order.id, version: order.version, lines: [{ id: before.lines[0]!.id, quantity: '1' }] });
    expect(foreign.statusCode).toBe(422);
    const change = await call(admin, 'POST', 'orderLineUpdate', { id: order.id, version: order.version, lines: [{ id: line.id, quantity: '100' }] });
    expect(change.statusCode, change.body).toBe(200);
    expect(data<PurchaseOrderMoved>(change).status).toBe('changing');
    expect((await detail(order.id)).ebsStatus).toBe('pending');
    expect(data<PurchaseOrderCallbackResult>(await callback(order.orderNo, 'changeOk'))).toEqual({ outcome: 'applied', status: 'changed' });
    await database().db.update(matPurchaseOrderLine).set({ allocatedQuantity: '0' }).where(eq(matPurchaseOrderLine.id, line.id));
  });

  it('records a failed contract attempt with its reason, and creates the contract on retry', async () => {
    const db = database().db;
    const row = (await db.select().from(matPurchaseOrder).where(eq(matPurchaseOrder.orderNo, E2E_PURCHASE_ORDER_NOS[2])))[0]!;
    await db.update(supSupplier).set({ financialStatus: 2 }).where(eq(supSupplier.sn, row.supplierSn));
    const refused = await call(admin, 'POST', 'createContract', { id: row.id, version: row.version });
    expect(refused.statusCode).toBe(422);
    expect(message(refused)).toMatch(/^生成合同失败：供应商 .+ 当前为.+状态，不能签订合同$/);
    const failed = await detail(row.id);
    expect(failed).toMatchObject({ contractStatus: 'failed', contractRetryCount: 1, version: row.version + 1 });
    expect(failed.contractMessage).toMatch(/不能签订合同/);

    await db.update(supSupplier).set({ financialStatus: 3 }).where(eq(supSupplier.sn, row.supplierSn));
    const created = await call(admin, 'POST', 'createContract', { id: row.id, version: failed.version });
    expect(created.statusCode, created.body).toBe(200);
    const { contractNo } = data<PurchaseOrderContractCreated>(created);
    expect(contractNo).toMatch(/^CG301001\d{8}\d{4}$/);
    expect(await detail(row.id)).toMatchObject({ contractStatus: 'created', contractNo, contractRetryCount: 1 });
    const twice = await call(admin, 'POST', 'createContract', { id: row.id, version: failed.version + 1 });
    expect(twice.statusCode).toBe(422);
    const early = await saveNew();
    expect(message(await call(admin, 'POST', 'createContract', { id: early.id, version: 0 }))).toMatch(/当前状态为“新建”，不能生成合同/);
  });

  it('deletes a new order, cancels an unshipped one, closes a partly shipped one, and refuses while allocations wait', async () => {
    const db = database().db;
    const fresh = await saveNew();
    const deleted = await call(admin, 'GET', `cancelOrClose?id=${fresh.id}&version=0&reason=${encodeURIComponent('录入错误')}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await detail(fresh.id)).toMatchObject({ status: 'deleted', closeReason: '录入错误' });

    const row = (await db.select().from(matPurchaseOrder).where(eq(matPurchaseOrder.orderNo, E2E_PURCHASE_ORDER_NOS[1])))[0]!;
    const [line] = await db.select().from(matPurchaseOrderLine).where(and(eq(matPurchaseOrderLine.orderId, row.id), eq(matPurchaseOrderLine.lineNo, 1)));
    const [sale] = await db.insert(matSaleOrder).values({ orderNo: `XS-T-${target.name}`, orgCode: '301001', customerOrgCode: '101001', categoryCode: '100101', orderDate: '2026-11-20' }).returning();
    const [saleLine] = await db
      .insert(matSaleOrderLine)
      .values({ orderId: sale!.id, lineNo: 1, matCode: line!.matCode, matName: line!.matName, unitCode: 'T', quantity: '10', priceWithTax: '2600', taxRate: '9', amount: '26000.00' })
      .returning();
    const [allocation] = await db.insert(matSaleAllocation).values({ saleOrderId: sale!.id, saleLineId: saleLine!.id, purchaseOrderId: row.id, purchaseLineId: line!.id, quantity: '10' }).returning();
    const url = `cancelOrClose?id=${row.id}&version=${row.version}&reason=${encodeURIComponent('需求取消')}`;
    const blocked = await call(admin, 'GET', url);
    expect(blocked.statusCode).toBe(422);
    expect(message(blocked)).toBe(`采购订单${row.orderNo}有已分配未发运的数量，请先取消分配`);
    await db.update(matSaleAllocation).set({ status: 'canceled' }).where(eq(matSaleAllocation.id, allocation!.id));
    const canceled = await call(admin, 'GET', url);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(data<PurchaseOrderMoved>(canceled).status).toBe('canceling');
    const [log] = await db.select().from(sysInterfaceLog).where(eq(sysInterfaceLog.id, data<PurchaseOrderMoved>(canceled).logId!));
    expect(log).toMatchObject({ system: 'EBS', bizKey: row.orderNo, state: 'PENDING' });
    expect(data<PurchaseOrderCallbackResult>(await callback(row.orderNo, 'cancelOk'))).toEqual({ outcome: 'applied', status: 'canceled' });
    expect((await detail(row.id)).lines.every((one) => one.lineStatus === 'canceled' && one.availableQuantity === '0.000')).toBe(true);

    const partial = await byStatus('partialShipped');
    // Whatever the sales seeds allocated of it and did not ship is given back first.
    await db.update(matSaleAllocation).set({ status: 'canceled' }).where(eq(matSaleAllocation.purchaseOrderId, partial.id));
    const closed = await call(admin, 'GET', `cancelOrClose?id=${partial.id}&version=${partial.version}&reason=${encodeURIComponent('剩余不再采购')}`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(data<PurchaseOrderMoved>(closed).status).toBe('invaliding');
    expect(data<PurchaseOrderCallbackResult>(await callback(partial.orderNo, 'invalidOk'))).toEqual({ outcome: 'applied', status: 'invalided' });
    const outside = await call(outsider, 'GET', `cancelOrClose?id=${partial.id}&version=0&reason=x`);
    expect(outside.statusCode).toBe(404);
  });
});
