import type { SelectValue } from '@srm/design-system';

/** A single Select's value as a text: its key, the first of a list, or '' for none. */
export function selectedKey(value: SelectValue): string {
  return value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value);
}
