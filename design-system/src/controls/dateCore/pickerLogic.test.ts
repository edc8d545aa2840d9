import { describe, expect, it } from 'vitest';
import { formatDateValue } from './dateValue';
import { boundValue, completePickedRange, parseToday, resolveKind } from './pickerLogic';

describe('resolveKind', () => {
  it.each([
    [{}, 'date'],
    [{ granularity: 'day' }, 'date'],
    [{ granularity: 'second' }, 'datetime'],
    [{ withTime: true }, 'datetime'],
    [{ withTime: false, granularity: 'second' }, 'datetime'],
    [{ withTime: true, granularity: 'day' }, 'datetime'],
  ] as const)('%j -> %s', (props, kind) => {
    expect(resolveKind(props)).toBe(kind);
  });
});

describe('boundValue', () => {
  it.each([
    ['2024-03-01', 'date', 'min', '2024-03-01'],
    ['2024-03-31 10:00:00', 'date', 'max', '2024-03-31'],
    ['2024-03-01', 'datetime', 'min', '2024-03-01 00:00:00'],
    ['2024-03-31', 'datetime', 'max', '2024-03-31 23:59:59'], // a bare date covers its whole day
    ['2024-03-31 12:30:00', 'datetime', 'max', '2024-03-31 12:30:00'],
    ['2024-02-30', 'date', 'min', null],
    [undefined, 'datetime', 'max', null],
  ] as const)('%j as %s %s bound -> %j', (text, kind, side, expected) => {
    expect(formatDateValue(boundValue(text, kind, side), kind)).toBe(expected);
  });
});

describe('completePickedRange', () => {
  const picked = { kind: 'datetime', pickedInCalendar: true } as const;
  it.each([
    // first pick in the calendar: the end covers its day
    [['2024-03-01 00:00:00', '2024-03-05 00:00:00'], null, picked, ['2024-03-01 00:00:00', '2024-03-05 23:59:59']],
    // a range that already had times keeps them
    [['2024-03-01 00:00:00', '2024-03-05 00:00:00'], ['2024-02-01 00:00:00', '2024-02-02 00:00:00'], picked, ['2024-03-01 00:00:00', '2024-03-05 00:00:00']],
    // typed in the segments: untouched
    [['2024-03-01 00:00:00', '2024-03-05 00:00:00'], null, { kind: 'datetime', pickedInCalendar: false }, ['2024-03-01 00:00:00', '2024-03-05 00:00:00']],
    // a date range has no time
    [['2024-03-01', '2024-03-05'], null, { kind: 'date', pickedInCalendar: true }, ['2024-03-01', '2024-03-05']],
    // a non-midnight end is kept
    [['2024-03-01 08:00:00', '2024-03-05 18:00:00'], null, picked, ['2024-03-01 08:00:00', '2024-03-05 18:00:00']],
    [null, null, picked, null],
  ] as const)('%j after %j (%j) -> %j', (next, previous, options, expected) => {
    expect(completePickedRange(next as [string, string] | null, previous as [string, string] | null, options)).toEqual(expected);
  });
});

describe('parseToday', () => {
  it.each([
    ['2024-03-15', '2024-03-15'],
    ['2024-03-15 09:00:00', '2024-03-15'],
    ['soon', null],
    [undefined, null],
  ])('%j -> %j', (text, expected) => {
    expect(formatDateValue(parseToday(text), 'date')).toBe(expected);
  });
});
