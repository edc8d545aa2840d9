/**
 * 供应商档案 import (supplier-import.ts) on both databases: the template's headers; a good workbook adds
 * suppliers, numbered GY… and 待准入 with their primary contact, that the archive list then shows; bad
 * rows (credit-code check digit, mobile, types, a code already held or repeated) are named in Chinese in
 * the summary and the error workbook, the commit is refused and nothing is written; a buyer without the
 * button supplier:info:import is refused with 403.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { multipartFile, sheetRowsOf, workbookOf } from './helpers/workbooks.js';
import type { Envelope, ImportCheckSummary, LoginInfo, PageData, SupplierArchiveRow, SupplierDetail } from '../src/api/index.js';
import { IMPORT_MESSAGES } from '../src/core/import/pipeline.js';
import { translateMessage } from '../src/core/message-catalogue.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { supSupplier } from '../src/db/tables/lookups.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { creditCheckChar, orgCodeCheckChar } from '../src/modules/lookups/credit-code.js';
import { SUPPLIER_IMPORT_BASE } from '../src/modules/supplier/supplier-import.js';

const HEADERS = ['供应商名称*', '统一社会信用代码*', '大类*', '小类*', 'EBS编号', '联系人*', '联系电话*', '省', '市'];
const BASE = '/supplier/api/v1/supplier/import';

/** A valid credit code of Shijiazhuang for an 8-character organisation body. */
function creditCode(body: string): string {
  const first17 = `91130100${body}${orgCodeCheckChar(body)}`;
  return `${first17}${creditCheckChar(first17)}`;
}

/** The same code with a wrong final check character. */
const wrongCheck = (code: string): string => `${code.slice(0, 17)}${code.endsWith('0') ? '1' : '0'}`;




