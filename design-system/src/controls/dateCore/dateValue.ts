/**
 * Pure conversion between the date strings that forms and the gateway exchange (spec 01 §9:
 * `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss`, `yyyy-MM`, `yyyy`) and `@internationalized/date` values.
 *
 * No JavaScript `Date` is ever built from a date string, so no time zone can shift a day: the
 * strings are wall-clock values and are parsed and printed field by field.
 */
import {
  CalendarDate,
  CalendarDateTime,
  GregorianCalendar,
  fromAbsolute,
  getLocalTimeZone,
  toCalendar,
  toCalendarDate,
  type DateValue,
} from '@internationalized/date';

/** Which string format a picker exchanges. */
export type DateKind = 'date' | 'datetime';

/** A `[start, end]` pair of date strings, as range fields store them. */
export type DateRangeString = [string, string];

/** A year and month (1-12), the value of a year-month picker. */
export interface YearMonth {
  year: number;
  month: number;
}

const gregorian = new GregorianCalendar();

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const YEAR_MONTH_RE = /^(\d{4})-(\d{2})$/;
const YEAR_RE = /^(\d{4})$/;

/** Day-of-month bound check that knows leap years (1900 is not one, 2000 is). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function validDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function validTime(hour: number, minute: number, second: number): boolean {
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * `'YYYY-MM-DD'` to a CalendarDate; anything else (empty, malformed, 2023-02-29, 2024-04-31) is
 * null. A datetime string is accepted too and its time is dropped, since the gateway sometimes
 * sends a date column as `YYYY-MM-DD 00:00:00`.
 */
export function parseDate(text: string | null | undefined): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const match = DATE_TIME_RE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!validDate(year, month, day)) return null;
  if (match[4] !== undefined && !validTime(Number(match[4]), Number(match[5]), Number(match[6] ?? 0))) return null;
  return new CalendarDate(year, month, day);
}

/**
 * `'YYYY-MM-DD HH:mm:ss'` (or with `T`, or without seconds) to a CalendarDateTime. A bare date
 * means midnight. Invalid strings are null.
 */
export function parseDateTime(text: string | null | undefined): CalendarDateTime | null {
  if (typeof text !== 'string') return null;
  const match = DATE_TIME_RE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute, second] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  if (!validDate(year, month, day) || !validTime(hour, minute, second)) return null;
  return new CalendarDateTime(year, month, day, hour, minute, second);
}

/** Parses by kind: a CalendarDate for `date`, a CalendarDateTime for `datetime`. */
export function parseDateValue(text: string | null | undefined, kind: DateKind): CalendarDate | CalendarDateTime | null {
  return kind === 'datetime' ? parseDateTime(text) : parseDate(text);
}

/** The wall-clock fields of any date value, in the Gregorian calendar, never converted to an instant. */
function gregorianFields(value: DateValue) {
  return value.calendar.identifier === 'gregory' ? value : toCalendar(value, gregorian);
}

