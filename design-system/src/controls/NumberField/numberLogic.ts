/**
 * The pure rules of the number input (spec 01 §5 "Inputs"): parse what was typed, clamp to
 * min/max, TRUNCATE (never round) to a precision, settle a blank field, step without float noise
 * and format with optional thousand separators. React-free; the view only wires these together.
 */

/** Default number of decimal places (spec: "default precision 0"). */
export const DEFAULT_PRECISION = 0;

/** Largest magnitude a JavaScript number holds exactly; values beyond it are clamped. */
export const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;

export interface NumberRules {
  /** Lower bound (inclusive); `-SAFE_LIMIT` when not given. */
  minValue?: number;
  /** Upper bound (inclusive); `SAFE_LIMIT` when not given. */
  maxValue?: number;
  /** Decimal places kept (truncated); `DEFAULT_PRECISION` when not given. */
  precision?: number;
}

export interface FormatOptions {
  /** Decimal places kept (truncated). */
  precision?: number;
  /** Group the integer part by thousands: `1,234,567.5`. */
  thousandSeparator?: boolean;
  /** Pad the decimals to `precision`: `3` becomes `3.00` with precision 2. */
  fixedDecimals?: boolean;
}

const FULL_WIDTH: Record<string, string> = { '．': '.', '。': '.', '－': '-', '，': ',', '＋': '+' };

/**
 * Typed text in a canonical form: full-width digits and signs (Chinese input methods) become
 * ASCII, thousand separators and spaces go.
 */
export function normaliseTyping(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．。－，＋]/g, (ch) => FULL_WIDTH[ch] ?? ch)
    .replace(/[,\s]/g, '');
}

/** A precision as a whole number between 0 and 20. */
export function resolvePrecision(precision: number | undefined): number {
  if (precision === undefined || !Number.isFinite(precision)) return DEFAULT_PRECISION;
  return Math.min(20, Math.max(0, Math.floor(precision)));
}

/**
 * Parses text as typed or pasted: `'1,234.5'` gives 1234.5. Blank or partial input (`''`, `'-'`,
 * `'.'`, `'-.'`) and anything that is not a number give `undefined`.
 */
export function parseNumber(text: string): number | undefined {
  const clean = normaliseTyping(text);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(clean)) return undefined;
  const value = Number(clean);
  return Number.isFinite(value) ? value : undefined;
}

