/**
 * 年度需求计划 (issue 23) on both databases: the seeded list for admin, a refused unknown filter, the save
 * rules (Chinese 4xx, nothing half-written), the status machine through check and OA's callback (stored
 * first: a repeat and a late report change nothing), a scoped user's rows, the items import (good and
 * bad workbook), generate/item and year-increase-rate in exact decimals.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, ImportCheckSummary, PageData, YearDemandCallbackResult, YearDemandDetail, YearDemandGenerated, YearDemandRow, YearDemandSaved, YearIncreaseRate } from '../src/api/index.js';
import { CALLBACK_SECRET_HEADER } from '../src/core/callback-inbox.js';
import { DEMO_YEAR_DEMANDS } from '../src/db/seeds/demand-year.js';
import { demYearDemand, demYearDemandItem } from '../src/db/tables/demand.js';
import type { GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { multipartFile, workbookOf } from './helpers/workbooks.js';

const SECRET = 'oa-year-demand-secret';
const API = '/gateway/demand/api/v1/dem/year-demand';
const ITEM_API = '/gateway/demand/api/v1/dem/year-demand-item';
const MONTH_HEADERS = Array.from({ length: 12 }, (_, index) => `${index + 1}月`);

const months = (value: string) => Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`month${index + 1}`, value]));
const plan = (year: number, items: object[], extra: object = {}) => ({ year, orgCode: '101005', categoryCode: '100101', remark: '测试计划', items, ...extra });

describe.each(eachDatabase)('[%s] 年度需求计划', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  let zhaolei = '';
  let zhoumin = '';
  let wangjianhua = '';

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const callback = (bizKey: string, status: 'APPROVED' | 'REJECT') => app.inject({ method: 'POST', url: `${API}/callback`, payload: { bizKey, status }, headers: { [CALLBACK_SECRET_HEADER]: SECRET } });
  const detail = async (id: number) => (await call('GET', `${API}/detail?id=${id}`)).json<Envelope<YearDemandDetail>>().data;
  const planCount = async () => (await database().db.select({ id: demYearDemand.id }).from(demYearDemand)).length;

  beforeAll(async () => {
    app = await startGateway(database(), SECRET);
    [admin, zhaolei, zhoumin, wangjianhua] = await signInAll(app, 'admin', 'zhaolei', 'zhoumin', 'wangjianhua');
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded plans for admin, refuses an unknown filter, and scopes a user to its orgs', async () => {
    const page = await call('GET', `${API}/page?pageSize=50`);
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json<Envelope<PageData<YearDemandRow>>>().data.result;
    expect(rows.map((row) => row.demandNo).sort()).toEqual(DEMO_YEAR_DEMANDS.map((row) => row.demandNo).sort());
    const approved = await call('POST', `${API}/custom-page`, { 'status.equals': 'approved', 'year.equals': '2026' });
    expect(approved.json<Envelope<PageData<YearDemandRow>>>().data.total).toBe(5);
    expect((await call('GET', `${API}/page?nonsense.equals=1`)).statusCode).toBe(400);

    // zhaolei: the companies of AREA01 and AREA03 (101…, 103…); zhoumin: 104001 only, and may not add.
    const scoped = (await call('GET', `${API}/page`, undefined, zhaolei)).json<Envelope<PageData<YearDemandRow>>>().data.result;
    expect([...new Set(scoped.map((row) => row.orgCode))].sort()).toEqual(['101001', '101002', '101004', '103001']);
    const own = (await call('GET', `${API}/page`, undefined, zhoumin)).json<Envelope<PageData<YearDemandRow>>>().data.result;
    expect(own.map((row) => row.demandNo)).toEqual(['ND20251120001']);
    const outside = rows.find((row) => row.orgCode === '102001') as YearDemandRow;
    expect((await call('GET', `${API}/detail?id=${outside.id}`, undefined, zhaolei)).statusCode).toBe(404);
    expect((await call('POST', `${API}/save`, plan(2030, [{ matCode: '1001010002', ...months('1') }]), zhoumin)).statusCode).toBe(403);
    // wangjianhua may add, within BU01's companies only.
    const foreign = await call('POST', `${API}/save`, { ...plan(2030, [{ matCode: '1001010002', ...months('1') }]), orgCode: '201001' }, wangjianhua);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<ErrorEnvelope>().message).toBe('您暂无该组织的权限');
  });

  it('saves a plan with exact decimals and refuses bad ones in Chinese, writing nothing', async () => {
    const before = await planCount();
    const refusals: [object, number, string][] = [
      [plan(2028, []), 400, '请至少添加一条物料明细'],
      [plan(2028, [{ matCode: '1001010002', ...months('1.2345') }]), 400, '第1行：需求数量须为不小于0且最多3位小数的数字'],
      [plan(2028, [{ matCode: '1001010002', ...months('1'), month7: '-1' }]), 400, '第1行：需求数量须为不小于0且最多3位小数的数字'],
      [plan(2028, [{ matCode: '1002010001', ...months('1') }]), 400, '第1行：物料编码 1002010001 不属于品类 100101'],
      [plan(2028, [{ matCode: 'NOPE', ...months('1') }]), 400, '第1行：物料编码 NOPE 不存在或已停用'],
      [plan(2028, [{ matCode: '1001010002', ...months('1') }], { orgCode: '999999' }), 400, '组织 999999 不存在'],
      [plan(2026, [{ matCode: '1001010002', ...months('1') }], { orgCode: '101001' }), 422, '河北饲料有限公司 2026年 玉米 的年度需求计划已存在'],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await call('POST', `${API}/save`, body);
      expect(refused.statusCode, message).toBe(status);
      expect(refused.json<ErrorEnvelope>().message).toBe(message);
    }
    expect(await planCount()).toBe(before);

    const saved = await call('POST', `${API}/save`, plan(2028, [{ matCode: '1001010002', lastYearQuantity: '1200.5', increaseRate: '3.25', ...months('100.125') }]));
    expect(saved.statusCode, saved.body).toBe(200);
    const created = saved.json<Envelope<YearDemandSaved>>().data;
    expect(created).toMatchObject({ status: 'new', version: 0, demandNo: expect.stringMatching(/^ND\d{11}$/) });
    expect((await detail(created.id)).items).toMatchObject([{ lineNo: 1, matCode: '1001010002', matName: '东北玉米（国标二等）', unitCode: 'T', month1: '100.125', lastYearQuantity: '1200.500', increaseRate: '3.2500' }]);

    // An edit replaces the items; a bad edit leaves the plan as it was.
    const edited = await call('POST', `${API}/save`, plan(2028, [{ matCode: '1001010008', ...months('0.1') }, { matCode: '1001010009', ...months('2') }], { id: created.id, version: 0 }));
    expect(edited.statusCode, edited.body).toBe(200);
    const bad = await call('POST', `${API}/save`, plan(2028, [{ matCode: '1001010008', ...months('1') }, { matCode: '1001010008', ...months('1') }], { id: created.id, version: 1 }));
    expect(bad.json<ErrorEnvelope>().message).toBe('第2行：物料编码 1001010008 重复');
    expect((await call('POST', `${API}/save`, plan(2028, [{ matCode: '1001010008', ...months('1') }], { id: created.id, version: 0 }))).statusCode).toBe(409);
    const after = await detail(created.id);
    expect(after.version).toBe(1);
    expect(after.items.map((item) => [item.matCode, item.month12])).toEqual([['1001010008', '0.100'], ['1001010009', '2.000']]);

    // Exact totals: 12 × 0.1 against a last-year quantity of 1.1.
    await database().db.update(demYearDemandItem).set({ lastYearQuantity: '1.1' }).where(eq(demYearDemandItem.matCode, '1001010008'));
    const rates = (await call('GET', `${API}/year-increase-rate?id=${created.id}`)).json<Envelope<YearIncreaseRate[]>>().data;
    expect(rates).toEqual([
      { matCode: '1001010008', matName: '华北玉米（国标二等）', total: '1.200', lastYearQuantity: '1.100', increaseRate: '9.0909' },
      { matCode: '1001010009', matName: '华北玉米（国标三等）', total: '24.000', lastYearQuantity: null, increaseRate: null },
    ]);
    expect((await call('GET', `${API}/year-increase-rate?orgCode=101005`)).statusCode).toBe(400);

    const deleted = await call('DELETE', `${API}/deleteByIds?ids=${created.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await planCount()).toBe(before);
  });

  it('goes to OA on check and takes OA’s answer once: a repeat and a late report change nothing', async () => {
    const created = (await call('POST', `${API}/save`, plan(2029, [{ matCode: '1001010002', ...months('10') }]))).json<Envelope<YearDemandSaved>>().data;
    const early = await callback(created.demandNo, 'APPROVED');
    expect(early.json<Envelope<YearDemandCallbackResult>>().data).toEqual({ outcome: 'conflict', status: 'new' });

    const checked = await call('POST', `${API}/check`, { id: created.id, version: created.version });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json<Envelope<YearDemandSaved>>()).toMatchObject({ message: '已提交OA审批', data: { status: 'inProcess', version: 1 } });
    expect((await call('POST', `${API}/check`, { id: created.id, version: 1 })).json<ErrorEnvelope>().message).toBe('年度需求计划当前状态不能提交审批');
    expect((await call('POST', `${API}/save`, plan(2029, [{ matCode: '1001010002', ...months('1') }], { id: created.id, version: 1 }))).json<ErrorEnvelope>().message).toBe('年度需求计划已提交审批或已审批通过，不能修改');
    expect((await call('DELETE', `${API}/deleteByIds?ids=${created.id}`)).json<ErrorEnvelope>().message).toBe('只能删除新建或已驳回的年度需求计划');

    const wrong = await app.inject({ method: 'POST', url: `${API}/callback`, payload: { bizKey: created.demandNo, status: 'REJECT' }, headers: { [CALLBACK_SECRET_HEADER]: 'guess' } });
    expect(wrong.statusCode).toBe(401);
    expect((await callback(created.demandNo, 'REJECT')).json<Envelope<YearDemandCallbackResult>>().data).toEqual({ outcome: 'applied', status: 'rejected' });
    expect((await callback(created.demandNo, 'REJECT')).json<Envelope<YearDemandCallbackResult>>().data).toEqual({ outcome: 'repeat', status: 'rejected' });

    // Rejected: editable and checked again (round 2), then approved; a late rejection changes nothing.
    const again = await call('POST', `${API}/check`, { id: created.id, version: 2 });
    expect(again.statusCode, again.body).toBe(200);
    expect((await detail(created.id)).submitCount).toBe(2);
    expect((await callback(created.demandNo, 'APPROVED')).json<Envelope<YearDemandCallbackResult>>().data).toEqual({ outcome: 'applied', status: 'approved' });
    expect((await callback(created.demandNo, 'REJECT')).json<Envelope<YearDemandCallbackResult>>().data).toEqual({ outcome: 'late', status: 'approved' });
    expect((await detail(created.id)).status).toBe('approved');
  });

  it('generates items from last year’s approved plan, or from the category’s materials', async () => {
    const fromLastYear = await call('POST', `${ITEM_API}/generate/item`, { orgCode: '101001', categoryCode: '100101', year: 2027, increaseRate: '2.5' });
    expect(fromLastYear.statusCode, fromLastYear.body).toBe(200);
    const generated = fromLastYear.json<Envelope<YearDemandGenerated>>().data;
    expect(generated).toMatchObject({ source: 'lastYear', lastYearDemandNo: 'ND20251118001' });
    // 1296 × 96 % = 1244.160 in January; × 1.025 = 1275.264.
    expect(generated.items[0]).toMatchObject({ matCode: '1001010002', month1: '1275.264', increaseRate: '2.5000' });
    const total = (await detail((await call('GET', `${API}/page?demandNo.equals=ND20251118001`)).json<Envelope<PageData<YearDemandRow>>>().data.result[0]!.id)).items[0]!;
    expect(total.month1).toBe('1244.160');
    expect(generated.items[0]!.lastYearQuantity).toBe('15552.000');

    const fromMaterials = (await call('POST', `${ITEM_API}/generate/item`, { orgCode: '101005', categoryCode: '100102', year: 2026 })).json<Envelope<YearDemandGenerated>>().data;
    expect(fromMaterials.source).toBe('material');
    expect(fromMaterials.items.length).toBe(12);
    expect(fromMaterials.items[0]).toMatchObject({ matCode: '1001020001', month1: '0.000', lastYearQuantity: null });
    expect((await call('POST', `${ITEM_API}/generate/item`, { orgCode: '101005', categoryCode: '100102', year: 2026, increaseRate: 'x' })).statusCode).toBe(400);
  });

  it('imports items into a new plan from a good workbook and refuses a bad one whole', async () => {
    const created = (await call('POST', `${API}/save`, plan(2031, [{ matCode: '1001010002', ...months('1') }]))).json<Envelope<YearDemandSaved>>().data;
    const upload = async (rows: (string | number)[][]) => {
      const book = await workbookOf('年度需求明细', [['需求单号', '物料编码', '上年用量', '增长率', ...MONTH_HEADERS], ...rows]);
      const { payload, headers } = multipartFile('明细.xlsx', book);
      const response = await app.inject({ method: 'POST', url: `${ITEM_API}/import/check`, headers: { ...headers, authorization: `Bearer ${admin}` }, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Envelope<ImportCheckSummary>>().data;
    };
    const good = await upload([
      [created.demandNo, '1001010002', '1000', '5', ...MONTH_HEADERS.map(() => '10.5')],
      [created.demandNo, '1001010003', '', '', ...MONTH_HEADERS.map((_, index) => (index === 0 ? '0.001' : ''))],
    ]);
    expect(good).toMatchObject({ status: 'checked', valid: 2, invalid: 0 });
    const committed = await call('POST', `${ITEM_API}/import/runs/${good.checkId}/commit`);
    expect(committed.json()).toMatchObject({ message: '导入成功，共导入 2 条物料明细', data: { status: 'committed', imported: 2 } });
    const items = (await detail(created.id)).items;
    expect(items.map((item) => [item.lineNo, item.matCode, item.month1, item.month2, item.lastYearQuantity])).toEqual([
      [1, '1001010002', '10.500', '10.500', '1000.000'],
      [2, '1001010003', '0.001', '0.000', null],
    ]);

    const approvedNo = 'ND20251118001';
    const bad = await upload([
      ['ND00000000000', '1001010002', '', '', ...MONTH_HEADERS.map(() => '1')],
      [approvedNo, '1001010002', '', '', ...MONTH_HEADERS.map(() => '1')],
      [created.demandNo, '1002010001', '', '', ...MONTH_HEADERS.map(() => '1')],
      [created.demandNo, '1001010009', '', '', ...MONTH_HEADERS.map(() => '1.2345')],
    ]);
    expect(bad).toMatchObject({ status: 'checked', valid: 0, invalid: 4 });
    expect(bad.errors.slice(0, 3)).toEqual([
      '第2行：需求单号 ND00000000000 不存在',
      '第3行：年度需求计划已提交审批或已审批通过，不能修改',
      `第4行：物料编码 1002010001 不属于品类 100101`,
    ]);
    expect(bad.errors[3]).toMatch(/^第5行：/);
    expect((await call('POST', `${ITEM_API}/import/runs/${bad.checkId}/commit`)).statusCode).not.toBe(200);
    expect((await detail(created.id)).items).toHaveLength(2);
  });
});
