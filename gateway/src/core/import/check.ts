/**
 * Checking the rows of an import (pure, apart from the declaration's own context): the header is mapped
 * to the declared columns, each cell is parsed by its column's rules, a row repeating an earlier one's
 * key is refused, and the declaration checks the rest against its context. Rows arrive in batches, so a
 * file of any length is checked in bounded memory; the checker remembers only the keys it has seen.
 */
import { parseCell } from './cells.js';
import type { AnyImportDeclaration, ImportColumn, ImportRowOf, ImportValues } from './declaration.js';

export interface SheetRow {
  /** The row number in the sheet (the header is row 1). */
  rowNumber: number;
  /** Cell texts by column index (0-based). */
  cells: readonly string[];
}

export interface FailedRow {
  row: SheetRow;
  /** The row's problems, each a sentence without the 第N行： prefix. */
  problems: string[];
}

export const CHECK_MESSAGES = {
  missingColumns: (headers: readonly string[]) => `模板不正确：缺少“${headers.join('”“')}”列，请下载最新模板`,
  noRows: '文件中没有可导入的数据',
  duplicate: (firstRow: number) => `与第${firstRow}行重复`,
} as const;

/** A problem with the file as a whole (400), as opposed to row problems. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** `第12行：A；B`: the row's message as the spec writes it. */
export const rowMessage = (rowNumber: number, problems: readonly string[]): string => `第${rowNumber}行：${problems.join('；')}`;

/** The header cell without a required mark (`工号*`) or surrounding space. */
export const headerName = (text: string): string => text.trim().replace(/[*＊]$/u, '').trim();

/**
 * Where each declared column is in the sheet; a required column missing from the header is refused, and
 * so is a header the declaration's own check refuses.
 */
export function mapHeader(header: readonly string[], columns: readonly ImportColumn[], checkHeader?: (present: ReadonlySet<string>) => string | null): Map<string, number> {
  const positions = new Map<string, number>();
  header.forEach((text, index) => {
    const name = headerName(text);
    if (name !== '' && !positions.has(name)) positions.set(name, index);
  });
  const indexOf = new Map<string, number>();
  const missing: string[] = [];
  for (const column of columns) {
    const position = positions.get(column.header);
    if (position === undefined) {
      if (column.required) missing.push(column.header);
    } else indexOf.set(column.key, position);
  }
  if (missing.length > 0) throw new ImportFileError(CHECK_MESSAGES.missingColumns(missing));
  const problem = checkHeader?.(new Set(positions.keys()));
  if (problem) throw new ImportFileError(problem);
  return indexOf;
}

/** Whether every cell of the row is blank (such rows are skipped, as a user expects). */
export const isBlankRow = (row: SheetRow): boolean => row.cells.every((text) => text.trim() === '');

/** Parses a row's cells: its values, or the sentences of the cells that failed. */
export function parseRow(row: SheetRow, columns: readonly ImportColumn[], indexOf: ReadonlyMap<string, number>): { values: ImportValues; problems: string[] } {
  const values: ImportValues = {};
  const problems: string[] = [];
  for (const column of columns) {
    const index = indexOf.get(column.key);
    const result = parseCell(index === undefined ? '' : (row.cells[index] ?? ''), column);
    if (result.ok) values[column.key] = result.value;
    else {
      values[column.key] = null;
      problems.push(result.message);
    }
  }
  return { values, problems };
}

export interface CheckedBatch {
  valid: ImportRowOf[];
  failed: FailedRow[];
}

/** Checks the rows of one file, batch by batch, remembering the keys seen for the duplicate rule. */
export class RowChecker {
  private readonly firstRowOfKey = new Map<string, number>();

  constructor(
    private readonly declaration: AnyImportDeclaration,
    private readonly indexOf: ReadonlyMap<string, number>,
  ) {}

  /** Cell rules and duplicates first, then the declaration's own checks with the context of the batch. */
  async checkBatch(rows: readonly SheetRow[], loadContext: (values: readonly ImportValues[]) => Promise<unknown>): Promise<CheckedBatch> {
    const { declaration } = this;
    const parsed = rows.map((row) => ({ row, ...parseRow(row, declaration.columns, this.indexOf) }));
    for (const entry of parsed) {
      if (entry.problems.length > 0 || !declaration.rowKey) continue;
      const key = declaration.rowKey(entry.values);
      const first = this.firstRowOfKey.get(key);
      if (first === undefined) this.firstRowOfKey.set(key, entry.row.rowNumber);
      else entry.problems.push(CHECK_MESSAGES.duplicate(first));
    }
    const clean = parsed.filter((entry) => entry.problems.length === 0);
    const context = clean.length > 0 ? await loadContext(clean.map((entry) => entry.values)) : undefined;
    const batch: CheckedBatch = { valid: [], failed: [] };
    for (const entry of parsed) {
      if (entry.problems.length === 0) entry.problems.push(...declaration.checkRow(entry.values, context));
      if (entry.problems.length === 0) batch.valid.push({ rowNumber: entry.row.rowNumber, values: entry.values });
      else batch.failed.push({ row: entry.row, problems: entry.problems });
    }
    return batch;
  }
}
