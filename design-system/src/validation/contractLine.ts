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
import { decimalToString, divideDecimals, multiplyDecimals, parseDecimal, roundDecimal, sumDecimals, type Decimal } from '../i18n/format/decimal';

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
