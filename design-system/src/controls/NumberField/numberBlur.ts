/**
 * What a number input settles on when it loses focus (spec 01 §5 "Inputs"), on exact decimal
 * strings: the value is clamped to its max and min and TRUNCATED to its precision (default 0);
 * a blank field becomes 0 (clamped into the bounds), or stays blank when empty is allowed; text that
 * is not a number (`abc`) is treated as blank. Nothing goes through a float, so
 * `123456789012345.678` keeps every digit. React-free.
 */
import { decimalToString, parseDecimal, truncateDecimal, type Decimal } from '../../i18n/format/decimal';
import { normaliseTyping, resolvePrecision } from './numberLogic';

export interface DecimalBlurRules {
  /** Lower bound (inclusive), as a decimal string or a number. */
  minValue?: string | number;
  /** Upper bound (inclusive), as a decimal string or a number. */
  maxValue?: string | number;
  /** Decimal places kept (truncated, never rounded). @default 0 */
  precision?: number;
  /** Keep a blank (or non-numeric) field blank instead of settling on 0. @default false */
  allowEmpty?: boolean;
}

const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads typed or pasted text as an exact decimal: full-width digits, thousand separators and
 * spaces are accepted (`'1,234.5'`); blank, partial (`'-'`, `'.'`) and non-numeric text give `null`.
 */
export function readDecimalText(text: string | number | null | undefined): Decimal | null {
  if (text === null || text === undefined) return null;
  const clean = normaliseTyping(String(text));
  if (!PLAIN_DECIMAL.test(clean)) return null;
  return parseDecimal(clean);
}

/** Compares two decimals by value: -1, 0 or 1. */
export function compareDecimalValues(a: Decimal, b: Decimal): number {
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  const sign = a.negative ? -1 : 1;
  if (a.integer.length !== b.integer.length) return a.integer.length < b.integer.length ? -sign : sign;
  if (a.integer !== b.integer) return a.integer < b.integer ? -sign : sign;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const left = a.fraction.padEnd(width, '0');
  const right = b.fraction.padEnd(width, '0');
  if (left === right) return 0;
  return left < right ? -sign : sign;
}

function bound(value: string | number | undefined): Decimal | null {
  return value === undefined ? null : parseDecimal(value);
}

/** Keeps a decimal inside `[minValue, maxValue]` (a missing bound does not limit). */
export function clampDecimal(value: Decimal, minValue?: string | number, maxValue?: string | number): Decimal {
  const low = bound(minValue);
  const high = bound(maxValue);
  if (low && compareDecimalValues(value, low) < 0) return low;
  if (high && compareDecimalValues(value, high) > 0) return high;
  return value;
}

/** A decimal without trailing zeros (truncation pads them): `{integer:'1', fraction:'20'}` → `'1.2'`. */
function plain(value: Decimal): string {
  const fraction = value.fraction.replace(/0+$/, '');
  const isZero = value.integer === '0' && fraction === '';
  return decimalToString({ negative: value.negative && !isZero, integer: value.integer, fraction });
}

/**
 * The text a number input settles on when it loses focus: `settleDecimalText('-5', {minValue: 0})`
 * is `'0'`, `'abc'` is `'0'` (or `''` with `allowEmpty`), `'12.34567'` at precision 2 is `'12.34'`,
 * `'150'` with `maxValue: 100` is `'100'`. The result is a plain decimal string without separators.
 */
export function settleDecimalText(text: string | number | null | undefined, rules: DecimalBlurRules = {}): string {
  const typed = readDecimalText(text);
  if (!typed && rules.allowEmpty) return '';
  const value = typed ?? parseDecimal(0)!;
  const truncated = truncateDecimal(value, resolvePrecision(rules.precision));
  const settled = clampDecimal(truncated, rules.minValue, rules.maxValue);
  // A value the rules leave alone keeps its text ('20.000' stays '20.000', as the gateway sends it).
  const clean = typed ? normaliseTyping(String(text)) : '';
  const places = (clean.split('.')[1] ?? '').length;
  if (typed && compareDecimalValues(settled, typed) === 0 && places <= resolvePrecision(rules.precision) && CANONICAL.test(clean) && !/^-0*(\.0*)?$/.test(clean)) {
    return clean;
  }
  return plain(settled);
}

/** A decimal written without a sign '+', leading zeros or a bare point: kept as typed when in range. */
const CANONICAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** Groups the integer part of a plain decimal string by thousands for display: `'-1234567.5'` → `'-1,234,567.5'`. */
export function groupDecimalText(text: string): string {
  const match = /^(-?)(\d+)(\.\d*)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction = ''] = match;
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}
