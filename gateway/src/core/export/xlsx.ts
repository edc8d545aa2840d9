/**
 * Streams rows into an .xlsx file with exceljs's streaming writer: each row is committed (written out
 * and dropped) as soon as it is added, so memory stays flat however many rows an export has.
 */
import { once } from 'node:events';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../lazy-modules.js';
import { cellValueOf, type ExportColumn } from './cells.js';

export interface XlsxWriteOptions {
  path: string;
  sheetName: string;
  columns: readonly ExportColumn[];
  batches: AsyncIterable<readonly Record<string, unknown>[]>;
  /** More rows than this fail the export with `tooManyRows` (a sheet holds 1,048,576 rows). */
  maxRows: number;
  /** Called after each batch with the rows written so far (a heartbeat for the task). */
  onProgress?: (rows: number) => Promise<void>;
}

export class TooManyRowsError extends Error {
  constructor(readonly maxRows: number) {
    super(`more than ${maxRows} rows`);
    this.name = 'TooManyRowsError';
  }
}

/** Column width in characters: CJK characters count double; capped so a long remark stays readable. */
function widthOf(title: string): number {
  let width = 0;
  for (const char of title) width += /[\u2e80-\uffff]/.test(char) ? 2 : 1;
  return Math.min(Math.max(width + 4, 12), 40);
}

/**
 * What exceljs's sheet stream (its StreamBuf) pipes the sheet's XML into: the zip entry's stream, a
 * readable-stream v2 PassThrough, whose buffered length is in `_writableState`.
 */
interface SheetStream {
  pipes?: (NodeJS.EventEmitter & { _writableState?: { length: number; needDrain: boolean } })[];
}

/**
 * exceljs writes committed rows into the zip without waiting for the compressor to keep up (StreamBuf
 * ignores backpressure), so a fast query piles megabytes of XML in memory per batch. Waiting after each
 * batch for the zip entry to drain keeps an export's memory flat however many rows it has.
 */
async function drained(sheet: ExcelJS.Worksheet): Promise<void> {
  const { pipes = [] } = (sheet as unknown as { stream: SheetStream }).stream;
  for (const pipe of pipes) {
    if (pipe._writableState?.needDrain) await once(pipe, 'drain');
  }
}

/**
 * The style of every data cell, one object. exceljs gives each new cell a style object of its own and,
 * with styles on, renders each one to XML to find its style id (a WeakMap keyed by the object only
 * helps when cells share it): that look-up was more than half of the writer's time. Never mutated.
 */
const DATA_CELL_STYLE: Partial<ExcelJS.Style> = {};

/** Adds one data row whose cells all share DATA_CELL_STYLE, and writes it out. */
function writeRow(sheet: ExcelJS.Worksheet, values: (string | number | boolean | null)[]): void {
  const row = sheet.addRow(values);
  row.eachCell({ includeEmpty: true }, (cell) => {
    cell.style = DATA_CELL_STYLE;
  });
  row.commit();
}

/** Writes the workbook and answers the number of data rows. */
export async function writeXlsx(options: XlsxWriteOptions): Promise<number> {
  const { path, sheetName, columns, batches, maxRows, onProgress } = options;
  const ExcelJS = await loadExcelJs();
  // Compression level 1: an export is downloaded once; writing it fast matters more than a smaller file.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.field, width: widthOf(column.title) }));
  const header = sheet.addRow(columns.map((column) => column.title));
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for await (const batch of batches) {
    if (written + batch.length > maxRows) throw new TooManyRowsError(maxRows);
    for (const row of batch) writeRow(sheet, columns.map((column) => cellValueOf(row[column.field], column)));
    written += batch.length;
    await drained(sheet);
    await onProgress?.(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