/** A finite number as a plain decimal string, never in exponent form: 1e21 gives '1000000000000000000000'. */
export function toPlainString(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', intPart = '', fracPart = '', expText = '0'] = match;
  const exponent = Number(expText);
  const digits = intPart + fracPart;
  const point = intPart.length + exponent;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Removes binary floating-point noise from the result of float arithmetic (`0.1 + 0.2` is
 * 0.30000000000000004, `0.3 - 0.1` is 0.19999999999999998): a value written with 16 or more
 * significant digits that end in a run of six 0s or 9s (and at most three stray digits) is rounded
 * to 15 significant digits. Genuine long values such as 123456789012345.67 are left alone.
 */
export function stripFloatNoise(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return value;
  const digits = toPlainString(Math.abs(value)).replace('.', '').replace(/^0+/, '');
  if (digits.length < 16 || !/(0{6,}|9{6,})\d{0,3}$/.test(digits)) return value;
  return Number(value.toPrecision(15));
}

function noNegativeZero(value: number): number {
  return value === 0 ? 0 : value;
}

/**
 * Cuts a number to `precision` decimal places without rounding (1.239 at precision 2 gives 1.23,
 * -1.239 gives -1.23). Works on the decimal text, so 1.13 stays 1.13 where `floor(1.13 * 100)`
 * would give 1.12.
 */
export function truncateDecimals(value: number, precision: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return noNegativeZero(value);
  const text = toPlainString(stripFloatNoise(value));
  const dot = text.indexOf('.');
  if (dot === -1) return noNegativeZero(Number(text));
  const places = resolvePrecision(precision);
  const cut = places === 0 ? text.slice(0, dot) : text.slice(0, dot + 1 + places);
  return noNegativeZero(Number(cut));
}

/** Keeps a value inside `[minValue, maxValue]`, and always inside the safe integer range. */
export function clampNumber(value: number, minValue?: number, maxValue?: number): number {
  const low = Math.max(minValue ?? -SAFE_LIMIT, -SAFE_LIMIT);
  const high = Math.min(maxValue ?? SAFE_LIMIT, SAFE_LIMIT);
  if (low > high) return low;
  return Math.min(high, Math.max(low, value));
}

/** The value a field settles on: truncated to its precision, then clamped. */
export function normaliseNumber(value: number, rules: NumberRules = {}): number {
  return noNegativeZero(clampNumber(truncateDecimals(value, resolvePrecision(rules.precision)), rules.minValue, rules.maxValue));
}

/**
 * Whether the field accepts negative numbers at all (so a typed '-' is refused when it does not).
 */
export function allowsNegative(rules: NumberRules): boolean {
  return rules.minValue === undefined || rules.minValue < 0;
}

/**
 * Filters a keystroke or a paste: returns the text to show while editing, or `null` to refuse the
 * change (the field keeps its previous text). Separators are dropped, decimals beyond the precision
 * are cut off as they are typed (precision 2 and typing 1.239 shows 1.23). A leading '-' is kept even
 * when the minimum is not negative, so that -5 settles on the minimum on blur (spec 01 §5 "clamps to
 * min") instead of silently becoming 5.
 */
export function acceptTyping(text: string, rules: NumberRules = {}): string | null {
  const clean = normaliseTyping(text);
  if (!/^-?\d*\.?\d*$/.test(clean)) return null;
  const dot = clean.indexOf('.');
  if (dot === -1) return clean;
  const places = resolvePrecision(rules.precision);
  // At precision 0 the point stays (and the digits after it are refused), so that typing 12.34567
  // shows 12. and settles on 12, never on 1234567.
  return clean.slice(0, dot + 1 + places);
}

/**
 * The value a field settles on when it loses focus or Enter is pressed: the parsed, truncated and
 * clamped number; a blank (or partial) field becomes 0 (then clamped), or `undefined` when
 * `allowEmpty` is set.
 */
export function commitText(text: string, rules: NumberRules & { allowEmpty?: boolean } = {}): number | undefined {
  const parsed = parseNumber(text);
  if (parsed === undefined) return rules.allowEmpty ? undefined : normaliseNumber(0, rules);
  return normaliseNumber(parsed, rules);
}

function decimalPlaces(value: number): number {
  const text = toPlainString(stripFloatNoise(value));
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Adds two decimals without float noise: 1.1 + 2.2 gives 3.3, 0.1 + 0.2 gives 0.3. */
export function addDecimals(a: number, b: number): number {
  const places = Math.min(20, Math.max(decimalPlaces(a), decimalPlaces(b)));
  return noNegativeZero(Number((a + b).toFixed(places)));
}

/**
 * One step up (`direction` 1) or down (-1) from a value, for ArrowUp/ArrowDown and the step
 * buttons. A blank field steps from 0. The result is truncated and clamped like any value.
 */
export function stepValue(value: number | undefined, step: number, direction: 1 | -1, rules: NumberRules = {}): number {
  const size = Number.isFinite(step) && step > 0 ? step : 1;
  return normaliseNumber(addDecimals(value ?? 0, direction * size), rules);
}

/** Whether a step in that direction would change the value (false at the bound). */
export function canStep(value: number | undefined, direction: 1 | -1, rules: NumberRules = {}): boolean {
  if (value === undefined) return true;
  return direction === 1 ? value < clampNumber(SAFE_LIMIT, rules.minValue, rules.maxValue) : value > clampNumber(-SAFE_LIMIT, rules.minValue, rules.maxValue);
}

/** The text a value shows while the field is being edited: plain, truncated, without separators. */
export function toEditText(value: number | undefined | null, precision?: number): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '';
  return toPlainString(truncateDecimals(value, resolvePrecision(precision)));
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The text a value shows when the field is not focused: truncated to the precision, optionally
 * padded to it and grouped by thousands. A missing value shows as ''.
 */
export function formatNumber(value: number | undefined | null, options: FormatOptions = {}): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '';
  const places = resolvePrecision(options.precision);
  const plain = toPlainString(truncateDecimals(value, places));
  const negative = plain.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const decimals = options.fixedDecimals ? fraction.padEnd(places, '0') : fraction;
  const grouped = options.thousandSeparator ? groupThousands(integer) : integer;
  return `${negative ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}
