/**
 * Exact decimal arithmetic on strings, for money and amounts: a value is parsed into its sign,
 * integer digits and fraction digits, and rounded on those digits, never through a float.
 * A `number` is read through its shortest round-trip text (`String(1.005)` is `'1.005'`), which is
 * the value the user typed and sees, so `1.005` rounds to `1.01` and `0.1 + 0.2` stays `0.30000000000000004`.
 */

export type DecimalInput = number | string | bigint;

export interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for zero). */
  integer: string;
  /** Fraction digits without trailing zeros ('' for none). */
  fraction: string;
}

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a number, a bigint or a decimal text (optional sign, optional exponent, surrounding
 * spaces allowed). Returns `null` for anything else: empty text, NaN, Infinity, `'1,000'`.
 */
export function parseDecimal(value: DecimalInput): Decimal | null {
  if (typeof value === 'bigint') {
    const negative = value < 0n;
    return normalise(negative, (negative ? -value : value).toString(), '');
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match) return null;
  const [, sign, integerPart = '', fractionPart = '', exponentText] = match;
  if (integerPart === '' && fractionPart === '') return null;
  let digits = integerPart + fractionPart;
  let point = integerPart.length;
  if (exponentText !== undefined) {
    const exponent = Number(exponentText);
    if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 10_000) return null;
    point += exponent;
  }
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  } else if (point > digits.length) {
    digits += '0'.repeat(point - digits.length);
  }
  return normalise(sign === '-', digits.slice(0, point), digits.slice(point));
}

function normalise(negative: boolean, integer: string, fraction: string): Decimal {
  const int = integer.replace(/^0+/, '') || '0';
  const frac = fraction.replace(/0+$/, '');
  // -0 is 0.
  return { negative: negative && (int !== '0' || frac !== ''), integer: int, fraction: frac };
}

/** Adds one to a string of digits ('999' -> '1000'). */
function incrementDigits(digits: string): string {
  return (BigInt(digits || '0') + 1n).toString().padStart(digits.length, '0');
}

/**
 * Rounds to `precision` fraction digits, half away from zero (1.005 -> 1.01, -1.005 -> -1.01).
 * The result keeps exactly `precision` fraction digits, padded with zeros.
 */
export function roundDecimal(value: Decimal, precision: number): Decimal {
  if (!Number.isInteger(precision) || precision < 0) throw new RangeError(`precision must be a non-negative integer, got ${precision}`);
  if (value.fraction.length <= precision) {
    return { ...value, fraction: value.fraction.padEnd(precision, '0') };
  }
  const kept = value.integer + value.fraction.slice(0, precision);
  const roundUp = value.fraction.charCodeAt(precision) >= 53; /* '5' */
  const digits = roundUp ? incrementDigits(kept) : kept;
  const integer = digits.slice(0, digits.length - precision).replace(/^0+/, '') || '0';
  const fraction = digits.slice(digits.length - precision);
  const isZero = integer === '0' && /^0*$/.test(fraction);
  return { negative: value.negative && !isZero, integer, fraction };
}

/** Truncates to `precision` fraction digits, toward zero (1.239 -> 1.23). */
export function truncateDecimal(value: Decimal, precision: number): Decimal {
  const fraction = value.fraction.slice(0, precision).padEnd(precision, '0');
  const isZero = value.integer === '0' && /^0*$/.test(fraction);
  return { negative: value.negative && !isZero, integer: value.integer, fraction };
}

/** Plain text of a decimal: '-1234.5'. */
export function decimalToString(value: Decimal): string {
  return `${value.negative ? '-' : ''}${value.integer}${value.fraction ? `.${value.fraction}` : ''}`;
}

/**
 * The exact sum of decimal values (money subtotals): `sumDecimals([0.1, 0.2])` is `0.3`, not
 * `0.30000000000000004`. Values that do not parse (null, '', 'abc') are skipped; with none left the
 * sum is `null`.
 */
export function sumDecimals(values: Iterable<DecimalInput | null | undefined>): Decimal | null {
  let scale = 0;
  const parsed: Decimal[] = [];
  for (const value of values) {
    if (value === null || value === undefined) continue;
    const decimal = parseDecimal(value);
    if (!decimal) continue;
    parsed.push(decimal);
    scale = Math.max(scale, decimal.fraction.length);
  }
  if (parsed.length === 0) return null;
  let total = 0n;
  for (const decimal of parsed) {
    const units = BigInt(decimal.integer + decimal.fraction.padEnd(scale, '0'));
    total += decimal.negative ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  return normalise(negative, digits.slice(0, digits.length - scale), digits.slice(digits.length - scale));
}

/** A decimal as an integer count of 10^-scale units (its sign included) and that scale. */
function toUnits(value: Decimal): { units: bigint; scale: number } {
  const units = BigInt(value.integer + value.fraction);
  return { units: value.negative ? -units : units, scale: value.fraction.length };
}

function fromUnits(units: bigint, scale: number): Decimal {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  return normalise(negative, digits.slice(0, digits.length - scale), digits.slice(digits.length - scale));
}

/**
 * A decimal as a count of 10^-scale units, its sign included: 1.5 at scale 3 is 1500n. Exact scaled
 * integers for quantities (validation/quantity.ts). Throws a RangeError when the value has more than
 * `scale` fraction digits (round or truncate it first).
 */
export function decimalToUnits(value: Decimal, scale: number): bigint {
  if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`scale must be a non-negative integer, got ${scale}`);
  if (value.fraction.length > scale) throw new RangeError(`decimalToUnits: ${decimalToString(value)} has more than ${scale} fraction digits`);
  const units = BigInt(value.integer + value.fraction.padEnd(scale, '0'));
  return value.negative ? -units : units;
}

/** The decimal of `units` counts of 10^-scale: 1500n at scale 3 is 1.5. */
export function unitsToDecimal(units: bigint, scale: number): Decimal {
  if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`scale must be a non-negative integer, got ${scale}`);
  return fromUnits(units, scale);
}

/** The exact product of two decimals: `multiplyDecimals('0.1', '3')` is 0.3 (never a float). */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  const left = toUnits(a);
  const right = toUnits(b);
  return fromUnits(left.units * right.units, left.scale + right.scale);
}

/**
 * `a / b` rounded to `precision` fraction digits, half away from zero: `divideDecimals(1, 3, 2)` is 0.33.
 * Throws a RangeError when `b` is zero.
 */
export function divideDecimals(a: Decimal, b: Decimal, precision: number): Decimal {
  const left = toUnits(a);
  const right = toUnits(b);
  if (right.units === 0n) throw new RangeError('divideDecimals: division by zero');
  // a / b = (la / 10^sa) / (lb / 10^sb); scaled to 10^-(precision) units with one guard step for rounding.
  const shift = precision + right.scale - left.scale;
  let numerator = left.units * 10n;
  let denominator = right.units;
  if (shift >= 0) numerator *= 10n ** BigInt(shift);
  else denominator *= 10n ** BigInt(-shift);
  const negative = numerator < 0n !== denominator < 0n;
  const quotient = (numerator < 0n ? -numerator : numerator) / (denominator < 0n ? -denominator : denominator);
  const rounded = (quotient + 5n) / 10n;
  const value = fromUnits(negative ? -rounded : rounded, precision);
  return { ...value, fraction: value.fraction.padEnd(precision, '0') };
}
