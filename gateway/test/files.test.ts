import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope, ErrorEnvelope, FileInfo, FileReview, LoginInfo } from '../src/api/index.js';
import { hashPassword } from '../src/core/password.js';
import { sysFile } from '../src/db/tables/files.js';
import { sysUser } from '../src/db/schema.js';
import { sanitizeFileName } from '../src/modules/files/names.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LOGIN = '/gateway/system/login/loginByAccount';
const FILES = '/gateway/system/file';
const UPLOAD = `${FILES}/upload`;
const BATCH = `${FILES}/batch`;
const LIMIT = 10_485_760;
/** A well-formed file key that names no file. */
const UNKNOWN_KEY = '0'.repeat(32);

/**
 * This suite is about file mechanics (storage, names, limits, previews, versions), not about scope: it
 * binds its files to test-only bizTypes that every signed-in user may read and write. Who may see whose
 * files is file-scope.test.ts.
 */
const OPEN_TEST_TYPES = ['testDoc', 'invoice', 'alias', 'batch', 'contractTemplate'] as const;
function openTestTypes(app: GatewayApp): GatewayApp {
  for (const bizType of OPEN_TEST_TYPES) app.fileAccess?.register(bizType, { kind: 'shared', may: () => true });
  return app;
}

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  randomBytes(64),
]);

interface UploadFile {
  filename: string;
  content: Buffer;
  field?: string;
}

