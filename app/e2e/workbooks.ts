import { readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';

/** Writes `rows` into the first sheet of a downloaded template from row 2 (replacing its sample row) and saves it at `path`. */
export async function workbookFrom(template: string, rows: readonly (readonly string[])[], path: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(template)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  rows.forEach((cells, index) => cells.forEach((value, column) => (sheet.getCell(index + 2, column + 1).value = value)));
  await writeFile(path, Buffer.from(await book.xlsx.writeBuffer()));
}
