/**
 * Files over a real socket (spec 01 §5, §9: 10485760 bytes per file), as a browser or a script sends
 * them with fetch and FormData, complementing files.test.ts (which injects requests):
 * - exactly 10 MB of random bytes is stored and downloads byte-identical (sha256);
 * - an 11 MB file sent directly, past any browser check, is refused with 413 and 文件大小不能超过10M,
 *   with no row in sys_file and nothing left in the storage folder (not even a temporary file).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, FileInfo, LoginInfo } from '../src/api/index.js';
import { sysFile } from '../src/db/tables/files.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { insertContract } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LIMIT = 10_485_760;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(eachDatabase)('[%s] files over HTTP', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let base: string;
  let filesDir: string;
  let token: string;
  /** Contracts of the buyer's company the uploads are bound to (a file follows its record's scope). */
  let exactKey: string;
  let overKey: string;

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'srm-files-roundtrip-'));
    exactKey = String((await insertContract(database(), 'RT-10M', { status: 'draft' })).id);
    overKey = String((await insertContract(database(), 'RT-11M', { status: 'draft' })).id);
    app = buildServer({ db: database(), filesDir });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/gateway`;
    const login = await fetch(`${base}/system/login/loginByAccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'buyer', password: 'Buyer@123' }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as Envelope<LoginInfo>).data.accessToken;
  });
  afterAll(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  function upload(content: Uint8Array, name: string, bizKey: string) {
    const form = new FormData();
    form.append('bizType', 'contract');
    form.append('bizKey', bizKey);
    form.append('multipartFile', new Blob([content]), name);
    return fetch(`${base}/system/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  }

  const rowsOf = async (bizKey: string) => (await database().db.select({ id: sysFile.id }).from(sysFile).where(eq(sysFile.bizKey, bizKey))).length;
  const stored = () => readdirSync(filesDir).sort();

  it('stores exactly 10485760 random bytes and downloads them byte-identical', async () => {
    const content = randomBytes(LIMIT);
    const response = await upload(content, '恰好10M的扫描件.bin', exactKey);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Envelope<FileInfo>;
    expect(body).toMatchObject({ code: 200, success: true, message: '上传成功' });
    expect(body.data).toMatchObject({ originalName: '恰好10M的扫描件.bin', fileSize: LIMIT, bizKey: exactKey });
    expect(stored()).toContain(body.data.name);

    const download = await fetch(`${base}${body.data.url.replace(/^\/gateway/, '')}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    // Stored bytes go out as they are (fetch asks for gzip/br): with their length, for a progress bar.
    expect(download.headers.get('content-encoding')).toBeNull();
    expect(download.headers.get('content-length')).toBe(String(LIMIT));
    const downloaded = new Uint8Array(await download.arrayBuffer());
    expect(downloaded.length).toBe(LIMIT);
    expect(sha256(downloaded)).toBe(sha256(content));
    const name = decodeURIComponent(download.headers.get('content-disposition')?.split("filename*=UTF-8''")[1] ?? '');
    expect(name).toBe('恰好10M的扫描件.bin');
  });

  it('refuses an 11 MB file sent directly with 413 文件大小不能超过10M, keeping no row and no file', async () => {
    const filesBefore = stored();
    const response = await upload(randomBytes(11 * 1024 * 1024), '超大扫描件.pdf', overKey);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 413, success: false, message: '文件大小不能超过10M', errorCode: 'files.tooLarge', data: null });
    expect(await rowsOf(overKey)).toBe(0);
    // Nothing kept: not the file, not a temporary part of it.
    expect(stored()).toEqual(filesBefore);

    // The refusal leaves the server serving: a small file still goes through.
    const small = await upload(new TextEncoder().encode('still fine'), 'after.txt', overKey);
    expect(small.status).toBe(200);
    expect(await rowsOf(overKey)).toBe(1);
  });
});
