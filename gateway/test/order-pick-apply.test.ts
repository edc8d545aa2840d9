/**
 * Pick applies (issue 26, part G3) on both databases: the seeded list, save against a committed trade
 * within what is left of it (also under racing saves), commit, vehicle allocation with its format and
 * quantity checks, vehicle change with its history, cancel, line close and batch close releasing the
 * trade's quantity, and the vehicle upload through the shared import pipeline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, ImportCheckSummary, MultiTradeDetail, MultiTradeSaved, PickApplyDetail, PickApplySaved, PickApplyTradeOption } from '../src/api/index.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { multipartFile, workbookOf } from './helpers/workbooks.js';

const TRADE = '/gateway/material/api/v1/multi-trade';
const BASE = '/gateway/material/api/v1/pick-apply';
const VEHICLE = { plateNo: '辽B62731', driverName: '李志强', driverPhone: '13942165678', quantity: '20' };

const tradeBody = (quantity: string) => ({
  matCode: '1001010002',
  quantity,
  basePrice: '2350',
  tradeDate: '2026-11-20',
  legs: [
    { sellerOrgCode: '301001', buyerOrgCode: '301002', priceWithTax: '2380', taxRate: '9' },
    { sellerOrgCode: '301002', buyerOrgCode: '302001', priceWithTax: '2410', taxRate: '9' },
  ],
});

describe.each(eachDatabase)('[%s] pick applies', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${admin}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;
  const refusal = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, (response.json() as ErrorEnvelope).message];
  const detail = async (id: number) => data<PickApplyDetail>(await call('GET', `${BASE}/detail?id=${id}`));
  const trade = async (id: number) => data<MultiTradeDetail>(await call('GET', `${TRADE}/detail?id=${id}`));
  const committedTrade = async (quantity: string) => data<MultiTradeSaved>(await call('POST', `${TRADE}/commit`, tradeBody(quantity)));
  const save = (tradeId: number, quantities: string[], extra: Record<string, unknown> = {}) =>
    call('POST', `${BASE}/save`, { tradeId, applyDate: '2026-11-21', lines: quantities.map((quantity) => ({ quantity })), ...extra });

  beforeAll(async () => {
    app = await startGateway(database());
    [admin] = await signInAll(app, 'admin');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded applies on POST page', async () => {
    const page = data<{ total: number; result: { status: string }[] }>(await call('POST', `${BASE}/page`, { page: 1, pageSize: 100 }));
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(new Set(page.result.map((row) => row.status))).toEqual(new Set(['draft', 'committed', 'canceled', 'closed']));
    expect((await call('POST', `${BASE}/page`, { page: 1, nosuchField: 1 })).statusCode).toBe(400);
  });

  it('applies within the trade, allocates vehicles, changes one, and closes lines releasing the rest', async () => {
    const { id: tradeId, tradeNo } = await committedTrade('100');
    const options = data<PickApplyTradeOption[]>(await call('GET', `${BASE}/trades?keyword=${tradeNo}`));
    expect(options).toMatchObject([{ id: tradeId, availableQuantity: '100.000', finalOrgCode: '302001' }]);

    const saved = await save(tradeId, ['60', '30']);
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, applyNo, version } = data<PickApplySaved>(saved);
    expect(applyNo).toMatch(/^TS\d{11}$/);
    expect((await trade(tradeId)).appliedQuantity).toBe('90.000');
    expect(refusal(await save(tradeId, ['10.001']))).toEqual([400, `多边贸易${tradeNo}可申请数量不足，剩余10.000`]);
    // Editing its own draft counts its own hold out.
    const edited = await save(tradeId, ['70', '30'], { id, version });
    expect(edited.statusCode, edited.body).toBe(200);
    let apply = await detail(id);
    expect(apply).toMatchObject({ status: 'draft', orgCode: '302001', totalQuantity: '100.000', actions: ['edit', 'commit', 'cancel', 'closeLine'] });
    expect((await trade(tradeId)).appliedQuantity).toBe('100.000');

    const line1 = apply.lines[0]!.id;
    expect(refusal(await call('POST', `${BASE}/allocation`, { lineId: line1, vehicles: [VEHICLE] }))).toEqual([422, `提货申请${applyNo}未提交或已结束，不能分配或变更车辆`]);
    expect((await call('POST', `${BASE}/commit`, { id, version: apply.version })).statusCode).toBe(200);
    const bad = await call('POST', `${BASE}/allocation`, { lineId: line1, vehicles: [{ ...VEHICLE, plateNo: 'AB12345', driverPhone: '2381234567' }] });
    expect(refusal(bad)).toEqual([400, '第1辆车：车牌号有误；第1辆车：手机号有误']);
    const allocated = await call('POST', `${BASE}/allocation`, { lineId: line1, vehicles: [VEHICLE, { ...VEHICLE, plateNo: '粤A5C318', quantity: '25' }] });
    expect(allocated.statusCode, allocated.body).toBe(200);
    expect(refusal(await call('POST', `${BASE}/allocation`, { lineId: line1, vehicles: [{ ...VEHICLE, plateNo: '桂P19D72', quantity: '25.001' }] }))).toEqual([400, '第1行的车辆数量合计超过申请数量，剩余可分配25.000']);

    apply = await detail(id);
    expect(apply.allocatedQuantity).toBe('45.000');
    const vehicle = apply.vehicles[0]!;
    const change = await call('POST', `${BASE}/vehicle/change`, { vehicleId: vehicle.id, version: vehicle.version, plateNo: '辽G3K521', driverName: '王建国', driverPhone: '13804112233', reason: '原车辆故障' });
    expect(change.statusCode, change.body).toBe(200);
    expect(refusal(await call('POST', `${BASE}/vehicle/change`, { vehicleId: vehicle.id, version: vehicle.version, plateNo: '辽G3K521', driverName: '王建国', driverPhone: '13804112233', reason: 'x' }))[0]).toBe(409);
    apply = await detail(id);
    expect(apply.vehicles[0]).toMatchObject({ plateNo: '辽G3K521', driverName: '王建国' });
    expect(apply.changes).toMatchObject([{ oldPlateNo: '辽B62731', newPlateNo: '辽G3K521', reason: '原车辆故障', createdBy: 'admin' }]);

    expect(refusal(await call('POST', `${BASE}/cancel`, { id, version: apply.version }))).toEqual([422, `提货申请${applyNo}已分配车辆，不能取消`]);
    const closed = await call('POST', `${BASE}/line/close`, { ids: [line1], reason: '提货完毕' });
    expect(closed.statusCode, closed.body).toBe(200);
    // 70 − 45 allocated went back to the trade.
    expect((await trade(tradeId)).appliedQuantity).toBe('75.000');
    expect(refusal(await call('POST', `${BASE}/line/close`, { ids: [line1], reason: '再次' }))).toEqual([422, '提货申请第1行已关闭']);
    const batch = await call('POST', `${BASE}/line/batch-close`, { ids: [apply.lines[1]!.id], reason: '不再提货' });
    expect(batch.statusCode, batch.body).toBe(200);
    expect((await detail(id)).status).toBe('closed');
    expect((await trade(tradeId)).appliedQuantity).toBe('45.000');

    // A vehicle of the apply bounds an arrive movement.
    const move = await call('POST', `${TRADE}/movement/save`, { tradeId, kind: 'outfactory', vehicleId: vehicle.id, plateNo: 'x', quantity: '20.001', movedTime: '2026-11-22T08:00:00Z' });
    expect(refusal(move)).toEqual([400, '数量超过车辆辽G3K521的装载数量20.000']);
  });

  it('cancels an apply without vehicles, giving its quantity back', async () => {
    const { id: tradeId } = await committedTrade('50');
    const { id, version } = data<PickApplySaved>(await save(tradeId, ['50']));
    expect((await trade(tradeId)).appliedQuantity).toBe('50.000');
    const canceled = await call('POST', `${BASE}/cancel`, { id, version });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await detail(id)).status).toBe('canceled');
    expect((await trade(tradeId)).appliedQuantity).toBe('0.000');
    const draft = data<MultiTradeSaved>(await call('POST', `${TRADE}/save`, tradeBody('10')));
    expect(refusal(await save(draft.id, ['1']))).toEqual([422, `多边贸易${draft.tradeNo}未提交，不能申请提货`]);
  });

  it('never applies for more than the trade under racing saves', async () => {
    const { id: tradeId } = await committedTrade('100');
    const results = await Promise.all(Array.from({ length: 5 }, () => save(tradeId, ['30'])));
    const statuses = results.map((result) => result.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400]);
    expect((await trade(tradeId)).appliedQuantity).toBe('90.000');
  });

  it('uploads vehicles through the import pipeline', async () => {
    const { id: tradeId } = await committedTrade('100');
    const { id, version } = data<PickApplySaved>(await save(tradeId, ['80']));
    await call('POST', `${BASE}/commit`, { id, version });
    const { applyNo } = await detail(id);
    const template = await call('GET', `${BASE}/vehicle/import/template`);
    expect(template.statusCode).toBe(200);
    const header = ['申请单号', '行号', '车牌号', '司机', '手机号', '身份证号', '数量'];
    const upload = async (rows: (string | number)[][]) => {
      const { payload, headers } = multipartFile('车辆.xlsx', await workbookOf('提货申请车辆', [header, ...rows]));
      return app.inject({ method: 'POST', url: `${BASE}/vehicle/import`, headers: { ...headers, authorization: `Bearer ${admin}` }, payload });
    };
    const checked = await upload([
      [applyNo, 1, '辽B62731', '李志强', '13942165678', '', '32.5'],
      [applyNo, 1, '粤A5C318', '张海涛', '13711234567', '', '30'],
    ]);
    expect(checked.statusCode, checked.body).toBe(200);
    const summary = data<ImportCheckSummary>(checked);
    expect(summary).toMatchObject({ valid: 2, invalid: 0 });
    const committed = await call('POST', `${BASE}/vehicle/import/runs/${summary.checkId}/commit`);
    expect(committed.statusCode, committed.body).toBe(200);
    const apply = await detail(id);
    expect(apply.allocatedQuantity).toBe('62.500');
    expect(apply.vehicles.map((vehicle) => vehicle.plateNo)).toEqual(['辽B62731', '粤A5C318']);

    const bad = data<ImportCheckSummary>(await upload([['TS-NOPE', 1, 'AB123', '李', '13942165678', '', '1']]));
    expect(bad.errors).toEqual(['第2行：提货申请TS-NOPE不存在或无权查看；车牌号有误']);
  });
});
