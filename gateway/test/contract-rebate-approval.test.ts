/**
 * Company rebate agreements through approval, on both databases: their REBATE_NO number (FL + orgCode +
 * YYYYMM + seq(4), counted per org and month), OA's decision through the contract callback (bizType
 * REBATE, bizKey the rebateNo: stored first, a repeat changes nothing, only an agreement in process moves,
 * a resubmission is a new round) and making an approved agreement invalid.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractCallbackResult, DocumentMoveResult, Envelope, ErrorEnvelope, RebateCompany, RebateCompanySaveResult } from '../src/api/index.js';
import { invalidateAccess } from '../src/core/access.js';
import { nextSerial, shanghaiDay } from '../src/core/serial/index.js';
import { sysMenu, sysRole, sysRoleMenu } from '../src/db/schema.js';
import { conRebateCompany } from '../src/db/tables/contract-change.js';
import { conContractCallback } from '../src/db/tables/contract.js';
import { CALLBACK_SECRET_HEADER } from '../src/modules/contract/callback.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const REBATE = '/gateway/purchase/api/v1/contract/head/rebate_company';
const CALLBACK = '/gateway/purchase/api/v1/contract/callback';
const SECRET = 'oa-rebate-secret';

describe.each(eachDatabase)('[%s] company rebate agreement approval', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let buyer: string;

  const agreement = (overrides: Record<string, unknown> = {}) => ({
    supplierSn: 'S0001',
    supplierName: '中粮贸易（大连）有限公司',
    orgCode: '101001',
    year: 2026,
    rebateType: 'rebate',
    timing: 'afterEnd',
    quantityBasis: 2,
    rate: '1.5',
    ...overrides,
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: { authorization: `Bearer ${token}` } });
  const report = (rebateNo: string, status: string, secret: string | null = SECRET) =>
    app.inject({ method: 'POST', url: CALLBACK, payload: { bizKey: rebateNo, bizType: 'REBATE', status }, headers: secret === null ? {} : { [CALLBACK_SECRET_HEADER]: secret } });
  const outcomeOf = async (answer: Awaited<ReturnType<typeof report>>) => {
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Envelope<ContractCallbackResult>>().data;
  };

  async function created(body: Record<string, unknown> = agreement(), token = admin): Promise<RebateCompanySaveResult> {
    const answer = await call(token, 'POST', `${REBATE}/save`, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Envelope<RebateCompanySaveResult>>().data;
  }
  async function move(action: 'submit' | 'withdraw' | 'invalid', id: number, token = admin) {
    const version = (await stored(id)).version;
    return call(token, 'PUT', `${REBATE}/${action}`, { id, version });
  }
  /** A new agreement, submitted: in process. */
  async function inProcess(): Promise<RebateCompanySaveResult> {
    const saved = await created();
    expect((await move('submit', saved.id)).statusCode).toBe(200);
    return saved;
  }
  async function stored(id: number) {
    const [row] = await database().db.select().from(conRebateCompany).where(eq(conRebateCompany.id, id));
    return row!;
  }
  const callbacksOf = (rebateNo: string) =>
    database().db.select().from(conContractCallback).where(and(eq(conContractCallback.bizType, 'REBATE'), eq(conContractCallback.bizKey, rebateNo)));

  beforeAll(async () => {
    app = await startGateway(database(), SECRET);
    [admin, buyer] = await signInAll(app, 'admin', 'buyer');
  });
  afterAll(async () => {
    await app.close();
  });

  it('numbers new agreements FL + org + month + a sequence of their org, and lists them by number', async () => {
    const { year, month } = shanghaiDay(new Date());
    const first = await created();
    const second = await created();
    const other = await created(agreement({ orgCode: '103001' }));
    expect(first.rebateNo).toMatch(new RegExp(`^FL101001${year}${month}\\d{4}$`));
    expect(Number(second.rebateNo.slice(-4))).toBe(Number(first.rebateNo.slice(-4)) + 1);
    expect(other.rebateNo).toMatch(new RegExp(`^FL103001${year}${month}\\d{4}$`));
    expect(first.version).toBe(0);

    // An edit keeps the number.
    const edited = await call(admin, 'POST', `${REBATE}/save`, agreement({ id: first.id, version: 0, rate: '2' }));
    expect(edited.json<Envelope<RebateCompanySaveResult>>().data).toEqual({ id: first.id, rebateNo: first.rebateNo, version: 1 });
    expect((await call(admin, 'GET', `${REBATE}/detail?id=${first.id}`)).json<Envelope<RebateCompany>>().data.rebateNo).toBe(first.rebateNo);

    const page = await call(admin, 'POST', `${REBATE}/custom-page`, { rebateNo: first.rebateNo });
    expect(page.json<Envelope<{ result: RebateCompany[] }>>().data.result.map((row) => row.rebateNo)).toEqual([first.rebateNo]);
    const sorted = await call(admin, 'GET', `${REBATE}/page?pageSize=1000&sort=rebateNo,desc&orgCode=101001`);
    const numbers = sorted.json<Envelope<{ result: RebateCompany[] }>>().data.result.map((row) => row.rebateNo);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(numbers.indexOf(second.rebateNo)).toBeLessThan(numbers.indexOf(first.rebateNo));
  });

  it('counts the numbers per org and starts again each month', async () => {
    const draw = (orgCode: string, at: string) => database().db.transaction((tx) => nextSerial(tx, 'REBATE_NO', { orgCode }, new Date(at)));
    expect(await draw('101001', '2031-01-10T02:00:00Z')).toBe('FL1010012031010001');
    expect(await draw('101001', '2031-01-31T16:30:00Z')).toBe('FL1010012031020001'); // 00:30 on 1 February in Shanghai
    expect(await draw('101001', '2031-01-20T02:00:00Z')).toBe('FL1010012031010002');
    expect(await draw('102001', '2031-01-20T02:00:00Z')).toBe('FL1020012031010001');
  });

  it('approves an agreement in process once however often OA reports it: 100 copies give one move', async () => {
    const saved = await inProcess();
    const before = await stored(saved.id);
    const answers = await Promise.all(Array.from({ length: 100 }, () => report(saved.rebateNo, 'APPROVED')));
    const outcomes = await Promise.all(answers.map(outcomeOf));
    expect(outcomes.filter((outcome) => outcome.outcome === 'applied')).toEqual([{ outcome: 'applied', status: 'approved' }]);
    expect(outcomes.filter((outcome) => outcome.outcome === 'repeat')).toHaveLength(99);
    expect(await stored(saved.id)).toMatchObject({ status: 'approved', version: before.version + 1, updatedBy: 'callback:REBATE', submitCount: 1 });
    expect(await callbacksOf(saved.rebateNo)).toEqual([
      expect.objectContaining({ callbackKey: `REBATE:${saved.rebateNo}:1:APPROVED`, status: 'APPROVED', contractId: null, fromStatus: 'inProcess', outcome: 'applied' }),
    ]);
    // OA changing its mind afterwards is late: recorded, nothing moves.
    expect(await outcomeOf(await report(saved.rebateNo, 'REJECT'))).toEqual({ outcome: 'late', status: 'approved' });
    expect((await stored(saved.id)).status).toBe('approved');
  });

  it('rejects an agreement in process, which can then be edited, submitted again and approved', async () => {
    const saved = await inProcess();
    expect(await outcomeOf(await report(saved.rebateNo, 'REJECT'))).toEqual({ outcome: 'applied', status: 'rejected' });
    expect((await stored(saved.id)).status).toBe('rejected');
    const edited = await call(admin, 'POST', `${REBATE}/save`, agreement({ id: saved.id, version: (await stored(saved.id)).version, rate: null, amount: '5000' }));
    expect(edited.statusCode).toBe(200);
    expect((await move('submit', saved.id)).json<Envelope<DocumentMoveResult>>().data.status).toBe('inProcess');
    expect(await outcomeOf(await report(saved.rebateNo, 'APPROVED'))).toEqual({ outcome: 'applied', status: 'approved' });
    expect(await stored(saved.id)).toMatchObject({ status: 'approved', amount: '5000.00', submitCount: 2 });
  });

  it("ignores the old round's decision after a withdrawal, and decides the resubmitted agreement", async () => {
    const saved = await inProcess();
    expect((await move('withdraw', saved.id)).statusCode).toBe(200);
    const withdrawn = await stored(saved.id);
    expect(await outcomeOf(await report(saved.rebateNo, 'APPROVED'))).toEqual({ outcome: 'late', status: 'withdraw' });
    expect(await stored(saved.id)).toMatchObject({ status: 'withdraw', version: withdrawn.version });

    expect((await move('submit', saved.id)).statusCode).toBe(200);
    // The same report again, but of the new round (submit_count 2): a new key, applied.
    expect(await outcomeOf(await report(saved.rebateNo, 'APPROVED'))).toEqual({ outcome: 'applied', status: 'approved' });
    const rows = await callbacksOf(saved.rebateNo);
    expect(rows.map((row) => [row.callbackKey, row.fromStatus, row.outcome]).sort()).toEqual([
      [`REBATE:${saved.rebateNo}:1:APPROVED`, 'withdraw', 'late'],
      [`REBATE:${saved.rebateNo}:2:APPROVED`, 'inProcess', 'applied'],
    ]);
  });

  it('records a report on an agreement never submitted as a conflict and moves nothing', async () => {
    const saved = await created();
    expect(await outcomeOf(await report(saved.rebateNo, 'APPROVED'))).toEqual({ outcome: 'conflict', status: 'new' });
    expect(await stored(saved.id)).toMatchObject({ status: 'new', version: 0 });
  });

  it('refuses a wrong or missing secret, an unknown number and a status OA does not report', async () => {
    const saved = await inProcess();
    for (const secret of ['wrong', null]) {
      const refused = await report(saved.rebateNo, 'APPROVED', secret);
      expect(refused.statusCode).toBe(401);
      expect(refused.json<ErrorEnvelope>().message).toBe('回调鉴权失败');
    }
    const unknown = await report('FL9999990000009999', 'APPROVED');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().message).toBe('返利协议不存在');
    const wrongStatus = await report(saved.rebateNo, 'SIGN');
    expect(wrongStatus.statusCode).toBe(400);
    expect(wrongStatus.json<ErrorEnvelope>().message).toBe('回调状态不正确');
    expect((await stored(saved.id)).status).toBe('inProcess');
    expect(await callbacksOf(saved.rebateNo)).toHaveLength(0);
  });

  it('makes only an approved agreement invalid', async () => {
    const fresh = await created();
    const refusedNew = await move('invalid', fresh.id);
    expect(refusedNew.statusCode).toBe(422);
    expect(refusedNew.json<ErrorEnvelope>().message).toBe('返利协议当前状态为“新建”，不能作废');
    const saved = await inProcess();
    expect((await move('invalid', saved.id)).json<ErrorEnvelope>().message).toBe('返利协议当前状态为“审批中”，不能作废');
    await report(saved.rebateNo, 'APPROVED');

    const stale = await call(admin, 'PUT', `${REBATE}/invalid`, { id: saved.id, version: 0 });
    expect(stale.statusCode).toBe(409);
    const invalidated = await move('invalid', saved.id);
    expect(invalidated.statusCode).toBe(200);
    expect(invalidated.json<Envelope<DocumentMoveResult>>()).toMatchObject({ message: '作废成功', data: { id: saved.id, status: 'invalid' } });
    expect((await move('invalid', saved.id)).json<ErrorEnvelope>().message).toBe('返利协议当前状态为“已作废”，不能作废');
    // An invalid agreement is out of OA's hands: a report on it is late.
    expect(await outcomeOf(await report(saved.rebateNo, 'REJECT'))).toEqual({ outcome: 'late', status: 'invalid' });
  });

  it("checks the rebate button and the caller's org scope on invalid", async () => {
    const approve = async (orgCode: string) => {
      const saved = await created(agreement({ orgCode }));
      expect((await move('submit', saved.id)).statusCode).toBe(200);
      await report(saved.rebateNo, 'APPROVED');
      return saved;
    };
    const own = await approve('101001');
    const foreign = await approve('103001');
    // The buyer reads 101001 (and 10100101) only and holds no rebate button.
    const denied = await move('invalid', own.id, buyer);
    expect(denied.statusCode).toBe(403);
    expect(denied.json<ErrorEnvelope>().code).toBe(40301);

    // Given contract:rebate, the buyer may make its own org's agreement invalid, not another org's.
    const { db } = database();
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, 'buyer'));
    const [button] = await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.menuCode, 'contract:rebate'));
    await db.insert(sysRoleMenu).values({ roleId: role!.id, menuId: button!.id }).onConflictDoNothing();
    invalidateAccess();
    const outside = await move('invalid', foreign.id, buyer);
    expect(outside.statusCode).toBe(404);
    expect(outside.json<ErrorEnvelope>().message).toBe('返利协议不存在');
    expect((await stored(foreign.id)).status).toBe('approved');
    expect((await move('invalid', own.id, buyer)).statusCode).toBe(200);
    expect((await stored(own.id)).status).toBe('invalid');
  });
});
