import { describe, expect, it } from 'vitest';
import { cellText, filterRows, shouldShowSearch, truncateText } from './popoverTableLogic';

describe('truncateText', () => {
  it('keeps text of up to 20 characters', () => {
    const twenty = '河北饲料有限公司东北产区二等黄玉米采购合';
    expect(Array.from(twenty)).toHaveLength(20);
    expect(truncateText(twenty)).toEqual({ text: twenty, truncated: false });
  });

  it('cuts longer text to 20 characters and an ellipsis', () => {
    expect(truncateText('河北饲料有限公司东北产区二等黄玉米采购合同')).toEqual({
      text: '河北饲料有限公司东北产区二等黄玉米采购合…',
      truncated: true,
    });
    expect(truncateText('abcdefghijklmnopqrstuvwxyz').text).toBe('abcdefghijklmnopqrst…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateText('😀'.repeat(20)).truncated).toBe(false);
    expect(truncateText('😀'.repeat(21)).text).toBe(`${'😀'.repeat(20)}…`);
  });
});

describe('shouldShowSearch', () => {
  it('shows the search box above 8 rows', () => {
    expect(shouldShowSearch(8)).toBe(false);
    expect(shouldShowSearch(9)).toBe(true);
  });
});

describe('cellText / filterRows', () => {
  const columns = [
    { key: 'sn', title: '编号' },
    { key: 'name', title: '名称' },
  ];
  const rows = [
    { sn: 'HT-001', name: '玉米采购', hidden: 'secret' },
    { sn: 'ht-002', name: '豆粕采购' },
    { sn: 3, name: null },
  ];

  it('turns values into text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(0)).toBe('0');
  });

  it('matches any column, trimmed and case-insensitive; only shown columns count', () => {
    expect(filterRows(rows, columns, '  ')).toBe(rows);
    expect(filterRows(rows, columns, 'HT-00')).toHaveLength(2);
    expect(filterRows(rows, columns, ' 豆粕 ')).toEqual([rows[1]]);
    expect(filterRows(rows, columns, '3')).toEqual([rows[2]]);
    expect(filterRows(rows, columns, 'secret')).toEqual([]);
  });
});
