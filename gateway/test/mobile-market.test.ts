/**
 * 销售信息 and 收购价格 of 移动端管理 (issue 28, part G2) on both databases: the seeded rows on both lists
 * for the admin (an unknown filter key → 400), wangjianhua's org scope (BU01's companies only) with the
 * contact phones masked for him and whole for the admin; a sale offer's rules and their messages, its
 * number, detail, edit and stale version; a scoped user's writes only for his own companies; a buying
 * price's duplicate, its price history (a change adds an entry, the same price none), a stale version;
 * deletes all or nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, PageData } from '../src/api/index.js';
import type { BuyInfoDetail, BuyInfoHistoryEntry, BuyInfoRow, BuyInfoSaveBody, SaleInfoDetail, SaleInfoRow, SaleInfoSaveBody } from '../src/api/mobile.js';
import { and, eq, inArray } from 'drizzle-orm';
import { invalidateAccess } from '../src/core/access.js';
import { sysMenu, sysRole, sysRoleMenu } from '../src/db/schema.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { orgCodesUnder } from '../src/db/seeds/orgs.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const API = '/gateway/purm-app/pc/api/v1/purm_pc';
const BU01 = new Set(orgCodesUnder('BU01'));
const MASKED_PHONE = /^1\d{2}\*{4}\d{4}$/;

interface Failure {
  success: false;
  message: string;
}

describe.each(eachDatabase)('[%s] mobile market', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  const auth = (account: string) => ({ authorization: `Bearer ${tokens.get(account) ?? ''}` });
  const call = (account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `${API}${url}`, headers: auth(account), ...(payload === undefined ? {} : { payload: payload as object }) });
  async function data<T>(account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<T> {
    const response = await call(account, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<T>>().data;
  }
  async function refused(account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload: unknown, status: number): Promise<string> {
    const response = await call(account, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<Failure>().message;
  }

  const sale = (extra: Partial<SaleInfoSaveBody> = {}): SaleInfoSaveBody => ({
    variety: 'corn',
    quantity: '120.500',
    price: '2460.00',
    province: '河南省',
    city: '周口市',
    district: '太康县',
    address: '城关镇粮库',
    contactName: '李国富',
    contactPhone: '13812345678',
    orgCode: '101001',
    status: 'onSale',
    validUntil: null,
    remark: null,
    ...extra,
  });
  const buy = (extra: Partial<BuyInfoSaveBody> = {}): BuyInfoSaveBody => ({
    orgCode: '101004',
    siteName: '测试收购点',
    variety: 'corn',
    price: '2450.00',
    effectiveDate: '2026-11-20',
    status: 1,
    remark: null,
    ...extra,
  });

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'wangjianhua']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password ?? '';
      const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
      tokens.set(account, response.json<Envelope<{ accessToken: string }>>().data.accessToken);
    }
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded offers and prices for the admin, phones whole, and refuses an unknown filter key', async () => {
    const offers = await data<PageData<SaleInfoRow>>('admin', 'GET', '/sale-info/page?pageSize=50');
    expect(offers.total).toBeGreaterThanOrEqual(30);
    expect(offers.result[0]).toMatchObject({ infoNo: expect.stringMatching(/^XS\d{6}\d{5}$/), quantity: expect.stringMatching(/^\d+\.\d{3}$/), price: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(offers.result.every((row) => /^1\d{10}$/.test(row.contactPhone))).toBe(true);
    expect(new Set(offers.result.map((row) => row.orgCode)).size).toBeGreaterThan(3);
    const posted = await data<PageData<SaleInfoRow>>('admin', 'POST', '/sale-info/custom-page', { 'variety.equals': 'wheat', pageSize: 50 });
    expect(posted.total).toBeGreaterThan(0);
    expect(posted.result.every((row) => row.variety === 'wheat')).toBe(true);
    const prices = await data<PageData<BuyInfoRow>>('admin', 'GET', '/buy-info/page?pageSize=50');
    expect(prices.total).toBeGreaterThanOrEqual(20);
    expect(prices.result.every((row) => row.changeCount >= 1 && row.changeCount <= 4)).toBe(true);
    expect(await refused('admin', 'GET', '/sale-info/page?nonsense.equals=1', undefined, 400)).toBeTruthy();
    expect(await refused('admin', 'GET', '/buy-info/custom-page?nonsense.equals=1', undefined, 400)).toBeTruthy();
  });

  it('shows wangjianhua only the rows of BU01\'s companies, phones masked, and no detail or writes', async () => {
    const all = await data<PageData<SaleInfoRow>>('admin', 'GET', '/sale-info/page?pageSize=100');
    const offers = await data<PageData<SaleInfoRow>>('wangjianhua', 'GET', '/sale-info/page?pageSize=100');
    expect(offers.total).toBeGreaterThan(0);
    expect(offers.total).toBeLessThan(all.total);
    expect(offers.total).toBe(all.result.filter((row) => BU01.has(row.orgCode)).length);
    expect(offers.result.every((row) => BU01.has(row.orgCode) && MASKED_PHONE.test(row.contactPhone))).toBe(true);
    const mine = offers.result[0] as SaleInfoRow;
    const whole = all.result.find((row) => row.id === mine.id) as SaleInfoRow;
    expect(mine.contactPhone).toBe(`${whole.contactPhone.slice(0, 3)}****${whole.contactPhone.slice(7)}`);
    const prices = await data<PageData<BuyInfoRow>>('wangjianhua', 'GET', '/buy-info/page?pageSize=100');
    const allPrices = await data<PageData<BuyInfoRow>>('admin', 'GET', '/buy-info/page?pageSize=100');
    expect(prices.total).toBe(allPrices.result.filter((row) => BU01.has(row.orgCode)).length);
    expect(prices.total).toBeLessThan(allPrices.total);
    // A row outside his companies is not found; the detail needs the :detail button; writes their buttons.
    const outside = allPrices.result.find((row) => !BU01.has(row.orgCode)) as BuyInfoRow;
    expect(await refused('wangjianhua', 'GET', `/buy-info/detail?id=${outside.id}`, undefined, 404)).toBe('收购价格不存在或无权查看');
    // Digits of a masked phone cannot be probed by filtering on it.
    expect(await refused('wangjianhua', 'GET', '/sale-info/page?contactPhone.contains=138', undefined, 400)).toBe('无权按联系电话查询');
    await data('admin', 'GET', '/sale-info/page?contactPhone.contains=138');
    await refused('wangjianhua', 'GET', `/sale-info/detail?id=${mine.id}`, undefined, 403);
    await refused('wangjianhua', 'POST', '/sale-info/save', sale(), 403);
    await refused('wangjianhua', 'POST', '/buy-info/save', buy(), 403);
    await refused('wangjianhua', 'DELETE', `/sale-info/deleteByIds?ids=${mine.id}`, undefined, 403);
  });

  it('lets a scoped user with the add buttons write only for his own companies', async () => {
    // The purchase managers' role gets 新增销售信息 and 新增收购价格 (as an administrator would in 角色管理).
    const { db } = database();
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, 'purchase_manager'));
    const buttons = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.menuCode, ['mobile:sale-info:add', 'mobile:buy-info:add']));
    expect(role && buttons.length === 2).toBe(true);
    await db.insert(sysRoleMenu).values(buttons.map((button) => ({ roleId: role?.id ?? 0, menuId: button.id })));
    invalidateAccess();
    try {
      const outside = [...new Set((await data<PageData<BuyInfoRow>>('admin', 'GET', '/buy-info/page?pageSize=100')).result.map((row) => row.orgCode))].find((code) => !BU01.has(code));
      expect(outside).toBeTruthy();
      expect(await refused('wangjianhua', 'POST', '/sale-info/save', sale({ orgCode: outside }), 403)).toBe('您暂无该组织的权限');
      expect(await refused('wangjianhua', 'POST', '/buy-info/save', buy({ orgCode: outside, siteName: '范围外收购点' }), 403)).toBe('您暂无该组织的权限');
      const own = [...BU01][0] as string;
      const saved = await data<{ id: number; infoNo: string }>('wangjianhua', 'POST', '/sale-info/save', sale({ orgCode: own, contactName: '范围内联系人' }));
      expect(saved.infoNo).toMatch(/^XS\d{11}$/);
      await data('wangjianhua', 'POST', '/buy-info/save', buy({ orgCode: own, siteName: '范围内收购点' }));
    } finally {
      await db.delete(sysRoleMenu).where(and(eq(sysRoleMenu.roleId, role?.id ?? 0), inArray(sysRoleMenu.menuId, buttons.map((button) => button.id))));
      invalidateAccess();
    }
  });

  it('checks a sale offer\'s figures, contact, dates, variety and company with their messages', async () => {
    const cases: readonly (readonly [Partial<SaleInfoSaveBody>, string])[] = [
      [{ quantity: '0' }, '数量须大于0'],
      [{ quantity: '-3' }, '数量须大于0'],
      [{ quantity: 'abc' }, '数量须大于0'],
      [{ quantity: '1.2345' }, '数量最多3位小数'],
      [{ quantity: '1000000000000' }, '数量不能超过999999999999.999'],
      [{ price: '0.00' }, '单价须大于0'],
      [{ price: '12.345' }, '单价最多2位小数'],
      [{ price: '10000000000' }, '单价不能超过9999999999.99'],
      [{ contactName: '  ' }, '请填写联系人'],
      [{ contactPhone: '1381234567' }, '手机号有误'],
      [{ validUntil: '2026-02-30' }, '日期格式有误，应为YYYY-MM-DD'],
      [{ validUntil: '2020-01-01' }, '有效期至不能早于今天'],
      [{ variety: 'rice' }, '品种不存在'],
      [{ orgCode: 'NOPE01' }, '组织不存在：NOPE01'],
    ];
    for (const [extra, message] of cases) expect(await refused('admin', 'POST', '/sale-info/save', sale(extra), 400), JSON.stringify(extra)).toBe(message);
  });

  it('numbers a new offer, shows it whole in the detail, saves an edit and refuses a stale version', async () => {
    const saved = await data<{ id: number; infoNo: string; version: number }>('admin', 'POST', '/sale-info/save', sale({ quantity: '88.5', price: '2470' }));
    expect(saved.infoNo).toMatch(/^XS\d{6}\d{5}$/);
    expect(saved.version).toBe(0);
    const detail = await data<SaleInfoDetail>('admin', 'GET', `/sale-info/detail?id=${saved.id}`);
    expect(detail).toMatchObject({ infoNo: saved.infoNo, quantity: '88.500', price: '2470.00', contactPhone: '13812345678', orgName: '河北饲料有限公司', status: 'onSale' });
    const masked = await data<PageData<SaleInfoRow>>('wangjianhua', 'GET', `/sale-info/page?infoNo.equals=${saved.infoNo}`);
    expect(masked.result.map((row) => row.contactPhone)).toEqual(['138****5678']);
    const edited = await data<{ version: number }>('admin', 'POST', '/sale-info/save', sale({ id: saved.id, version: 0, status: 'dealt', quantity: '80' }));
    expect(edited.version).toBe(1);
    expect(await data<SaleInfoDetail>('admin', 'GET', `/sale-info/detail?id=${saved.id}`)).toMatchObject({ infoNo: saved.infoNo, quantity: '80.000', status: 'dealt' });
    await refused('admin', 'POST', '/sale-info/save', sale({ id: saved.id, version: 0 }), 409);
    await refused('admin', 'GET', '/sale-info/detail?id=999999999', undefined, 404);
  });

  it('keeps one price per company, site and variety, and a history of its changes', async () => {
    const created = await data<{ id: number; version: number }>('admin', 'POST', '/buy-info/save', buy());
    expect(await refused('admin', 'POST', '/buy-info/save', buy({ price: '2500' }), 400)).toBe('该收购点已有玉米的收购价格');
    expect(await refused('admin', 'POST', '/buy-info/save', buy({ siteName: ' ' }), 400)).toBe('请填写收购点');
    expect(await refused('admin', 'POST', '/buy-info/save', buy({ siteName: '另一收购点', price: '-1' }), 400)).toBe('单价须大于0');
    expect(await refused('admin', 'POST', '/buy-info/save', buy({ siteName: '另一收购点', effectiveDate: '20261120' }), 400)).toBe('日期格式有误，应为YYYY-MM-DD');
    const history = () => data<BuyInfoHistoryEntry[]>('admin', 'GET', `/buy-info/history?id=${created.id}`);
    expect((await history()).map((entry) => [entry.oldPrice, entry.newPrice])).toEqual([[null, '2450.00']]);
    // The same price (written otherwise) with another remark: no entry.
    const same = await data<{ version: number }>('admin', 'POST', '/buy-info/save', buy({ id: created.id, version: 0, price: '2450', remark: '备注改了' }));
    expect(same.version).toBe(1);
    expect(await history()).toHaveLength(1);
    await data('admin', 'POST', '/buy-info/save', buy({ id: created.id, version: 1, price: '2475.50', effectiveDate: '2026-11-25', remark: '上调' }));
    const detail = await data<BuyInfoDetail>('admin', 'GET', `/buy-info/detail?id=${created.id}`);
    expect(detail).toMatchObject({ price: '2475.50', effectiveDate: '2026-11-25', changeCount: 2, version: 2 });
    expect(detail.history.map((entry) => [entry.oldPrice, entry.newPrice, entry.effectiveDate, entry.remark])).toEqual([
      ['2450.00', '2475.50', '2026-11-25', '上调'],
      [null, '2450.00', '2026-11-20', null],
    ]);
    expect(detail.history[0]?.changedByName).toBe('管理员');
    expect(await refused('admin', 'POST', '/buy-info/save', buy({ id: created.id, version: 1, price: '2500' }), 409)).toBeTruthy();
    expect(await history()).toHaveLength(2);
    // Moving another row onto the same site and variety is a duplicate too.
    const other = await data<{ id: number }>('admin', 'POST', '/buy-info/save', buy({ variety: 'wheat', price: '2790' }));
    expect(await refused('admin', 'POST', '/buy-info/save', buy({ id: other.id, version: 0, variety: 'corn' }), 400)).toBe('该收购点已有玉米的收购价格');
    // The seeded rows: the last history entry is the current price.
    const seeded = await data<PageData<BuyInfoRow>>('admin', 'GET', '/buy-info/page?siteName.equals=静海收购点');
    const seededDetail = await data<BuyInfoDetail>('admin', 'GET', `/buy-info/detail?id=${seeded.result[0]?.id ?? 0}`);
    expect(seededDetail.history).toHaveLength(4);
    expect(seededDetail.history[0]?.newPrice).toBe(seededDetail.price);
    expect(seededDetail.history[3]?.oldPrice).toBeNull();
  });

  it('deletes all or nothing', async () => {
    const first = await data<{ id: number }>('admin', 'POST', '/sale-info/save', sale({ contactName: '删除甲' }));
    const second = await data<{ id: number }>('admin', 'POST', '/sale-info/save', sale({ contactName: '删除乙' }));
    expect(await refused('admin', 'DELETE', `/sale-info/deleteByIds?ids=${first.id},${second.id},999999999`, undefined, 404)).toBe('部分销售信息不存在或无权删除，未删除任何数据');
    await data('admin', 'GET', `/sale-info/detail?id=${first.id}`);
    expect(await data<{ deleted: number }>('admin', 'DELETE', `/sale-info/deleteByIds?ids=${first.id}&ids=${second.id}`)).toEqual({ deleted: 2 });
    await refused('admin', 'GET', `/sale-info/detail?id=${second.id}`, undefined, 404);

    const price = await data<{ id: number }>('admin', 'POST', '/buy-info/save', buy({ siteName: '待删收购点' }));
    expect(await refused('admin', 'DELETE', '/buy-info/deleteByIds', [price.id, 999999999], 404)).toBe('部分收购价格不存在或无权删除，未删除任何数据');
    expect(await data<BuyInfoHistoryEntry[]>('admin', 'GET', `/buy-info/history?id=${price.id}`)).toHaveLength(1);
    expect(await data<{ deleted: number }>('admin', 'DELETE', '/buy-info/deleteByIds', { ids: [price.id] })).toEqual({ deleted: 1 });
    await refused('admin', 'GET', `/buy-info/history?id=${price.id}`, undefined, 404);
    await refused('admin', 'DELETE', '/buy-info/deleteByIds', [], 400);
  });
});
