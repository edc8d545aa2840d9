export { formatDate, DATE_FORMATS, type DateFormatKind, type DateInput } from './date';
export { formatNumber, formatAmount, roundAmount, type FormatNumberOptions } from './number';
export { toChineseMoney } from './money';
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
} from './decimal';
