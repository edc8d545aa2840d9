/**
 * Supplier isolation (issue 22): "a walk over every route shows that supplier A never reads or writes
 * supplier B's rows or files". For each of the demo accounts supplier1 (S0001) and supplier2 (S0002):
 *
 * - every registered route the supplier role may call (its menu codes and SIGNED_IN) is classified:
 *   walked (every GET, and the POSTs that only read), skipped with a reason, or one of the writes below;
 *   a route nobody classified fails the test;
 * - each walked route is called with page 1 of 100 rows, and the detail-like ones with the ids of the
 *   caller's own rows (200) and of the other supplier's (404 / 403, or an empty answer); every answer is
 *   read whole for another supplier's sn or name, or a supplier field that is not the caller's own;
 * - the writes (a certificate for the other supplier, editing or deleting its certificate and its file,
 *   quoting on an inquiry the caller is not invited to, saving its archive, moving its contract) are
 *   refused with a Chinese message and leave the rows as they were.
 *
 * Guard against a walk that passes on empty answers: the main lists must show the caller's own rows,
 * and a fair number of routes must answer 200.
 */
import { count, eq, sql } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, FileInfo, LoginInfo } from '../src/api/index.js';
import { loadAccess } from '../src/core/access.js';
import { hasPermission } from '../src/core/permissions.js';
import { sysUser } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { DEMO_SUPPLIER_USERS, SUPPLIER_PASSWORD } from '../src/db/seeds/suppliers.js';
import { conContractHead, conContractLine } from '../src/db/tables/contract.js';
import { conRebateCompany } from '../src/db/tables/contract-change.js';
import { sysFile } from '../src/db/tables/files.js';
import { supSupplier } from '../src/db/tables/lookups.js';
import { supInquiry, supInquiryLine, supInquiryQuote, supInquirySupplier, supQualification } from '../src/db/tables/supplier.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { demoCreditCode } from '../src/modules/lookups/credit-code.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { CHINESE, leaksIn, multipart, PDF_BYTES, POST_READS, SHOWN_ON_PURPOSE, SKIPPED, WRITES_CHECKED } from './helpers/supplier-walk.js';

const C = '/gateway/purchase/api/v1/contract/head';
const S = '/gateway/supplier/api/v1';
const F = '/gateway/system/file';

/** One supplier account and its rows. */
interface Side {
  account: string;
  sn: string;
  name: string;
  token: string;
  userId: number;
  contractId: number;
  orgCode: string;
  matCode: string;
  archiveId: number;
  certId: number;
  /** An inquiry only this supplier is invited to (published, deadline ahead), and its first line. */
  inquiryId: number;
  lineId: number;
  certFile: string;
  contractFile: string;
  rebateId: number | undefined;
}

interface Probe {
  url: string;
  body?: unknown;
  /** The expected status (any when absent). */
  status?: number | readonly number[];
}

const byId = (path: string, key: 'contractId' | 'archiveId' | 'inquiryId' | 'rebateId', refused: readonly number[] = [404]) => (me: Side, other: Side): Probe[] =>
  me[key] === undefined || other[key] === undefined ? [] : [{ url: `${path}${String(me[key])}`, status: 200 }, { url: `${path}${String(other[key])}`, status: refused }];
const files = (path: string, ownStatus = 200) => (me: Side, other: Side): Probe[] => [
  ...[me.certFile, me.contractFile].map((id) => ({ url: `${path}/${id}`, status: ownStatus })),
  ...[other.certFile, other.contractFile].map((id) => ({ url: `${path}/${id}`, status: 404 })),
];
const bound = (path: string) => (me: Side, other: Side): Probe[] => [
  { url: `${path}?bizType=qualification&bizKey=${me.certId}`, status: 200 },
  { url: `${path}?bizType=contract&bizKey=${me.contractId}`, status: 200 },
  { url: `${path}?bizType=qualification&bizKey=${other.certId}`, status: 403 },
  { url: `${path}?bizType=contract&bizKey=${other.contractId}`, status: 403 },
];
const user = (path: string) => (me: Side, other: Side): Probe[] => [{ url: path.replace(/:\w+$/, String(me.userId)), status: 200 }, { url: path.replace(/:\w+$/, String(other.userId)), status: [403, 404] }];
const year = new Date().getFullYear();
const month = new Date().toISOString().slice(0, 7);

