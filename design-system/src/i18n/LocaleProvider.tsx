import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { translate, type Locale, type MessageKey, type MessageValues } from './messages';

export interface LocaleContextValue {
  locale: Locale;
  t: (key: MessageKey, values?: MessageValues) => string;
}

const defaultValue: LocaleContextValue = {
  locale: 'zh-CN',
  t: (key, values) => translate('zh-CN', key, values),
};

export const LocaleContext = createContext<LocaleContextValue>(defaultValue);

export interface LocaleProviderProps {
  /**
   * The UI language. react-aria's I18nProvider follows it (dates, numbers, direction).
   * @default 'zh-CN'
   */
  locale?: Locale;
  children?: ReactNode;
}

/** Sets the language of every component below it: zh-CN by default, en available. */
export function LocaleProvider({ locale = 'zh-CN', children }: LocaleProviderProps) {
  const value = useMemo<LocaleContextValue>(
    () => ({ locale, t: (key, values) => translate(locale, key, values) }),
    [locale],
  );
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

/** The current locale and its translate function. */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
