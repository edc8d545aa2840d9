import { fieldKey, type FieldDefinition, type FormValues } from '../form/fieldDefinition';
import { isRangeType, normaliseFieldType } from '../form/fieldTypes';
import type { MessageKey, MessageValues } from '../i18n/messages';
import { isEmptySearchValue, readFieldValue, type FilterOperator } from './query';

/** A field of a search form: a form field, plus what the list needs to know about it. */
export interface SearchField extends FieldDefinition {
  /**
   * The list can only be exported once this field holds a value (「{label}」不能为空！).
   * @default false
   */
  requiredForExport?: boolean;
  /** Overrides how the field filters (see `query.ts`); by default it follows the field's type. */
  operator?: FilterOperator;
}

/** One step of a multi-step search form. */
export interface SearchStep {
  /** Shown above the step's fields, and announced when the step changes. */
  title?: string;
  /** The field keys (`fieldKey(field)`: the prop, or the two props joined by `__`) shown in this step. */
  fields: readonly string[];
}

/** The message for a field missing before export: 「{label}」不能为空！ */
export const EXPORT_REQUIRED_MESSAGE_KEY = 'searchForm.exportRequired' satisfies MessageKey;

export interface MissingExportField {
  field: SearchField;
  /** Translate with `t(messageKey, messageValues)`: 「{label}」不能为空！ */
  messageKey: typeof EXPORT_REQUIRED_MESSAGE_KEY;
  messageValues: MessageValues;
}

/** A range counts as a value only with both bounds. */
function isIncompleteRange(value: unknown): boolean {
  return !Array.isArray(value) || value.length < 2 || isEmptySearchValue(value[0]) || isEmptySearchValue(value[1]);
}

/** Whether the field holds a value in these form values (a range needs both bounds). */
export function hasSearchValue(field: SearchField, values: FormValues): boolean {
  const value = readFieldValue(field, values);
  if (isEmptySearchValue(value)) return false;
  const isRange = typeof field.prop !== 'string' || isRangeType(normaliseFieldType(field.type));
  return isRange ? !isIncompleteRange(value) : true;
}

/**
 * The first field marked `requiredForExport` that holds no value, with its message, or null when the
 * list may be exported. `values` are form values (keyed by field key, as `onSearch` passes them
 * second); a two-prop range may also be given as its two props.
 */
export function missingExportField(fields: readonly SearchField[], values: FormValues): MissingExportField | null {
  const field = fields.find((candidate) => candidate.requiredForExport && !hasSearchValue(candidate, values));
  return field ? { field, messageKey: EXPORT_REQUIRED_MESSAGE_KEY, messageValues: { label: field.label } } : null;
}

/**
 * Form values for these fields from a record: a two-prop range given as its two props becomes the
 * `[start, end]` pair under its field key (a pair already under the key wins), and every field
 * without a value holds null.
 */
export function toSearchFormValues(fields: readonly SearchField[], record: FormValues = {}): FormValues {
  const values: FormValues = { ...record };
  for (const field of fields) {
    const key = fieldKey(field);
    if (typeof field.prop !== 'string') {
      const [startProp, endProp] = field.prop;
      if (!(key in record)) {
        const start = record[startProp] ?? null;
        const end = record[endProp] ?? null;
        values[key] = start === null && end === null ? null : [start, end];
      }
      delete values[startProp];
      delete values[endProp];
    }
    values[key] ??= null;
  }
  return values;
}
