export { NumberField, type NumberFieldProps } from './NumberField';
export { DecimalField, type DecimalFieldProps } from './DecimalField';
/** The pure parse/clamp/truncate/format rules of NumberField, for forms and tables that need the same. */
export * as numberFieldLogic from './numberLogic';
/** The blur rules on exact decimal strings (clamp, truncate, blank, non-numeric), shared by DecimalField and editors. */
export * as numberBlur from './numberBlur';
