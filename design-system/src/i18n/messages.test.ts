import { describe, expect, it } from 'vitest';
import { catalogues, interpolate, supportedLocales, translate, zhCN } from './messages';

describe('message catalogues', () => {
  it('every locale has every key of zh-CN, with a non-empty text', () => {
    const keys = Object.keys(zhCN).sort();
    for (const locale of supportedLocales) {
      const catalogue = catalogues[locale];
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      for (const key of keys) expect(catalogue[key as keyof typeof zhCN].length).toBeGreaterThan(0);
    }
  });

  it('keeps the placeholders of zh-CN in every locale', () => {
    // A plural block `{count, plural, …}` uses its value as `{count}` does.
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1]).sort();
    for (const [key, zh] of Object.entries(zhCN)) {
      expect(placeholders(catalogues.en[key as keyof typeof zhCN]), key).toEqual(placeholders(zh));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('zh-CN', 'field.placeholderInput', { label: '用户名' })).toBe('请输入用户名');
    expect(translate('en', 'field.placeholderInput', { label: 'user name' })).toBe('Enter user name');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('picks a plural branch by the locale\'s plural rules: 1 row, 2 rows', () => {
    const rows = '{count, plural, one {# row} other {# rows}} on {page}';
    expect(interpolate(rows, { count: 1, page: 2 })).toBe('1 row on 2');
    expect(interpolate(rows, { count: 0, page: 2 })).toBe('0 rows on 2');
    expect(interpolate(rows, { count: 25, page: 2 })).toBe('25 rows on 2');
    expect(interpolate('{n, plural, =0 {none} one {one} other {# of them}}', { n: 0 })).toBe('none');
    // Chinese has one form: its `other`.
    expect(interpolate('{count, plural, one {# 条} other {# 条}}', { count: 1 }, 'zh-CN')).toBe('1 条');
    expect(interpolate(rows, { page: 2 })).toBe('{count, plural, one {# row} other {# rows}} on 2');
    expect(translate('en', 'pagination.nextPages', { count: 1 })).toBe('Forward 1 page');
    expect(translate('en', 'pagination.nextPages', { count: 5 })).toBe('Forward 5 pages');
    expect(translate('en', 'table.allSelected', { count: 1 })).toBe('The 1 row is selected');
  });
});
