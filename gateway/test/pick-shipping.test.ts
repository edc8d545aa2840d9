/**
 * Shipments and their acceptance (issue 24, part H2) on both databases: the list with the seeded rows,
 * save with the exact net weight and the master-data deductions, the plan limit and the pick's state,
 * acceptance (round3(net × (1 − Σ weight %)) into the pick line and the contract line's executed
 * quantity, once), finished shipping, delete, the import and the refusals in Chinese and English.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, ImportCheckSummary, PickAcceptResult, ShippingDetail, ShippingSaved } from '../src/api/index.js';
import { conContractLine } from '../src/db/tables/contract.js';
import { purPickHead, purPickShipping } from '../src/db/tables/pick.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { callerOf, insertPick, pickHead, pickLine, shipmentBody } from './helpers/pick-shipping-fixtures.js';
import { multipartFile, sheetRowsOf, workbookOf } from './helpers/workbooks.js';

describe.each(eachDatabase)('[%s] pick shipments and acceptance', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  let warehouse = '';
  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(app, () => admin)(...args);
  const data = <T>(response: { json<R>(): R }) => response.json<Envelope<T>>().data;
  const save = async (body: unknown) => {
    const response = await call('POST', 'pick-shipping/save', body);
    expect(response.statusCode, response.body).toBe(200);
    return data<ShippingSaved>(response);
  };
  const refusal = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const response = await call(method, path, body);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    return response.json<ErrorEnvelope>().message;
  };

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, warehouse] = await signInAll(app, 'admin', 'sunli');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded shipments, refuses an unknown filter in Chinese, and shows a seeded detail', async () => {
    const page = await call('GET', 'pick-shipping/page?page=1&pageSize=50');
    expect(page.statusCode, page.body).toBe(200);
    const { total, result } = data<{ total: number; result: { id: number; netWeight: string | null; grossWeight: string | null; tareWeight: string | null; acceptedQuantity: string | null }[] }>(page);
    expect(total).toBeGreaterThan(0);
    expect(result.some((row) => row.acceptedQuantity !== null)).toBe(true);
    const unknown = await call('GET', 'pick-shipping/page?noSuchField=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorEnvelope>().message).toBe('不支持的查询条件：noSuchField');
    const weighed = result.find((row) => row.netWeight !== null);
    const detail = data<ShippingDetail>(await call('GET', `pick-shipping/detail?id=${weighed?.id}`));
    expect(detail.qualities.length).toBeGreaterThan(0);
    expect(Number(detail.shipping.grossWeight) - Number(detail.shipping.tareWeight)).toBeCloseTo(Number(detail.shipping.netWeight), 6);
  });

  it('saves a weighed shipment with the exact net weight and the master-data deductions', async () => {
    const pick = await insertPick(database());
    const saved = await save(shipmentBody(pick.lineIds[0]!, { vehicleId: pick.vehicleIds[0] }));
    expect(saved.shippingNo).toMatch(/^FY\d{8}\d{6}$/);
    const detail = data<ShippingDetail>(await call('GET', `pick-shipping/detail?id=${saved.id}`));
    expect(detail.shipping).toMatchObject({ netWeight: '30.255', deductWeightRate: '0.4000', deductPrice: '10.000000', shippingStatus: 'SHIPPING', receiveStatus: 0, pickNo: pick.pickNo, supplierSn: 'S0001' });
    expect(detail.qualities.map((row) => [row.indexCode, row.deductType, row.deductWeightRate, row.deductPrice])).toEqual([
      ['QI001', 'weight', '0.4000', '0.000000'],
      ['QI002', 'weight', '0.0000', '0.000000'],
      ['QI003', 'price', '0.0000', '10.000000'],
    ]);
    expect((await pickLine(database(), pick.lineIds[0]!)).shippedQuantity).toBe('30.000');
    expect(await pickHead(database(), pick.pickId)).toMatchObject({ shippedQuantity: '30.000', shippingStatus: 'SHIPPING' });
    // Edit: without weights it is NEW again; a stale version is refused.
    const edited = await save({ ...shipmentBody(pick.lineIds[0]!, { grossWeight: null, tareWeight: null, qualities: [] }), id: saved.id, version: saved.version, shippedQuantity: '31.5' });
    expect(edited.version).toBe(saved.version + 1);
    expect((await call('POST', 'pick-shipping/save', { ...shipmentBody(pick.lineIds[0]!), id: saved.id, version: saved.version })).statusCode).toBe(409);
    const row = data<ShippingDetail>(await call('GET', `pick-shipping/detail?id=${saved.id}`));
    expect(row.shipping).toMatchObject({ shippingStatus: 'NEW', netWeight: null, shippedQuantity: '31.500' });
    const byLine = data<{ id: number }[]>(await call('POST', 'pick-shipping/getPickShippingByMaterialAllocationIds', { pickMaterialIds: [pick.lineIds[0]] }));
    expect(byLine.map((item) => item.id)).toEqual([saved.id]);
  });

  it('keeps Σ shipped within the plan and refuses a pick not confirmed, bad plates and weights', async () => {
    const pick = await insertPick(database(), { lines: [{ quantity: '500', planned: '50' }] });
    const line = pick.lineIds[0]!;
    await save(shipmentBody(line, { shippedQuantity: '30' }));
    expect(await refusal('POST', 'pick-shipping/save', shipmentBody(line, { shippedQuantity: '20.001' }))).toBe('发运数量超出提货计划数量，剩余可发运20.000');
    expect(await refusal('POST', 'pick-shipping/save', shipmentBody(line, { shippedQuantity: '20', qualities: [{ indexCode: 'NOPE', value: '1' }] }))).toBe('质量指标NOPE不存在');
    await save(shipmentBody(line, { shippedQuantity: '20' }));
    expect(await refusal('POST', 'pick-shipping/save', shipmentBody(line, { plateNo: 'AB12345' }))).toBe('车牌号有误');
    expect(await refusal('POST', 'pick-shipping/save', shipmentBody(line, { grossWeight: '10', tareWeight: '12' }))).toBe('毛重须大于皮重');
    expect(await refusal('POST', 'pick-shipping/save', shipmentBody(line, { tareWeight: null }))).toBe('毛重和皮重须同时填写');
    const waiting = await insertPick(database(), { status: 'waitConfirm' });
    expect(await refusal('POST', 'pick-shipping/save', shipmentBody(waiting.lineIds[0]!))).toBe(`提货单${waiting.pickNo}未接单，不能发运`);
    const english = await call('POST', 'pick-shipping/save', shipmentBody(waiting.lineIds[0]!), { 'accept-language': 'en' });
    expect(english.json<ErrorEnvelope>()).toMatchObject({ errorCode: 'pick.shipping.pickNotConfirmed', message: `Pick-up order ${waiting.pickNo} is not confirmed by the supplier and cannot be shipped` });
  });

  it('accepts weighed shipments once, into the pick line and the contract line', async () => {
    const pick = await insertPick(database(), { lines: [{ quantity: '500', planned: '100' }] });
    const line = pick.lineIds[0]!;
    const first = await save(shipmentBody(line));
    const unweighed = await save(shipmentBody(line, { grossWeight: null, tareWeight: null, qualities: [] }));
    expect(await refusal('POST', 'pick-head/pickAcceptOrdersByShippingIds', { shippingIds: [unweighed.id] })).toBe(`发运单${unweighed.shippingNo}未过磅，不能验收`);
    const accepted = await call('POST', 'pick-head/pickAcceptOrdersByShippingIds', { shippingIds: [first.id] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // 30.255 × (1 − 0.4 %) = 30.13398 → 30.134
    expect(data<PickAcceptResult>(accepted)).toEqual({ accepted: 1, acceptedQuantity: '30.134' });
    expect(await refusal('POST', 'pick-head/pickAcceptOrdersByShippingIds', { shippingIds: [first.id] })).toBe(`发运单${first.shippingNo}已验收，不能重复验收`);
    expect((await pickLine(database(), line)).acceptedQuantity).toBe('30.134');
    const [contractLine] = await database().db.select().from(conContractLine).where(eq(conContractLine.id, pick.contractLineIds[0]!));
    expect(contractLine?.executedQuantity).toBe('30.134');
    expect(await pickHead(database(), pick.pickId)).toMatchObject({ acceptedQuantity: '30.134', receiveStatus: 2, receiveMatching: 1 });
    const [row] = await database().db.select().from(purPickShipping).where(eq(purPickShipping.id, first.id));
    expect(row).toMatchObject({ acceptedQuantity: '30.134', receiveStatus: 1, shippingStatus: 'SHIPPING_DONE' });
    // An accepted shipment is neither edited nor deleted; the unaccepted one is deleted.
    expect(await refusal('POST', 'pick-shipping/save', { ...shipmentBody(line), id: first.id, version: row?.version })).toBe(`发运单${first.shippingNo}已验收或已关闭，不能修改`);
    expect(await refusal('DELETE', `pick-shipping?ids=${first.id}`)).toBe(`发运单${first.shippingNo}已验收或已关闭，不能删除`);
    expect((await call('DELETE', `pick-shipping?ids=${unweighed.id}`)).statusCode).toBe(200);
    expect((await pickLine(database(), line)).shippedQuantity).toBe('30.000');
  });

  it('accepts a whole pick as the warehouse, and lets its shipping be finished and reopened', async () => {
    const pick = await insertPick(database(), { lines: [{ quantity: '500', planned: '100' }, { quantity: '300', planned: '60' }] });
    await save(shipmentBody(pick.lineIds[0]!, { qualities: [] }));
    await save(shipmentBody(pick.lineIds[1]!, { shippedQuantity: '20', grossWeight: '35.5', tareWeight: '15.5', qualities: [{ indexCode: 'QI002', value: '1.25' }] }));
    const pending = await save(shipmentBody(pick.lineIds[1]!, { shippedQuantity: '10', grossWeight: null, tareWeight: null, qualities: [] }));
    const valid = data<{ finishable: boolean; problems: string[] }>(await call('GET', `pick-head/materialShappingDone/valid?id=${pick.pickId}`));
    expect(valid).toEqual({ finishable: false, problems: [`发运单${pending.shippingNo}未过磅`] });
    expect((await call('DELETE', `pick-shipping?ids=${pending.id}`)).statusCode).toBe(200);

    const asWarehouse = callerOf(app, () => warehouse);
    const accepted = await asWarehouse('GET', `pick-head/pickAcceptOrder?id=${pick.pickId}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // 30.255 + round3(20 × (1 − 0.3 %)) = 30.255 + 19.940
    expect(data<PickAcceptResult>(accepted)).toEqual({ accepted: 2, acceptedQuantity: '50.195' });
    expect(await refusal('GET', `pick-head/pickAcceptOrder?id=${pick.pickId}`)).toBe('没有可验收的发运单（须已过磅且未验收）');
    expect(await pickHead(database(), pick.pickId)).toMatchObject({ receiveStatus: 1, acceptedQuantity: '50.195' });

    expect((await call('GET', `pick-head/materialShappingDone?id=${pick.pickId}`)).statusCode).toBe(200);
    expect(await pickHead(database(), pick.pickId)).toMatchObject({ shippingStatus: 'SHIPPING_DONE' });
    expect((await pickLine(database(), pick.lineIds[0]!)).lineStatus).toBe('done');
    expect(await refusal('POST', 'pick-shipping/save', shipmentBody(pick.lineIds[0]!))).toBe(`提货单${pick.pickNo}已完成发运，不能再发运`);
    expect((await call('GET', `pick-head/materialShappingDone/cancel?id=${pick.pickId}`)).statusCode).toBe(200);
    expect(await pickHead(database(), pick.pickId)).toMatchObject({ shippingStatus: 'SHIPPING' });
    expect((await pickLine(database(), pick.lineIds[0]!)).lineStatus).toBe('open');
    expect(await refusal('GET', `pick-head/materialShappingDone/cancel?id=${pick.pickId}`)).toBe(`提货单${pick.pickNo}未完成发运，不能取消`);
  });

  it('lets exactly the concurrent shipments that fit the plan through, and accepts a shipment once', async () => {
    const pick = await insertPick(database(), { lines: [{ quantity: '500', planned: '50' }] });
    const line = pick.lineIds[0]!;
    const saves = await Promise.all([0, 1, 2].map(() => call('POST', 'pick-shipping/save', shipmentBody(line, { shippedQuantity: '20' }))));
    expect(saves.map((response) => response.statusCode).sort()).toEqual([200, 200, 400]);
    expect((await pickLine(database(), line)).shippedQuantity).toBe('40.000');
    const [id] = saves.filter((response) => response.statusCode === 200).map((response) => data<ShippingSaved>(response).id);
    const accepts = await Promise.all([0, 1].map(() => call('POST', 'pick-head/pickAcceptOrdersByShippingIds', { shippingIds: [id] })));
    expect(accepts.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const [contractLine] = await database().db.select().from(conContractLine).where(eq(conContractLine.id, pick.contractLineIds[0]!));
    expect(contractLine?.executedQuantity).toBe((await pickLine(database(), line)).acceptedQuantity);
  });

  it('refuses an acceptance that would take the contract line past its quantity', async () => {
    const pick = await insertPick(database(), { lines: [{ quantity: '30', planned: '30' }] });
    // Net 30.255 with no deduction: 0.255 beyond the line's open plan, and the contract line has nothing free.
    const saved = await save(shipmentBody(pick.lineIds[0]!, { qualities: [] }));
    const message = await refusal('POST', 'pick-head/pickAcceptOrdersByShippingIds', { shippingIds: [saved.id] });
    expect(message).toMatch(/^合同行1（.+）剩余可执行数量不足，剩余0\.000$/);
  });

  it('imports shipments from the template’s columns, all or nothing', async () => {
    const template = await call('GET', 'pick-shipping/downloadShippingTemp');
    expect(template.statusCode).toBe(200);
    const [headers, sample] = await sheetRowsOf(template.rawPayload);
    expect(headers?.map((header) => header.replace(/\*$/, ''))).toEqual(['提货单号', '行号', '车牌号', '司机', '发运日期', '发运数量', '毛重', '皮重', '水分', '杂质', '霉变粒', '容重']);
    expect(sample?.length).toBe(12);

    const pick = await insertPick(database(), { lines: [{ quantity: '500', planned: '100' }] });
    const rows = [
      ['提货单号', '行号', '车牌号', '司机', '发运日期', '发运数量', '毛重', '皮重', '水分', '杂质', '霉变粒', '容重'],
      [pick.pickNo, 1, '冀A12345', '司机1', '2026-11-21', '30', '45.38', '15.12', '14.2', '0.8', '2.6', '700'],
      [pick.pickNo, 1, '冀B67890', '司机2', '2026-11-21', '25', '', '', '', '', '', ''],
    ];
    const { payload, headers: multipartHeaders } = multipartFile('发运.xlsx', await workbookOf('发运单', rows));
    const checked = await app.inject({ method: 'POST', url: '/gateway/purchase/api/v1/purchase/pick-shipping/import', headers: { ...multipartHeaders, authorization: `Bearer ${admin}` }, payload });
    expect(checked.statusCode, checked.body).toBe(200);
    const summary = data<ImportCheckSummary>(checked);
    expect(summary).toMatchObject({ valid: 2, invalid: 0 });
    const committed = await call('POST', `pick-shipping/import/runs/${summary.checkId}/commit`);
    expect(committed.statusCode, committed.body).toBe(200);
    const saved = await database().db.select().from(purPickShipping).where(eq(purPickShipping.pickId, pick.pickId)).orderBy(purPickShipping.id);
    expect(saved.map((row) => [row.plateNo, row.netWeight, row.deductWeightRate, row.deductPrice])).toEqual([
      ['冀A12345', '30.260', '0.2000', '40.000000'],
      ['冀B67890', null, '0.0000', '0.000000'],
    ]);
    const [head] = await database().db.select().from(purPickHead).where(eq(purPickHead.id, pick.pickId));
    expect(head?.shippedQuantity).toBe('55.000');

    const bad = [rows[0]!, ['NOPE-1', 1, 'AB123', '', '2026-11-21', '5', '10', '', '', '', '', '']];
    const refused = multipartFile('发运.xlsx', await workbookOf('发运单', bad));
    const badCheck = await app.inject({ method: 'POST', url: '/gateway/purchase/api/v1/purchase/pick-shipping/import', headers: { ...refused.headers, authorization: `Bearer ${admin}` }, payload: refused.payload });
    expect(data<ImportCheckSummary>(badCheck).errors).toEqual(['第2行：提货单号 NOPE-1 不存在；车牌号有误；毛重和皮重须同时填写']);
  });
});
