/**
 * 月度需求计划 and 需求汇总 (issue 23) on both databases: the seeded plans on the list engine; the save's
 * rules; items generated from an approved year plan with a signed contract's month residual, exact to
 * the thousandth; from the estimated consumption without one; copy; check to OA and OA's callback
 * (stored first, applied once); the summary's page, totals and drill-down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Envelope,
  ErrorEnvelope,
  MonthDemandCallbackResult,
  MonthDemandDetail,
  MonthDemandGenerated,
  MonthDemandRow,
  MonthDemandSaved,
  MonthDemandSummaryDetail,
  MonthDemandSummaryStatis,
  PageData,
} from '../src/api/index.js';
import { CALLBACK_SECRET_HEADER } from '../src/core/callback-inbox.js';
import { demEstimateConsume, demYearDemand, demYearDemandItem } from '../src/db/tables/demand.js';
import type { GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { insertContract, insertLines, signInAll, startGateway } from './helpers/contracts.js';

const SECRET = 'oa-month-demand-secret';
const API = '/gateway/demand/api/v1';
const CORN_1 = '1001010001';
const CORN_2 = '1001010002';

describe.each(eachDatabase)('[%s] month demand plans and their summary', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `${API}/${url}`, headers: { authorization: `Bearer ${admin}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = <T>(response: { json<R>(): R }) => response.json<Envelope<T>>().data;
  const callback = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: `${API}/month-demand/callback`, payload: body, headers: { [CALLBACK_SECRET_HEADER]: SECRET } });

  beforeAll(async () => {
    app = await startGateway(database(), SECRET);
    [admin] = await signInAll(app, 'admin');
    // An approved year plan of 河北饲料 for corn in 2031, and a signed contract delivering in March.
    const db = database().db;
    const [year] = await db.insert(demYearDemand).values({ demandNo: 'ND-TEST-2031', year: 2031, orgCode: '101001', categoryCode: '100101', status: 'approved' }).returning({ id: demYearDemand.id });
    await db.insert(demYearDemandItem).values([
      { demandId: year!.id, lineNo: 1, matCode: CORN_1, matName: '玉米一', unitCode: 'T', month3: '1000.125', month4: '900' },
      { demandId: year!.id, lineNo: 2, matCode: CORN_2, matName: '玉米二', unitCode: 'T', month3: '80' },
    ]);
    const contract = await insertContract(database(), 'MD', { status: 'SIGN', startDate: '2031-01-01', endDate: '2031-12-31' });
    await insertLines(database(), contract.id, [{ lineNo: 1, matCode: CORN_1, quantity: '400.333', executedQuantity: '100' }]);
    // A draft contract counts for nothing.
    const draft = await insertContract(database(), 'MD', { status: 'new', startDate: '2031-01-01', endDate: '2031-12-31' });
    await insertLines(database(), draft.id, [{ lineNo: 1, matCode: CORN_1, quantity: '999' }]);
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded plans to admin and refuses an unknown filter', async () => {
    const page = await call('GET', 'month-demand/page?pageSize=50');
    expect(page.statusCode, page.body).toBe(200);
    const rows = data<PageData<MonthDemandRow>>(page);
    expect(rows.total).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.result.map((row) => row.status))).toEqual(new Set(['new', 'inProcess', 'approved', 'rejected']));
    const bad = await call('GET', 'month-demand/page?bogus.equals=1');
    expect(bad.statusCode).toBe(400);
    const items = data<PageData<{ demandId: number }>>(await call('GET', `month-demand-item/page?demandId.equals=${rows.result[0]!.id}`));
    expect(items.total).toBeGreaterThan(0);
  });

  it('generates the items from the approved year plan with the contract residual, exactly', async () => {
    const response = await call('POST', 'month-demand-item/generate/item', { orgCode: '101001', categoryCode: '100101', yearMonth: '2031-03', items: [{ matCode: CORN_1, stockOnHand: '200', inTransit: '50.5' }] });
    expect(response.statusCode, response.body).toBe(200);
    const generated = data<MonthDemandGenerated>(response);
    expect(generated.source).toBe('yearPlan');
    expect(generated.items.map(({ matCode, demandQuantity, stockOnHand, inTransit, contractResidualQuantity, suggestedPurchase }) => ({ matCode, demandQuantity, stockOnHand, inTransit, contractResidualQuantity, suggestedPurchase }))).toEqual([
      { matCode: CORN_1, demandQuantity: '1000.125', stockOnHand: '200.000', inTransit: '50.500', contractResidualQuantity: '300.333', suggestedPurchase: '449.292' },
      { matCode: CORN_2, demandQuantity: '80.000', stockOnHand: '0.000', inTransit: '0.000', contractResidualQuantity: '0.000', suggestedPurchase: '80.000' },
    ]);
    // The contract report answers the same residual (one definition).
    const report = await app.inject({ method: 'GET', url: `/gateway/purchase/api/v1/contract/head/month-residual-quantity?orgCode=101001&matCode=${CORN_1}&yearMonth=2031-03`, headers: { authorization: `Bearer ${admin}` } });
    expect(data<{ totalResidualQuantity: string }>(report).totalResidualQuantity).toBe('300.333');
  });

  it('generates from the estimated consumption when no year plan is approved', async () => {
    await database().db.insert(demEstimateConsume).values([{ orgCode: '101002', matCode: CORN_2, yearMonth: '2032-05', estimatedQuantity: '12.5' }]);
    const generated = data<MonthDemandGenerated>(await call('POST', 'month-demand-item/generate/item', { orgCode: '101002', categoryCode: '100101', yearMonth: '2032-05' }));
    expect(generated).toMatchObject({ source: 'estimate', yearDemandId: null, items: [{ matCode: CORN_2, demandQuantity: '12.500', suggestedPurchase: '12.500' }] });
  });

  it('saves by the rules, copies, goes to OA and takes its decision once; the summary sums it', async () => {
    const body = {
      yearMonth: '2031-03',
      orgCode: '101001',
      categoryCode: '100101',
      items: [
        { matCode: CORN_1, demandQuantity: '1000.125', stockOnHand: '200', inTransit: '50.5', contractResidualQuantity: '300.333', requiredDate: '2031-03-15' },
        { matCode: CORN_2, demandQuantity: '80' },
      ],
    };
    const unknown = await call('POST', 'month-demand/save', { ...body, items: [{ matCode: 'NO-SUCH', demandQuantity: '1' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorEnvelope>().message).toBe('物料 NO-SUCH 不存在');
    const twice = await call('POST', 'month-demand/save', { ...body, items: [body.items[1], body.items[1]] });
    expect(twice.json<ErrorEnvelope>().message).toBe(`物料 ${CORN_2} 重复`);
    expect((await call('POST', 'month-demand/save', { ...body, items: [{ matCode: CORN_1, demandQuantity: '1.2345' }] })).statusCode).toBe(400);

    const created = await call('POST', 'month-demand/save', body);
    expect(created.statusCode, created.body).toBe(200);
    const saved = data<MonthDemandSaved>(created);
    expect(saved).toMatchObject({ status: 'new', demandNo: expect.stringMatching(/^YD\d{11}$/) });
    const again = await call('POST', 'month-demand/save', body);
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorEnvelope>().message).toBe('该组织、品类 2031-03 的月度需求计划已存在');
    const detail = data<MonthDemandDetail>(await call('GET', `month-demand/detail?id=${saved.id}`));
    expect(detail.items.map((line) => line.suggestedPurchase)).toEqual(['449.292', '80.000']);

    const edited = await call('POST', 'month-demand/save', { ...body, id: saved.id, version: saved.version, remark: '调整' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('POST', 'month-demand/save', { ...body, id: saved.id, version: saved.version })).statusCode).toBe(409);
    const current = data<MonthDemandSaved>(edited);

    const copied = await call('POST', 'month-demand/copy', { id: saved.id, yearMonth: '2031-04' });
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = data<MonthDemandSaved>(copied);
    expect(copy).toMatchObject({ status: 'new' });
    expect(data<MonthDemandDetail>(await call('GET', `month-demand/detail?id=${copy.id}`)).items.map((line) => [line.matCode, line.suggestedPurchase])).toEqual([[CORN_1, '449.292'], [CORN_2, '80.000']]);

    const early = await callback({ bizKey: saved.demandNo, status: 'APPROVED' });
    expect(data<MonthDemandCallbackResult>(early)).toEqual({ outcome: 'conflict', status: 'new' });
    const checked = await call('POST', 'month-demand/check', { id: saved.id, version: current.version });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(data<MonthDemandSaved>(checked).status).toBe('inProcess');
    const locked = await call('POST', 'month-demand/save', { ...body, id: saved.id, version: data<MonthDemandSaved>(checked).version });
    expect(locked.statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: `${API}/month-demand/callback`, payload: { bizKey: saved.demandNo, status: 'APPROVED' }, headers: { [CALLBACK_SECRET_HEADER]: 'guess' } })).statusCode).toBe(401);
    expect(data<MonthDemandCallbackResult>(await callback({ bizKey: saved.demandNo, status: 'APPROVED' }))).toEqual({ outcome: 'applied', status: 'approved' });
    expect(data<MonthDemandCallbackResult>(await callback({ bizKey: saved.demandNo, status: 'APPROVED' }))).toEqual({ outcome: 'repeat', status: 'approved' });
    expect(data<MonthDemandCallbackResult>(await callback({ bizKey: saved.demandNo, status: 'REJECT' }))).toEqual({ outcome: 'late', status: 'approved' });

    const refused = await call('DELETE', `month-demand/delete?ids=${saved.id}&ids=${copy.id}`);
    expect(refused.statusCode).toBe(422);
    expect(data<MonthDemandDetail>(await call('GET', `month-demand/detail?id=${copy.id}`)).id).toBe(copy.id);

    const filter = 'orgCode.equals=101001&categoryCode.equals=100101&yearMonth.equals=2031-03';
    const statis = data<MonthDemandSummaryStatis>(await call('GET', `dem/month-demand-summary/statis?${filter}`));
    expect(statis).toEqual({ count: 2, demandQuantity: '1080.125', contractResidualQuantity: '300.333', suggestedPurchase: '529.292' });
    // A filter on plan fields sums the plans' kept totals; one on an item field sums the items: the same
    // figures, here and over every plan (seeded, saved, generated, copied and edited).
    expect(data<MonthDemandSummaryStatis>(await call('GET', `dem/month-demand-summary/statis?${filter}&matCode.in=${CORN_1},${CORN_2}`))).toEqual(statis);
    const everyPlan = data<MonthDemandSummaryStatis>(await call('GET', 'dem/month-demand-summary/statis'));
    expect(everyPlan.count).toBeGreaterThan(2);
    expect(data<MonthDemandSummaryStatis>(await call('GET', 'dem/month-demand-summary/statis?matCode.notEquals=none'))).toEqual(everyPlan);
    const page = data<PageData<{ matCode: string; suggestedPurchase: string }>>(await call('GET', `dem/month-demand-summary/page?${filter}&sort=matCode,asc`));
    expect(page.result.map((row) => [row.matCode, row.suggestedPurchase])).toEqual([[CORN_1, '449.292'], [CORN_2, '80.000']]);
    const drill = data<MonthDemandSummaryDetail[]>(await call('GET', `dem/month-demand-summary/query-detail?orgCode=101001&categoryCode=100101&matCode=${CORN_1}&yearMonth=2031-03`));
    expect(drill).toMatchObject([{ demandNo: saved.demandNo, status: 'approved', stockOnHand: '200.000', suggestedPurchase: '449.292' }]);
    expect((await call('GET', 'dem/month-demand-summary/statis?bogus.equals=1')).statusCode).toBe(400);

    const deleted = await call('DELETE', `month-demand/delete?ids=${copy.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `month-demand/detail?id=${copy.id}`)).statusCode).toBe(404);
  });
});
