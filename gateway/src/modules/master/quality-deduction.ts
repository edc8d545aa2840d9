/**
 * The deduction rules of a quality index (pure, exact decimals; no float ever touches a figure).
 *
 * A rule has a standard range [standardMin, standardMax] (either end may be open) and a step rule: every
 * `deductStep` by which the measured value lies outside the standard deducts `deductValue`, a percent of
 * the weight (deductType 'weight') or an amount per ton (deductType 'price').
 *
 * Rounding: the excess is counted in whole steps and a part step counts as a whole one (不足一个步长按
 * 一个步长计): moisture ≤ 14.0 %, measured 14.35 %, 1 % per 0.1 % → excess 0.35 → 4 steps → 4 % of the
 * weight. A value inside the standard (the limits included) deducts nothing. The deducted weight is then
 * the weight × percent / 100, rounded half away from zero to 3 places (kilograms of a ton); a price
 * deduction × tons is rounded to 2 places (fen).
 */
import {
  decimalToString,
  divideDecimals,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  sumDecimals,
  type Decimal,
} from '@srm/rules';

export type DeductType = 'weight' | 'price';

export interface DeductionRule {
  standardMin: string | null;
  standardMax: string | null;
  deductType: DeductType;
  deductStep: string | null;
  deductValue: string | null;
}

export interface Deduction {
  /** How far the value lies outside the standard ("0" inside it). */
  excess: string;
  /** Whole steps deducted (a part step counts as one). */
  steps: number;
  /** The percent of the weight deducted ("0" for a price rule). */
  weightPercent: string;
  /** The amount per ton deducted ("0" for a weight rule). */
  pricePerTon: string;
}

/** The checks of a rule before it is saved: the key of MASTER_MESSAGES that refuses it, or null. */
export type RuleProblem = 'standardRequired' | 'rangeInvalid' | 'stepInvalid' | 'ruleIncomplete';

const ZERO: Decimal = { negative: false, integer: '0', fraction: '' };

function read(value: string): Decimal {
  const parsed = parseDecimal(value);
  if (!parsed) throw new RangeError(`not a decimal: ${value}`);
  return parsed;
}

const negate = (value: Decimal): Decimal => ({ ...value, negative: !value.negative && !isZero(value) });
const isZero = (value: Decimal): boolean => /^0*$/.test(value.integer) && /^0*$/.test(value.fraction);
const minus = (a: Decimal, b: Decimal): Decimal => sumDecimals([decimalToString(a), decimalToString(negate(b))]) ?? ZERO;
const isPositive = (value: Decimal): boolean => !value.negative && !isZero(value);

/** The smallest whole number ≥ a / b (a ≥ 0, b > 0). */
function ceilDivide(a: Decimal, b: Decimal): number {
  const quotient = divideDecimals(a, b, 12);
  const whole = Number(quotient.integer);
  return /^0*$/.test(quotient.fraction) ? whole : whole + 1;
}

export function qualityIndexProblem(rule: DeductionRule): RuleProblem | null {
  if (rule.standardMin === null && rule.standardMax === null) return 'standardRequired';
  if (rule.standardMin !== null && rule.standardMax !== null && isPositive(minus(read(rule.standardMin), read(rule.standardMax)))) return 'rangeInvalid';
  if ((rule.deductStep === null) !== (rule.deductValue === null)) return 'ruleIncomplete';
  if (rule.deductStep !== null && !isPositive(read(rule.deductStep))) return 'stepInvalid';
  return null;
}

/** The excess of `measured` outside the standard (zero inside it, limits included). */
export function excessOf(rule: Pick<DeductionRule, 'standardMin' | 'standardMax'>, measured: string): Decimal {
  const value = read(measured);
  if (rule.standardMax !== null) {
    const over = minus(value, read(rule.standardMax));
    if (isPositive(over)) return over;
  }
  if (rule.standardMin !== null) {
    const under = minus(read(rule.standardMin), value);
    if (isPositive(under)) return under;
  }
  return ZERO;
}

/** The deduction of one measured value under a rule (nothing when the rule has no step). */
export function deductionFor(rule: DeductionRule, measured: string): Deduction {
  const excess = excessOf(rule, measured);
  const none: Deduction = { excess: decimalToString(excess), steps: 0, weightPercent: '0', pricePerTon: '0' };
  if (!isPositive(excess) || rule.deductStep === null || rule.deductValue === null) return none;
  const steps = ceilDivide(excess, read(rule.deductStep));
  const amount = decimalToString(multiplyDecimals(read(rule.deductValue), read(String(steps))));
  return rule.deductType === 'weight' ? { ...none, steps, weightPercent: amount } : { ...none, steps, pricePerTon: amount };
}

/** The weight deducted: weight × percent / 100, rounded half away from zero to 3 places. */
export function deductedWeight(weight: string, weightPercent: string): string {
  return decimalToString(roundDecimal(divideDecimals(multiplyDecimals(read(weight), read(weightPercent)), read('100'), 6), 3));
}

/** The amount deducted: price per ton × tons, rounded half away from zero to 2 places. */
export function deductedAmount(pricePerTon: string, tons: string): string {
  return decimalToString(roundDecimal(multiplyDecimals(read(pricePerTon), read(tons)), 2));
}
