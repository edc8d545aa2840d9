/**
 * The shared import pipeline (issue 21) through the material-index import: the template, a check that
 * names two bad rows in the summary and in the error workbook, commit refused while there are errors, a
 * fixed file that commits all rows in one go, a run only its owner sees, a file over 5,000 rows that runs
 * as a download-centre task, and the unit-convert and tax-rate imports on the same pipeline.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadTask, Envelope, ImportCheckSummary, LoginInfo, MaterialDetail, PageData } from '../src/api/index.js';
import { IMPORT_MESSAGES } from '../src/core/import/pipeline.js';
import { WORKBOOK_MESSAGES } from '../src/core/import/workbook.js';
import { sysMaterial } from '../src/db/tables/lookups.js';
import { mstMaterialIndex, mstMaterialTaxRate, mstUnitConvert } from '../src/db/tables/master.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { multipartFile, sheetRowsOf, workbookOf } from './helpers/workbooks.js';

const HEADERS = ['物料编码*', '指标编码*', '标准下限', '标准上限', '扣除步长', '扣除值'];




describe.each(eachDatabase)('[%s] import pipeline', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  let buyer = '';
  let codes: string[] = [];

  async function signIn(account: string): Promise<string> {
    const password = DEMO_USERS.find((user) => user.account === account)?.password ?? '';
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  const get = (token: string, url: string) => app.inject({ method: 'GET', url: `/gateway${url}`, headers: { authorization: `Bearer ${token}` } });
  const post = (token: string, url: string) => app.inject({ method: 'POST', url: `/gateway${url}`, headers: { authorization: `Bearer ${token}` } });
  async function upload(token: string, url: string, content: Buffer, name = '指标.xlsx') {
    const { payload, headers } = multipartFile(name, content);
    return app.inject({ method: 'POST', url: `/gateway${url}`, headers: { ...headers, authorization: `Bearer ${token}` }, payload });
  }
  async function until(token: string, base: string, checkId: string, done: (summary: ImportCheckSummary) => boolean): Promise<ImportCheckSummary> {
    for (let attempt = 0; attempt < 240; attempt++) {
      const summary = (await get(token, `${base}/runs/${checkId}`)).json<Envelope<ImportCheckSummary>>().data;
      if (done(summary)) return summary;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the run did not finish');
  }

  beforeAll(async () => {
    app = buildServer({ db: database(), jobs: true, jobPollingSeconds: 0.5 });
    await app.ready();
    admin = await signIn('admin');
    buyer = await signIn('buyer');
    codes = (await database().db.select({ code: sysMaterial.matCode }).from(sysMaterial).orderBy(asc(sysMaterial.matCode)).limit(5)).map((row) => row.code);
  });

  afterAll(async () => {
    await app.close();
  });

  it('offers a template with the declared headers, a sample row and instructions, under the original name too', async () => {
    const response = await get(admin, '/system/material/downloadTemplate');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('物料质量指标导入模板.xlsx'));
    const rows = await sheetRowsOf(response.rawPayload);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows[1]?.[1]).toBe('QI001');
    expect((await get(admin, '/system/material/index-import/template')).statusCode).toBe(200);
  });

  it('names the bad rows, offers them as a workbook, refuses to commit, then commits the fixed file at once', async () => {
    const [first = '', second = ''] = codes;
    const bad = await workbookOf('物料质量指标', [HEADERS, [first, 'QI001', '', '13.5', '0.1', '0.2'], [first, 'QI002', '', 'abc', '', ''], ['M9999', 'QI003', '690', '', '10', '5'], [second, 'QI001', '', '12', '0.1', '0.1']]);
    const checked = await upload(admin, '/system/material/importIndexFile', bad);
    expect(checked.statusCode, checked.body).toBe(200);
    const summary = checked.json<Envelope<ImportCheckSummary>>().data;
    expect(summary).toMatchObject({ status: 'checked', total: 4, valid: 2, invalid: 2, hasErrorFile: true, isTask: false });
    expect(summary.errors).toEqual(['第3行：标准上限须为数字', '第4行：物料编码 M9999 不存在']);

    const errors = await get(admin, `/system/material/index-import/runs/${summary.checkId}/errors`);
    expect(errors.statusCode).toBe(200);
    const errorRows = await sheetRowsOf(errors.rawPayload);
    expect(errorRows[0]).toEqual(['行号', ...HEADERS, '错误信息']);
    expect(errorRows.slice(1).map((row) => [row[0], row[1], row.at(-1)])).toEqual([
      ['3', first, '第3行：标准上限须为数字'],
      ['4', 'M9999', '第4行：物料编码 M9999 不存在'],
    ]);

    const refused = await post(admin, `/system/material/index-import/runs/${summary.checkId}/commit`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(IMPORT_MESSAGES.hasErrors);
    const before = await database().db.select().from(mstMaterialIndex).where(eq(mstMaterialIndex.indexCode, 'QI002'));
    expect(before.filter((row) => row.matCode === first)).toEqual([]);

    const fixed = await workbookOf('物料质量指标', [HEADERS, [first, 'QI001', '', '13.5', '0.1', '0.2'], [first, 'QI002', '', '1.5', '', ''], [second, 'QI003', '690', '', '10', '5'], [second, 'QI001', '', '12', '0.1', '0.1']]);
    const clean = (await upload(admin, '/system/material/index-import/check', fixed)).json<Envelope<ImportCheckSummary>>().data;
    expect(clean).toMatchObject({ status: 'checked', total: 4, valid: 4, invalid: 0, errors: [], hasErrorFile: false });
    const committed = await post(admin, `/system/material/index-import/runs/${clean.checkId}/commit`);
    expect(committed.json()).toMatchObject({ message: '导入成功，共导入 4 行', data: { status: 'committed', imported: 4 } });
    const saved = await database().db.select().from(mstMaterialIndex).where(eq(mstMaterialIndex.matCode, first));
    expect(saved.map((row) => [row.indexCode, row.standardMax]).sort()).toEqual([
      ['QI001', '13.5'],
      ['QI002', '1.5'],
    ]);
    expect((await post(admin, `/system/material/index-import/runs/${clean.checkId}/commit`)).statusCode).toBe(409);
    // The material's detail shows its imported standards with the indices' names.
    const [material] = await database().db.select({ id: sysMaterial.id }).from(sysMaterial).where(eq(sysMaterial.matCode, first));
    const detail = (await get(admin, `/system/material/detail/${material?.id ?? 0}`)).json<Envelope<MaterialDetail>>().data;
    expect(detail.material.matCode).toBe(first);
    expect(detail.indices.map((row) => [row.indexCode, row.indexName, row.standardMax, row.deductStep, row.deductValue])).toEqual([
      ['QI001', '水分', '13.5', '0.1', '0.2'],
      ['QI002', '杂质', '1.5', null, null],
    ]);
    expect(detail.conversions.length).toBeGreaterThan(0);
    expect((await get(admin, '/system/material/detail/999999999')).statusCode).toBe(404);
  });

  it('refuses duplicates, a wrong header and a file that is not a workbook, in Chinese', async () => {
    const [first = ''] = codes;
    const duplicated = await workbookOf('物料质量指标', [HEADERS, [first, 'QI004', '', '8', '1', '10'], [first, 'QI004', '', '7', '1', '10']]);
    const summary = (await upload(admin, '/system/material/index-import/check', duplicated)).json<Envelope<ImportCheckSummary>>().data;
    expect(summary.errors).toEqual(['第3行：与第2行重复']);
    const noCode = (await upload(admin, '/system/material/index-import/check', await workbookOf('物料质量指标', [['名称', '指标编码'], ['玉米', 'QI001']]))).json<Envelope<ImportCheckSummary>>().data;
    expect(noCode).toMatchObject({ status: 'failed', message: '模板不正确：缺少“物料编码”列，请下载最新模板' });
    const text = await upload(admin, '/system/material/index-import/check', Buffer.from('物料编码,指标编码\n'), '指标.csv');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(WORKBOOK_MESSAGES.notXlsx);
  });

  it('shows a run to its owner only, and the import to holders of its button only', async () => {
    const summary = (await upload(admin, '/system/material/index-import/check', await workbookOf('物料质量指标', [HEADERS, [codes[0] ?? '', 'QI005', '', '2', '0.5', '20']]))).json<Envelope<ImportCheckSummary>>().data;
    expect((await get(buyer, `/system/material/index-import/runs/${summary.checkId}`)).statusCode).toBe(403);
    expect((await get(admin, `/system/material/index-import/runs/${'0'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('runs a file over 5,000 rows as a task in the download centre, and commits it as one', async () => {
    const day = (index: number) => new Date(Date.UTC(2030, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    const header = ['物料编码', '税率', '生效日期'];
    const rows = Array.from({ length: 5_050 }, (_, index) => [codes[index % codes.length] ?? '', '0.09', day(Math.floor(index / codes.length))]);
    const base = '/system/materialsTaxRate/import';
    const started = (await upload(admin, `${base}/check`, await workbookOf('物料质量指标', [header, ...rows]))).json<Envelope<ImportCheckSummary>>().data;
    expect(started).toMatchObject({ status: 'checking', isTask: true });
    const checked = await until(admin, base, started.checkId, (summary) => summary.status !== 'checking');
    expect(checked).toMatchObject({ status: 'checked', total: 5_050, valid: 5_050, invalid: 0 });
    const tasks = await app.inject({ method: 'POST', url: '/gateway/demand/exprot/download/task/list', headers: { authorization: `Bearer ${admin}` }, payload: { pageSize: 100 } });
    const task = tasks.json<Envelope<PageData<DownloadTask>>>().data.result.find((row) => row.bizType === 4);
    expect(task).toMatchObject({ status: 5, fileName: '物料税率导入校验结果.xlsx', msg: '校验通过，共 5050 行，请在导入窗口点击“导入”', url: null });

    const committing = (await post(admin, `${base}/runs/${started.checkId}/commit`)).json<Envelope<ImportCheckSummary>>().data;
    expect(committing.status).toBe('committing');
    const committed = await until(admin, base, started.checkId, (summary) => summary.status !== 'committing');
    expect(committed).toMatchObject({ status: 'committed', imported: 5_050 });
    const saved = await database().db.select().from(mstMaterialTaxRate).where(eq(mstMaterialTaxRate.taxRate, '0.09'));
    expect(saved.filter((row) => row.effectiveDate >= '2030-01-01').length).toBe(5_050);

    // The same file again with one bad row: the error workbook is the task's file.
    rows[4_999] = [codes[0] ?? '', '0.09', '2030-02-30'];
    const again = (await upload(admin, `${base}/check`, await workbookOf('物料质量指标', [header, ...rows]))).json<Envelope<ImportCheckSummary>>().data;
    const failed = await until(admin, base, again.checkId, (summary) => summary.status !== 'checking');
    expect(failed).toMatchObject({ invalid: 1, errors: ['第5001行：生效日期须为日期，格式为 YYYY-MM-DD'] });
    const list = await app.inject({ method: 'POST', url: '/gateway/demand/exprot/download/task/list', headers: { authorization: `Bearer ${admin}` }, payload: { pageSize: 100 } });
    const errorTask = list.json<Envelope<PageData<DownloadTask>>>().data.result.find((row) => row.bizType === 4 && row.url !== null);
    expect(errorTask?.msg).toBe('校验未通过，共 1 行错误，请下载错误文件');
    const file = await get(admin, (errorTask?.url ?? '').replace('/gateway', ''));
    expect((await sheetRowsOf(file.rawPayload)).map((row) => row[0])).toEqual(['行号', '5001']);
  }, 180_000);

  it('imports unit conversions and tax rates through the same pipeline', async () => {
    const [first = ''] = codes;
    const converts = (await upload(admin, '/system/unit-convert/import/check', await workbookOf('物料质量指标', [['物料编码', '换算单位', '基本单位', '换算率'], [first, 'DAI', 'T', '0.04']]))).json<Envelope<ImportCheckSummary>>().data;
    expect((await post(admin, `/system/unit-convert/import/runs/${converts.checkId}/commit`)).json().data.status).toBe('committed');
    const [bag] = await database().db.select().from(mstUnitConvert).where(eq(mstUnitConvert.matCode, first)).then((all) => all.filter((row) => row.fromUnit === 'DAI'));
    expect(bag?.rate).toBe('0.04');

    const rates = (await upload(admin, '/system/materialsTaxRate/import/check', await workbookOf('物料质量指标', [['物料编码', '税率', '生效日期'], [first, '0.09', '2027-01-01'], [first, '9%', '2027-13-01']]))).json<Envelope<ImportCheckSummary>>().data;
    expect(rates.errors).toEqual(['第3行：税率须为数字；生效日期须为日期，格式为 YYYY-MM-DD']);
    const fixedRates = (await upload(admin, '/system/materialsTaxRate/import/check', await workbookOf('物料质量指标', [['物料编码', '税率', '生效日期'], [first, '0.09', '2027-01-01']]))).json<Envelope<ImportCheckSummary>>().data;
    expect((await post(admin, `/system/materialsTaxRate/import/runs/${fixedRates.checkId}/commit`)).json().data.imported).toBe(1);
    const saved = await database().db.select().from(mstMaterialTaxRate).where(eq(mstMaterialTaxRate.matCode, first));
    expect(saved.find((row) => row.effectiveDate === '2027-01-01')?.taxRate).toBe('0.09');
  });
});
