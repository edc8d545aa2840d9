export * as tokens from './tokens';
export type { Density } from './tokens';
export { createTheme, lightTheme, mergeTheme, type SrmTheme, type ThemeOverride, type ThemeValues } from './theme';
export { ThemeProvider, GlobalStyles, type ThemeProviderProps } from './ThemeProvider';
