import dayjs, { type Dayjs } from 'dayjs';

/** The date formats of spec 01 §9 (yyyy-MM-dd, yyyy-MM-dd HH:mm:ss, yyyy-MM, yyyy), in dayjs tokens. */
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  year: 'YYYY',
} as const;

export type DateFormatKind = keyof typeof DATE_FORMATS;

export type DateInput = Date | string | number | Dayjs;

/**
 * A date in one of the product's formats, in local time: `formatDate('2024-02-29T08:05:09', 'datetime')`
 * is `'2024-02-29 08:05:09'`. Accepts a Date, an ISO text, a timestamp in milliseconds or a dayjs;
 * `null`, `undefined`, `''` and invalid dates give `''`.
 */
export function formatDate(value: DateInput | null | undefined, kind: DateFormatKind = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[kind]) : '';
}
