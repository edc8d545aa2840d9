export { NumberField, type NumberFieldProps } from './NumberField';
/** The pure parse/clamp/truncate/format rules of NumberField, for forms and tables that need the same. */
export * as numberFieldLogic from './numberLogic';
