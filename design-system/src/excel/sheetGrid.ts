/**
 * A worksheet (read by exceljs) as a plain grid to draw as an HTML table: cell texts formatted as
 * Excel shows them (dates, decimals, thousands, percentages), merged cells as row/col spans, and a
 * few cell styles (bold, italic, alignment, font and fill colours). Pure: no DOM, no React; the
 * exceljs types are imported as types only.
 */
import type { Cell, CellValue, Worksheet } from 'exceljs';

/** At most this many rows of a sheet are drawn. */
export const MAX_SHEET_ROWS = 1000;
/** At most this many columns of a sheet are drawn. */
export const MAX_SHEET_COLUMNS = 100;

export interface SheetCellStyle {
  bold?: boolean;
  italic?: boolean;
  align?: 'left' | 'center' | 'right';
  /** `#rrggbb` */
  color?: string;
  /** `#rrggbb` */
  background?: string;
}

export interface SheetCell {
  text: string;
  colSpan: number;
  rowSpan: number;
  style: SheetCellStyle;
}

export interface SheetRow {
  /** The sheet's 1-based row number. */
  number: number;
  /** One entry per column; `null` where a merged cell above or to the left covers it. */
  cells: (SheetCell | null)[];
}

export interface SheetColumn {
  /** `A`, `B`, … `AA`. */
  letter: string;
  /** Width in characters, when the sheet sets one. */
  width?: number;
}

export interface SheetGrid {
  name: string;
  columns: SheetColumn[];
  rows: SheetRow[];
  /** The sheet has more rows than were kept. */
  truncatedRows: boolean;
  /** The sheet has more columns than were kept. */
  truncatedColumns: boolean;
}

/** 1 → A, 26 → Z, 27 → AA. */
export function columnLetter(column: number): string {
  let n = Math.max(1, Math.trunc(column));
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** A date as Excel shows it with `numFmt`: day, or day and time when the format has hours. Dates from exceljs are UTC. */
export function formatDate(date: Date, numFmt = ''): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  if (!/h/i.test(numFmt)) return day;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  return /s/i.test(numFmt.replace(/"[^"]*"/g, '')) ? `${day} ${time}:${pad(date.getUTCSeconds())}` : `${day} ${time}`;
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A number as Excel shows it with `numFmt`: `0.00`, `#,##0`, `#,##0.00`, `0%`, `0.0%`; otherwise as written. */
export function formatNumber(value: number, numFmt = ''): string {
  if (!Number.isFinite(value)) return String(value);
  // The positive section only, without quoted text, colours or conditions.
  const format = (numFmt.split(';')[0] ?? '').replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  if (!format || /general/i.test(format) || !/[0#]/.test(format)) return String(Number.parseFloat(value.toPrecision(15)));
  const percent = format.includes('%');
  const decimals = /\.([0#]+)/.exec(format)?.[1]?.length ?? 0;
  const shown = percent ? value * 100 : value;
  const fixed = Math.abs(shown).toFixed(decimals);
  const [integer = '0', fraction] = fixed.split('.');
  const grouped = format.includes(',') ? groupThousands(integer) : integer;
  const sign = shown < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}${percent ? '%' : ''}`;
}

/** The text of any exceljs cell value (formula results, rich text, links, errors included). */
export function formatCellValue(value: CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value, numFmt);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return formatDate(value, numFmt);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return String(value.error);
  if ('hyperlink' in value) {
    const text = value.text as unknown;
    if (typeof text === 'string') return text;
    if (text && typeof text === 'object' && 'richText' in text) return formatCellValue(text as CellValue);
    return value.hyperlink;
  }
  if ('formula' in value || 'sharedFormula' in value) return formatCellValue((value as { result?: CellValue }).result ?? null, numFmt);
  return '';
}

/** `FFRRGGBB` (exceljs ARGB) → `#rrggbb`; undefined for theme colours and bad values. */
export function argbToHex(argb: string | undefined): string | undefined {
  if (!argb || !/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(argb)) return undefined;
  return `#${argb.slice(-6).toLowerCase()}`;
}

function cellStyle(cell: Cell, text: string): SheetCellStyle {
  const style: SheetCellStyle = {};
  const font = cell.font;
  if (font?.bold) style.bold = true;
  if (font?.italic) style.italic = true;
  const color = argbToHex(font?.color?.argb);
  if (color) style.color = color;
  const fill = cell.fill;
  if (fill?.type === 'pattern' && fill.pattern === 'solid') {
    const background = argbToHex(fill.fgColor?.argb);
    if (background) style.background = background;
  }
  const horizontal = cell.alignment?.horizontal;
  if (horizontal === 'center' || horizontal === 'centerContinuous') style.align = 'center';
  else if (horizontal === 'right') style.align = 'right';
  else if (horizontal === 'left') style.align = 'left';
  else if (text && (typeof cell.value === 'number' || cell.value instanceof Date || isNumericFormula(cell.value))) style.align = 'right';
  return style;
}

function isNumericFormula(value: CellValue): boolean {
  return !!value && typeof value === 'object' && !(value instanceof Date) && ('formula' in value || 'sharedFormula' in value) && typeof (value as { result?: unknown }).result === 'number';
}

/** The sheet as a grid of at most `maxRows` × `maxColumns`, with merges as spans. */
export function sheetToGrid(sheet: Worksheet, maxRows = MAX_SHEET_ROWS, maxColumns = MAX_SHEET_COLUMNS): SheetGrid {
  const rowCount = Math.min(sheet.rowCount, maxRows);
  const columnCount = Math.min(sheet.columnCount, maxColumns);

  // First pass: how far each merge reaches (its covered cells name their master).
  const reach = new Map<string, { row: number; column: number }>();
  for (let r = 1; r <= rowCount; r += 1) {
    for (let c = 1; c <= columnCount; c += 1) {
      const cell = sheet.findCell(r, c);
      if (!cell?.isMerged || cell.master.address === cell.address) continue;
      const master = cell.master.address;
      const far = reach.get(master) ?? { row: 0, column: 0 };
      reach.set(master, { row: Math.max(far.row, r), column: Math.max(far.column, c) });
    }
  }

  const rows: SheetRow[] = [];
  for (let r = 1; r <= rowCount; r += 1) {
    const cells: (SheetCell | null)[] = [];
    for (let c = 1; c <= columnCount; c += 1) {
      const cell = sheet.findCell(r, c);
      if (cell?.isMerged && cell.master.address !== cell.address) {
        // Covered by a merge whose master is inside the grid; a master cut off by the limits shows here.
        const master = cell.master;
        const masterInside = Number(master.row) <= rowCount && Number(master.col) <= columnCount;
        if (masterInside) {
          cells.push(null);
          continue;
        }
      }
      if (!cell) {
        cells.push({ text: '', colSpan: 1, rowSpan: 1, style: {} });
        continue;
      }
      const text = formatCellValue(cell.value, cell.numFmt);
      const far = reach.get(cell.address);
      cells.push({
        text,
        colSpan: far ? far.column - c + 1 : 1,
        rowSpan: far ? far.row - r + 1 : 1,
        style: cellStyle(cell, text),
      });
    }
    rows.push({ number: r, cells });
  }

  const columns: SheetColumn[] = [];
  for (let c = 1; c <= columnCount; c += 1) {
    const width = sheet.getColumn(c).width;
    columns.push(width ? { letter: columnLetter(c), width } : { letter: columnLetter(c) });
  }
  return {
    name: sheet.name,
    columns,
    rows,
    truncatedRows: sheet.rowCount > rowCount,
    truncatedColumns: sheet.columnCount > columnCount,
  };
}
