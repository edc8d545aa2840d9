import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentMoveResult, Envelope, ErrorEnvelope, RebateCompany, RebateCompanySaveResult } from '../src/api/index.js';
import { conRebateCompany } from '../src/db/tables/contract-change.js';
import type { GatewayApp } from '../src/server.js';
import { insertContract, signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const REBATE = '/gateway/purchase/api/v1/contract/head/rebate_company';

describe.each(eachDatabase)('[%s] company rebate agreements', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let buyer: string;
  let manager: string;

  async function contract(orgCode: string, supplierSn: string): Promise<{ id: number; contractNo: string }> {
    return insertContract(database(), 'HT-RB', { orgCode, supplierSn, status: 'SIGN' });
  }

  const agreement = (overrides: Record<string, unknown> = {}) => ({
    supplierSn: 'S0001',
    supplierName: '中粮贸易（大连）有限公司',
    orgCode: '101001',
    orgName: '河北饲料有限公司',
    year: 2026,
    rebateType: 'rebate',
    timing: 'afterEnd',
    quantityBasis: 2,
    rate: '1.5',
    ...overrides,
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: { authorization: `Bearer ${token}` } });

  async function created(token: string, body: Record<string, unknown>): Promise<number> {
    const answer = await call(token, 'POST', `${REBATE}/save`, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Envelope<RebateCompanySaveResult>>().data.id;
  }
  const detail = async (token: string, id: number) => (await call(token, 'GET', `${REBATE}/detail?id=${id}`)).json<Envelope<RebateCompany>>().data;

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, buyer, manager] = await signInAll(app, 'admin', 'buyer', 'wangjianhua');
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates, lists, edits, submits, withdraws and resubmits an agreement', async () => {
    const linked = await contract('101001', 'S0001');
    const id = await created(admin, agreement({ contractIds: [linked.id, linked.id] }));
    expect(await detail(admin, id)).toMatchObject({ id, status: 'new', year: 2026, rate: '1.5000', amount: null, contractIds: [linked.id], createdBy: 'admin', version: 0 });

    const page = await call(admin, 'POST', `${REBATE}/custom-page`, { supplierSn: 'S0001', year: 2026 });
    expect(page.json<Envelope<{ result: RebateCompany[] }>>().data.result.map((row) => row.id)).toContain(id);

    const edited = await call(admin, 'POST', `${REBATE}/save`, agreement({ id, version: 0, rate: null, amount: '20000', rebateType: 'minimumPurchase' }));
    expect(edited.json<Envelope<RebateCompanySaveResult>>().data).toEqual({ id, rebateNo: expect.stringMatching(/^FL101001\d{10}$/), version: 1 });
    expect(await detail(admin, id)).toMatchObject({ rebateType: 'minimumPurchase', rate: null, amount: '20000.00', contractIds: [] });
    expect((await call(admin, 'POST', `${REBATE}/save`, agreement({ id, version: 0 }))).statusCode).toBe(409);

    expect((await call(admin, 'PUT', `${REBATE}/submit`, { id, version: 0 })).statusCode).toBe(409);
    const submitted = await call(admin, 'PUT', `${REBATE}/submit`, { id, version: 1 });
    expect(submitted.json<Envelope<DocumentMoveResult>>().data).toEqual({ id, status: 'inProcess', version: 2 });
    const locked = await call(admin, 'POST', `${REBATE}/save`, agreement({ id, version: 2 }));
    expect(locked.statusCode).toBe(422);
    expect(locked.json<ErrorEnvelope>().message).toBe('返利协议当前状态为“审批中”，不能修改');
    const again = await call(admin, 'PUT', `${REBATE}/submit`, { id, version: 2 });
    expect(again.json<ErrorEnvelope>().message).toBe('返利协议当前状态为“审批中”，不能提交');

    const withdrawn = await call(admin, 'PUT', `${REBATE}/withdraw`, { id, version: 2 });
    expect(withdrawn.json<Envelope<DocumentMoveResult>>().data).toEqual({ id, status: 'withdraw', version: 3 });
    expect((await call(admin, 'POST', `${REBATE}/save`, agreement({ id, version: 3 }))).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `${REBATE}/submit`, { id, version: 4 })).json<Envelope<DocumentMoveResult>>().data.status).toBe('inProcess');
  });

  it('refuses a bad value and contracts of another supplier, org or scope', async () => {
    const both = await call(admin, 'POST', `${REBATE}/save`, agreement({ amount: '100' }));
    expect(both.statusCode).toBe(422);
    expect(both.json<ErrorEnvelope>().message).toBe('返利比例和返利金额须填写且只能填写一项');
    expect((await call(admin, 'POST', `${REBATE}/save`, agreement({ rate: '120' }))).json<ErrorEnvelope>().message).toBe('返利比例须在0到100之间，最多4位小数');
    expect((await call(admin, 'POST', `${REBATE}/save`, agreement({ year: 1999 }))).statusCode).toBe(400);

    const otherSupplier = await contract('101001', 'S0002');
    const mismatch = await call(admin, 'POST', `${REBATE}/save`, agreement({ contractIds: [otherSupplier.id] }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<ErrorEnvelope>().message).toBe(`合同${otherSupplier.contractNo}不是该供应商在该组织的合同`);
    const missing = await call(admin, 'POST', `${REBATE}/save`, agreement({ contractIds: [987654321] }));
    expect(missing.json<ErrorEnvelope>().message).toBe('关联的合同不存在或无权查看');
  });

  it('deletes new agreements only, all or nothing', async () => {
    const fresh = await created(admin, agreement());
    const sent = await created(admin, agreement());
    await call(admin, 'PUT', `${REBATE}/submit`, { id: sent, version: 0 });
    const refused = await call(admin, 'DELETE', `${REBATE}/deleteByIds?ids=${fresh},${sent}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe('返利协议当前状态为“审批中”，不能删除');
    expect(await database().db.select().from(conRebateCompany).where(eq(conRebateCompany.id, fresh))).toHaveLength(1);
    expect((await call(admin, 'DELETE', `${REBATE}/deleteByIds?ids=${fresh}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `${REBATE}/detail?id=${fresh}`)).statusCode).toBe(404);
  });

  it('checks the rebate buttons and the org scope on the gateway', async () => {
    // The buyer reads contracts (and their rebates) of 101001 and 10100101 but holds no rebate button.
    const own = await created(admin, agreement());
    expect((await call(buyer, 'GET', `${REBATE}/detail?id=${own}`)).statusCode).toBe(200);
    const denied = await call(buyer, 'POST', `${REBATE}/save`, agreement());
    expect(denied.statusCode).toBe(403);
    expect(denied.json<ErrorEnvelope>().code).toBe(40301);
    expect((await call(buyer, 'PUT', `${REBATE}/submit`, { id: own, version: 0 })).statusCode).toBe(403);

    const foreign = await created(admin, agreement({ orgCode: '103001' }));
    expect((await call(buyer, 'GET', `${REBATE}/detail?id=${foreign}`)).statusCode).toBe(404);
    const listed = await call(buyer, 'GET', `${REBATE}/page?pageSize=1000`);
    const ids = listed.json<Envelope<{ result: RebateCompany[] }>>().data.result.map((row) => row.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(foreign);

    // The purchase manager holds the rebate buttons and reads every company's contracts.
    const managed = await created(manager, agreement({ orgCode: '103001' }));
    expect((await call(manager, 'PUT', `${REBATE}/submit`, { id: managed, version: 0 })).statusCode).toBe(200);
    expect((await call(manager, 'PUT', `${REBATE}/withdraw`, { id: managed, version: 1 })).statusCode).toBe(200);
  });
});
