/**
 * A contract line's money (issue 8, domain.md "ContractLine"), computed the same way by the editor
 * (as the buyer types) and by the gateway (which never trusts the client's figures):
 *
 * - amount (价税合计) = priceWithTax × quantity, rounded half away from zero to 2 decimals;
 * - taxAmount (税额) = amount × taxRate / (100 + taxRate), rounded to 2 decimals;
 * - amountWithoutTax (不含税金额) = amount − taxAmount (so the two always add up to the amount).
 *
 * Quantities have at most 3 decimals, prices at most 6, tax rates (a percentage, 0–100) at most 2.
 */
import { decimalToString, divideDecimals, multiplyDecimals, parseDecimal, roundDecimal, sumDecimals, type Decimal } from './format/decimal';

export const CONTRACT_LINE_LIMITS = {
  quantity: { integerDigits: 15, fractionDigits: 3 },
  priceWithTax: { integerDigits: 12, fractionDigits: 6 },
  taxRate: { max: 100, fractionDigits: 2 },
  amount: { integerDigits: 16, fractionDigits: 2 },
} as const;

export const CONTRACT_LINE_PATTERNS = {
  quantity: /^\d{1,15}(\.\d{1,3})?$/,
  priceWithTax: /^\d{1,12}(\.\d{1,6})?$/,
  taxRate: /^\d{1,3}(\.\d{1,2})?$/,
} as const;

/**
 * The figures a save body may carry (the gateway's schema): a non-negative decimal with at most the
 * allowed decimals, and any number of integer digits up to CONTRACT_LINE_BODY_MAX_LENGTH characters,
 * so that a value above its maximum reaches the row checks and is refused with its limit
 * (contractLineFigureProblem 'tooLarge') rather than as a malformed request.
 */
export const CONTRACT_LINE_BODY_PATTERNS = {
  quantity: /^\d+(\.\d{1,3})?$/,
  priceWithTax: /^\d+(\.\d{1,6})?$/,
  taxRate: /^\d+(\.\d{1,2})?$/,
} as const;

export const CONTRACT_LINE_BODY_MAX_LENGTH = 40;

/** The largest value each figure may take, as exact decimal strings (shown in the out-of-range messages). */
export const CONTRACT_LINE_MAX = {
  quantity: '999999999999999.999',
  priceWithTax: '999999999999.999999',
  taxRate: '100',
} as const;

/**
 * The largest amount a line (价税合计) or a contract (总金额) may reach: what its columns hold (16
 * integer digits, 2 decimals). Larger figures are refused with this limit, not failed on save.
 */
export const CONTRACT_AMOUNT_MAX = '9999999999999999.99';

/** Whether a computed amount (a decimal string) is above CONTRACT_AMOUNT_MAX. */
export function isContractAmountTooLarge(amount: string): boolean {
  const value = parseDecimal(amount);
  const max = parseDecimal(CONTRACT_AMOUNT_MAX);
  return Boolean(value && max && !value.negative && exceeds(value, max));
}

/** The blur rules of each figure's input (min, max, precision), for DecimalField / settleDecimalText. */
export const CONTRACT_LINE_INPUT_RULES = {
  quantity: { minValue: '0', maxValue: CONTRACT_LINE_MAX.quantity, precision: CONTRACT_LINE_LIMITS.quantity.fractionDigits, allowEmpty: true },
  priceWithTax: { minValue: '0', maxValue: CONTRACT_LINE_MAX.priceWithTax, precision: CONTRACT_LINE_LIMITS.priceWithTax.fractionDigits, allowEmpty: true },
  taxRate: { minValue: '0', maxValue: CONTRACT_LINE_MAX.taxRate, precision: CONTRACT_LINE_LIMITS.taxRate.fractionDigits, allowEmpty: true },
} as const;

export type ContractLineFigure = keyof typeof CONTRACT_LINE_MAX;

