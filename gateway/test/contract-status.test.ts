import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractCallbackResult, ContractStatusChange, ContractStatusTimeline, Envelope, ErrorEnvelope, LoginInfo } from '../src/api/index.js';
import { invalidateAccess } from '../src/core/access.js';
import { sysMenu, sysRole, sysRoleMenu } from '../src/db/schema.js';
import { conContractHead, conContractStatusLog } from '../src/db/tables/contract.js';
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
      .values({ contractNo, contractName: '玉米采购合同', contractCategory: 'fixed', orgCode, supplierSn: 'S0001', supplierName: '中粮贸易（大连）有限公司', categoryCode: '100101', status })
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

  it('closes by query exactly the matching contracts within the caller scope', async () => {
    const { db } = database();
    const marker = `批量查询关闭${Date.now()}`;
    const named = async (status: string, orgCode = '101001') => {
      const contract = await contractIn(status, orgCode);
      await db.update(conContractHead).set({ contractName: `${marker}合同` }).where(eq(conContractHead.id, contract.id));
      return contract;
    };
    const own = await named('SIGN');
    const ownHalf = await named('SIGN_SALE');
    const unticked = await named('SIGN');
    const foreign = await named('SIGN', '102001');
    const otherName = await contractIn('SIGN');
    // The buyer given contract:close still reaches only its own company's contracts through a query.
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, 'buyer'));
    const [button] = await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.menuCode, 'contract:close'));
    await db.insert(sysRoleMenu).values({ roleId: role!.id, menuId: button!.id }).onConflictDoNothing();
    invalidateAccess();
    const closeBy = (body: Record<string, unknown>, token = buyer) => app.inject({ method: 'PUT', url: `${HEAD}/batch-close`, payload: body, headers: { authorization: `Bearer ${token}` } });

    const done = await closeBy({ query: { 'contractName.contains': marker, 'status.in': 'SIGN,SIGN_SALE', page: 3, pageSize: 20, sort: 'contractNo,asc' }, excludeIds: [unticked.id] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Envelope<{ closed: number }>>()).toMatchObject({ message: '已关闭2个合同', data: { closed: 2 } });
    expect((await current(own.id)).status).toBe('CLOSE');
    expect((await current(ownHalf.id)).status).toBe('CLOSE');
    expect((await current(unticked.id)).status).toBe('SIGN');
    expect((await current(foreign.id)).status).toBe('SIGN');
    expect((await current(otherName.id)).status).toBe('SIGN');

    // All or nothing still: a matching draft refuses the whole batch, naming it.
    const draft = await named('draft');
    const refused = await closeBy({ query: { 'contractName.contains': marker, 'status.notEquals': 'CLOSE' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe(`合同${draft.contractNo}当前状态为“草稿”，不能关闭`);
    expect((await current(unticked.id)).status).toBe('SIGN');

    // Only another company's contracts match: nothing the buyer may close.
    const none = await closeBy({ query: { 'contractName.contains': marker, 'orgCode.equals': '102001' } });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorEnvelope>().message).toBe('请至少选择一条数据');
    expect((await current(foreign.id)).status).toBe('SIGN');
    const [log] = await db.select({ count: count() }).from(conContractStatusLog).where(eq(conContractStatusLog.contractId, foreign.id));
    expect(log?.count).toBe(0);
  });

  it('refuses a query matching more than 1000 contracts, and a bad filter, closing nothing', async () => {
    const { db } = database();
    const marker = `千条${Date.now()}`;
    await db.execute(sql`
      insert into con_contract_head (contract_no, contract_name, contract_category, org_code, supplier_sn, supplier_name, category_code, status)
      select ${marker} || '-' || n, ${marker}, 'fixed', '101001', 'S0001', '中粮贸易（大连）有限公司', '100101', 'SIGN' from generate_series(1, 1001) as n`);
    const closeBy = (body: unknown) => app.inject({ method: 'PUT', url: `${HEAD}/batch-close`, payload: body as object, headers: { authorization: `Bearer ${admin}` } });

    const tooMany = await closeBy({ query: { 'contractName.equals': marker } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<ErrorEnvelope>().message).toBe('选中的合同超过1000个，请缩小查询范围');
    const [open] = await db.select({ count: count() }).from(conContractHead).where(and(eq(conContractHead.contractName, marker), eq(conContractHead.status, 'SIGN')));
    expect(open?.count).toBe(1001);

    // 1000 of them (one unticked) are within the limit.
    const [first] = await db.select({ id: conContractHead.id }).from(conContractHead).where(eq(conContractHead.contractName, marker)).limit(1);
    const done = await closeBy({ query: { 'contractName.equals': marker }, excludeIds: [first!.id] });
    expect(done.json<Envelope<{ closed: number }>>()).toMatchObject({ data: { closed: 1000 } });
    expect((await current(first!.id)).status).toBe('SIGN');

    const unknown = await closeBy({ query: { 'nope.equals': 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorEnvelope>().message).toBe('不支持的查询条件：nope.equals');
    const badValue = await closeBy({ query: { 'status.equals': 'NOT_A_STATUS' } });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json<ErrorEnvelope>().message).toBe('查询条件 status.equals 的值格式不正确');
    expect((await closeBy({ query: { sort: 'remark,asc' } })).statusCode).toBe(400);
    // Ids and a query together, or neither, are not a batch.
    expect((await closeBy({ ids: [first!.id], query: {} })).statusCode).toBe(400);
    expect((await closeBy({})).statusCode).toBe(400);
    expect((await current(first!.id)).status).toBe('SIGN');
  });
});
