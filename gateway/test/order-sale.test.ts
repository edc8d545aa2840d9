/**
 * Sales orders (issue 26, part G2) on both databases: the lists (POST page), the save with its org,
 * material and amount rules, the allocatable purchase lines, allocation and its cancel, shipping with
 * the plate and mobile checks and the purchase order's shipped status, the mill's confirmation, finish
 * (releasing the unshipped rest), close, delete, EBS through the outbox, the shipment report and its
 * export, and the Excel import. Purchase orders are this file's own fixtures (status audited).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllocatablePurchaseLine,
  Envelope,
  ErrorEnvelope,
  ImportCheckSummary,
  SaleOrderDetail,
  SaleOrderSaveBody,
  SaleOrderSaved,
  SaleRecordReportRow,
} from '../src/api/index.js';
import { sysInterfaceLog } from '../src/db/tables/interface-log.js';
import { matPurchaseOrder, matPurchaseOrderLine, matSaleAllocation } from '../src/db/tables/order.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { insertPurchaseOrder, materialsOf, saleBody, type Material } from './helpers/order-sale-fixtures.js';
import { multipartFile, workbookOf } from './helpers/workbooks.js';

const SALE = '/gateway/material/api/v1/order/sale';

describe.each(eachDatabase)('[%s] sales orders', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let corn: Material;
  let other: Material;

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `${SALE}/${path}`, headers: { authorization: `Bearer ${admin}`, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;
  const refusal = async (method: 'GET' | 'POST' | 'DELETE', path: string, payload: unknown) => {
    const response = await call(method, path, payload);
    return [response.statusCode, response.json<ErrorEnvelope>().message] as const;
  };
  const detail = async (orderNo: string) => {
    const response = await call('GET', `detail/${orderNo}`);
    expect(response.statusCode, response.body).toBe(200);
    return data<SaleOrderDetail>(response);
  };
  const save = async (body: SaleOrderSaveBody) => {
    const response = await call('POST', 'save', body);
    expect(response.statusCode, response.body).toBe(200);
    return data<SaleOrderSaved>(response);
  };
  const purchaseLine = async (id: number) => (await database().db.select().from(matPurchaseOrderLine).where(eq(matPurchaseOrderLine.id, id)))[0]!;
  const purchaseHead = async (id: number) => (await database().db.select().from(matPurchaseOrder).where(eq(matPurchaseOrder.id, id)))[0]!;

  beforeAll(async () => {
    app = await startGateway(database());
    [admin] = await signInAll(app, 'admin');
    [corn, other] = await materialsOf(database());
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists orders, allocations, the record, shipments and the finished record by POST page, and refuses an unknown filter', async () => {
    for (const path of ['page', 'allocation/page', 'allocation/record/page', 'confirm/page', 'finished/record/page']) {
      const page = await call('POST', path, { page: 1, pageSize: 10 });
      expect(page.statusCode, `${path} ${page.body}`).toBe(200);
    }
    const orders = data<{ total: number; result: { status: string }[] }>(await call('POST', 'page', { page: 1, pageSize: 100 }));
    expect(orders.total).toBeGreaterThanOrEqual(20);
    expect(new Set(orders.result.map((row) => row.status))).toEqual(new Set(['new', 'allocated', 'shipping', 'confirmed', 'finished', 'closed']));
    // The seeds' figures add up: each sale line is Σ of its active allocations, shipments and confirmations.
    const broken = await database().db.execute(sql`
      select l.id from mat_sale_order_line l
      where l.allocated_quantity <> coalesce((select sum(a.quantity) from mat_sale_allocation a where a.sale_line_id = l.id and a.status = 'active'), 0)
         or l.shipped_quantity <> coalesce((select sum(h.quantity) from mat_sale_shipping h where h.sale_line_id = l.id), 0)
         or l.confirmed_quantity <> coalesce((select sum(h.confirmed_quantity) from mat_sale_shipping h where h.sale_line_id = l.id), 0)`);
    expect(broken.rows).toEqual([]);
    const e2e = await database().db.execute(sql`select allocated_quantity::text as "allocated" from mat_purchase_order where order_no in ('CG20261100001', 'CG20261100002', 'CG20261100003')`);
    expect(e2e.rows.map((row) => (row as { allocated: string }).allocated)).toEqual(['0.000', '0.000', '0.000']);
    // 导出 replays each list as a download task: every list is known to the registry.
    for (const path of ['page', 'allocation/page', 'allocation/record/page', 'confirm/page', 'finished/record/page']) {
      const exported = await app.inject({
        method: 'POST',
        url: '/gateway/demand/exprot/batch/async',
        headers: { authorization: `Bearer ${admin}` },
        payload: { queryUrl: `${SALE}/${path}`, queryParams: {}, requestMethod: 'POST' },
      });
      expect([200, 503], `${path} ${exported.body}`).toContain(exported.statusCode);
    }
    const unknown = await call('POST', 'page', { page: 1, nosuchField: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorEnvelope>().message).toMatch(/\p{Script=Han}/u);
  });

  it('saves an order with exact amounts, numbered XS…, checks the orgs and materials, and edits it with its version', async () => {
    const saved = await save(saleBody(corn, ['100.5', '20']));
    expect(saved.orderNo).toMatch(/^XS\d{6}\d{5}$/);
    const order = await detail(saved.orderNo);
    expect(order).toMatchObject({ status: 'new', orgCode: '301001', orgName: '大连粮食贸易有限公司', customerOrgCode: '101001', totalQuantity: '120.500', totalAmount: '319365.17' });
    expect(order.lines.map((line) => [line.lineNo, line.amount, line.unallocatedQuantity])).toEqual([
      [1, '266358.50', '100.500'],
      [2, '53006.67', '20.000'],
    ]);
    expect(order.allowedActions).toEqual(['edit', 'delete', 'allocate', 'close', 'retryEbs']);

    expect(await refusal('POST', 'save', saleBody(corn, ['1'], { orgCode: '101001', customerOrgCode: '101002' }))).toEqual([400, '销售组织101001不是贸易公司']);
    expect(await refusal('POST', 'save', saleBody(corn, ['1'], { customerOrgCode: '301001' }))).toEqual([400, '客户组织不能与销售组织相同']);
    expect(await refusal('POST', 'save', saleBody(corn, ['1'], { customerOrgCode: 'NOPE' }))).toEqual([400, '客户组织NOPE不存在或不是公司']);
    expect(await refusal('POST', 'save', saleBody({ ...corn, matCode: 'NOPE' }, ['1']))).toEqual([400, '销售订单的物料NOPE不存在']);
    expect(await refusal('POST', 'save', saleBody(corn, ['0']))).toEqual([400, '第1行的数量须大于0']);
    expect(await refusal('POST', 'save', saleBody(corn, ['1'], { deliveryDate: '2026-11-01' }))).toEqual([400, '交货日期不能早于订单日期']);
    expect(await refusal('POST', 'save', saleBody(corn, ['1'], { orderDate: '2026-02-30' }))).toEqual([400, '日期不正确']);
    expect(await refusal('POST', 'save', { ...saleBody(corn, ['999999999999999']), lines: [{ matCode: corn.matCode, quantity: '999999999999999', priceWithTax: '999999999999', taxRate: '9' }] })).toEqual([
      400,
      '第1行的金额超出范围',
    ]);
    expect(await refusal('POST', 'recordReport', { from: '2026-13-01', to: '2026-13-02' })).toEqual([400, '日期不正确']);
    const english = await call('POST', 'save', saleBody(corn, ['1'], { customerOrgCode: '301001' }), { 'accept-language': 'en' });
    expect(english.json<ErrorEnvelope>()).toMatchObject({ errorCode: 'order.sale.customerIsSeller', message: 'The customer cannot be the selling organisation' });

    const edited = await save({ ...saleBody(corn, ['50']), id: saved.id, version: order.version });
    expect(edited.orderNo).toBe(saved.orderNo);
    expect((await detail(saved.orderNo)).lines.map((line) => line.quantity)).toEqual(['50.000']);
    expect((await call('POST', 'save', { ...saleBody(corn, ['5']), id: saved.id, version: order.version })).statusCode).toBe(409);
  });

  it('offers the seller’s open purchase lines of the material, allocates within them and cancels', async () => {
    const purchase = await insertPurchaseOrder(database(), { material: corn, quantities: ['100', '30'] });
    const elsewhere = await insertPurchaseOrder(database(), { orgCode: '302001', material: corn, quantities: ['100'] });
    const unaudited = await insertPurchaseOrder(database(), { status: 'new', material: corn, quantities: ['100'] });
    const otherMaterial = await insertPurchaseOrder(database(), { material: other, quantities: ['100'] });
    const saved = await save(saleBody(corn, ['80']));
    const order = await detail(saved.orderNo);
    const saleLineId = order.lines[0]!.id;

    const offered = data<AllocatablePurchaseLine[]>(await call('GET', `allocatable?saleLineId=${saleLineId}`));
    const offeredIds = offered.map((row) => row.purchaseLineId);
    expect(offeredIds).toEqual(expect.arrayContaining(purchase.lineIds));
    for (const id of [...elsewhere.lineIds, ...unaudited.lineIds, ...otherMaterial.lineIds]) expect(offeredIds).not.toContain(id);
    expect(offered.find((row) => row.purchaseLineId === purchase.lineIds[0])).toMatchObject({ purchaseOrderNo: purchase.orderNo, availableQuantity: '100.000', supplierName: '测试供应商' });

    const allocate = (allocations: { purchaseLineId: number; quantity: string }[]) => call('POST', 'allocate', { saleLineId, allocations });
    expect((await refusal('POST', 'allocate', { saleLineId, allocations: [{ purchaseLineId: elsewhere.lineIds[0], quantity: '1' }] }))).toEqual([422, `采购订单${elsewhere.orderNo}不属于销售组织，不能分配`]);
    expect((await refusal('POST', 'allocate', { saleLineId, allocations: [{ purchaseLineId: unaudited.lineIds[0], quantity: '1' }] }))).toEqual([422, `采购订单${unaudited.orderNo}当前状态不可分配`]);
    expect((await refusal('POST', 'allocate', { saleLineId, allocations: [{ purchaseLineId: otherMaterial.lineIds[0], quantity: '1' }] }))).toEqual([
      422,
      `采购订单${otherMaterial.orderNo}第1行的物料与销售订单行不同`,
    ]);
    expect((await refusal('POST', 'allocate', { saleLineId, allocations: [{ purchaseLineId: purchase.lineIds[1], quantity: '30.001' }] }))).toEqual([
      422,
      `采购订单${purchase.orderNo}第2行可分配数量不足，剩余30.000`,
    ]);
    const first = await allocate([{ purchaseLineId: purchase.lineIds[0]!, quantity: '60' }, { purchaseLineId: purchase.lineIds[1]!, quantity: '10.5' }]);
    expect(first.statusCode, first.body).toBe(200);
    const allocated = await detail(saved.orderNo);
    expect(allocated).toMatchObject({ status: 'allocated', allocatedQuantity: '70.500' });
    expect(allocated.lines[0]).toMatchObject({ allocatedQuantity: '70.500', unallocatedQuantity: '9.500' });
    expect(allocated.allocations.map((row) => [row.purchaseOrderNo, row.purchaseLineNo, row.quantity])).toEqual([
      [purchase.orderNo, 1, '60.000'],
      [purchase.orderNo, 2, '10.500'],
    ]);
    expect((await purchaseLine(purchase.lineIds[0]!)).allocatedQuantity).toBe('60.000');
    expect((await purchaseHead(purchase.id)).allocatedQuantity).toBe('70.500');
    expect((await refusal('POST', 'allocate', { saleLineId, allocations: [{ purchaseLineId: purchase.lineIds[0], quantity: '10' }] }))).toEqual([422, '销售订单第1行未分配数量不足，剩余9.500']);
    // A new order with allocations is neither editable nor deletable.
    expect((await call('POST', 'save', { ...saleBody(corn, ['5']), id: saved.id, version: allocated.version })).statusCode).toBe(422);
    expect(await refusal('DELETE', 'delete', { ids: [saved.id] })).toEqual([422, `销售订单${saved.orderNo}当前状态为“已分配”，不能删除`]);

    const activeIds = allocated.allocations.map((row) => row.id);
    const canceled = await call('POST', 'allocate/cancel', { ids: activeIds });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const released = await detail(saved.orderNo);
    expect(released).toMatchObject({ status: 'new', allocatedQuantity: '0.000', allocations: [] });
    expect((await purchaseHead(purchase.id)).allocatedQuantity).toBe('0.000');
    expect(await refusal('POST', 'allocate/cancel', { ids: [activeIds[0]] })).toEqual([422, `分配记录${activeIds[0]}已取消`]);
    const record = data<{ total: number }>(await call('POST', 'allocation/record/page', { page: 1, pageSize: 10, saleOrderNo: saved.orderNo }));
    expect(record.total).toBe(2);
    const active = data<{ total: number }>(await call('POST', 'allocation/page', { page: 1, pageSize: 10, saleOrderNo: saved.orderNo }));
    expect(active.total).toBe(0);
    // An order with allocation records (canceled) is kept for them: not deleted.
    expect(await refusal('DELETE', 'delete', { ids: [saved.id] })).toEqual([422, `销售订单${saved.orderNo}已有分配记录，不能删除`]);
  });

  it('ships, confirms and finishes an order, releasing the unshipped rest to the purchase line', async () => {
    const purchase = await insertPurchaseOrder(database(), { material: corn, quantities: ['100'] });
    const saved = await save(saleBody(corn, ['90']));
    const saleLineId = (await detail(saved.orderNo)).lines[0]!.id;
    expect((await call('POST', 'allocate', { saleLineId, allocations: [{ purchaseLineId: purchase.lineIds[0], quantity: '60' }] })).statusCode).toBe(200);
    const allocationId = (await detail(saved.orderNo)).allocations[0]!.id;
    const ship = { allocationId, plateNo: '辽B62731', driverName: '王建国', driverPhone: '13812345678', quantity: '40', shipDate: '2026-11-21' };
    expect(await refusal('POST', 'shipping/save', { ...ship, plateNo: 'AB123' })).toEqual([400, '车牌号有误']);
    expect(await refusal('POST', 'shipping/save', { ...ship, driverPhone: '2381234567' })).toEqual([400, '手机号有误']);
    expect(await refusal('POST', 'shipping/save', { ...ship, quantity: '60.001' })).toEqual([422, '发运数量超出分配数量，剩余可发运60.000']);
    const shipped = await call('POST', 'shipping/save', ship);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(data<{ shippingNo: string }>(shipped).shippingNo).toMatch(/^XF\d{11}$/);
    expect(await refusal('POST', 'shipping/save', { ...ship, quantity: '20.001' })).toEqual([422, '发运数量超出分配数量，剩余可发运20.000']);

    const shipping = await detail(saved.orderNo);
    expect(shipping).toMatchObject({ status: 'shipping', shippedQuantity: '40.000' });
    expect(shipping.shippings).toMatchObject([{ plateNo: '辽B62731', quantity: '40.000', status: 'shipped', purchaseOrderNo: purchase.orderNo }]);
    expect(await purchaseHead(purchase.id)).toMatchObject({ status: 'partialShipped', shippedQuantity: '40.000' });
    expect(await refusal('POST', 'allocate/cancel', { ids: [allocationId] })).toEqual([422, `分配记录${allocationId}已有发运，不能取消`]);
    expect(await refusal('POST', 'close', { id: saved.id, version: shipping.version, reason: '客户取消' })).toEqual([422, '有1条发运记录待确认收货，不能关闭']);
    expect(await refusal('POST', 'finished', { id: saved.id, version: shipping.version })).toEqual([422, `销售订单${saved.orderNo}当前状态为“发运中”，不能完结`]);

    const shippingId = shipping.shippings[0]!.id;
    const confirmDetail = await call('GET', `confirm/detail?id=${shippingId}`);
    expect(data<{ shippingNo: string }>(confirmDetail).shippingNo).toBe(shipping.shippings[0]!.shippingNo);
    expect(await refusal('POST', 'confirm', { items: [{ shippingId, confirmedQuantity: '40.001' }] })).toEqual([422, `发运单${shipping.shippings[0]!.shippingNo}的确认数量不能超过发运数量40.000`]);
    expect((await call('POST', 'confirm', { items: [{ shippingId, confirmedQuantity: '39.5' }] })).statusCode).toBe(200);
    const confirmed = await detail(saved.orderNo);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedQuantity: '39.500' });
    expect(await refusal('POST', 'confirm', { items: [{ shippingId, confirmedQuantity: '1' }] })).toEqual([422, `发运单${shipping.shippings[0]!.shippingNo}已确认`]);

    expect((await call('POST', 'finished', { id: saved.id, version: confirmed.version - 1 })).statusCode).toBe(409);
    const finished = await call('POST', 'finished', { id: saved.id, version: confirmed.version });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<Envelope<unknown>>().message).toBe('完结成功');
    expect(await detail(saved.orderNo)).toMatchObject({ status: 'finished', allocatedQuantity: '40.000', allowedActions: ['retryEbs'] });
    const [allocation] = await database().db.select().from(matSaleAllocation).where(eq(matSaleAllocation.id, allocationId));
    expect(allocation).toMatchObject({ status: 'active', quantity: '40.000', shippedQuantity: '40.000' });
    expect(await purchaseLine(purchase.lineIds[0]!)).toMatchObject({ allocatedQuantity: '40.000', shippedQuantity: '40.000' });
    const record = data<{ result: { orderNo: string }[] }>(await call('POST', 'finished/record/page', { page: 1, pageSize: 10, orderNo: saved.orderNo }));
    expect(record.result.map((row) => row.orderNo)).toEqual([saved.orderNo]);

    const report = data<SaleRecordReportRow[]>(await call('POST', 'recordReport', { from: '2026-11-21', to: '2026-11-21', matCode: corn.matCode, orgCode: '301001' }));
    expect(report.find((row) => row.customerOrgCode === '101001')).toMatchObject({ shipDate: '2026-11-21', shippedQuantity: expect.any(String) });
    expect(await refusal('POST', 'recordReport', { from: '2026-11-22', to: '2026-11-21' })).toEqual([400, '结束日期不能早于开始日期']);
    const exported = await call('POST', 'recordReport/export', { from: '2026-11-01', to: '2026-11-30' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('ships the whole purchase line: the purchase order becomes shipped', async () => {
    const purchase = await insertPurchaseOrder(database(), { material: corn, quantities: ['25'] });
    const saved = await save(saleBody(corn, ['25']));
    const saleLineId = (await detail(saved.orderNo)).lines[0]!.id;
    await call('POST', 'allocate', { saleLineId, allocations: [{ purchaseLineId: purchase.lineIds[0], quantity: '25' }] });
    const allocationId = (await detail(saved.orderNo)).allocations[0]!.id;
    expect((await call('POST', 'shipping/save', { allocationId, plateNo: '冀A3K521', quantity: '25', shipDate: '2026-11-22' })).statusCode).toBe(200);
    expect((await purchaseHead(purchase.id)).status).toBe('shipped');
    // Nothing left of it to allocate.
    const offered = data<AllocatablePurchaseLine[]>(await call('GET', `allocatable?saleLineId=${saleLineId}`));
    expect(offered.map((row) => row.purchaseLineId)).not.toContain(purchase.lineIds[0]);
  });

  it('closes an allocated order (releasing its allocations), deletes new ones, and sends an order to EBS once at a time', async () => {
    const purchase = await insertPurchaseOrder(database(), { material: corn, quantities: ['50'] });
    const saved = await save(saleBody(corn, ['20']));
    const saleLineId = (await detail(saved.orderNo)).lines[0]!.id;
    await call('POST', 'allocate', { saleLineId, allocations: [{ purchaseLineId: purchase.lineIds[0], quantity: '20' }] });
    const allocated = await detail(saved.orderNo);
    const closed = await call('POST', 'close', { id: saved.id, version: allocated.version, reason: '客户取消' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await detail(saved.orderNo)).toMatchObject({ status: 'closed', closeReason: '客户取消', allocatedQuantity: '0.000' });
    expect((await purchaseLine(purchase.lineIds[0]!)).allocatedQuantity).toBe('0.000');

    const a = await save(saleBody(corn, ['1']));
    const b = await save(saleBody(corn, ['2']));
    const deleted = await call('DELETE', 'delete', { ids: [a.id, b.id] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `detail/${a.orderNo}`)).statusCode).toBe(404);
    expect(await refusal('DELETE', 'delete', { ids: [saved.id] })).toEqual([422, `销售订单${saved.orderNo}当前状态为“已关闭”，不能删除`]);

    const pushed = await save(saleBody(corn, ['3']));
    const sent = await call('POST', 'retryEbs', { id: pushed.id, version: pushed.version });
    expect(sent.statusCode, sent.body).toBe(200);
    const logs = await database().db.select().from(sysInterfaceLog).where(eq(sysInterfaceLog.bizKey, pushed.orderNo));
    expect(logs).toMatchObject([{ system: 'EBS', bizType: 'SALE_ORDER_EBS', state: 'PENDING' }]);
    const again = await detail(pushed.orderNo);
    expect(again.ebsStatus).toBe('pending');
    expect(await refusal('POST', 'retryEbs', { id: pushed.id, version: again.version })).toEqual([409, `销售订单${pushed.orderNo}正在推送EBS，请稍后`]);
  });

  it('keeps a scoped user to the orgs of its scope: another org’s order is not found, a save there refused', async () => {
    const [scoped] = await signInAll(app, 'huangtao');
    const asScoped = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      app.inject({ method, url: `${SALE}/${path}`, headers: { authorization: `Bearer ${scoped}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const foreign = await save(saleBody(corn, ['5'], { orgCode: '102004', customerOrgCode: '102001' }));
    expect((await asScoped('GET', `detail/${foreign.orderNo}`)).statusCode).toBe(404);
    const closed = await asScoped('POST', 'close', { id: foreign.id, version: foreign.version, reason: '越权' });
    expect([closed.statusCode, closed.json<ErrorEnvelope>().message]).toEqual([404, '销售订单不存在或无权查看']);
    const refused = await asScoped('POST', 'save', saleBody(corn, ['5'], { orgCode: '102004', customerOrgCode: '102001' }));
    expect([refused.statusCode, refused.json<ErrorEnvelope>().message]).toEqual([403, '您暂无该组织的权限']);
    const rows = data<{ result: { orgCode: string }[] }>(await asScoped('POST', 'page', { page: 1, pageSize: 100 })).result;
    expect(rows.map((row) => row.orgCode)).not.toContain('102004');
  });

  it('imports orders from rows grouped by 订单参考号, all or nothing', async () => {
    const header = ['订单参考号', '销售组织编码', '客户组织编码', '品类编码', '订单日期', '交货日期', '物料编码', '数量', '含税单价', '税率'];
    const rows = [
      header,
      ['R1', '301001', '101001', corn.categoryCode, '2026-11-20', '', corn.matCode, '100', '2650.5', '9'],
      ['R1', '301001', '101001', corn.categoryCode, '2026-11-20', '', corn.matCode, '50.25', '2600', '9'],
      ['R2', '302001', '102001', corn.categoryCode, '2026-11-21', '2026-12-01', corn.matCode, '30', '2700', '9'],
    ];
    const upload = async (content: (string | number)[][]) => {
      const { payload, headers } = multipartFile('销售订单.xlsx', await workbookOf('销售订单', content));
      const checked = await app.inject({ method: 'POST', url: `${SALE}/import/check`, headers: { ...headers, authorization: `Bearer ${admin}` }, payload });
      expect(checked.statusCode, checked.body).toBe(200);
      return data<ImportCheckSummary>(checked);
    };
    const summary = await upload(rows);
    expect(summary).toMatchObject({ valid: 3, invalid: 0 });
    const committed = await call('POST', `import/runs/${summary.checkId}/commit`);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json<Envelope<unknown>>().message).toBe('导入成功，共导入2张销售订单、3行');
    const imported = data<{ result: { orderNo: string; orgCode: string; totalQuantity: string; totalAmount: string }[] }>(await call('POST', 'page', { page: 1, pageSize: 2 }));
    expect(imported.result.map((row) => [row.orgCode, row.totalQuantity, row.totalAmount])).toEqual([
      ['302001', '30.000', '81000.00'],
      ['301001', '150.250', '395700.00'],
    ]);

    const bad = await upload([header, ['R3', '101001', '101002', corn.categoryCode, '2026-11-20', '', corn.matCode, '1', '1', '9'], ['R4', '301001', '101001', corn.categoryCode, '2026-11-20', '', 'NOPE', '1', '1', '9'], ['R4', '301001', '101001', corn.categoryCode, '2026-11-21', '', corn.matCode, '1', '1', '9']]);
    expect(bad.errors).toEqual(['第2行：销售组织101001不是贸易公司', '第3行：销售订单的物料NOPE不存在', '第4行：订单参考号R4的销售组织、客户组织、品类或订单日期与其他行不一致']);
  });
});
