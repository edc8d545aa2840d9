import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate, type RouteObject } from 'react-router-dom';
import { TabPanels } from './TabPanels';

const rendered = vi.fn<(name: string) => void>();
const renders = (name: string) => rendered.mock.calls.filter(([page]) => page === name).length;

/** A page that reads the router, as every real page does (useRoutes gives it a new route context each time). */
function CountedPage({ name }: { name: string }) {
  useNavigate();
  rendered(name);
  return <h1>{name}</h1>;
}

const routes: RouteObject[] = [
  { path: '/dashboard', element: <CountedPage name="首页" /> },
  { path: '/contract/list', element: <CountedPage name="合同列表" /> },
];

const shell = (keep: readonly string[]) => (
  <Provider>
    <MemoryRouter initialEntries={['/contract/list']}>
      <TabPanels routes={routes} keep={keep} />
    </MemoryRouter>
  </Provider>
);

afterEach(() => {
  cleanup();
  rendered.mockClear();
});

describe('TabPanels', () => {
  it('does not render a page again when the shell renders around it (a tab added, issue 18)', () => {
    const view = render(shell(['/dashboard']));
    expect(screen.getByRole('heading', { name: '合同列表' })).toBeTruthy();
    const drawn = renders('合同列表');
    // The shell renders again after the navigation, now keeping the new page's tab as well.
    view.rerender(shell(['/dashboard', '/contract/list']));
    view.rerender(shell(['/dashboard', '/contract/list']));
    expect(drawn).toBeGreaterThan(0);
    expect(renders('合同列表')).toBe(drawn);
  });
});
