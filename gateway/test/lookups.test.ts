/**
 * The lookups of spec 01 §7.4 on both databases: their shapes, page-size limits, the material search,
 * category and org scopes (the buyer sees only their own), per-menu material scope, and that filters
 * are taken literally and unknown ones refused.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Bank,
  BranchBank,
  Currency,
  Customer,
  Envelope,
  ErrorEnvelope,
  LoginInfo,
  Material,
  PageData,
  PayMethod,
  PayTerms,
  SubInventory,
  Supplier,
  SupplierBigType,
  SupplierEbsNo,
  SupplierSmallType,
  TaxRate,
  TransferOrg,
  Unit,
} from '../src/api/index.js';
import { invalidateAccess, loadCategoryTree, withDescendants } from '../src/core/access.js';
import { sysMenu, sysOrg, sysUserMenuScope } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { DEMO_ORGS } from '../src/db/seeds/orgs.js';
import { CONTRACT_SUPPLIERS, DEMO_CURRENCIES, DEMO_PAY_METHODS, DEMO_SUB_INVENTORIES, DEMO_TAX_RATES } from '../src/db/seeds/lookups.js';
import { sysMaterial, sysSubInventory, supSupplier } from '../src/db/tables/lookups.js';
import { isValidCreditCode } from '../src/modules/lookups/credit-code.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

type Method = 'GET' | 'POST';

const BUYER = DEMO_USERS.find((user) => user.account === 'buyer');
const BUYER_CATEGORIES = BUYER && BUYER.categoryCodes !== 'all' ? BUYER.categoryCodes : [];
const DENIED = { code: 40301, success: false, message: '您暂无此权限', errorCode: 'common.permissionDenied', data: null };

describe.each(eachDatabase)('[%s] lookups', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, number>();
  /** The categories the buyer may see: their own with every descendant. */
  let buyerCategories: Set<string>;

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'buyer', 'huangtao']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password;
      const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
      const info = response.json<Envelope<LoginInfo>>().data;
      tokens.set(account, info.accessToken);
      userIds.set(account, info.sysUserInfo.id);
    }
    buyerCategories = new Set(withDescendants(await loadCategoryTree(database().db), BUYER_CATEGORIES));
  });
  afterAll(async () => {
    await app.close();
  });

  function call(account: string, method: Method, url: string, payload?: unknown, query?: Record<string, string | string[]>) {
    const options: InjectOptions = { method, url: `/gateway${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` } };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    if (query !== undefined) options.query = query;
    return app.inject(options);
  }

  async function data<T>(account: string, method: Method, url: string, payload?: unknown, query?: Record<string, string | string[]>): Promise<T> {
    const response = await call(account, method, url, payload, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<T>>().data;
  }

  async function refused(status: number, account: string, method: Method, url: string, payload?: unknown, query?: Record<string, string | string[]>) {
    const response = await call(account, method, url, payload, query);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<ErrorEnvelope>();
    expect(body).toMatchObject({ success: false, data: null });
    return body;
  }

  describe('finance lookups', () => {
    it('currency page answers 1000 per page with the seeded currencies, CNY first', async () => {
      const page = await data<PageData<Currency>>('buyer', 'GET', '/system/currency/page', undefined, { pageSize: '1000' });
      expect(page).toMatchObject({ page: 1, pageSize: 1000, total: DEMO_CURRENCIES.length });
      expect(page.result[0]).toMatchObject({ currencyCode: 'CNY', currencyName: '人民币', enableFlag: 'Y' });
      expect(typeof page.result[0]?.id).toBe('number');
      const enabled = await data<PageData<Currency>>('buyer', 'POST', '/system/currency/custom-page', { 'enableFlag.equals': 'Y', pageSize: 999 });
      expect(enabled.result.length).toBeGreaterThan(0);
      expect(enabled.result.every((row) => row.enableFlag === 'Y')).toBe(true);
      expect(enabled.total).toBe(DEMO_CURRENCIES.filter(([, , flag]) => flag === 'Y').length);
    });

    it('pay methods: 9999 per page is allowed, 10000 is refused with 400', async () => {
      const page = await data<PageData<PayMethod>>('buyer', 'POST', '/system/pay-method/custom-page', { page: 1, pageSize: 9999 });
      expect(page.pageSize).toBe(9999);
      expect(page.result.map(({ payMethodCode, payMethodName }) => ({ payMethodCode, payMethodName })).slice(0, 2)).toEqual([
        { payMethodCode: '1', payMethodName: '转账' },
        { payMethodCode: '2', payMethodName: '电汇' },
      ]);
      expect(page.total).toBe(DEMO_PAY_METHODS.length);
      const body = await refused(400, 'buyer', 'POST', '/system/pay-method/custom-page', { page: 1, pageSize: 10000 });
      expect(body.message).toBe('每页条数须在 1 到 9999 之间');
      await refused(400, 'buyer', 'GET', '/system/unit/page', undefined, { pageSize: '10000' });
    });

    it('tax rates carry their value as an exact decimal string, highest first', async () => {
      const page = await data<PageData<TaxRate>>('buyer', 'POST', '/system/tax-rate/custom-page', { pageSize: 999 });
      expect(page.total).toBe(DEMO_TAX_RATES.length);
      expect(page.result[0]).toMatchObject({ taxRateCode: 'VAT13', taxRateName: '增值税13%', taxRateValue: '0.13' });
      expect(page.result.every((row) => typeof row.taxRateValue === 'string')).toBe(true);
      const nine = await data<PageData<TaxRate>>('buyer', 'POST', '/system/tax-rate/custom-page', { 'taxRateValue.equals': '0.090' });
      expect(nine.result.map((row) => row.taxRateCode)).toEqual(['VAT9']);
    });

    it('pay terms and units answer their code and name', async () => {
      const terms = await data<PageData<PayTerms>>('buyer', 'GET', '/system/pay-terms/page');
      expect(terms.result[0]).toEqual(expect.objectContaining({ payTermsCode: expect.any(String), payTermsName: expect.any(String) }));
      const units = await data<PageData<Unit>>('buyer', 'GET', '/system/unit/page', undefined, { 'unitName.contains': '吨' });
      expect(units.result.map(({ unitCode, unitName }) => ({ unitCode, unitName }))).toEqual([{ unitCode: 'T', unitName: '吨' }]);
    });

    it('refuses unknown filter keys and bad values with 400', async () => {
      const body = await refused(400, 'buyer', 'GET', '/system/currency/page', undefined, { 'password.equals': 'x' });
      expect(body.message).toBe('不支持的查询条件：password.equals');
      await refused(400, 'buyer', 'POST', '/system/currency/custom-page', { 'enableFlag.equals': 'X' });
    });
  });

  describe('sub-inventories', () => {
    /** The buyer's companies and the inventory orgs below them, read from the database. */
    async function buyerOrgCodes(): Promise<Set<string>> {
      const { db } = database();
      const companies = await db.select({ id: sysOrg.id, code: sysOrg.orgCode }).from(sysOrg).where(eq(sysOrg.orgCode, '101001'));
      const children = await db.select({ code: sysOrg.orgCode }).from(sysOrg).where(and(eq(sysOrg.level, 7), eq(sysOrg.parentId, companies[0]?.id ?? 0)));
      return new Set(['101001', ...children.map((row) => row.code)]);
    }

    let otherOrg = '';

    it('the buyer sees only the stores of their own company and its inventory orgs; the admin sees all', async () => {
      const mine = await buyerOrgCodes();
      expect(mine.has('10100101')).toBe(true);
      const buyer = await data<PageData<SubInventory>>('buyer', 'GET', '/system/sub-inventory/page', undefined, { pageSize: '9999' });
      expect(buyer.total).toBeGreaterThan(0);
      expect(buyer.result.filter((row) => !mine.has(row.orgCode))).toEqual([]);
      expect(buyer.result.some((row) => row.orgCode === '10100101')).toBe(true);
      expect(buyer.result[0]).toEqual(
        expect.objectContaining({ id: expect.any(Number), subName: expect.any(String), secondaryInventoryName: expect.any(String), statusCode: expect.any(String) }),
      );

      const admin = await data<PageData<SubInventory>>('admin', 'GET', '/system/sub-inventory/page', undefined, { pageSize: '9999' });
      expect(admin.total).toBeGreaterThan(buyer.total);
      otherOrg = admin.result.find((row) => !mine.has(row.orgCode))?.orgCode ?? '';
      expect(otherOrg).not.toBe('');
      // Asking for another company's stores does not widen the scope.
      const other = await data<PageData<SubInventory>>('buyer', 'GET', '/system/sub-inventory/page', undefined, { 'orgCode.equals': otherOrg });
      expect(other.total).toBe(0);
    });

    it('listSubInventory answers the active stores that are not in transit, within scope', async () => {
      const stores = await data<SubInventory[]>('buyer', 'GET', '/system/sub-inventory/listSubInventory', undefined, { orgCode: '10100101' });
      const expected = DEMO_SUB_INVENTORIES.filter(([, , status, transit]) => status === 'Active' && transit === 0).map(([code]) => code);
      expect(stores.map((row) => row.secondaryInventoryName).sort()).toEqual([...expected].sort());
      expect(stores.every((row) => row.statusCode === 'Active' && row.isTransit === 0 && row.orgCode === '10100101')).toBe(true);

      const { db } = database();
      await db.insert(sysSubInventory).values({ orgCode: '10100101', subName: '临时在途库', secondaryInventoryName: 'ZT09', isTransit: 1 });
      const again = await data<SubInventory[]>('buyer', 'GET', '/system/sub-inventory/listSubInventory', undefined, { orgCode: '10100101' });
      expect(again.map((row) => row.secondaryInventoryName)).not.toContain('ZT09');

      expect(await data<SubInventory[]>('buyer', 'GET', '/system/sub-inventory/listSubInventory', undefined, { orgCode: otherOrg })).toEqual([]);
      expect((await data<SubInventory[]>('admin', 'GET', '/system/sub-inventory/listSubInventory', undefined, { orgCode: otherOrg })).length).toBeGreaterThan(0);
      const byName = await data<SubInventory[]>('buyer', 'GET', '/system/sub-inventory/listSubInventory', undefined, { orgCode: '10100101', keyword: '包装' });
      expect(byName.map((row) => row.secondaryInventoryName)).toEqual(['BZ01']);
    });

    it('takes filter values literally', async () => {
      const page = await data<PageData<SubInventory>>('admin', 'GET', '/system/sub-inventory/page', undefined, { 'subName.contains': '%' });
      expect(page.total).toBe(0);
    });
  });

  describe('transfer-store search', () => {
    const HUANGTAO_ORGS = DEMO_USERS.find((user) => user.account === 'huangtao')?.orgCodes ?? [];
    /** The online trading companies of the seed (optionally only those in `within`), with their online inventory orgs. */
    function seededTradingCompanies(within?: readonly string[]): TransferOrg[] {
      return DEMO_ORGS.filter((org) => org.level === 6 && org.isOnline === 1 && org.isTradingCompany === 1 && (within === undefined || within.includes(org.orgCode)))
        .map((company) => ({
          orgCode: company.orgCode,
          orgName: company.orgName,
          inventoryOrgs: DEMO_ORGS.filter((org) => org.level === 7 && org.isOnline === 1 && org.parentCode === company.orgCode)
            .map(({ orgCode, orgName }) => ({ orgCode, orgName }))
            .sort((a, b) => a.orgCode.localeCompare(b.orgCode)),
        }))
        .sort((a, b) => a.orgCode.localeCompare(b.orgCode));
    }
    const stores = (account: string, query: Record<string, string>) => data<SubInventory[]>(account, 'GET', '/system/sub-inventory/transferStores', undefined, query);

    it('offers only online trading companies of the caller, each with its inventory orgs', async () => {
      const expected = seededTradingCompanies(Array.isArray(HUANGTAO_ORGS) ? HUANGTAO_ORGS : []);
      expect(expected.map((org) => org.orgCode)).toContain('301001');
      expect(expected.every((org) => org.inventoryOrgs.length > 0)).toBe(true);
      expect(await data<TransferOrg[]>('huangtao', 'GET', '/system/sub-inventory/transferOrgs')).toEqual(expected);

      // The offline trading company and every non-trading company stay out, even for the admin.
      const all = await data<TransferOrg[]>('admin', 'GET', '/system/sub-inventory/transferOrgs');
      expect(all).toEqual(seededTradingCompanies());
      expect(all.map((org) => org.orgCode)).not.toContain('301003');
      expect(all.map((org) => org.orgCode)).not.toContain('101001');

      // The buyer's only company is not a trading company: nothing is offered.
      expect(await data<TransferOrg[]>('buyer', 'GET', '/system/sub-inventory/transferOrgs')).toEqual([]);
    });

    it('requires the company, then the inventory org, with the spec messages', async () => {
      expect((await refused(400, 'huangtao', 'GET', '/system/sub-inventory/transferStores')).message).toBe('请选择公司');
      expect((await refused(400, 'huangtao', 'GET', '/system/sub-inventory/transferStores', undefined, { companyCode: '  ', orgCode: '30100101' })).message).toBe('请选择公司');
      expect((await refused(400, 'huangtao', 'GET', '/system/sub-inventory/transferStores', undefined, { companyCode: '301001' })).message).toBe('请选择库存组织');
      expect((await refused(400, 'huangtao', 'GET', '/system/sub-inventory/transferStores', undefined, { companyCode: '301001', orgCode: '' })).message).toBe('请选择库存组织');
    });

    it('refuses a company that is not a trading company, an org of another company and a company outside the caller\'s orgs', async () => {
      expect((await refused(422, 'admin', 'GET', '/system/sub-inventory/transferStores', undefined, { companyCode: '101001', orgCode: '10100101' })).message).toBe('该公司不是贸易公司');
      // Offline: no longer offered, so refused like a non-trading company.
      expect((await refused(422, 'admin', 'GET', '/system/sub-inventory/transferStores', undefined, { companyCode: '301003', orgCode: '30100301' })).message).toBe('该公司不是贸易公司');
      expect((await refused(422, 'admin', 'GET', '/system/sub-inventory/transferStores', undefined, { companyCode: '301001', orgCode: '10100101' })).message).toBe('该库存组织不属于所选公司');
      const denied = await refused(403, 'buyer', 'GET', '/system/sub-inventory/transferStores', undefined, { companyCode: '301001', orgCode: '30100101' });
      expect(denied).toMatchObject({ code: 40301, message: '您暂无该组织的权限' });
    });

    it('answers only the valid stores of the org: active and not in transit, filtered by keyword', async () => {
      const company = seededTradingCompanies().find((org) => org.orgCode === '301001');
      const orgCode = company?.inventoryOrgs[0]?.orgCode ?? '';
      expect(orgCode).not.toBe('');
      const { db } = database();
      await db.insert(sysSubInventory).values([
        { orgCode, subName: '港口在途库', secondaryInventoryName: 'ZT08', isTransit: 1 },
        { orgCode, subName: '港口旧库', secondaryInventoryName: 'YL08', statusCode: 'Inactive' },
      ]);
      const found = await stores('huangtao', { companyCode: '301001', orgCode });
      const expected = DEMO_SUB_INVENTORIES.filter(([, , status, transit]) => status === 'Active' && transit === 0).map(([code]) => code);
      expect(found.map((row) => row.secondaryInventoryName)).toEqual([...expected].sort());
      expect(found.every((row) => row.orgCode === orgCode && row.statusCode === 'Active' && row.isTransit === 0)).toBe(true);
      expect((await stores('admin', { companyCode: '301001', orgCode })).length).toBe(found.length);
      expect((await stores('huangtao', { companyCode: '301001', orgCode, keyword: '包装' })).map((row) => row.secondaryInventoryName)).toEqual(['BZ01']);
      expect(await stores('huangtao', { companyCode: '301001', orgCode, keyword: '在途' })).toEqual([]);
      expect(await stores('huangtao', { companyCode: '301001', orgCode, keyword: '%' })).toEqual([]);
    });
  });

  describe('customers and branch banks', () => {
    it('customer custom-page answers custNumber and partyName with filters', async () => {
      const page = await data<PageData<Customer>>('buyer', 'POST', '/system/customer/custom-page', { pageSize: 9999 });
      expect(page.total).toBeGreaterThan(0);
      const first = page.result[0] as Customer;
      expect(first).toEqual(expect.objectContaining({ custNumber: expect.any(String), partyName: expect.any(String) }));
      const found = await data<PageData<Customer>>('buyer', 'POST', '/system/customer/custom-page', { 'partyName.contains': first.partyName.slice(0, 4) });
      expect(found.result.map((row) => row.custNumber)).toContain(first.custNumber);
      expect(found.result.every((row) => row.partyName.includes(first.partyName.slice(0, 4)))).toBe(true);
    });

    it('bankList answers each bank once; list filters branches by bank and name', async () => {
      const banks = await data<Bank[]>('buyer', 'POST', '/system/branch-bank/bankList', {});
      expect(banks).toContainEqual({ bankCode: '102', bankName: '中国工商银行' });
      expect(new Set(banks.map((bank) => bank.bankCode)).size).toBe(banks.length);
      expect(await data<Bank[]>('buyer', 'POST', '/system/branch-bank/bankList', { bankName: '农业' })).toEqual([{ bankCode: '103', bankName: '中国农业银行' }]);

      const all = await data<PageData<BranchBank>>('buyer', 'POST', '/system/branch-bank/list', { pageSize: 9999 });
      expect(all.total).toBeGreaterThanOrEqual(200);
      const branches = await data<PageData<BranchBank>>('buyer', 'POST', '/system/branch-bank/list', { bankCode: '102', branchBankName: '石家庄', pageSize: 100 });
      expect(branches.total).toBeGreaterThan(0);
      for (const branch of branches.result) {
        expect(branch).toMatchObject({ bankCode: '102', bankName: '中国工商银行', province: '河北省', city: '石家庄' });
        expect(branch.branchBankName).toContain('石家庄');
        expect(branch.branchBankCode).toMatch(/^102\d{9}$/);
      }
      expect((await data<PageData<BranchBank>>('buyer', 'POST', '/system/branch-bank/list', { branchBankName: "_%'" })).total).toBe(0);
      await refused(400, 'buyer', 'POST', '/system/branch-bank/list', { pageSize: 10000 });
      const unknown = await refused(400, 'buyer', 'POST', '/system/branch-bank/list', { bankNo: '102' });
      expect(unknown.message).toBe('请求参数错误：bankNo 不是允许的参数');
    });
  });

  describe('materials', () => {
    /** Category codes of the seeded materials (status given or any), read from the database. */
    async function materialCategories(status?: 'Active'): Promise<string[]> {
      const rows = await database()
        .db.selectDistinct({ code: sysMaterial.categoryCode })
        .from(sysMaterial)
        .where(status ? eq(sysMaterial.status, status) : undefined);
      return rows.map((row) => row.code).sort();
    }
    const under = async (code: string) => new Set(withDescendants(await loadCategoryTree(database().db), [code]));
    const categorySet = (rows: readonly Material[]) => new Set(rows.map((row) => row.categoryCode));
    const outside = (rows: readonly Material[], allowed: ReadonlySet<string>) => [...categorySet(rows)].filter((code) => !allowed.has(code));

    it('page answers 30 per page by default with list-engine filters', async () => {
      const page = await data<PageData<Material>>('admin', 'GET', '/system/material/page');
      expect(page.pageSize).toBe(30);
      expect(page.result).toHaveLength(30);
      expect(page.result[0]).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          matCode: expect.stringMatching(/^\d{10}$/),
          matName: expect.any(String),
          categoryCode: expect.any(String),
          categoryName: expect.any(String),
          unitCode: expect.any(String),
          unitName: expect.any(String),
          isLittle: expect.any(Number),
          status: expect.stringMatching(/^(Active|Inactive)$/),
        }),
      );
      const corn = [...(await under('100101'))].filter((code) => code !== '100101').slice(0, 2);
      const filtered = await data<PageData<Material>>('admin', 'GET', '/system/material/page', undefined, {
        'matName.contains': '玉米',
        'categoryCode.in': corn.join(','),
        'status.equals': 'Active',
        pageSize: '9999',
      });
      expect(filtered.total).toBeGreaterThan(0);
      expect(filtered.result.every((row) => row.matName.includes('玉米') && corn.includes(row.categoryCode) && row.status === 'Active')).toBe(true);
      await refused(400, 'admin', 'GET', '/system/material/page', undefined, { 'price.equals': '1' });
      await refused(400, 'admin', 'GET', '/system/material/page', undefined, { pageSize: '10000' });
    });

    it('marks packaging and premix as small materials and keeps a few inactive ones', async () => {
      const page = await data<PageData<Material>>('admin', 'GET', '/system/material/page', undefined, { pageSize: '9999' });
      const packaging = await under('2002');
      const grain = await under('10');
      const inPackaging = page.result.filter((row) => packaging.has(row.categoryCode));
      expect(inPackaging.length).toBeGreaterThan(0);
      expect(inPackaging.every((row) => row.isLittle === 1)).toBe(true);
      expect(page.result.filter((row) => grain.has(row.categoryCode)).every((row) => row.isLittle === 0)).toBe(true);
      const inactive = page.result.filter((row) => row.status === 'Inactive').length;
      expect(inactive).toBeGreaterThan(0);
      expect(inactive).toBeLessThan(page.total / 5);
    });

    it('custom-page searches the code when the term is digits and the name otherwise', async () => {
      const { db } = database();
      const [sample] = await db
        .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName })
        .from(sysMaterial)
        .where(sql`${sysMaterial.categoryCode} like '100201%'`)
        .orderBy(sysMaterial.matCode)
        .limit(1);
      if (!sample) throw new Error('no soybean meal material seeded');
      const byCode = await data<PageData<Material>>('admin', 'POST', '/system/material/custom-page', { keyword: sample.matCode });
      expect(byCode.result.map((row) => row.matCode)).toEqual([sample.matCode]);
      const byPrefix = await data<PageData<Material>>('admin', 'POST', '/system/material/custom-page', { keyword: '100201', pageSize: 9999 });
      expect(byPrefix.total).toBeGreaterThan(1);
      expect(byPrefix.result.every((row) => row.matCode.includes('100201'))).toBe(true);
      // '43' is in names ('43蛋白豆粕（…）') but, being digits, it searches codes only.
      const digits = await data<PageData<Material>>('admin', 'POST', '/system/material/custom-page', { keyword: '43', pageSize: 9999 });
      expect(digits.result.every((row) => row.matCode.includes('43'))).toBe(true);
      const byName = await data<PageData<Material>>('admin', 'POST', '/system/material/custom-page', { keyword: '43蛋白', pageSize: 9999 });
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.result.every((row) => row.matName.includes('43蛋白'))).toBe(true);
      expect(byName.result.some((row) => !row.matCode.includes('43'))).toBe(true);
      const explicit = await data<PageData<Material>>('admin', 'POST', '/system/material/custom-page', { matName: sample.matName, categoryCodeList: [sample.matCode.slice(0, 6), ...(await materialCategories())] });
      expect(explicit.result.map((row) => row.matCode)).toContain(sample.matCode);
      await refused(400, 'admin', 'POST', '/system/material/custom-page', { keyword: '玉米', price: 1 });
      await refused(400, 'admin', 'POST', '/system/material/custom-page', { pageSize: 10000 });
      expect((await data<PageData<Material>>('admin', 'POST', '/system/material/custom-page', { pageSize: 9999 })).pageSize).toBe(9999);
    });

    it('getByCategoryParentCodeList includes materials of every descendant category', async () => {
      const below = await under('1001');
      const expected = (await materialCategories('Active')).filter((code) => below.has(code));
      expect(expected.some((code) => code.startsWith('100101') && code.length > 6)).toBe(true);
      const materials = await data<Material[]>('admin', 'POST', '/system/material/getByCategoryParentCodeList', ['1001']);
      expect([...categorySet(materials)].sort()).toEqual(expected);
      expect(materials.every((row) => row.status === 'Active')).toBe(true);
      const wrapped = await data<Material[]>('admin', 'POST', '/system/material/getByCategoryParentCodeList', { categoryCodeList: ['1001'] });
      expect(wrapped.length).toBe(materials.length);
      expect(await data<Material[]>('admin', 'POST', '/system/material/getByCategoryParentCodeList', [])).toEqual([]);
      expect(await data<Material[]>('admin', 'POST', '/system/material/getByCategoryParentCodeList', ['no-such-code'])).toEqual([]);
    });

    it('the buyer never sees materials outside their categories', async () => {
      const corn = await under('100101');
      const meal = await under('100201');
      const page = await data<PageData<Material>>('buyer', 'GET', '/system/material/page', undefined, { pageSize: '9999' });
      expect(page.total).toBeGreaterThan(0);
      expect(outside(page.result, buyerCategories)).toEqual([]);
      expect(page.result.some((row) => corn.has(row.categoryCode))).toBe(true);
      expect(page.result.some((row) => meal.has(row.categoryCode))).toBe(true);

      const custom = await data<PageData<Material>>('buyer', 'POST', '/system/material/custom-page', { pageSize: 9999 });
      expect(custom.total).toBe(page.total);
      expect(outside(custom.result, buyerCategories)).toEqual([]);
      const foreign = (await materialCategories()).filter((code) => !buyerCategories.has(code));
      expect(foreign.length).toBeGreaterThan(0);
      expect((await data<PageData<Material>>('buyer', 'POST', '/system/material/custom-page', { categoryCodeList: foreign })).total).toBe(0);
      expect((await data<PageData<Material>>('buyer', 'GET', '/system/material/page', undefined, { 'categoryCode.in': foreign.join(',') })).total).toBe(0);

      const list = await data<Material[]>('buyer', 'POST', '/system/material/getMaterialList', {});
      expect(list.length).toBeGreaterThan(0);
      expect(outside(list, buyerCategories)).toEqual([]);
      expect(list.every((row) => row.status === 'Active')).toBe(true);
      expect(await data<Material[]>('buyer', 'POST', '/system/material/getMaterialList', { keyword: '小麦' })).toEqual([]);

      const roots = await data<Material[]>('buyer', 'POST', '/system/material/getByCategoryParentCodeList', ['10', '20', '30']);
      expect(roots.length).toBeGreaterThan(0);
      expect(outside(roots, buyerCategories)).toEqual([]);
    });

    describe('by menu', () => {
      const MENU = 'contract:list';

      async function setScope(categoryScope: 1 | 2 | 3 | null, categoryCodes: string[] = []) {
        const { db } = database();
        const userId = userIds.get('buyer') as number;
        const [menu] = await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.menuCode, MENU));
        await db.delete(sysUserMenuScope).where(and(eq(sysUserMenuScope.userId, userId), eq(sysUserMenuScope.menuId, menu?.id ?? 0)));
        if (categoryScope !== null) {
          await db.insert(sysUserMenuScope).values({ userId, menuId: menu?.id ?? 0, orgScope: 2, categoryScope, categoryCodes });
        }
        invalidateAccess(userId);
      }

      afterAll(async () => {
        await setScope(null);
      });

      it("scope 2 (and no row): the caller's own categories", async () => {
        await setScope(null);
        const page = await data<PageData<Material>>('buyer', 'POST', '/system/sysUserMenuOrgCategory/getMaterialByMenu', { menuCode: MENU, pageSize: 9999 });
        expect(page.total).toBeGreaterThan(0);
        expect(outside(page.result, buyerCategories)).toEqual([]);
        expect(page.result.every((row) => row.status === 'Active')).toBe(true);
        await setScope(2);
        const again = await data<PageData<Material>>('buyer', 'POST', '/system/sysUserMenuOrgCategory/getMaterialByMenu', { menuCode: MENU, pageSize: 9999 });
        expect(again.total).toBe(page.total);
      });

      it('scope 1: every category; scope 3: the listed ones with their descendants', async () => {
        await setScope(1);
        const all = await data<Material[]>('buyer', 'POST', '/system/sysUserMenuOrgCategory/getAllMaterialByMenu', { menuCode: MENU });
        expect([...categorySet(all)].sort()).toEqual(await materialCategories('Active'));

        await setScope(3, ['20']);
        const listed = await data<Material[]>('buyer', 'POST', '/system/sysUserMenuOrgCategory/getAllMaterialByMenu', { menuCode: MENU });
        const below20 = await under('20');
        expect(listed.length).toBeGreaterThan(0);
        expect(outside(listed, below20)).toEqual([]);
        const bags = await under('200201');
        const paged = await data<PageData<Material>>('buyer', 'POST', '/system/sysUserMenuOrgCategory/getMaterialByMenu', { menuCode: MENU, keyword: '编织袋', page: 1, pageSize: 5 });
        expect(paged).toMatchObject({ page: 1, pageSize: 5 });
        expect(paged.result).toHaveLength(5);
        expect(paged.total).toBeGreaterThan(5);
        expect(paged.result.every((row) => row.matName.includes('编织袋') && bags.has(row.categoryCode))).toBe(true);
        // The general dropdowns keep the user's own categories whatever the menu scope says.
        const list = await data<Material[]>('buyer', 'POST', '/system/material/getMaterialList', {});
        expect(outside(list, buyerCategories)).toEqual([]);
      });

      it('refuses a menu the caller does not hold with 403 and body code 40301', async () => {
        for (const url of ['/system/sysUserMenuOrgCategory/getMaterialByMenu', '/system/sysUserMenuOrgCategory/getAllMaterialByMenu']) {
          const response = await call('buyer', 'POST', url, { menuCode: 'system:user' });
          expect(response.statusCode).toBe(403);
          expect(response.json<ErrorEnvelope>()).toEqual(DENIED);
        }
        await refused(400, 'buyer', 'POST', '/system/sysUserMenuOrgCategory/getMaterialByMenu', {});
        // An admin holds every menu.
        const admin = await data<PageData<Material>>('admin', 'POST', '/system/sysUserMenuOrgCategory/getMaterialByMenu', { menuCode: 'system:user' });
        expect(admin.total).toBeGreaterThan(0);
      });
    });
  });

  describe('suppliers', () => {
    it('keeps the suppliers the demo contracts point at, with the same sn and name', async () => {
      const { db } = database();
      const result = await db.execute(sql`select distinct supplier_sn as sn, supplier_name as name from con_contract_head`);
      const contractSuppliers = result.rows as { sn: string; name: string }[];
      expect(contractSuppliers.length).toBeGreaterThan(0);
      const suppliers = await db.select({ sn: supSupplier.sn, name: supSupplier.name }).from(supSupplier);
      const names = new Map(suppliers.map((row) => [row.sn, row.name]));
      for (const { sn, name } of contractSuppliers) expect(names.get(sn), sn).toBe(name);
      expect(CONTRACT_SUPPLIERS.length).toBeGreaterThan(0);
    });

    it('getListByName: name contains, at most 50, names starting with the term first', async () => {
      const hebei = await data<Supplier[]>('buyer', 'POST', '/supplier/info/getListByName', { name: '河北' });
      expect(hebei.length).toBeGreaterThan(0);
      expect(hebei.length).toBeLessThanOrEqual(50);
      expect(hebei.every((row) => row.name.includes('河北'))).toBe(true);
      expect(hebei[0]?.name.startsWith('河北')).toBe(true);
      expect(await data<Supplier[]>('buyer', 'POST', '/supplier/info/getListByName', {})).toHaveLength(50);
      expect(await data<Supplier[]>('buyer', 'POST', '/supplier/info/getListByName', { name: '粮', pageSize: 10 })).toHaveLength(10);
      await refused(400, 'buyer', 'POST', '/supplier/info/getListByName', { name: '粮', pageSize: 51 });
      expect(await data<Supplier[]>('buyer', 'POST', '/supplier/info/getListByName', { name: "%_'" })).toEqual([]);
    });

    it('big types and the small types of one big type', async () => {
      const big = await data<SupplierBigType[]>('buyer', 'GET', '/supplier/info/bigType');
      expect(big).toContainEqual({ bigNum: '01', bigName: '原料供应商' });
      const small = await data<SupplierSmallType[]>('buyer', 'GET', '/supplier/info/smallType', undefined, { bigNum: '01' });
      expect(small.length).toBeGreaterThan(0);
      expect(small.every((row) => row.bigNum === '01')).toBe(true);
      expect(small).toContainEqual({ smallNum: '0101', smallName: '粮食贸易商', bigNum: '01' });
      expect(await data<SupplierSmallType[]>('buyer', 'GET', '/supplier/info/smallType', undefined, { bigNum: '99' })).toEqual([]);
    });

    it('getEbsNo by sn or name; neither is a 400', async () => {
      expect(await data<SupplierEbsNo[]>('buyer', 'POST', '/supplier/info/getEbsNo', { sn: 'S0001' })).toEqual([
        { sn: 'S0001', name: '中粮贸易（大连）有限公司', ebsNo: '100001' },
      ]);
      const byName = await data<SupplierEbsNo[]>('buyer', 'POST', '/supplier/info/getEbsNo', { name: '粮' });
      expect(byName.length).toBeGreaterThan(0);
      expect(byName.length).toBeLessThanOrEqual(100);
      expect(byName.every((row) => row.name.includes('粮') && row.ebsNo !== null)).toBe(true);
      const body = await refused(400, 'buyer', 'POST', '/supplier/info/getEbsNo', {});
      expect(body.message).toBe('请提供供应商编码或供应商名称');
    });

    it('confirm/base/page filters through the list engine and names the types', async () => {
      const page = await data<PageData<Supplier>>('buyer', 'POST', '/supplier/confirm/base/page', {
        'name.contains': '粮',
        'financialStatus.in': [3, 4],
        bigType: '01',
        pageSize: 9999,
      });
      expect(page.total).toBeGreaterThan(0);
      for (const row of page.result) {
        expect(row.name).toContain('粮');
        expect([3, 4]).toContain(row.financialStatus);
        expect(row).toMatchObject({ bigType: '01', bigTypeName: '原料供应商' });
        expect(row.smallTypeName).toEqual(expect.any(String));
        expect(row.unifiedCreditCode && isValidCreditCode(row.unifiedCreditCode), row.unifiedCreditCode ?? '').toBe(true);
      }
      const one = await data<PageData<Supplier>>('buyer', 'POST', '/supplier/confirm/base/page', { 'sn.equals': 'S0006' });
      expect(one.result.map((row) => row.name)).toEqual(['广州市穗丰包装材料有限公司']);
      const all = await data<PageData<Supplier>>('buyer', 'POST', '/supplier/confirm/base/page', { pageSize: 9999 });
      expect(all.total).toBeGreaterThanOrEqual(250);
      expect(new Set(all.result.map((row) => row.financialStatus))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    });

    it('treats injection attempts literally and refuses unknown keys', async () => {
      for (const attempt of ["%_'", '%', "' or '1'='1"]) {
        const page = await data<PageData<Supplier>>('buyer', 'POST', '/supplier/confirm/base/page', { 'name.contains': attempt });
        expect(page.total, attempt).toBe(0);
      }
      const body = await refused(400, 'buyer', 'POST', '/supplier/confirm/base/page', { 'password.equals': 'x' });
      expect(body.message).toBe('不支持的查询条件：password.equals');
      await refused(400, 'buyer', 'POST', '/supplier/confirm/base/page', { 'financialStatus.in': ['1; drop table sup_supplier'] });
      await refused(400, 'buyer', 'POST', '/supplier/confirm/base/page', { pageSize: 10000 });
    });
  });
});
