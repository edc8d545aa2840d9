import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractSample, ContractTemplate, ContractTemplateOaItem, Envelope, ErrorEnvelope, FileInfo, LoginInfo, PageData, PrintTemplate, SavedTemplate } from '../src/api/index.js';
import { conContractHead } from '../src/db/tables/contract.js';
import { purPickHead, purPickMaterial } from '../src/db/tables/pick.js';
import { sysFile } from '../src/db/tables/files.js';
import { conTemplate, conTemplateSample, sysPrintTemplate } from '../src/db/tables/print-templates.js';
import { DEMO_CONTRACT_TEMPLATES, DEMO_PRINT_TEMPLATES, seedPrintTemplates } from '../src/db/seeds/print-templates.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { BROKEN_TEMPLATE_LINES, CONTRACT_TEMPLATE_LINES, documentXml, docxOf, NOTICE_TEMPLATE_LINES, pdfText } from './fixtures/print/docx.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LOGIN = '/gateway/system/login/loginByAccount';
const PDF = '/gateway/system/print/pdf';
const TEMPLATES = '/gateway/system/print/templates';
const PRINT_TEMPLATE = '/gateway/system/print/template';
const CON_TEMPLATE = '/gateway/purchase/api/v1/con-template';
const SAMPLE = `${CON_TEMPLATE}/sample`;
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A multipart/form-data body with one file (raw UTF-8 name, as browsers send it). */
function multipart(filename: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----srmPrint${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// A print renders a real page in Chromium: 3–10 s alone, and more than the usual 20 s when the test
// command runs the gateway suite beside the end-to-end suite's browser (scripts/test.mjs).
describe.each(eachDatabase)('[%s] printing', { timeout: 60_000 }, (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let filesDir: string;
  const tokens: Record<'admin' | 'buyer' | 'warehouse' | 'otherBuyer', string> = { admin: '', buyer: '', warehouse: '', otherBuyer: '' };
  let contractId: number;
  let contractTemplateId: number;
  let noticeCode: string;

  const bearer = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });

  async function signIn(account: string, password: string): Promise<string> {
    const response = await app.inject({ method: 'POST', url: LOGIN, payload: { account, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<LoginInfo>>().data.accessToken;
  }

  async function upload(url: string, who: keyof typeof tokens, filename: string, content: Buffer, fields?: Record<string, string>) {
    const { payload, headers } = multipart(filename, content, fields);
    return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(who) } });
  }

  async function uploaded(url: string, filename: string, content: Buffer): Promise<FileInfo> {
    const response = await upload(url, 'admin', filename, content);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<FileInfo>>().data;
  }

  async function saved(url: string, body: Record<string, unknown>, who: keyof typeof tokens = 'admin'): Promise<SavedTemplate> {
    const response = await app.inject({ method: 'POST', url, payload: body, headers: bearer(who) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<SavedTemplate>>().data;
  }

  function pdfCall(who: keyof typeof tokens, payload: Record<string, unknown>, server: GatewayApp = app) {
    return server.inject({ method: 'POST', url: PDF, payload, headers: bearer(who) });
  }

  const failure = (response: { body: string }) => JSON.parse(response.body) as ErrorEnvelope;

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'srm-print-test-'));
    app = buildServer({ db: database(), filesDir });
    await app.ready();
    tokens.admin = await signIn('admin', 'Admin@123');
    tokens.buyer = await signIn('buyer', 'Buyer@123');
    tokens.warehouse = await signIn('sunli', 'Demo@123');
    tokens.otherBuyer = await signIn('liuyang', 'Demo@123');

    const [contract] = await database()
      .db.insert(conContractHead)
      .values({
        contractNo: 'HT-PRINT-0001',
        contractName: '东北二等黄玉米采购合同',
        contractCategory: 'fixedPrice',
        orgCode: '101001',
        orgName: '河北饲料有限公司',
        supplierSn: 'S0001',
        supplierName: '中粮贸易（大连）有限公司',
        categoryCode: '100101',
        categoryName: '玉米',
        totalQuantity: '500',
        totalAmount: '1234567.5',
        signDate: '2026-03-01',
      })
      .returning({ id: conContractHead.id });
    contractId = contract?.id ?? 0;

    const file = await uploaded(`${CON_TEMPLATE}/upload`, '玉米采购合同模板.docx', docxOf(CONTRACT_TEMPLATE_LINES));
    contractTemplateId = (await saved(`${CON_TEMPLATE}/save`, { name: '一口价玉米合同（测试）', code: 'CT_TEST_FIXED', templateType: 'fixedPrice', fileId: file.id, sortNumber: 0 })).id;

    noticeCode = 'PT_TEST_NOTICE';
    const notice = await uploaded(`${PRINT_TEMPLATE}/upload`, '通知单.docx', docxOf(NOTICE_TEMPLATE_LINES));
    await saved(`${PRINT_TEMPLATE}/save`, { name: '停电通知单', code: noticeCode, type: 'test-notice', bizType: 'generic', fileId: notice.id });
  });

  afterAll(async () => {
    await app?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('prints a contract template to a PDF whose text holds the filled values, Chinese included', async () => {
    const response = await pdfCall('buyer', { bizId: contractId, templateType: 'contract', templateId: contractTemplateId, frontParams: { signer: '李四' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(`一口价玉米合同（测试）-${contractId}.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('合同编号：HT-PRINT-0001');
    expect(text).toContain('合同名称：东北二等黄玉米采购合同');
    expect(text).toContain('乙方：中粮贸易（大连）有限公司');
    expect(text).toContain('合同金额：1,234,567.50元');
    expect(text).toContain('签约代表：李四');
    expect(text).toContain('打印人：张采购');
  });

  it('answers the filled .docx for printType word, as a download when asked', async () => {
    const response = await pdfCall('buyer', { bizId: String(contractId), templateType: 'contract', templateCode: 'CT_TEST_FIXED', printType: 'word', previewOrDownLoad: 'download' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(DOCX_MIME);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    const xml = documentXml(response.rawPayload);
    expect(xml).toContain('合同编号：HT-PRINT-0001');
    expect(xml).toContain('乙方：中粮贸易（大连）有限公司');
    expect(xml).toContain('合同金额：1,234,567.50 元');
    // A value nobody gave prints as nothing, never "undefined".
    expect(xml).toContain('签约代表：<');
    expect(xml).not.toContain('undefined');
    expect(xml).not.toContain('{');
  });

  it('a contract print may be frontParams-free and the official values cannot be overridden by them', async () => {
    const response = await pdfCall('buyer', {
      bizId: contractId,
      templateType: 'contract',
      templateId: contractTemplateId,
      printType: 'word',
      frontParams: JSON.stringify({ totalAmountText: '1.00', supplierName: '伪造供应商' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const xml = documentXml(response.rawPayload);
    expect(xml).toContain('1,234,567.50');
    expect(xml).not.toContain('伪造供应商');
  });

  it('picks the contract template of the contract category when the call names none', async () => {
    const response = await pdfCall('buyer', { bizId: contractId, templateType: 'contract', printType: 'word' });
    expect(response.statusCode, response.body).toBe(200);
    expect(documentXml(response.rawPayload)).toContain('HT-PRINT-0001');
  });

  it('stores the generated PDF as a file bound to the contract, downloadable like any upload', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/gateway/system/print/createAndUpload',
      payload: { bizId: contractId, templateType: 'contract', templateId: contractTemplateId, contractFileType: 'text', frontParams: { signer: '王五' } },
      headers: bearer('buyer'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Envelope<FileInfo>>();
    expect(body.message).toBe('上传成功');
    expect(body.data).toMatchObject({
      originalName: `一口价玉米合同（测试）-${contractId}.pdf`,
      fileType: 'pdf',
      mimeType: 'application/pdf',
      bizType: 'contract',
      bizKey: String(contractId),
      contractFileType: 'text',
      creatorName: '张采购',
    });
    const [row] = await database().db.select().from(sysFile).where(eq(sysFile.fileKey, body.data.id));
    expect(row?.fileSize).toBe(body.data.fileSize);

    const listed = await app.inject({ method: 'GET', url: `/gateway/system/file?bizType=contract&bizKey=${contractId}`, headers: bearer('buyer') });
    expect(listed.json<Envelope<FileInfo[]>>().data.map((file) => file.id)).toContain(body.data.id);
    const download = await app.inject({ method: 'GET', url: `/gateway/system/file/${body.data.id}`, headers: bearer('buyer') });
    expect(download.statusCode).toBe(200);
    expect(await pdfText(download.rawPayload)).toContain('签约代表：王五');
  });

  it('prints a generic print template by code from frontParams (POST print/print)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/gateway/system/print/print',
      payload: { templateCode: noticeCode, frontParams: { title: '停电通知', content: '本周六厂区停电检修，请提前安排生产。', items: [{ name: '时间', value: '周六' }] } },
      headers: bearer('warehouse'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('停电通知');
    expect(text).toContain('本周六厂区停电检修，请提前安排生产。');
    expect(text).toContain('时间=周六');
  });

  it('lists enabled print templates 10 to a page, filtered by type and biz type, with the file name', async () => {
    const pageFile = await uploaded(`${PRINT_TEMPLATE}/upload`, '分页模板.docx', docxOf(NOTICE_TEMPLATE_LINES));
    for (let index = 1; index <= 12; index++) {
      await saved(`${PRINT_TEMPLATE}/save`, {
        name: `分页模板${String(index).padStart(2, '0')}`,
        code: `PT_PAGE_${index}`,
        type: 'test-paging',
        bizType: 'generic',
        fileId: pageFile.id,
        sortNumber: index,
        enabled: index === 12 ? 0 : 1,
      });
    }
    // Enabled but without a file nor a built-in document: it cannot print, so the chooser never sees it.
    await saved(`${PRINT_TEMPLATE}/save`, { name: '分页模板（无文件）', code: 'PT_PAGE_NO_FILE', type: 'test-paging', bizType: 'generic', sortNumber: 0 });
    const first = await app.inject({ method: 'GET', url: `${TEMPLATES}?type=test-paging`, headers: bearer('buyer') });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<Envelope<PageData<PrintTemplate>>>().data;
    expect(page1.pageSize).toBe(10);
    expect(page1.total).toBe(11);
    expect(page1.result.map((row) => row.code)).toEqual(Array.from({ length: 10 }, (_, index) => `PT_PAGE_${index + 1}`));
    expect(page1.result.every((row) => row.printable && row.fileName === '分页模板.docx')).toBe(true);
    const page2 = (await app.inject({ method: 'GET', url: `${TEMPLATES}?type=test-paging&page=2`, headers: bearer('buyer') })).json<Envelope<PageData<PrintTemplate>>>().data;
    expect(page2.result.map((row) => row.code)).toEqual(['PT_PAGE_11']);

    const notices = (await app.inject({ method: 'GET', url: `${TEMPLATES}?type=test-notice&bizType=generic`, headers: bearer('buyer') })).json<Envelope<PageData<PrintTemplate>>>().data;
    expect(notices.result).toEqual([expect.objectContaining({ code: noticeCode, name: '停电通知单', fileName: '通知单.docx', bizType: 'generic', enabled: 1 })]);
    const none = (await app.inject({ method: 'GET', url: `${TEMPLATES}?type=test-notice&bizType=contract`, headers: bearer('buyer') })).json<Envelope<PageData<PrintTemplate>>>().data;
    expect(none).toMatchObject({ result: [], total: 0 });
    const byName = (await app.inject({ method: 'GET', url: `${TEMPLATES}?name=${encodeURIComponent('停电')}`, headers: bearer('buyer') })).json<Envelope<PageData<PrintTemplate>>>().data;
    expect(byName.result.map((row) => row.code)).toEqual([noticeCode]);
  });

  it('answers 404 with the spec message for an unknown or disabled template, and 400 when none is named', async () => {
    const unknown = await pdfCall('buyer', { templateCode: 'NO_SUCH_TEMPLATE' });
    expect(unknown.statusCode).toBe(404);
    expect(failure(unknown)).toMatchObject({ code: 404, success: false, message: '未找到打印模板' });
    const disabled = await pdfCall('buyer', { templateCode: 'PT_PAGE_12' });
    expect(failure(disabled).message).toBe('未找到打印模板');
    const unknownContract = await pdfCall('buyer', { bizId: contractId, templateType: 'contract', templateId: 999_999 });
    expect(unknownContract.statusCode).toBe(404);
    expect(failure(unknownContract).message).toBe('未找到合同模板');
    const noCategoryTemplate = await pdfCall('buyer', { templateType: 'contract', templateCode: 'CT_NOPE' });
    expect(failure(noCategoryTemplate).message).toBe('未找到合同模板');
    const none = await pdfCall('buyer', { bizId: contractId });
    expect(none.statusCode).toBe(400);
    expect(failure(none).message).toBe('请选择打印模板');
  });

  it('answers 400 with a Chinese message for bad input', async () => {
    const cases: Record<string, unknown>[] = [
      { templateCode: noticeCode, printType: 'excel' },
      { templateId: 'abc' },
      { templateCode: noticeCode, frontParams: '[1,2]' },
      { templateCode: noticeCode, frontParams: '{not json' },
      { templateCode: noticeCode, bizId: 'a b c' },
      { templateCode: noticeCode, templateType: 'invoice' },
    ];
    for (const payload of cases) {
      const response = await pdfCall('buyer', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = failure(response);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const contractWithoutId = await pdfCall('buyer', { templateType: 'contract', templateId: contractTemplateId });
    expect(contractWithoutId.statusCode).toBe(400);
    expect(failure(contractWithoutId).message).toBe('业务主键不能为空');
    const badPage = await app.inject({ method: 'GET', url: `${TEMPLATES}?pageSize=0`, headers: bearer('buyer') });
    expect(badPage.statusCode).toBe(400);
  });

  it('refuses template files that are not .docx templates, and bad template rows', async () => {
    const pdfFile = await upload(`${CON_TEMPLATE}/upload`, 'admin', '合同.docx', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdfFile.statusCode).toBe(422);
    expect(failure(pdfFile).message).toBe('模板须为 .docx 格式的 Word 文件');
    const broken = await upload(`${CON_TEMPLATE}/upload`, 'admin', '坏模板.docx', docxOf(BROKEN_TEMPLATE_LINES));
    expect(broken.statusCode).toBe(422);
    expect(failure(broken).message).toMatch(/^模板格式不正确：/);
    const filesBefore = (await database().db.select({ id: sysFile.id }).from(sysFile)).length;

    const dupe = await app.inject({ method: 'POST', url: `${CON_TEMPLATE}/save`, payload: { name: '重复', code: 'CT_TEST_FIXED', templateType: 'basis' }, headers: bearer('admin') });
    expect(dupe.statusCode).toBe(422);
    expect(failure(dupe).message).toBe('模板编码 CT_TEST_FIXED 已存在');
    const badBizType = await app.inject({ method: 'POST', url: `${PRINT_TEMPLATE}/save`, payload: { name: '提货单', code: 'PT_X', type: 'pick', bizType: 'nope' }, headers: bearer('admin') });
    expect(badBizType.statusCode).toBe(400);
    expect(failure(badBizType).message).toBe('不支持的打印业务类型：nope');
    const missingName = await app.inject({ method: 'POST', url: `${PRINT_TEMPLATE}/save`, payload: { code: 'PT_Y', type: 'pick', bizType: 'generic' }, headers: bearer('admin') });
    expect(missingName.statusCode).toBe(400);
    expect(failure(missingName).message).toContain('name 不能为空');
    const missingFile = await app.inject({ method: 'POST', url: `${PRINT_TEMPLATE}/save`, payload: { name: '提货单', code: 'PT_Z', type: 'pick', bizType: 'generic', fileId: 'f'.repeat(32) }, headers: bearer('admin') });
    expect(missingFile.statusCode).toBe(404);
    // Nothing was kept of the refused uploads.
    expect((await database().db.select({ id: sysFile.id }).from(sysFile)).length).toBe(filesBefore);
  });

  it('updates a template with optimistic locking', async () => {
    const detail = await app.inject({ method: 'GET', url: `${CON_TEMPLATE}/detail?id=${contractTemplateId}`, headers: bearer('admin') });
    const row = detail.json<Envelope<ContractTemplate>>().data;
    const next = await saved(`${CON_TEMPLATE}/save`, { id: row.id, version: row.version, name: row.name, code: row.code, templateType: row.templateType, fileId: row.fileId, remark: '已审核' });
    expect(next.version).toBe(row.version + 1);
    const stale = await app.inject({ method: 'POST', url: `${CON_TEMPLATE}/save`, payload: { id: row.id, version: row.version, name: row.name, code: row.code, templateType: row.templateType }, headers: bearer('admin') });
    expect(stale.statusCode).toBe(409);
  });

  it('checks permissions: template admin buttons, the contract menu and the contract data scope', async () => {
    const anonymous = await app.inject({ method: 'POST', url: PDF, payload: { templateCode: noticeCode } });
    expect(anonymous.statusCode).toBe(401);
    // The buyer prints contracts but does not administer templates.
    const buyerSave = await app.inject({ method: 'POST', url: `${CON_TEMPLATE}/save`, payload: { name: 'x', code: 'CT_BUYER', templateType: 'basis' }, headers: bearer('buyer') });
    expect(buyerSave.statusCode).toBe(403);
    expect(failure(buyerSave)).toMatchObject({ code: 40301, message: '您暂无此权限' });
    const buyerUpload = await upload(`${PRINT_TEMPLATE}/upload`, 'buyer', 'a.docx', docxOf(NOTICE_TEMPLATE_LINES));
    expect(buyerUpload.statusCode).toBe(403);
    const buyerList = await app.inject({ method: 'GET', url: `${PRINT_TEMPLATE}/custom-page`, headers: bearer('buyer') });
    expect(buyerList.statusCode).toBe(403);
    // Warehouse staff have no contract menu: no contract print.
    const warehouse = await pdfCall('warehouse', { bizId: contractId, templateType: 'contract', templateId: contractTemplateId, printType: 'word' });
    expect(warehouse.statusCode).toBe(403);
    expect(failure(warehouse).code).toBe(40301);
    // Another buyer holds the menu but not company 101001: the contract does not exist for him.
    const outOfScope = await pdfCall('otherBuyer', { bizId: contractId, templateType: 'contract', templateId: contractTemplateId, printType: 'word' });
    expect(outOfScope.statusCode).toBe(404);
    expect(failure(outOfScope).message).toBe('合同不存在或无权查看');
    const outOfScopeList = await app.inject({ method: 'GET', url: `${CON_TEMPLATE}/getTemplateList?bizId=${contractId}`, headers: bearer('otherBuyer') });
    expect(outOfScopeList.statusCode).toBe(404);
  });

  it('lists contract templates by contract and their samples for the sample picker', async () => {
    const templates = await app.inject({ method: 'GET', url: `${CON_TEMPLATE}/getTemplateList?bizId=${contractId}`, headers: bearer('buyer') });
    expect(templates.statusCode, templates.body).toBe(200);
    const list = templates.json<Envelope<ContractTemplate[]>>().data;
    expect(list.every((row) => row.templateType === 'fixedPrice')).toBe(true);
    expect(list[0]).toMatchObject({ id: contractTemplateId, fileName: '玉米采购合同模板.docx' });
    const noneOfType = await app.inject({ method: 'GET', url: `${CON_TEMPLATE}/getTemplateList?templateType=no-such-type`, headers: bearer('buyer') });
    expect(noneOfType.statusCode).toBe(404);
    expect(failure(noneOfType).message).toBe('未找到合同模板');

    const sampleFile = await uploaded(`${SAMPLE}/upload`, '玉米合同范本（2026版）.docx', docxOf(['范本正文']));
    expect(sampleFile).toMatchObject({ bizType: 'conSample', module: 'template' });
    const first = await saved(`${SAMPLE}/save`, { conTemplateId: contractTemplateId, conSampleName: '东北玉米范本', fileId: sampleFile.id });
    const secondFile = await uploaded(`${SAMPLE}/upload`, '范本二.docx', docxOf(['范本二']));
    await saved(`${SAMPLE}/save`, { conTemplateId: contractTemplateId, conSampleName: '华北玉米范本', fileId: secondFile.id });
    const dupe = await app.inject({ method: 'POST', url: `${SAMPLE}/save`, payload: { conTemplateId: contractTemplateId, conSampleName: '东北玉米范本', fileId: secondFile.id }, headers: bearer('admin') });
    expect(dupe.statusCode).toBe(422);

    const page = await app.inject({ method: 'GET', url: `${SAMPLE}/page?conTemplateId=${contractTemplateId}`, headers: bearer('buyer') });
    expect(page.statusCode, page.body).toBe(200);
    const samples = page.json<Envelope<PageData<ContractSample>>>().data;
    expect(samples.pageSize).toBe(10);
    expect(samples.total).toBe(2);
    expect(samples.result[0]).toEqual({
      conSampleId: first.id,
      conTemplateId: contractTemplateId,
      conTemplateName: '一口价玉米合同（测试）',
      conSampleName: '东北玉米范本',
      fileId: sampleFile.id,
      fileName: '玉米合同范本（2026版）.docx',
      filePath: `/gateway/system/file/${sampleFile.id}`,
      enabled: 1,
      version: 0,
    });
    const byName = await app.inject({ method: 'POST', url: `${SAMPLE}/page`, payload: { name: '华北' }, headers: bearer('buyer') });
    expect(byName.json<Envelope<PageData<ContractSample>>>().data.result.map((row) => row.conSampleName)).toEqual(['华北玉米范本']);
    const viaList = await app.inject({ method: 'GET', url: `${CON_TEMPLATE}/getTemplateList?templateType=fixedPrice&useSample=1`, headers: bearer('buyer') });
    expect(viaList.json<Envelope<ContractSample[]>>().data.map((row) => row.conSampleName)).toEqual(['东北玉米范本', '华北玉米范本']);

    // The OA page: enabled templates that have a file (the seeded built-ins have none), with their samples' count.
    const oa = await app.inject({ method: 'GET', url: `${CON_TEMPLATE}/oa/page?templateType=fixedPrice`, headers: bearer('buyer') });
    expect(oa.statusCode, oa.body).toBe(200);
    const oaPage = oa.json<Envelope<PageData<ContractTemplateOaItem>>>().data;
    expect(oaPage.result.every((row) => row.fileId !== null && row.enabled === 1 && row.templateType === 'fixedPrice')).toBe(true);
    expect(oaPage.result.find((row) => row.id === contractTemplateId)).toMatchObject({ fileName: '玉米采购合同模板.docx', sampleCount: 2 });
    const oaByCode = await app.inject({ method: 'POST', url: `${CON_TEMPLATE}/oa/page`, payload: { name: 'ct_test_fixed', pageSize: 5 }, headers: bearer('buyer') });
    expect(oaByCode.json<Envelope<PageData<ContractTemplateOaItem>>>().data).toMatchObject({ total: 1, pageSize: 5, result: [{ id: contractTemplateId }] });
    await database().db.update(conTemplate).set({ enabled: 0 }).where(eq(conTemplate.id, contractTemplateId));
    const oaDisabled = await app.inject({ method: 'POST', url: `${CON_TEMPLATE}/oa/page`, payload: { name: 'CT_TEST_FIXED' }, headers: bearer('buyer') });
    expect(oaDisabled.json<Envelope<PageData<ContractTemplateOaItem>>>().data.total).toBe(0);
    await database().db.update(conTemplate).set({ enabled: 1 }).where(eq(conTemplate.id, contractTemplateId));

    // Deleting is all or nothing; buyers may not.
    const buyerDelete = await app.inject({ method: 'DELETE', url: `${SAMPLE}/deleteByIds?ids=${first.id}`, headers: bearer('buyer') });
    expect(buyerDelete.statusCode).toBe(403);
    const partial = await app.inject({ method: 'DELETE', url: `${SAMPLE}/deleteByIds?ids=${first.id}&ids=999999`, headers: bearer('admin') });
    expect(partial.statusCode).toBe(404);
    expect(await database().db.select().from(conTemplateSample).where(eq(conTemplateSample.id, first.id))).toHaveLength(1);
    const deleted = await app.inject({ method: 'DELETE', url: `${SAMPLE}/deleteByIds`, payload: [first.id], headers: bearer('admin') });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await database().db.select().from(conTemplateSample).where(eq(conTemplateSample.id, first.id))).toHaveLength(0);
  });

  it('answers 503 with a Chinese message when Chromium is missing, and still serves .docx', async () => {
    const previous = process.env['CHROMIUM_PATH'];
    process.env['CHROMIUM_PATH'] = '/nonexistent/chromium';
    const offline = buildServer({ db: database(), filesDir });
    try {
      await offline.ready();
      const response = await pdfCall('buyer', { bizId: contractId, templateType: 'contract', templateId: contractTemplateId }, offline);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(failure(response)).toMatchObject({ code: 503, success: false, message: '打印服务不可用，请联系管理员' });
      const stored = await offline.inject({ method: 'POST', url: '/gateway/system/print/createAndUpload', payload: { templateCode: noticeCode, frontParams: { title: 't' } }, headers: bearer('buyer') });
      expect(stored.statusCode).toBe(503);
      const word = await pdfCall('buyer', { bizId: contractId, templateType: 'contract', templateId: contractTemplateId, printType: 'word' }, offline);
      expect(word.statusCode).toBe(200);
    } finally {
      if (previous === undefined) delete process.env['CHROMIUM_PATH'];
      else process.env['CHROMIUM_PATH'] = previous;
      await offline.close();
    }
  });

  it('lists only print templates that can print: a file-less one only with a built-in document, one whose file row is gone not at all', async () => {
    const file = await uploaded(`${PRINT_TEMPLATE}/upload`, '临时通知.docx', docxOf(NOTICE_TEMPLATE_LINES));
    await saved(`${PRINT_TEMPLATE}/save`, { name: '有文件的通知', code: 'PT_LIST_WITH_FILE', type: 'test-listing', bizType: 'generic', fileId: file.id, sortNumber: 1 });
    await saved(`${PRINT_TEMPLATE}/save`, { name: '无文件的通知', code: 'PT_LIST_NO_FILE', type: 'test-listing', bizType: 'generic', sortNumber: 2 });
    const listed = async () =>
      (await app.inject({ method: 'GET', url: `${TEMPLATES}?type=test-listing`, headers: bearer('buyer') })).json<Envelope<PageData<PrintTemplate>>>().data;
    expect(await listed()).toMatchObject({ total: 1, result: [{ code: 'PT_LIST_WITH_FILE', fileName: '临时通知.docx', printable: true }] });
    // The file row goes (deleted behind the template's back): the template no longer prints, nor is it listed.
    await database().db.delete(sysFile).where(eq(sysFile.fileKey, file.id));
    expect(await listed()).toMatchObject({ total: 0, result: [] });
    const missing = await pdfCall('buyer', { templateCode: 'PT_LIST_NO_FILE' });
    expect(missing.statusCode).toBe(404);
    expect(failure(missing).message).toBe('模板文件不存在，请重新上传');
  });

  it('prints every template of the demo seed, none of which has a file, and lists them all', async () => {
    // Idempotent: harmless when seedDemoData already wrote them.
    await seedPrintTemplates(database().db, { audit: { createdBy: 'seed', updatedBy: 'seed' } });
    const seededCodes = DEMO_PRINT_TEMPLATES.map((template) => template.code);
    const listedCodes: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const answer = (await app.inject({ method: 'GET', url: `${TEMPLATES}?page=${page}`, headers: bearer('buyer') })).json<Envelope<PageData<PrintTemplate>>>().data;
      for (const row of answer.result) {
        expect(row.printable, row.code).toBe(true);
        listedCodes.push(row.code);
      }
      if (answer.result.length < answer.pageSize) break;
    }
    expect(listedCodes).toEqual(expect.arrayContaining(seededCodes));
    // The pick template prints a seeded pick (bizType pick).
    const [pick] = await database().db.select({ id: purPickHead.id, pickNo: purPickHead.pickNo }).from(purPickHead).orderBy(purPickHead.id).limit(1);
    for (const template of DEMO_PRINT_TEMPLATES) {
      const generic = { frontParams: { title: 'NO-0001', billNo: 'NO-0001', lines: [{ materialName: '玉米' }] } };
      const call = { contract: { who: 'buyer', body: { bizId: contractId }, text: '中粮贸易（大连）有限公司' }, pick: { who: 'admin', body: { bizId: pick?.id }, text: pick?.pickNo ?? 'a seeded pick' } }[template.bizType] ?? { who: 'buyer', body: generic, text: 'NO-0001' };
      const response = await pdfCall(call.who as 'buyer' | 'admin', { templateCode: template.code, ...call.body });
      expect(response.statusCode, `${template.code}: ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/pdf/);
      const text = await pdfText(response.rawPayload);
      expect(text, template.code).toContain(call.text);
    }
    for (const template of DEMO_CONTRACT_TEMPLATES) {
      const response = await pdfCall('buyer', { bizId: contractId, templateType: 'contract', templateCode: template.code, printType: 'word' });
      expect(response.statusCode, `${template.code}: ${response.body.slice(0, 200)}`).toBe(200);
      expect(documentXml(response.rawPayload)).toContain('甲方（采购方）：河北饲料有限公司');
    }
  });

  it('生成并上传 of the print preview: a seeded print template stored as a contract attachment, within the contract scope', async () => {
    const [template] = await database().db.select().from(sysPrintTemplate).where(eq(sysPrintTemplate.code, 'PT_CONTRACT_SOYBEAN_MEAL'));
    const payload = { bizId: contractId, templateId: template?.id, templateType: 'print', printType: 'pdf', bizType: 'contract', bizKey: String(contractId), module: 'contract' };
    const stored = await app.inject({ method: 'POST', url: '/gateway/system/print/createAndUpload', payload, headers: bearer('buyer') });
    expect(stored.statusCode, stored.body).toBe(200);
    const file = stored.json<Envelope<FileInfo>>().data;
    expect(file).toMatchObject({ originalName: `豆粕采购合同-${contractId}.pdf`, fileType: 'pdf', bizType: 'contract', bizKey: String(contractId) });
    const download = await app.inject({ method: 'GET', url: `/gateway/system/file/${file.id}`, headers: bearer('buyer') });
    expect(download.statusCode).toBe(200);
    expect(await pdfText(download.rawPayload)).toContain('豆粕采购合同');
    // A buyer outside the contract's orgs and categories can neither store one nor read the stored one.
    const before = (await database().db.select().from(sysFile)).length;
    const refused = await app.inject({ method: 'POST', url: '/gateway/system/print/createAndUpload', payload, headers: bearer('otherBuyer') });
    expect(refused.statusCode).not.toBe(200);
    expect((await database().db.select().from(sysFile)).length).toBe(before);
    const foreign = await app.inject({ method: 'GET', url: `/gateway/system/file/${file.id}`, headers: bearer('otherBuyer') });
    expect(foreign.statusCode).not.toBe(200);
  });

  it('prints the built-in templates of the demo seed, which have no file', async () => {
    // Idempotent: harmless when seedDemoData already wrote them.
    await seedPrintTemplates(database().db, { audit: { createdBy: 'seed', updatedBy: 'seed' } });
    await seedPrintTemplates(database().db, { audit: { createdBy: 'seed', updatedBy: 'seed' } });
    const contract = await pdfCall('buyer', { bizId: contractId, templateCode: 'PT_CONTRACT_STANDARD' });
    expect(contract.statusCode, contract.body).toBe(200);
    const text = await pdfText(contract.rawPayload);
    expect(text).toContain('采购合同');
    expect(text).toContain('乙方（供应商）：中粮贸易（大连）有限公司（S0001）');
    expect(text).toContain('1,234,567.50');
    const byCategory = await pdfCall('buyer', { bizId: contractId, templateType: 'contract', templateCode: 'CT_FIXED_PRICE', printType: 'word' });
    expect(documentXml(byCategory.rawPayload)).toContain('甲方（采购方）：河北饲料有限公司');
    const corn = await pdfCall('buyer', { bizId: contractId, templateCode: 'PT_CONTRACT_CORN_FRAME' });
    expect(corn.statusCode, corn.body).toBe(200);
    expect(await pdfText(corn.rawPayload)).toContain('玉米集中采购框架合同');
    // 提货单 prints a seeded pick: its number and its lines' materials, whatever frontParams says.
    const [seeded] = await database().db.select({ id: purPickHead.id, pickNo: purPickHead.pickNo }).from(purPickHead).orderBy(purPickHead.id).limit(1);
    const [line] = await database().db.select({ matName: purPickMaterial.matName }).from(purPickMaterial).where(eq(purPickMaterial.pickId, seeded!.id)).limit(1);
    const pick = await pdfCall('admin', { bizId: seeded!.id, templateCode: 'PT_PICK_ORDER', printType: 'word', frontParams: { billNo: 'TH-0001' } });
    expect(pick.statusCode, pick.body).toBe(200);
    const xml = documentXml(pick.rawPayload);
    expect(xml).toContain(`提货单号：${seeded!.pickNo}`);
    expect(xml).not.toContain('TH-0001');
    expect(xml).toContain(line!.matName);
    // Without pick:list (the buyer) the pick does not print.
    expect((await pdfCall('buyer', { bizId: seeded!.id, templateCode: 'PT_PICK_ORDER' })).statusCode).toBe(403);
  });

  it('deleting a contract template deletes its samples', async () => {
    const file = await uploaded(`${CON_TEMPLATE}/upload`, '临时模板.docx', docxOf(CONTRACT_TEMPLATE_LINES));
    const template = await saved(`${CON_TEMPLATE}/save`, { name: '临时模板', code: 'CT_TEMP', templateType: 'basis', fileId: file.id });
    const sampleFile = await uploaded(`${SAMPLE}/upload`, '临时范本.pdf', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'));
    const sample = await saved(`${SAMPLE}/save`, { conTemplateId: template.id, conSampleName: '临时范本', fileId: sampleFile.id });
    const response = await app.inject({ method: 'DELETE', url: `${CON_TEMPLATE}/deleteByIds?ids=${template.id}`, headers: bearer('admin') });
    expect(response.statusCode, response.body).toBe(200);
    expect(await database().db.select().from(conTemplateSample).where(eq(conTemplateSample.id, sample.id))).toHaveLength(0);
  });
});
