/**
 * Exact quantities (demand plans, positions, stock): decimal texts with a fixed number of decimals
 * (`scale`, 3 for numeric(18, 3)), worked as integer counts of 10^-scale units (bigint), never floats.
 * Read a text with `quantityUnits`, compute on the units, write the result with `unitsToText`.
 * Built on the exact decimals of i18n/format/decimal.ts.
 */
import { decimalToString, decimalToUnits, divideDecimals, multiplyDecimals, parseDecimal, roundDecimal, unitsToDecimal, type Decimal } from './format/decimal';

/** The decimals of a stored quantity (numeric(18, 3)). */
export const QUANTITY_SCALE = 3;

/** What a quantity text may look like besides plain digits with at most `scale` decimals (`12`, `12.5`). */
export interface QuantityRules {
  /** A leading '-' is allowed. */
  signed?: boolean;
  /** At most this many integer digits, leading zeros not counted. */
  maxIntegerDigits?: number;
  /** As typed in a field: `12.` and `.5` are read too. */
  typing?: boolean;
  /** Zeros past the scale are allowed (`1.2500` at scale 3), as a database numeric may print them. */
  zerosPastScale?: boolean;
}

const PLAIN = /^(-)?(\d+)(?:\.(\d+))?$/;
const TYPED = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * The value of `text` (spaces around allowed) in units of 10^-scale (`'12.5'` → 12500n), or null when
 * it is not a quantity under `rules`: no number, '+', an exponent, '1,000', too many decimals or digits.
 */
export function quantityUnits(text: string, scale: number = QUANTITY_SCALE, rules: QuantityRules = {}): bigint | null {
  const trimmed = text.trim();
  const match = (rules.typing ? TYPED : PLAIN).exec(trimmed);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (sign && !rules.signed) return null;
  if (rules.maxIntegerDigits !== undefined && whole.replace(/^0+/, '').length > rules.maxIntegerDigits) return null;
  if ((rules.zerosPastScale ? fraction.replace(/0+$/, '') : fraction).length > scale) return null;
  return decimalToUnits(parseDecimal(trimmed) as Decimal, scale);
}

/** `units` (10^-scale) as a decimal text with exactly `scale` decimals: 449292n → '449.292', -1500n → '-1.500'. */
export function unitsToText(units: bigint, scale: number = QUANTITY_SCALE): string {
  return decimalToString(roundDecimal(unitsToDecimal(units, scale), scale));
}

/** The exact sum of quantity texts, with `scale` decimals; values that are not quantities (null, '', 'abc') count as 0. */
export function sumQuantityTexts(values: Iterable<string | null | undefined>, scale: number = QUANTITY_SCALE, rules: QuantityRules = {}): string {
  let total = 0n;
  for (const value of values) total += (value === null || value === undefined ? null : quantityUnits(value, scale, rules)) ?? 0n;
  return unitsToText(total, scale);
}

/** `units`, or 0 when below 0: what is left never goes negative. */
export function clampAtZero(units: bigint): bigint {
  return units > 0n ? units : 0n;
}

/** numerator / denominator rounded half away from zero (7n / 2n → 4n, -7n / 2n → -4n). Throws a RangeError on a zero denominator. */
export function divideUnits(numerator: bigint, denominator: bigint): bigint {
  return decimalToUnits(divideDecimals(unitsToDecimal(numerator, 0), unitsToDecimal(denominator, 0), 0), 0);
}

/** The cents of a stored amount (numeric(18, 2)). */
export const MONEY_SCALE = 2;

/**
 * quantity × price, rounded half away from zero to `scale` decimals (cents by default), as a text with
 * exactly `scale` decimals: ('12.345', '2.5') → '30.86'. Both are decimal texts (a stored numeric's
 * trailing zeros allowed); throws a RangeError when either is not a number.
 */
export function amountOfTexts(quantity: string, price: string, scale: number = MONEY_SCALE): string {
  const left = parseDecimal(quantity.trim());
  const right = parseDecimal(price.trim());
  if (!left || !right) throw new RangeError(`not a decimal: ${left ? price : quantity}`);
  return decimalToString(roundDecimal(multiplyDecimals(left, right), scale));
}

/**
 * The tax in an amount with tax at a rate of r percent, round2(amount × r / (100 + r)) rounded half away
 * from zero, as a text with 2 decimals: ('109.00', '9') → '9.00', ('1000.00', '13') → '115.04'. Both are
 * decimal texts; a text that is not a number counts as 0. Settlement's and the order area's return
 * invoices share it.
 */
export function taxOfTexts(amountWithTax: string, taxRate: string): string {
  const rules: QuantityRules = { zerosPastScale: true, signed: true };
  const amount = quantityUnits(amountWithTax, MONEY_SCALE, rules) ?? 0n;
  const rate = quantityUnits(taxRate, 2, rules) ?? 0n;
  if (rate === 0n) return unitsToText(0n, MONEY_SCALE);
  return unitsToText(divideUnits(amount * rate, 10_000n + rate), MONEY_SCALE);
}

/**
 * The units (10^-scale) of a stored decimal text, as the database prints a numeric (trailing zeros past
 * the scale allowed: '12.5000' → 12500n at scale 3); null, '' or a text that is not a quantity count as 0.
 */
export function storedUnits(text: string | null | undefined, scale: number = QUANTITY_SCALE): bigint {
  return text ? (quantityUnits(text, scale, { zerosPastScale: true }) ?? 0n) : 0n;
}