/** A multipart/form-data body as a browser sends it (raw UTF-8 file names). */
function multipart(file: UploadFile | null, fields: Record<string, string> = {}) {
  const boundary = `----srmTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const quoted = file.filename.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'multipartFile'}"; filename="${quoted}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(eachDatabase)('[%s] files', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let filesDir: string;
  let adminToken: string;
  let buyerToken: string;
  let otherToken: string;

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: LOGIN, payload: { account, password } });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'srm-files-test-'));
    await database()
      .db.insert(sysUser)
      .values({ account: 'buyer2', userName: '李采购', passwordHash: await hashPassword('Buyer2@123') });
    app = openTestTypes(buildServer({ db: database(), filesDir }));
    await app.ready();
    adminToken = await signIn('admin', 'Admin@123');
    buyerToken = await signIn('buyer', 'Buyer@123');
    otherToken = await signIn('buyer2', 'Buyer2@123');
  });
  afterAll(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  function upload(token: string | null, file: UploadFile | null, fields: Record<string, string> = { bizType: 'testDoc', bizKey: 'HT-001' }, query = '') {
    const { payload, headers } = multipart(file, fields);
    return app.inject({
      method: 'POST',
      url: `${UPLOAD}${query}`,
      payload,
      headers: token ? { ...headers, ...bearer(token) } : headers,
    });
  }

  async function uploaded(token: string, file: UploadFile, fields?: Record<string, string>): Promise<FileInfo> {
    const response = await upload(token, file, fields);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Envelope<FileInfo>>();
    expect(body.message).toBe('上传成功');
    return body.data;
  }

  const rowCount = async () => (await database().db.select({ id: sysFile.id }).from(sysFile)).length;
  const stored = () => readdirSync(filesDir).sort();

  it('round-trips a file with a Chinese name: upload, list, download with the same bytes', async () => {
    const content = Buffer.from('采购合同附件，第一版。\nline two\n', 'utf8');
    const file = await uploaded(buyerToken, { filename: '采购合同 2024（终版）.txt', content }, { bizType: 'testDoc', bizKey: 'HT-RT-1' });
    expect(file).toMatchObject({
      originalName: '采购合同 2024（终版）.txt',
      fileType: 'txt',
      mimeType: 'text/plain',
      fileSize: content.length,
      bizType: 'testDoc',
      bizKey: 'HT-RT-1',
      module: 'execution',
      signetFlag: 0,
      creatorName: '张采购',
      version: 0,
      url: `${FILES}/${file.id}`,
    });
    // The stored name is generated, never the client's.
    expect(file.name).not.toContain('采购合同');
    expect(stored()).toContain(file.name);
    expect(new Date(file.createdTime).toISOString()).toBe(file.createdTime);

    const second = await uploaded(adminToken, { filename: '补充协议.pdf', content: PDF_BYTES }, { bizType: 'testDoc', bizKey: 'HT-RT-1' });
    await uploaded(adminToken, { filename: 'other.pdf', content: PDF_BYTES }, { bizType: 'testDoc', bizKey: 'HT-RT-2' });

    const list = await app.inject({ method: 'GET', url: `${FILES}?bizType=testDoc&bizKey=HT-RT-1`, headers: bearer(otherToken) });
    expect(list.statusCode).toBe(200);
    const listed = list.json<Envelope<FileInfo[]>>().data;
    expect(listed.map((row) => row.id)).toEqual([second.id, file.id]);
    expect(listed[1]).toMatchObject({ originalName: '采购合同 2024（终版）.txt', creatorName: '张采购' });

    const download = await app.inject({ method: 'GET', url: file.url, headers: bearer(otherToken) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('采购合同 2024（终版）.txt');
  });

  it('takes bizType, bizKey and module from the query as well', async () => {
    const response = await upload(buyerToken, { filename: 'q.pdf', content: PDF_BYTES }, {}, '?bizType=invoice&bizKey=FP-9&module=finance');
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<FileInfo>>().data).toMatchObject({ bizType: 'invoice', bizKey: 'FP-9', module: 'finance' });
  });

  it('accepts exactly 10485760 bytes and refuses one byte more with 413, keeping nothing', async () => {
    const exact = await uploaded(buyerToken, { filename: '恰好10M.bin', content: randomBytes(LIMIT) });
    expect(exact.fileSize).toBe(LIMIT);
    expect(readFileSync(join(filesDir, exact.name)).length).toBe(LIMIT);

    const rowsBefore = await rowCount();
    const filesBefore = stored();
    const response = await upload(buyerToken, { filename: '超大.bin', content: randomBytes(LIMIT + 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorEnvelope>()).toEqual({ code: 413, success: false, message: '文件大小不能超过10M', errorCode: 'files.tooLarge', data: null });
    expect(await rowCount()).toBe(rowsBefore);
    expect(stored()).toEqual(filesBefore);
    expect(stored().some((name) => name.startsWith('.'))).toBe(false);
  });

  it('refuses an empty or missing file with 400 文件不能为空', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = stored();
    for (const response of [
      await upload(buyerToken, { filename: 'empty.pdf', content: Buffer.alloc(0) }),
      await upload(buyerToken, null),
      await upload(buyerToken, { filename: 'wrong-field.pdf', content: PDF_BYTES, field: 'file' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toBe('文件不能为空');
    }
    expect(await rowCount()).toBe(rowsBefore);
    expect(stored()).toEqual(filesBefore);
  });

  it('refuses an upload without a business type and keeps nothing', async () => {
    const filesBefore = stored();
    const response = await upload(buyerToken, { filename: 'a.pdf', content: PDF_BYTES }, { bizKey: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().message).toBe('业务类型不能为空');
    expect(stored()).toEqual(filesBefore);
  });

  it('stores and answers path-like names sanitised', async () => {
    const passwd = await uploaded(buyerToken, { filename: '../../etc/passwd', content: Buffer.from('root:x:0:0\n') });
    expect(passwd.originalName).toBe('passwd');
    const windows = await uploaded(buyerToken, { filename: 'a\\b/c.pdf', content: PDF_BYTES });
    expect(windows.originalName).toBe('c.pdf');
    const [row] = await database().db.select().from(sysFile).where(eq(sysFile.fileKey, windows.id));
    expect(row?.originalName).toBe('c.pdf');
    for (const name of stored()) expect(name).toMatch(/^[0-9a-f-]{36}(\.[a-z0-9]+)?$/);
  });

  it('records the type sniffed from the bytes, not the one the name claims', async () => {
    const file = await uploaded(buyerToken, { filename: '发票.png', content: PDF_BYTES });
    expect(file).toMatchObject({ fileType: 'png', mimeType: 'application/pdf' });
    const download = await app.inject({ method: 'GET', url: file.url, headers: bearer(buyerToken) });
    expect(download.headers['content-type']).toBe('application/pdf');
    const image = await uploaded(buyerToken, { filename: 'no-extension', content: PNG_BYTES });
    expect(image).toMatchObject({ fileType: '', mimeType: 'image/png' });
  });

  describe('preview', () => {
    it('serves a signed preview inline without a bearer header', async () => {
      const file = await uploaded(buyerToken, { filename: '现场照片.png', content: PNG_BYTES });
      const response = await app.inject({ method: 'GET', url: file.reviewUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(String(response.headers['content-disposition'])).toMatch(/^inline; /);
      expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);

      const batch = await app.inject({ method: 'POST', url: BATCH, payload: { ids: [file.id, UNKNOWN_KEY] }, headers: bearer(otherToken) });
      expect(batch.statusCode).toBe(200);
      const reviews = batch.json<Envelope<FileReview[]>>().data;
      expect(reviews).toEqual([{ id: file.id, originalName: '现场照片.png', reviewUrl: expect.stringContaining(`/gateway/system/file/preview/${file.id}?`) }]);
      const viaBatch = await app.inject({ method: 'GET', url: reviews[0]?.reviewUrl ?? '' });
      expect(viaBatch.rawPayload.equals(PNG_BYTES)).toBe(true);

      const bare = await app.inject({ method: 'POST', url: BATCH, payload: [file.id], headers: bearer(otherToken) });
      expect(bare.json<Envelope<FileReview[]>>().data.map((review) => review.id)).toEqual([file.id]);
    });

    it('refuses a tampered or expired preview address with 403 预览地址已失效', async () => {
      const file = await uploaded(buyerToken, { filename: 'scan.pdf', content: PDF_BYTES });
      const other = await uploaded(buyerToken, { filename: 'secret.pdf', content: PDF_BYTES });
      const url = new URL(file.reviewUrl, 'http://localhost');
      const signature = url.searchParams.get('signature') ?? '';
      const expires = Number(url.searchParams.get('expires'));
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      const tampered = [
        `${url.pathname}?expires=${expires}&signature=${flipped}`,
        `${url.pathname}?expires=${expires + 3_600_000}&signature=${signature}`,
        `${FILES}/preview/${other.id}?expires=${expires}&signature=${signature}`,
        `${url.pathname}`,
      ];
      for (const address of tampered) {
        const response = await app.inject({ method: 'GET', url: address });
        expect(response.statusCode, address).toBe(403);
        expect(response.json<ErrorEnvelope>()).toEqual({ code: 40301, success: false, message: '预览地址已失效', errorCode: 'files.previewExpired', data: null });
      }

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      const expired = await app.inject({ method: 'GET', url: file.reviewUrl });
      expect(expired.statusCode).toBe(403);
      expect(expired.json<ErrorEnvelope>().message).toBe('预览地址已失效');
    });

    it('answers 422 for a type that cannot be previewed', async () => {
      const file = await uploaded(buyerToken, { filename: 'notes.txt', content: Buffer.from('plain notes') });
      const response = await app.inject({ method: 'GET', url: file.reviewUrl });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorEnvelope>().message).toBe('暂不支持预览当前文件类型');
    });
  });

  describe('update and delete', () => {
    it('updates attributes with the current version and refuses a stale one with 409', async () => {
      const file = await uploaded(buyerToken, { filename: '合同.pdf', content: PDF_BYTES }, { bizType: 'testDoc' });
      expect(file.bizKey).toBeNull();
      const update = await app.inject({
        method: 'PUT',
        url: FILES,
        headers: bearer(buyerToken),
        payload: { id: file.id, version: file.version, fileCategory: 'OA', signetFlag: 1, contractFileType: 'text', bizKey: 'HT-BIND' },
      });
      expect(update.statusCode).toBe(200);
      const body = update.json<Envelope<FileInfo>>();
      expect(body.message).toBe('修改成功');
      expect(body.data).toMatchObject({ fileCategory: 'OA', signetFlag: 1, contractFileType: 'text', bizKey: 'HT-BIND', version: file.version + 1 });

      const listed = await app.inject({ method: 'GET', url: `${FILES}?bizType=testDoc&bizKey=HT-BIND`, headers: bearer(buyerToken) });
      expect(listed.json<Envelope<FileInfo[]>>().data.map((row) => row.id)).toEqual([file.id]);

      const stale = await app.inject({
        method: 'PUT',
        url: FILES,
        headers: bearer(buyerToken),
        payload: { id: file.id, version: file.version, fileCategory: 'late' },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorEnvelope>().message).toBe('数据已被他人修改，请刷新后重试');
      const [row] = await database().db.select().from(sysFile).where(eq(sysFile.fileKey, file.id));
      expect(row?.fileCategory).toBe('OA');
    });

    it("refuses another non-admin user's update or delete with 403 code 40301", async () => {
      const file = await uploaded(buyerToken, { filename: '报价单.pdf', content: PDF_BYTES });
      const denied: ErrorEnvelope = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };
      const update = await app.inject({
        method: 'PUT',
        url: FILES,
        headers: bearer(otherToken),
        payload: { id: file.id, version: file.version, fileCategory: 'x' },
      });
      expect(update.statusCode).toBe(403);
      expect(update.json<ErrorEnvelope>()).toEqual(denied);
      const remove = await app.inject({ method: 'DELETE', url: FILES, headers: bearer(otherToken), payload: [file.id] });
      expect(remove.statusCode).toBe(403);
      expect(remove.json<ErrorEnvelope>()).toEqual(denied);
      expect(stored()).toContain(file.name);
      const download = await app.inject({ method: 'GET', url: file.url, headers: bearer(buyerToken) });
      expect(download.statusCode).toBe(200);
    });

    it('deletes the rows and the stored bytes (uploader, or an admin)', async () => {
      const own = await uploaded(buyerToken, { filename: '删除我.pdf', content: PDF_BYTES });
      const byAdmin = await uploaded(buyerToken, { filename: '管理员删除.pdf', content: PDF_BYTES });
      expect(stored()).toEqual(expect.arrayContaining([own.name, byAdmin.name]));

      const remove = await app.inject({ method: 'DELETE', url: FILES, headers: bearer(buyerToken), payload: { ids: [own.id] } });
      expect(remove.statusCode).toBe(200);
      expect(remove.json<Envelope<null>>().message).toBe('删除成功');
      const removeByAdmin = await app.inject({ method: 'DELETE', url: FILES, headers: bearer(adminToken), payload: [byAdmin.id] });
      expect(removeByAdmin.statusCode).toBe(200);

      expect(stored()).not.toContain(own.name);
      expect(stored()).not.toContain(byAdmin.name);
      const download = await app.inject({ method: 'GET', url: own.url, headers: bearer(buyerToken) });
      expect(download.statusCode).toBe(404);
      expect(download.json<ErrorEnvelope>().message).toBe('文件不存在');
      const preview = await app.inject({ method: 'GET', url: own.reviewUrl });
      expect(preview.statusCode).toBe(404);
    });
  });

  it('answers 404 for an unknown file and 400 for a bad id', async () => {
    const unknown = await app.inject({ method: 'GET', url: `${FILES}/${UNKNOWN_KEY}`, headers: bearer(buyerToken) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().message).toBe('文件不存在');
    const bad = await app.inject({ method: 'GET', url: `${FILES}/abc`, headers: bearer(buyerToken) });
    expect(bad.statusCode).toBe(400);
    const update = await app.inject({ method: 'PUT', url: FILES, headers: bearer(adminToken), payload: { id: UNKNOWN_KEY, version: 0 } });
    expect(update.statusCode).toBe(404);
  });

  it('knows a file only by an opaque key, never by its sequential row id', async () => {
    const first = await uploaded(buyerToken, { filename: '一.pdf', content: PDF_BYTES });
    const second = await uploaded(buyerToken, { filename: '二.pdf', content: PDF_BYTES });
    for (const file of [first, second]) {
      expect(file.id).toMatch(/^[0-9a-f]{32}$/);
      expect(file.url).toBe(`/gateway/system/file/${file.id}`);
      expect(file.reviewUrl).toContain(`/gateway/system/file/preview/${file.id}?`);
    }
    expect(second.id).not.toBe(first.id);
    const [row] = await database().db.select({ id: sysFile.id }).from(sysFile).where(eq(sysFile.fileKey, second.id));
    // The row id, the neighbour's row id: neither is an address of any route.
    for (const rowId of [row!.id, row!.id - 1]) {
      for (const url of [`${FILES}/${rowId}`, `${FILES}/getFileBlob/${rowId}`, `${FILES}/downFile/${rowId}`]) {
        const response = await app.inject({ method: 'GET', url, headers: bearer(buyerToken) });
        expect(response.statusCode, url).toBe(400);
      }
      const batch = await app.inject({ method: 'POST', url: BATCH, payload: [rowId], headers: bearer(buyerToken) });
      expect(batch.statusCode).toBe(400);
    }
  });

  it('answers 401 to anonymous calls on every file route except the signed preview', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = stored();
    const { payload, headers } = multipart({ filename: 'anon.pdf', content: PDF_BYTES }, { bizType: 'testDoc' });
    const calls = [
      app.inject({ method: 'POST', url: UPLOAD, payload, headers }),
      app.inject({ method: 'GET', url: `${FILES}?bizType=testDoc&bizKey=HT-001` }),
      app.inject({ method: 'GET', url: `${FILES}/1` }),
      app.inject({ method: 'POST', url: BATCH, payload: [1] }),
      app.inject({ method: 'PUT', url: FILES, payload: { id: 1, version: 0 } }),
      app.inject({ method: 'DELETE', url: FILES, payload: [1] }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorEnvelope>().message).toBe('登录状态已过期，请重新登录');
    }
    expect(await rowCount()).toBe(rowsBefore);
    expect(stored()).toEqual(filesBefore);
  });
});

describe('sanitizeFileName', () => {
  it('drops path parts, control characters and dot runs, and keeps Chinese', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('a\\b/c.pdf')).toBe('c.pdf');
    expect(sanitizeFileName('报价\u0000单\u202e..fdp.exe')).toBe('报价单.fdp.exe');
    expect(sanitizeFileName('..')).toBe('未命名文件');
    expect(sanitizeFileName('.hidden')).toBe('hidden');
    expect(sanitizeFileName('合同"<附件>".pdf')).toBe('合同__附件__.pdf');
  });

  it('caps the length and keeps the extension', () => {
    const name = sanitizeFileName(`${'长'.repeat(300)}.xlsx`);
    expect([...name]).toHaveLength(100);
    expect(name.endsWith('.xlsx')).toBe(true);
  });
});

/** A loopback file server for uploadByUrl: each path is one behaviour of a remote host. */
function startFileServer(): Promise<{ server: Server; base: string; port: number }> {
  const server = createServer((request, response) => {
    response.on('error', () => undefined);
    const path = decodeURIComponent((request.url ?? '/').split('?', 1)[0] ?? '/');
    const port = (server.address() as AddressInfo).port;
    switch (path) {
      case '/docs/采购合同.pdf':
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': PDF_BYTES.length });
        response.end(PDF_BYTES);
        return;
      case '/download':
        response.writeHead(200, { 'content-disposition': `attachment; filename="fallback.png"; filename*=UTF-8''${encodeURIComponent('现场照片.png')}` });
        response.end(PNG_BYTES);
        return;
      case '/exact':
        response.writeHead(200, { 'content-length': LIMIT });
        response.end(Buffer.alloc(LIMIT, 7));
        return;
      case '/big-declared':
        response.writeHead(200, { 'content-length': LIMIT + 1 });
        response.end(Buffer.alloc(LIMIT + 1, 7));
        return;
      case '/big-chunked': {
        // No content-length: the gateway can only tell by counting.
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        const chunk = Buffer.alloc(1024 * 1024, 7);
        for (let index = 0; index < 10; index++) response.write(chunk);
        response.end(Buffer.alloc(1, 7));
        return;
      }
      case '/redirect-same':
        response.writeHead(302, { location: `/docs/${encodeURIComponent('采购合同.pdf')}` });
        response.end();
        return;
      case '/redirect-other':
        response.writeHead(302, { location: `http://localhost:${port}/docs/${encodeURIComponent('采购合同.pdf')}` });
        response.end();
        return;
      case '/redirect-loop':
        response.writeHead(302, { location: '/redirect-loop' });
        response.end();
        return;
      case '/empty':
        response.writeHead(200, { 'content-length': 0 });
        response.end();
        return;
      case '/stall':
        // Headers and a first chunk, then nothing: the time limit has to cut it.
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.write(PDF_BYTES.subarray(0, 10));
        return;
      default:
        response.writeHead(404);
        response.end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, port });
    });
  });
}

