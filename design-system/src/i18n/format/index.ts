// The exact number, date and money formatters live in `@srm/rules` (shared with the gateway).
export { formatDate, DATE_FORMATS, type DateFormatKind, type DateInput } from '@srm/rules';
export { formatNumber, formatAmount, roundAmount, type FormatNumberOptions } from '@srm/rules';
export { toChineseMoney } from '@srm/rules';
export {
  parseDecimal,
  roundDecimal,
  truncateDecimal,
  decimalToString,
  sumDecimals,
  multiplyDecimals,
  divideDecimals,
  decimalToUnits,
  unitsToDecimal,
  type Decimal,
  type DecimalInput,
} from '@srm/rules';
