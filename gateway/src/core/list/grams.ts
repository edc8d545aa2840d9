/**
 * Search grams of a text (issue 29): what a contains filter on a field with `grams` asks the column's
 * stored `text[]` to hold. Mirrors the SQL function `srm_grams` of migration 0044, which stores the
 * distinct lower-cased single characters and adjacent character pairs of the column's text.
 *
 * A term of one character needs that character; a longer term needs its adjacent pairs. The grams only
 * narrow the rows (the ILIKE still decides), so a gram we cannot be sure to lower-case exactly as the
 * database does (a cased letter outside ASCII: É, Σ, the Kelvin sign) is left out: asking for fewer grams
 * is always safe, asking for a wrong one would lose rows.
 */
export function termGrams(term: string): string[] {
  const chars = Array.from(term, lowerAscii);
  const grams = chars.length === 1 ? chars : chars.slice(1).map((char, index) => `${chars[index]}${char}`);
  return [...new Set(grams)].filter((gram) => !Array.from(gram).some(uncertainCase));
}

function lowerAscii(char: string): string {
  return char >= 'A' && char <= 'Z' ? char.toLowerCase() : char;
}

/** A letter with case outside ASCII: its lower case depends on the database's locale. */
function uncertainCase(char: string): boolean {
  return char > '\u007f' && char.toLowerCase() !== char.toUpperCase();
}

/**
 * Grams as one PostgreSQL array literal (`{"中粮","粮油"}`), bound as a single parameter and cast to
 * text[]: drizzle would spread a JS array into a parenthesised list of parameters.
 */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * The longest term the grams answer. A term of three or more characters goes to the trigram index: the
 * planner multiplies the frequencies of its pairs as if they were independent (北大 and 大荒 always come
 * together), so at 1,000,000 rows it took a frequent 北大荒 (29,000 rows) for a rare one and sorted every
 * match (247 ms) instead of walking the primary key (0.3 ms).
 */
export const GRAMS_MAX_TERM = 2;

/** The grams a contains of `term` narrows by, as one text[] literal, or undefined to leave it to the ILIKE. */
export function containsGrams(term: string): string | undefined {
  const grams = Array.from(term).length <= GRAMS_MAX_TERM ? termGrams(term) : [];
  return grams.length > 0 ? arrayLiteral(grams) : undefined;
}
