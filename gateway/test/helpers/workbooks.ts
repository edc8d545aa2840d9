/**
 * Test support for uploads and spreadsheets: a multipart body holding one file (and form fields), a
 * workbook of rows on one sheet, and the rows of a workbook answered by the gateway as text.
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';

/** A multipart/form-data body with `file` (named `filename`) after the given fields, for app.inject. */
export function multipartFile(filename: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----srmTest${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An .xlsx with `rows` on one sheet named `sheetName`. */
export async function workbookOf(sheetName: string, rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's rows, every cell as text ('' when empty). */
export async function sheetRowsOf(content: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}
