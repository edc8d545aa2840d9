import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { argbToHex, columnLetter, formatCellValue, formatDate, formatNumber, sheetToGrid } from './sheetGrid';

describe('cell texts', () => {
  it('formats numbers as their number format says', () => {
    expect(formatNumber(1200, '#,##0.00')).toBe('1,200.00');
    expect(formatNumber(1234567.891, '#,##0')).toBe('1,234,568');
    expect(formatNumber(2350, '0.00')).toBe('2350.00');
    expect(formatNumber(0.132, '0.0%')).toBe('13.2%');
    expect(formatNumber(0.5, '0%')).toBe('50%');
    expect(formatNumber(-1234.5, '#,##0.00;[Red]-#,##0.00')).toBe('-1,234.50');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(42, 'General')).toBe('42');
    expect(formatNumber(7, '@')).toBe('7');
  });

  it('formats dates as days, or days and times when the format has hours (UTC, as exceljs reads them)', () => {
    const date = new Date(Date.UTC(2026, 5, 1, 8, 5, 9));
    expect(formatDate(date, 'yyyy-mm-dd')).toBe('2026-06-01');
    expect(formatDate(date, 'yyyy/m/d h:mm')).toBe('2026-06-01 08:05');
    expect(formatDate(date, 'yyyy-mm-dd hh:mm:ss')).toBe('2026-06-01 08:05:09');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('reads every kind of exceljs value', () => {
    expect(formatCellValue(null)).toBe('');
    expect(formatCellValue('玉米')).toBe('玉米');
    expect(formatCellValue(true)).toBe('TRUE');
    expect(formatCellValue({ richText: [{ text: '二等' }, { text: '黄玉米', font: { bold: true } }] })).toBe('二等黄玉米');
    expect(formatCellValue({ formula: 'SUM(A1:A3)', result: 1200 }, '#,##0.00')).toBe('1,200.00');
    expect(formatCellValue({ formula: 'A1', result: undefined } as never)).toBe('');
    expect(formatCellValue({ text: '合同链接', hyperlink: 'https://example.com' })).toBe('合同链接');
    expect(formatCellValue({ error: '#N/A' } as never)).toBe('#N/A');
  });

  it('names columns like Excel and reads ARGB colours', () => {
    expect([1, 26, 27, 52, 53, 702, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(argbToHex('FFE8F3FF')).toBe('#e8f3ff');
    expect(argbToHex('165DFF')).toBe('#165dff');
    expect(argbToHex(undefined)).toBeUndefined();
    expect(argbToHex('theme')).toBeUndefined();
  });
});

function arrivalsSheet() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('到货明细');
  sheet.getColumn(2).width = 16;
  sheet.mergeCells('A1:C1');
  sheet.getCell('A1').value = '6月到货明细';
  sheet.getCell('A1').alignment = { horizontal: 'center' };
  sheet.getCell('A1').font = { bold: true };
  sheet.getRow(2).values = ['日期', '供应商', '数量'];
  sheet.getCell('B2').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F3FF' } };
  sheet.getCell('C2').font = { italic: true, color: { argb: 'FFCB2634' } };
  sheet.getRow(3).values = [new Date(Date.UTC(2026, 5, 1)), '大连粮食贸易', 320.5];
  sheet.getCell('A3').numFmt = 'yyyy-mm-dd';
  sheet.getCell('C3').numFmt = '#,##0.00';
  sheet.mergeCells('A4:A5');
  sheet.getCell('A4').value = '合计';
  sheet.getCell('C5').value = { formula: 'SUM(C3:C3)', result: 320.5 } as never;
  return sheet;
}

describe('sheet to grid', () => {
  it('keeps texts, formats, merges and styles of a real exceljs sheet', () => {
    const grid = sheetToGrid(arrivalsSheet());
    expect(grid.name).toBe('到货明细');
    expect(grid.columns).toEqual([{ letter: 'A' }, { letter: 'B', width: 16 }, { letter: 'C' }]);
    expect(grid.rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5]);
    const [title, covered1, covered2] = grid.rows[0]!.cells;
    expect(title).toMatchObject({ text: '6月到货明细', colSpan: 3, rowSpan: 1, style: { align: 'center', bold: true } });
    expect(covered1).toBeNull();
    expect(covered2).toBeNull();
    expect(grid.rows[1]!.cells[1]).toMatchObject({ text: '供应商', style: { background: '#e8f3ff' } });
    expect(grid.rows[1]!.cells[2]).toMatchObject({ style: { italic: true, color: '#cb2634' } });
    // Numbers and dates line up on the right unless the sheet says otherwise.
    expect(grid.rows[2]!.cells.map((cell) => cell && [cell.text, cell.style.align])).toEqual([
      ['2026-06-01', 'right'],
      ['大连粮食贸易', undefined],
      ['320.50', 'right'],
    ]);
    expect(grid.rows[3]!.cells[0]).toMatchObject({ text: '合计', rowSpan: 2, colSpan: 1 });
    expect(grid.rows[4]!.cells[0]).toBeNull();
    expect(grid.rows[4]!.cells[2]).toMatchObject({ text: '320.5', style: { align: 'right' } });
    expect(grid.truncatedRows).toBe(false);
    expect(grid.truncatedColumns).toBe(false);
  });

  it('keeps at most the given rows and columns, and shows a merge cut by the limit from where it is visible', () => {
    const grid = sheetToGrid(arrivalsSheet(), 4, 2);
    expect(grid.rows).toHaveLength(4);
    expect(grid.columns.map((column) => column.letter)).toEqual(['A', 'B']);
    expect(grid.rows[0]!.cells[0]).toMatchObject({ colSpan: 2 });
    expect(grid.rows[3]!.cells[0]).toMatchObject({ text: '合计', rowSpan: 1 });
    expect(grid.truncatedRows).toBe(true);
    expect(grid.truncatedColumns).toBe(true);
  });

  it('gives an empty sheet no rows', () => {
    const grid = sheetToGrid(new ExcelJS.Workbook().addWorksheet('空表'));
    expect(grid.rows).toEqual([]);
    expect(grid.columns).toEqual([]);
  });
});
