/**
 * The rules of the popover table (spec 01 §2.6): a search box above 8 rows, cells over 20 characters
 * truncated. Pure and React-free.
 */

/** The search box shows when there are more rows than this. */
export const POPOVER_TABLE_SEARCH_THRESHOLD = 8;
/** Cell text longer than this many characters is truncated. */
export const POPOVER_TABLE_MAX_TEXT = 20;

export interface PopoverTableColumn {
  /** Where the value lives on the row; unique among the columns. */
  key: string;
  /** The header text. */
  title: string;
}

export type PopoverTableRow = Readonly<Record<string, unknown>>;

/** The text of a cell value: empty for null and undefined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * Truncates to `max` characters (counted as code points, so CJK and emoji count once) followed by
 * '…'; `truncated` says whether it did.
 */
export function truncateText(text: string, max: number = POPOVER_TABLE_MAX_TEXT): { text: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  return { text: `${chars.slice(0, Math.max(0, max)).join('')}…`, truncated: true };
}

/** Whether a table of `total` rows gets the search box: more than 8. */
export function shouldShowSearch(total: number, threshold: number = POPOVER_TABLE_SEARCH_THRESHOLD): boolean {
  return total > threshold;
}

/** Rows whose text in any of the columns contains the query (trimmed, case-insensitive). */
export function filterRows<R extends PopoverTableRow>(
  rows: readonly R[],
  columns: readonly PopoverTableColumn[],
  query: string,
): readonly R[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => columns.some((column) => cellText(row[column.key]).toLocaleLowerCase().includes(needle)));
}
