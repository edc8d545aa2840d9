/**
 * Contract ERP sync through the interface outbox, end to end on both databases: the gateway runs its
 * job queue (pg-boss) and POSTs to a real HTTP receiver on 127.0.0.1 that can be told to fail; the
 * sync timeline shows every attempt; retries wait their backoff; a message gives up in ERROR after the
 * last attempt and goes out again on a manual resend; without a configured endpoint nothing is sent.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContractEbsPoStatusBatchResult,
  ContractEbsPoStatusResult,
  ContractSyncLog,
  ContractSyncSubmitted,
  ContractSyncTimeline,
  Envelope,
  ErrorEnvelope,
  LoginInfo,
} from '../src/api/index.js';
import { invalidateAccess } from '../src/core/access.js';
import { sysMenu, sysRole, sysRoleMenu } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/db/seeds/users.js';
import { conContractHead, conContractLine } from '../src/db/tables/contract.js';
import { sysInterfaceAttempt, sysInterfaceLog } from '../src/db/tables/interface-log.js';
import { Outbox } from '../src/core/outbox/outbox.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import type { DatabaseConnection } from '../src/db/connection.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const HEAD = '/gateway/purchase/api/v1/contract/head';
const SYNC = '/gateway/purchase/api/v1/contract/handleSync';
/**
 * Short timings: a retry after 700 ms, then 1 s (capped, not 1.4 s); three attempts a round; a sweep every
 * 100 ms. The waits are longer than a worker's polling (0.5 s), so a missing backoff would show.
 */
const TUNING = { baseMs: 700, maxMs: 1000, maxAttempts: 3, sweepEveryMs: 100, requeueAfterMs: 3000, timeoutMs: 3000 };

interface Received {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A stand-in for the ERP: records each POST, fails the first N of a contract (or all of them), or answers late. */
class Receiver {
  readonly received: Received[] = [];
  private readonly failures = new Map<string, number>();
  private readonly delays = new Map<string, number>();
  private server: Server | undefined;
  url = '';

  failFirst(bizKey: string, times: number): void {
    this.failures.set(bizKey, times);
  }

  failAlways(bizKey: string): void {
    this.failures.set(bizKey, Number.POSITIVE_INFINITY);
  }

  succeed(bizKey: string): void {
    this.failures.delete(bizKey);
  }

  delay(bizKey: string, ms: number): void {
    this.delays.set(bizKey, ms);
  }

  of(bizKey: string): Received[] {
    return this.received.filter((request) => request.headers['x-biz-key'] === bizKey);
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const key = String(request.headers['x-biz-key']);
        this.received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
        const left = this.failures.get(key) ?? 0;
        const answer = () => {
          if (left > 0) {
            this.failures.set(key, left - 1);
            response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: 'EBS暂不可用' }));
          } else {
            response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, success: true }));
          }
        };
        setTimeout(answer, this.delays.get(key) ?? 0);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/erp/sync`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads `read` every 100 ms until `done` holds or `ms` ran out, and answers the last reading. */
async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(100);
    value = await read();
  }
  return value;
}

let counter = 0;

/** A contract of the buyer's company and category (101001, 玉米 100101) unless told otherwise. */
async function contractIn(connection: DatabaseConnection, status: string, orgCode = '101001'): Promise<{ id: number; contractNo: string }> {
  counter += 1;
  const contractNo = `HT-ERP-${Date.now()}-${counter}`;
  const [row] = await connection.db
    .insert(conContractHead)
    .values({ contractNo, contractName: '玉米采购合同', contractCategory: 'fixed', orgCode, supplierSn: 'S0001', supplierName: '中粮贸易（大连）有限公司', categoryCode: '100101', status, totalAmount: '25600.00' })
    .returning({ id: conContractHead.id });
  return { id: row!.id, contractNo };
}

async function signIn(app: GatewayApp, account: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Envelope<LoginInfo>>().data.accessToken;
}

function client(app: () => GatewayApp) {
  const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app().inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    sync: (token: string, id: number) => call(token, 'GET', `${SYNC}/sendHandleSync?id=${id}`),
    resend: (token: string, logId: number) => call(token, 'POST', `${SYNC}/resend`, { logId }),
    timeline: async (token: string, id: number): Promise<ContractSyncTimeline> => {
      const response = await call(token, 'GET', `${HEAD}/sync-log?id=${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Envelope<ContractSyncTimeline>>().data;
    },
  };
}

