/**
 * FILE_STORAGE=postgres (core/storage/postgres.ts, migration 0045) on both databases: a file of several
 * chunks comes back byte-identical, read chunk by chunk; a stream that fails part-way leaves neither the
 * key nor a chunk row; delete and a missing key; and the chunks of a writer that died are swept.
 * Then a server built with fileStorage 'postgres': an upload downloads byte-identical, an export and an
 * import's error workbook are kept in the same table, and the files folder holds none of them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadTask, Envelope, FileInfo, ImportCheckSummary, LoginInfo, PageData } from '../src/api/index.js';
import { sysDownloadTask } from '../src/db/tables/downloads.js';
import { sysFileChunk } from '../src/db/tables/file-chunks.js';
import { sysImportRun } from '../src/db/tables/imports.js';
import { createFileStorage } from '../src/core/storage.js';
import { CHUNK_BYTES, PostgresFileStorage, rechunk } from '../src/core/storage/postgres.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase, type DatabaseTarget } from './helpers/databases.js';
import { multipartFile, sheetRowsOf, workbookOf } from './helpers/workbooks.js';

async function readAll(stream: Readable): Promise<{ bytes: Buffer; pieces: number; largest: number }> {
  const parts: Buffer[] = [];
  let largest = 0;
  for await (const part of stream) {
    parts.push(part as Buffer);
    largest = Math.max(largest, (part as Buffer).length);
  }
  return { bytes: Buffer.concat(parts), pieces: parts.length, largest };
}

/** Odd-sized pieces, so that chunk edges fall inside them. */
function piecesOf(bytes: Buffer, size = 100_003): Buffer[] {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return pieces;
}

describe('rechunk', () => {
  it('cuts pieces of any size into chunks of exactly the size, the last one shorter', async () => {
    const bytes = randomBytes(25);
    const chunks: Buffer[] = [];
    for await (const chunk of rechunk(Readable.from(piecesOf(bytes, 7)), 10)) chunks.push(chunk);
    expect(chunks.map((chunk) => chunk.length)).toEqual([10, 10, 5]);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });
});

