import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/messages';
import { validationMessages, type ValidationLocale } from './index';

describe('validation messages (from @srm/rules)', () => {
  it('speak the locales of the UI', () => {
    // A compile-time check (tsc -b): the UI's Locale and @srm/rules' ValidationLocale are the same union.
    const same: [Locale] extends [ValidationLocale] ? ([ValidationLocale] extends [Locale] ? true : false) : false = true;
    expect(same).toBe(true);
    expect(Object.keys(validationMessages).sort()).toEqual(['en', 'zh-CN']);
  });
});
