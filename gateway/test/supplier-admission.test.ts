/**
 * Supplier admission and blacklist (issue 22): admin applies for a 待准入 supplier, submits it to OA,
 * and OA's callback (stored first, applied once) makes it 合格; a repeat changes nothing and a report
 * on a decided admission is late. A blacklisted supplier cannot be contracted until the job releases it
 * the day after its until-date; an expired required certificate blocks a new contract.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionCallbackResult, AdmissionSaved, Envelope, ErrorEnvelope, SupplierDetail } from '../src/api/index.js';
import { CALLBACK_SECRET_HEADER } from '../src/core/callback-inbox.js';
import { supSupplier } from '../src/db/tables/lookups.js';
import { supQualification } from '../src/db/tables/supplier.js';
import { releaseExpiredBlacklists } from '../src/modules/supplier/admission.js';
import type { GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { signInAll, startGateway } from './helpers/contracts.js';

const SECRET = 'oa-admission-secret';
const API = '/gateway/supplier/api/v1';

const contract = (supplierSn: string) => ({
  contractName: '玉米采购合同（准入测试）',
  contractCategory: 'fixedPrice',
  orgCode: '101001',
  supplierSn,
  categoryCode: '100101',
  lines: [{ matCode: '1001010001', matName: '玉米（国标二等）', quantity: '100', unitCode: 'T', priceWithTax: '2650', taxRate: '9' }],
  rebates: [],
});

describe.each(eachDatabase)('[%s] supplier admission and blacklist', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${admin}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const callback = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: `${API}/admission/callback`, payload: body, headers: { [CALLBACK_SECRET_HEADER]: SECRET } });
  const supplierRow = async (sn: string) => (await database().db.select().from(supSupplier).where(eq(supSupplier.sn, sn)))[0]!;

  beforeAll(async () => {
    app = await startGateway(database(), SECRET);
    [admin] = await signInAll(app, 'admin');
  });

  afterAll(async () => {
    await app.close();
  });

  it('admits a 待准入 supplier through OA: submit, approve once, a repeat and a late report change nothing', async () => {
    const [pending] = await database().db.select({ sn: supSupplier.sn }).from(supSupplier).where(eq(supSupplier.financialStatus, 1)).limit(1);
    if (!pending) throw new Error('the seed has a supplier to be admitted');
    // Anything open for it in the seed is settled first: one open admission per supplier.
    const open = await call('GET', `${API}/admission/page?supplierSn.equals=${pending.sn}&status.in=1,2`);
    for (const row of open.json<Envelope<{ result: { id: number }[] }>>().data.result) {
      await database().db.execute(`update sup_admission set status = 4 where id = ${row.id}`);
    }

    const saved = await call('POST', `${API}/admission/save`, { supplierSn: pending.sn, categoryCodes: ['1001'], orgCodes: ['101001'], reason: '玉米新增供应商' });
    expect(saved.statusCode, saved.body).toBe(200);
    const admission = saved.json<Envelope<AdmissionSaved>>().data;
    expect(admission).toMatchObject({ status: 1, admissionNo: expect.stringMatching(/^ZR\d{11}$/) });
    const twice = await call('POST', `${API}/admission/save`, { supplierSn: pending.sn, categoryCodes: ['1001'], orgCodes: ['101001'] });
    expect(twice.statusCode).toBe(422);

    // OA's report before the admission went there: a conflict, nothing moves.
    const early = await callback({ bizKey: admission.admissionNo, bizType: 'ADMISSION', status: 'APPROVED' });
    expect(early.json<Envelope<AdmissionCallbackResult>>().data).toEqual({ outcome: 'conflict', status: 1 });

    const submitted = await call('POST', `${API}/admission/submit`, { id: admission.id, version: admission.version });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await supplierRow(pending.sn)).financialStatus).toBe(2);
    const stale = await call('POST', `${API}/admission/submit`, { id: admission.id, version: admission.version });
    expect(stale.statusCode).toBe(409);

    const wrongSecret = await app.inject({ method: 'POST', url: `${API}/admission/callback`, payload: { bizKey: admission.admissionNo, bizType: 'ADMISSION', status: 'APPROVED' }, headers: { [CALLBACK_SECRET_HEADER]: 'guess' } });
    expect(wrongSecret.statusCode).toBe(401);
    const approved = await callback({ bizKey: admission.admissionNo, bizType: 'ADMISSION', status: 'APPROVED', opinion: '同意' });
    expect(approved.json<Envelope<AdmissionCallbackResult>>().data).toEqual({ outcome: 'applied', status: 3 });
    const repeat = await callback({ bizKey: admission.admissionNo, bizType: 'ADMISSION', status: 'APPROVED', opinion: '同意' });
    expect(repeat.json<Envelope<AdmissionCallbackResult>>().data).toEqual({ outcome: 'repeat', status: 3 });
    const late = await callback({ bizKey: admission.admissionNo, bizType: 'ADMISSION', status: 'REJECT' });
    expect(late.json<Envelope<AdmissionCallbackResult>>().data).toEqual({ outcome: 'late', status: 3 });
    expect((await supplierRow(pending.sn)).financialStatus).toBe(3);
  });

  it('blocks a contract with a blacklisted supplier until the job releases it after the until-date', async () => {
    const before = await supplierRow('S0003');
    const today = new Date().toISOString().slice(0, 10);
    const listed = await call('POST', `${API}/supplier/blacklist`, { id: before.id, version: before.version, reason: '以次充好', untilDate: today });
    expect(listed.statusCode, listed.body).toBe(200);
    const refused = await call('POST', '/gateway/purchase/api/v1/contract/head/save', contract('S0003'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe('供应商 益海嘉里（天津）粮油工业有限公司 当前为黑名单状态，不能签订合同');
    const detail = (await call('GET', `${API}/supplier/detail?id=${before.id}`)).json<Envelope<SupplierDetail>>().data;
    expect(detail.blacklist[0]).toMatchObject({ reason: '以次充好', untilDate: today, releasedTime: null });

    // Still listed on its until-date; released the day after.
    expect(await releaseExpiredBlacklists(database().db, new Date())).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await releaseExpiredBlacklists(database().db, tomorrow)).toBeGreaterThanOrEqual(1);
    expect((await supplierRow('S0003')).financialStatus).toBe(3);
    const accepted = await call('POST', '/gateway/purchase/api/v1/contract/head/save', contract('S0003'));
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('blocks a new contract while a required certificate of the supplier has expired', async () => {
    await database().db.update(supQualification).set({ validTo: '2020-01-01', validFrom: '2019-01-01' }).where(and(eq(supQualification.supplierSn, 'S0004'), eq(supQualification.certType, 'business_licence')));
    const refused = await call('POST', '/gateway/purchase/api/v1/contract/head/save', contract('S0004'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe('供应商 九三粮油工业集团有限公司 的必备证照（营业执照）已过期，不能签订新合同');
  });
});
