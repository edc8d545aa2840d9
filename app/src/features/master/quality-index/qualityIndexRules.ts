/**
 * The checks of a quality index before it is saved (POST /system/quality-index/save), the same as the
 * gateway's (`qualityIndexProblem` of gateway/src/modules/master/quality-deduction.ts, in the same
 * order, with the same Chinese messages), plus the formats its schema asks for. Pure; the figures are
 * compared as exact decimal strings (scaled to whole numbers in BigInt), never as floats.
 */

/** A non-negative decimal with at most 12 integer and 6 fraction digits (DECIMAL_TEXT_PATTERN of the gateway). */
const DECIMAL_TEXT = /^\d{1,12}(\.\d{1,6})?$/;
/** The index code's characters (the gateway's schema). */
const INDEX_CODE = /^[A-Za-z0-9_-]+$/;

export interface QualityIndexRuleInput {
  indexCode: string | null;
  standardMin: string | null;
  standardMax: string | null;
  deductStep: string | null;
  deductValue: string | null;
}

/**
 * What refuses a quality index: the first four are the gateway's rule problems (MASTER_MESSAGES keys),
 * the others the formats of its request schema.
 */
export type QualityIndexProblem = 'codeFormat' | 'decimalFormat' | 'standardRequired' | 'rangeInvalid' | 'ruleIncomplete' | 'stepInvalid';

/** Trimmed text, with blank as null (as the gateway's blankToNull). */
export function blankToNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** Whether `value` is a decimal text the gateway accepts. */
export function isDecimalText(value: string): boolean {
  return DECIMAL_TEXT.test(value);
}

/** `a` and `b` (decimal texts) as whole numbers of the same scale. */
function scaled(a: string, b: string): [bigint, bigint] {
  const [aInt = '0', aFrac = ''] = a.split('.');
  const [bInt = '0', bFrac = ''] = b.split('.');
  const places = Math.max(aFrac.length, bFrac.length);
  return [BigInt(aInt + aFrac.padEnd(places, '0')), BigInt(bInt + bFrac.padEnd(places, '0'))];
}

/** -1, 0 or 1 as the decimal text `a` is below, equal to or above `b` (both non-negative). */
export function compareDecimalText(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = scaled(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The first problem of a quality index, or null when it may be sent. The rule checks run in the
 * gateway's order: 标准下限与标准上限至少填写一项, 标准下限不能大于标准上限, 扣除步长与扣除值须同时填写,
 * 扣除步长必须大于0.
 */
export function qualityIndexProblem(input: QualityIndexRuleInput): QualityIndexProblem | null {
  const code = blankToNull(input.indexCode);
  if (code !== null && !INDEX_CODE.test(code)) return 'codeFormat';
  const min = blankToNull(input.standardMin);
  const max = blankToNull(input.standardMax);
  const step = blankToNull(input.deductStep);
  const value = blankToNull(input.deductValue);
  if ([min, max, step, value].some((figure) => figure !== null && !isDecimalText(figure))) return 'decimalFormat';
  if (min === null && max === null) return 'standardRequired';
  if (min !== null && max !== null && compareDecimalText(min, max) > 0) return 'rangeInvalid';
  if ((step === null) !== (value === null)) return 'ruleIncomplete';
  if (step !== null && compareDecimalText(step, '0') <= 0) return 'stepInvalid';
  return null;
}
