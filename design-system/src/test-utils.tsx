import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { LocaleProvider } from './i18n/LocaleProvider';
import type { Locale } from './i18n/messages';
import { ThemeProvider } from './theme/ThemeProvider';

/** Renders inside the theme and a locale, as an app would. */
export function renderWithProviders(ui: ReactElement, { locale = 'zh-CN', ...options }: RenderOptions & { locale?: Locale } = {}): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider>
        <LocaleProvider locale={locale}>{children}</LocaleProvider>
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
