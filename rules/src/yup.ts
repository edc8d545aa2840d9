import { string, type StringSchema } from 'yup';
import { validationMessages, type ValidationLocale, type ValidationRule } from './messages';
import { validators } from './rules';

export type RuleSchemaFactory = (locale?: ValidationLocale, message?: string) => StringSchema<string | undefined>;

/**
 * A yup string schema checking one rule, with the rule's message in `locale` (or `message`).
 * An empty value (`undefined`, `null`, `''`) passes: chain `.required()` for a required field.
 */
export function ruleSchema(rule: ValidationRule, locale: ValidationLocale = 'zh-CN', message?: string): StringSchema<string | undefined> {
  return string().test(rule, message ?? validationMessages[locale][rule], (value) =>
    value === undefined || value === null || value === '' ? true : validators[rule](value),
  );
}

const factory =
  (rule: ValidationRule): RuleSchemaFactory =>
  (locale, message) =>
    ruleSchema(rule, locale, message);

/**
 * yup schemas of the format rules for the form layer:
 * `yup.object({ phone: yupRules.mobile().required() })`, `yupRules.idCard('en')`.
 */
export const yupRules: Record<ValidationRule, RuleSchemaFactory> = {
  email: factory('email'),
  url: factory('url'),
  mailto: factory('mailto'),
  tel: factory('tel'),
  mobile: factory('mobile'),
  landline: factory('landline'),
  idCard: factory('idCard'),
  date: factory('date'),
  amount: factory('amount'),
  positiveInteger: factory('positiveInteger'),
  boundedAmount: factory('boundedAmount'),
  bankAccount: factory('bankAccount'),
  plateNo: factory('plateNo'),
};

/**
 * A page's own rule on a typed text, for a field's `rules`: `test` is a pattern the whole trimmed text
 * must match, or a check of it; `message` is shown when it fails. An empty value passes (a required
 * field says so itself). Lets a page add a rule without depending on yup.
 */
export function textRule(test: RegExp | ((text: string) => boolean), message: string): StringSchema<string | undefined> {
  const passes = typeof test === 'function' ? test : (text: string) => test.test(text);
  return string().test('textRule', message, (value) => (value === undefined || value === null || value.trim() === '' ? true : passes(value.trim())));
}
