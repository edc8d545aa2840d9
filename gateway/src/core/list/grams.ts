/**
 * Search grams of a text (issue 29): what a contains filter on a field with `grams` asks the column's
 * stored `text[]` to hold. Mirrors the SQL function `srm_grams` of migration 0044 (to be written).
 */
export function termGrams(term: string): string[] {
  return Array.from(term.toLowerCase());
}
