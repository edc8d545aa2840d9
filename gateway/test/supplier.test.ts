/**
 * The supplier area (issue 22): its lists answer seeded rows to admin and refuse an unknown filter key;
 * the supplier accounts see only their own supplier's rows (contracts, archive, certificates,
 * inquiries) and never another's detail; the archive's save checks the credit code's check digit, the
 * mobile and bank-account rules, numbers a new supplier and refuses a stale version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, LoginInfo, SupplierDetail, SupplierSaveBody, SupplierSaved } from '../src/api/index.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { DEMO_SUPPLIER_USERS, SUPPLIER_PASSWORD } from '../src/db/seeds/suppliers.js';
import { demoCreditCode } from '../src/modules/lookups/credit-code.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

interface Page<Row> {
  total: number;
  result: Row[];
}

describe.each(eachDatabase)('[%s] supplier area', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  const call = (account: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url: `/gateway${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const page = async <Row>(account: string, url: string): Promise<Page<Row>> => {
    const response = await call(account, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<Page<Row>>>().data;
  };

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    tokens.set('admin', await signIn('admin', DEMO_USERS.find((user) => user.account === 'admin')?.password ?? ''));
    for (const user of DEMO_SUPPLIER_USERS) tokens.set(user.account, await signIn(user.account, SUPPLIER_PASSWORD));
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers admin a page of seeded rows on every list, and 400 for an unknown filter key', async () => {
    for (const base of ['supplier', 'admission', 'qualification', 'inquiry', 'licence']) {
      const rows = await page<Record<string, unknown>>('admin', `/supplier/api/v1/${base}/page?pageSize=5`);
      expect(rows.result.length, base).toBeGreaterThan(0);
      const unknown = await call('admin', 'GET', `/supplier/api/v1/${base}/page?nothing.equals=1`);
      expect(unknown.statusCode, base).toBe(400);
    }
    const states = await page<{ certState: string }>('admin', '/supplier/api/v1/qualification/page?pageSize=200');
    expect(new Set(states.result.map((row) => row.certState))).toEqual(new Set(['valid', 'expiring', 'expired']));
  });

  it('shows each supplier account only its own supplier’s contracts, fewer than admin', async () => {
    const all = await page<{ supplierSn: string }>('admin', '/purchase/api/v1/contract/head/page?pageSize=1');
    for (const user of DEMO_SUPPLIER_USERS) {
      const own = await page<{ supplierSn: string }>(user.account, '/purchase/api/v1/contract/head/page?pageSize=200');
      expect(own.total, user.account).toBeGreaterThan(0);
      expect(own.total, user.account).toBeLessThan(all.total);
      expect(new Set(own.result.map((row) => row.supplierSn)), user.account).toEqual(new Set([user.supplierSn]));
    }
  });

  it('keeps a supplier account to its own archive, certificates and invited inquiries', async () => {
    const [first, second] = DEMO_SUPPLIER_USERS;
    if (!first || !second) throw new Error('two supplier accounts are seeded');
    const archive = await page<{ id: number; sn: string }>(first.account, '/supplier/api/v1/supplier/page');
    expect(archive.result.map((row) => row.sn)).toEqual([first.supplierSn]);
    const certificates = await page<{ supplierSn: string }>(first.account, '/supplier/api/v1/qualification/page?pageSize=100');
    expect(certificates.total).toBeGreaterThan(0);
    expect(new Set(certificates.result.map((row) => row.supplierSn))).toEqual(new Set([first.supplierSn]));
    const inquiries = await page<{ status: string }>(first.account, '/supplier/api/v1/inquiry/page?pageSize=100');
    const allInquiries = await page<{ status: string }>('admin', '/supplier/api/v1/inquiry/page?pageSize=100');
    expect(inquiries.total).toBeGreaterThan(0);
    expect(inquiries.result.some((row) => row.status === 'draft')).toBe(false);
    expect(inquiries.total).toBeLessThan(allInquiries.total);

    const other = (await page<{ id: number; sn: string }>('admin', `/supplier/api/v1/supplier/page?sn.equals=${second.supplierSn}`)).result[0];
    const refused = await call(first.account, 'GET', `/supplier/api/v1/supplier/detail?id=${String(other?.id)}`);
    expect(refused.statusCode).toBe(404);
    const own = await call(first.account, 'GET', `/supplier/api/v1/supplier/detail?id=${String(archive.result[0]?.id)}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Envelope<SupplierDetail>>().data.contacts.length).toBeGreaterThan(0);
    // Admission is the buyer's: a supplier account does not hold the menu.
    expect((await call(first.account, 'GET', '/supplier/api/v1/admission/page')).statusCode).toBe(403);
    // Nor may it save an archive.
    expect((await call(first.account, 'POST', '/supplier/api/v1/supplier/save', {})).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('saves a new supplier with the form’s rules, numbered GY… and 待准入, and refuses a stale version', async () => {
    const body: SupplierSaveBody = {
      name: '唐山丰润粮油贸易有限公司',
      unifiedCreditCode: demoCreditCode('130200', 987_654),
      bigType: '01',
      smallType: '0101',
      contacts: [{ contactName: '马经理', mobile: '13912345678', position: '总经理', email: null, isPrimary: 1 }],
      banks: [{ bankName: '中国农业银行唐山分行', accountName: '唐山丰润粮油贸易有限公司', accountNo: '6228480012345678901', isDefault: 1 }],
      addresses: [{ addressType: 'office', province: '河北', city: '唐山', district: '丰润区', detail: '丰润镇粮库路8号' }],
    };
    const message = async (payload: unknown) => {
      const response = await call('admin', 'POST', '/supplier/api/v1/supplier/save', payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<ErrorEnvelope>().message;
    };
    const badCode = `${body.unifiedCreditCode.slice(0, 17)}${body.unifiedCreditCode.endsWith('0') ? '1' : '0'}`;
    expect(await message({ ...body, unifiedCreditCode: badCode })).toBe('统一社会信用代码有误，请核对后重新输入');
    expect(await message({ ...body, contacts: [{ ...body.contacts[0], mobile: '1391234567' }] })).toBe('第1个联系人：手机号有误');
    expect(await message({ ...body, banks: [{ ...body.banks[0], accountNo: '6228-4800' }] })).toBe('第1个银行账户：银行账号须为纯数字');
    expect(await message({ ...body, smallType: '0201' })).toBe('供应商小类不属于所选大类');

    const created = await call('admin', 'POST', '/supplier/api/v1/supplier/save', body);
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<Envelope<SupplierSaved>>().data;
    expect(saved.sn).toMatch(/^GY\d{8}$/);
    const detail = (await call('admin', 'GET', `/supplier/api/v1/supplier/detail?id=${String(saved.id)}`)).json<Envelope<SupplierDetail>>().data;
    expect(detail).toMatchObject({ financialStatus: 1, contactName: '马经理', smallTypeName: expect.any(String) });
    expect(detail.banks.map((bank) => bank.accountNo)).toEqual(['6228480012345678901']);

    expect(await message(body)).toContain('已被其他供应商使用');
    const edited = await call('admin', 'POST', '/supplier/api/v1/supplier/save', { ...body, id: saved.id, version: saved.version, name: '唐山丰润粮油贸易股份有限公司' });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await call('admin', 'POST', '/supplier/api/v1/supplier/save', { ...body, id: saved.id, version: saved.version });
    expect(stale.statusCode).toBe(409);
  });
});
