import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { menu, withChildren } from '../router/menuFixtures';
import { buildMenuRoutes } from '../router/menuRoutes';
import { pageDataOf, prefetchPageData } from '../router/pageData';
import { preloadShellPage } from '../router/routes';
import { useMenuNavigation } from './useMenuNavigation';

vi.mock('../router/routes', () => ({ preloadShellPage: vi.fn() }));
vi.mock('../router/pageData', () => ({ pageDataOf: vi.fn(), prefetchPageData: vi.fn() }));

const entries = buildMenuRoutes([
  withChildren(menu({ menuCode: 'contract', pathUrl: '/contract' }), [
    menu({ menuCode: 'contract:list', menuName: '合同列表', pathUrl: '/contract/list', pageUrl: 'contract/list' }),
  ]),
]);

const probe: { navigation: ReturnType<typeof useMenuNavigation> | null; path: string } = { navigation: null, path: '' };

function Probe({ mounted }: { mounted: string[] }) {
  const navigation = useMenuNavigation(entries, mounted);
  const { pathname } = useLocation();
  useEffect(() => {
    probe.navigation = navigation;
    probe.path = pathname;
  });
  return null;
}
const navigation = () => probe.navigation!;

const renderAt = (path: string, mounted: string[] = [path]) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe mounted={mounted} />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.mocked(preloadShellPage).mockReset();
  vi.mocked(pageDataOf).mockReset();
  vi.mocked(prefetchPageData).mockReset();
});
afterEach(cleanup);

describe('useMenuNavigation', () => {
  it('keeps its callbacks from render to render, so the memoised side menu is not drawn again (issue 18)', async () => {
    vi.mocked(preloadShellPage).mockResolvedValue(undefined);
    const view = renderAt('/dashboard', ['/dashboard']);
    const first = navigation();
    view.rerender(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Probe mounted={['/dashboard', '/contract/list']} />
      </MemoryRouter>,
    );
    expect(navigation().onNavigate).toBe(first.onNavigate);
    expect(navigation().onItemIntent).toBe(first.onItemIntent);
    // The kept callback reads the latest mounted pages: a mounted page opens at once, with no request.
    await act(async () => navigation().onNavigate('/contract/list'));
    expect(prefetchPageData).not.toHaveBeenCalled();
    expect(probe.path).toBe('/contract/list');
  });

  it('loads the modules of a page (and of its first request) when the user shows intent, asking nothing yet', () => {
    const loadDataModule = vi.fn(() => Promise.resolve({ prefetchFirstPage: vi.fn() }));
    vi.mocked(preloadShellPage).mockResolvedValue(undefined);
    vi.mocked(pageDataOf).mockReturnValue(loadDataModule);
    renderAt('/dashboard');
    navigation().onItemIntent('/contract/list');
    expect(preloadShellPage).toHaveBeenCalledWith('/contract/list', 'contract/list');
    expect(loadDataModule).toHaveBeenCalledTimes(1);
    expect(prefetchPageData).not.toHaveBeenCalled();
  });

  it('on the click, sends the first request and opens the page once its modules are in', async () => {
    let ready!: () => void;
    vi.mocked(preloadShellPage).mockReturnValue(new Promise<void>((resolve) => (ready = resolve)));
    renderAt('/dashboard');
    act(() => navigation().onNavigate('/contract/list'));
    expect(prefetchPageData).toHaveBeenCalledWith(entries, '/contract/list');
    expect(probe.path).toBe('/dashboard');
    await act(async () => ready());
    expect(probe.path).toBe('/contract/list');
  });

  it('shows a page kept open in a tab at once, without a new request', () => {
    renderAt('/dashboard', ['/dashboard', '/contract/list']);
    act(() => navigation().onNavigate('/contract/list'));
    expect(probe.path).toBe('/contract/list');
    expect(prefetchPageData).not.toHaveBeenCalled();
    expect(preloadShellPage).not.toHaveBeenCalled();
  });
});
