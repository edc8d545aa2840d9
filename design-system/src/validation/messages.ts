// The rule messages moved to `@srm/rules`; this module keeps the design system's relative imports working.
export { validationMessages, validationMessage, type ValidationRule, type ValidationLocale } from '@srm/rules';
