/**
 * Multilateral trade (issue 26, part G3) on both databases: the seeded lists (POST page, an unknown
 * filter refused in Chinese), calculate with its chain checks, save, commit (a draft or at once),
 * cancel, the movements with their limits, and the figures exactly as trade-figures.ts computes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, MultiTradeBody, MultiTradeCalculation, MultiTradeDetail, MultiTradeSaved, PickApplySaved } from '../src/api/index.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const BASE = '/gateway/material/api/v1/multi-trade';
const APPLY = '/gateway/material/api/v1/pick-apply';
const CORN = '1001010002';

const tradeBody = (overrides: Partial<MultiTradeBody> = {}): MultiTradeBody => ({
  matCode: CORN,
  quantity: '2000',
  basePrice: '2350.5',
  tradeDate: '2026-11-20',
  legs: [
    { sellerOrgCode: '301001', buyerOrgCode: '301002', priceWithTax: '2380', taxRate: '9' },
    { sellerOrgCode: '301002', buyerOrgCode: '302001', priceWithTax: '2410.125', taxRate: '9' },
  ],
  ...overrides,
});

describe.each(eachDatabase)('[%s] multilateral trade', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let supplier: string;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;
  const refusal = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, (response.json() as ErrorEnvelope).message];
  const detail = async (id: number) => data<MultiTradeDetail>(await call(admin, 'GET', `${BASE}/detail?id=${id}`));

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, supplier] = await signInAll(app, 'admin', 'supplier1');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded trades, commerce sides, legs and movements on POST page', async () => {
    for (const path of ['', '/commerce', '/detail-list', '/arrive', '/outfactory']) {
      const page = await call(admin, 'POST', `${BASE}${path}/page`, { page: 1, pageSize: 50 });
      expect(page.statusCode, page.body).toBe(200);
      expect(data<{ total: number }>(page).total, path).toBeGreaterThan(0);
    }
    const trades = data<{ total: number; result: { status: string; legCount: number }[] }>(await call(admin, 'POST', `${BASE}/page`, { page: 1, pageSize: 100 }));
    expect(trades.total).toBeGreaterThanOrEqual(20);
    expect(new Set(trades.result.map((row) => row.status))).toEqual(new Set(['draft', 'committed', 'canceled', 'finished']));
    expect(Math.max(...trades.result.map((row) => row.legCount))).toBeGreaterThanOrEqual(3);
    const unknown = await call(admin, 'POST', `${BASE}/page`, { page: 1, nosuchField: 1 });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as ErrorEnvelope).message).toMatch(/\p{Script=Han}/u);
    expect((await call(supplier, 'POST', `${BASE}/page`, { page: 1 })).statusCode).toBe(403);
  });

  it('calculates a chain exactly and refuses a broken one in Chinese', async () => {
    const calculated = await call(admin, 'POST', `${BASE}/calculate`, tradeBody({ legs: [...tradeBody().legs, { sellerOrgCode: '302001', buyerOrgCode: '302002', priceWithTax: '2400', taxRate: '9' }] }));
    expect(calculated.statusCode, calculated.body).toBe(200);
    const figures = data<MultiTradeCalculation>(calculated);
    expect(figures.legs.map((leg) => [leg.legNo, leg.sellerOrgName, leg.buyerOrgName, leg.amount, leg.margin])).toEqual([
      [1, '大连粮食贸易有限公司', '锦州粮食贸易有限公司', '4760000.00', '59000.00'],
      [2, '锦州粮食贸易有限公司', '广州粮食贸易有限公司', '4820250.00', '60250.00'],
      [3, '广州粮食贸易有限公司', '防城港粮食贸易有限公司', '4800000.00', '-20250.00'],
    ]);
    expect(figures.totalMargin).toBe('99000.00');

    const [first, second] = tradeBody().legs;
    const cases: [Partial<MultiTradeBody>, string][] = [
      [{ legs: [first!] }, '多边贸易至少需要三家公司（两段）'],
      [{ legs: [first!, { ...second!, sellerOrgCode: '302001', buyerOrgCode: '302002' }] }, '第1段的买方须是下一段的卖方：贸易链须首尾相接'],
      [{ legs: [first!, { ...second!, buyerOrgCode: '301001' }] }, '公司301001在贸易链中出现多次'],
      [{ legs: [{ ...first!, buyerOrgCode: '202001' }, { ...second!, sellerOrgCode: '202001' }] }, '卖方202001不是贸易公司'],
      [{ legs: [first!, { ...second!, buyerOrgCode: 'NOPE' }] }, '公司NOPE不存在或不是公司级组织'],
      [{ matCode: 'NOPE' }, '物料NOPE不存在或已停用'],
      [{ quantity: '0' }, '贸易数量须大于0'],
    ];
    for (const [change, message] of cases) expect(refusal(await call(admin, 'POST', `${BASE}/calculate`, tradeBody(change))), message).toEqual([400, message]);
    const english = await call(admin, 'POST', `${BASE}/calculate`, tradeBody({ legs: [first!] }), { 'accept-language': 'en' });
    expect(english.json()).toMatchObject({ errorCode: 'trade.tooFewLegs', message: 'A multilateral trade needs at least three companies (two legs)' });
    expect((await call(supplier, 'POST', `${BASE}/calculate`, tradeBody())).statusCode).toBe(403);
  });

  it('saves a draft, commits it recalculated, and commits a new trade at once', async () => {
    const saved = await call(admin, 'POST', `${BASE}/save`, tradeBody({ remark: '草稿' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = data<MultiTradeSaved>(saved);
    expect(draft.tradeNo).toMatch(/^DB\d{6}\d{5}$/);
    let trade = await detail(draft.id);
    expect(trade).toMatchObject({ status: 'draft', orgCode: '301001', finalOrgCode: '302001', legCount: 2, totalMargin: '119250.00', quantity: '2000.000', actions: ['edit', 'commit', 'cancel'] });

    const stale = await call(admin, 'POST', `${BASE}/commit`, { ...tradeBody(), id: draft.id, version: draft.version + 5 });
    expect(stale.statusCode).toBe(409);
    const committed = await call(admin, 'POST', `${BASE}/commit`, { ...tradeBody({ quantity: '1000' }), id: draft.id, version: trade.version });
    expect(committed.statusCode, committed.body).toBe(200);
    trade = await detail(draft.id);
    expect(trade).toMatchObject({ status: 'committed', tradeNo: draft.tradeNo, quantity: '1000.000', totalMargin: '59625.00', committedBy: 'admin' });
    expect(trade.legs.map((leg) => [leg.legNo, leg.amount])).toEqual([[1, '2380000.00'], [2, '2410125.00']]);
    const again = await call(admin, 'POST', `${BASE}/save`, { ...tradeBody(), id: draft.id, version: trade.version });
    expect(refusal(again)).toEqual([422, `多边贸易${draft.tradeNo}当前状态为“已提交”，不能修改`]);

    const direct = data<MultiTradeSaved>(await call(admin, 'POST', `${BASE}/commit`, tradeBody()));
    expect((await detail(direct.id)).status).toBe('committed');
    const commerce = data<{ total: number; result: { side: string; orgCode: string; margin: string }[] }>(
      await call(admin, 'POST', `${BASE}/commerce/page`, { page: 1, pageSize: 10, tradeNo: direct.tradeNo }),
    );
    expect(commerce.result.map((row) => [row.side, row.orgCode, row.margin]).sort()).toEqual(
      [['buy', '301002', '0.00'], ['buy', '302001', '0.00'], ['sell', '301001', '59000.00'], ['sell', '301002', '60250.00']].sort(),
    );
  });

  it('cancels a draft or a committed trade without pick applies', async () => {
    const draft = data<MultiTradeSaved>(await call(admin, 'POST', `${BASE}/save`, tradeBody()));
    const canceled = await call(admin, 'POST', `${BASE}/cancel`, { id: draft.id, version: draft.version });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await detail(draft.id)).status).toBe('canceled');
    expect(refusal(await call(admin, 'POST', `${BASE}/cancel`, { id: draft.id, version: draft.version + 1 }))).toEqual([422, `多边贸易${draft.tradeNo}当前状态为“已取消”，不能取消`]);

    const held = data<MultiTradeSaved>(await call(admin, 'POST', `${BASE}/commit`, tradeBody()));
    const apply = await call(admin, 'POST', `${APPLY}/save`, { tradeId: held.id, applyDate: '2026-11-21', lines: [{ quantity: '100' }] });
    expect(apply.statusCode, apply.body).toBe(200);
    expect(data<PickApplySaved>(apply).applyNo).toMatch(/^TS\d{11}$/);
    const version = (await detail(held.id)).version;
    expect(refusal(await call(admin, 'POST', `${BASE}/cancel`, { id: held.id, version }))).toEqual([422, `多边贸易${held.tradeNo}已有提货申请，不能取消`]);
    expect((await call(admin, 'POST', `${BASE}/cancel`, { id: 999999999, version: 0 })).statusCode).toBe(404);
  });

  it('keeps a buyer to the trades of their orgs and categories', async () => {
    const [buyer] = await signInAll(app, 'huangtao');
    const fromZhanjiang = tradeBody({
      legs: [
        { sellerOrgCode: '102004', buyerOrgCode: '302001', priceWithTax: '2380', taxRate: '9' },
        { sellerOrgCode: '302001', buyerOrgCode: '301002', priceWithTax: '2400', taxRate: '9' },
      ],
    });
    expect(refusal(await call(buyer!, 'POST', `${BASE}/commit`, fromZhanjiang))).toEqual([403, '您暂无该组织的权限']);
    const outside = data<MultiTradeSaved>(await call(admin, 'POST', `${BASE}/save`, fromZhanjiang));
    expect((await call(buyer!, 'GET', `${BASE}/detail?id=${outside.id}`)).statusCode).toBe(404);
    expect(refusal(await call(buyer!, 'POST', `${BASE}/cancel`, { id: outside.id, version: outside.version }))).toEqual([404, '多边贸易不存在或无权查看']);
    const own = await call(buyer!, 'POST', `${BASE}/save`, tradeBody());
    expect(own.statusCode, own.body).toBe(200);
    const rows = data<{ result: { orgCode: string }[] }>(await call(buyer!, 'POST', `${BASE}/page`, { page: 1, pageSize: 100 })).result;
    expect(rows.some((row) => row.orgCode === '102004')).toBe(false);
  });

  it('records out-factory and arrive movements within their limits', async () => {
    const draft = data<MultiTradeSaved>(await call(admin, 'POST', `${BASE}/save`, tradeBody({ quantity: '100' })));
    const move = (body: Record<string, unknown>) => call(admin, 'POST', `${BASE}/movement/save`, { tradeId: draft.id, plateNo: '辽B62731', movedTime: '2026-11-21T08:00:00+08:00', ...body });
    expect(refusal(await move({ kind: 'outfactory', quantity: '10' }))).toEqual([422, `多边贸易${draft.tradeNo}未提交，不能登记出厂或到货`]);
    const trade = await detail(draft.id);
    await call(admin, 'POST', `${BASE}/commit`, { ...tradeBody({ quantity: '100' }), id: draft.id, version: trade.version });

    expect(refusal(await move({ kind: 'arrive', quantity: '1' }))).toEqual([400, '到货数量合计超过已出厂数量，剩余可到货0.000']);
    expect((await move({ kind: 'outfactory', quantity: '60.5' })).statusCode).toBe(200);
    expect(refusal(await move({ kind: 'outfactory', quantity: '40' }))).toEqual([400, '出厂数量合计超过贸易数量，剩余可出厂39.500']);
    expect((await move({ kind: 'arrive', quantity: '60' })).statusCode).toBe(200);
    expect(refusal(await move({ kind: 'arrive', quantity: '0.6' }))).toEqual([400, '到货数量合计超过已出厂数量，剩余可到货0.500']);
    expect(await detail(draft.id)).toMatchObject({ outfactoryQuantity: '60.500', arriveQuantity: '60.000' });

    const arrive = data<{ result: { orgCode: string; quantity: string }[] }>(await call(admin, 'POST', `${BASE}/arrive/page`, { page: 1, tradeNo: draft.tradeNo }));
    expect(arrive.result).toMatchObject([{ orgCode: '302001', quantity: '60.000' }]);
    const out = data<{ result: { orgCode: string; quantity: string }[] }>(await call(admin, 'POST', `${BASE}/outfactory/page`, { page: 1, tradeNo: draft.tradeNo }));
    expect(out.result).toMatchObject([{ orgCode: '301001', quantity: '60.500' }]);
    expect(refusal(await move({ kind: 'outfactory', quantity: '1', movedTime: 'yesterday!' }))).toEqual([400, '出厂或到货时间有误']);
    // All of it arrived: the trade is finished.
    expect((await move({ kind: 'outfactory', quantity: '39.5' })).statusCode).toBe(200);
    expect((await move({ kind: 'arrive', quantity: '40' })).statusCode).toBe(200);
    expect(await detail(draft.id)).toMatchObject({ status: 'finished', arriveQuantity: '100.000', actions: [] });
  });
});
