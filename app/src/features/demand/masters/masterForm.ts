/** What the demand masters' dialogs share, pure: the gateway's decimal shapes (checked as text, never as numbers) and a select's key. */
import type { SelectValue } from '@srm/design-system';

/** Quantities (安全库存, 再订货点, 吨): ≥ 0, at most 3 decimals. */
export const QUANTITY_TEXT = /^\d{1,15}(\.\d{1,3})?$/;
/** Prices: > 0, at most 4 decimals. */
export const PRICE_TEXT = /^\d{1,14}(\.\d{1,4})?$/;
/** Amounts: ≥ 0, at most 2 decimals. */
export const AMOUNT_TEXT = /^\d{1,16}(\.\d{1,2})?$/;
export const YEAR_MONTH_TEXT = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isQuantity = (text: string) => QUANTITY_TEXT.test(text.trim());
export const isPrice = (text: string) => PRICE_TEXT.test(text.trim()) && !/^0+(\.0+)?$/.test(text.trim());
export const isAmount = (text: string) => AMOUNT_TEXT.test(text.trim());

/** Compares two non-negative decimal texts exactly (−1, 0, 1). */
export function compareDecimal(a: string, b: string): number {
  const split = (text: string) => {
    const [whole = '0', fraction = ''] = text.trim().split('.');
    return { whole: whole.replace(/^0+(?=\d)/, ''), fraction };
  };
  const left = split(a);
  const right = split(b);
  if (left.whole.length !== right.whole.length) return left.whole.length < right.whole.length ? -1 : 1;
  const width = Math.max(left.fraction.length, right.fraction.length);
  const x = left.whole + left.fraction.padEnd(width, '0');
  const y = right.whole + right.fraction.padEnd(width, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

/** A single select's value as a key ('' for none). */
export const keyOf = (value: SelectValue): string => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));

/** Blank text as null, else trimmed. */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
