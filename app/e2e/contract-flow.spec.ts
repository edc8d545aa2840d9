import { createServer, type IncomingMessage, type Server } from 'node:http';
import { expect, test, type Page } from './underPolicy';
import ExcelJS from 'exceljs';
import { reportCallback } from './contractApi';
import { contractRows, fillContractHead, fillLine, searchContracts } from './contractSteps';
import { axeViolations, signInAs, storedToken } from './helpers';
import { erpReceiverPort } from './ports';

/**
 * A contract from draft to archive, as a buyer runs it in the browser against the real gateway:
 * 新增 with two lines → 提交审批 → OA approves (callback) → 发送供应商 → 提交签章 → the seal system
 * reports the supplier's seal, then both seals (callbacks) → 同步ERP (to a receiver on loopback) →
 * 电子归档 → 纸质归档 → 打印 to PDF → the list's export (下载), read back with exceljs.
 * OA, the seal system and the ERP are outside systems: they are the only parts driven by requests.
 */


interface Received {
  headers: IncomingMessage['headers'];
  body: { contractNo?: string; lines?: unknown[] };
}

/** The ERP: answers {success: true} and keeps what it was sent. */
function startErpReceiver(received: Received[]): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = JSON.parse(text) as Received['body'] & { head?: { contractNo?: string } };
      received.push({ headers: request.headers, body: { contractNo: body.contractNo ?? body.head?.contractNo, lines: body.lines } });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 200, success: true }));
    });
  });
  return new Promise((resolve) => server.listen(erpReceiverPort(test.info().workerIndex), '127.0.0.1', () => resolve(server)));
}

async function report(page: Page, contractNo: string, bizType: 'OA' | 'SEAL', status: string) {
  expect(await reportCallback(page.request, contractNo, bizType, status)).toEqual({ outcome: 'applied', status });
}

