import type { Key, ValidationResult } from 'react-aria-components';

/**
 * Conversions between a Choose's selection (a set of keys, as react-aria's ToggleButtonGroup gives
 * it) and the value a form stores: one key or `null` when choosing one, an array in option order
 * when choosing several. React-free.
 */

/** The keys of a value: `null`/`undefined` is nothing chosen, an array is several. */
export function valueToSelection(value: Key | readonly Key[] | null | undefined): Set<Key> {
  if (value === null || value === undefined) return new Set();
  if (Array.isArray(value)) return new Set(value as readonly Key[]);
  return new Set([value as Key]);
}

/** The chosen key when choosing one: the first key, or `null` when nothing is chosen. */
export function selectionToSingle(keys: Iterable<Key>): Key | null {
  for (const key of keys) return key;
  return null;
}

/**
 * The chosen keys when choosing several, in the order of the options (keys that are not options
 * keep their own order at the end), so the stored value does not depend on the click order.
 */
export function selectionToMultiple(keys: Iterable<Key>, options: readonly { value: Key }[] = []): Key[] {
  const chosen = new Set(keys);
  const known = new Set(options.map((option) => option.value));
  const ordered = options.filter((option) => chosen.has(option.value)).map((option) => option.value);
  return [...ordered, ...[...chosen].filter((key) => !known.has(key))];
}

/**
 * The validation result react-aria's FieldError reads, for a control that is not a native field:
 * invalid with the message, or valid.
 */
export function validationResult(isInvalid: boolean, message?: string): ValidationResult {
  return {
    isInvalid,
    validationErrors: isInvalid && message ? [message] : [],
    validationDetails: {
      badInput: false,
      customError: isInvalid,
      patternMismatch: false,
      rangeOverflow: false,
      rangeUnderflow: false,
      stepMismatch: false,
      tooLong: false,
      tooShort: false,
      typeMismatch: false,
      valueMissing: false,
      valid: !isInvalid,
    },
  };
}
