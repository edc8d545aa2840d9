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
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, zh] of Object.entries(zhCN)) {
      expect(placeholders(catalogues.en[key as keyof typeof zhCN]), key).toEqual(placeholders(zh));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('zh-CN', 'field.placeholderInput', { label: '用户名' })).toBe('请输入用户名');
    expect(translate('en', 'field.placeholderInput', { label: 'user name' })).toBe('Enter user name');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
