import { interpolate, useLocale, type MessageValues } from '@srm/design-system';
import { useCallback } from 'react';
import { appCatalogues, type AppMessageKey } from './messages';

/** A translate function of the app's own keys, as pure modules take it from their view. */
export type AppT = (key: AppMessageKey, values?: MessageValues) => string;

/** Translates the app's own keys in the current locale. */
export function useAppT(): AppT {
  const { locale } = useLocale();
  return useCallback(
    (key: AppMessageKey, values?: MessageValues) => interpolate(appCatalogues[locale][key], values, locale),
    [locale],
  );
}
