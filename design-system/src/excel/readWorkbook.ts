/**
 * exceljs, loaded on first use (dynamic import), so a page that never reads a workbook never
 * downloads it. exceljs is an optional peer dependency of the package: install it to use this.
 */
import { sheetToGrid, type SheetGrid } from './sheetGrid';

/** The visible sheets of an .xlsx workbook as grids, in workbook order. */
export async function readWorkbook(data: ArrayBuffer): Promise<SheetGrid[]> {
  const exceljsModule = await import('exceljs');
  // The browser build is a UMD bundle: its namespace arrives as the default export.
  const ExcelJS = (exceljsModule as unknown as { default?: typeof exceljsModule }).default ?? exceljsModule;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const grids: SheetGrid[] = [];
  workbook.eachSheet((sheet) => {
    if (sheet.state === 'hidden' || sheet.state === 'veryHidden') return;
    grids.push(sheetToGrid(sheet));
  });
  return grids;
}