/** A date value (date, datetime or zoned) to `'YYYY-MM-DD'`, using its own wall-clock day. */
export function formatDate(value: DateValue | null | undefined): string | null {
  if (!value) return null;
  const d = gregorianFields(value);
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** A date value to `'YYYY-MM-DD HH:mm:ss'`; a date without time prints midnight. */
export function formatDateTime(value: DateValue | null | undefined): string | null {
  if (!value) return null;
  const d = gregorianFields(value);
  const time = 'hour' in d ? `${pad(d.hour)}:${pad(d.minute)}:${pad(d.second)}` : '00:00:00';
  return `${formatDate(d)} ${time}`;
}

/** Formats by kind. */
export function formatDateValue(value: DateValue | null | undefined, kind: DateKind): string | null {
  return kind === 'datetime' ? formatDateTime(value) : formatDate(value);
}

/** Normalises a string of the given kind (null when invalid), e.g. to compare or to re-emit. */
export function normalizeDateString(text: string | null | undefined, kind: DateKind): string | null {
  return formatDateValue(parseDateValue(text, kind), kind);
}

/** `'YYYY-MM'` to a year and month; invalid is null. */
export function parseYearMonth(text: string | null | undefined): YearMonth | null {
  if (typeof text !== 'string') return null;
  const match = YEAR_MONTH_RE.exec(text.trim());
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (year < 1 || month < 1 || month > 12) return null;
  return { year, month };
}

/** A year and month to `'YYYY-MM'`. */
export function formatYearMonth(value: YearMonth | null | undefined): string | null {
  if (!value) return null;
  return `${pad(value.year, 4)}-${pad(value.month)}`;
}

/** `'YYYY'` to a year number; invalid is null. */
export function parseYear(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = YEAR_RE.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1 ? year : null;
}

/** A year number to `'YYYY'`. */
export function formatYear(year: number | null | undefined): string | null {
  if (year == null || !Number.isInteger(year) || year < 1 || year > 9999) return null;
  return pad(year, 4);
}

/** A `[start, end]` string pair to date values; null unless both sides are valid. */
export function parseRange(
  range: readonly [string | null | undefined, string | null | undefined] | null | undefined,
  kind: DateKind,
): { start: CalendarDate | CalendarDateTime; end: CalendarDate | CalendarDateTime } | null {
  if (!range) return null;
  const start = parseDateValue(range[0], kind);
  const end = parseDateValue(range[1], kind);
  return start && end ? { start, end } : null;
}

/** A `{start, end}` of date values to a string pair; null unless both sides are set. */
export function formatRange(
  range: { start: DateValue | null; end: DateValue | null } | null | undefined,
  kind: DateKind,
): DateRangeString | null {
  if (!range) return null;
  const start = formatDateValue(range.start, kind);
  const end = formatDateValue(range.end, kind);
  return start && end ? [start, end] : null;
}

/**
 * The two bounds a search sends for a date range (spec 01 §7.1): the start day at 00:00:00 and the
 * end day at 23:59:59. Sides that already carry a time (a datetimerange) are kept as they are.
 * Null when either side is missing or invalid.
 */
export function rangeBounds(
  range: readonly [string | null | undefined, string | null | undefined] | null | undefined,
): DateRangeString | null {
  if (!range) return null;
  const [startText, endText] = range;
  if (!parseDate(startText) || !parseDate(endText)) return null;
  const bound = (text: string, time: string) => {
    const trimmed = text.trim();
    return DATE_RE.test(trimmed) ? `${trimmed} ${time}` : (formatDateTime(parseDateTime(trimmed)) as string);
  };
  return [bound(startText as string, '00:00:00'), bound(endText as string, '23:59:59')];
}

/**
 * The default recent window (spec 01 §9: 7 days): `days` calendar days ending on `today`, today
 * included, as `['YYYY-MM-DD', 'YYYY-MM-DD']`. Null when `today` is invalid.
 */
export function recentDays(days: number, today: string | CalendarDate): DateRangeString | null {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`recentDays expects a whole number of days >= 1, got ${days}`);
  const end = typeof today === 'string' ? parseDate(today) : today;
  if (!end) return null;
  const start = end.subtract({ days: days - 1 });
  return [formatDate(start) as string, formatDate(end) as string];
}

/**
 * Today's date as `'YYYY-MM-DD'` in a time zone (the local one by default) at the instant `now`:
 * the only place where an instant becomes a day.
 */
export function todayString(timeZone: string = getLocalTimeZone(), now: Date = new Date()): string {
  return formatDate(toCalendarDate(fromAbsolute(now.getTime(), timeZone))) as string;
}

/**
 * Splits a range into the two form values of a field declared with a pair of props
 * (spec 01 §5: "a range field given as a prop pair becomes two values").
 */
export function rangeToPair<K extends string>(
  range: readonly [string | null | undefined, string | null | undefined] | null | undefined,
  [startKey, endKey]: readonly [K, K],
): Record<K, string | null> {
  return { [startKey]: range?.[0] || null, [endKey]: range?.[1] || null } as Record<K, string | null>;
}

/** Joins the two form values of a prop pair back into a range; null unless both are set. */
export function pairToRange<K extends string>(
  values: Partial<Record<K, string | null | undefined>>,
  [startKey, endKey]: readonly [K, K],
): DateRangeString | null {
  const start = values[startKey];
  const end = values[endKey];
  return start && end ? [start, end] : null;
}
