import { Global, ThemeProvider as EmotionThemeProvider, css, type Theme } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { createTheme, mergeTheme, type ThemeOverride } from './theme';
import type { Density } from './tokens';

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * Row and control density.
   * @default 'compact'
   */
  density?: Density;
  /**
   * Render the global styles (font stack, box sizing, body colours).
   * @default true
   */
  withGlobalStyles?: boolean;
  /**
   * Changes to the theme: token groups merged key by key (`{colors: {primary: '#0e7c66'}}`), or a
   * function from the base theme to the theme. Keep it stable (a constant or memoised).
   */
  theme?: ThemeOverride;
}

/** Provides the light theme's tokens to every component below it. */
export function ThemeProvider({ children, density = 'compact', withGlobalStyles = true, theme: override }: ThemeProviderProps) {
  const theme = useMemo(() => mergeTheme(createTheme(density), override), [density, override]);
  return (
    <EmotionThemeProvider theme={theme}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </EmotionThemeProvider>
  );
}

const globalStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body {
    margin: 0;
    font-family: ${theme.fontFamily};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
`;

/** Global styles: box sizing and the font stack with Noto Sans SC first. */
export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
