import { describe, expect, it } from 'vitest';
import {
  cellLabel,
  clampOrdinal,
  formatPeriod,
  parsePeriod,
  parsePeriodToday,
  isOutOfRange,
  monthLabels,
  monthOrdinal,
  moveFocus,
  ordinalToYearMonth,
  pageOrdinals,
  pageStart,
  pageTitle,
  yearLabel,
} from './periodGrid';

const m = (year: number, month: number) => monthOrdinal({ year, month });

describe('pages', () => {
  it.each([
    [2024, 'year', 2020],
    [2020, 'year', 2020],
    [2031, 'year', 2020],
    [2032, 'year', 2032],
    [2019, 'year', 2008],
    [1999, 'year', 1996],
    [m(2024, 7), 'month', m(2024, 1)],
    [m(2024, 1), 'month', m(2024, 1)],
    [m(2024, 12), 'month', m(2024, 1)],
  ] as const)('ordinal %i in %s mode starts its page at %i', (ordinal, mode, start) => {
    expect(pageStart(ordinal, mode)).toBe(start);
  });

  it('lists 12 consecutive cells', () => {
    expect(pageOrdinals(2024, 'year')).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
    expect(pageOrdinals(m(2024, 5), 'month').map(ordinalToYearMonth)).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ year: 2024, month: i + 1 })),
    );
  });

  it.each([
    [{ year: 2024, month: 1 }],
    [{ year: 2024, month: 12 }],
    [{ year: 1, month: 1 }],
  ])('month ordinals round-trip %j', (ym) => {
    expect(ordinalToYearMonth(monthOrdinal(ym))).toEqual(ym);
  });
});

describe('moveFocus', () => {
  it.each([
    // year mode: page 2020-2031, 3 columns
    [2024, 'ArrowRight', 'year', 2025],
    [2024, 'ArrowLeft', 'year', 2023],
    [2024, 'ArrowDown', 'year', 2027],
    [2024, 'ArrowUp', 'year', 2021],
    [2020, 'ArrowLeft', 'year', 2019], // crosses to the previous page
    [2031, 'ArrowRight', 'year', 2032], // and to the next
    [2024, 'Home', 'year', 2023], // row 2023-2025
    [2024, 'End', 'year', 2025],
    [2023, 'Home', 'year', 2023],
    [2024, 'PageUp', 'year', 2012], // 12 years
    [2024, 'PageDown', 'year', 2036],
    // month mode: 3 columns of months, pages of one year
    [m(2024, 5), 'ArrowRight', 'month', m(2024, 6)],
    [m(2024, 12), 'ArrowRight', 'month', m(2025, 1)],
    [m(2024, 1), 'ArrowLeft', 'month', m(2023, 12)],
    [m(2024, 5), 'ArrowDown', 'month', m(2024, 8)],
    [m(2024, 2), 'ArrowUp', 'month', m(2023, 11)],
    [m(2024, 5), 'Home', 'month', m(2024, 4)],
    [m(2024, 5), 'End', 'month', m(2024, 6)],
    [m(2024, 5), 'PageUp', 'month', m(2023, 5)], // a year
    [m(2024, 5), 'PageDown', 'month', m(2025, 5)],
  ] as const)('%i + %s (%s) -> %i', (from, key, mode, to) => {
    expect(moveFocus(from, key, mode)).toBe(to);
  });

  it.each(['Enter', ' ', 'Escape', 'Tab', 'a'])('ignores %j', (key) => {
    expect(moveFocus(2024, key, 'year')).toBeNull();
  });

  it.each([
    [2020, 'ArrowLeft', 2020],
    [2021, 'PageUp', 2020],
    [2029, 'PageDown', 2030],
    [2030, 'ArrowDown', 2030],
  ])('clamps %i + %s into 2020-2030 -> %i', (from, key, to) => {
    expect(moveFocus(from, key, 'year', { min: 2020, max: 2030 })).toBe(to);
  });

  it.each([
    [2019, 2020, 2030, true],
    [2020, 2020, 2030, false],
    [2031, 2020, 2030, true],
    [1, undefined, undefined, false],
  ])('isOutOfRange(%i, %s, %s) is %s', (ordinal, min, max, expected) => {
    expect(isOutOfRange(ordinal, min, max)).toBe(expected);
  });
});

describe('labels', () => {
  it('names months in Chinese and in English', () => {
    expect(monthLabels('zh-CN')).toEqual(['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月']);
    expect(monthLabels('en')).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it.each([
    [2024, 'zh-CN', '2024年'],
    [2024, 'en', '2024'],
  ])('year %i in %s is %s', (year, locale, expected) => {
    expect(yearLabel(year, locale)).toBe(expected);
  });

  it.each([
    [m(2024, 3), 'month', 'zh-CN', '2024年'],
    [m(2024, 3), 'month', 'en', '2024'],
    [2024, 'year', 'zh-CN', '2020 - 2031'],
  ] as const)('page title of %i (%s, %s) is %s', (ordinal, mode, locale, expected) => {
    expect(pageTitle(ordinal, mode, locale)).toBe(expected);
  });
});

describe('cellLabel', () => {
  it.each([
    [m(2024, 3), 'month', 'zh-CN', '2024年3月'],
    [m(2024, 3), 'month', 'en', 'Mar 2024'],
    [m(2024, 12), 'month', 'zh-CN', '2024年12月'],
    [2024, 'year', 'zh-CN', '2024年'],
    [2024, 'year', 'en', '2024'],
  ] as const)('%i (%s, %s) is named %s', (ordinal, mode, locale, expected) => {
    expect(cellLabel(ordinal, mode, locale)).toBe(expected);
  });
});

describe('period strings', () => {
  it.each([
    ['2024', 'year', 2024, '2024'],
    ['2024-03', 'month', m(2024, 3), '2024-03'],
    ['2024-12', 'month', m(2024, 12), '2024-12'],
    ['2024-13', 'month', null, null],
    ['2024-03', 'year', null, null],
    ['2024', 'month', null, null],
    ['', 'year', null, null],
  ] as const)('%j in %s mode -> %j -> %j', (text, mode, ordinal, printed) => {
    expect(parsePeriod(text, mode)).toBe(ordinal);
    expect(ordinal === null ? null : formatPeriod(ordinal, mode)).toBe(printed);
  });

  it.each([
    ['2024-03-15', 'year', 2024],
    ['2024-03-15', 'month', m(2024, 3)],
    ['2024', 'year', 2024],
    ['2024-03', 'month', m(2024, 3)],
    ['later', 'month', null],
  ] as const)('today %j in %s mode -> %j', (text, mode, expected) => {
    expect(parsePeriodToday(text, mode)).toBe(expected);
  });

  it.each([
    [2024, 2020, 2030, 2024],
    [2019, 2020, 2030, 2020],
    [2031, 2020, 2030, 2030],
    [2031, undefined, undefined, 2031],
  ])('clampOrdinal(%i, %s, %s) is %i', (ordinal, min, max, expected) => {
    expect(clampOrdinal(ordinal, min, max)).toBe(expected);
  });
});
