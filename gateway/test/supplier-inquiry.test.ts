/**
 * 询价管理 (issue 22), on both databases: admin creates and publishes an inquiry to S0001 and S0002;
 * both supplier accounts quote; before the deadline the quotes are sealed (admin sees none, a supplier
 * only its own); a supplier not invited cannot quote; once the deadline has passed (moved into the past in
 * the database) quoting is closed, admin sees every quote with the lowest of each line flagged, and the
 * award creates a contract draft for the winner with the gateway's exact amounts, which the winner's
 * account then lists. Stale versions are 409 throughout.
 */
import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, InquiryAwarded, InquiryDetail, InquiryQuoteBody, InquirySaveBody, InquirySaved, LoginInfo } from '../src/api/index.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { DEMO_SUPPLIER_USERS, SUPPLIER_PASSWORD } from '../src/db/seeds/suppliers.js';
import { conContractHead, conContractLine } from '../src/db/tables/contract.js';
import { supSupplier } from '../src/db/tables/lookups.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const BASE = '/supplier/api/v1/inquiry';

describe.each(eachDatabase)('[%s] supplier inquiries', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  const call = (account: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url: `/gateway${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function detail(account: string, id: number): Promise<InquiryDetail> {
    const response = await call(account, 'GET', `${BASE}/detail?id=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<InquiryDetail>>().data;
  }

  async function expectFailure(response: Awaited<ReturnType<typeof call>>, status: number, message?: string): Promise<void> {
    expect(response.statusCode, response.body).toBe(status);
    if (message !== undefined) expect(response.json<ErrorEnvelope>().message).toBe(message);
  }

  const inOneDay = () => new Date(Date.now() + 86_400_000).toISOString();
  const draft = (supplierSns: string[]): InquirySaveBody => ({
    title: '测试玉米询价',
    orgCode: '101001',
    categoryCode: '1001',
    deadline: inOneDay(),
    remark: '两行',
    lines: [
      { matCode: '1001010001', quantity: '100', deliveryStart: '2027-01-01', deliveryEnd: '2027-01-31' },
      { matCode: '1001010002', quantity: '50.5' },
    ],
    supplierSns,
  });

  let inquiryId = 0;
  let lineIds: number[] = [];
  /** Qualified suppliers other than the two with accounts (for an inquiry supplier1 is not invited to). */
  let others: string[] = [];

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    tokens.set('admin', await signIn('admin', DEMO_USERS.find((user) => user.account === 'admin')?.password ?? ''));
    tokens.set('buyer', await signIn('buyer', DEMO_USERS.find((user) => user.account === 'buyer')?.password ?? ''));
    for (const user of DEMO_SUPPLIER_USERS) tokens.set(user.account, await signIn(user.account, SUPPLIER_PASSWORD));
    const rows = await database()
      .db.select({ sn: supSupplier.sn })
      .from(supSupplier)
      .where(and(eq(supSupplier.financialStatus, 3), notInArray(supSupplier.sn, ['S0001', 'S0002'])))
      .orderBy(asc(supSupplier.sn))
      .limit(2);
    others = rows.map((row) => row.sn);
  });

  afterAll(async () => {
    await app.close();
  });

  it('creates a draft (staff only, qualified suppliers only) and publishes it on its version', async () => {
    await expectFailure(await call('buyer', 'POST', `${BASE}/save`, draft(['S0001', 'S0002'])), 403);
    await expectFailure(await call('supplier1', 'POST', `${BASE}/save`, draft(['S0001', 'S0002'])), 403);
    const [unqualified] = await database().db.select({ sn: supSupplier.sn }).from(supSupplier).where(ne(supSupplier.financialStatus, 3)).limit(1);
    if (!unqualified) throw new Error('the seed has a supplier that is not qualified');
    await expectFailure(await call('admin', 'POST', `${BASE}/save`, draft(['S0001', unqualified.sn])), 400, `供应商 ${unqualified.sn} 不是合格供应商，不能邀请报价`);
    await expectFailure(await call('admin', 'POST', `${BASE}/save`, { ...draft(['S0001', 'S0002']), lines: [{ matCode: '1001010001', quantity: '0' }] }), 400, '第1行：询价数量须大于0且最多三位小数');

    const created = await call('admin', 'POST', `${BASE}/save`, draft(['S0001', 'S0002']));
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<Envelope<InquirySaved>>().data;
    expect(saved).toMatchObject({ status: 'draft', version: 0 });
    expect(saved.inquiryNo).toMatch(/^XJ\d{8}\d{3}$/);
    inquiryId = saved.id;

    const head = await detail('admin', inquiryId);
    expect(head.lines.map((line) => [line.lineNo, line.matCode, line.quantity, line.unitCode])).toEqual([
      [1, '1001010001', '100', 'T'],
      [2, '1001010002', '50.5', 'T'],
    ]);
    expect(head.lines[0]?.matName).toBeTruthy();
    expect(head.suppliers.map((row) => row.supplierSn)).toEqual(['S0001', 'S0002']);
    lineIds = head.lines.map((line) => line.id);
    // A supplier is never shown a draft.
    await expectFailure(await call('supplier1', 'GET', `${BASE}/detail?id=${inquiryId}`), 404);

    await expectFailure(await call('admin', 'POST', `${BASE}/publish`, { id: inquiryId, version: 5 }), 409);
    const published = await call('admin', 'POST', `${BASE}/publish`, { id: inquiryId, version: 0 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<Envelope<InquirySaved>>()).toMatchObject({ message: '发布成功', data: { status: 'published', version: 1 } });
    await expectFailure(await call('admin', 'POST', `${BASE}/publish`, { id: inquiryId, version: 1 }), 400);
    await expectFailure(await call('admin', 'POST', `${BASE}/save`, { ...draft(['S0001', 'S0002']), id: inquiryId, version: 1 }), 400);
  });

  it('takes each invited supplier’s quotes and keeps them sealed before the deadline', async () => {
    const [first, second] = lineIds;
    const quotes = (price1: string, price2: string, quantity2: string): InquiryQuoteBody => ({
      inquiryId,
      quotes: [
        { lineId: first!, priceWithTax: price1, quantity: '100', deliveryDate: '2099-01-10' },
        { lineId: second!, priceWithTax: price2, quantity: quantity2 },
      ],
    });
    await expectFailure(await call('supplier1', 'POST', `${BASE}/quote`, quotes('0', '1', '1')), 400, '第1行：含税单价须大于0且最多两位小数');
    await expectFailure(await call('supplier1', 'POST', `${BASE}/quote`, quotes('1', '1', '50.6')), 400, '第2行：报价数量不能超过询价数量50.5');
    // First a higher price, then the supplier's final one: the quote is replaced, not added.
    for (const body of [quotes('2700.00', '2600.10', '50.5'), quotes('2650.50', '2600.10', '50.5')]) {
      const response = await call('supplier1', 'POST', `${BASE}/quote`, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Envelope<{ quoted: number }>>().data.quoted).toBe(2);
    }
    const second_ = await call('supplier2', 'POST', `${BASE}/quote`, quotes('2640.00', '2610.00', '50'));
    expect(second_.statusCode, second_.body).toBe(200);
    // Staff never quote.
    await expectFailure(await call('admin', 'POST', `${BASE}/quote`, quotes('1', '1', '1')), 403);

    const admin = await detail('admin', inquiryId);
    expect(admin.sealed).toBe(true);
    expect(admin.status).toBe('published');
    expect(admin.quotes).toEqual([]);
    const own = await detail('supplier1', inquiryId);
    expect(own.quotes.map((row) => [row.supplierSn, row.lineId, row.priceWithTax])).toEqual([
      ['S0001', first, '2650.50'],
      ['S0001', second, '2600.10'],
    ]);
    expect(own.quotes.every((row) => !row.lowest)).toBe(true);
    expect(own.suppliers.map((row) => row.supplierSn)).toEqual(['S0001']);
    const theirs = await detail('supplier2', inquiryId);
    expect(new Set(theirs.quotes.map((row) => row.supplierSn))).toEqual(new Set(['S0002']));

    await expectFailure(await call('admin', 'POST', `${BASE}/award`, { id: inquiryId, version: 1, supplierSn: 'S0001' }), 400, '报价截止后才能定标');
  });

  it('refuses a supplier the inquiries it is not invited to, and cancels a published one', async () => {
    expect(others.length).toBe(2);
    const created = await call('admin', 'POST', `${BASE}/save`, draft(['S0002', others[0]!]));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<Envelope<InquirySaved>>().data;
    expect((await call('admin', 'POST', `${BASE}/publish`, { id, version: 0 })).statusCode).toBe(200);
    const lineId = (await detail('admin', id)).lines[0]!.id;
    await expectFailure(await call('supplier1', 'POST', `${BASE}/quote`, { inquiryId: id, quotes: [{ lineId, priceWithTax: '1.00', quantity: '1' }] }), 404);
    await expectFailure(await call('supplier1', 'GET', `${BASE}/detail?id=${id}`), 404);
    // A line of another inquiry is refused.
    await expectFailure(await call('supplier2', 'POST', `${BASE}/quote`, { inquiryId: id, quotes: [{ lineId: lineIds[0]!, priceWithTax: '1.00', quantity: '1' }] }), 400, '第1行：明细不属于该询价单');

    await expectFailure(await call('admin', 'POST', `${BASE}/cancel`, { id, version: 0 }), 409);
    const cancelled = await call('admin', 'POST', `${BASE}/cancel`, { id, version: 1 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Envelope<InquirySaved>>().data).toMatchObject({ status: 'cancelled', version: 2 });
    await expectFailure(await call('supplier2', 'POST', `${BASE}/quote`, { inquiryId: id, quotes: [{ lineId, priceWithTax: '1.00', quantity: '1' }] }), 400);
  });

  it('closes at the deadline: no more quotes, staff see all with the lowest flagged, the award makes a contract draft', async () => {
    await database().db.execute(sql`update sup_inquiry set deadline = now() - interval '1 minute' where id = ${inquiryId}`);
    const [first, second] = lineIds;
    await expectFailure(await call('supplier2', 'POST', `${BASE}/quote`, { inquiryId, quotes: [{ lineId: first!, priceWithTax: '1.00', quantity: '1' }] }), 400, '报价已截止');

    const admin = await detail('admin', inquiryId);
    expect(admin).toMatchObject({ status: 'closed', sealed: false, version: 1 });
    expect(admin.quotes.map((row) => [row.lineId, row.supplierSn, row.priceWithTax, row.lowest]).sort()).toEqual(
      [
        [first, 'S0001', '2650.50', false],
        [first, 'S0002', '2640.00', true],
        [second, 'S0001', '2600.10', true],
        [second, 'S0002', '2610.00', false],
      ].sort(),
    );
    const own = await detail('supplier1', inquiryId);
    expect(new Set(own.quotes.map((row) => row.supplierSn))).toEqual(new Set(['S0001']));

    await expectFailure(await call('supplier1', 'POST', `${BASE}/award`, { id: inquiryId, version: 1, supplierSn: 'S0001' }), 403);
    await expectFailure(await call('admin', 'POST', `${BASE}/award`, { id: inquiryId, version: 0, supplierSn: 'S0001' }), 409);
    await expectFailure(await call('admin', 'POST', `${BASE}/award`, { id: inquiryId, version: 1, supplierSn: others[1]! }), 400, `供应商 ${others[1]!} 未受邀参与该询价`);

    const response = await call('admin', 'POST', `${BASE}/award`, { id: inquiryId, version: 1, supplierSn: 'S0001' });
    expect(response.statusCode, response.body).toBe(200);
    const { contractId, contractNo } = response.json<Envelope<InquiryAwarded>>().data;
    expect(contractNo).toMatch(/^CG101001\d{8}\d{4}$/);

    const db = database().db;
    const [head] = await db.select().from(conContractHead).where(eq(conContractHead.id, contractId));
    expect(head).toMatchObject({ contractNo, status: 'draft', supplierSn: 'S0001', orgCode: '101001', categoryCode: '1001', contractCategory: 'fixedPrice', totalQuantity: '150.500', totalAmount: '396355.05' });
    const lines = await db.select().from(conContractLine).where(eq(conContractLine.headId, contractId)).orderBy(asc(conContractLine.lineNo));
    expect(lines.map((line) => [line.lineNo, line.matCode, line.quantity, line.priceWithTax, line.taxRate, line.amount, line.taxAmount, line.amountWithoutTax, line.deliveryStart])).toEqual([
      [1, '1001010001', '100.000', '2650.500000', '9.00', '265050.00', '21884.86', '243165.14', '2027-01-01'],
      [2, '1001010002', '50.500', '2600.100000', '9.00', '131305.05', '10841.70', '120463.35', null],
    ]);

    const awarded = await detail('admin', inquiryId);
    expect(awarded).toMatchObject({ status: 'awarded', awardedSupplierSn: 'S0001', contractId, version: 2 });
    await expectFailure(await call('admin', 'POST', `${BASE}/award`, { id: inquiryId, version: 2, supplierSn: 'S0002' }), 400);

    const listed = await call('supplier1', 'GET', `/purchase/api/v1/contract/head/page?contractNo.equals=${contractNo}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<Envelope<{ result: { id: number; supplierSn: string }[] }>>().data.result).toEqual([expect.objectContaining({ id: contractId, supplierSn: 'S0001' })]);
    const hidden = await call('supplier2', 'GET', `/purchase/api/v1/contract/head/page?contractNo.equals=${contractNo}`);
    expect(hidden.json<Envelope<{ total: number }>>().data.total).toBe(0);
  });
});
