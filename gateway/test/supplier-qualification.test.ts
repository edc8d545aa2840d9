/**
 * 资质证照 (issue 22): a certificate's save (add, edit, stale version, the date order, the unique
 * supplier/type/number, the dictionary type), its delete (staff only) and the buyer's expiry to-dos; a
 * supplier account saves only its own supplier's certificates and never reads another supplier's
 * certificates or their files (bizType `qualification`, core/file-access.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, FileInfo, LoginInfo, QualificationExpiring, QualificationSaveBody, QualificationSaved, SupplierQualificationRow } from '../src/api/index.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { DEMO_SUPPLIER_USERS, SUPPLIER_PASSWORD } from '../src/db/seeds/suppliers.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/supplier/api/v1/qualification';
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Page<Row> {
  total: number;
  result: Row[];
}

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A multipart/form-data upload of PDF_BYTES with `fields`. */
function multipart(fields: Record<string, string>) {
  const boundary = `----srmCert${randomBytes(8).toString('hex')}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="证照.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF_BYTES,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(eachDatabase)('[%s] supplier certificates', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let filesDir: string;
  const tokens = new Map<string, string>();
  const [first, second] = DEMO_SUPPLIER_USERS;
  if (!first || !second) throw new Error('two supplier accounts are seeded');

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }
  const bearer = (account: string) => ({ authorization: `Bearer ${tokens.get(account) ?? ''}` });
  const call = (account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/gateway${url}`, headers: bearer(account), ...(payload === undefined ? {} : { payload: payload as object }) });
  const page = async <Row>(account: string, url: string): Promise<Page<Row>> => {
    const response = await call(account, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<Page<Row>>>().data;
  };
  const save = async (account: string, body: Partial<QualificationSaveBody>): Promise<QualificationSaved> => {
    const response = await call(account, 'POST', `${API}/save`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<QualificationSaved>>().data;
  };
  const refusal = async (account: string, body: Partial<QualificationSaveBody>, status = 400): Promise<string> => {
    const response = await call(account, 'POST', `${API}/save`, body);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<ErrorEnvelope>().message;
  };
  const upload = async (account: string, fields: Record<string, string>) => {
    const { payload, headers } = multipart(fields);
    return app.inject({ method: 'POST', url: '/gateway/system/file/upload', payload, headers: { ...headers, ...bearer(account) } });
  };
  const uploaded = async (account: string, fields: Record<string, string>): Promise<FileInfo> => {
    const response = await upload(account, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<FileInfo>>().data;
  };
  const download = (account: string, fileKey: string) => call(account, 'GET', `/system/file/${fileKey}`);

  const body = (values: Partial<QualificationSaveBody> = {}): QualificationSaveBody => ({
    supplierSn: first.supplierSn,
    certType: 'food_licence',
    certNo: `QT-${randomBytes(4).toString('hex')}`,
    issuer: '市场监督管理局',
    validFrom: day(-300),
    validTo: day(400),
    ...values,
  });

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'srm-qualification-'));
    app = buildServer({ db: database(), filesDir });
    await app.ready();
    tokens.set('admin', await signIn('admin', DEMO_USERS.find((user) => user.account === 'admin')?.password ?? ''));
    for (const user of DEMO_SUPPLIER_USERS) tokens.set(user.account, await signIn(user.account, SUPPLIER_PASSWORD));
  });

  afterAll(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('adds and edits a certificate for admin, with the name from the archive, and refuses a stale version', async () => {
    const input = body({ required: 1 });
    const added = await save('admin', input);
    expect(added.version).toBe(0);
    const [row] = (await page<SupplierQualificationRow>('admin', `${API}/page?certNo.equals=${input.certNo}`)).result;
    expect(row).toMatchObject({ id: added.id, supplierSn: first.supplierSn, certType: 'food_licence', required: 1, certState: 'valid' });
    expect(row?.supplierName).toBeTruthy();

    const edited = await save('admin', { ...input, id: added.id, version: added.version, issuer: '省市场监督管理局', validTo: day(10) });
    expect(edited).toEqual({ id: added.id, version: 1 });
    const [after] = (await page<SupplierQualificationRow>('admin', `${API}/page?certNo.equals=${input.certNo}`)).result;
    expect(after).toMatchObject({ issuer: '省市场监督管理局', certState: 'expiring', version: 1 });

    const stale = await call('admin', 'POST', `${API}/save`, { ...input, id: added.id, version: 0 });
    expect(stale.statusCode, stale.body).toBe(409);
  });

  it('answers 400 with the rule’s message: date order, duplicate, type, number, supplier', async () => {
    expect(await refusal('admin', body({ validFrom: day(5), validTo: day(4) }))).toBe('有效期止不能早于有效期起');
    expect(await refusal('admin', body({ validFrom: '2026-02-30' }))).toBe('有效期起不是有效日期');
    const input = body();
    await save('admin', input);
    expect(await refusal('admin', { ...input, certNo: ` ${input.certNo} ` })).toBe(`该供应商已有同类型、编号为 ${input.certNo} 的证照`);
    expect(await refusal('admin', body({ certType: 'driving_licence' }))).toBe('证照类型不存在');
    expect(await refusal('admin', body({ certNo: '  ' }))).toBe('请输入证照编号');
    expect(await refusal('admin', body({ certNo: 'X'.repeat(61) }))).toBe('证照编号不能超过60个字符');
    expect(await refusal('admin', body({ supplierSn: 'NO-SUCH' }))).toBe('供应商不存在，请重新选择');
    // The same number of another type or supplier is another certificate.
    await save('admin', { ...input, certType: 'quality_system' });
    await save('admin', { ...input, supplierSn: second.supplierSn });
    // English twins.
    const english = await app.inject({ method: 'POST', url: `/gateway${API}/save`, headers: { ...bearer('admin'), 'accept-language': 'en' }, payload: body({ validFrom: day(5), validTo: day(4) }) });
    expect(english.json<ErrorEnvelope>()).toMatchObject({ message: 'The valid-to date cannot be before the valid-from date', errorCode: 'qualification.dateOrder' });
  });

  it('lets a supplier account save its own supplier’s certificates only, without changing required', async () => {
    const own = body({ certType: 'business_licence' });
    const added = await save(first.account, own);
    expect((await page<SupplierQualificationRow>(first.account, `${API}/page?certNo.equals=${own.certNo}`)).result.map((row) => row.id)).toEqual([added.id]);
    expect(await refusal(first.account, body({ supplierSn: second.supplierSn }), 403)).toBe('您暂无此权限');
    expect(await refusal(first.account, body({ required: 1 }), 403)).toBe('您暂无此权限');
    await save(first.account, { ...own, id: added.id, version: added.version, validTo: day(500) });

    // Another supplier's certificate: not found for it, whatever supplierSn it sends.
    const foreign = await save('admin', body({ supplierSn: second.supplierSn }));
    await refusal(first.account, { ...body(), id: foreign.id, version: foreign.version }, 404);
    // Delete is the buyer's.
    expect((await call(first.account, 'DELETE', `${API}/deleteByIds?ids=${String(added.id)}`)).statusCode).toBe(403);
  });

  it('never shows supplier1 supplier2’s certificates or their files', async () => {
    const foreign = await save('admin', body({ supplierSn: second.supplierSn }));
    const file = await uploaded('admin', { bizType: 'qualification', bizKey: String(foreign.id) });
    await save('admin', { ...body({ supplierSn: second.supplierSn }), certNo: `QT-F-${String(foreign.id)}`, id: foreign.id, version: foreign.version, fileId: file.id });

    const listed = await page<SupplierQualificationRow>(first.account, `${API}/page?pageSize=200`);
    expect(listed.result.some((row) => row.id === foreign.id)).toBe(false);
    expect(new Set(listed.result.map((row) => row.supplierSn))).toEqual(new Set([first.supplierSn]));
    expect((await download(first.account, file.id)).statusCode).toBe(404);
    expect((await call(first.account, 'GET', `/system/file?bizType=qualification&bizKey=${String(foreign.id)}`)).statusCode).toBe(403);
    expect((await upload(first.account, { bizType: 'qualification', bizKey: String(foreign.id) })).statusCode).toBe(403);
    expect((await download(second.account, file.id)).statusCode).toBe(200);
    expect((await download('admin', file.id)).statusCode).toBe(200);

    // supplier1's own file: uploaded unbound with a new certificate, bound by the save.
    const ownFile = await uploaded(first.account, { bizType: 'qualification' });
    // supplier2 may not attach supplier1's upload to its certificate.
    expect(await refusal(second.account, body({ supplierSn: second.supplierSn, fileId: ownFile.id }))).toBe('证照附件不存在或不能用于该证照，请重新上传');
    const own = await save(first.account, body({ fileId: ownFile.id }));
    const bound = await call(first.account, 'GET', `/system/file?bizType=qualification&bizKey=${String(own.id)}`);
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json<Envelope<FileInfo[]>>().data.map((info) => info.id)).toEqual([ownFile.id]);
    expect((await download(first.account, ownFile.id)).statusCode).toBe(200);
    expect((await download(second.account, ownFile.id)).statusCode).toBe(404);
    // A file already bound to another certificate cannot be moved by naming it.
    expect(await refusal('admin', body({ fileId: file.id }))).toBe('证照附件不存在或不能用于该证照，请重新上传');
  });

  it('answers the expiring and expired certificates by validTo, scoped like the list', async () => {
    const soon = await save('admin', body({ validTo: day(7) }));
    const gone = await save('admin', body({ supplierSn: second.supplierSn, validFrom: day(-400), validTo: day(-3) }));
    const all = await call('admin', 'GET', `${API}/expiring`);
    expect(all.statusCode, all.body).toBe(200);
    const todo = all.json<Envelope<QualificationExpiring>>().data;
    expect(todo.total).toBeGreaterThanOrEqual(todo.rows.length);
    expect(todo.ownSupplier).toBeNull();
    expect(todo.rows.length).toBeLessThanOrEqual(200);
    expect(new Set(todo.rows.map((row) => row.certState))).toEqual(new Set(['expiring', 'expired']));
    expect(todo.rows.map((row) => row.id)).toEqual(expect.arrayContaining([soon.id, gone.id]));
    const dates = todo.rows.map((row) => row.validTo);
    expect(dates).toEqual([...dates].sort());

    const mine = (await call(first.account, 'GET', `${API}/expiring`)).json<Envelope<QualificationExpiring>>().data;
    expect(mine.rows.map((row) => row.id)).toContain(soon.id);
    expect(mine.ownSupplier?.sn).toBe(first.supplierSn);
    expect(mine.rows.map((row) => row.id)).not.toContain(gone.id);
    expect(new Set(mine.rows.map((row) => row.supplierSn))).toEqual(new Set([first.supplierSn]));
  });

  it('deletes certificates for staff, all or nothing', async () => {
    const one = await save('admin', body());
    const missing = await call('admin', 'DELETE', `${API}/deleteByIds?ids=${String(one.id)},999999999`);
    expect(missing.statusCode).toBe(404);
    const done = await call('admin', 'DELETE', `${API}/deleteByIds?ids=${String(one.id)}`);
    expect(done.statusCode, done.body).toBe(200);
    expect((await page<SupplierQualificationRow>('admin', `${API}/page?id.equals=${String(one.id)}`)).total).toBe(0);
  });
});
