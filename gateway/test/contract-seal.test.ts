import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractExeStatusResult, ContractSealSubmitResult, ContractSupplierSealResult, Envelope, ErrorEnvelope } from '../src/api/index.js';
import { conContractHead, conContractStatusLog } from '../src/db/tables/contract.js';
import { CALLBACK_SECRET_HEADER } from '../src/modules/contract/callback.js';
import type { GatewayApp } from '../src/server.js';
import { insertContract, signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const HEAD = '/gateway/purchase/api/v1/contract/head';
const SECRET = 'seal-test-secret';

describe.each(eachDatabase)('[%s] contract seal submission and execution status', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let buyer: string;
  let manager: string;

  async function contractIn(status: string, values: { orgCode?: string; sealStatus?: string | null; exeStatus?: string | null } = {}) {
    return insertContract(database(), 'HT-SEAL', { contractCategory: 'fixedPrice', orgCode: values.orgCode ?? '101001', status, sealStatus: values.sealStatus ?? null, exeStatus: values.exeStatus ?? null });
  }

  async function current(id: number) {
    const [row] = await database()
      .db.select({ status: conContractHead.status, sealStatus: conContractHead.sealStatus, exeStatus: conContractHead.exeStatus, version: conContractHead.version })
      .from(conContractHead)
      .where(eq(conContractHead.id, id));
    return row!;
  }

  const put = (url: string, token: string, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: `${HEAD}/${url}`, payload, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    app = await startGateway(database(), SECRET);
    // 郑伟: purchase manager (every contract button) of the BU02 companies only.
    [admin, buyer, manager] = await signInAll(app, 'admin', 'buyer', 'zhengwei');
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends an approved contract and submits it to the seal system, logging the send', async () => {
    const contract = await contractIn('APPROVED');
    const answer = await put('signet/submit', admin, { id: contract.id, version: 0 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Envelope<ContractSealSubmitResult>>()).toMatchObject({ message: `合同${contract.contractNo}已提交签章`, data: { id: contract.id, status: 'SENT', sealStatus: 'inProcess', version: 1 } });
    expect(await current(contract.id)).toMatchObject({ status: 'SENT', sealStatus: 'inProcess', version: 1 });
    const log = await database().db.select({ from: conContractStatusLog.fromStatus, to: conContractStatusLog.toStatus, actor: conContractStatusLog.actor }).from(conContractStatusLog).where(eq(conContractStatusLog.contractId, contract.id));
    expect(log).toEqual([{ from: 'APPROVED', to: 'SENT', actor: 'admin' }]);

    // The seal system's callbacks then sign it; the one that completes the signing marks the seal approved.
    const callback = (status: string) =>
      app.inject({ method: 'POST', url: '/gateway/purchase/api/v1/contract/callback', payload: { bizKey: contract.contractNo, bizType: 'SEAL', status }, headers: { [CALLBACK_SECRET_HEADER]: SECRET } });
    expect((await callback('SIGN_BUY')).statusCode).toBe(200);
    expect(await current(contract.id)).toMatchObject({ status: 'SIGN_BUY', sealStatus: 'inProcess' });
    expect((await callback('SIGN')).statusCode).toBe(200);
    expect(await current(contract.id)).toMatchObject({ status: 'SIGN', sealStatus: 'approved' });
  });

  it('submits a sent contract as it is, and again after the seal system refused it', async () => {
    const contract = await contractIn('SENT', { sealStatus: 'rejected' });
    const answer = await put('signet/submit', admin, { id: contract.id, version: 0 });
    expect(answer.json<Envelope<ContractSealSubmitResult>>().data).toEqual({ id: contract.id, status: 'SENT', sealStatus: 'inProcess', version: 1 });
    const again = await put('signet/submit', admin, { id: contract.id, version: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorEnvelope>().message).toBe(`合同${contract.contractNo}盖章状态为“盖章中”，不能重复提交签章`);
    expect(await current(contract.id)).toMatchObject({ status: 'SENT', version: 1 });
    expect(await database().db.select().from(conContractStatusLog).where(eq(conContractStatusLog.contractId, contract.id))).toEqual([]);
  });

  it('refuses other statuses, a stale version, a caller without the button and another org', async () => {
    const draft = await contractIn('draft');
    const refused = await put('signet/submit', admin, { id: draft.id, version: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe(`合同${draft.contractNo}当前状态为“草稿”，不能提交签章`);

    const approved = await contractIn('APPROVED');
    expect((await put('signet/submit', admin, { id: approved.id, version: 3 })).statusCode).toBe(409);
    const denied = await put('signet/submit', buyer, { id: approved.id, version: 0 });
    expect(denied.statusCode).toBe(403);
    expect(denied.json<ErrorEnvelope>().code).toBe(40301);
    expect((await put('signet/submit', manager, { id: approved.id, version: 0 })).statusCode).toBe(404);
    expect(await current(approved.id)).toMatchObject({ status: 'APPROVED', sealStatus: null, version: 0 });
  });

  it('moves the execution status of signed contracts forward, all or nothing', async () => {
    const signed = await contractIn('SIGN');
    const archived = await contractIn('PIGEONHOLE');
    const sent = await contractIn('SENT');
    const refused = await put('exe-status', admin, { ids: [signed.id, sent.id], exeStatus: 'EXECUTING' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe(`合同${sent.contractNo}当前状态为“已发送供应商”，不能修改执行状态`);
    expect(await current(signed.id)).toMatchObject({ exeStatus: null, version: 0 });

    const executing = await put('exe-status', admin, { ids: [signed.id, archived.id], exeStatus: 'EXECUTING' });
    expect(executing.json<Envelope<ContractExeStatusResult>>()).toMatchObject({ message: '已将2个合同的执行状态改为“执行中”', data: { updated: 2, exeStatus: 'EXECUTING' } });
    expect(await current(archived.id)).toMatchObject({ exeStatus: 'EXECUTING', version: 1 });

    const complete = await put('exe-status', admin, { ids: [signed.id], exeStatus: 'EXECUTION_COMPLETE' });
    expect(complete.statusCode).toBe(200);
    const back = await put('exe-status', admin, { ids: [signed.id, archived.id], exeStatus: 'EXECUTING' });
    expect(back.statusCode).toBe(422);
    expect(back.json<ErrorEnvelope>().message).toBe(`合同${signed.contractNo}执行状态为“执行完毕”，不能改为“执行中”`);
    expect(await current(signed.id)).toMatchObject({ exeStatus: 'EXECUTION_COMPLETE', version: 2 });

    // Straight to complete from none.
    const fresh = await contractIn('PIGEONHOLE_E');
    expect((await put('exe-status', admin, { ids: [fresh.id], exeStatus: 'EXECUTION_COMPLETE' })).statusCode).toBe(200);
    expect((await put('exe-status', admin, { ids: [], exeStatus: 'EXECUTING' })).statusCode).toBe(400);
  });

  it('checks the exe button and the data scope for the execution status', async () => {
    const own = await contractIn('SIGN');
    const denied = await put('exe-status', buyer, { ids: [own.id], exeStatus: 'EXECUTING' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json<ErrorEnvelope>().code).toBe(40301);
    expect((await put('exe-status', manager, { ids: [own.id], exeStatus: 'EXECUTING' })).statusCode).toBe(404);
    const rows = await database().db.select({ exeStatus: conContractHead.exeStatus }).from(conContractHead).where(eq(conContractHead.id, own.id)).orderBy(asc(conContractHead.id));
    expect(rows).toEqual([{ exeStatus: null }]);
  });

  it("lets the supplier seal its own sent contract in the browser, beside the seal system's report", async () => {
    const [supplier1, supplier2] = await signInAll(app, 'supplier1', 'supplier2');
    const sent = await contractIn('SENT', { sealStatus: 'inProcess' });
    // Another supplier's user does not find it; a buyer with every button is not a supplier.
    expect((await put('signet/supplier-seal', supplier2, { id: sent.id, version: 0 })).statusCode).toBe(404);
    const staff = await put('signet/supplier-seal', admin, { id: sent.id, version: 0 });
    expect(staff.statusCode).toBe(403);
    expect(staff.json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '仅供应商账号可以盖章' });
    expect((await put('signet/supplier-seal', supplier1, { id: sent.id, version: 5 })).statusCode).toBe(409);
    expect(await current(sent.id)).toMatchObject({ status: 'SENT', version: 0 });

    const sealed = await put('signet/supplier-seal', supplier1, { id: sent.id, version: 0 });
    expect(sealed.json<Envelope<ContractSupplierSealResult>>()).toMatchObject({ message: `合同${sent.contractNo}已盖章`, data: { id: sent.id, status: 'SIGN_BUY', sealStatus: 'inProcess', version: 1 } });
    const log = await database().db.select({ to: conContractStatusLog.toStatus, source: conContractStatusLog.source, actor: conContractStatusLog.actor }).from(conContractStatusLog).where(eq(conContractStatusLog.contractId, sent.id));
    expect(log).toEqual([{ to: 'SIGN_BUY', source: 'user', actor: 'supplier1' }]);
    // Sealing twice is refused by name; the seal system's own report of the same seal changes nothing.
    const twice = await put('signet/supplier-seal', supplier1, { id: sent.id, version: 1 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<ErrorEnvelope>().message).toBe(`合同${sent.contractNo}当前状态为“待采购方盖章”，不能盖章`);
    const report = await app.inject({ method: 'POST', url: '/gateway/purchase/api/v1/contract/callback', payload: { bizKey: sent.contractNo, bizType: 'SEAL', status: 'SIGN_BUY' }, headers: { [CALLBACK_SECRET_HEADER]: SECRET } });
    expect(report.statusCode).toBe(200);
    expect(await current(sent.id)).toMatchObject({ status: 'SIGN_BUY', version: 1 });

    // When the buyer sealed first, the supplier's seal completes the signing.
    const buyerFirst = await contractIn('SIGN_SALE', { sealStatus: 'inProcess' });
    const complete = await put('signet/supplier-seal', supplier1, { id: buyerFirst.id, version: 0 });
    expect(complete.json<Envelope<ContractSupplierSealResult>>().data).toMatchObject({ status: 'SIGN', sealStatus: 'approved' });
  });
});
