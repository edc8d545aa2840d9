import { CalendarDate, CalendarDateTime, parseZonedDateTime } from '@internationalized/date';
import { afterEach, describe, expect, it } from 'vitest';
import {
  daysInMonth,
  formatDate,
  formatDateTime,
  formatRange,
  formatYear,
  formatYearMonth,
  normalizeDateString,
  pairToRange,
  parseDate,
  parseDateTime,
  parseRange,
  parseYear,
  parseYearMonth,
  rangeBounds,
  rangeToPair,
  recentDays,
  todayString,
} from './dateValue';

describe('parseDate / formatDate', () => {
  it.each([
    ['2024-03-15', '2024-03-15'],
    ['2024-02-29', '2024-02-29'], // leap day
    ['2000-02-29', '2000-02-29'], // divisible by 400: leap
    ['2023-01-31', '2023-01-31'], // month end
    ['2023-04-30', '2023-04-30'],
    ['2023-12-31', '2023-12-31'], // year end
    [' 2024-03-15 ', '2024-03-15'], // surrounding spaces
    ['2024-03-15 08:30:00', '2024-03-15'], // a datetime keeps its day, drops its time
    ['2024-03-15T23:59:59', '2024-03-15'],
    ['2023-02-29', null], // not a leap year
    ['1900-02-29', null], // divisible by 100, not by 400
    ['2023-04-31', null], // April has 30 days
    ['2023-13-01', null],
    ['2023-00-10', null],
    ['2023-01-00', null],
    ['0000-01-01', null],
    ['2023-1-5', null], // no padding
    ['20230105', null],
    ['2023/01/05', null],
    ['2024-03-15 24:00:00', null],
    ['2024-03-15T10:00:00Z', null], // an instant with a zone is not a wall-clock date
    ['2024-03-15T10:00:00+08:00', null],
    ['abc', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(formatDate(parseDate(input))).toBe(expected);
  });

  it.each([[null], [undefined], [20240315 as unknown as string]])('%j -> null', (input) => {
    expect(parseDate(input)).toBeNull();
  });

  it('returns a CalendarDate with the same fields', () => {
    expect(parseDate('2024-02-29')?.compare(new CalendarDate(2024, 2, 29))).toBe(0);
  });
});

describe('parseDateTime / formatDateTime', () => {
  it.each([
    ['2024-03-15 08:05:09', '2024-03-15 08:05:09'],
    ['2024-03-15T23:59:59', '2024-03-15 23:59:59'],
    ['2024-03-15 08:05', '2024-03-15 08:05:00'], // seconds optional
    ['2024-03-15', '2024-03-15 00:00:00'], // a bare date is midnight
    ['2024-02-29 12:00:00', '2024-02-29 12:00:00'],
    ['2023-02-29 12:00:00', null],
    ['2024-03-15 24:00:00', null],
    ['2024-03-15 23:60:00', null],
    ['2024-03-15 23:59:60', null],
    ['2024-03-15 8:05:09', null],
    ['2024-03-15 08:05:09.123', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(formatDateTime(parseDateTime(input))).toBe(expected);
  });

  it('prints a date-only value at midnight and a zoned value at its own wall clock', () => {
    expect(formatDateTime(new CalendarDate(2024, 1, 2))).toBe('2024-01-02 00:00:00');
    expect(formatDateTime(parseZonedDateTime('2024-03-15T23:30:00[America/Los_Angeles]'))).toBe('2024-03-15 23:30:00');
    expect(formatDate(parseZonedDateTime('2024-03-15T00:30:00[Asia/Shanghai]'))).toBe('2024-03-15');
  });

  it('pads small years to four digits', () => {
    expect(formatDate(new CalendarDate(987, 5, 6))).toBe('0987-05-06');
    expect(formatDateTime(new CalendarDateTime(2024, 5, 6, 7, 8, 9))).toBe('2024-05-06 07:08:09');
  });
});

describe('normalizeDateString', () => {
  it.each([
    ['2024-03-15 10:00', 'datetime', '2024-03-15 10:00:00'],
    ['2024-03-15 10:00:00', 'date', '2024-03-15'],
    ['2024-03-15', 'datetime', '2024-03-15 00:00:00'],
    ['nope', 'date', null],
  ] as const)('%j as %s -> %j', (input, kind, expected) => {
    expect(normalizeDateString(input, kind)).toBe(expected);
  });
});

describe('year and year-month strings', () => {
  it.each([
    ['2024-03', { year: 2024, month: 3 }, '2024-03'],
    ['2024-12', { year: 2024, month: 12 }, '2024-12'],
    ['2024-13', null, null],
    ['2024-00', null, null],
    ['2024-3', null, null],
    ['2024', null, null],
    ['', null, null],
  ])('%j', (input, parsed, printed) => {
    expect(parseYearMonth(input)).toEqual(parsed);
    expect(formatYearMonth(parseYearMonth(input))).toBe(printed);
  });

  it.each([
    ['2024', 2024, '2024'],
    ['0999', 999, '0999'],
    ['0000', null, null],
    ['24', null, null],
    ['2024-01', null, null],
    ['abcd', null, null],
  ])('%j', (input, parsed, printed) => {
    expect(parseYear(input)).toBe(parsed);
    expect(formatYear(parseYear(input))).toBe(printed);
  });

  it('refuses years that do not fit four digits', () => {
    expect(formatYear(10000)).toBeNull();
    expect(formatYear(2024.5)).toBeNull();
  });
});

describe('ranges', () => {
  it.each([
    [['2024-03-01', '2024-03-31'], 'date', ['2024-03-01', '2024-03-31']],
    [['2024-03-01 08:00:00', '2024-03-31 18:00:00'], 'datetime', ['2024-03-01 08:00:00', '2024-03-31 18:00:00']],
    [['2024-03-01', ''], 'date', null],
    [['2024-02-30', '2024-03-31'], 'date', null],
    [null, 'date', null],
  ] as const)('%j (%s) round-trips to %j', (range, kind, expected) => {
    expect(formatRange(parseRange(range, kind), kind)).toEqual(expected);
  });

  it('formats only complete ranges', () => {
    expect(formatRange({ start: new CalendarDate(2024, 1, 1), end: null }, 'date')).toBeNull();
  });
});

describe('rangeBounds (spec 01 §7.1: begin 00:00:00, end 23:59:59)', () => {
  it.each([
    [['2024-03-01', '2024-03-31'], ['2024-03-01 00:00:00', '2024-03-31 23:59:59']],
    [['2024-02-29', '2024-02-29'], ['2024-02-29 00:00:00', '2024-02-29 23:59:59']], // one leap day
    [['2023-12-31', '2024-01-01'], ['2023-12-31 00:00:00', '2024-01-01 23:59:59']], // across a year end
    [['2024-03-01 08:00:00', '2024-03-02 17:30:00'], ['2024-03-01 08:00:00', '2024-03-02 17:30:00']], // times kept
    [['2024-03-01T08:00', '2024-03-02'], ['2024-03-01 08:00:00', '2024-03-02 23:59:59']],
    [['2024-03-01', null], null],
    [['', '2024-03-01'], null],
    [['2023-02-29', '2023-03-01'], null],
    [null, null],
    [undefined, null],
  ] as const)('%j -> %j', (range, expected) => {
    expect(rangeBounds(range)).toEqual(expected);
  });
});

describe('recentDays (spec 01 §9: default recent window 7 days)', () => {
  it.each([
    [7, '2024-03-15', ['2024-03-09', '2024-03-15']],
    [7, '2024-03-03', ['2024-02-26', '2024-03-03']], // back into a leap February
    [7, '2023-03-03', ['2023-02-25', '2023-03-03']],
    [7, '2024-01-03', ['2023-12-28', '2024-01-03']], // across a year
    [1, '2024-03-15', ['2024-03-15', '2024-03-15']],
    [31, '2024-03-31', ['2024-03-01', '2024-03-31']],
    [7, 'not a date', null],
  ] as const)('%i days up to %s -> %j', (days, today, expected) => {
    expect(recentDays(days, today)).toEqual(expected);
  });

  it('accepts a CalendarDate and rejects a window under one day', () => {
    expect(recentDays(7, new CalendarDate(2024, 3, 1))).toEqual(['2024-02-24', '2024-03-01']);
    expect(() => recentDays(0, '2024-03-15')).toThrow(RangeError);
    expect(() => recentDays(1.5, '2024-03-15')).toThrow(RangeError);
  });
});

describe('time zones never shift the day', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each(['UTC', 'Asia/Shanghai', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'round-trips the same strings with the process in %s',
    (tz) => {
      process.env.TZ = tz;
      expect(formatDate(parseDate('2024-03-01'))).toBe('2024-03-01');
      expect(formatDateTime(parseDateTime('2024-03-01 00:00:00'))).toBe('2024-03-01 00:00:00');
      expect(formatDateTime(parseDateTime('2024-12-31 23:59:59'))).toBe('2024-12-31 23:59:59');
      expect(rangeBounds(['2024-03-01', '2024-03-01'])).toEqual(['2024-03-01 00:00:00', '2024-03-01 23:59:59']);
    },
  );

  it.each([
    ['2024-02-29T16:30:00Z', 'Asia/Shanghai', '2024-03-01'], // already tomorrow in Beijing
    ['2024-02-29T16:30:00Z', 'UTC', '2024-02-29'],
    ['2024-03-01T02:00:00Z', 'America/Los_Angeles', '2024-02-29'],
    ['2024-12-31T15:59:59Z', 'Asia/Shanghai', '2024-12-31'],
    ['2024-12-31T16:00:00Z', 'Asia/Shanghai', '2025-01-01'],
  ])('todayString at %s in %s is %s', (instant, zone, expected) => {
    expect(todayString(zone, new Date(instant))).toBe(expected);
  });
});

describe('prop pairs (spec 01 §5)', () => {
  it.each([
    [['2024-03-01', '2024-03-31'], { beginDate: '2024-03-01', endDate: '2024-03-31' }],
    [null, { beginDate: null, endDate: null }],
  ] as const)('%j splits into %j', (range, expected) => {
    expect(rangeToPair(range, ['beginDate', 'endDate'])).toEqual(expected);
  });

  it.each([
    [{ beginDate: '2024-03-01', endDate: '2024-03-31' }, ['2024-03-01', '2024-03-31']],
    [{ beginDate: '2024-03-01', endDate: null }, null],
    [{ beginDate: '', endDate: '2024-03-31' }, null],
    [{}, null],
  ])('%j joins into %j', (values, expected) => {
    expect(pairToRange(values, ['beginDate', 'endDate'])).toEqual(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2024, 4, 30],
    [2024, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});
