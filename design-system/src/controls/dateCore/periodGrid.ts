/**
 * Pure logic of the year and year-month grids (react-aria has no year or month picker).
 *
 * Both grids show one page of 12 cells, 3 columns by 4 rows, and work on an ordinal:
 * - `year` mode: the ordinal is the year itself; a page is 12 years (2020-2031, 2032-2043 …).
 * - `month` mode: the ordinal is `year * 12 + month - 1`; a page is the 12 months of one year.
 * Keys move the focused ordinal; leaving the page turns it, as a calendar does.
 */
import { formatYear, formatYearMonth, parseDate, parseYear, parseYearMonth, type YearMonth } from './dateValue';

export type PeriodMode = 'year' | 'month';

/** Cells per page and per row. */
export const PAGE_SIZE = 12;
export const COLUMNS = 3;

/** Year pages start at 2020 + 12k, so the current decade opens a page. */
const YEAR_PAGE_ANCHOR = 2020;

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The first ordinal of the page that holds `ordinal`. */
export function pageStart(ordinal: number, mode: PeriodMode): number {
  const anchor = mode === 'year' ? YEAR_PAGE_ANCHOR : 0;
  return ordinal - mod(ordinal - anchor, PAGE_SIZE);
}

/** The 12 ordinals of the page that holds `ordinal`. */
export function pageOrdinals(ordinal: number, mode: PeriodMode): number[] {
  const start = pageStart(ordinal, mode);
  return Array.from({ length: PAGE_SIZE }, (_, index) => start + index);
}

export function monthOrdinal({ year, month }: YearMonth): number {
  return year * 12 + month - 1;
}

export function ordinalToYearMonth(ordinal: number): YearMonth {
  return { year: Math.floor(ordinal / 12), month: mod(ordinal, 12) + 1 };
}

/** Keys the grid handles; anything else is left to the browser (Tab, Escape …). */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * The ordinal focused after `key`, clamped to `[min, max]`; null when the key is not a grid key.
 * Arrows move by one cell or one row (crossing pages), Home/End go to the row's ends, PageUp and
 * PageDown move by a whole page (a year of months, or 12 years).
 */
export function moveFocus(
  ordinal: number,
  key: string,
  mode: PeriodMode,
  { min = -Infinity, max = Infinity }: { min?: number; max?: number } = {},
): number | null {
  const column = mod(ordinal - pageStart(ordinal, mode), COLUMNS);
  let next: number;
  switch (key) {
    case 'ArrowLeft':
      next = ordinal - 1;
      break;
    case 'ArrowRight':
      next = ordinal + 1;
      break;
    case 'ArrowUp':
      next = ordinal - COLUMNS;
      break;
    case 'ArrowDown':
      next = ordinal + COLUMNS;
      break;
    case 'Home':
      next = ordinal - column;
      break;
    case 'End':
      next = ordinal + (COLUMNS - 1 - column);
      break;
    case 'PageUp':
      next = ordinal - PAGE_SIZE;
      break;
    case 'PageDown':
      next = ordinal + PAGE_SIZE;
      break;
    default:
      return null;
  }
  return Math.min(Math.max(next, min), max);
}

/** Whether an ordinal lies outside `[min, max]` (its cell is disabled). */
export function isOutOfRange(ordinal: number, min?: number, max?: number): boolean {
  return (min !== undefined && ordinal < min) || (max !== undefined && ordinal > max);
}

/** The 12 short month names of a locale, from Intl: 1月 … 12月 in zh-CN, Jan … Dec in en. */
export function monthLabels(locale: string): string[] {
  const formatter = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => formatter.format(new Date(Date.UTC(2000, index, 1))));
}

/** A year as the locale writes it on its own: 2024年 in zh-CN, 2024 in en. */
export function yearLabel(year: number, locale: string): string {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The visible title of a page: `2024年` for months, `2020 - 2031` for years. */
export function pageTitle(ordinal: number, mode: PeriodMode, locale: string): string {
  if (mode === 'month') return yearLabel(ordinalToYearMonth(ordinal).year, locale);
  const start = pageStart(ordinal, mode);
  return `${start} - ${start + PAGE_SIZE - 1}`;
}

/**
 * The accessible name of a cell: `2024年3月` / `Mar 2024` for a month, `2024年` / `2024` for a year.
 * It contains the cell's visible text (3月, Mar, 2024), as speech input needs.
 */
export function cellLabel(ordinal: number, mode: PeriodMode, locale: string): string {
  if (mode === 'year') return yearLabel(ordinal, locale);
  const { year, month } = ordinalToYearMonth(ordinal);
  const date = new Date(Date.UTC(2000, month - 1, 1));
  date.setUTCFullYear(year);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A picker string to its ordinal: `'YYYY'` in year mode, `'YYYY-MM'` in month mode; null when invalid. */
export function parsePeriod(text: string | null | undefined, mode: PeriodMode): number | null {
  if (mode === 'year') return parseYear(text);
  const ym = parseYearMonth(text);
  return ym ? monthOrdinal(ym) : null;
}

/** An ordinal to the picker's string. */
export function formatPeriod(ordinal: number, mode: PeriodMode): string | null {
  return mode === 'year' ? formatYear(ordinal) : formatYearMonth(ordinalToYearMonth(ordinal));
}

/** A fixed "today" given as a full date (`'YYYY-MM-DD'`) or in the picker's own format. */
export function parsePeriodToday(text: string | null | undefined, mode: PeriodMode): number | null {
  const date = parseDate(text);
  if (date) return mode === 'year' ? date.year : monthOrdinal(date);
  return parsePeriod(text, mode);
}

/** Keeps an ordinal inside optional bounds. */
export function clampOrdinal(ordinal: number, min?: number, max?: number): number {
  return Math.min(Math.max(ordinal, min ?? -Infinity), max ?? Infinity);
}
