import { LocaleProvider, ThemeProvider } from '@srm/design-system';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppT } from '../i18n/useAppT';
import { LOCALE_STORAGE_KEY, localeAtom } from '../state/session';
import { LocaleSwitch } from './LocaleSwitch';

/** As App.tsx does it: the LocaleProvider follows localeAtom. */
function Localised({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}

function Greeting() {
  const t = useAppT();
  return <p>{t('tabs.closeAll')}</p>;
}

const renderSwitch = (store = createStore()) =>
  render(
    <Provider store={store}>
      <ThemeProvider>
        <Localised>
          <LocaleSwitch />
          <Greeting />
        </Localised>
      </ThemeProvider>
    </Provider>,
  );

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('LocaleSwitch', () => {
  it('switches the app to English and back, naming the other language', async () => {
    const user = userEvent.setup();
    renderSwitch();
    expect(screen.getByText('关闭全部')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '切换语言：English' }));
    expect(screen.getByText('Close all')).toBeTruthy();
    const back = screen.getByRole('button', { name: 'Switch language: 中文' });
    expect(back.querySelector('[lang="zh-CN"]')?.textContent).toBe('中文');
    await user.click(back);
    expect(screen.getByText('关闭全部')).toBeTruthy();
  });

  it('keeps the choice across reloads', async () => {
    const user = userEvent.setup();
    renderSwitch();
    await user.click(screen.getByRole('button', { name: '切换语言：English' }));
    expect(JSON.parse(localStorage.getItem(LOCALE_STORAGE_KEY) ?? 'null')).toBe('en');
    cleanup();
    renderSwitch(createStore());
    expect(screen.getByText('Close all')).toBeTruthy();
  });

  it('works by keyboard', async () => {
    const user = userEvent.setup();
    renderSwitch();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Close all')).toBeTruthy();
  });
});
