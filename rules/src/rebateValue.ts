/**
 * A rebate's value (a contract's rebate clause, a company rebate agreement; domain.md "RebateClause"):
 * exactly one of a rate, a percentage from 0 to 100 with at most 4 decimals, and an amount with at most
 * 2 decimals. Checked the same way by the editors (as the buyer types) and by the gateway; each side
 * says the problem in its own words.
 */
export const REBATE_VALUE_PATTERNS = {
  rate: /^\d{1,3}(\.\d{1,4})?$/,
  amount: /^\d{1,16}(\.\d{1,2})?$/,
} as const;

export const REBATE_RATE_MAX = 100;

/** The blur rules of the rate and amount inputs (DecimalField / settleDecimalText); blank stays blank (only one is given). */
export const REBATE_VALUE_INPUT_RULES = {
  rate: { minValue: '0', maxValue: String(REBATE_RATE_MAX), precision: 4, allowEmpty: true },
  amount: { minValue: '0', maxValue: '9999999999999999.99', precision: 2, allowEmpty: true },
} as const;

/** What is wrong with a rebate's value: both or neither given, a bad rate, a bad amount. */
export type RebateValueProblem = 'oneValue' | 'rate' | 'amount';

const blank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

/** Whether a typed rate is a percentage the gateway takes (0–100, at most 4 decimals). */
export function isRebateRate(text: string): boolean {
  const trimmed = text.trim();
  // At most 3 integer digits and 4 decimals: a Number compares them exactly enough with 100.
  return REBATE_VALUE_PATTERNS.rate.test(trimmed) && Number(trimmed) <= REBATE_RATE_MAX;
}

/** Whether a typed amount is one the gateway takes (not negative, at most 2 decimals). */
export const isRebateAmount = (text: string): boolean => REBATE_VALUE_PATTERNS.amount.test(text.trim());

/** The problem with a rebate's rate and amount, or null when exactly one is given and well-formed. */
export function rebateValueProblem(rate: unknown, amount: unknown): RebateValueProblem | null {
  if (blank(rate) === blank(amount)) return 'oneValue';
  if (!blank(rate)) return isRebateRate(String(rate)) ? null : 'rate';
  return isRebateAmount(String(amount)) ? null : 'amount';
}
