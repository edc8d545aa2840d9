/**
 * The demand imports read the importer's scope (issue 23; core/import's ImportCaller): on both
 * databases, a row of an org outside the importer's orgs on the page is named 您暂无该组织的权限 in the
 * check, and the commit writes nothing; the admin's rows commit, each month plan item with its exact
 * suggested purchase.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ImportCheckSummary } from '../src/api/index.js';
import { demEstimateConsume, demMonthDemand, demMonthDemandItem } from '../src/db/tables/demand.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { multipartFile, workbookOf } from './helpers/workbooks.js';

const API = '/gateway/demand/api/v1';
const MONTH_HEADERS = ['需求月份', '组织编码', '品类编码', '物料编码', '需求数量', '库存', '在途', '合同剩余量', '需求日期'];
const CONSUME_HEADERS = ['组织编码', '物料编码', '年月', '预估消耗量', '实际消耗量', '备注'];

describe.each(eachDatabase)('[%s] demand imports within the importer’s scope', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  // 王建华: purchase manager of the BU01 companies (101001 …), not of BU02's 201001.
  let manager = '';

  async function check(token: string, base: string, rows: (string | number)[][]): Promise<ImportCheckSummary> {
    const { payload, headers } = multipartFile('导入.xlsx', await workbookOf('导入', rows));
    const response = await app.inject({ method: 'POST', url: `${API}/${base}/import/check`, headers: { ...headers, authorization: `Bearer ${token}` }, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<ImportCheckSummary>>().data;
  }
  const commit = (token: string, base: string, checkId: string) =>
    app.inject({ method: 'POST', url: `${API}/${base}/import/runs/${checkId}/commit`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, manager] = await signInAll(app, 'admin', 'wangjianhua');
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses month plan rows of another company by row, and commits the admin’s with exact figures', async () => {
    const rows = [MONTH_HEADERS, ['2033-02', '101001', '100101', '1001010001', '1000.125', '200', '50.5', '300.333', ''], ['2033-02', '201001', '100101', '1001010001', '10', '', '', '', '']];
    const refused = await check(manager, 'month-demand-item', rows);
    expect(refused, JSON.stringify(refused)).toMatchObject({ status: 'checked', valid: 1, invalid: 1 });
    expect(refused.errors).toEqual(['第3行：您暂无该组织的权限']);
    expect((await commit(manager, 'month-demand-item', refused.checkId)).statusCode).toBe(400);
    const plans = () => database().db.select({ value: count() }).from(demMonthDemand).where(eq(demMonthDemand.yearMonth, '2033-02'));
    expect((await plans())[0]?.value).toBe(0);

    const accepted = await check(admin, 'month-demand-item', rows);
    expect(accepted, JSON.stringify(accepted)).toMatchObject({ status: 'checked', valid: 2, invalid: 0 });
    expect((await commit(admin, 'month-demand-item', accepted.checkId)).statusCode).toBe(200);
    expect((await plans())[0]?.value).toBe(2);
    const [item] = await database()
      .db.select({ suggested: demMonthDemandItem.suggestedPurchase })
      .from(demMonthDemandItem)
      .innerJoin(demMonthDemand, eq(demMonthDemand.id, demMonthDemandItem.demandId))
      .where(and(eq(demMonthDemand.orgCode, '101001'), eq(demMonthDemand.yearMonth, '2033-02')));
    expect(item?.suggested).toBe('449.292');
  });

  it('refuses estimated consumption of another company', async () => {
    const summary = await check(manager, 'dem/estimate-consume', [CONSUME_HEADERS, ['201001', '1001010001', '2033-03', '12.5', '', '']]);
    // The run's status first: a failed check has no row errors, and its message says why.
    expect(summary, JSON.stringify(summary)).toMatchObject({ status: 'checked', invalid: 1 });
    expect(summary.errors).toEqual(['第2行：您暂无该组织的权限']);
    expect((await commit(manager, 'dem/estimate-consume', summary.checkId)).statusCode).toBe(400);
    const written = await database().db.select({ value: count() }).from(demEstimateConsume).where(eq(demEstimateConsume.yearMonth, '2033-03'));
    expect(written[0]?.value).toBe(0);
  });
});