describe.each(eachDatabase)('[%s] files by address, templates and batch limits', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let closedApp: GatewayApp;
  let filesDir: string;
  let token: string;
  let remote: Awaited<ReturnType<typeof startFileServer>>;

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'srm-files-url-'));
    remote = await startFileServer();
    // The stalled transfer waits out this limit; 1 s was too short for the 10 MiB fetches on a loaded
    // machine (获取文件超时 at load 9, 2026-11-28).
    app = openTestTypes(buildServer({ db: database(), filesDir, fileFetchHosts: ['127.0.0.1'], fileFetchTimeoutMs: 4000 }));
    closedApp = openTestTypes(buildServer({ db: database() }));
    await Promise.all([app.ready(), closedApp.ready()]);
    const response = await app.inject({ method: 'POST', url: LOGIN, payload: { account: 'buyer', password: 'Buyer@123' } });
    token = response.json<Envelope<LoginInfo>>().data.accessToken;
  });
  afterAll(async () => {
    await Promise.all([app.close(), closedApp.close()]);
    await new Promise((resolve) => remote.server.close(resolve));
    rmSync(filesDir, { recursive: true, force: true });
  });

  const bearer = () => ({ authorization: `Bearer ${token}` });
  const byUrl = (payload: object, server: GatewayApp = app) => server.inject({ method: 'POST', url: `${FILES}/uploadByUrl`, headers: bearer(), payload });
  const rowCount = async () => (await database().db.select({ id: sysFile.id }).from(sysFile)).length;
  const stored = () => readdirSync(filesDir).sort();

  async function fetched(payload: object): Promise<FileInfo> {
    const response = await byUrl(payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Envelope<FileInfo>>().message).toBe('上传成功');
    return response.json<Envelope<FileInfo>>().data;
  }

  /** A refusal that keeps nothing, neither a row nor bytes. */
  async function refusedByUrl(payload: object, status: number, server: GatewayApp = app): Promise<string> {
    const rowsBefore = await rowCount();
    const filesBefore = stored();
    const response = await byUrl(payload, server);
    expect(response.statusCode, response.body).toBe(status);
    expect(await rowCount()).toBe(rowsBefore);
    expect(stored()).toEqual(filesBefore);
    return response.json<ErrorEnvelope>().message;
  }

  it('stores a fetched file like an upload: the name from the address, the type from the bytes', async () => {
    const file = await fetched({ url: `${remote.base}/docs/${encodeURIComponent('采购合同.pdf')}`, bizType: 'testDoc', bizKey: 'HT-URL-1' });
    expect(file).toMatchObject({ originalName: '采购合同.pdf', fileType: 'pdf', mimeType: 'application/pdf', fileSize: PDF_BYTES.length, bizType: 'testDoc', bizKey: 'HT-URL-1', module: 'execution', creatorName: '张采购' });
    expect(stored()).toContain(file.name);
    const download = await app.inject({ method: 'GET', url: file.url, headers: bearer() });
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it("takes the name from the server's content-disposition, or the one given", async () => {
    const named = await fetched({ url: `${remote.base}/download?id=3`, bizType: 'testDoc', module: 'finance' });
    expect(named).toMatchObject({ originalName: '现场照片.png', mimeType: 'image/png', module: 'finance' });
    const given = await fetched({ url: `${remote.base}/download?id=3`, bizType: 'testDoc', originalName: '../发票扫描.png' });
    expect(given.originalName).toBe('发票扫描.png');
  });

  it('follows a redirect on the same host, and refuses one to another host', async () => {
    const file = await fetched({ url: `${remote.base}/redirect-same`, bizType: 'testDoc' });
    expect(file.originalName).toBe('采购合同.pdf');
    expect(await refusedByUrl({ url: `${remote.base}/redirect-other`, bizType: 'testDoc' }, 422)).toBe('文件地址跳转到了其他主机，已拒绝');
    expect(await refusedByUrl({ url: `${remote.base}/redirect-loop`, bizType: 'testDoc' }, 422)).toBe('文件地址跳转次数过多');
  });

  it('accepts exactly 10485760 bytes and refuses more with 413, announced or not, keeping nothing', async () => {
    const exact = await fetched({ url: `${remote.base}/exact`, bizType: 'testDoc' });
    expect(exact.fileSize).toBe(LIMIT);
    expect(await refusedByUrl({ url: `${remote.base}/big-declared`, bizType: 'testDoc' }, 413)).toBe('文件大小不能超过10M');
    expect(await refusedByUrl({ url: `${remote.base}/big-chunked`, bizType: 'testDoc' }, 413)).toBe('文件大小不能超过10M');
    expect(stored().some((name) => name.startsWith('.'))).toBe(false);
  });

  it('refuses addresses that are not http(s), carry credentials, or point at a host not allowed', async () => {
    expect(await refusedByUrl({ url: 'file:///etc/passwd', bizType: 'testDoc' }, 400)).toBe('文件地址只支持 http 或 https');
    expect(await refusedByUrl({ url: `ftp://127.0.0.1:${remote.port}/x.pdf`, bizType: 'testDoc' }, 400)).toBe('文件地址只支持 http 或 https');
    expect(await refusedByUrl({ url: 'not an address', bizType: 'testDoc' }, 400)).toBe('文件地址格式不正确');
    expect(await refusedByUrl({ url: `http://user:secret@127.0.0.1:${remote.port}/exact`, bizType: 'testDoc' }, 400)).toBe('文件地址不能包含账号密码');
    expect(await refusedByUrl({ url: `http://localhost:${remote.port}/exact`, bizType: 'testDoc' }, 422)).toBe('不允许从 localhost 获取文件');
    expect(await refusedByUrl({ url: 'http://169.254.169.254/latest/meta-data/', bizType: 'testDoc' }, 422)).toBe('不允许从 169.254.169.254 获取文件');
  });

  it('answers 422 when fetching by address is not configured', async () => {
    const message = await refusedByUrl({ url: `${remote.base}/exact`, bizType: 'testDoc' }, 422, closedApp);
    expect(message).toBe('未开启按地址上传文件，请联系管理员配置允许的文件地址');
  });

  it('refuses a missing remote file, an empty one, a missing business type, and a stalled transfer', async () => {
    expect(await refusedByUrl({ url: `${remote.base}/nothing-here.pdf`, bizType: 'testDoc' }, 422)).toBe('获取文件失败（远端返回 404）');
    expect(await refusedByUrl({ url: `${remote.base}/empty`, bizType: 'testDoc' }, 400)).toBe('文件不能为空');
    expect(await refusedByUrl({ url: `${remote.base}/exact`, bizType: '  ' }, 400)).toBe('业务类型不能为空');
    expect(await refusedByUrl({ url: `${remote.base}/stall`, bizType: 'testDoc' }, 422)).toBe('获取文件超时，请稍后重试');
  });

  it('serves template files (module template) by getFileStream, and nothing else', async () => {
    const template = await fetched({ url: `${remote.base}/download`, bizType: 'contractTemplate', module: 'template', originalName: '采购合同模板.docx' });
    const response = await app.inject({ method: 'GET', url: `/gateway/system/fileTemplate/getFileStream/${template.id}`, headers: bearer() });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
    const encoded = String(response.headers['content-disposition']).split("filename*=UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('采购合同模板.docx');

    const attachment = await fetched({ url: `${remote.base}/download`, bizType: 'testDoc' });
    for (const id of [attachment.id, UNKNOWN_KEY]) {
      const refused = await app.inject({ method: 'GET', url: `/gateway/system/fileTemplate/getFileStream/${id}`, headers: bearer() });
      expect(refused.statusCode).toBe(404);
      expect(refused.json<ErrorEnvelope>().message).toBe('模板文件不存在');
    }
  });

  it('answers the getBindFile, getFileBlob and downFile aliases like the list and the download', async () => {
    const file = await fetched({ url: `${remote.base}/download`, bizType: 'alias', bizKey: 'K-1' });
    const bound = await app.inject({ method: 'GET', url: `${FILES}/getBindFile?bizType=alias&bizKey=K-1`, headers: bearer() });
    expect(bound.json<Envelope<FileInfo[]>>().data.map((row) => row.id)).toEqual([file.id]);
    for (const path of ['getFileBlob', 'downFile']) {
      const download = await app.inject({ method: 'GET', url: `${FILES}/${path}/${file.id}`, headers: bearer() });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
      expect(String(download.headers['content-disposition'])).toMatch(/^attachment; /);
    }
  });

  it('takes at most 200 ids per batch', async () => {
    const file = await fetched({ url: `${remote.base}/download`, bizType: 'batch' });
    const ids = Array.from({ length: 199 }, (_, index) => index.toString(16).padStart(32, 'e'));
    const within = await app.inject({ method: 'POST', url: BATCH, headers: bearer(), payload: [file.id, ...ids] });
    expect(within.statusCode).toBe(200);
    expect(within.json<Envelope<FileReview[]>>().data.map((review) => review.id)).toEqual([file.id]);
    const over = await app.inject({ method: 'POST', url: BATCH, headers: bearer(), payload: { ids: [file.id, ...ids, UNKNOWN_KEY] } });
    expect(over.statusCode).toBe(400);
    expect(over.json<ErrorEnvelope>()).toEqual({ code: 400, success: false, message: '一次最多查询200个文件', errorCode: 'files.tooManyIds', data: null });
  });
});
