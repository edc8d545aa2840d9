import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope, ErrorEnvelope, FileInfo, FileReview, LoginInfo } from '../src/contract.js';
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
    app = buildServer({ db: database(), filesDir });
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

  function upload(token: string | null, file: UploadFile | null, fields: Record<string, string> = { bizType: 'contract', bizKey: 'HT-001' }, query = '') {
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
    const file = await uploaded(buyerToken, { filename: '采购合同 2024（终版）.txt', content }, { bizType: 'contract', bizKey: 'HT-RT-1' });
    expect(file).toMatchObject({
      originalName: '采购合同 2024（终版）.txt',
      fileType: 'txt',
      mimeType: 'text/plain',
      fileSize: content.length,
      bizType: 'contract',
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

    const second = await uploaded(adminToken, { filename: '补充协议.pdf', content: PDF_BYTES }, { bizType: 'contract', bizKey: 'HT-RT-1' });
    await uploaded(adminToken, { filename: 'other.pdf', content: PDF_BYTES }, { bizType: 'contract', bizKey: 'HT-RT-2' });

    const list = await app.inject({ method: 'GET', url: `${FILES}?bizType=contract&bizKey=HT-RT-1`, headers: bearer(otherToken) });
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
    expect(response.json<ErrorEnvelope>()).toEqual({ code: 413, success: false, message: '文件大小不能超过10M', data: null });
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
    const [row] = await database().db.select().from(sysFile).where(eq(sysFile.id, windows.id));
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

      const batch = await app.inject({ method: 'POST', url: BATCH, payload: { ids: [file.id, 999_999] }, headers: bearer(otherToken) });
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
        expect(response.json<ErrorEnvelope>()).toEqual({ code: 40301, success: false, message: '预览地址已失效', data: null });
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
      const file = await uploaded(buyerToken, { filename: '合同.pdf', content: PDF_BYTES }, { bizType: 'contract' });
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

      const listed = await app.inject({ method: 'GET', url: `${FILES}?bizType=contract&bizKey=HT-BIND`, headers: bearer(buyerToken) });
      expect(listed.json<Envelope<FileInfo[]>>().data.map((row) => row.id)).toEqual([file.id]);

      const stale = await app.inject({
        method: 'PUT',
        url: FILES,
        headers: bearer(buyerToken),
        payload: { id: file.id, version: file.version, fileCategory: 'late' },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorEnvelope>().message).toBe('数据已被他人修改，请刷新后重试');
      const [row] = await database().db.select().from(sysFile).where(eq(sysFile.id, file.id));
      expect(row?.fileCategory).toBe('OA');
    });

    it("refuses another non-admin user's update or delete with 403 code 40301", async () => {
      const file = await uploaded(buyerToken, { filename: '报价单.pdf', content: PDF_BYTES });
      const denied: ErrorEnvelope = { code: 40301, success: false, message: '您暂无此权限', data: null };
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
    const unknown = await app.inject({ method: 'GET', url: `${FILES}/987654321`, headers: bearer(buyerToken) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().message).toBe('文件不存在');
    const bad = await app.inject({ method: 'GET', url: `${FILES}/abc`, headers: bearer(buyerToken) });
    expect(bad.statusCode).toBe(400);
    const update = await app.inject({ method: 'PUT', url: FILES, headers: bearer(adminToken), payload: { id: 987654321, version: 0 } });
    expect(update.statusCode).toBe(404);
  });

  it('answers 401 to anonymous calls on every file route except the signed preview', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = stored();
    const { payload, headers } = multipart({ filename: 'anon.pdf', content: PDF_BYTES }, { bizType: 'contract' });
    const calls = [
      app.inject({ method: 'POST', url: UPLOAD, payload, headers }),
      app.inject({ method: 'GET', url: `${FILES}?bizType=contract&bizKey=HT-001` }),
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
