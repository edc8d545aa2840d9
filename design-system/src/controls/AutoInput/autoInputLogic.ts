import { filterOptions } from '../selectCore/filterOptions';
import type { SelectOption } from '../selectCore/options';

/**
 * The local suggestions for a text: options whose label contains it. The exact text itself is left
 * out when it is the only match (nothing left to suggest), so the list closes once a suggestion is
 * taken.
 */
export function localSuggestions<T>(options: readonly SelectOption<T>[], text: string, cap: number): SelectOption<T>[] {
  const matches = filterOptions(options, text, cap);
  if (matches.length === 1 && matches[0]!.label === text) return [];
  return matches;
}

/** The option whose label is exactly the text, if any (a typed text that equals a suggestion). */
export function optionForText<T>(options: readonly SelectOption<T>[], text: string): SelectOption<T> | undefined {
  return options.find((option) => option.label === text);
}
