import { LOCAL_RESULT_CAP } from './constants';
import type { SelectOption } from './options';

/** Case-insensitive "contains" match of a keyword (trimmed) against a text. An empty keyword matches. */
export function matchesKeyword(text: string, keyword: string): boolean {
  const needle = keyword.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return text.toLocaleLowerCase().includes(needle);
}

/**
 * Local filtering of a select: an option matches when its label or its value contains the keyword
 * (so a material can be found by code or by name). At most `cap` options are returned.
 */
export function filterOptions<T>(options: readonly SelectOption<T>[], keyword: string, cap: number = LOCAL_RESULT_CAP): SelectOption<T>[] {
  const result: SelectOption<T>[] = [];
  for (const option of options) {
    if (result.length >= cap) break;
    if (matchesKeyword(option.label, keyword) || matchesKeyword(String(option.value), keyword)) result.push(option);
  }
  return result;
}