describe.each(eachDatabase)('[%s] contract ERP sync', (_name, target) => {
  const database = useTestDatabase(target);
  const receiver = new Receiver();
  let app: GatewayApp;
  let admin: string;
  let buyer: string;
  let noSync: string;
  const { call, sync, resend, timeline } = client(() => app);

  /** Polls the timeline until the newest message (or the one asked for) is in `state`. */
  async function settled(id: number, state: ContractSyncLog['state'], logId?: number): Promise<{ timeline: ContractSyncTimeline; log: ContractSyncLog }> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const current = await timeline(admin, id);
      const log = logId === undefined ? current.logs[0] : current.logs.find((row) => row.id === logId);
      if (log?.state === state) return { timeline: current, log };
      if (Date.now() > deadline) throw new Error(`message of contract ${id} still ${log?.state}: ${JSON.stringify(log)}`);
      await sleep(100);
    }
  }

  beforeAll(async () => {
    await receiver.start();
    const db = database().db;
    // The buyer's role gets the sync button; zhaolei (supply chain) reads contracts but may not sync them.
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, 'buyer'));
    const [menu] = await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.menuCode, 'contract:sync'));
    expect(menu, 'the contract:sync button is seeded').toBeDefined();
    await db.insert(sysRoleMenu).values({ roleId: role!.id, menuId: menu!.id });
    invalidateAccess();
    app = buildServer({ db: database(), jobs: true, jobPollingSeconds: 0.5, erpSyncUrl: receiver.url, outbox: TUNING });
    await app.ready();
    admin = await signIn(app, 'admin', 'Admin@123');
    buyer = await signIn(app, 'buyer', 'Buyer@123');
    noSync = await signIn(app, 'zhaolei', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
    await receiver.stop();
  });

  it('sends a signed contract with its lines once, with the idempotency key, and marks it synched', async () => {
    const contract = await contractIn(database(), 'SIGN');
    await database().db.insert(conContractLine).values({
      headId: contract.id,
      lineNo: 1,
      matCode: 'M100101',
      matName: '玉米',
      quantity: '100.000',
      unitCode: 'T',
      priceWithTax: '256.000000',
      taxRate: '9.00',
      amount: '25600.00',
      taxAmount: '2113.76',
      amountWithoutTax: '23486.24',
    });
    expect((await timeline(admin, contract.id)).syncStatus).toBe('unsynched');

    const answer = await sync(buyer, contract.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const submitted = answer.json<Envelope<ContractSyncSubmitted>>();
    expect(submitted.message).toBe('同步任务已提交');

    const { timeline: after, log } = await settled(contract.id, 'SUCCESS');
    expect(after.syncStatus).toBe('synched');
    expect(log).toMatchObject({ id: submitted.data.logId, system: 'EBS', bizType: 'CONTRACT_SYNC', bizKey: contract.contractNo, attempts: 1, lastError: null, nextAttemptTime: null, createdBy: 'buyer' });
    expect(log.attemptList).toHaveLength(1);
    expect(log.attemptList[0]).toMatchObject({ attemptNo: 1, httpStatus: 200, ok: true, error: null });

    // Sweeps come and go: the receiver still has it exactly once.
    await sleep(700);
    const got = receiver.of(contract.contractNo);
    expect(got).toHaveLength(1);
    expect(got[0]!.headers).toMatchObject({ 'x-interface-system': 'EBS', 'x-biz-type': 'CONTRACT_SYNC', 'idempotency-key': String(submitted.data.logId), 'content-type': 'application/json' });
    const body = got[0]!.body as { contractNo: string; head: { totalAmount: string; status: string }; lines: { matCode: string; quantity: string; priceWithTax: string }[] };
    expect(body.contractNo).toBe(contract.contractNo);
    expect(body.head).toMatchObject({ totalAmount: '25600.00', status: 'SIGN' });
    expect(body.lines).toEqual([expect.objectContaining({ matCode: 'M100101', quantity: '100.000', priceWithTax: '256.000000' })]);
  });

  it('retries a failed send after its backoff until the receiver accepts it', async () => {
    const contract = await contractIn(database(), 'PIGEONHOLE');
    receiver.failFirst(contract.contractNo, 2);
    const logId = (await sync(admin, contract.id)).json<Envelope<ContractSyncSubmitted>>().data.logId;
    const { timeline: after, log } = await settled(contract.id, 'SUCCESS');
    expect(after.syncStatus).toBe('synched');
    expect(log.attemptList.map((attempt) => [attempt.attemptNo, attempt.httpStatus, attempt.ok])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 200, true],
    ]);
    expect(log.attemptList[0]!.error).toBe('HTTP 500：{"success":false,"message":"EBS暂不可用"}');
    // Each retry waited at least its backoff (700 ms, then the 1 s cap); times are cut to milliseconds.
    const times = log.attemptList.map((attempt) => Date.parse(attempt.time));
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(699);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(999);
    // One message: every try carried the same idempotency key.
    expect(new Set(receiver.of(contract.contractNo).map((request) => request.headers['idempotency-key']))).toEqual(new Set([String(logId)]));
  });

  it('gives up in ERROR after the last attempt, keeps every attempt, and sends again on a manual resend', async () => {
    const contract = await contractIn(database(), 'PIGEONHOLE_E');
    receiver.failAlways(contract.contractNo);
    const logId = (await sync(admin, contract.id)).json<Envelope<ContractSyncSubmitted>>().data.logId;
    const failed = await settled(contract.id, 'ERROR');
    expect(failed.timeline.syncStatus).toBe('unsynched');
    expect(failed.log).toMatchObject({ attempts: 3, nextAttemptTime: null, lastError: 'HTTP 500：{"success":false,"message":"EBS暂不可用"}' });
    expect(failed.log.attemptList.map((attempt) => [attempt.attemptNo, attempt.ok])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
    await sleep(700);
    expect(receiver.of(contract.contractNo)).toHaveLength(3);

    receiver.succeed(contract.contractNo);
    const resent = await resend(buyer, logId);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<Envelope<ContractSyncSubmitted>>()).toMatchObject({ message: '已重新提交同步', data: { logId } });
    const done = await settled(contract.id, 'SUCCESS');
    expect(done.timeline.syncStatus).toBe('synched');
    expect(done.log).toMatchObject({ id: logId, attempts: 1, lastError: null });
    expect(done.log.attemptList.map((attempt) => [attempt.attemptNo, attempt.ok])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(done.timeline.logs).toHaveLength(1);

    const again = await resend(admin, logId);
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorEnvelope>().message).toBe('该同步记录已成功，无需重发');
  });

  it('sends again a message whose attempt died with its process, once the lease ran out', async () => {
    const contract = await contractIn(database(), 'SIGN');
    // As a process leaves it when it dies mid-attempt: PENDING, one attempt counted, the lease in the past.
    const [row] = await database()
      .db.insert(sysInterfaceLog)
      .values({ system: 'EBS', bizType: 'CONTRACT_SYNC', bizKey: contract.contractNo, bizId: contract.id, payload: { contractNo: contract.contractNo }, attempts: 1, nextAttemptTime: new Date(Date.now() - 1000) })
      .returning({ id: sysInterfaceLog.id });
    const { timeline: after, log } = await settled(contract.id, 'SUCCESS');
    expect(log).toMatchObject({ id: row!.id, attempts: 2 });
    expect(after.syncStatus).toBe('synched');
    expect(receiver.of(contract.contractNo).map((request) => request.headers['idempotency-key'])).toEqual([String(row!.id)]);
  });

  it('refuses a contract that is not signed or archived, and a second sync while one is pending', async () => {
    const draft = await contractIn(database(), 'draft');
    const refused = await sync(admin, draft.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe(`合同${draft.contractNo}当前状态为“草稿”，不能同步`);
    expect((await timeline(admin, draft.id)).logs).toEqual([]);

    const signed = await contractIn(database(), 'SIGN');
    receiver.delay(signed.contractNo, 1500);
    expect((await sync(admin, signed.id)).statusCode).toBe(200);
    const twice = await sync(admin, signed.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorEnvelope>().message).toBe(`合同${signed.contractNo}正在同步，请稍后`);
    await settled(signed.id, 'SUCCESS');
    expect((await timeline(admin, signed.id)).logs).toHaveLength(1);
    // Once the first went through, the contract may be sent again.
    expect((await sync(admin, signed.id)).statusCode).toBe(200);
    const { timeline: after } = await settled(signed.id, 'SUCCESS');
    expect(after.logs.map((log) => log.state)).toEqual(['SUCCESS', 'SUCCESS']);
    expect(after.logs[0]!.id).toBeGreaterThan(after.logs[1]!.id);
  });

  it('records the EBS PO status on one contract and on a batch, all or nothing, with a message each', async () => {
    const one = await contractIn(database(), 'SIGN');
    const single = await call(buyer, 'PUT', `${HEAD}/updateEbsPoStatus`, { id: one.id, ebsPoStatus: 'APPROVED' });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json<Envelope<ContractEbsPoStatusResult>>()).toMatchObject({ message: '已更新EBS订单状态', data: { id: one.id, ebsPoStatus: 'APPROVED', version: 1 } });
    const { timeline: afterOne, log } = await settled(one.id, 'SUCCESS');
    expect(afterOne.ebsPoStatus).toBe('APPROVED');
    expect(log.bizType).toBe('EBS_PO_STATUS');
    expect(receiver.of(one.contractNo).map((request) => request.body)).toEqual([{ contractId: one.id, contractNo: one.contractNo, ebsPoStatus: 'APPROVED' }]);

    const a = await contractIn(database(), 'SIGN');
    const b = await contractIn(database(), 'PIGEONHOLE');
    const foreign = await contractIn(database(), 'SIGN', '102001');
    const batch = (token: string, ids: number[]) => call(token, 'PUT', `${HEAD}/updateEbsPoStatus/batch`, { ids, ebsPoStatus: 'CLOSED' });
    // Another company's contract in the batch: the buyer's whole batch is refused, nothing written.
    expect((await batch(buyer, [a.id, foreign.id])).statusCode).toBe(404);
    const [untouched] = await database().db.select({ ebsPoStatus: conContractHead.ebsPoStatus, version: conContractHead.version }).from(conContractHead).where(eq(conContractHead.id, a.id));
    expect(untouched).toEqual({ ebsPoStatus: null, version: 0 });
    expect(await database().db.select().from(sysInterfaceLog).where(eq(sysInterfaceLog.bizId, a.id))).toEqual([]);

    const done = await batch(buyer, [a.id, b.id]);
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json<Envelope<ContractEbsPoStatusBatchResult>>();
    expect(result.message).toBe('已更新2个合同的EBS订单状态');
    expect(result.data.logIds).toHaveLength(2);
    for (const contract of [a, b]) {
      const { timeline: after } = await settled(contract.id, 'SUCCESS');
      expect(after.ebsPoStatus).toBe('CLOSED');
    }
    expect((await batch(buyer, [])).statusCode).toBe(400);
  });

  it('needs the contract:sync button, and keeps to the caller’s data scope', async () => {
    const own = await contractIn(database(), 'SIGN');
    for (const response of [
      await sync(noSync, own.id),
      await call(noSync, 'PUT', `${HEAD}/updateEbsPoStatus`, { id: own.id, ebsPoStatus: 'OPEN' }),
      await call(noSync, 'PUT', `${HEAD}/updateEbsPoStatus/batch`, { ids: [own.id], ebsPoStatus: 'OPEN' }),
      await resend(noSync, 1),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '您暂无此权限' });
    }

    const foreign = await contractIn(database(), 'SIGN', '102001');
    receiver.failAlways(foreign.contractNo);
    const foreignLog = (await sync(admin, foreign.id)).json<Envelope<ContractSyncSubmitted>>().data.logId;
    await settled(foreign.id, 'ERROR');
    for (const response of [
      await sync(buyer, foreign.id),
      await call(buyer, 'PUT', `${HEAD}/updateEbsPoStatus`, { id: foreign.id, ebsPoStatus: 'OPEN' }),
      await call(buyer, 'GET', `${HEAD}/sync-log?id=${foreign.id}`),
      await resend(buyer, foreignLog),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const [row] = await database().db.select({ ebsPoStatus: conContractHead.ebsPoStatus }).from(conContractHead).where(eq(conContractHead.id, foreign.id));
    expect(row?.ebsPoStatus).toBeNull();
    const [message] = await database().db.select({ state: sysInterfaceLog.state }).from(sysInterfaceLog).where(and(eq(sysInterfaceLog.id, foreignLog)));
    expect(message?.state).toBe('ERROR');
  });
});

