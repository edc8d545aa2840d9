import { describe, expect, it } from 'vitest';
import type { ColumnValueType } from '../types';
import { defaultColumnWidth, minColumnWidth, valueTypeWidth, VALUE_TYPE_WIDTHS } from './columnWidths';

/** Text widths measured in Chromium with Noto Sans SC (14 px; tags 12 px), and the cell's padding. */
const CELL_PADDING = 24;
const MEASURED = {
  code20: 158, // CG101001202611270001
  money: 102, // -999,999,999.99
  number: 89.4, // 9,999,999.999
  date: 71.9, // 2026-11-27
  datetime: 129.4, // 2026-11-27 12:34:56
  header4: 56 + 14, // a four-character Chinese header (500 weight) and the sort arrows with their gap
  tag4: 48 + 8 + 2, // a four-character Chinese tag: text, padding and border
};

describe('valueTypeWidth', () => {
  it('gives every value type a width that holds its widest formatted value and a four-character header', () => {
    const needs: Record<ColumnValueType, number> = {
      text: MEASURED.header4,
      code: MEASURED.code20,
      money: MEASURED.money,
      number: MEASURED.number,
      date: MEASURED.date,
      datetime: MEASURED.datetime,
      month: MEASURED.header4,
      year: MEASURED.header4,
      status: MEASURED.tag4,
    };
    for (const [type, need] of Object.entries(needs)) {
      const width = valueTypeWidth(type as ColumnValueType);
      expect(width, type).toBeGreaterThanOrEqual(Math.ceil(Math.max(need, MEASURED.header4) + CELL_PADDING));
    }
  });

  it('is the spec width (150) for text and for a column without a type', () => {
    expect(valueTypeWidth()).toBe(150);
    expect(valueTypeWidth('text')).toBe(150);
  });

  it('keeps dates, amounts and tags narrow, and gives codes and date-times more room', () => {
    expect(VALUE_TYPE_WIDTHS).toMatchObject({ date: 100, datetime: 170, money: 130, number: 120, status: 100, code: 185, month: 100, year: 100 });
  });
});

describe('minColumnWidth', () => {
  it('is 150, 180 while editing an editable column, 280 for a marked field', () => {
    expect(minColumnWidth({})).toBe(150);
    expect(minColumnWidth({ editor: { type: 'text' } }, true)).toBe(180);
    expect(minColumnWidth({ editor: { type: 'text' } }, false)).toBe(150);
    expect(minColumnWidth({ wide: true }, true)).toBe(280);
  });

  it('is the value type width when that is under 150, so a date or status column is not padded out', () => {
    expect(minColumnWidth({ valueType: 'date' })).toBe(100);
    expect(minColumnWidth({ valueType: 'status' })).toBe(100);
    expect(minColumnWidth({ valueType: 'code' })).toBe(150);
    expect(minColumnWidth({ valueType: 'datetime' })).toBe(150);
    expect(minColumnWidth({ valueType: 'date', editor: { type: 'date' } }, true)).toBe(180);
  });
});

describe('defaultColumnWidth', () => {
  it('takes the page width first, then the value type, never under the minimum', () => {
    expect(defaultColumnWidth({ valueType: 'date' })).toBe(100);
    expect(defaultColumnWidth({ valueType: 'code' })).toBe(185);
    expect(defaultColumnWidth({ valueType: 'datetime' })).toBe(170);
    expect(defaultColumnWidth({})).toBe(150);
    expect(defaultColumnWidth({ valueType: 'date', width: 130 })).toBe(130);
    expect(defaultColumnWidth({ valueType: 'date', width: 80 })).toBe(100);
    expect(defaultColumnWidth({ width: 100 })).toBe(150);
    expect(defaultColumnWidth({ wide: true, valueType: 'money' })).toBe(280);
    expect(defaultColumnWidth({ valueType: 'money', editor: { type: 'number' } }, true)).toBe(180);
  });
});
