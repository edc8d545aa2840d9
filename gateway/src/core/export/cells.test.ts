import { describe, expect, it } from 'vitest';
import { cellValueOf, shanghaiDateTime, type ExportColumn } from './cells.js';

const column = (type: ExportColumn['type'], names?: Map<string, string>): ExportColumn => ({ field: 'x', title: 'X', type, ...(names ? { names } : {}) });

describe('export cells', () => {
  it('keeps amounts as numbers a spreadsheet can sum, exactly', () => {
    expect(cellValueOf('1234567.89', column('decimal'))).toBe(1234567.89);
    expect(cellValueOf('0.10', column('decimal'))).toBe(0.1);
    expect(cellValueOf(42, column('integer'))).toBe(42);
  });

  it('writes numbers a double cannot hold exactly as text, digit for digit', () => {
    expect(cellValueOf('12345678901234567.12', column('decimal'))).toBe('12345678901234567.12');
  });

  it('shows instants in Shanghai wall time and dates as they are', () => {
    expect(cellValueOf(new Date('2026-11-21T16:30:05Z'), column('datetime'))).toBe('2026-11-22 00:30:05');
    expect(cellValueOf('2026-03-01', column('date'))).toBe('2026-03-01');
    expect(shanghaiDateTime(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01 08:00:00');
  });

  it('replaces dictionary codes by their names and keeps unknown codes', () => {
    const names = new Map([['SIGN', '已签署']]);
    expect(cellValueOf('SIGN', column('text', names))).toBe('已签署');
    expect(cellValueOf('ODD', column('text', names))).toBe('ODD');
  });

  it('leaves empty cells empty', () => {
    expect(cellValueOf(null, column('text'))).toBeNull();
    expect(cellValueOf(undefined, column('decimal'))).toBeNull();
  });
});
