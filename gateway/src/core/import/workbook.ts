/**
 * The workbooks of an import, with exceljs: the template (headers, a sample row, and a 填写说明 sheet),
 * the upload read as a stream of row batches (its first sheet only; memory stays flat however many rows
 * a file has), and the error workbook (the failing rows as they were written, with a 错误信息 column).
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadedExcelJs, loadExcelJs } from '../lazy-modules.js';
import type { ImportColumn } from './declaration.js';
import { ImportFileError, type SheetRow } from './check.js';
import { firstSheetRows } from './sheet-reader.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Columns read from a sheet: a sheet formatted across every column must not make each row 16,384 cells. */
export const MAX_SHEET_COLUMNS = 60;
export const ERROR_COLUMN_HEADER = '错误信息';

export const WORKBOOK_MESSAGES = {
  notXlsx: '文件格式不正确，请上传 xlsx 文件',
  noSheet: '文件中没有工作表',
  noHeader: '文件第1行须为表头，请下载最新模板',
} as const;

/** The general lines of every template's 填写说明 sheet, after the declaration's own. */
export function templateInstructions(own: readonly string[], maxRows: number): string[] {
  return [
    ...own,
    '带 * 的列必填；请勿修改第1行的表头，也不要删除或调换列。',
    '第2行是示例数据，导入前请替换或删除。',
    '数字列请填写数字，日期列请填写 YYYY-MM-DD 格式的日期。',
    '导入前会先校验全部数据；有错误时可下载错误文件，按“错误信息”列修改后重新上传。',
    '校验通过后再点“导入”，全部数据一次导入，任何一行保存失败则全部不导入。',
    `文件不超过10M，一次最多 ${maxRows} 行；超过 5000 行的文件转为后台任务，可在下载中心查看进度。`,
  ].map((line, index) => `${index + 1}. ${line}`);
}

const widthOf = (title: string): number => Math.min(Math.max([...title].reduce((sum, char) => sum + (/[\u2e80-\uffff]/u.test(char) ? 2 : 1), 0) + 4, 12), 40);

/** The template: the declared headers (required ones marked *), a sample row, and the instructions. */
export async function templateWorkbook(sheetName: string, columns: readonly ImportColumn[], instructions: readonly string[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.required ? `${column.header}*` : column.header, width: widthOf(column.header) }));
  sheet.getRow(1).font = { bold: true };
  // Every cell is text, so a code like 001 stays 001 and a number keeps the digits written.
  columns.forEach((_column, index) => {
    sheet.getColumn(index + 1).numFmt = '@';
  });
  sheet.addRow(columns.map((column) => column.sample));
  const notes = workbook.addWorksheet('填写说明');
  notes.getColumn(1).width = 110;
  instructions.forEach((line, index) => {
    notes.getCell(index + 1, 1).value = line;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell's text as the user sees it: numbers as written, dates as YYYY-MM-DD, formulas by their result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return String(value.text);
  return '';
}

function rowTexts(row: ExcelJS.Row): string[] {
  const width = Math.min(row.cellCount, MAX_SHEET_COLUMNS);
  return Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1).value));
}

/**
 * Reads the first sheet of an xlsx stream (sheet-reader.ts): its header, then its data rows in batches of
 * `batchSize`. A file that is not an xlsx (or has no sheet) is refused with an ImportFileError.
 */
export async function* readSheetBatches(stream: Readable, batchSize: number): AsyncGenerator<{ header: string[] } | { rows: SheetRow[] }> {
  const ExcelJS = await loadExcelJs();
  let sawHeader = false;
  try {
    const rows = await firstSheetRows(ExcelJS, stream);
    if (!rows) throw new ImportFileError(WORKBOOK_MESSAGES.noSheet);
    let batch: SheetRow[] = [];
    for await (const row of rows) {
      if (!sawHeader) {
        if (row.number !== 1) throw new ImportFileError(WORKBOOK_MESSAGES.noHeader);
        sawHeader = true;
        yield { header: rowTexts(row) };
        continue;
      }
      batch.push({ rowNumber: row.number, cells: rowTexts(row) });
      if (batch.length >= batchSize) {
        yield { rows: batch };
        batch = [];
      }
    }
    if (batch.length > 0) yield { rows: batch };
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(WORKBOOK_MESSAGES.notXlsx);
  } finally {
    stream.destroy();
  }
  if (!sawHeader) throw new ImportFileError(WORKBOOK_MESSAGES.noHeader);
}

/**
 * Writes the failing rows, as written, with their messages, into an xlsx file at `path` as they come.
 * Made while a sheet is read (readSheetBatches), so exceljs is already loaded.
 */
export class ErrorWorkbookWriter {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  rows = 0;

  constructor(
    readonly path: string,
    sheetName: string,
    private readonly columns: readonly ImportColumn[],
  ) {
    this.workbook = new (loadedExcelJs().stream.xlsx.WorkbookWriter)({ filename: path, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
    this.sheet = this.workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    this.sheet.columns = [...columns.map((column) => ({ width: widthOf(column.header) })), { width: 60 }];
    const header = this.sheet.addRow(['行号', ...columns.map((column) => (column.required ? `${column.header}*` : column.header)), ERROR_COLUMN_HEADER]);
    header.font = { bold: true };
    header.commit();
  }

  /** One failing row: its sheet row number, its cells in the declared order, and the message. */
  add(row: SheetRow, indexOf: ReadonlyMap<string, number>, message: string): void {
    const cells = this.columns.map((column) => {
      const index = indexOf.get(column.key);
      return index === undefined ? '' : (row.cells[index] ?? '');
    });
    const added = this.sheet.addRow([row.rowNumber, ...cells, message]);
    added.getCell(cells.length + 2).font = { color: { argb: 'FFCF1322' } };
    added.commit();
    this.rows += 1;
  }

  async finish(): Promise<Readable> {
    this.sheet.commit();
    await this.workbook.commit();
    return createReadStream(this.path);
  }
}
