/**
 * 年度需求汇总 and the demand indicator (issue 23) on both databases: an approved year plan, an approved
 * month plan and signed contracts; the year summary's page, totals, drill-down and scope; the indicator's
 * figures exact to the thousandth (the month plan over the year plan, a month with no demand and no
 * coverage); the contract head indicator's months within the caller's scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractIndicator, DemandIndicator, Envelope, PageData, YearDemandSummaryDetail, YearDemandSummaryRow, YearDemandSummaryStatis } from '../src/api/index.js';
import { demMonthDemand, demMonthDemandItem, demYearDemand, demYearDemandItem } from '../src/db/tables/demand.js';
import type { GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { insertContract, insertLines, signInAll, startGateway } from './helpers/contracts.js';

const CORN_1 = '1001010001';
const CORN_2 = '1001010002';

describe.each(eachDatabase)('[%s] year demand summary and the demand indicator', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  let buyer = '';
  let planner = '';
  let otherBuyer = '';

  const get = (url: string, token = admin) => app.inject({ method: 'GET', url: `/gateway${url}`, headers: { authorization: `Bearer ${token}` } });
  const data = <T>(response: { json<R>(): R }) => response.json<Envelope<T>>().data;

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, buyer, planner, otherBuyer] = await signInAll(app, 'admin', 'buyer', 'zhoumin', 'liuyang');
    const db = database().db;
    const [year] = await db
      .insert(demYearDemand)
      .values({ demandNo: 'ND-SUM-2033', year: 2033, orgCode: '101001', orgName: '河北饲料有限公司', categoryCode: '100101', categoryName: '玉米', status: 'approved' })
      .returning({ id: demYearDemand.id });
    await db.insert(demYearDemandItem).values([
      { demandId: year!.id, lineNo: 1, matCode: CORN_1, matName: '玉米一', unitCode: 'T', lastYearQuantity: '1500', month3: '1000.125', month4: '900' },
      { demandId: year!.id, lineNo: 2, matCode: CORN_2, matName: '玉米二', unitCode: 'T', month3: '80' },
    ]);
    // An approved April plan replaces the year plan's April.
    const [month] = await db.insert(demMonthDemand).values({ demandNo: 'YD-SUM-2033-04', yearMonth: '2033-04', orgCode: '101001', categoryCode: '100101', status: 'approved' }).returning({ id: demMonthDemand.id });
    await db.insert(demMonthDemandItem).values([{ demandId: month!.id, lineNo: 1, matCode: CORN_1, matName: '玉米一', unitCode: 'T', demandQuantity: '750.5' }]);
    // A new (unapproved) May plan counts for nothing.
    const [may] = await db.insert(demMonthDemand).values({ demandNo: 'YD-SUM-2033-05', yearMonth: '2033-05', orgCode: '101001', categoryCode: '100101', status: 'new' }).returning({ id: demMonthDemand.id });
    await db.insert(demMonthDemandItem).values([{ demandId: may!.id, lineNo: 1, matCode: CORN_1, demandQuantity: '5000' }]);
    // A signed contract over the year, one delivering in April only, a draft.
    const whole = await insertContract(database(), 'DS', { status: 'SIGN', startDate: '2033-01-01', endDate: '2033-12-31' });
    await insertLines(database(), whole.id, [{ lineNo: 1, matCode: CORN_1, quantity: '400.333', executedQuantity: '100' }]);
    const april = await insertContract(database(), 'DS', { status: 'SIGN', startDate: '2033-01-01', endDate: '2033-12-31' });
    await insertLines(database(), april.id, [{ lineNo: 1, matCode: CORN_1, quantity: '50', deliveryStart: '2033-04-10', deliveryEnd: '2033-04-20' }]);
    const draft = await insertContract(database(), 'DS', { status: 'new', startDate: '2033-01-01', endDate: '2033-12-31' });
    await insertLines(database(), draft.id, [{ lineNo: 1, matCode: CORN_1, quantity: '999' }]);
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the year summary with exact year totals, sums it and drills down', async () => {
    const base = '/demand/api/v1/dem/year-demand-summary';
    const response = await get(`${base}/page?year.equals=2033&sort=matCode,asc`);
    expect(response.statusCode, response.body).toBe(200);
    const page = data<PageData<YearDemandSummaryRow>>(response);
    expect(page.total).toBe(2);
    expect(page.result.map(({ matCode, yearTotal, month3, month4, month12, status }) => ({ matCode, yearTotal, month3, month4, month12, status }))).toEqual([
      { matCode: CORN_1, yearTotal: '1900.125', month3: '1000.125', month4: '900.000', month12: '0.000', status: 'approved' },
      { matCode: CORN_2, yearTotal: '80.000', month3: '80.000', month4: '0.000', month12: '0.000', status: 'approved' },
    ]);
    const custom = data<PageData<YearDemandSummaryRow>>(await get(`${base}/custom-page?year.equals=2033&matCode.equals=${CORN_2}`));
    expect(custom.result.map((row) => row.matCode)).toEqual([CORN_2]);

    const statis = data<YearDemandSummaryStatis>(await get(`${base}/statis?year.equals=2033`));
    expect(statis).toMatchObject({ count: 2, yearTotal: '1980.125', month1: '0.000', month3: '1080.125', month4: '900.000' });
    expect((await get(`${base}/statis?bogus.equals=1`)).statusCode).toBe(400);
    expect((await get(`${base}/page?bogus.equals=1`)).statusCode).toBe(400);

    const detail = data<YearDemandSummaryDetail[]>(await get(`${base}/query-detail?orgCode=101001&categoryCode=100101&matCode=${CORN_1}&year=2033`));
    expect(detail).toHaveLength(1);
    expect(detail[0]).toMatchObject({ demandNo: 'ND-SUM-2033', lineNo: 1, matCode: CORN_1, lastYearQuantity: '1500.000', yearTotal: '1900.125', month3: '1000.125' });

    // 导出 replays the list as a download task: the list is known to the registry and its filters checked.
    const exportAs = (queryParams: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/gateway/demand/exprot/batch/async', headers: { authorization: `Bearer ${admin}` }, payload: { queryUrl: `/gateway${base}/page`, queryParams, requestMethod: 'GET' } });
    expect((await exportAs({ 'bogus.equals': '1' })).statusCode).toBe(400);
    expect([200, 503]).toContain((await exportAs({ 'year.equals': '2033' })).statusCode);

    // A planner of another org sees none of it.
    expect(data<PageData<YearDemandSummaryRow>>(await get(`${base}/page?year.equals=2033`, planner)).total).toBe(0);
    expect(data<YearDemandSummaryDetail[]>(await get(`${base}/query-detail?orgCode=101001&categoryCode=100101&matCode=${CORN_1}&year=2033`, planner))).toEqual([]);
  });

  it('computes the demand indicator exactly: month plan over year plan, contracts covering each month', async () => {
    const response = await get('/demand/api/v1/demand/indicator/generate?orgCode=101001&categoryCode=100101&year=2033');
    expect(response.statusCode, response.body).toBe(200);
    const indicator = data<DemandIndicator>(response);
    expect(indicator.materials.map((material) => material.matCode)).toEqual([CORN_1, CORN_2]);
    const [corn1, corn2] = indicator.materials;
    expect(corn1!.months).toHaveLength(12);
    expect(corn1!.months[2]).toEqual({ month: 3, source: 'yearPlan', demandQuantity: '1000.125', contractedQuantity: '300.333', coverage: '30.03', gapQuantity: '699.792' });
    expect(corn1!.months[3]).toEqual({ month: 4, source: 'monthPlan', demandQuantity: '750.500', contractedQuantity: '350.333', coverage: '46.68', gapQuantity: '400.167' });
    expect(corn1!.months[4]).toEqual({ month: 5, source: 'yearPlan', demandQuantity: '0.000', contractedQuantity: '300.333', coverage: null, gapQuantity: '0.000' });
    expect(corn2!.months[2]).toEqual({ month: 3, source: 'yearPlan', demandQuantity: '80.000', contractedQuantity: '0.000', coverage: '0.00', gapQuantity: '80.000' });
    // The April plan leaves CORN_2 out: no demand in April.
    expect(corn2!.months[3]).toMatchObject({ source: 'monthPlan', demandQuantity: '0.000', coverage: null });

    expect(data<DemandIndicator>(await get('/demand/api/v1/demand/indicator/generate?orgCode=101001&categoryCode=100101&year=2033', planner)).materials).toEqual([]);
    expect((await get('/demand/api/v1/demand/indicator/generate?orgCode=101001&categoryCode=100101&year=2033', otherBuyer)).statusCode).toBe(403);
    expect((await get('/demand/api/v1/demand/indicator/generate?orgCode=101001&year=2033')).statusCode).toBe(400);
  });

  it("answers the contract head indicator's months within the caller's scope", async () => {
    const url = `/purchase/api/v1/contract/head/indicator?orgCode=101001&matCode=${CORN_1}&year=2033`;
    const response = await get(url, buyer);
    expect(response.statusCode, response.body).toBe(200);
    const indicator = data<ContractIndicator>(response);
    expect(indicator.matCode).toBe(CORN_1);
    expect(indicator.months).toHaveLength(12);
    expect(indicator.months![0]).toEqual({ month: 1, contractedQuantity: '300.333' });
    expect(indicator.months![3]).toEqual({ month: 4, contractedQuantity: '350.333' });
    expect(indicator.materials.map((material) => material.matCode)).toEqual([CORN_1]);
    // A buyer of other orgs: nothing contracted.
    const other = data<ContractIndicator>(await get(url, otherBuyer));
    expect(other.months!.every((month) => month.contractedQuantity === '0.000')).toBe(true);
    expect(other.materials).toEqual([]);
    // A planner without contract:list is refused.
    expect((await get(url, planner)).statusCode).toBe(403);
  });
});
