/**
 * `@srm/design-system/validation`: the React-free format rules, their messages and their yup
 * schemas, plus the exact number and money formatters. Imports nothing from React, so the gateway
 * can use it in Node.
 */
export { patterns } from './patterns';
export {
  isEmail,
  isUrl,
  isMailto,
  isTel,
  linkKind,
  isMobile,
  isLandline,
  isAmount,
  isPositiveInteger,
  isBoundedAmount,
  isBankAccount,
  isPlateNo,
  MAX_BOUNDED_AMOUNT,
  validators,
  validate,
  type LinkKind,
} from './rules';
export { isIdCard, checkIdCard, idCardCheckChar, ID_CARD_PROVINCES, type IdCardProblem } from './idCard';
export { isDateText, isRealDate, isLeapYear } from './date';
export { validationMessages, validationMessage, type ValidationRule, type ValidationLocale } from './messages';
export { yupRules, ruleSchema, textRule, type RuleSchemaFactory } from './yup';
export * from './address';
export * from '../i18n/format';
export * from './contractLine';
export * from './rebateValue';
export * from './quantity';