describe.each(eachDatabase)('[%s] supplier import', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  let buyer = '';

  async function signIn(account: string): Promise<string> {
    const password = DEMO_USERS.find((user) => user.account === account)?.password ?? '';
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  const get = (token: string, url: string) => app.inject({ method: 'GET', url: `/gateway${url}`, headers: { authorization: `Bearer ${token}` } });
  const post = (token: string, url: string) => app.inject({ method: 'POST', url: `/gateway${url}`, headers: { authorization: `Bearer ${token}` } });
  async function upload(token: string, content: Buffer) {
    const { payload, headers } = multipartFile('供应商.xlsx', content);
    return app.inject({ method: 'POST', url: `/gateway${BASE}/check`, headers: { ...headers, authorization: `Bearer ${token}` }, payload });
  }
  const supplierCount = async () => (await database().db.select({ value: count() }).from(supSupplier))[0]?.value ?? 0;

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    admin = await signIn('admin');
    buyer = await signIn('buyer');
  });

  afterAll(async () => {
    await app.close();
  });

  it('offers the template with the declared headers, under the archive’s routes', async () => {
    expect(SUPPLIER_IMPORT_BASE).toBe(BASE);
    const response = await get(admin, `${BASE}/template`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('供应商档案导入模板.xlsx'));
    const rows = await sheetRowsOf(response.rawPayload);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows[1]?.[2]).toBe('原料供应商');
  });

  it('adds the suppliers of a good workbook, numbered and 待准入, and lists them on the archive page', async () => {
    const first = creditCode('MA1B2C3D');
    const second = creditCode('7E8F9G0H');
    const book = await workbookOf('供应商档案', [
      HEADERS,
      ['沧州导入粮油贸易有限公司', first, '原料供应商', '粮食贸易商', 'EBS9001', '王导入', '13800138001', '河北省', '沧州市'],
      ['衡水导入饲料原料有限公司', second.toLowerCase(), '01', '0102', '', '李导入', '13900139002', '', ''],
    ]);
    const checked = await upload(admin, book);
    expect(checked.statusCode, checked.body).toBe(200);
    const summary = checked.json<Envelope<ImportCheckSummary>>().data;
    expect(summary).toMatchObject({ status: 'checked', total: 2, valid: 2, invalid: 0, errors: [], hasErrorFile: false });
    const committed = await post(admin, `${BASE}/runs/${summary.checkId}/commit`);
    expect(committed.json()).toMatchObject({ message: '导入成功，共导入 2 行', data: { status: 'committed', imported: 2 } });

    for (const [code, name, big, small, contact] of [
      [first, '沧州导入粮油贸易有限公司', '01', '0101', '王导入'],
      [second, '衡水导入饲料原料有限公司', '01', '0102', '李导入'],
    ] as const) {
      const page = await get(admin, `/supplier/api/v1/supplier/page?unifiedCreditCode.equals=${code}`);
      expect(page.statusCode, page.body).toBe(200);
      const [row, ...rest] = page.json<Envelope<PageData<SupplierArchiveRow>>>().data.result;
      expect(rest).toEqual([]);
      expect(row).toMatchObject({ name, unifiedCreditCode: code, bigType: big, smallType: small, financialStatus: 1, contactName: contact });
      expect(row?.sn).toMatch(/^GY\d{8}$/);
      const detail = (await get(admin, `/supplier/api/v1/supplier/detail?id=${String(row?.id)}`)).json<Envelope<SupplierDetail>>().data;
      expect(detail.contacts).toMatchObject([{ contactName: contact, isPrimary: 1 }]);
    }

    // The same codes again: refused as the archive's save refuses them.
    const again = (await upload(admin, book)).json<Envelope<ImportCheckSummary>>().data;
    expect(again.errors).toEqual([`第2行：统一社会信用代码 ${first} 已被其他供应商使用`, `第3行：统一社会信用代码 ${second} 已被其他供应商使用`]);
  });

  it('names bad rows in Chinese, offers them as the error workbook and writes nothing', async () => {
    const [seeded] = await database().db.select({ code: supSupplier.unifiedCreditCode }).from(supSupplier).limit(1);
    const good = creditCode('1A2B3C4D');
    const before = await supplierCount();
    const book = await workbookOf('供应商档案', [
      HEADERS,
      ['唐山导入甲公司', good, '原料供应商', '粮食贸易商', '', '赵一', '13800138000', '', ''],
      ['唐山导入乙公司', wrongCheck(creditCode('2B3C4D5E')), '原料供应商', '粮食贸易商', '', '钱二', '13800138000', '', ''],
      ['唐山导入丙公司', creditCode('3C4D5E6F'), '原料供应商', '粮食贸易商', '', '孙三', '1380013800', '', ''],
      ['唐山导入丁公司', creditCode('4D5E6F7G'), '不存在的大类', '无此小类', '', '周四', '13800138000', '', ''],
      ['唐山导入戊公司', seeded?.code ?? '', '原料供应商', '粮食贸易商', '', '吴五', '13800138000', '', ''],
      ['唐山导入己公司', good, '原料供应商', '粮食贸易商', '', '郑六', '13800138000', '', ''],
    ]);
    const summary = (await upload(admin, book)).json<Envelope<ImportCheckSummary>>().data;
    const expected = [
      '第3行：统一社会信用代码有误，请核对后重新输入',
      '第4行：联系电话：手机号有误',
      '第5行：大类 不存在的大类 不存在；小类 无此小类 不存在',
      `第6行：统一社会信用代码 ${seeded?.code ?? ''} 已被其他供应商使用`,
      '第7行：与第2行重复',
    ];
    expect(summary).toMatchObject({ status: 'checked', total: 6, valid: 1, invalid: 5, hasErrorFile: true });
    expect(summary.errors).toEqual(expected);
    // Each problem has its English twin in the catalogue.
    expect(expected.slice(0, 2).map((message) => translateMessage(message, 'en')?.text)).toEqual([
      'Row 3: The unified social credit code is not valid; check it and enter it again',
      'Row 4: Contact phone: invalid mobile number',
    ]);
    expect(translateMessage('第5行：大类 X1 不存在', 'en')?.text).toBe('Row 5: Big type X1 does not exist');

    const errors = await get(admin, `${BASE}/runs/${summary.checkId}/errors`);
    expect(errors.statusCode).toBe(200);
    const errorRows = await sheetRowsOf(errors.rawPayload);
    expect(errorRows[0]).toEqual(['行号', ...HEADERS, '错误信息']);
    expect(errorRows.slice(1).map((row) => [row[0], row[1], row.at(-1)])).toEqual(
      expected.map((message, index) => [String([3, 4, 5, 6, 7][index]), ['唐山导入乙公司', '唐山导入丙公司', '唐山导入丁公司', '唐山导入戊公司', '唐山导入己公司'][index], message]),
    );

    const refused = await post(admin, `${BASE}/runs/${summary.checkId}/commit`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(IMPORT_MESSAGES.hasErrors);
    expect(await supplierCount()).toBe(before);
    expect(await database().db.select().from(supSupplier).where(eq(supSupplier.unifiedCreditCode, good))).toEqual([]);

    // A small type of another big type is refused with the save's own message.
    const mismatch = (await upload(admin, await workbookOf('供应商档案', [HEADERS, ['唐山导入庚公司', creditCode('5E6F7G8H'), '原料供应商', '0201', '', '王七', '13800138000', '', '']]))).json<
      Envelope<ImportCheckSummary>
    >().data;
    // The run's status first: a failed check has no row errors, and its message says why.
    expect(mismatch, JSON.stringify(mismatch)).toMatchObject({ status: 'checked', invalid: 1 });
    expect(mismatch.errors).toEqual(['第2行：供应商小类不属于所选大类']);
  });

  it('refuses a buyer without the button supplier:info:import', async () => {
    expect((await get(buyer, `${BASE}/template`)).statusCode).toBe(403);
    const denied = await upload(buyer, await workbookOf('供应商档案', [HEADERS]));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe(40301);
    const summary = (await upload(admin, await workbookOf('供应商档案', [HEADERS, ['唐山导入辛公司', creditCode('6F7G8H9J'), '01', '0101', '', '冯八', '13800138000', '', '']]))).json<Envelope<ImportCheckSummary>>().data;
    expect((await post(buyer, `${BASE}/runs/${summary.checkId}/commit`)).statusCode).toBe(403);
  });
});
