import { LocaleProvider, ThemeProvider } from '@srm/design-system';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvironmentBadge } from './EnvironmentBadge';

afterEach(cleanup);

describe('<EnvironmentBadge>', () => {
  it('shows DEV in this repository’s builds (app/.env), as the demo does', () => {
    expect(import.meta.env['VITE_APP_ENV']).toBe('dev');
    render(
      <ThemeProvider>
        <LocaleProvider locale="zh-CN">
          <EnvironmentBadge />
        </LocaleProvider>
      </ThemeProvider>,
    );
    const badge = screen.getByText('DEV');
    expect(badge.getAttribute('data-env')).toBe('dev');
  });
});
