export {
  zhCN,
  en,
  catalogues,
  supportedLocales,
  interpolate,
  translate,
  type Catalogue,
  type Locale,
  type MessageKey,
  type MessageValues,
} from './messages';
export { LocaleProvider, LocaleContext, useLocale, type LocaleProviderProps, type LocaleContextValue } from './LocaleProvider';
