/**
 * The list engine through a real resource (contract heads), on both databases: every filter operator
 * against the seeded rows, injection attempts, paging, sorting, the count cap, keyset cursors, deep
 * pages, optimistic locking and all-or-nothing deletes, and the buyer's data scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, LoginInfo } from '../src/api/index.js';
import { COUNT_CAP } from '../src/core/list/query.js';
import { contractHeadsSql, DEMO_CONTRACT_COUNT } from '../src/db/seeds/contracts.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const BASE = '/gateway/purchase/api/v1/contract/head';

interface Row {
  id: number;
  contractNo: string;
  contractName: string;
  orgCode: string;
  categoryCode: string;
  supplierName: string;
  status: string;
  signDate: string;
  totalQuantity: string;
  totalAmount: string;
  remark: string | null;
  version: number;
}

interface Page {
  result: Row[];
  total: number;
  page: number;
  pageSize: number;
  totalIsEstimate: boolean;
  nextCursor?: string;
}

describe.each(eachDatabase)('[%s] list engine (contract heads)', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let buyer: string;

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    admin = await signIn('admin', 'Admin@123');
    buyer = await signIn('buyer', 'Buyer@123');
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (token: string, path: string, query: Record<string, string | string[]> = {}) =>
    app.inject({ method: 'GET', url: `${BASE}/${path}`, query, headers: { authorization: `Bearer ${token}` } });
  const page = async (token: string, query: Record<string, string | string[]>) => {
    const response = await get(token, 'page', query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<Page>>().data;
  };
  const all = (query: Record<string, string | string[]> = {}) => page(admin, { pageSize: '1000', ...query });

  describe('filters', () => {
    it('equals, notEquals, contains (case-insensitive, escaped) and doesNotContain', async () => {
      const one = await all({ 'contractNo.equals': 'HT202600000007' });
      expect(one.result.map((row) => row.contractNo)).toEqual(['HT202600000007']);

      const notDraft = await all({ 'status.notEquals': 'draft' });
      expect(notDraft.total).toBe(DEMO_CONTRACT_COUNT - DEMO_CONTRACT_COUNT / 8);
      expect(notDraft.result.every((row) => row.status !== 'draft')).toBe(true);

      const corn = await all({ 'contractName.contains': '玉米' });
      expect(corn.total).toBe(DEMO_CONTRACT_COUNT / 5);
      expect(corn.result.every((row) => row.contractName.includes('玉米'))).toBe(true);
      expect((await all({ 'contractNo.contains': 'ht2026000001' })).total).toBe(21); // HT202600000100 to HT202600000120

      // % and _ are literal: no contract name holds them.
      expect((await all({ 'contractName.contains': '%' })).total).toBe(0);
      expect((await all({ 'contractName.contains': '_' })).total).toBe(0);

      const notCorn = await all({ 'contractName.doesNotContain': '玉米' });
      expect(notCorn.total).toBe(DEMO_CONTRACT_COUNT - corn.total);
    });

    it('in and notIn (array or comma-joined), specified', async () => {
      const inList = await all({ 'status.in': ['SIGN', 'PIGEONHOLE'] });
      expect(inList.total).toBe(DEMO_CONTRACT_COUNT / 4);
      expect(new Set(inList.result.map((row) => row.status))).toEqual(new Set(['SIGN', 'PIGEONHOLE']));
      expect((await all({ 'status.in': 'SIGN,PIGEONHOLE' })).total).toBe(inList.total);
      expect((await all({ 'status.notIn': 'SIGN,PIGEONHOLE' })).total).toBe(DEMO_CONTRACT_COUNT - inList.total);
      expect((await all({ 'remark.specified': 'true' })).total).toBe(0);
      expect((await all({ 'remark.specified': 'false' })).total).toBe(DEMO_CONTRACT_COUNT);
    });

    it('comparisons and an inclusive between on numbers, decimals and dates', async () => {
      const byId = await all({ 'id.greaterThan': '10', 'id.lessThanOrEqual': '20' });
      expect(byId.result.map((row) => row.id).sort((a, b) => a - b)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
      expect((await all({ 'id.greaterThanOrEqual': '10', 'id.lessThan': '20' })).total).toBe(10);

      // Quantities are 100 + n mod 900 for n = 1..120: 101..220 tonnes; decimals compare exactly.
      expect((await all({ 'totalQuantity.between': '150,160' })).total).toBe(11);
      expect((await all({ 'totalQuantity.greaterThan': '219.999' })).total).toBe(1);

      // Sign dates are 2026-11-01 minus n days: between is inclusive at both ends.
      const dates = await all({ 'signDate.between': ['2026-10-22', '2026-10-31'] });
      expect(dates.total).toBe(10);
      expect(dates.result.every((row) => row.signDate >= '2026-10-22' && row.signDate <= '2026-10-31')).toBe(true);
    });

    it('answers 400 with a clear message for an unknown key or a malformed value', async () => {
      for (const [query, message] of [
        [{ 'password.equals': 'x' }, '不支持的查询条件：password.equals'],
        [{ 'contractNo.like': 'x' }, '不支持的查询条件：contractNo.like'],
        [{ 'id.equals': '1 or 1=1' }, '查询条件 id.equals 的值格式不正确'],
        [{ 'signDate.between': '2026-01-01' }, '查询条件 signDate.between 的值格式不正确'],
        [{ 'status.equals': "draft' or '1'='1" }, '查询条件 status.equals 的值格式不正确'],
        [{ sort: 'password,asc' }, '不支持的排序：password,asc'],
        [{ pageSize: '1001' }, '每页条数须在 1 到 1000 之间'],
        [{ page: '-1' }, '页码格式不正确'],
        [{ cursor: 'not-a-cursor' }, '翻页游标无效，请从第一页重新查询'],
      ] as const) {
        const response = await get(admin, 'page', query as Record<string, string>);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.json<ErrorEnvelope>()).toMatchObject({ code: 400, success: false, message });
      }
    });

    it('treats injection attempts in text as plain text', async () => {
      for (const attempt of ["'; drop table con_contract_head; --", "x' or '1'='1", '\\', "玉米' union select * from sys_user --"]) {
        const found = await all({ 'contractName.contains': attempt });
        expect(found.total).toBe(0);
      }
      expect((await all()).total).toBe(DEMO_CONTRACT_COUNT);
    });
  });

  describe('paging and sorting', () => {
    it('pages in a stable order with the total, and sorts on whitelisted fields', async () => {
      const first = await page(admin, { page: '1', pageSize: '10' });
      const second = await page(admin, { page: '2', pageSize: '10' });
      expect(first).toMatchObject({ total: DEMO_CONTRACT_COUNT, page: 1, pageSize: 10, totalIsEstimate: false });
      expect(first.result.map((row) => row.id)).toEqual(Array.from({ length: 10 }, (_, index) => DEMO_CONTRACT_COUNT - index));
      expect(second.result[0]?.id).toBe(DEMO_CONTRACT_COUNT - 10);

      const byAmount = await page(admin, { sort: 'totalAmount,desc', pageSize: '5' });
      const amounts = byAmount.result.map((row) => Number(row.totalAmount));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const max = (await all()).result.reduce((top, row) => Math.max(top, Number(row.totalAmount)), 0);
      expect(amounts[0]).toBe(max);
    });

    it('answers the same rows through GET and POST custom-page', async () => {
      const viaGet = await get(admin, 'custom-page', { 'status.equals': 'SIGN', pageSize: '50' });
      const viaPost = await app.inject({
        method: 'POST',
        url: `${BASE}/custom-page`,
        payload: { 'status.equals': 'SIGN', pageSize: 50 },
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(viaPost.statusCode).toBe(200);
      expect(viaPost.json<Envelope<Page>>().data.result).toEqual(viaGet.json<Envelope<Page>>().data.result);
    });

    it('walks every row once through keyset cursors', async () => {
      const seen: number[] = [];
      let query: Record<string, string> = { pageSize: '25' };
      for (;;) {
        const current = await page(admin, query);
        seen.push(...current.result.map((row) => row.id));
        if (!current.nextCursor) break;
        query = { pageSize: '25', cursor: current.nextCursor };
      }
      expect(seen).toEqual(Array.from({ length: DEMO_CONTRACT_COUNT }, (_, index) => DEMO_CONTRACT_COUNT - index));
    });
  });

  describe('big results', () => {
    const extra = COUNT_CAP + 500;
    beforeAll(async () => {
      await database().db.execute(contractHeadsSql(100_001, 100_000 + extra));
    }, 60_000);

    it('counts exactly up to the cap, then answers a marked estimate', async () => {
      const everything = await page(admin, { pageSize: '10' });
      expect(everything.totalIsEstimate).toBe(true);
      expect(everything.total).toBeGreaterThan(COUNT_CAP);
      const filtered = await page(admin, { pageSize: '10', 'orgCode.equals': '101001' });
      expect(filtered).toMatchObject({ totalIsEstimate: false });
      expect(filtered.total).toBeLessThanOrEqual(COUNT_CAP);
    });

    it('serves a deep page (deferred join) with the same rows as the cursor walk', async () => {
      const deep = await page(admin, { page: '300', pageSize: '20', sort: 'contractNo,asc' });
      let cursorPage = await page(admin, { page: '1', pageSize: '1000', sort: 'contractNo,asc' });
      for (let index = 1; index < 6; index++) {
        cursorPage = await page(admin, { pageSize: '1000', sort: 'contractNo,asc', cursor: cursorPage.nextCursor as string });
      }
      // Rows 5,981..6,000 of the order are page 300 of 20, and rows 981..1,000 of the sixth page of 1,000.
      expect(deep.result.map((row) => row.contractNo)).toEqual(cursorPage.result.slice(980, 1000).map((row) => row.contractNo));
    });
  });

  describe('detail, save and delete', () => {
    const draft = {
      contractName: '玉米采购合同（测试）',
      contractCategory: 'fixedPrice',
      orgCode: '101001',
      supplierSn: 'S0001',
      supplierName: '中粮贸易（大连）有限公司',
      categoryCode: '100101',
      signDate: '2026-11-20',
      // The contract document (modules/contract/document.ts): at least one line; the totals are the gateway's.
      lines: [{ matCode: '1001010001', matName: '玉米', quantity: '1000.5', unitCode: 'T', priceWithTax: '2448.8', taxRate: '9' }],
      rebates: [],
    };
    const save = (token: string, payload: object) =>
      app.inject({ method: 'POST', url: `${BASE}/save`, payload, headers: { authorization: `Bearer ${token}` } });

    it('creates with a number, updates with the version, and refuses a stale version with 409', async () => {
      const created = await save(buyer, draft);
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json<Envelope<{ id: number }>>().message).toBe('新增成功');
      const { id } = created.json<Envelope<{ id: number }>>().data;

      const detail = (await get(buyer, 'detail', { id: String(id) })).json<Envelope<Row>>().data;
      expect(detail).toMatchObject({ contractName: draft.contractName, totalQuantity: '1000.500', totalAmount: '2450024.40', version: 0 });
      expect(detail.contractNo).toMatch(/^CG101001\d{12}$/);
      expect((await get(buyer, String(id))).json<Envelope<Row>>().data.id).toBe(id);

      const updated = await save(buyer, { ...draft, id, version: 0, remark: '改过' });
      expect(updated.json<Envelope<{ version: number }>>()).toMatchObject({ message: '修改成功', data: { version: 1 } });
      const stale = await save(admin, { ...draft, id, version: 0, remark: '旧版本' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorEnvelope>()).toMatchObject({ code: 409, message: '数据已被他人修改，请刷新后重试' });
      expect((await get(admin, 'detail', { id: String(id) })).json<Envelope<Row>>().data.remark).toBe('改过');
    });

    it('deletes all or nothing', async () => {
      const ids: number[] = [];
      for (let index = 0; index < 2; index++) {
        ids.push((await save(admin, draft)).json<Envelope<{ id: number }>>().data.id);
      }
      const partial = await app.inject({
        method: 'DELETE',
        url: `${BASE}/deleteByIds`,
        query: { ids: [String(ids[0]), '999999999'] },
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(partial.statusCode).toBe(404);
      expect(partial.json<ErrorEnvelope>().message).toBe('部分合同不存在或无权删除，未删除任何数据');
      expect((await get(admin, 'detail', { id: String(ids[0]) })).statusCode).toBe(200);

      const done = await app.inject({
        method: 'DELETE',
        url: `${BASE}/deleteByIds`,
        query: { ids: ids.map(String) },
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(done.json<Envelope<{ deleted: number }>>()).toMatchObject({ message: '删除成功', data: { deleted: 2 } });
      expect((await get(admin, 'detail', { id: String(ids[1]) })).statusCode).toBe(404);
    });

    it('refuses a buyer without the delete button, and a save for another company', async () => {
      const denied = await app.inject({ method: 'DELETE', url: `${BASE}/deleteByIds`, query: { ids: '1' }, headers: { authorization: `Bearer ${buyer}` } });
      expect(denied.statusCode).toBe(403);
      expect(denied.json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '您暂无此权限' });

      const otherCompany = await save(buyer, { ...draft, orgCode: '102001' });
      expect(otherCompany.statusCode).toBe(403);
      expect(otherCompany.json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '您暂无该组织的权限' });
      const otherCategory = await save(buyer, { ...draft, categoryCode: '2002' });
      expect(otherCategory.json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '您暂无该品类的权限' });
    });
  });

  describe('data scope', () => {
    it('shows the buyer only its own company and categories, in lists and details', async () => {
      const mine = await page(buyer, { pageSize: '1000' });
      expect(mine.total).toBeGreaterThan(0);
      expect(new Set(mine.result.map((row) => row.orgCode))).toEqual(new Set(['101001']));
      for (const row of mine.result) expect(['100101', '100201']).toContain(row.categoryCode);

      // Asking for another company's rows finds nothing rather than leaking them.
      expect((await page(buyer, { 'orgCode.equals': '102001' })).total).toBe(0);
      const theirs = (await all({ 'orgCode.equals': '102001' })).result[0] as Row;
      const detail = await get(buyer, 'detail', { id: String(theirs.id) });
      expect(detail.statusCode).toBe(404);
      expect(detail.json<ErrorEnvelope>().message).toBe('合同不存在或无权查看');
      // Nor can it take another company's contract over by saving it under its own company.
      const takeover = await app.inject({
        method: 'POST',
        url: `${BASE}/save`,
        payload: {
          id: theirs.id,
          version: theirs.version,
          contractName: '改到自己名下',
          contractCategory: 'basis',
          orgCode: '101001',
          supplierSn: 'S0001',
          supplierName: '中粮贸易（大连）有限公司',
          categoryCode: '100101',
        },
        headers: { authorization: `Bearer ${buyer}` },
      });
      expect(takeover.statusCode).toBe(404);
      expect((await get(admin, 'detail', { id: String(theirs.id) })).json<Envelope<Row>>().data.orgCode).toBe('102001');
    });
  });
});
