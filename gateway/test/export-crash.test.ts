/**
 * A gateway process killed with SIGKILL in the middle of an export (issue 17, "After a crash"), on both
 * databases: the export's spreadsheet was being written under the data folder, not the system temp
 * folder; the next process on the same database and files folder finds the task without a heartbeat,
 * runs it again from the start, removes the dead run's scratch file, and the user downloads the whole
 * spreadsheet. The processes are real (test/fixtures/export-child.ts), with short heartbeat and recovery
 * timings; the production ones are checked to bring a dead worker's task back within a minute.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadTask, Envelope, LoginInfo, PageData } from '../src/api/index.js';
import { DEFAULT_EXPORT_TUNING } from '../src/modules/downloads/export-job.js';
import { eachDatabase, type TestDatabase } from './helpers/databases.js';
import { HEAVY_TEST_MS } from './helpers/timeouts.js';

const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));
const ROWS = 40_000;
const MARKER = '崩溃导出测试';

interface Child {
  process: ChildProcessWithoutNullStreams;
  base: string;
}

function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['--conditions=@srm/source', '--import', 'tsx', 'test/fixtures/export-child.ts'], {
    cwd: GATEWAY_DIR,
    env: { ...process.env, ...env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the gateway child did not start:\n${output}`)), 90_000);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ process: child, base: `http://127.0.0.1:${port}` });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the gateway child exited (${code}):\n${output}`));
    });
  });
}

function stopped(child: Child, signal: NodeJS.Signals): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.process.once('exit', () => resolve());
    child.process.kill(signal);
  });
}

async function call<T>(child: Child, token: string | null, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${child.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function taskOf(child: Child, token: string, id: number): Promise<DownloadTask | undefined> {
  const page = await call<Envelope<PageData<DownloadTask>>>(child, token, 'POST', '/gateway/demand/exprot/download/task/list', { pageSize: 20 });
  return page.data.result.find((task) => task.id === id);
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('brings back the task of a dead worker within a minute with the production timings', () => {
  // A live export beats at least every heartbeat; one silent for staleMs is found by the next pass.
  expect(DEFAULT_EXPORT_TUNING.heartbeatMs * 3).toBeLessThanOrEqual(DEFAULT_EXPORT_TUNING.staleMs);
  expect(DEFAULT_EXPORT_TUNING.staleMs + DEFAULT_EXPORT_TUNING.recoveryEveryMs).toBeLessThanOrEqual(60_000 - 5_000);
});

describe.each(eachDatabase)('[%s] an export whose gateway process is killed', (name, target) => {
  let folder: string;
  let opened: TestDatabase | undefined;
  const env: Record<string, string> = {};
  const children: Child[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'srm-crash-'));
    env['FILES_DIR'] = join(folder, 'files');
    env['CRASH_ROWS'] = String(ROWS);
    env['CRASH_MARKER'] = MARKER;
    if (name === 'pglite') {
      env['DATA_DIR'] = join(folder, 'pglite');
      env['DATABASE_URL'] = '';
    } else {
      // A fresh database of its own; the children migrate and seed it.
      opened = await target.open({ migrate: false, seed: false });
      if (!opened.url) throw new Error('the PostgreSQL test database has no url');
      env['DATABASE_URL'] = opened.url;
    }
  });
  afterAll(async () => {
    for (const child of children) await stopped(child, 'SIGKILL');
    await opened?.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is run again by the next process, the dead run’s scratch file removed, and downloads whole', async () => {
    const scratchOf = (taskId: number) => readdirSync(join(env['FILES_DIR']!, '.scratch')).filter((file) => file.startsWith(`export-${taskId}-`));
    const first = await startChild(env);
    children.push(first);
    const login = await call<Envelope<LoginInfo>>(first, null, 'POST', '/gateway/system/login/loginByAccount', { account: 'admin', password: 'Admin@123' });
    const token = login.data.accessToken;
    const queued = await call<Envelope<{ id: number }>>(first, token, 'POST', '/gateway/demand/exprot/batch/async', {
      queryUrl: '/gateway/purchase/api/v1/contract/head/custom-page',
      queryParams: { 'contractName.equals': MARKER },
      requestMethod: 'POST',
      pagePath: '/contract/list',
    });
    const id = queued.data.id;

    // Killed while it writes: some rows written, the spreadsheet in the scratch folder.
    const running = await until('the export to be half-way', async () => {
      const task = await taskOf(first, token, id);
      return task && task.status === 1 && (task.rowCount ?? 0) > 0 && scratchOf(id).length > 0 ? task : undefined;
    });
    expect(running.rowCount).toBeLessThan(ROWS);
    await stopped(first, 'SIGKILL');
    expect(scratchOf(id)).toHaveLength(1);

    const second = await startChild(env);
    children.push(second);
    const done = await until('the export to finish', async () => {
      const task = await taskOf(second, token, id);
      if (task && task.status === 4) throw new Error(`the export failed: ${task.msg}`);
      return task?.status === 5 ? task : undefined;
    });
    expect(done).toMatchObject({ status: 5, msg: null, rowCount: ROWS });
    expect(scratchOf(id)).toEqual([]);

    const file = await fetch(`${second.base}${done.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets[0]?.actualRowCount).toBe(ROWS + 1);
    await stopped(second, 'SIGTERM');
    // Two real gateway processes start (tsx compiles the sources, PGlite boots) and 40,000 rows are
    // written twice: about 15 s alone on the 2-core machine, over a minute on a loaded one.
  }, 2 * HEAVY_TEST_MS);
});
