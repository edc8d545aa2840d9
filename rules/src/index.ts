/**
 * `@srm/rules`: the React-free business rules shared by the gateway and the design system — the
 * format rules, their messages and yup schemas, addresses, ID cards, quantities, rebate values,
 * contract line amounts, exact decimals and money in Chinese capitals. Imports nothing from React
 * (src/react-free.test.ts), so the gateway runs on it in Node without installing the design system.
 * The design system re-exports all of it (its barrel and `@srm/design-system/validation`).
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
export * from './format';
export * from './contractLine';
export * from './rebateValue';
export * from './quantity';
