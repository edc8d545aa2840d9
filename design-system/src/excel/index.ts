/**
 * `@srm/design-system/excel`: reading .xlsx workbooks with exceljs (an optional peer dependency)
 * into plain grids to draw as HTML tables. Its own entry, so the main barrel never brings exceljs.
 * `sheetToGrid` stays internal: its parameter is an exceljs `Worksheet`, whose declarations need
 * Node's types (`stream`, `events`), which a browser app's strict typecheck does not have.
 */
export { readWorkbook } from './readWorkbook';
export { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, type SheetCell, type SheetCellStyle, type SheetColumn, type SheetGrid, type SheetRow } from './sheetGrid';
