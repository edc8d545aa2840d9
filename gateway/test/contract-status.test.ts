import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractCallbackResult, ContractStatusChange, ContractStatusTimeline, Envelope, ErrorEnvelope, LoginInfo } from '../src/contract.js';
import { conContractHead } from '../src/db/tables/contract.js';
import { CALLBACK_SECRET_HEADER } from '../src/modules/contract/callback.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const HEAD = '/gateway/purchase/api/v1/contract/head';
const CALLBACK = '/gateway/purchase/api/v1/contract/callback';
const SECRET = 'status-test-secret';

describe.each(eachDatabase)('[%s] contract status moves', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let buyer: string;
  let counter = 0;

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  /** A contract of the buyer's company and category (101001, 玉米 100101) unless told otherwise. */
  async function contractIn(status: string, orgCode = '101001'): Promise<{ id: number; contractNo: string }> {
    counter += 1;
    const contractNo = `HT-ST-${Date.now()}-${counter}`;
    const [row] = await database()
      .db.insert(conContractHead)
      .values({ contractNo, contractName: '玉米采购合同', contractCategory: 'fixed', orgCode, supplierSn: 'S001', supplierName: '大连粮食贸易有限公司', categoryCode: '100101', status })
      .returning({ id: conContractHead.id });
    return { id: row!.id, contractNo };
  }

  const move = (token: string, body: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `${HEAD}/status`, payload: body, headers: { authorization: `Bearer ${token}` } });

  async function current(id: number) {
    const [row] = await database().db.select({ status: conContractHead.status, version: conContractHead.version }).from(conContractHead).where(eq(conContractHead.id, id));
    return row!;
  }

  beforeAll(async () => {
    app = buildServer({ db: database(), contractCallbackSecret: SECRET });
    await app.ready();
    admin = await signIn('admin', 'Admin@123');
    buyer = await signIn('buyer', 'Buyer@123');
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs a contract from draft to paper archive, with every move in the timeline', async () => {
    const contract = await contractIn('draft');
    const submitted = await move(admin, { id: contract.id, version: 0, action: 'submit' });
    expect(submitted.json<Envelope<ContractStatusChange>>().data).toEqual({ id: contract.id, status: 'APPROVING', version: 1 });
    const callback = (status: string, bizType: string) =>
      app.inject({ method: 'POST', url: CALLBACK, payload: { bizKey: contract.contractNo, bizType, status }, headers: { [CALLBACK_SECRET_HEADER]: SECRET } });
    expect((await callback('APPROVED', 'OA')).json<Envelope<ContractCallbackResult>>().data.outcome).toBe('applied');
    expect((await move(admin, { id: contract.id, version: 2, action: 'send' })).statusCode).toBe(200);
    expect((await callback('SIGN_BUY', 'SEAL')).json<Envelope<ContractCallbackResult>>().data.outcome).toBe('applied');
    expect((await callback('SIGN', 'SEAL')).json<Envelope<ContractCallbackResult>>().data.outcome).toBe('applied');
    expect((await move(admin, { id: contract.id, version: 5, action: 'archiveElectronic' })).statusCode).toBe(200);
    const archived = await move(admin, { id: contract.id, version: 6, action: 'archive' });
    expect(archived.json<Envelope<ContractStatusChange>>().data).toEqual({ id: contract.id, status: 'PIGEONHOLE', version: 7 });

    const timeline = await app.inject({ method: 'GET', url: `${HEAD}/status-log?id=${contract.id}`, headers: { authorization: `Bearer ${admin}` } });
    const { changes, callbacks } = timeline.json<Envelope<ContractStatusTimeline>>().data;
    expect(changes.map((change) => [change.fromStatus, change.toStatus, change.source, change.actor])).toEqual([
      ['draft', 'APPROVING', 'user', 'admin'],
      ['APPROVING', 'APPROVED', 'callback', 'OA'],
      ['APPROVED', 'SENT', 'user', 'admin'],
      ['SENT', 'SIGN_BUY', 'callback', 'SEAL'],
      ['SIGN_BUY', 'SIGN', 'callback', 'SEAL'],
      ['SIGN', 'PIGEONHOLE_E', 'user', 'admin'],
      ['PIGEONHOLE_E', 'PIGEONHOLE', 'user', 'admin'],
    ]);
    expect(callbacks.map((row) => [row.status, row.outcome])).toEqual([
      ['APPROVED', 'applied'],
      ['SIGN_BUY', 'applied'],
      ['SIGN', 'applied'],
    ]);
    for (const change of changes) expect(Number.isNaN(Date.parse(change.time))).toBe(false);
  });

  it('refuses a move the status forbids, naming the status and the action, and changes nothing', async () => {
    const contract = await contractIn('APPROVING');
    const answer = await move(admin, { id: contract.id, version: 0, action: 'send' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<ErrorEnvelope>().message).toBe(`合同${contract.contractNo}当前状态为“审批中”，不能发送供应商`);
    expect(await current(contract.id)).toEqual({ status: 'APPROVING', version: 0 });
  });

  it('gives the loser of two concurrent moves a 409, and the winner its move', async () => {
    const contract = await contractIn('APPROVED');
    const [first, second] = await Promise.all([
      move(admin, { id: contract.id, version: 0, action: 'send' }),
      move(admin, { id: contract.id, version: 0, action: 'cancel' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? 'SENT' : 'CANCEL';
    expect(await current(contract.id)).toEqual({ status: winner, version: 1 });
  });

  it('checks the action button and the data scope on the gateway', async () => {
    const own = await contractIn('draft');
    // The buyer holds contract:edit but not contract:submit.
    const submit = await move(buyer, { id: own.id, version: 0, action: 'submit' });
    expect(submit.statusCode).toBe(403);
    expect(submit.json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '您暂无此权限' });
    expect((await move(buyer, { id: own.id, version: 0, action: 'cancel' })).statusCode).toBe(200);
    // Another company's contract is not there for the buyer.
    const other = await contractIn('draft', '102001');
    expect((await move(buyer, { id: other.id, version: 0, action: 'cancel' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${HEAD}/status-log?id=${other.id}`, headers: { authorization: `Bearer ${buyer}` } })).statusCode).toBe(404);
    expect(await current(other.id)).toEqual({ status: 'draft', version: 0 });
  });

  it('closes signed contracts in a batch, all or nothing', async () => {
    const signed = await contractIn('SIGN');
    const half = await contractIn('SIGN_SALE');
    const draft = await contractIn('draft');
    const close = (ids: number[], token = admin) => app.inject({ method: 'PUT', url: `${HEAD}/batch-close`, payload: { ids }, headers: { authorization: `Bearer ${token}` } });

    const refused = await close([signed.id, draft.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe(`合同${draft.contractNo}当前状态为“草稿”，不能关闭`);
    expect((await current(signed.id)).status).toBe('SIGN');

    // Without the contract:close button.
    expect((await close([signed.id], buyer)).statusCode).toBe(403);

    const done = await close([signed.id, half.id]);
    expect(done.statusCode).toBe(200);
    expect(done.json<Envelope<{ closed: number }>>()).toMatchObject({ message: '已关闭2个合同', data: { closed: 2 } });
    expect((await current(signed.id)).status).toBe('CLOSE');
    expect((await current(half.id)).status).toBe('CLOSE');
    expect((await close([])).statusCode).toBe(400);
  });
});