/** The routes that need ids or parameters; every other walked route gets page 1 of 100. */
const PROBES: Readonly<Record<string, (me: Side, other: Side) => Probe[]>> = {
  [`GET ${C}/detail`]: byId(`${C}/detail?id=`, 'contractId'),
  [`GET ${C}/:id`]: byId(`${C}/`, 'contractId'),
  [`GET ${C}/status-log`]: byId(`${C}/status-log?id=`, 'contractId'),
  [`GET ${C}/sync-log`]: byId(`${C}/sync-log?id=`, 'contractId'),
  [`GET ${C}/doDownLoadFile`]: byId(`${C}/doDownLoadFile?id=`, 'contractId'),
  [`GET ${C}/rebate_company/detail`]: byId(`${C}/rebate_company/detail?id=`, 'rebateId'),
  [`GET ${C}/residual-fixed-price-quantity`]: (me, other) =>
    [me, other].map((side) => ({ url: `${C}/residual-fixed-price-quantity?orgCode=${side.orgCode}&matCode=${side.matCode}&supplierSn=${side.sn}`, status: 200 })),
  [`GET ${C}/month-residual-quantity`]: (me, other) => [me, other].map((side) => ({ url: `${C}/month-residual-quantity?orgCode=${side.orgCode}&matCode=${side.matCode}&yearMonth=${month}`, status: 200 })),
  [`GET ${C}/indicator`]: () => [{ url: `${C}/indicator?year=${year}`, status: 200 }],
  [`GET ${S}/supplier/detail`]: byId(`${S}/supplier/detail?id=`, 'archiveId'),
  // 单据流 (issue 25) of its own contract answers; of the other supplier's contract it is not found.
  ['GET /gateway/purchase/api/v1/document-flow']: byId('/gateway/purchase/api/v1/document-flow?type=contract&id=', 'contractId'),
  [`GET ${S}/inquiry/detail`]: byId(`${S}/inquiry/detail?id=`, 'inquiryId'),
  [`GET ${F}/:id`]: files(F),
  [`GET ${F}/getFileBlob/:id`]: files(`${F}/getFileBlob`),
  [`GET ${F}/downFile/:id`]: files(`${F}/downFile`),
  [`GET /gateway/system/fileTemplate/getFileStream/:id`]: files('/gateway/system/fileTemplate/getFileStream', 404),
  [`GET ${F}`]: bound(F),
  [`GET ${F}/getBindFile`]: bound(`${F}/getBindFile`),
  [`POST ${F}/batch`]: (me, other) => [{ url: `${F}/batch`, body: [me.certFile, other.certFile, me.contractFile, other.contractFile], status: 200 }],
  [`GET /gateway/system/print/pdf`]: (me, other) => [
    { url: `/gateway/system/print/pdf?templateCode=PT_CONTRACT_STANDARD&printType=word&bizId=${me.contractId}`, status: 200 },
    { url: `/gateway/system/print/pdf?templateCode=PT_CONTRACT_STANDARD&printType=word&bizId=${other.contractId}`, status: 404 },
  ],
  [`POST /gateway/supplier/info/getListByName`]: () => [{ url: '/gateway/supplier/info/getListByName', body: {}, status: 200 }],
  [`POST /gateway/supplier/info/getEbsNo`]: (me, other) => [
    { url: '/gateway/supplier/info/getEbsNo', body: { sn: other.sn }, status: 200 },
    { url: '/gateway/supplier/info/getEbsNo', body: { name: '有限公司' }, status: 200 },
  ],
};
/** Routes that take a user id: the caller's own answers, another's is refused (or empty). */
const byUser = (url: string, body: (userId: number) => unknown, other: readonly number[]) => (me: Side, them: Side): Probe[] => [
  { url: url.replace('{userId}', String(me.userId)), body: body(me.userId), status: 200 },
  { url: url.replace('{userId}', String(them.userId)), body: body(them.userId), status: other },
];
const noBody = () => undefined;
Object.assign(PROBES, {
  'GET /gateway/system/short-menu/list': byUser('/gateway/system/short-menu/list?userId={userId}', noBody, [403]),
  'POST /gateway/system/message/page': byUser('/gateway/system/message/page', (userId) => ({ userId, page: 1, pageSize: 100 }), [403]),
  'GET /gateway/system/user/getCategoryListByUserId': byUser('/gateway/system/user/getCategoryListByUserId?userId={userId}', noBody, [403]),
});
for (const path of ['/gateway/system/user/:id', '/gateway/system/user/getUserRole/:userId', '/gateway/system/user/getUserOrg/:userId', '/gateway/system/user/getUserCategory/:userId', '/gateway/system/user/getUserButtonList/:userId', '/gateway/system/userOrgMsg/listByUserId/:userId', '/gateway/system/user/getOrgTreeByUserId/:id', '/gateway/system/user/getBuList/:id', '/gateway/system/user/getSubordinateDistrictList/:id']) {
  (PROBES as Record<string, (me: Side, other: Side) => Probe[]>)[`GET ${path}`] = user(path);
}

