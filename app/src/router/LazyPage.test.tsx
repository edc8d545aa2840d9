import { LocaleProvider } from '@srm/design-system';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyPage, lazyPage, preloadPage, whenPageLoaded } from './LazyPage';
import type { PageLoader } from './pageRegistry';

afterEach(cleanup);

function pageLoader(text: string): { loader: PageLoader; calls: () => number } {
  let calls = 0;
  const loader: PageLoader = () => {
    calls += 1;
    return Promise.resolve({ default: () => <p>{text}</p> });
  };
  return { loader, calls: () => calls };
}

const renderPage = (loader: PageLoader) =>
  render(
    <LocaleProvider locale="zh-CN">
      <LazyPage page={lazyPage(loader)} />
    </LocaleProvider>,
  );

describe('LazyPage', () => {
  it('shows the loading status, then the page, when the module was not loaded before', async () => {
    const { loader } = pageLoader('页面一');
    renderPage(loader);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('页面一')).toBeTruthy();
  });

  it('shows a preloaded page at once, without a loading status, and loads its module once', async () => {
    const { loader, calls } = pageLoader('页面二');
    preloadPage(loader);
    preloadPage(loader);
    await act(async () => {});
    renderPage(loader);
    expect(screen.getByText('页面二')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls()).toBe(1);
  });

  it('whenPageLoaded resolves once the module is in (the page then renders at once), and never rejects', async () => {
    const { loader, calls } = pageLoader('页面三');
    await whenPageLoaded(loader);
    await whenPageLoaded(loader);
    expect(calls()).toBe(1);
    renderPage(loader);
    expect(screen.getByText('页面三')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    const failing: PageLoader = () => Promise.reject(new Error('offline'));
    await expect(whenPageLoaded(failing)).resolves.toBeUndefined();
  });
});