/**
 * What is wrong with one figure as typed, shared by the editor and the gateway so that both say the
 * same thing: `'tooLarge'` above CONTRACT_LINE_MAX (the message names the limit), `'format'` when it
 * is not a non-negative decimal with the allowed decimals, `'notPositive'` for a quantity of 0.
 * A blank figure is not checked here (it is a required-field problem). Exact: never through a float.
 */
export function contractLineFigureProblem(field: ContractLineFigure, text: string | null | undefined): 'tooLarge' | 'format' | 'notPositive' | null {
  const trimmed = String(text ?? '').trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'format';
  const value = parseDecimal(trimmed);
  const max = parseDecimal(CONTRACT_LINE_MAX[field]);
  if (!value || !max) return 'format';
  if (exceeds(value, max)) return 'tooLarge';
  if (!CONTRACT_LINE_PATTERNS[field].test(trimmed)) return 'format';
  if (field === 'quantity' && value.integer === '0' && value.fraction === '') return 'notPositive';
  return null;
}

/** Whether a non-negative decimal is larger than another. */
function exceeds(value: Decimal, limit: Decimal): boolean {
  if (value.integer.length !== limit.integer.length) return value.integer.length > limit.integer.length;
  if (value.integer !== limit.integer) return value.integer > limit.integer;
  const width = Math.max(value.fraction.length, limit.fraction.length);
  return value.fraction.padEnd(width, '0') > limit.fraction.padEnd(width, '0');
}

export interface ContractLineFigures {
  quantity: string;
  priceWithTax: string;
  taxRate: string;
}

export interface ContractLineAmounts {
  amount: string;
  taxAmount: string;
  amountWithoutTax: string;
}

function exact(text: string, pattern: RegExp): Decimal | null {
  const trimmed = text.trim();
  return pattern.test(trimmed) ? parseDecimal(trimmed) : null;
}

function money(value: Decimal): string {
  return decimalToString(roundDecimal(value, 2));
}

/**
 * The amounts of one line, or `null` while a figure is missing or malformed (more decimals than
 * allowed, negative, not a number, a tax rate over 100).
 */
export function contractLineAmounts(line: ContractLineFigures): ContractLineAmounts | null {
  const quantity = exact(String(line.quantity ?? ''), CONTRACT_LINE_PATTERNS.quantity);
  const price = exact(String(line.priceWithTax ?? ''), CONTRACT_LINE_PATTERNS.priceWithTax);
  const rate = exact(String(line.taxRate ?? ''), CONTRACT_LINE_PATTERNS.taxRate);
  if (!quantity || !price || !rate) return null;
  if (Number(decimalToString(rate)) > CONTRACT_LINE_LIMITS.taxRate.max) return null;
  const amount = roundDecimal(multiplyDecimals(price, quantity), 2);
  const divisor = sumDecimals(['100', decimalToString(rate)]);
  const taxAmount = divisor ? divideDecimals(multiplyDecimals(amount, rate), divisor, 2) : roundDecimal(rate, 2);
  const withoutTax = sumDecimals([decimalToString(amount), `-${decimalToString(taxAmount)}`]);
  return { amount: money(amount), taxAmount: money(taxAmount), amountWithoutTax: money(withoutTax ?? amount) };
}

/** The contract's totals: quantity (3 decimals) and amount (2 decimals) over the lines that have figures. */
export function contractTotals(lines: readonly ContractLineFigures[]): { totalQuantity: string; totalAmount: string } {
  const amounts = lines.map((line) => contractLineAmounts(line)?.amount ?? null);
  const quantities = lines.map((line) => (CONTRACT_LINE_PATTERNS.quantity.test(String(line.quantity ?? '').trim()) ? String(line.quantity).trim() : null));
  const quantity = sumDecimals(quantities);
  const amount = sumDecimals(amounts);
  return {
    totalQuantity: quantity ? decimalToString(roundDecimal(quantity, 3)) : '0.000',
    totalAmount: amount ? money(amount) : '0.00',
  };
}
