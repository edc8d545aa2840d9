import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractCallbackResult, Envelope, ErrorEnvelope } from '../src/api/index.js';
import { conContractCallback, conContractHead, conContractStatusLog } from '../src/db/tables/contract.js';
import { CALLBACK_SECRET_HEADER } from '../src/modules/contract/callback.js';
import type { GatewayApp } from '../src/server.js';
import { insertContract, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const CALLBACK = '/gateway/purchase/api/v1/contract/callback';
const SECRET = 'oa-and-seal-shared-secret';

describe.each(eachDatabase)('[%s] contract callbacks', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;

  /** A contract in `status`, written directly: the status machine's routes are not what is tested here. */
  async function contractIn(status: string): Promise<{ id: number; contractNo: string }> {
    return insertContract(database(), 'HT-CB', { categoryCode: '10', status });
  }

  const send = (body: Record<string, unknown>, secret: string | null = SECRET) =>
    app.inject({ method: 'POST', url: CALLBACK, payload: body, headers: secret === null ? {} : { [CALLBACK_SECRET_HEADER]: secret } });

  async function statusOf(id: number): Promise<string> {
    const [row] = await database().db.select({ status: conContractHead.status }).from(conContractHead).where(eq(conContractHead.id, id));
    return row!.status;
  }

  const logOf = (id: number) => database().db.select().from(conContractStatusLog).where(eq(conContractStatusLog.contractId, id));
  const callbacksOf = (id: number) => database().db.select().from(conContractCallback).where(eq(conContractCallback.contractId, id));

  beforeAll(async () => {
    app = await startGateway(database(), SECRET);
  });
  afterAll(async () => {
    await app.close();
  });

  it('applies an approval once however often it arrives: 100 copies at once give one transition', async () => {
    const contract = await contractIn('APPROVING');
    const answers = await Promise.all(Array.from({ length: 100 }, () => send({ bizKey: contract.contractNo, bizType: 'OA', status: 'APPROVED' })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const outcomes = answers.map((answer) => answer.json<Envelope<ContractCallbackResult>>().data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'repeat')).toHaveLength(99);
    expect(await statusOf(contract.id)).toBe('APPROVED');
    const log = await logOf(contract.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ fromStatus: 'APPROVING', toStatus: 'APPROVED', source: 'callback', actor: 'OA' });
    expect(await callbacksOf(contract.id)).toHaveLength(1);
  });

  it('signs a contract when both seals arrive, in either order, and ignores a late seal', async () => {
    const contract = await contractIn('SENT');
    const buyer = await send({ bizKey: contract.contractNo, bizType: 'SEAL', status: 'SIGN_BUY' });
    expect(buyer.json<Envelope<ContractCallbackResult>>().data).toEqual({ outcome: 'applied', status: 'SIGN_BUY' });
    const signed = await send({ bizKey: contract.contractNo, bizType: 'SEAL', status: 'SIGN' });
    expect(signed.json<Envelope<ContractCallbackResult>>().data).toEqual({ outcome: 'applied', status: 'SIGN' });
    // A SIGN_SALE report (the buyer has sealed, seller to seal) arrives after the signing was complete.
    const late = await send({ bizKey: contract.contractNo, bizType: 'SEAL', status: 'SIGN_SALE' });
    expect(late.statusCode).toBe(200);
    expect(late.json<Envelope<ContractCallbackResult>>().data).toEqual({ outcome: 'late', status: 'SIGN' });
    expect(await statusOf(contract.id)).toBe('SIGN');
    expect((await logOf(contract.id)).map((line) => line.toStatus)).toEqual(['SIGN_BUY', 'SIGN']);
    expect((await callbacksOf(contract.id)).find((row) => row.status === 'SIGN_SALE')).toMatchObject({ outcome: 'late', fromStatus: 'SIGN' });
  });

  it('records a report the contract cannot reach as a conflict and changes nothing', async () => {
    const contract = await contractIn('REJECT');
    const answer = await send({ bizKey: contract.contractNo, bizType: 'OA', status: 'APPROVED' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Envelope<ContractCallbackResult>>().data).toEqual({ outcome: 'conflict', status: 'REJECT' });
    expect(await statusOf(contract.id)).toBe('REJECT');
    expect(await logOf(contract.id)).toHaveLength(0);
    expect(await callbacksOf(contract.id)).toMatchObject([{ status: 'APPROVED', outcome: 'conflict', fromStatus: 'REJECT' }]);
  });

  it('refuses a caller without the secret, or with a wrong one, and stores nothing', async () => {
    const contract = await contractIn('APPROVING');
    for (const secret of [null, 'guess', `${SECRET}x`]) {
      const answer = await send({ bizKey: contract.contractNo, bizType: 'OA', status: 'APPROVED' }, secret);
      expect(answer.statusCode).toBe(401);
      expect(answer.json<ErrorEnvelope>()).toMatchObject({ success: false, message: '回调鉴权失败' });
    }
    expect(await statusOf(contract.id)).toBe('APPROVING');
    expect(await callbacksOf(contract.id)).toHaveLength(0);
  });

  it('answers 400 for a status its caller does not report, and 404 for an unknown contract, storing nothing', async () => {
    const contract = await contractIn('APPROVING');
    const wrongCaller = await send({ bizKey: contract.contractNo, bizType: 'OA', status: 'SIGN' });
    expect(wrongCaller.statusCode).toBe(400);
    expect(wrongCaller.json<ErrorEnvelope>().message).toBe('回调状态不正确');
    const unknownStatus = await send({ bizKey: contract.contractNo, bizType: 'SEAL', status: 'DONE' });
    expect(unknownStatus.statusCode).toBe(400);
    const badType = await send({ bizKey: contract.contractNo, bizType: 'ERP', status: 'APPROVED' });
    expect(badType.statusCode).toBe(400);
    const unknown = await send({ bizKey: 'HT-NOT-THERE', bizType: 'OA', status: 'APPROVED' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().message).toBe('合同不存在');
    expect(await callbacksOf(contract.id)).toHaveLength(0);
    expect(await statusOf(contract.id)).toBe('APPROVING');
  });

  it('refuses every callback when no secret is configured (never anonymous)', async () => {
    const open = await startGateway(database());
    try {
      const contract = await contractIn('APPROVING');
      const answer = await open.inject({ method: 'POST', url: CALLBACK, payload: { bizKey: contract.contractNo, bizType: 'OA', status: 'APPROVED' } });
      expect(answer.statusCode).toBe(503);
      expect(answer.json<ErrorEnvelope>().message).toBe('合同回调未配置，请联系管理员');
      expect(await statusOf(contract.id)).toBe('APPROVING');
    } finally {
      await open.close();
    }
  });
});