test('合同全流程: create with two lines, approve, send, seal, sync, archive, print and export', async ({ page }) => {
  test.setTimeout(300_000);
  const received: Received[] = [];
  const erp = await startErpReceiver(received);
  try {
    await signInAs(page, 'admin');
    const name = `E2E全流程${Date.now()}`;

    // 1. 新增 with two lines: 1 000 t × 2 680.5 + 200.125 t × 3 999.99 = 3 480 998.00.
    await page.goto('/contract/list');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await fillContractHead(page, name);
    await fillLine(page, 1, { material: '玉米', quantity: '1000', price: '2680.5', taxRate: '9' });
    await page.getByRole('button', { name: '新增明细' }).click();
    await fillLine(page, 2, { material: '豆粕', quantity: '200.125', price: '3999.99', taxRate: '13' });
    await expect(page.locator('[data-cell="totalAmount"]')).toHaveText('3480998.00');
    await expect(page.getByTestId('contract-capital')).toHaveText('叁佰肆拾捌万零玖佰玖拾捌元整');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '新增成功' })).toBeVisible();
    await expect(page).toHaveURL(/\/contract\/edit\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const contractNo = (await page.getByTestId('contract-no').textContent())!.trim();
    expect(contractNo).toMatch(/^CG101001\d{12}$/);

    // 2. 提交审批 from the editor.
    await page.getByRole('button', { name: '提交审批' }).click();
    await expect(page.getByRole('note').filter({ hasText: '当前状态的合同不可编辑' })).toBeVisible();

    // 3. OA approves.
    await report(page, contractNo, 'OA', 'APPROVED');

    // 4. 发送供应商 and 提交签章 from the detail.
    await page.goto(`/contract/detail?id=${id}`);
    const heading = page.getByRole('heading', { level: 1, name: `合同详情 ${contractNo}` }).locator('..');
    const actions = page.getByRole('group', { name: '合同操作' });
    await expect(heading).toContainText('审批通过');
    await actions.getByRole('button', { name: '发送供应商' }).click();
    await expect(heading).toContainText('已发送供应商');
    await actions.getByRole('button', { name: '提交签章' }).click();
    await expect(actions.getByRole('button', { name: '提交签章' })).toHaveCount(0);

    // 5. The seal system: the supplier seals (buyer to seal), then the buyer: sealed.
    await report(page, contractNo, 'SEAL', 'SIGN_BUY');
    await report(page, contractNo, 'SEAL', 'SIGN');
    await page.reload();
    await expect(heading).toContainText('已盖章');

    // 6. 同步ERP: the receiver gets the contract with its two lines once; the timeline says 成功.
    await actions.getByRole('button', { name: '同步ERP' }).click();
    await expect(page.getByText('同步任务已提交')).toBeVisible();
    await expect.poll(() => received.length, { timeout: 60_000 }).toBe(1);
    expect(received[0]!.body.contractNo).toBe(contractNo);
    expect(received[0]!.body.lines).toHaveLength(2);
    const syncTimeline = page.getByRole('list', { name: 'ERP同步记录' });
    await expect(async () => {
      await page.reload();
      await expect(syncTimeline).toContainText('成功', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // 7. 电子归档, then 纸质归档.
    await actions.getByRole('button', { name: '电子归档' }).click();
    await expect(heading).toContainText('已电子归档');
    await actions.getByRole('button', { name: '纸质归档' }).click();
    await expect(heading).toContainText('已纸质归档');
    const statusTimeline = page.getByRole('list', { name: '状态记录' });
    for (const move of ['草稿 → 审批中', '审批中 → 审批通过', '审批通过 → 已发送供应商', '已盖章 → 已电子归档', '已电子归档 → 已纸质归档']) {
      await expect(statusTimeline, move).toContainText(move);
    }
    expect(await axeViolations(page)).toEqual([]);

    // 8. 打印: the contract filled into the standard template, as a PDF.
    await actions.getByRole('button', { name: '打印' }).click();
    const preview = page.getByRole('dialog', { name: '打印预览' });
    await expect(preview).toBeVisible();
    const pdfAnswer = page.waitForResponse((response) => response.url().endsWith('/gateway/system/print/pdf'));
    await preview.getByRole('button', { name: /打印模板/ }).click();
    await page.getByRole('option', { name: '采购合同（标准版）' }).click();
    const pdf = await pdfAnswer;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(preview.locator('iframe[title="采购合同（标准版）的 PDF 预览"]')).toBeVisible();
    await preview.getByRole('button', { name: '关闭' }).click();

    // The printed PDF kept as the contract's attachment; its name opens the viewer (PDF.js, drawn on a
    // canvas in the page, under the app's Content-Security-Policy like every step of this test).
    const upload = await page.request.post(`/gateway/system/file/upload?bizType=contract&bizKey=${id}&module=contract`, {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
      multipart: { multipartFile: { name: '合同打印件.pdf', mimeType: 'application/pdf', buffer: await pdf.body() } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: '合同打印件.pdf' }).click();
    const viewer = page.getByRole('dialog', { name: /合同打印件\.pdf/ });
    await expect(viewer.locator('.srm-viewer[data-status="ready"]')).toBeVisible();
    await expect(viewer.locator('[data-rendered] canvas').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    // 9. 下载 (export) of the list, searched by name: the spreadsheet holds this contract, archived, with its total.
    await page.goto('/contract/list');
    await searchContracts(page, name);
    await expect(contractRows(page, name)).toHaveCount(1);
    const download = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('button', { name: '下载', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^合同列表\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(await file.createReadStream());
    const sheet = workbook.worksheets[0]!;
    const headings = (sheet.getRow(1).values as unknown[]).map(String);
    const rows = sheet.getSheetValues().slice(2).filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(1);
    const cell = (title: string) => rows[0]![headings.indexOf(title)];
    expect(cell('合同编号')).toBe(contractNo);
    expect(cell('合同名称')).toBe(name);
    expect(cell('合同状态')).toBe('已纸质归档');
    expect(Number(cell('合同金额'))).toBe(3480998);
  } finally {
    await new Promise((resolve) => erp.close(resolve));
  }
});
