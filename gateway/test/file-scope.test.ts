/**
 * Files follow the data scope of the record they are bound to (core/file-access.ts), on every file
 * route, for users of different scope:
 * - admin (every org and category);
 * - buyer (采购员: company 101001, contract list/add/edit);
 * - liuyang (采购员 of another company, 103001…);
 * - chenjing (财务 of 101001: reads contracts, may not add or edit them);
 * - sunli (仓管 of 101001: no contract permission at all).
 * Plus the planted file (an upload bound to another company's contract is refused with nothing stored),
 * unbound files, unregistered bizTypes, and a check that every bizType the code binds files to has a rule.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, FileInfo, FileReview, PrintBizType } from '../src/api/index.js';
import { conContractChange, conRebateCompany } from '../src/db/tables/contract-change.js';
import { sysFile } from '../src/db/tables/files.js';
import { CONTRACT_FILE_BIZ_TYPES, REBATE_FILE_BIZ_TYPE } from '../src/modules/contract/download-file.js';
import { TEMPLATE_FILE_BIZ } from '../src/modules/print/context.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { insertContract, signInAll } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const FILES = '/gateway/system/file';
const UPLOAD = `${FILES}/upload`;
const BATCH = `${FILES}/batch`;
const TEMPLATE_STREAM = '/gateway/system/fileTemplate/getFileStream';
const DO_DOWNLOAD = '/gateway/purchase/api/v1/contract/head/doDownLoadFile';
const SAMPLE_UPLOAD = '/gateway/purchase/api/v1/con-template/sample/upload';
const PRINT_UPLOAD = '/gateway/system/print/createAndUpload';
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const DENIED: ErrorEnvelope = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };
const MISSING: ErrorEnvelope = { code: 404, success: false, message: '文件不存在', errorCode: 'files.notFound', data: null };

const USERS = ['admin', 'buyer', 'liuyang', 'chenjing', 'sunli'] as const;
type User = (typeof USERS)[number];

/** A multipart/form-data body; `fileFirst` sends the file part before the fields. */
function multipart(content: Buffer | null, fields: Record<string, string>, options: { filename?: string; fileFirst?: boolean } = {}) {
  const boundary = `----srmScope${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const fileParts = content
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${options.filename ?? '附件.pdf'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        content,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = options.fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file and folder under `dir`, temporary ones included. */
function everythingIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

describe.each(eachDatabase)('[%s] file access follows the record scope', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let filesDir: string;
  const tokens = {} as Record<User, string>;
  /** Contracts: of the buyer's company (101001), of liuyang's (103001), and one of 103001 kept without files. */
  let own: number;
  let foreign: number;
  let untouched: number;
  /** Files: admin's on `own`, the buyer's on `own`, admin's on `foreign`, a shared contract sample. */
  const files = {} as Record<'adminOnOwn' | 'buyerOnOwn' | 'adminOnForeign' | 'sample', FileInfo>;

  const bearer = (user: User) => ({ authorization: `Bearer ${tokens[user]}` });
  const rowCount = async () => (await database().db.select({ id: sysFile.id }).from(sysFile)).length;

  function upload(user: User, fields: Record<string, string>, options: { fileFirst?: boolean; query?: string; content?: Buffer } = {}) {
    const { payload, headers } = multipart(options.content ?? PDF_BYTES, fields, options);
    return app.inject({ method: 'POST', url: `${UPLOAD}${options.query ?? ''}`, payload, headers: { ...headers, ...bearer(user) } });
  }

  async function uploaded(user: User, fields: Record<string, string>): Promise<FileInfo> {
    const response = await upload(user, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<FileInfo>>().data;
  }

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'srm-file-scope-'));
    app = buildServer({ db: database(), filesDir, fileFetchHosts: ['127.0.0.1'], fileFetchTimeoutMs: 500 });
    await app.ready();
    const signed = await signInAll(app, ...USERS);
    USERS.forEach((user, index) => {
      tokens[user] = signed[index] as string;
    });
    own = (await insertContract(database(), 'FS-OWN', { status: 'draft' })).id;
    foreign = (await insertContract(database(), 'FS-FOREIGN', { status: 'draft', orgCode: '103001' })).id;
    untouched = (await insertContract(database(), 'FS-UNTOUCHED', { status: 'draft', orgCode: '103001' })).id;
    files.adminOnOwn = await uploaded('admin', { bizType: 'contract', bizKey: String(own) });
    files.buyerOnOwn = await uploaded('buyer', { bizType: 'contract', bizKey: String(own) });
    files.adminOnForeign = await uploaded('admin', { bizType: 'contract', bizKey: String(foreign) });
    const { payload, headers } = multipart(PDF_BYTES, {}, { filename: '合同范本.pdf' });
    const sample = await app.inject({ method: 'POST', url: SAMPLE_UPLOAD, payload, headers: { ...headers, ...bearer('admin') } });
    expect(sample.statusCode, sample.body).toBe(200);
    files.sample = sample.json<Envelope<FileInfo>>().data;
  });
  afterAll(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  /** Who may read each file (and list its record). */
  const readers: Record<keyof typeof files, readonly User[]> = {
    adminOnOwn: ['admin', 'buyer', 'chenjing'],
    buyerOnOwn: ['admin', 'buyer', 'chenjing'],
    adminOnForeign: ['admin', 'liuyang'],
    sample: USERS,
  };

  describe.each(USERS)('as %s', (user) => {
    it('lists a record’s files only within scope (403 otherwise)', async () => {
      for (const path of [FILES, `${FILES}/getBindFile`]) {
        for (const [contract, expected] of [
          [own, [files.buyerOnOwn.id, files.adminOnOwn.id]],
          [foreign, [files.adminOnForeign.id]],
        ] as const) {
          const response = await app.inject({ method: 'GET', url: `${path}?bizType=contract&bizKey=${contract}`, headers: bearer(user) });
          const may = readers[contract === own ? 'adminOnOwn' : 'adminOnForeign'].includes(user);
          expect(response.statusCode, `${path} ${contract}`).toBe(may ? 200 : 403);
          if (may) expect(response.json<Envelope<FileInfo[]>>().data.map((file) => file.id)).toEqual(expected);
          else expect(response.json<ErrorEnvelope>()).toEqual(DENIED);
        }
      }
    });

    it('downloads a file by id only within scope, and answers 404 as for a missing one otherwise', async () => {
      for (const [key, file] of Object.entries(files) as [keyof typeof files, FileInfo][]) {
        const may = readers[key].includes(user);
        for (const path of [`${FILES}/${file.id}`, `${FILES}/getFileBlob/${file.id}`, `${FILES}/downFile/${file.id}`]) {
          const response = await app.inject({ method: 'GET', url: path, headers: bearer(user) });
          expect(response.statusCode, `${key} ${path}`).toBe(may ? 200 : 404);
          if (may) expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
          else expect(response.json<ErrorEnvelope>()).toEqual(MISSING);
        }
        // The template stream serves template files (the sample) and only to those who may read them.
        const stream = await app.inject({ method: 'GET', url: `${TEMPLATE_STREAM}/${file.id}`, headers: bearer(user) });
        expect(stream.statusCode, `${key} template stream`).toBe(key === 'sample' && may ? 200 : 404);
      }
    });

    it('hands out preview addresses only for files within scope', async () => {
      const ids = Object.values(files).map((file) => file.id);
      const response = await app.inject({ method: 'POST', url: BATCH, payload: ids, headers: bearer(user) });
      expect(response.statusCode).toBe(200);
      const reviews = response.json<Envelope<FileReview[]>>().data;
      const expected = (Object.keys(files) as (keyof typeof files)[]).filter((key) => readers[key].includes(user)).map((key) => files[key].id);
      expect(reviews.map((review) => review.id)).toEqual(expected);
      for (const review of reviews) {
        const preview = await app.inject({ method: 'GET', url: review.reviewUrl });
        expect(preview.statusCode).toBe(200);
      }
    });

    it('serves doDownLoadFile within scope only', async () => {
      const response = await app.inject({ method: 'GET', url: `${DO_DOWNLOAD}?id=${foreign}`, headers: bearer(user) });
      // sunli has no contract:list at all: the route itself is refused.
      expect(response.statusCode).toBe(user === 'sunli' ? 403 : readers.adminOnForeign.includes(user) ? 200 : 404);
      const ownResponse = await app.inject({ method: 'GET', url: `${DO_DOWNLOAD}?id=${own}`, headers: bearer(user) });
      expect(ownResponse.statusCode).toBe(user === 'sunli' ? 403 : readers.adminOnOwn.includes(user) ? 200 : 404);
    });

    it('refuses updates and deletes of files out of scope as missing, and of others’ files with 403', async () => {
      for (const key of ['adminOnOwn', 'adminOnForeign'] as const) {
        const file = files[key];
        const update = await app.inject({ method: 'PUT', url: FILES, payload: { id: file.id, version: file.version, fileCategory: 'x' }, headers: bearer(user) });
        if (user === 'admin') {
          // Admin may change it: an attribute update (not a delete: the walk still needs the file).
          expect(update.statusCode).toBe(200);
          files[key] = update.json<Envelope<FileInfo>>().data;
          continue;
        }
        const remove = await app.inject({ method: 'DELETE', url: FILES, payload: [file.id], headers: bearer(user) });
        const expected = readers[key].includes(user) ? 403 : 404;
        expect(update.statusCode, `${key} update`).toBe(expected);
        expect(remove.statusCode, `${key} delete`).toBe(expected);
        expect(remove.json<ErrorEnvelope>()).toEqual(expected === 403 ? DENIED : MISSING);
      }
      expect(await database().db.select({ id: sysFile.id }).from(sysFile).where(eq(sysFile.fileKey, files.adminOnForeign.id))).toHaveLength(1);
    });

    it('uploads only to records the user may write', async () => {
      const mayWrite = { own: ['admin', 'buyer'], foreign: ['admin', 'liuyang'] } as const;
      for (const [name, contract] of [
        ['own', own],
        ['foreign', foreign],
      ] as const) {
        const response = await upload(user, { bizType: 'contract', bizKey: String(contract) });
        const may = (mayWrite[name] as readonly string[]).includes(user);
        expect(response.statusCode, `${name}`).toBe(may ? 200 : 403);
        if (!may) expect(response.json<ErrorEnvelope>()).toEqual(DENIED);
        else {
          // Its uploader, who may write the record, may delete it.
          const removed = await app.inject({ method: 'DELETE', url: FILES, payload: [response.json<Envelope<FileInfo>>().data.id], headers: bearer(user) });
          expect(removed.statusCode).toBe(200);
        }
      }
    });
  });

  describe('a planted file', () => {
    it('is refused (403) with nothing stored, whatever the order of the parts, and served to nobody', async () => {
      const rowsBefore = await rowCount();
      const filesBefore = everythingIn(filesDir);
      const fields = { bizType: 'contract', bizKey: String(untouched), module: 'contract' };
      const attempts = [
        await upload('buyer', fields),
        await upload('buyer', fields, { fileFirst: true, content: randomBytes(256 * 1024) }),
        await upload('buyer', { module: 'contract' }, { query: `?bizType=contract&bizKey=${untouched}` }),
        await upload('sunli', fields),
        await app.inject({ method: 'POST', url: `${FILES}/uploadByUrl`, payload: { url: 'http://127.0.0.1:9/planted.pdf', ...fields }, headers: bearer('buyer') }),
        // A print stored bound to the other company's contract.
        await app.inject({
          method: 'POST',
          url: PRINT_UPLOAD,
          payload: { templateCode: 'PT_GENERIC_NOTICE', printType: 'word', bizType: 'contract', bizKey: String(untouched) },
          headers: bearer('buyer'),
        }),
      ];
      for (const response of attempts) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json<ErrorEnvelope>()).toEqual(DENIED);
      }
      expect(await rowCount()).toBe(rowsBefore);
      // No row, no stored file, no temporary file.
      expect(everythingIn(filesDir)).toEqual(filesBefore);

      for (const user of ['admin', 'liuyang'] as const) {
        const listed = await app.inject({ method: 'GET', url: `${FILES}?bizType=contract&bizKey=${untouched}`, headers: bearer(user) });
        expect(listed.json<Envelope<FileInfo[]>>().data).toEqual([]);
        const served = await app.inject({ method: 'GET', url: `${DO_DOWNLOAD}?id=${untouched}`, headers: bearer(user) });
        expect(served.statusCode).toBe(404);
        expect(served.json<ErrorEnvelope>().message).toBe('附件不存在');
      }
    });

    it('cannot be bound later to a record the uploader may not write', async () => {
      const unbound = await uploaded('buyer', { bizType: 'contract' });
      expect(unbound.bizKey).toBeNull();
      const moved = await app.inject({ method: 'PUT', url: FILES, payload: { id: unbound.id, version: unbound.version, bizKey: String(untouched) }, headers: bearer('buyer') });
      expect(moved.statusCode).toBe(403);
      expect(moved.json<ErrorEnvelope>()).toEqual(DENIED);
      const bound = await app.inject({ method: 'PUT', url: FILES, payload: { id: unbound.id, version: unbound.version, bizKey: String(own) }, headers: bearer('buyer') });
      expect(bound.statusCode).toBe(200);
      expect(bound.json<Envelope<FileInfo>>().data.bizKey).toBe(String(own));
      const readByColleague = await app.inject({ method: 'GET', url: `${FILES}/${unbound.id}`, headers: bearer('chenjing') });
      expect(readByColleague.statusCode).toBe(200);
    });
  });

  it('scopes change request and rebate agreement files by their own records and codes', async () => {
    const db = database().db;
    const change = async (orgCode: string) => {
      const [row] = await db
        .insert(conContractChange)
        .values({
          changeNo: `FS-BG-${orgCode}-${Date.now()}`,
          contractId: orgCode === '101001' ? own : foreign,
          contractNo: 'FS',
          contractName: '玉米采购合同',
          supplierName: '中粮贸易（大连）有限公司',
          orgCode,
          categoryCode: '100101',
          changeVersion: 1,
          reason: '数量调整',
          proposal: {} as never,
        })
        .returning({ id: conContractChange.id });
      return String(row?.id);
    };
    const rebate = async (orgCode: string) => {
      const [row] = await db
        .insert(conRebateCompany)
        .values({ rebateNo: `FS-FL-${orgCode}-${Date.now()}`, supplierSn: 'S0001', supplierName: '中粮贸易（大连）有限公司', orgCode, year: 2026, rebateType: 'rebate', timing: 'afterEnd', quantityBasis: 0, rate: '0.0100' })
        .returning({ id: conRebateCompany.id });
      return String(row?.id);
    };
    const [tokenOfManager] = await signInAll(app, 'wangjianhua');
    const as = (user: User | 'wangjianhua') => ({ authorization: `Bearer ${user === 'wangjianhua' ? tokenOfManager : tokens[user]}` });
    const cases = [
      // contractChange: read needs contract:change (the buyer role has none), in the contract list's scope.
      { bizType: 'contractChange', bizKey: await change('101001'), readers: ['admin', 'wangjianhua'] },
      { bizType: 'contractChange', bizKey: await change('103001'), readers: ['admin', 'wangjianhua'] },
      // contractRebate: read needs contract:list, in the org scope.
      { bizType: 'contractRebate', bizKey: await rebate('101001'), readers: ['admin', 'buyer', 'chenjing', 'wangjianhua'] },
      { bizType: 'contractRebate', bizKey: await rebate('103001'), readers: ['admin', 'liuyang', 'wangjianhua'] },
    ];
    for (const { bizType, bizKey, readers: allowed } of cases) {
      const file = await uploaded('admin', { bizType, bizKey });
      for (const user of [...USERS, 'wangjianhua'] as const) {
        const response = await app.inject({ method: 'GET', url: `${FILES}/${file.id}`, headers: as(user) });
        expect(response.statusCode, `${bizType} ${bizKey} ${user}`).toBe(allowed.includes(user) ? 200 : 404);
      }
    }
    // Writing a rebate agreement's files takes contract:rebate, which the buyer role has not.
    const refused = await upload('buyer', { bizType: 'contractRebate', bizKey: cases[2]?.bizKey ?? '' });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps an unbound file to its uploader and admins', async () => {
    const unbound = await uploaded('buyer', { bizType: 'contract' });
    for (const user of USERS) {
      const response = await app.inject({ method: 'GET', url: `${FILES}/${unbound.id}`, headers: bearer(user) });
      expect(response.statusCode, user).toBe(user === 'admin' || user === 'buyer' ? 200 : 404);
    }
  });

  it('keeps a stored generic print to its printer and admins', async () => {
    const printed = await app.inject({ method: 'POST', url: PRINT_UPLOAD, payload: { templateCode: 'PT_GENERIC_NOTICE', printType: 'word', bizId: '42' }, headers: bearer('buyer') });
    expect(printed.statusCode, printed.body).toBe(200);
    const file = printed.json<Envelope<FileInfo>>().data;
    expect(file).toMatchObject({ bizType: 'generic', bizKey: '42' });
    for (const user of USERS) {
      const response = await app.inject({ method: 'GET', url: `${FILES}/${file.id}`, headers: bearer(user) });
      expect(response.statusCode, user).toBe(user === 'admin' || user === 'buyer' ? 200 : 404);
    }
  });

  it('refuses a bizType without a rule, to admins as well', async () => {
    const rowsBefore = await rowCount();
    for (const user of ['admin', 'buyer'] as const) {
      const response = await upload(user, { bizType: 'invoice', bizKey: 'FP-1' });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorEnvelope>()).toEqual(DENIED);
      const listed = await app.inject({ method: 'GET', url: `${FILES}?bizType=invoice&bizKey=FP-1`, headers: bearer(user) });
      expect(listed.statusCode).toBe(403);
    }
    expect(await rowCount()).toBe(rowsBefore);
    // A row of such a type (written before the rule existed, or by hand) is served to nobody.
    const [legacy] = await database()
      .db.insert(sysFile)
      .values({ originalName: 'legacy.pdf', name: 'legacy-missing.pdf', fileType: 'pdf', mimeType: 'application/pdf', fileSize: 1, bizType: 'legacy', bizKey: '1', module: 'execution' })
      .returning({ key: sysFile.fileKey });
    for (const user of ['admin', 'buyer'] as const) {
      const response = await app.inject({ method: 'GET', url: `${FILES}/${legacy?.key}`, headers: bearer(user) });
      expect(response.statusCode).toBe(404);
    }
  });

  it('has a rule for every bizType the code binds files to', async () => {
    const registered = new Set(app.fileAccess?.types());
    const used = new Map<string, string>();
    const note = (bizType: string, where: string) => {
      if (!used.has(bizType)) used.set(bizType, where);
    };
    // The areas' own constants.
    for (const bizType of [...Object.values(CONTRACT_FILE_BIZ_TYPES), REBATE_FILE_BIZ_TYPE, ...Object.values(TEMPLATE_FILE_BIZ)]) note(bizType, 'gateway constants');
    // A stored print is bound to its template's biz type by default: every print resolver, and every template row.
    const printTypes = await app.inject({ method: 'GET', url: '/gateway/system/print/bizTypes', headers: bearer('admin') });
    for (const { bizType } of printTypes.json<Envelope<PrintBizType[]>>().data) note(bizType, 'print resolvers');
    const templateRows = await database().db.execute(sql`select distinct biz_type from sys_print_template`);
    for (const row of templateRows.rows as { biz_type: string }[]) note(row.biz_type, 'sys_print_template');
    // Literal bizTypes in the sources of the gateway, the app, the design system and the stories.
    for (const [bizType, where] of scanSources()) note(bizType, where);

    const missing = [...used].filter(([bizType]) => !registered.has(bizType)).map(([bizType, where]) => `${bizType} (${where})`);
    expect(missing).toEqual([]);
    expect([...registered]).toEqual(expect.arrayContaining(['contract', 'contractChange', 'contractRebate', 'conTemplate', 'conSample', 'printTemplate', 'generic']));
  });
});

/** bizTypes the scan finds that are not file bindings, each with its reason. */
const NOT_FILE_BIZ_TYPES: Readonly<Record<string, string>> = {
  OA: 'a contract callback type (contract.ts ContractCallbackBody)',
  'x-biz-type': 'a header name of the interface outbox (core/outbox/outbox.ts)',
  PICKUP_ORDER: 'a message type of the demo interface log (db/seeds/system-admin.ts)',
  ACCOUNT_CHECK: 'a message type of the demo interface log (db/seeds/system-admin.ts)',
  FRAME_CONTRACT: 'a message type of the demo interface log (db/seeds/system-admin.ts)',
  ADMISSION: 'a supplier admission callback type (api/supplier.ts AdmissionCallbackBody)',
};

/**
 * Literal bizType values in the sources (not tests or stories' test files): `bizType: 'x'`, `bizType="x"`,
 * `append('bizType', 'x')`, `?bizType=x`, and the values of `…FILE_BIZ…` constants.
 */
function scanSources(): Map<string, string> {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const roots = ['gateway/src', 'app/src', 'design-system/src', 'stories/src'];
  const patterns = [
    /bizType\s*[:=]\s*\{?\s*['"`]([A-Za-z][\w-]*)['"`]/g,
    /append\(\s*['"]bizType['"]\s*,\s*['"`]([A-Za-z][\w-]*)['"`]/g,
    /[?&]bizType=([A-Za-z][\w-]*)/g,
    /FILE_BIZ\w*\s*=\s*(\{[^}]*\}|['"`][^'"`]*['"`])/g,
  ];
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules') walk(path);
        continue;
      }
      if (!/\.tsx?$/.test(name) || /\.(test|spec|stories)\./.test(name)) continue;
      const text = readFileSync(path, 'utf8');
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) {
          const value = match[1] ?? '';
          const values = /^[{'"`]/.test(value) ? [...value.matchAll(/['"`]([A-Za-z][\w-]*)['"`]/g)].map((inner) => inner[1] ?? '') : [value];
          for (const bizType of values) {
            if (bizType && !(bizType in NOT_FILE_BIZ_TYPES) && !found.has(bizType)) found.set(bizType, relative(repo, path));
          }
        }
      }
    }
  };
  for (const root of roots) walk(join(repo, root));
  expect(found.size).toBeGreaterThan(3);
  return found;
}
