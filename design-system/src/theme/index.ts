export * as tokens from './tokens';
export type { Density } from './tokens';
export { createTheme, lightTheme, type SrmTheme } from './theme';
export { ThemeProvider, GlobalStyles, type ThemeProviderProps } from './ThemeProvider';
