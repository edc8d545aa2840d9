export * from './theme';
export * from './i18n';
export * from './controls/Button';
export * from './controls/TextField';
export * from './form';
