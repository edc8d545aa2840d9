/**
 * 行情指数, wfdata, resource work-top and dashboard (issue 27, part R2) on both databases: the seeded
 * series on the list (an unknown filter key → 400), the import's check with bad rows and a duplicate of a
 * stored value (counts.duplicates), uploadInsert writing a draft batch the series does not show, submit
 * putting it into the series (replacing the stored value; twice → 409), each wfdata analysis's figures on
 * the submitted rows, their range errors, and work-top and dashboard within a limited user's scope.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { multipartFile, sheetRowsOf, workbookOf } from './helpers/workbooks.js';
import type { Envelope, ImportCheckSummary, LoginInfo, PageData } from '../src/api/index.js';
import type { DashboardSummary, MarketIndex, MarketIndexBatchRow, MarketIndexValueRow, TrendResult, WorkTopResult } from '../src/api/market-index.js';
import { dataScopeFor, loadAccess } from '../src/core/access.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { DEMO_MARKET_INDICES } from '../src/db/seeds/market-index.js';
import { buildServer, type GatewayApp } from '../src/server.js';

const API = '/report/api/v1';
const HEADERS = ['指数编码', '指数名称', '单位', '地区', '日期', '数值'];

describe.each(eachDatabase)('[%s] market index', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  async function signIn(account: string): Promise<string> {
    const password = DEMO_USERS.find((user) => user.account === account)?.password ?? '';
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }
  const auth = (account: string) => ({ authorization: `Bearer ${tokens.get(account) ?? ''}` });
  const get = (account: string, url: string) => app.inject({ method: 'GET', url: `/gateway${API}${url}`, headers: auth(account) });
  const post = (account: string, url: string, payload?: unknown) => app.inject({ method: 'POST', url: `/gateway${API}${url}`, headers: auth(account), ...(payload === undefined ? {} : { payload: payload as object }) });
  async function check(rows: readonly (readonly (string | number)[])[]): Promise<ImportCheckSummary> {
    const { payload, headers } = multipartFile('行情指数.xlsx', await workbookOf('行情指数', [HEADERS, ...rows]));
    const response = await app.inject({ method: 'POST', url: `/gateway${API}/market-index/uploadCheck`, headers: { ...headers, ...auth('admin') }, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<ImportCheckSummary>>().data;
  }
  const page = async <Row>(url: string) => {
    const response = await get('admin', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<PageData<Row>>>().data;
  };
  const trend = async (analysis: string, body: object) => post('lina', `/wfdata/${analysis}`, body);
  const valuesOf = (result: TrendResult, key: string) => result.series.find((series) => series.key === key)?.points.map((point) => point.value);

  let latestDay = '';

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'lina', 'wangjianhua', 'buyer']) tokens.set(account, await signIn(account));
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded series and batches, and refuses an unknown filter key', async () => {
    const values = await page<MarketIndexValueRow>('/market-index/page?pageSize=50');
    expect(values.total).toBeGreaterThan(1000);
    expect(values.result[0]).toMatchObject({ unit: '元/吨', batchNo: expect.stringMatching(/^HQ\d{6}\d{5}$/) });
    latestDay = values.result[0]?.dataDate ?? '';
    const corn = await page<MarketIndexValueRow>(`/market-index/page?indexCode.equals=YM-DLG&dataDate.equals=${latestDay}`);
    expect(corn.result.map((row) => [row.indexName, row.place]).sort()).toEqual([
      ['玉米大连港平舱价', '大连港'],
      ['玉米大连港平舱价', '鲅鱼圈港'],
    ]);
    const posted = await post('admin', '/market-index/page', { 'indexName.contains': '豆粕', pageSize: 5 });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json<Envelope<PageData<MarketIndexValueRow>>>().data.result.every((row) => row.indexName.includes('豆粕'))).toBe(true);
    expect((await get('admin', '/market-index/page?nonsense.equals=1')).statusCode).toBe(400);
    const batches = await page<MarketIndexBatchRow>('/market-index/batch/page');
    expect(batches.result.map((row) => row.status).sort()).toEqual(['draft', 'submitted']);
    const indices = await get('lina', '/market-index/indices');
    expect(indices.json<Envelope<MarketIndex[]>>().data.map((row) => row.indexCode)).toEqual(DEMO_MARKET_INDICES.map((index) => index.indexCode));
    expect((await get('buyer', '/market-index/indices')).statusCode).toBe(403);
  });

  it('offers the template with the six columns', async () => {
    const response = await get('admin', '/market-index/template');
    expect(response.statusCode).toBe(200);
    expect((await sheetRowsOf(response.rawPayload))[0]?.map((cell) => cell.replace(/\*$/, ''))).toEqual(HEADERS);
  });

  it('names bad rows at the check and counts the duplicates of stored values', async () => {
    const summary = await check([
      ['YM-DLG', '玉米大连港平舱价', '元/吨', '大连港', latestDay, 2600],
      ['T-X', '测试指数', '元/吨', '甲', '2020-01-02', 'abc'],
      ['T-X', '测试指数', '元/吨', '甲', '2020-01-03', 100.12345],
      ['T-X', '测试指数', '元/吨', '乙', '2020-01-03', 100],
      ['T-X', '测试指数', '元/吨', '乙', '2020-01-03', 101],
      ['YM-DLG', '玉米港口价', '元/吨', '大连港', '2020-01-03', 100],
    ]);
    expect(summary).toMatchObject({ status: 'checked', total: 6, valid: 2, invalid: 4, counts: { duplicates: 1 } });
    expect(summary.errors).toHaveLength(4);
    expect(summary.errors[0]).toMatch(/^第3行：/);
    expect(summary.errors[2]).toMatch(/^第6行：.*与第5行重复/);
    expect(summary.errors[3]).toBe('第7行：指数编码YM-DLG已存在，其名称为“玉米大连港平舱价”');
    expect((await post('admin', `/market-index/uploadInsert?checkId=${summary.checkId}`)).statusCode).toBe(400);
  });

  it('inserts a draft batch the series does not show, submits it into the series, and refuses a second submit', async () => {
    const rows = [
      ['T-A', '测试指数甲', '元/吨', '甲', '2020-01-02', 100.5],
      ['T-A', '测试指数甲', '元/吨', '乙', '2020-01-02', 101.5],
      ['T-A', '测试指数甲', '元/吨', '甲', '2020-01-03', 102],
      ['T-A', '测试指数甲', '元/吨', '乙', '2020-01-03', 104],
      ['T-B', '测试指数乙', '元/吨', '甲', '2020-01-02', 110],
      ['T-B', '测试指数乙', '元/吨', '甲', '2020-01-03', '109.25'],
      ['YM-DLG', '玉米大连港平舱价', '元/吨', '大连港', latestDay, '2999.9'],
    ];
    const summary = await check(rows);
    expect(summary).toMatchObject({ status: 'checked', total: 7, valid: 7, invalid: 0, counts: { duplicates: 1 } });
    const inserted = await post('admin', `/market-index/uploadInsert?checkId=${summary.checkId}`);
    expect(inserted.statusCode, inserted.body).toBe(200);
    expect(inserted.json()).toMatchObject({ message: '导入成功，已生成草稿批次，共7行，提交后生效', data: { status: 'committed', imported: 7, counts: { duplicates: 1 } } });
    const [batch] = (await page<MarketIndexBatchRow>('/market-index/batch/page?status.equals=draft&fileName.equals=行情指数.xlsx')).result;
    expect(batch).toMatchObject({ status: 'draft', rowCount: 7, duplicateCount: 1, fileName: '行情指数.xlsx', version: 0 });
    expect((await page<MarketIndexValueRow>('/market-index/page?indexCode.equals=T-A')).total).toBe(0);
    expect((await trend('averagePriceChange', { startDate: '2020-01-01', endDate: '2020-01-05', indexCodes: ['T-A'] })).json()).toMatchObject({ code: 400, message: '指数不存在' });

    const submitted = await post('admin', `/market-index/batch/${batch?.id}/submit`, { version: 0 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ message: '提交成功', data: { rows: 7 } });
    const series = await page<MarketIndexValueRow>('/market-index/page?indexCode.equals=T-A');
    const byDayAndPlace = (a: MarketIndexValueRow, b: MarketIndexValueRow) => (a.dataDate === b.dataDate ? (a.place < b.place ? -1 : 1) : a.dataDate < b.dataDate ? 1 : -1);
    expect([...series.result].sort(byDayAndPlace).map((row) => [row.dataDate, row.place, row.value, row.batchNo])).toEqual([
      ['2020-01-03', '乙', '104.0000', batch?.batchNo],
      ['2020-01-03', '甲', '102.0000', batch?.batchNo],
      ['2020-01-02', '乙', '101.5000', batch?.batchNo],
      ['2020-01-02', '甲', '100.5000', batch?.batchNo],
    ]);
    const replaced = await page<MarketIndexValueRow>(`/market-index/page?indexCode.equals=YM-DLG&place.equals=大连港&dataDate.equals=${latestDay}`);
    expect(replaced.result.map((row) => row.value)).toEqual(['2999.9000']);
    const again = await post('admin', `/market-index/uploadsubmit?id=${batch?.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `批次${batch?.batchNo}已提交，不能重复提交` });
    expect((await post('admin', '/market-index/batch/999999/submit', { version: 0 })).statusCode).toBe(404);
    const indices = (await get('admin', '/market-index/indices')).json<Envelope<MarketIndex[]>>().data;
    expect(indices.find((row) => row.indexCode === 'T-B')).toEqual({ indexCode: 'T-B', indexName: '测试指数乙', categoryCode: null, unit: '元/吨' });
  });

  const range = { startDate: '2020-01-01', endDate: '2020-01-05', indexCodes: ['T-A', 'T-B'] };

  it('answers each wfdata analysis exactly', async () => {
    const average = (await trend('averagePriceChange', range)).json<Envelope<TrendResult>>().data;
    expect(average.dates).toEqual(['2020-01-02', '2020-01-03']);
    expect(valuesOf(average, 'T-A:avg')).toEqual(['101.00', '103.00']);
    expect(valuesOf(average, 'T-A:change')).toEqual([null, '2.00']);
    expect(valuesOf(average, 'T-B:avg')).toEqual(['110.00', '109.25']);
    expect(valuesOf(average, 'T-B:change')).toEqual([null, '-0.75']);
    const onePlace = (await trend('averagePriceChange', { ...range, places: ['乙'] })).json<Envelope<TrendResult>>().data;
    expect(valuesOf(onePlace, 'T-A:avg')).toEqual(['101.50', '104.00']);

    const changes = (await trend('changeTrend', range)).json<Envelope<TrendResult>>().data;
    expect(changes.series.map((series) => [series.key, series.points.map((point) => point.value)])).toEqual([
      ['T-A:乙', ['101.50', '104.00']],
      ['T-A:甲', ['100.50', '102.00']],
      ['T-B:甲', ['110.00', '109.25']],
    ]);
    const spread = (await trend('marketPriceSpread', range)).json<Envelope<TrendResult>>().data;
    expect(spread.series.map((series) => series.key)).toEqual(['T-B-T-A']);
    expect(valuesOf(spread, 'T-B-T-A')).toEqual(['9.00', '6.25']);
    const open = (await trend('openDataSpread', range)).json<Envelope<TrendResult>>().data;
    expect(valuesOf(open, 'T-A:spread')).toEqual(['1.00', '2.00']);
    expect(valuesOf(open, 'T-B:spread')).toEqual(['0.00', '0.00']);

    // Floating P/L: T-A given the corn category, against every open corn contract line (the analyst's … admin's scope).
    const { db } = database();
    await db.execute(sql`update mkt_index set category_code = '100101' where index_code = 'T-A'`);
    const expected = async (average: string) => {
      const result = await db.execute(sql`
        select coalesce(round(sum((${average}::numeric - l.price_with_tax) * greatest(l.quantity - l.executed_quantity, 0)), 2), 0)::numeric(18, 2)::text as pl
        from con_contract_line l join con_contract_head h on h.id = l.head_id
        where h.status in ('APPROVED', 'SENT', 'SIGN_SALE', 'SIGN_BUY', 'SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE') and h.category_code like '100101%' and l.quantity > l.executed_quantity`);
      return (result.rows[0] as { pl: string }).pl;
    };
    const profit = await post('admin', '/wfdata/floatingProfitLoss', range);
    expect(profit.statusCode, profit.body).toBe(200);
    const result = profit.json<Envelope<TrendResult>>().data;
    expect(result.series.map((series) => [series.key, series.unit])).toEqual([['T-A:pl', '元']]);
    expect(valuesOf(result, 'T-A:pl')).toEqual([await expected('101.00'), await expected('103.00')]);
  });

  it('refuses bad ranges, unknown indices and a spread of one index with 400', async () => {
    const cases: [string, object, string][] = [
      ['changeTrend', { ...range, startDate: '2020-01-06' }, '开始日期不能晚于结束日期'],
      ['changeTrend', { ...range, startDate: '2010-01-01' }, '日期范围不能超过1098天'],
      ['changeTrend', { ...range, endDate: '2020-02-30' }, '日期2020-02-30不存在'],
      ['openDataSpread', { ...range, indexCodes: ['T-A', 'NOPE'] }, '指数不存在'],
      ['marketPriceSpread', { ...range, indexCodes: ['T-A'] }, '请至少选择两个指数'],
    ];
    for (const [analysis, body, message] of cases) {
      const response = await trend(analysis, body);
      expect(response.statusCode, `${analysis} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await post('buyer', '/wfdata/changeTrend', range)).statusCode).toBe(403);
  });

  it('answers work-top and dashboard within the caller’s scope', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 1000 * 86_400_000).toISOString().slice(0, 10);
    const body = { startDate: start, endDate: today };
    const everything = (await post('admin', '/resource/work-top', body)).json<Envelope<WorkTopResult>>().data;
    expect(everything.regions.length).toBeGreaterThan(0);
    const quantities = everything.regions.map((region) => Number(region.quantity));
    expect([...quantities].sort((a, b) => b - a)).toEqual(quantities);
    expect((await post('lina', '/resource/work-top', body)).json()).toMatchObject({ data: { regions: [], totalQuantity: '0.000', totalAmount: '0.00' } });

    const { db } = database();
    const [manager] = (await db.execute(sql`select id from sys_user where account = 'wangjianhua'`)).rows as { id: number | string }[];
    const scope = dataScopeFor(await loadAccess(db, Number(manager?.id)), 'contract:list');
    const categories = scope.categoryCodes === 'all' ? null : [...scope.categoryCodes];
    const counted = await db.execute(sql`
      select count(*)::int as n from con_contract_head h
      where h.status in ('APPROVED', 'SENT', 'SIGN_SALE', 'SIGN_BUY', 'SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE', 'CLOSE')
        and coalesce(h.sign_date, (h.created_time at time zone 'Asia/Shanghai')::date) between ${start}::date and ${today}::date
        ${categories ? sql`and h.category_code in (${sql.join(categories.map((code) => sql`${code}`), sql`, `)})` : sql``}`);
    const limited = (await post('wangjianhua', '/resource/work-top', body)).json<Envelope<WorkTopResult>>().data;
    expect(limited.regions.reduce((sum, region) => sum + region.contractCount, 0)).toBe(Number((counted.rows[0] as { n: number }).n));

    const summary = (await get('admin', '/dashboard/summary')).json<Envelope<DashboardSummary>>().data;
    expect(summary.month).toMatch(/^\d{4}-\d{2}$/);
    expect(summary.pickProgress.plannedQuantity).toMatch(/^\d+\.\d{3}$/);
    const analyst = (await get('lina', '/dashboard/summary')).json<Envelope<DashboardSummary>>().data;
    expect(analyst).toEqual({ month: summary.month, contractAmountByCategory: [], pickProgress: { plannedQuantity: '0.000', pickedQuantity: '0.000', acceptedQuantity: '0.000', pickCount: 0, openPickCount: 0 } });
    const mine = (await get('wangjianhua', '/dashboard/summary')).json<Envelope<DashboardSummary>>().data;
    if (categories) for (const row of mine.contractAmountByCategory) expect(categories).toContain(row.categoryCode);
    expect(mine.contractAmountByCategory.reduce((sum, row) => sum + row.contractCount, 0)).toBeLessThanOrEqual(summary.contractAmountByCategory.reduce((sum, row) => sum + row.contractCount, 0));
  });
});
