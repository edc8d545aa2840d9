import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from './check.js';
import { readSheetBatches } from './workbook.js';

/** An xlsx as exceljs writes it (xl/workbook.xml stored last, after the sheets and the shared strings). */
async function workbookOf(sheets: Record<string, (string | number)[][]>, firstTab?: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  if (firstTab) {
    // The tab order: the named sheet moves to the front of the workbook's list, its part keeps its number.
    const moved = book.worksheets.find((sheet) => sheet.name === firstTab);
    if (moved) (moved as unknown as { orderNo: number }).orderNo = -1;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const CONSUME_HEADERS = ['组织编码', '物料编码', '年月', '预估消耗量', '实际消耗量', '备注'];

async function readAll(bytes: Buffer | Readable): Promise<string[][]> {
  const read: string[][] = [];
  for await (const part of readSheetBatches(Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, 2)) {
    if ('header' in part) read.push(part.header);
    else read.push(...part.rows.map((row) => [String(row.rowNumber), ...row.cells]));
  }
  return read;
}

describe('readSheetBatches (sheet-reader.ts)', () => {
  it('reads the header and the rows in batches, with shared strings, numbers and Chinese text', async () => {
    const bytes = await workbookOf({ 导入: [['组织编码', '数量', '备注'], ['101001', 12.5, '河北'], ['101002', 3, ''], ['101003', '0.125', '天津']] });
    expect(await readAll(bytes)).toEqual([
      ['组织编码', '数量', '备注'],
      ['2', '101001', '12.5', '河北'],
      ['3', '101002', '3', ''],
      ['4', '101003', '0.125', '天津'],
    ]);
  });

  it('reads workbooks exceljs wrote, from a file as the storage opens it, the same way every time (its streaming reader lost xl/workbook.xml once in 150 reads of such a file)', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'sheet-reader-'));
    const outcomes = new Map<string, number>();
    try {
      for (let read = 0; read < 600; read++) {
        // Each workbook a little longer than the last, as uploads differ.
        const note = 'x'.repeat(1 + (read % 97));
        const path = join(folder, `${read % 3}.xlsx`);
        await writeFile(path, await workbookOf({ 导入: [CONSUME_HEADERS, ['201001', '1001010001', '2033-03', '12.5', note, '']] }));
        const handle = await open(path, 'r');
        const outcome = await readAll(handle.createReadStream()).then(
          (rows) => (JSON.stringify(rows) === JSON.stringify([CONSUME_HEADERS, ['2', '201001', '1001010001', '2033-03', '12.5', note, '']]) ? 'read' : JSON.stringify(rows)),
          (error: unknown) => `refused: ${(error as Error).message}`,
        );
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect([...outcomes]).toEqual([['read', 600]]);
  });

  it('reads the first sheet in tab order', async () => {
    const bytes = await workbookOf({ 填写说明: [['说明']], 导入: [['组织编码'], ['101001']] }, '导入');
    expect(await readAll(bytes)).toEqual([['组织编码'], ['2', '101001']]);
  });

  it('refuses bytes that are not an xlsx as 文件格式不正确', async () => {
    await expect(readAll(Buffer.from('组织编码,数量\n101001,1\n'))).rejects.toThrow(new ImportFileError('文件格式不正确，请上传 xlsx 文件'));
  });

  it('refuses a sheet whose first row is empty: the header must be row 1', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('导入').getCell('A2').value = '组织编码';
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    await expect(readAll(bytes)).rejects.toThrow(new ImportFileError('文件第1行须为表头，请下载最新模板'));
  });
});
