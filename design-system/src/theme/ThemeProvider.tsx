import { Global, ThemeProvider as EmotionThemeProvider, css, type Theme } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { createTheme } from './theme';
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
}

/** Provides the light theme's tokens to every component below it. */
export function ThemeProvider({ children, density = 'compact', withGlobalStyles = true }: ThemeProviderProps) {
  const theme = useMemo(() => createTheme(density), [density]);
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
