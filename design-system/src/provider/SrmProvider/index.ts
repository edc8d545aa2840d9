export { SrmProvider, type SrmLocale, type SrmProviderProps } from './SrmProvider';
