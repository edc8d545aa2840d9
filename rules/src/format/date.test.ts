import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, type DateFormatKind, type DateInput } from './date';

const local = new Date(2024, 1, 29, 8, 5, 9); // 2024-02-29 08:05:09 local time

describe('formatDate', () => {
  it.each<[DateInput | null | undefined, DateFormatKind | undefined, string]>([
    [local, undefined, '2024-02-29'],
    [local, 'date', '2024-02-29'],
    [local, 'datetime', '2024-02-29 08:05:09'],
    [local, 'month', '2024-02'],
    [local, 'year', '2024'],
    [local.getTime(), 'datetime', '2024-02-29 08:05:09'],
    [dayjs(local), 'datetime', '2024-02-29 08:05:09'],
    ['2024-02-29T08:05:09', 'datetime', '2024-02-29 08:05:09'],
    ['2024-02-29 08:05:09', 'date', '2024-02-29'],
    ['2024-12-31', 'month', '2024-12'],
    [new Date(2000, 0, 1, 0, 0, 0), 'datetime', '2000-01-01 00:00:00'],
    ['', 'date', ''],
    [null, 'date', ''],
    [undefined, 'date', ''],
    ['not a date', 'date', ''],
    [new Date(Number.NaN), 'date', ''],
    [Number.NaN, 'date', ''],
  ])('%s as %s -> %s', (value, kind, expected) => {
    expect(formatDate(value, kind)).toBe(expected);
  });

  it('reads an ISO text with a zone as that instant, shown in local time', () => {
    const iso = '2024-02-29T00:05:09.000Z';
    expect(formatDate(iso, 'datetime')).toBe(dayjs(new Date(iso)).format('YYYY-MM-DD HH:mm:ss'));
  });
});
