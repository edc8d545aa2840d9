/**
 * Small pure decisions of DatePicker and DateRangePicker, kept out of the views so they can be
 * tested as tables.
 */
import type { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { parseDate, parseDateTime, type DateKind, type DateRangeString } from './dateValue';

/** Granularities the pickers offer: a day (date, daterange) or a second (datetime, datetimerange). */
export type PickerGranularity = 'day' | 'second';

/** `withTime` or `granularity: 'second'` make a datetime picker; otherwise it picks a date. */
export function resolveKind({ granularity, withTime }: { granularity?: PickerGranularity; withTime?: boolean }): DateKind {
  return withTime || granularity === 'second' ? 'datetime' : 'date';
}

const DATE_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

/**
 * A `minValue` / `maxValue` string as a date value of the picker's kind. For a datetime picker a bare
 * date bound covers its whole day: a minimum starts at 00:00:00, a maximum ends at 23:59:59.
 * Invalid or missing bounds are undefined (no bound).
 */
export function boundValue(
  text: string | null | undefined,
  kind: DateKind,
  side: 'min' | 'max',
): CalendarDate | CalendarDateTime | undefined {
  if (kind === 'date') return parseDate(text) ?? undefined;
  const value = parseDateTime(text);
  if (!value) return undefined;
  return side === 'max' && DATE_ONLY.test(text as string) ? value.set({ hour: 23, minute: 59, second: 59 }) : value;
}

/**
 * A datetime range picked in the calendar while it had no value gets react-aria's placeholder time,
 * 00:00:00, on both ends. Like a search's day bounds (spec 01 §7.1), the end then becomes 23:59:59,
 * so that picking the days covers them whole. Typed times and later edits are kept as they are.
 */
export function completePickedRange(
  next: DateRangeString | null,
  previous: DateRangeString | null,
  { kind, pickedInCalendar }: { kind: DateKind; pickedInCalendar: boolean },
): DateRangeString | null {
  if (!next || previous || kind !== 'datetime' || !pickedInCalendar) return next;
  const [start, end] = next;
  return end.endsWith(' 00:00:00') ? [start, `${end.slice(0, -8)}23:59:59`] : next;
}

/** The fixed "today" of a picker as a CalendarDate (a date or datetime string), or null. */
export function parseToday(text: string | null | undefined): CalendarDate | null {
  return parseDate(text);
}
