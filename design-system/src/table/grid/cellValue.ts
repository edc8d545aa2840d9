import { formatDate } from '../../i18n/format/date';
import { decimalToString, sumDecimals } from '../../i18n/format/decimal';
import { formatAmount, formatNumber } from '../../i18n/format/number';
import type { ColumnValueType, ProColumn } from '../types';

/** The value of a column on a row: `row[dataIndex ?? key]`, following dots (`supplier.name`). */
export function cellValue(row: unknown, column: Pick<ProColumn, 'key' | 'dataIndex'>): unknown {
  const path = column.dataIndex ?? column.key;
  if (row === null || typeof row !== 'object') return undefined;
  const record = row as Record<string, unknown>;
  if (path in record || !path.includes('.')) return record[path];
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const DATE_KINDS = { date: 'date', datetime: 'datetime', month: 'month', year: 'year' } as const;
const DATE_SHAPES = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  month: /^\d{4}-\d{2}$/,
  year: /^\d{4}$/,
} as const;

/**
 * The text of a value for its type: money with 2 decimals (exact) and separators, numbers with
 * separators, dates in the product's formats; anything else as text. Empty values give ''.
 */
export function formatCellText(value: unknown, valueType: ColumnValueType = 'text', locale = 'zh-CN'): string {
  if (value === null || value === undefined || value === '') return '';
  switch (valueType) {
    case 'money':
      return typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint' ? formatAmount(value, 2, locale) || String(value) : String(value);
    case 'number':
      return typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint' ? formatNumber(value, { locale }) || String(value) : String(value);
    case 'date':
    case 'datetime':
    case 'month':
    case 'year':
      // Already in the product's format (the usual case from the gateway): no date parsing.
      if (typeof value === 'string' && DATE_SHAPES[valueType].test(value)) return value;
      return value instanceof Date || typeof value === 'string' || typeof value === 'number' ? formatDate(value, DATE_KINDS[valueType]) : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  }
}

/** Numbers and money read right-aligned; everything else left unless the column says otherwise. */
export function cellAlign(column: Pick<ProColumn, 'align' | 'valueType'>): 'left' | 'center' | 'right' {
  if (column.align) return column.align;
  return column.valueType === 'money' || column.valueType === 'number' ? 'right' : 'left';
}

/**
 * The page subtotal of a column: the exact sum of its values on the loaded rows, as decimal text
 * (`'1234.5'`), or '' when no row has a number.
 */
export function columnSubtotal(rows: readonly unknown[], column: Pick<ProColumn, 'key' | 'dataIndex'>): string {
  const sum = sumDecimals(
    (function* values() {
      for (const row of rows) {
        const value = cellValue(row, column);
        if (typeof value === 'number' || typeof value === 'string' || typeof value === 'bigint') yield value;
      }
    })(),
  );
  return sum ? decimalToString(sum) : '';
}