describe.each(eachDatabase)('[%s] PostgreSQL file storage', (_name, target) => {
  const database = useTestDatabase(target, { seed: false });
  const storage = () => createFileStorage({ kind: 'postgres', filesDir: '', db: database() });
  const chunkRows = async (key?: string) => {
    const [row] = await database()
      .db.select({ n: count() })
      .from(sysFileChunk)
      .where(key === undefined ? undefined : like(sysFileChunk.fileKey, key));
    return Number(row?.n ?? 0);
  };

  it('stores a file of several chunks and reads it back byte-identical, one chunk at a time', async () => {
    const files = storage();
    const bytes = randomBytes(CHUNK_BYTES * 3 + 12_345);
    await files.put('several.bin', Readable.from(piecesOf(bytes)));
    expect(await chunkRows('several.bin')).toBe(4);
    expect(await files.size('several.bin')).toBe(bytes.length);
    const stream = await files.open('several.bin');
    if (!stream) throw new Error('stored file not found');
    const read = await readAll(stream);
    expect(read.bytes.equals(bytes)).toBe(true);
    expect(read.largest).toBeLessThanOrEqual(CHUNK_BYTES);
    expect(read.pieces).toBeGreaterThanOrEqual(4);
  });

  it('keeps an empty file as an empty file', async () => {
    const files = storage();
    await files.put('empty.txt', Readable.from([]));
    expect(await files.size('empty.txt')).toBe(0);
    const stream = await files.open('empty.txt');
    expect(stream && (await readAll(stream)).bytes.length).toBe(0);
  });

  it('leaves nothing when the stream fails part-way, not even chunk rows', async () => {
    const files = storage();
    const before = await chunkRows();
    async function* failing() {
      yield randomBytes(CHUNK_BYTES);
      yield randomBytes(CHUNK_BYTES + 1);
      throw new Error('client went away');
    }
    await expect(files.put('broken.bin', Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await files.open('broken.bin')).toBeNull();
    expect(await files.size('broken.bin')).toBeNull();
    expect(await chunkRows()).toBe(before);
  });

  it('replaces a key written again, and deletes; a missing key answers null', async () => {
    const files = storage();
    await files.put('twice.txt', Readable.from([Buffer.from('first version, longer')]));
    await files.put('twice.txt', Readable.from([Buffer.from('second')]));
    const stream = await files.open('twice.txt');
    expect(stream && (await readAll(stream)).bytes.toString()).toBe('second');
    await files.delete('twice.txt');
    expect(await files.open('twice.txt')).toBeNull();
    expect(await chunkRows('twice.txt')).toBe(0);
    await files.delete('twice.txt');
    expect(await files.open('never-stored.txt')).toBeNull();
    expect(await files.size('never-stored.txt')).toBeNull();
    await expect(files.open('../escape')).rejects.toThrow('invalid storage key');
  });

  it('sweeps the chunks of a writer that died mid-stream, and only old ones', async () => {
    const { db } = database();
    await db.insert(sysFileChunk).values([
      { fileKey: '.upload-dead', seq: 0, data: Buffer.from('x'), createdTime: new Date(Date.now() - 2 * 86_400_000) },
      { fileKey: '.upload-live', seq: 0, data: Buffer.from('y') },
    ]);
    expect(await new PostgresFileStorage(db).sweepAbandoned()).toBe(1);
    expect(await chunkRows('.upload-%')).toBe(1);
    await db.execute(sql`DELETE FROM ${sysFileChunk} WHERE ${sysFileChunk.fileKey} = '.upload-live'`);
  });
});


const FILES = '/gateway/system/file';
const LIST = '/purchase/api/v1/contract/head/custom-page';

/** A multipart body holding one file in the files area's field. */
function uploadBody(filename: string, content: Buffer) {
  const boundary = `----srmTest${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('bizType', 'storageTest') + field('bizKey', 'ST-1')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(eachDatabase)('[%s] a server with FILE_STORAGE=postgres', (_name, target: DatabaseTarget) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let filesDir: string;
  let admin = '';
  const auth = () => ({ authorization: `Bearer ${admin}` });
  const chunksOf = async (key: string) => {
    const [row] = await database().db.select({ n: count() }).from(sysFileChunk).where(eq(sysFileChunk.fileKey, key));
    return Number(row?.n ?? 0);
  };
  /** What the files folder holds besides the (empty or absent) scratch folder. */
  const onDisk = () => readdirSync(filesDir).filter((name) => name !== '.scratch');

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'srm-storage-pg-'));
    app = buildServer({ db: database(), filesDir, fileStorage: 'postgres', jobs: true, jobPollingSeconds: 0.5 });
    app.fileAccess?.register('storageTest', { kind: 'shared', may: () => true });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account: 'admin', password: 'Admin@123' } });
    admin = login.json<Envelope<LoginInfo>>().data.accessToken;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('uploads into the chunk table and downloads byte-identical', async () => {
    const content = randomBytes(CHUNK_BYTES * 2 + 777);
    const { payload, headers } = uploadBody('大文件.bin', content);
    const uploaded = await app.inject({ method: 'POST', url: `${FILES}/upload`, payload, headers: { ...headers, ...auth() } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json<Envelope<FileInfo>>().data;
    expect(await chunksOf(file.name)).toBe(3);
    const download = await app.inject({ method: 'GET', url: file.url, headers: auth() });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(onDisk()).toEqual([]);
  });

  it('refuses an upload over 10 MB part-way through, keeping no chunk', async () => {
    const [before] = await database().db.select({ n: count() }).from(sysFileChunk);
    const { payload, headers } = uploadBody('过大.bin', randomBytes(10_485_761));
    const refused = await app.inject({ method: 'POST', url: `${FILES}/upload`, payload, headers: { ...headers, ...auth() } });
    expect(refused.statusCode).toBe(413);
    const [after] = await database().db.select({ n: count() }).from(sysFileChunk);
    expect(after?.n).toBe(before?.n);
  });

  it('keeps an export and an import error workbook in the same storage', async () => {
    const started = await app.inject({ method: 'POST', url: '/gateway/demand/exprot/batch/async', headers: auth(), payload: { queryUrl: `/gateway${LIST}`, queryParams: {}, requestMethod: 'POST', pagePath: '/contract/list' } });
    expect(started.statusCode, started.body).toBe(200);
    const taskId = started.json<Envelope<{ id: number }>>().data.id;
    const deadline = Date.now() + 30_000;
    let task: DownloadTask | undefined;
    while (!(task && task.status >= 4)) {
      if (Date.now() > deadline) throw new Error(`export ${taskId} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const tasks = await app.inject({ method: 'POST', url: '/gateway/demand/exprot/download/task/list', headers: auth(), payload: { pageSize: 100 } });
      task = tasks.json<Envelope<PageData<DownloadTask>>>().data.result.find((row) => row.id === taskId);
    }
    expect(task.status).toBe(5);
    const [stored] = await database().db.select({ key: sysDownloadTask.storageKey, size: sysDownloadTask.fileSize }).from(sysDownloadTask).where(eq(sysDownloadTask.id, taskId));
    expect(await chunksOf(stored?.key ?? '')).toBeGreaterThan(0);
    const download = await app.inject({ method: 'GET', url: task.url ?? '', headers: auth() });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(stored?.size);
    expect((await sheetRowsOf(download.rawPayload))[0]?.[0]).toBe('合同编号');

    const bad = await workbookOf('物料质量指标', [['物料编码*', '指标编码*', '标准下限', '标准上限', '扣除步长', '扣除值'], ['M9999', 'QI003', '690', '', '10', '5']]);
    const { payload, headers } = multipartFile('指标.xlsx', bad);
    const checked = await app.inject({ method: 'POST', url: '/gateway/system/material/importIndexFile', headers: { ...headers, ...auth() }, payload });
    const summary = checked.json<Envelope<ImportCheckSummary>>().data;
    expect(summary).toMatchObject({ invalid: 1, hasErrorFile: true });
    const [run] = await database().db.select().from(sysImportRun).where(eq(sysImportRun.id, summary.checkId));
    expect(await chunksOf(run?.fileKey ?? '')).toBe(1);
    expect(await chunksOf(run?.errorFileKey ?? '')).toBe(1);
    const errors = await app.inject({ method: 'GET', url: `/gateway/system/material/index-import/runs/${summary.checkId}/errors`, headers: auth() });
    expect((await sheetRowsOf(errors.rawPayload))[1]?.[1]).toBe('M9999');
    expect(onDisk()).toEqual([]);
    expect(readdirSync(join(filesDir, '.scratch'))).toEqual([]);
  });
});