/** The default call of a walked route: page 1 of 100 (path parameters 1). */
function defaultProbe(method: string, url: string): Probe {
  const path = url.replace(/:[A-Za-z_]+\??/g, '1').replace(/\*$/, 'x');
  return method === 'GET' ? { url: /page(-strategic)?$/.test(path) ? `${path}?page=1&pageSize=100` : path } : { url: path, body: { page: 1, pageSize: 100 } };
}

describe.each(eachDatabase)('[%s] supplier isolation', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const sides = {} as Record<string, Side>;
  /** Every supplier's sn and name, to its sn. */
  const names = new Map<string, string>();

  const headers = (side: Side) => ({ authorization: `Bearer ${side.token}` });
  const call = (side: Side, method: string, url: string, body?: unknown) =>
    app.inject({ method: method as 'GET', url, headers: headers(side), ...(body === undefined ? {} : { payload: body as object }) });
  const json = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;

  async function upload(token: string, bizType: string, bizKey: number): Promise<{ statusCode: number; id: string }> {
    const { payload, headers: type } = multipart(PDF_BYTES, { bizType, bizKey: String(bizKey) });
    const response = await app.inject({ method: 'POST', url: `${F}/upload`, payload, headers: { ...type, authorization: `Bearer ${token}` } });
    return { statusCode: response.statusCode, id: response.statusCode === 200 ? response.json<Envelope<FileInfo>>().data.id : '' };
  }

  /** An inquiry, published with its deadline ahead, that only `sn` is invited to. */
  async function invitedOnly(sn: string, name: string): Promise<{ inquiryId: number; lineId: number }> {
    const db = database().db;
    const stamp = { createdBy: 'isolation', updatedBy: 'isolation' };
    const [head] = await db
      .insert(supInquiry)
      .values({ inquiryNo: `XJ-ISO-${sn}`, title: `${sn} 专属询价`, orgCode: '101001', categoryCode: '1001', deadline: new Date(Date.now() + 5 * 86_400_000), status: 'published', ...stamp })
      .returning({ id: supInquiry.id });
    const [line] = await db
      .insert(supInquiryLine)
      .values({ inquiryId: head!.id, lineNo: 1, matCode: 'M-ISO', matName: '玉米', quantity: '100.000', unitCode: 'T', ...stamp })
      .returning({ id: supInquiryLine.id });
    await db.insert(supInquirySupplier).values({ inquiryId: head!.id, supplierSn: sn, supplierName: name, ...stamp });
    return { inquiryId: head!.id, lineId: line!.id };
  }

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    const db = database().db;
    for (const row of await db.select({ sn: supSupplier.sn, name: supSupplier.name }).from(supSupplier)) {
      names.set(row.sn, row.sn);
      names.set(row.name, row.sn);
    }
    const adminPassword = DEMO_USERS.find((demo) => demo.account === 'admin')?.password ?? '';
    const admin = (await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account: 'admin', password: adminPassword } })).json<Envelope<LoginInfo>>().data.accessToken;
    for (const { account, supplierSn: sn } of DEMO_SUPPLIER_USERS) {
      const login = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password: SUPPLIER_PASSWORD } });
      const [who] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, account));
      const [archive] = await db.select({ id: supSupplier.id, name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.sn, sn));
      const [contract] = await db
        .select({ id: conContractHead.id, orgCode: conContractHead.orgCode, matCode: conContractLine.matCode })
        .from(conContractHead)
        .innerJoin(conContractLine, eq(conContractLine.headId, conContractHead.id))
        .where(eq(conContractHead.supplierSn, sn))
        .limit(1);
      const [cert] = await db.select({ id: supQualification.id }).from(supQualification).where(eq(supQualification.supplierSn, sn)).limit(1);
      const [rebate] = await db.select({ id: conRebateCompany.id }).from(conRebateCompany).where(eq(conRebateCompany.supplierSn, sn)).limit(1);
      if (!who || !archive || !contract || !cert) throw new Error(`the demo data has no rows of ${sn}`);
      const certFile = await upload(admin, 'qualification', cert.id);
      const contractFile = await upload(admin, 'contract', contract.id);
      expect([certFile.statusCode, contractFile.statusCode]).toEqual([200, 200]);
      sides[account] = {
        account,
        sn,
        name: archive.name,
        token: login.json<Envelope<LoginInfo>>().data.accessToken,
        userId: who.id,
        contractId: contract.id,
        orgCode: contract.orgCode,
        matCode: contract.matCode,
        archiveId: archive.id,
        certId: cert.id,
        ...(await invitedOnly(sn, archive.name)),
        certFile: certFile.id,
        contractFile: contractFile.id,
        rebateId: rebate?.id,
      };
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const pairs = [
    ['supplier1', 'supplier2'],
    ['supplier2', 'supplier1'],
  ] as const;

  describe.each(pairs)('as %s (never %s)', (meAccount, otherAccount) => {
    const me = () => sides[meAccount] as Side;
    const other = () => sides[otherAccount] as Side;
    const leaks = (value: unknown) => leaksIn(value, me(), new Map([...names].filter(([, sn]) => sn !== me().sn)));

    it('walks every reachable route: own rows answer, the other supplier’s are refused, and no answer shows another supplier', async () => {
      const access = await loadAccess(database().db, me().userId);
      const reachable = app.gatewayRoutes.filter((route) => hasPermission(access, route.permission));
      expect(reachable.length).toBeGreaterThan(100);
      const found: string[] = [];
      const wrong: string[] = [];
      const answered = new Set<string>();
      const unclassified: string[] = [];
      for (const route of reachable) {
        const key = `${route.method} ${route.url}`;
        if (key in SKIPPED || (WRITES_CHECKED as readonly string[]).includes(key)) continue;
        if (route.method !== 'GET' && !(route.method === 'POST' && POST_READS.test(route.url))) {
          unclassified.push(key);
          continue;
        }
        const probes = PROBES[key]?.(me(), other()) ?? [defaultProbe(route.method, route.url)];
        for (const probe of probes) {
          const response = await call(me(), route.method, probe.url, probe.body);
          const expected = probe.status === undefined ? undefined : [probe.status].flat();
          if (expected && !expected.includes(response.statusCode)) wrong.push(`${key} ${probe.url}: ${response.statusCode} (expected ${expected.join('/')}) ${response.body.slice(0, 200)}`);
          if (response.statusCode === 200) answered.add(key);
          const type = String(response.headers['content-type'] ?? '');
          const shown = (type.includes('json') ? leaks(response.json()) : []).filter((leak) => !SHOWN_ON_PURPOSE.some((known) => known.route.test(key) && known.leak.test(leak)));
          // One line per call: the first leak and how many.
          if (shown.length > 0) found.push(`${key} ${probe.url}: ${shown[0]}${shown.length > 1 ? ` (+${shown.length - 1} more)` : ''}`);
          else if (type.includes('wordprocessingml')) {
            const text = new PizZip(response.rawPayload).file('word/document.xml')?.asText() ?? '';
            found.push(...[...names.keys()].filter((mention) => names.get(mention) !== me().sn && text.includes(mention)).map((leak) => `${key} ${probe.url}: printed ${leak}`));
          }
        }
      }
      expect({ unclassified, wrong, found }).toEqual({ unclassified: [], wrong: [], found: [] });
      // Not a walk of empty answers: most of the walked routes answered.
      expect(answered.size).toBeGreaterThan(80);
    });

    it('shows its own rows on the main lists, and only those', async () => {
      const rows = async (url: string) => {
        const response = await call(me(), 'GET', `${url}${url.includes('?') ? '&' : '?'}page=1&pageSize=100`);
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
        return json<{ total: number; result: Record<string, unknown>[] }>(response);
      };
      for (const [url, field] of [
        [`${C}/page`, 'supplierSn'],
        ['/gateway/purchase/api/v1/contract/head-join-line/page', 'supplierSn'],
        [`${S}/supplier/page`, 'sn'],
        [`${S}/qualification/page`, 'supplierSn'],
      ] as const) {
        const page = await rows(url);
        expect(page.total, url).toBeGreaterThan(0);
        expect(new Set(page.result.map((row) => row[field])), url).toEqual(new Set([me().sn]));
      }
      const inquiries = await rows(`${S}/inquiry/page`);
      expect(inquiries.result.map((row) => row['id'])).toContain(me().inquiryId);
      expect(inquiries.result.map((row) => row['id'])).not.toContain(other().inquiryId);
      const detail = json<{ suppliers: { supplierSn: string }[]; quotes: { supplierSn: string }[] }>(await call(me(), 'GET', `${S}/inquiry/detail?id=${me().inquiryId}`));
      expect(detail.suppliers.map((row) => row.supplierSn)).toEqual([me().sn]);
      const expiring = json<{ rows: { supplierSn: string }[]; ownSupplier: { sn: string } | null }>(await call(me(), 'GET', `${S}/qualification/expiring`));
      expect(expiring.ownSupplier?.sn).toBe(me().sn);
      expect(expiring.rows.every((row) => row.supplierSn === me().sn)).toBe(true);
      // Preview addresses are handed out for its own files only, and they open.
      const reviews = json<{ id: string; reviewUrl: string }[]>(await call(me(), 'POST', `${F}/batch`, [me().certFile, other().certFile, me().contractFile, other().contractFile]));
      expect(reviews.map((review) => review.id)).toEqual([me().certFile, me().contractFile]);
      for (const review of reviews) expect((await app.inject({ method: 'GET', url: review.reviewUrl })).statusCode).toBe(200);
      // 证照管理 (contract:licence) is the buyer's: refused outright.
      expect((await call(me(), 'GET', `${S}/licence/page`)).statusCode).toBe(403);
    });

    it('cannot write the other supplier’s certificate, file, inquiry quote, archive or contract', async () => {
      const db = database().db;
      const snapshot = async () => ({
        cert: await db.select().from(supQualification).where(eq(supQualification.id, other().certId)),
        certs: await db.select({ n: count() }).from(supQualification).where(eq(supQualification.supplierSn, other().sn)),
        quotes: await db.select({ n: count() }).from(supInquiryQuote).where(eq(supInquiryQuote.inquiryId, other().inquiryId)),
        archive: await db.select().from(supSupplier).where(eq(supSupplier.id, other().archiveId)),
        contract: await db.select().from(conContractHead).where(eq(conContractHead.id, other().contractId)),
        files: await db.select({ key: sysFile.fileKey, bizKey: sysFile.bizKey, version: sysFile.version }).from(sysFile).where(sql`${sysFile.bizKey} in (${String(other().certId)}, ${String(other().contractId)})`),
        fileCount: await db.select({ n: count() }).from(sysFile),
      });
      const before = await snapshot();
      const [cert] = before.cert;
      const [archive] = before.archive;
      const [contract] = before.contract;
      const certBody = { supplierSn: other().sn, certType: 'business_licence', certNo: 'ISO-0001', validFrom: '2026-01-01', validTo: '2030-01-01' };
      const supplierBody = {
        id: other().archiveId,
        version: archive?.version,
        name: '改名有限公司',
        unifiedCreditCode: demoCreditCode('130200', 123_457),
        bigType: '01',
        smallType: '0101',
        contacts: [{ contactName: '张三', mobile: '13912345678', position: null, email: null, isPrimary: 1 }],
        banks: [],
        addresses: [],
      };
      const attempts: [string, Awaited<ReturnType<typeof call>>, readonly number[]][] = [
        ['a certificate for the other supplier', await call(me(), 'POST', `${S}/qualification/save`, certBody), [403]],
        ['its certificate, as the caller’s', await call(me(), 'POST', `${S}/qualification/save`, { ...certBody, id: other().certId, version: cert?.version, supplierSn: me().sn }), [404]],
        ['its certificate, as its own', await call(me(), 'POST', `${S}/qualification/save`, { ...certBody, id: other().certId, version: cert?.version }), [403]],
        ['deleting its certificate', await call(me(), 'DELETE', `${S}/qualification/deleteByIds?ids=${other().certId}`), [403]],
        ['deleting its certificate file', await call(me(), 'DELETE', F, [other().certFile]), [404]],
        ['changing its contract file', await call(me(), 'PUT', F, { id: other().contractFile, version: before.files[0]?.version ?? 0, fileCategory: 'x' }), [404]],
        ['a file bound to its certificate', await upload(me().token, 'qualification', other().certId).then(() => call(me(), 'GET', `${F}?bizType=qualification&bizKey=${other().certId}`)), [403]],
        ['a print stored on its contract', await call(me(), 'POST', '/gateway/system/print/createAndUpload', { templateCode: 'PT_CONTRACT_STANDARD', printType: 'word', bizId: String(other().contractId), bizType: 'contract', bizKey: String(other().contractId) }), [403, 404]],
        ['a quote on an inquiry it is not invited to', await call(me(), 'POST', `${S}/inquiry/quote`, { inquiryId: other().inquiryId, quotes: [{ lineId: other().lineId, priceWithTax: '2600.00', quantity: '100.000' }] }), [404]],
        ['its archive', await call(me(), 'POST', `${S}/supplier/save`, supplierBody), [403]],
        ['moving its contract', await call(me(), 'PUT', `${C}/status`, { id: other().contractId, version: contract?.version, action: 'submit' }), [403, 404]],
        ['sealing its contract', await call(me(), 'PUT', `${C}/signet/supplier-seal`, { id: other().contractId, version: contract?.version }), [404]],
        ['saving its contract', await call(me(), 'POST', `${C}/save`, { id: other().contractId, version: contract?.version }), [400, 403, 404]],
      ];
      for (const [what, response, statuses] of attempts) {
        expect(statuses, `${what}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
        expect(response.json<ErrorEnvelope>().message, what).toMatch(CHINESE);
      }
      // The upload itself was refused too (nothing stored), and every row is as it was.
      expect((await upload(me().token, 'qualification', other().certId)).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
      // Its own certificate it may still edit (the refusals are about the other supplier, not the route).
      const [mine] = await db.select().from(supQualification).where(eq(supQualification.id, me().certId));
      const own = await call(me(), 'POST', `${S}/qualification/save`, { supplierSn: me().sn, certType: mine?.certType, certNo: mine?.certNo, validFrom: mine?.validFrom, validTo: mine?.validTo, id: me().certId, version: mine?.version });
      expect(own.statusCode, own.body).toBe(200);
    });
  });
});
