/**
 * The export's row limit checked before any work (issue 29), on both databases, with the real job queue:
 * the limit is lowered for the test to the number of signed contracts, so an export of every contract is
 * over it and one of the signed contracts exactly at it. Over the limit the request is refused at once
 * with the limit in the message (and its English twin), and leaves no task row and no file; at the limit
 * the export completes as before. A task whose rows outgrew the limit after the request is still stopped
 * by the streaming check, with the same limit.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadTask, Envelope, ErrorEnvelope, LoginInfo, PageData } from '../src/api/index.js';
import { ScratchFolder } from '../src/core/scratch.js';
import { LocalDiskStorage } from '../src/core/storage.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { conContractHead } from '../src/db/tables/contract.js';
import { sysDownloadTask } from '../src/db/tables/downloads.js';
import { runExport } from '../src/modules/downloads/export-job.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LIST = '/gateway/purchase/api/v1/contract/head/custom-page';
const ASYNC = '/gateway/demand/exprot/batch/async';
const TASKS = '/gateway/demand/exprot/download/task/list';

/** Every file under `dir`, scratch files included. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.each(eachDatabase)('[%s] export row limit', (_name, target) => {
  const database = useTestDatabase(target);
  const filesDir = mkdtempSync(join(tmpdir(), 'export-limit-'));
  let app: GatewayApp;
  let token = '';
  let adminId = 0;
  let signed = 0;
  let all = 0;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, ...headers }, payload });
  const taskRows = async () => Number((await database().db.select({ n: count() }).from(sysDownloadTask))[0]?.n ?? 0);

  beforeAll(async () => {
    const { db } = database();
    signed = Number((await db.select({ n: count() }).from(conContractHead).where(eq(conContractHead.status, 'SIGN')))[0]?.n ?? 0);
    all = Number((await db.select({ n: count() }).from(conContractHead))[0]?.n ?? 0);
    app = buildServer({ db: database(), filesDir, jobs: true, jobPollingSeconds: 0.5, exportTuning: { maxRows: signed } });
    await app.ready();
    const admin = DEMO_USERS.find((user) => user.account === 'admin');
    const login = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account: 'admin', password: admin?.password } });
    const info = login.json<Envelope<LoginInfo>>().data;
    token = info.accessToken;
    adminId = info.sysUserInfo.id;
  });

  afterAll(async () => {
    await app?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('has seeded data on both sides of the lowered limit', () => {
    expect(signed).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(signed);
  });

  it('refuses an over-limit export at once, naming the limit, with no task and no file', async () => {
    const before = await taskRows();
    const response = await post(ASYNC, { queryUrl: LIST, queryParams: {}, requestMethod: 'POST' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ErrorEnvelope>().message).toBe(`导出数据超过 ${signed} 条，请缩小查询范围后重试`);
    expect(await taskRows()).toBe(before);
    expect(filesUnder(filesDir)).toEqual([]);

    const english = await post(ASYNC, { queryUrl: LIST, queryParams: {} }, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json<ErrorEnvelope>().message).toBe(`The export has more than ${signed} rows; please narrow the search and try again`);
    expect(await taskRows()).toBe(before);
  });

  it('still runs an export of exactly the limit to a completed task', async () => {
    const response = await post(ASYNC, { queryUrl: LIST, queryParams: { 'status.equals': 'SIGN' }, requestMethod: 'POST' });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json<Envelope<{ id: number }>>().data;
    const deadline = Date.now() + 30_000;
    let task: DownloadTask | undefined;
    while (!task || task.status < 4) {
      if (Date.now() > deadline) throw new Error(`task ${id} still at ${task?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const tasks = (await post(TASKS, { pageSize: 100 })).json<Envelope<PageData<DownloadTask>>>().data.result;
      task = tasks.find((row) => row.id === id);
    }
    expect(task).toMatchObject({ status: 5, msg: null, rowCount: signed });
  });

  it('stops a task whose rows outgrew the limit after the request, with the same message', async () => {
    const { db } = database();
    const [created] = await db
      .insert(sysDownloadTask)
      .values({ userId: adminId, fileName: '合同列表.xlsx', status: 0, requestUrl: LIST, requestMethod: 'POST', requestParam: { data: {}, params: {} }, bizType: 1 })
      .returning({ id: sysDownloadTask.id });
    const taskId = created?.id ?? 0;
    const registry = app.listRegistry;
    if (!registry) throw new Error('no list registry');
    const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'export-limit-job-')));
    const scratch = new ScratchFolder(join(storage.dir, '.scratch'));
    try {
      await runExport({ db, registry, storage, scratch, logger: app.log, heartbeatMs: 60_000, maxRows: signed }, taskId);
      const [row] = await db.select({ status: sysDownloadTask.status, msg: sysDownloadTask.msg }).from(sysDownloadTask).where(eq(sysDownloadTask.id, taskId));
      expect(row).toEqual({ status: 4, msg: `导出数据超过 ${signed} 条，请缩小查询范围后重试` });
      expect(filesUnder(storage.dir)).toEqual([]);
    } finally {
      rmSync(storage.dir, { recursive: true, force: true });
    }
  });
});
