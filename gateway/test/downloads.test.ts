/**
 * Download tasks end to end, on both databases, with the real job queue (pg-boss) running in the
 * server: an export of the contract list is queued, run, stored and downloaded as a real .xlsx that is
 * read back with exceljs; the buyer's export holds only the buyer's rows; bad requests are refused
 * before a task exists; a task whose process died is retried or failed, never left pending.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadTask, Envelope, ErrorEnvelope, LoginInfo, PageData } from '../src/api/index.js';
import { hashPassword } from '../src/core/password.js';
import { sysUser } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { sysDownloadTask } from '../src/db/tables/downloads.js';
import { MAX_EXPORT_ATTEMPTS, recoverStaleTasks } from '../src/modules/downloads/export-job.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LIST = '/purchase/api/v1/contract/head/custom-page';
const ASYNC = '/gateway/demand/exprot/batch/async';
const TASKS = '/gateway/demand/exprot/download/task/list';

interface ContractRow {
  id: number;
  contractNo: string;
  orgCode: string;
  categoryCode: string;
  status: string;
  totalAmount: string;
}

describe.each(eachDatabase)('[%s] download tasks', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, number>();

  const call = (account: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${tokens.get(account)}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function signIn(account: string, password: string): Promise<void> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    const info = response.json<Envelope<LoginInfo>>().data;
    tokens.set(account, info.accessToken);
    userIds.set(account, info.sysUserInfo.id);
  }

  async function tasksOf(account: string): Promise<DownloadTask[]> {
    return (await call(account, 'POST', TASKS, { pageSize: 100 })).json<Envelope<PageData<DownloadTask>>>().data.result;
  }

  /** Polls the download centre, as the app does, until the task is final. */
  async function finished(account: string, id: number): Promise<DownloadTask> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = (await tasksOf(account)).find((task) => task.id === id);
      if (found && found.status >= 4) return found;
      if (Date.now() > deadline) throw new Error(`task ${id} still at ${found?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function exportAs(account: string, body: Record<string, unknown>): Promise<DownloadTask> {
    const response = await call(account, 'POST', ASYNC, body);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<Envelope<{ id: number; fileName: string }>>();
    expect(created.message).toBe('已加入下载任务，请在下载中心查看');
    return finished(account, created.data.id);
  }

  async function workbookOf(account: string, task: DownloadTask): Promise<{ headers: string[]; rows: unknown[][]; disposition: string }> {
    const response = await call(account, 'GET', task.url ?? '');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const [headers = [], ...rows] = values;
    return { headers: headers as string[], rows, disposition: String(response.headers['content-disposition']) };
  }

  async function listAll(account: string, filters: Record<string, unknown> = {}): Promise<{ rows: ContractRow[]; total: number }> {
    const response = await call(account, 'POST', `/gateway${LIST}`, { ...filters, page: 1, pageSize: 1000 });
    const data = response.json<Envelope<{ result: ContractRow[]; total: number }>>().data;
    return { rows: data.result, total: data.total };
  }

  beforeAll(async () => {
    app = buildServer({ db: database(), jobs: true, jobPollingSeconds: 0.5 });
    await app.ready();
    for (const account of ['admin', 'buyer']) {
      await signIn(account, DEMO_USERS.find((user) => user.account === account)?.password ?? '');
    }
    // A signed-in user without any role: may not read the contract list.
    await database().db.insert(sysUser).values({ account: 'nobody', userName: '无角色用户', passwordHash: await hashPassword('Nobody@123') });
    await signIn('nobody', 'Nobody@123');
  });

  afterAll(async () => {
    await app?.close();
  });

  it('exports the filtered contract list to a real spreadsheet named with a timestamp', async () => {
    const filters = { 'status.in': 'SIGN,APPROVED', sort: 'totalAmount,desc' };
    const expected = await listAll('admin', filters);
    expect(expected.total).toBeGreaterThan(0);
    const task = await exportAs('admin', { queryUrl: `/gateway${LIST}`, queryParams: filters, requestMethod: 'POST', pagePath: '/contract/list' });
    expect(task).toMatchObject({ status: 5, msg: null, rowCount: expected.total, bizType: 1, pagePath: '/contract/list' });
    expect(task.fileName).toMatch(/^合同列表\d{14}\.xlsx$/);

    const { headers, rows, disposition } = await workbookOf('admin', task);
    expect(disposition).toContain(encodeURIComponent(task.fileName));
    expect(headers.slice(0, 3)).toEqual(['合同编号', '合同名称', '合同类别']);
    expect(headers).not.toContain('ID');
    expect(rows).toHaveLength(expected.total);
    const no = headers.indexOf('合同编号');
    const status = headers.indexOf('合同状态');
    const amount = headers.indexOf('合同金额');
    // Same rows, same order as the list; statuses by their Chinese names; amounts as exact numbers.
    expect(rows.map((row) => row[no])).toEqual(expected.rows.map((row) => row.contractNo));
    expect(new Set(rows.map((row) => row[status]))).toEqual(new Set(expected.rows.map((row) => ({ SIGN: '已盖章', APPROVED: '审批通过' })[row.status])));
    expect(rows.map((row) => row[amount])).toEqual(expected.rows.map((row) => Number(row.totalAmount)));
  });

  it("gives the buyer only the buyer's own rows, exactly the rows of the buyer's list", async () => {
    const all = await listAll('admin');
    const mine = await listAll('buyer');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    const task = await exportAs('buyer', { queryUrl: LIST, queryParams: {}, columns: [{ dataIndex: 'contractNo' }, { dataIndex: 'orgCode', title: '公司' }] });
    const { headers, rows } = await workbookOf('buyer', task);
    expect(headers).toEqual(['合同编号', '公司']);
    expect(rows.map((row) => row[0]).sort()).toEqual(mine.rows.map((row) => row.contractNo).sort());
    const foreign = all.rows.filter((row) => row.orgCode !== '101001').map((row) => row.contractNo);
    expect(foreign.length).toBeGreaterThan(0);
    expect(rows.filter((row) => foreign.includes(String(row[0])))).toEqual([]);
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['101001']));
  });

  it('keeps each file to its owner: others neither list the task nor download it', async () => {
    const task = (await tasksOf('buyer'))[0];
    expect(task?.status).toBe(5);
    expect((await tasksOf('admin')).map((row) => row.id)).not.toContain(task?.id);
    const response = await call('admin', 'GET', task?.url ?? '');
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorEnvelope>().message).toBe('下载文件不存在或已过期');
  });

  it('refuses bad requests at once, before any task exists', async () => {
    const before = (await tasksOf('admin')).length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ queryUrl: '/purchase/api/v1/contract/head/save' }, 400, '该列表不支持导出'],
      [{ queryUrl: LIST, queryParams: { 'status.equals': 'NOPE' } }, 400, ''],
      [{ queryUrl: LIST, queryParams: { 'secret.equals': '1' } }, 400, ''],
      [{ queryUrl: LIST, queryParams: '{not json' }, 400, '导出参数格式不正确'],
      [{ queryUrl: LIST, columns: [{ dataIndex: 'passwordHash' }] }, 400, '不支持导出的列：passwordHash'],
    ];
    for (const [body, status, message] of cases) {
      const response = await call('admin', 'POST', ASYNC, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      const envelope = response.json<ErrorEnvelope>();
      expect(envelope.success).toBe(false);
      if (message) expect(envelope.message).toBe(message);
      else expect(envelope.message.length).toBeGreaterThan(0);
    }
    expect((await tasksOf('admin')).length).toBe(before);
  });

  it('refuses a caller who may not read the list with 40301', async () => {
    const response = await call('nobody', 'POST', ASYNC, { queryUrl: LIST });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '您暂无此权限' });
    expect(await tasksOf('nobody')).toEqual([]);
  });

  it('records a direct download straight as completed', async () => {
    const response = await call('buyer', 'POST', '/gateway/demand/exprot/download/record', { fileName: '合同附件.pdf', requestUrl: '/system/file/1', requestMethod: 'GET' });
    expect(response.statusCode).toBe(200);
    const recorded = (await tasksOf('buyer')).find((task) => task.id === response.json<Envelope<{ id: number }>>().data.id);
    expect(recorded).toMatchObject({ fileName: '合同附件.pdf', status: 5, bizType: 3, url: null });
  });

  describe('recovery', () => {
    const insertTask = async (values: Partial<typeof sysDownloadTask.$inferInsert> & { userId: number }) => {
      const [row] = await database()
        .db.insert(sysDownloadTask)
        .values({ fileName: '合同列表.xlsx', requestUrl: LIST, requestMethod: 'POST', requestParam: { data: {}, params: {} }, updatedTime: new Date(Date.now() - 3_600_000), ...values })
        .returning({ id: sysDownloadTask.id });
      return row?.id ?? 0;
    };

    it('runs again a task whose process died mid-export, and fails one that died too often', async () => {
      const admin = userIds.get('admin') ?? 0;
      const retried = await insertTask({ userId: admin, status: 1, attempts: 1 });
      const givenUp = await insertTask({ userId: admin, status: 3, attempts: MAX_EXPORT_ATTEMPTS });
      const lostJob = await insertTask({ userId: admin, status: 0 });
      const fresh = await insertTask({ userId: admin, status: 1, attempts: 1, updatedTime: new Date() });
      const queue = app.jobQueue;
      if (!queue) throw new Error('no job queue');

      expect(await recoverStaleTasks(database().db, queue)).toBe(3);
      expect(await finished('admin', retried)).toMatchObject({ status: 5, msg: null });
      expect(await finished('admin', lostJob)).toMatchObject({ status: 5 });
      expect(await finished('admin', givenUp)).toMatchObject({ status: 4, msg: '下载任务中断，请重新导出' });
      // A task still moving is left alone.
      const [row] = await database().db.select({ status: sysDownloadTask.status }).from(sysDownloadTask).where(eq(sysDownloadTask.id, fresh));
      expect(row?.status).toBe(1);
      await database().db.update(sysDownloadTask).set({ status: 4 }).where(eq(sysDownloadTask.id, fresh));
    });

    it('fails with the reason when the user lost the permission before the task ran', async () => {
      const nobody = userIds.get('nobody') ?? 0;
      const id = await insertTask({ userId: nobody, status: 0 });
      const queue = app.jobQueue;
      if (!queue) throw new Error('no job queue');
      await recoverStaleTasks(database().db, queue);
      expect(await finished('nobody', id)).toMatchObject({ status: 4, msg: '您暂无此权限', url: null });
    });
  });
});

describe.each(eachDatabase)('[%s] download tasks without a job queue', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('says exports are unavailable instead of queueing a task nobody runs', async () => {
    const password = DEMO_USERS.find((user) => user.account === 'admin')?.password;
    const login = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account: 'admin', password } });
    const token = login.json<Envelope<LoginInfo>>().data.accessToken;
    const response = await app.inject({ method: 'POST', url: ASYNC, headers: { authorization: `Bearer ${token}` }, payload: { queryUrl: LIST } });
    expect(response.statusCode).toBe(503);
    expect(response.json<ErrorEnvelope>().message).toBe('导出服务暂不可用，请稍后重试');
  });
});
