import { parseDecimal, roundDecimal, type DecimalInput } from './decimal';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
/** Units inside a group of four digits, from the lowest. */
const PLACE_UNITS = ['', '拾', '佰', '仟'];
/** Units of the groups of four digits, from the lowest: 元, 万, 亿, 万 (of 亿: 万亿). */
const GROUP_UNITS = ['', '万', '亿', '万'];
const FRACTION_UNITS = ['角', '分', '厘', '毫'];

/** The largest integer part accepted: |value| must stay below 1e15 (千万亿). */
const MAX_INTEGER_DIGITS = 15;

/**
 * Money in Chinese capitals (大写金额), as written on contracts and cheques:
 * `toChineseMoney(1010.05)` is `'壹仟零壹拾元零伍分'`, `toChineseMoney(100)` is `'壹佰元整'`,
 * `toChineseMoney(-0.5)` is `'负伍角'`.
 *
 * - Exact: works on the decimal digits (a number is read through its shortest text, so
 *   `0.1 + 0.2` is `叁角`); pass a string or a bigint for values a float cannot hold.
 * - Up to 4 decimals (角分厘毫); more are rounded half away from zero.
 * - `null`, `undefined` and `''` give `''`; non-numeric input throws a `TypeError`;
 *   |value| ≥ 1e15 (after rounding) throws a `RangeError`.
 */
export function toChineseMoney(value: DecimalInput | null | undefined): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return '';
  const parsed = parseDecimal(value);
  if (!parsed) throw new TypeError(`toChineseMoney: not a number: ${String(value)}`);
  const { negative, integer, fraction } = roundDecimal(parsed, FRACTION_UNITS.length);
  if (integer.length > MAX_INTEGER_DIGITS) {
    throw new RangeError(`toChineseMoney: |value| must be below 1e15 (got ${String(value)})`);
  }

  let text = '';
  // A zero waits until a non-zero digit follows it, so runs of zeros and trailing zeros collapse.
  let zeroPending = false;
  const digit = (d: number, unit: string) => {
    if (d === 0) {
      zeroPending = text !== '';
      return;
    }
    if (zeroPending) text += DIGITS[0];
    zeroPending = false;
    text += DIGITS[d] + unit;
  };

  if (integer !== '0') {
    const groups = Math.ceil(integer.length / 4);
    const padded = integer.padStart(groups * 4, '0');
    for (let g = groups - 1; g >= 0; g -= 1) {
      const start = (groups - 1 - g) * 4;
      const group = padded.slice(start, start + 4);
      for (let p = 0; p < 4; p += 1) digit(Number(group[p]), PLACE_UNITS[3 - p]!);
      // 亿 closes the 万亿 group too: 1e12 is 壹万亿.
      const closesYi = g === 2 && padded.slice(0, start) !== '0'.repeat(start);
      if (group !== '0000' || closesYi) text += GROUP_UNITS[g];
    }
    text += '元';
    // A zero of the integer part is not carried past 元 (1680.32 is 壹仟陆佰捌拾元叁角贰分).
    zeroPending = false;
  }

  const hasFraction = /[1-9]/.test(fraction);
  if (hasFraction) {
    for (let i = 0; i < FRACTION_UNITS.length; i += 1) digit(Number(fraction[i]), FRACTION_UNITS[i]!);
  } else {
    text = `${text || `${DIGITS[0]}元`}整`;
  }
  return negative ? `负${text}` : text;
}
