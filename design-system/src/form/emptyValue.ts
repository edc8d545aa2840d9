/**
 * Whether a field holds no value: null, undefined, blank text, an empty list or a list of blanks
 * only. `0` and `false` are values. Shared by the search form (no filter) and inline table editing
 * (a required cell is missing).
 */
export function isEmptyFieldValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isBlank);
  return isBlank(value);
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
