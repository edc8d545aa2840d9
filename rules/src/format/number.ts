import { decimalToString, parseDecimal, roundDecimal, type Decimal, type DecimalInput } from './decimal';

export interface FormatNumberOptions {
  /**
   * Fraction digits to show, rounding half away from zero on the decimal digits (never through a
   * float). Without it, every fraction digit of the value is kept as it is.
   */
  precision?: number;
  /**
   * Locale of the group and decimal separators (zh-CN and en: `1,234.5`; de-DE: `1.234,5`).
   * @default 'zh-CN'
   */
  locale?: string;
  /**
   * Thousand separators.
   * @default true
   */
  grouping?: boolean;
}

interface Separators {
  group: string;
  decimal: string;
}

const separatorsByLocale: Record<string, Separators> = {};

function separatorsOf(locale: string): Separators {
  let separators = separatorsByLocale[locale];
  if (!separators) {
    let group = ',';
    let decimal = '.';
    for (const part of new Intl.NumberFormat(locale).formatToParts(11111.5)) {
      if (part.type === 'group') group = part.value;
      else if (part.type === 'decimal') decimal = part.value;
    }
    separators = { group, decimal };
    separatorsByLocale[locale] = separators;
  }
  return separators;
}

/** Renders a parsed decimal with the locale's separators (groups of three digits). */
function renderDecimal(value: Decimal, locale = 'zh-CN', grouping = true): string {
  const { group, decimal } = separatorsOf(locale);
  const integer = grouping ? value.integer.replace(/\B(?=(\d{3})+$)/g, group) : value.integer;
  return `${value.negative ? '-' : ''}${integer}${value.fraction ? decimal + value.fraction : ''}`;
}

/**
 * A number with thousand separators: `formatNumber(1234567.891, { precision: 2 })` is
 * `'1,234,567.89'`. Accepts a number, a bigint or a decimal text (exact, any length);
 * `null`, `undefined`, empty or non-numeric input gives `''`.
 */
export function formatNumber(value: DecimalInput | null | undefined, options: FormatNumberOptions = {}): string {
  if (value === null || value === undefined) return '';
  const parsed = parseDecimal(value);
  if (!parsed) return '';
  const { precision, locale = 'zh-CN', grouping = true } = options;
  return renderDecimal(precision === undefined ? parsed : roundDecimal(parsed, precision), locale, grouping);
}

/**
 * An amount: rounded to `precision` decimals (2 by default, spec 01 §5 "Inputs"), always showing
 * them, with thousand separators: `formatAmount(1234.5)` is `'1,234.50'`, `formatAmount(1.005)` is
 * `'1.01'`. Empty or invalid input gives `''`.
 */
export function formatAmount(value: DecimalInput | null | undefined, precision = 2, locale = 'zh-CN'): string {
  return formatNumber(value, { precision, locale });
}

/**
 * The plain decimal text of a value rounded to `precision` decimals, without separators, for
 * sending to the server: `roundAmount(1.005)` is `'1.01'`. Invalid input gives `''`.
 */
export function roundAmount(value: DecimalInput | null | undefined, precision = 2): string {
  if (value === null || value === undefined) return '';
  const parsed = parseDecimal(value);
  return parsed ? decimalToString(roundDecimal(parsed, precision)) : '';
}
