/**
 * The demand masters (issue 23, part 3) on both databases: the seeded pages of estimated consumption and
 * small-material prices; an unknown filter key 400; the saves' rules answered in Chinese (4xx); an import
 * of good rows commits and one of bad rows is refused with 第N行： problems; the raw-material demand of the
 * feed targets in exact decimals; a budget letter's attachment follows the letter's org scope.
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemandMasterSaved, Envelope, FeedRawDemand, FileInfo, ImportCheckSummary, PageData, SmallMaterialPriceRow } from '../src/api/index.js';
import { demFeedInclusionRate, demFeedTargetSale } from '../src/db/tables/demand-masters.js';
import { sysMaterial } from '../src/db/tables/lookups.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/gateway/demand/api/v1';

function multipart(content: Buffer, name: string, fields: Record<string, string> = {}) {
  const boundary = `----srmDemand${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([key, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  const payload = Buffer.concat([
    ...fieldParts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="file.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function workbook(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(eachDatabase)('[%s] demand masters', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  let buyer = '';
  let packaging = '';
  let grain = '';

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url: `${API}${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, buyer] = await signInAll(app, 'admin', 'buyer');
    const [bag] = await database().db.select({ matCode: sysMaterial.matCode }).from(sysMaterial).where(and(eq(sysMaterial.isLittle, 1), eq(sysMaterial.status, 'Active'))).limit(1);
    const [corn] = await database().db.select({ matCode: sysMaterial.matCode }).from(sysMaterial).where(eq(sysMaterial.isLittle, 0)).limit(1);
    packaging = bag?.matCode ?? '';
    grain = corn?.matCode ?? '';
  });

  afterAll(async () => {
    await app.close();
  });

  it('pages the seeded consumption and prices; refuses an unknown filter key', async () => {
    const consume = await call(admin, 'GET', '/dem/estimate-consume/page?yearMonth.equals=2026-11&pageSize=50');
    expect(consume.statusCode, consume.body).toBe(200);
    const page = consume.json<Envelope<PageData<{ yearMonth: string; estimatedQuantity: string }>>>().data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.result.every((row) => row.yearMonth === '2026-11')).toBe(true);
    const prices = await call(admin, 'GET', '/small-material-price/page');
    expect(prices.statusCode, prices.body).toBe(200);
    expect(prices.json<Envelope<PageData<SmallMaterialPriceRow>>>().data.result[0]).toMatchObject({ supplierSn: expect.stringMatching(/^S/), price: expect.any(String) });
    const summary = await call(admin, 'GET', '/small-material-price/summary');
    const first = summary.json<Envelope<{ minPrice: string; maxPrice: string; count: number }[]>>().data[0];
    expect(Number(first?.minPrice)).toBeLessThanOrEqual(Number(first?.maxPrice));
    const years = await call(admin, 'GET', '/dem/year-consume/page?year.equals=2026');
    expect(years.json<Envelope<PageData<{ months: number }>>>().data.result[0]?.months).toBe(2);
    const unknown = await call(admin, 'GET', '/dem/estimate-consume/page?colour.equals=red');
    expect(unknown.statusCode).toBe(400);
  });

  it('answers the saves\' rules in Chinese', async () => {
    const notSmall = await call(admin, 'POST', '/small-material-price/save', { orgCode: '101001', supplierSn: 'S0001', matCode: grain, price: '1.5', validFrom: '2026-01-01', validTo: '2026-12-31' });
    expect(notSmall.statusCode).toBe(400);
    expect(notSmall.json<Envelope<null>>().message).toBe(`物料 ${grain} 不是小宗物料（包装物或预混料）`);
    const badPeriod = await call(admin, 'POST', '/small-material-price/save', { orgCode: '101001', supplierSn: 'S0001', matCode: packaging, price: '0', validFrom: '2026-02-01', validTo: '2026-01-01' });
    expect(badPeriod.json<Envelope<null>>().message).toBe('单价须大于0，最多4位小数；价格有效期止不能早于有效期起');
    const saved = await call(admin, 'POST', '/small-material-price/save', { orgCode: '101001', supplierSn: 'S0002', matCode: packaging, price: '2.3456', validFrom: '2027-01-01', validTo: '2027-06-30' });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await call(admin, 'POST', '/small-material-price/save', { orgCode: '101001', supplierSn: 'S0002', matCode: packaging, price: '2.5', validFrom: '2027-01-01', validTo: '2027-06-30' });
    expect(again.json<Envelope<null>>().message).toBe('该组织、供应商、物料在同一起始日期已有价格');

    const rules = await call(admin, 'POST', '/dem/small-material-rule/save-batch', { rules: [{ orgCode: '101001', matCode: packaging, safetyStock: '100', reorderPoint: '50', leadTimeDays: 5 }, { orgCode: 'NOPE', matCode: packaging, safetyStock: '1', reorderPoint: '1', leadTimeDays: 1 }] });
    expect(rules.statusCode).toBe(400);
    const good = await call(admin, 'POST', '/dem/small-material-rule/save-batch', { rules: [{ orgCode: '101001', matCode: packaging, safetyStock: '100.5', reorderPoint: '150', leadTimeDays: 5 }] });
    expect(good.statusCode, good.body).toBe(200);
    const detail = await call(admin, 'GET', `/dem/small-material-rule/query-detail?orgCode=101001&matCode=${packaging}`);
    expect(detail.json<Envelope<{ safetyStock: string }>>().data.safetyStock).toMatch(/^100\.50*$/);
    const below = await call(admin, 'POST', '/dem/small-material-rule/save-batch', { rules: [{ orgCode: '101001', matCode: packaging, safetyStock: '100', reorderPoint: '50', leadTimeDays: 5 }] });
    expect(below.json<Envelope<null>>().message).toBe('第1行：再订货点不能小于安全库存');

    const consume = await call(admin, 'POST', '/dem/estimate-consume/save', { orgCode: '101001', matCode: grain, yearMonth: '2027-05', estimatedQuantity: '-1' });
    expect(consume.json<Envelope<null>>().message).toBe('数量须为不小于0、最多3位小数的数字');
    const feed = await call(admin, 'POST', '/dem/feed-target-sale/save', { orgCode: 'XX', yearMonth: '2027-05', feedKind: 'pig', tonnes: '10' });
    expect(feed.json<Envelope<null>>().message).toBe('组织编码XX不存在');
  });

  it('imports good rows and refuses bad ones with their row numbers', async () => {
    const upload = async (rows: string[][]) => {
      const { payload, headers } = multipart(await workbook(rows), 'file');
      const checked = await app.inject({ method: 'POST', url: `${API}/dem/feed-target-sale/import/check`, headers: { ...headers, authorization: `Bearer ${admin}` }, payload });
      return checked.json<Envelope<ImportCheckSummary>>().data;
    };
    const header = ['组织编码', '年月', '饲料类别', '销量（吨）', '备注'];
    const good = await upload([header, ['101001', '2027-03', '猪料', '1234.567', ''], ['101001', '2027-03', '反刍料', '88', '']]);
    const committed = await app.inject({ method: 'POST', url: `${API}/dem/feed-target-sale/import/runs/${good.checkId}/commit`, headers: { authorization: `Bearer ${admin}` } });
    expect(committed.statusCode, committed.body).toBe(200);
    // The run's outcome first: a failed commit answers 200 with status failed and its message.
    expect(committed.json<Envelope<ImportCheckSummary>>().data, committed.body).toMatchObject({ status: 'committed', imported: 2 });
    const rows = await database().db.select({ tonnes: demFeedTargetSale.tonnes }).from(demFeedTargetSale).where(and(eq(demFeedTargetSale.orgCode, '101001'), eq(demFeedTargetSale.yearMonth, '2027-03')));
    expect(rows.map((row) => Number(row.tonnes)).sort((a, b) => a - b)).toEqual([88, 1234.567]);

    expect(good).toMatchObject({ status: 'checked', valid: 2, invalid: 0 });
    const bad = await upload([header, ['ZZ9', '2027-13', '猪料', '10', ''], ['101001', '2027-04', '鱼料', '5', '']]);
    expect(bad).toMatchObject({ status: 'checked', invalid: 2 });
    expect(bad.errors[0]).toBe('第2行：组织编码ZZ9不存在；年月须为yyyy-MM格式，如2026-11');
    const refused = await app.inject({ method: 'POST', url: `${API}/dem/feed-target-sale/import/runs/${bad.checkId}/commit`, headers: { authorization: `Bearer ${admin}` } });
    expect(refused.statusCode).toBe(400);
  });

  it('derives the raw-material demand of the targets exactly', async () => {
    const { db } = database();
    await db.insert(demFeedTargetSale).values([
      { orgCode: '103003', yearMonth: '2027-06', feedKind: 'pig', tonnes: '333.333' },
      { orgCode: '103003', yearMonth: '2027-06', feedKind: 'poultry', tonnes: '0.1' },
    ]);
    const rates = await db.select().from(demFeedInclusionRate);
    const answer = await call(admin, 'GET', '/dem/feed-target-sale/raw-demand?orgCode=103003&yearMonth=2027-06');
    expect(answer.statusCode, answer.body).toBe(200);
    const demand = answer.json<Envelope<FeedRawDemand>>().data;
    const corn = rates.find((rate) => rate.feedKind === 'pig' && rate.inclusionRate.startsWith('62.5'));
    const row = demand.rows.find((item) => item.matCode === corn?.matCode);
    // 333.333 × 62.5 % + 0.1 × 58.3 % = 208.333125 + 0.0583
    expect(row?.quantity).toBe('208.391425');
    const outside = await call(buyer, 'GET', '/dem/feed-target-sale/raw-demand?orgCode=103003&yearMonth=2027-06');
    expect(outside.statusCode).toBe(403);
  });

  it('keeps a budget letter\'s attachment within the letter\'s org scope', async () => {
    const { payload, headers } = multipart(Buffer.from('%PDF-1.4\n%%EOF\n'), 'multipartFile', { bizType: 'budgetLetter' });
    const uploaded = await app.inject({ method: 'POST', url: '/gateway/system/file/upload', headers: { ...headers, authorization: `Bearer ${admin}` }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json<Envelope<FileInfo>>().data;
    const saved = await call(admin, 'POST', '/dem/budget-letter/save', { year: 2027, orgCode: '103001', amount: '8800000.50', fileId: file.id });
    expect(saved.statusCode, saved.body).toBe(200);
    const letter = saved.json<Envelope<DemandMasterSaved>>().data;
    const twice = await call(admin, 'POST', '/dem/budget-letter/save', { year: 2027, orgCode: '103001', amount: '1' });
    expect(twice.json<Envelope<null>>().message).toBe('组织103001已有2027年度预算函');
    const listed = await call(admin, 'GET', `/dem/budget-letter/page?year.equals=2027`);
    expect(listed.json<Envelope<PageData<{ id: number; amount: string }>>>().data.result.find((row) => row.id === letter.id)?.amount).toMatch(/^8800000\.50?$/);
    const mine = await app.inject({ method: 'GET', url: `/gateway/system/file?bizType=budgetLetter&bizKey=${letter.id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(file.id);
    const foreign = await app.inject({ method: 'GET', url: `/gateway/system/file?bizType=budgetLetter&bizKey=${letter.id}`, headers: { authorization: `Bearer ${buyer}` } });
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
  });
});
