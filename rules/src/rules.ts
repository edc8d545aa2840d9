import { isDateText } from './date';
import { isIdCard } from './idCard';
import { validationMessages, type ValidationLocale, type ValidationRule } from './messages';
import { patterns } from './patterns';

/**
 * The text a rule checks: a string as it is (never trimmed), a finite number or a bigint as its
 * decimal text; anything else has none.
 */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint') return String(value);
  return null;
}

const matches = (pattern: RegExp, value: unknown): boolean => {
  const text = textOf(value);
  return text !== null && pattern.test(text);
};

const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_LENGTH = 64;

/** An e-mail address (`buyer@example.com`): dotted domain, at most 254 characters, local part at most 64. */
export function isEmail(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length <= MAX_EMAIL_LENGTH &&
    value.indexOf('@') <= MAX_EMAIL_LOCAL_LENGTH &&
    patterns.email.test(value)
  );
}

/** An http or https address with a host: `https://srm.example.com/a?b=1#c`. */
export function isUrl(value: unknown): boolean {
  return typeof value === 'string' && patterns.url.test(value);
}

/** A mailto link: `mailto:buyer@example.com?subject=合同`. */
export function isMailto(value: unknown): boolean {
  return typeof value === 'string' && patterns.mailto.test(value);
}

/** A tel link: `tel:+86-10-62345678`, `tel:13800138000`. */
export function isTel(value: unknown): boolean {
  return typeof value === 'string' && patterns.tel.test(value);
}

export type LinkKind = 'url' | 'mailto' | 'tel';

/** Which kind of link a text is (to render it as one), or `undefined` for plain text. */
export function linkKind(value: unknown): LinkKind | undefined {
  if (isUrl(value)) return 'url';
  if (isMailto(value)) return 'mailto';
  if (isTel(value)) return 'tel';
  return undefined;
}

/** A mobile number: 11 digits starting with 1 (spec: 手机号有误 otherwise). */
export function isMobile(value: unknown): boolean {
  return matches(patterns.mobile, value);
}

/** A landline: `010-62345678`, `(0755)8888888`, `62345678`, `021-62345678-801`, `400-810-8888`. */
export function isLandline(value: unknown): boolean {
  return typeof value === 'string' && patterns.landline.test(value);
}

/** A non-negative amount with at most 2 decimals, or zero: `0`, `0.5`, `1234.56` (not `01`, `1.`, `-1`). */
export function isAmount(value: unknown): boolean {
  return matches(patterns.amount, value);
}

/** A positive integer: `1`, `20` (not `0`, `01`, `1.0`, `-1`). */
export function isPositiveInteger(value: unknown): boolean {
  return matches(patterns.positiveInteger, value);
}

/** The upper bound of {@link isBoundedAmount}. */
export const MAX_BOUNDED_AMOUNT = 999999.99;

/** An amount with at most 2 decimals from 0 up to 999999.99. */
export function isBoundedAmount(value: unknown): boolean {
  return matches(patterns.boundedAmount, value);
}

/** A bank account number: digits only (spec: 银行账号须为纯数字 otherwise). */
export function isBankAccount(value: unknown): boolean {
  return matches(patterns.bankAccount, value);
}

/** A Chinese vehicle plate: `冀A12345`, `粤BD12345` (new energy), `鲁F1234挂` (车牌号有误 otherwise). */
export function isPlateNo(value: unknown): boolean {
  return matches(patterns.plateNo, value);
}

/** Every rule by name: a pure test of one value. */
export const validators: Record<ValidationRule, (value: unknown) => boolean> = {
  email: isEmail,
  url: isUrl,
  mailto: isMailto,
  tel: isTel,
  mobile: isMobile,
  landline: isLandline,
  idCard: (value) => isIdCard(value),
  date: isDateText,
  amount: isAmount,
  positiveInteger: isPositiveInteger,
  boundedAmount: isBoundedAmount,
  bankAccount: isBankAccount,
  plateNo: isPlateNo,
};

/**
 * Checks a value against a rule and gives the rule's message in `locale` when it fails, or
 * `undefined` when it passes. Strict: an empty value fails too (use the yup helpers in forms,
 * where an empty optional field passes).
 */
export function validate(rule: ValidationRule, value: unknown, locale: ValidationLocale = 'zh-CN'): string | undefined {
  return validators[rule](value) ? undefined : validationMessages[locale][rule];
}
