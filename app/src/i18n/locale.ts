import { interpolate, supportedLocales, type Locale, type MessageValues } from '@srm/design-system';
import { appCatalogues, type AppMessageKey } from './messages';

/** The language the locale switch offers next: zh-CN ⇄ en. */
export function nextLocale(locale: Locale): Locale {
  return locale === 'zh-CN' ? 'en' : 'zh-CN';
}

/** A stored value that is not a supported locale falls back to zh-CN (the default of spec 01 §1). */
export function toLocale(value: unknown): Locale {
  return (supportedLocales as readonly unknown[]).includes(value) ? (value as Locale) : 'zh-CN';
}

/** Translates an app key outside React (the call layer, tests); `useAppT` is the hook. */
export function appTranslate(locale: Locale, key: AppMessageKey, values?: MessageValues): string {
  return interpolate(appCatalogues[locale][key], values, locale);
}
