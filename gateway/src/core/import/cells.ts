/**
 * The cell rules of an import (pure): a cell's text, as the sheet shows it, parsed by its column's type
 * into the value saved (a decimal string, an ISO date, a choice's value) or refused with the sentence
 * the row's 第N行：… message carries. The same rules as the forms: required, length, digits, range.
 */
import type { ImportColumn } from './declaration.js';

export const DEFAULT_MAX_TEXT_LENGTH = 200;

export const CELL_MESSAGES = {
  required: (header: string) => `${header}不能为空`,
  tooLong: (header: string, max: number) => `${header}不能超过${max}个字符`,
  notNumber: (header: string) => `${header}须为数字`,
  notInteger: (header: string) => `${header}须为整数`,
  tooManyDigits: (header: string, scale: number) => `${header}最多保留${scale}位小数`,
  belowMin: (header: string, min: string) => `${header}不能小于${min}`,
  aboveMax: (header: string, max: string) => `${header}不能大于${max}`,
  notDate: (header: string) => `${header}须为日期，格式为 YYYY-MM-DD`,
  notChoice: (header: string, labels: readonly string[]) => `${header}须为${labels.join('、')}之一`,
} as const;

export type CellResult = { ok: true; value: string | null } | { ok: false; message: string };

const DECIMAL = /^[+-]?(\d+)(?:\.(\d+))?$/u;
const INTEGER = /^[+-]?\d+$/u;
const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/u;

/** A decimal string without a plus sign, surplus leading zeros or a bare point ("+012.50" → "12.50"). */
export function normalDecimal(text: string): string | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const negative = text.startsWith('-');
  const integer = (match[1] ?? '0').replace(/^0+(?=\d)/u, '');
  const fraction = match[2] ?? '';
  const zero = /^0*$/u.test(integer) && /^0*$/u.test(fraction);
  return `${negative && !zero ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`;
}

/** Compares two normal decimal strings exactly: −1, 0 or 1. */
export function compareDecimalText(a: string, b: string): number {
  const sign = (text: string) => (text.startsWith('-') ? -1 : 1);
  if (sign(a) !== sign(b)) return sign(a) < sign(b) ? -1 : 1;
  const [ai = '', af = ''] = a.replace(/^-/u, '').split('.');
  const [bi = '', bf = ''] = b.replace(/^-/u, '').split('.');
  let magnitude = 0;
  if (ai.length !== bi.length) magnitude = ai.length < bi.length ? -1 : 1;
  else {
    const width = Math.max(af.length, bf.length);
    const left = ai + af.padEnd(width, '0');
    const right = bi + bf.padEnd(width, '0');
    magnitude = left === right ? 0 : left < right ? -1 : 1;
  }
  return magnitude * sign(a);
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parseNumber(text: string, column: ImportColumn): CellResult {
  const isInteger = column.type === 'integer';
  if (isInteger ? !INTEGER.test(text) : !DECIMAL.test(text)) {
    return { ok: false, message: isInteger && DECIMAL.test(text) ? CELL_MESSAGES.notInteger(column.header) : CELL_MESSAGES.notNumber(column.header) };
  }
  const value = normalDecimal(text) as string;
  const fraction = value.split('.')[1] ?? '';
  if (column.scale !== undefined && fraction.length > column.scale) return { ok: false, message: CELL_MESSAGES.tooManyDigits(column.header, column.scale) };
  if (column.min !== undefined && compareDecimalText(value, column.min) < 0) return { ok: false, message: CELL_MESSAGES.belowMin(column.header, column.min) };
  if (column.max !== undefined && compareDecimalText(value, column.max) > 0) return { ok: false, message: CELL_MESSAGES.aboveMax(column.header, column.max) };
  return { ok: true, value };
}

/** The value of one cell, or the sentence that refuses it. */
export function parseCell(raw: string, column: ImportColumn): CellResult {
  const text = raw.trim();
  if (text === '') return column.required ? { ok: false, message: CELL_MESSAGES.required(column.header) } : { ok: true, value: null };
  switch (column.type) {
    case 'decimal':
    case 'integer':
      return parseNumber(text.replace(/,/gu, ''), column);
    case 'date': {
      const match = DATE.exec(text);
      const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
      if (!match || !isRealDate(year, month, day)) return { ok: false, message: CELL_MESSAGES.notDate(column.header) };
      return { ok: true, value: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
    }
    case 'choice': {
      const choice = column.choices?.find((option) => option.label === text || option.value === text);
      if (!choice) return { ok: false, message: CELL_MESSAGES.notChoice(column.header, (column.choices ?? []).map((option) => option.label)) };
      return { ok: true, value: choice.value };
    }
    default: {
      const max = column.maxLength ?? DEFAULT_MAX_TEXT_LENGTH;
      if ([...text].length > max) return { ok: false, message: CELL_MESSAGES.tooLong(column.header, max) };
      return { ok: true, value: text };
    }
  }
}
