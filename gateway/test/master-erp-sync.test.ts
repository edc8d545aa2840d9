/**
 * Master data pulled from the ERP through the outbox (issue 21), against a real HTTP receiver on
 * 127.0.0.1 playing the ERP: 同步物料 writes a message, the job POSTs it, and the ERP's answer is saved
 * in the transaction that marks it SUCCESS (new and changed materials; a record with an unknown category
 * skipped); 同步税率 the same for tax rates; a second sync while one is pending is refused; a user
 * without the button is refused; and 物料管理's export runs as a download task.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadTask, Envelope, LoginInfo, MasterSyncSubmitted, PageData } from '../src/api/index.js';
import { sysInterfaceLog } from '../src/db/tables/interface-log.js';
import { sysMaterial } from '../src/db/tables/lookups.js';
import { mstMaterialTaxRate } from '../src/db/tables/master.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { MASTER_SYNC_MESSAGES } from '../src/modules/master/erp-sync.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const TUNING = { baseMs: 300, maxMs: 600, maxAttempts: 3, sweepEveryMs: 100, requeueAfterMs: 3000, timeoutMs: 3000 };

/** The ERP: answers each pull with what it was given for that type, and keeps the requests. */
class FakeErp {
  readonly requests: { type: string; matCode?: string }[] = [];
  answers: Record<string, unknown> = {};
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const payload = JSON.parse(body) as { type: string; matCode?: string };
        this.requests.push(payload);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: true, code: 200, data: this.answers[payload.type] ?? {} }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/erp`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describe.each(eachDatabase)('[%s] master data from the ERP', (_name, target) => {
  const database = useTestDatabase(target);
  const erp = new FakeErp();
  let app: GatewayApp;
  let admin = '';
  let buyer = '';

  async function signIn(account: string): Promise<string> {
    const password = DEMO_USERS.find((user) => user.account === account)?.password ?? '';
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }
  const post = (token: string, url: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/gateway${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  async function settled(logId: number): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const [row] = await database().db.select({ state: sysInterfaceLog.state }).from(sysInterfaceLog).where(eq(sysInterfaceLog.id, logId));
      if (row && row.state !== 'PENDING') return row.state;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the message did not settle');
  }

  beforeAll(async () => {
    await erp.start();
    app = buildServer({ db: database(), jobs: true, jobPollingSeconds: 0.5, erpSyncUrl: erp.url, outbox: TUNING });
    await app.ready();
    admin = await signIn('admin');
    buyer = await signIn('buyer');
  });

  afterAll(async () => {
    await app.close();
    await erp.stop();
  });

  it('saves new and changed materials from the ERP answer, skipping one of an unknown category', async () => {
    const [existing] = await database().db.select().from(sysMaterial).orderBy(asc(sysMaterial.matCode)).limit(1);
    if (!existing) throw new Error('no seeded material');
    erp.answers['MATERIAL'] = {
      materials: [
        { matCode: existing.matCode, matName: `${existing.matName}（ERP）`, categoryCode: existing.categoryCode, unitCode: 'T', status: 'Inactive' },
        { matCode: '9990000001', matName: '进口大豆（ERP新增）', categoryCode: existing.categoryCode, unitCode: 'T' },
        { matCode: '9990000002', matName: '无品类物料', categoryCode: 'NO-SUCH-CATEGORY' },
      ],
    };
    const submitted = await post(admin, '/system/material/syncMaterial');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { data, message } = submitted.json<Envelope<MasterSyncSubmitted>>();
    expect(message).toBe(MASTER_SYNC_MESSAGES.submitted);
    expect(await settled(data.logId)).toBe('SUCCESS');
    expect(erp.requests.at(-1)).toEqual({ type: 'MATERIAL' });
    const rows = await database().db.select().from(sysMaterial);
    const byCode = new Map(rows.map((row) => [row.matCode, row]));
    expect(byCode.get(existing.matCode)).toMatchObject({ matName: `${existing.matName}（ERP）`, status: 'Inactive', version: existing.version + 1 });
    expect(byCode.get('9990000001')).toMatchObject({ matName: '进口大豆（ERP新增）', status: 'Active' });
    expect(byCode.has('9990000002')).toBe(false);
  });

  it('syncs one material by code, and the tax rates', async () => {
    erp.answers['MATERIAL'] = { materials: [{ matCode: '9990000001', matName: '进口大豆', categoryCode: (await database().db.select().from(sysMaterial).where(eq(sysMaterial.matCode, '9990000001')))[0]?.categoryCode }] };
    const one = await post(admin, '/system/material/syncMaterialInfo', { matCode: '9990000001' });
    expect(await settled(one.json<Envelope<MasterSyncSubmitted>>().data.logId)).toBe('SUCCESS');
    expect(erp.requests.at(-1)).toEqual({ type: 'MATERIAL', matCode: '9990000001' });
    expect((await database().db.select().from(sysMaterial).where(eq(sysMaterial.matCode, '9990000001')))[0]?.matName).toBe('进口大豆');

    erp.answers['TAX_RATE'] = { taxRates: [{ matCode: '9990000001', taxRate: '0.09', effectiveDate: '2027-01-01' }, { matCode: 'NO-SUCH', taxRate: '0.13', effectiveDate: '2027-01-01' }] };
    const rates = await post(admin, '/system/materialsTaxRate/sync');
    expect(await settled(rates.json<Envelope<MasterSyncSubmitted>>().data.logId)).toBe('SUCCESS');
    const saved = await database().db.select().from(mstMaterialTaxRate).where(eq(mstMaterialTaxRate.matCode, '9990000001'));
    expect(saved.map((row) => [row.effectiveDate, row.taxRate])).toEqual([['2027-01-01', '0.09']]);
  });

  it('exports the material list as a download task, filtered as the list is', async () => {
    const created = await post(admin, '/demand/exprot/batch/async', { queryUrl: '/system/material/page', requestMethod: 'GET', queryParams: { 'matName.contains': '进口大豆' }, fileName: '物料.xlsx' });
    expect(created.statusCode, created.body).toBe(200);
    const taskId = created.json<Envelope<{ id: number }>>().data.id;
    for (let attempt = 0; attempt < 100; attempt++) {
      const list = await post(admin, '/demand/exprot/download/task/list', { pageSize: 100 });
      const task = list.json<Envelope<PageData<DownloadTask>>>().data.result.find((row) => row.id === taskId);
      if (task && task.status >= 4) {
        expect(task).toMatchObject({ status: 5, rowCount: 1 });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the export did not finish');
  });

  it('refuses a sync while the same one is pending, and a user without the button', async () => {
    const { db } = database();
    const [pending] = await db
      .insert(sysInterfaceLog)
      .values({ system: 'EBS', bizType: 'TAX_RATE_SYNC', bizKey: 'ALL', direction: 'out', payload: { type: 'TAX_RATE' }, state: 'PENDING', attempts: 0, nextAttemptTime: new Date(Date.now() + 3_600_000) })
      .returning({ id: sysInterfaceLog.id });
    const refused = await post(admin, '/system/materialsTaxRate/sync');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MASTER_SYNC_MESSAGES.pending);
    await db.delete(sysInterfaceLog).where(eq(sysInterfaceLog.id, pending?.id ?? 0));
    expect((await post(buyer, '/system/material/syncMaterial')).statusCode).toBe(403);
    expect((await post(admin, '/system/material/syncMaterialInfo', { matCode: ' ' })).statusCode).toBe(400);
  });
});