describe.each(eachDatabase)('[%s] contract ERP sync without an endpoint', (_name, target) => {
  const database = useTestDatabase(target);
  const receiver = new Receiver();
  let app: GatewayApp;
  const { sync, timeline } = client(() => app);

  beforeAll(async () => {
    await receiver.start();
  });
  afterAll(async () => {
    await app?.close();
    await receiver.stop();
  });

  it('records a receiver that cannot be reached as a failed attempt', async () => {
    const contract = await contractIn(database(), 'SIGN');
    // A port that was just closed: the connection is refused.
    const closed = new Receiver();
    await closed.start();
    await closed.stop();
    // No job queue here: run the attempt the job would run.
    const outbox = new Outbox({ db: database().db, url: closed.url, tuning: { ...TUNING, maxAttempts: 1 } });
    const logId = await database().db.transaction((tx) => outbox.enqueue(tx, { system: 'EBS', bizType: 'CONTRACT_SYNC', bizKey: contract.contractNo, bizId: contract.id, payload: {} }));
    await outbox.attempt(logId);
    await outbox.attempt(logId);
    const [log] = await database().db.select().from(sysInterfaceLog).where(eq(sysInterfaceLog.id, logId));
    expect(log).toMatchObject({ state: 'ERROR', attempts: 1, nextAttemptTime: null });
    expect(log?.lastError).toMatch(/^请求失败：ECONNREFUSED/);
    const attempts = await database().db.select().from(sysInterfaceAttempt).where(eq(sysInterfaceAttempt.logId, logId));
    expect(attempts).toEqual([expect.objectContaining({ attemptNo: 1, httpStatus: null, ok: false, error: log?.lastError })]);
  });

  it('keeps the message pending with the reason, and sends it once a server with the endpoint runs', async () => {
    app = buildServer({ db: database(), jobs: true, jobPollingSeconds: 0.5, outbox: TUNING });
    await app.ready();
    let admin = await signIn(app, 'admin', 'Admin@123');
    const contract = await contractIn(database(), 'SIGN');
    const answer = await sync(admin, contract.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Envelope<ContractSyncSubmitted>>().message).toBe('同步任务已提交');
    // The job runs within a poll (0.5 s) on an idle machine; wait for its reason rather than a fixed time.
    const waiting = await readUntil(() => timeline(admin, contract.id), (read) => Boolean(read.logs[0]?.lastError), 10_000);
    expect(waiting.syncStatus).toBe('unsynched');
    expect(waiting.logs).toHaveLength(1);
    expect(waiting.logs[0]).toMatchObject({ state: 'PENDING', attempts: 0, nextAttemptTime: null, lastError: '未配置ERP同步地址', attemptList: [] });
    await app.close();

    app = buildServer({ db: database(), jobs: true, jobPollingSeconds: 0.5, erpSyncUrl: receiver.url, outbox: TUNING });
    await app.ready();
    admin = await signIn(app, 'admin', 'Admin@123');
    const current = await readUntil(() => timeline(admin, contract.id), (read) => read.logs[0]?.state === 'SUCCESS', 20_000);
    expect(current.syncStatus).toBe('synched');
    expect(current.logs[0]).toMatchObject({ state: 'SUCCESS', attempts: 1, lastError: null });
    expect(receiver.of(contract.contractNo)).toHaveLength(1);
  });
});
