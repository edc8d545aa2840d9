import { interpolate, useLocale, type MessageValues } from '@srm/design-system';
import { useCallback } from 'react';
import { appCatalogues, type AppMessageKey } from './messages';

/** Translates the app's own keys in the current locale. */
export function useAppT() {
  const { locale } = useLocale();
  return useCallback(
    (key: AppMessageKey, values?: MessageValues) => interpolate(appCatalogues[locale][key], values),
    [locale],
  );
}
