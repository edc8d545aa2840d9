import type { AnySchema } from 'yup';
import type { FieldType } from './fieldTypes';

/** One option of a select-like field. */
export interface FieldOption {
  label: string;
  value: string | number;
  isDisabled?: boolean;
}

/**
 * A field described as data (`{type, prop, label, required, rules, dictCode, span, props}`): the form
 * layer picks the control, its label, placeholder and messages.
 */
export interface FieldDefinition {
  /** The form item type of spec 01 §3. @default 'text' */
  type?: FieldType | (string & {});
  /** The value's key. A range may name two keys: `['signDateStart', 'signDateEnd']`. */
  prop: string | readonly [string, string];
  label: string;
  /** @default false */
  required?: boolean;
  /** Extra yup rules for this field (e.g. `yupRules.mobile()` from the validation module). */
  rules?: AnySchema;
  /** Options come from this dictionary (through DictionaryProvider). */
  dictCode?: string;
  /** Local options for select-like fields. */
  options?: readonly FieldOption[];
  /** Columns out of 24. @default 8 */
  span?: number;
  /**
   * Props passed to the control as they are (precision, maxLength, loadOptions …). A `number` /
   * `inputNumber` field takes `minValue`, `maxValue`, `precision` and `allowEmpty` (applied on blur),
   * and `valueType: 'string'` to keep its value an exact decimal string (DecimalField).
   */
  props?: Record<string, unknown>;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  /** Help text under the control. */
  description?: string;
}

export type FormValues = Record<string, unknown>;

/** The key a field's value is kept under while editing: the prop, or the two props joined. */
export function fieldKey(field: Pick<FieldDefinition, 'prop'>): string {
  return typeof field.prop === 'string' ? field.prop : field.prop.join('__');
}

export const DEFAULT_SPAN = 8;
export const GRID_COLUMNS = 24;
