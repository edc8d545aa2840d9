/**
 * What an exported cell holds, per field type: numbers stay numbers (so a buyer can sum a column) as
 * long as a double holds them exactly, dictionary codes become their names, instants become Shanghai
 * wall time; everything else is text.
 */
import type { FieldType } from '../list/filters.js';

export interface ExportColumn {
  field: string;
  title: string;
  type: FieldType;
  /** Code → name of the field's dictionary, when it has one. */
  names?: ReadonlyMap<string, string>;
}

/** Digits a double represents exactly in every case. */
const EXACT_DIGITS = 15;

/** `2026-11-21 18:30:05`, in Asia/Shanghai (UTC+8, no daylight saving). */
export function shanghaiDateTime(instant: Date): string {
  const local = new Date(instant.getTime() + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

export function cellValueOf(value: unknown, column: ExportColumn): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (column.names) {
    const code = String(value);
    return column.names.get(code) ?? code;
  }
  switch (column.type) {
    case 'integer':
    case 'decimal': {
      const text = String(value);
      const digits = text.replace(/[^0-9]/g, '').replace(/^0+/, '').length;
      const number = Number(text);
      return Number.isFinite(number) && digits <= EXACT_DIGITS ? number : text;
    }
    case 'datetime':
      return value instanceof Date ? shanghaiDateTime(value) : String(value);
    case 'date':
      return value instanceof Date ? shanghaiDateTime(value).slice(0, 10) : String(value);
    case 'boolean':
      return Boolean(value);
    default:
      return String(value);
  }
}
