import { fieldKey, type FieldDefinition, type FormValues } from './fieldDefinition';

function emptyToNull(value: unknown): unknown {
  return value === '' || value === undefined ? null : value;
}

/**
 * What a form sends (spec 01 §5): an empty string becomes null, and a range given as a pair of props
 * becomes two values. Other values pass through unchanged.
 */
export function toSubmitValues(fields: readonly FieldDefinition[], values: FormValues): FormValues {
  const result: FormValues = {};
  const claimed = new Set<string>();
  for (const field of fields) {
    const key = fieldKey(field);
    claimed.add(key);
    const value = values[key];
    if (typeof field.prop === 'string') {
      result[field.prop] = emptyToNull(value);
      continue;
    }
    const [startProp, endProp] = field.prop;
    const [start, end] = Array.isArray(value) ? (value as unknown[]) : [null, null];
    result[startProp] = emptyToNull(start);
    result[endProp] = emptyToNull(end);
  }
  // Values the form holds without a field definition (hidden ids …) are kept, empty strings nulled.
  for (const [key, value] of Object.entries(values)) {
    if (!claimed.has(key)) result[key] = emptyToNull(value);
  }
  return result;
}

/** The editing values for a record from the server: the inverse of toSubmitValues for range pairs. */
export function toFormValues(fields: readonly FieldDefinition[], record: FormValues): FormValues {
  const values: FormValues = { ...record };
  for (const field of fields) {
    if (typeof field.prop === 'string') continue;
    const [startProp, endProp] = field.prop;
    const start = record[startProp] ?? null;
    const end = record[endProp] ?? null;
    values[fieldKey(field)] = start === null && end === null ? null : [start, end];
    delete values[startProp];
    delete values[endProp];
  }
  return values;
}
