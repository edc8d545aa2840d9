import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabPanels } from '../shell/TabPanels';
import { routes } from './routes';

vi.mock('../webFont', () => ({ loadWebFontAfterContent: () => undefined }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Stands in for MenuRoutes: routes of its own under the shell's splat. */
function MenuStandIn() {
  return useRoutes([
    { path: '/contract/list', element: <p>合同列表</p> },
    { path: '*', element: <p>404</p> },
  ]);
}

const contentRoutes: RouteObject[] = [
  { path: '/dashboard', element: <p>首页</p> },
  { path: '*', element: <MenuStandIn /> },
];

/**
 * The app's real route tree, with the guard and the main layout replaced by what they render: an
 * outlet, and the kept-alive panels (TabPanels' useRoutes at each panel's location).
 */
function appTreeWithStandIns(): RouteObject[] {
  return routes.map((route) => {
    if (route.path !== undefined || !route.children) return route;
    const [layout, ...others] = route.children;
    return { ...route, element: <Outlet />, children: [{ ...layout, element: <TabPanels routes={contentRoutes} keep={[]} /> }, ...others] };
  });
}

const routeWarnings = (spy: ReturnType<typeof vi.spyOn>) =>
  spy.mock.calls.map((call: unknown[]) => String(call[0])).filter((text: string) => /descendant <Routes>|trailing "\*"/.test(text));

describe('routes', () => {
  it('render the shell pages and the menu pages without react-router warning about descendant routes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(appTreeWithStandIns(), { initialEntries: ['/dashboard'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('首页')).toBeTruthy();

    await act(() => router.navigate('/contract/list'));
    expect(await screen.findByText('合同列表')).toBeTruthy();
    expect(routeWarnings(warn)).toEqual([]);
  });

  it('keep /login, /404 and /503 outside the signed-in shell', () => {
    const fixed = routes.filter((route) => route.path).map((route) => route.path);
    expect(fixed).toEqual(['/login', '/404', '/503']);
  });
});
