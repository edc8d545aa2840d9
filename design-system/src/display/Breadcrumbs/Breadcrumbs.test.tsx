import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Breadcrumbs } from './Breadcrumbs';
import type { BreadcrumbRoute } from './breadcrumbTrail';

const routes: BreadcrumbRoute[] = [
  { title: '采购执行', path: '/execution', redirect: 'noRedirect' },
  { title: '合同管理', path: '/execution/contract' },
  { title: '合同详情', path: '/execution/contract/detail' },
];

describe('Breadcrumbs', () => {
  it('starts with 采购管理平台 and makes only the middle crumbs links', () => {
    renderWithProviders(<Breadcrumbs items={routes} />);
    const nav = screen.getByRole('navigation', { name: '面包屑导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['采购管理平台', '/dashboard'],
      ['合同管理', '/execution/contract'],
    ]);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    const current = within(nav).getByText('合同详情');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
    expect(within(nav).getByText('采购执行').closest('a')).toBeNull();
  });

  it('has no home crumb on the dashboard', () => {
    renderWithProviders(<Breadcrumbs items={[{ title: '首页', name: 'dashboard', path: '/dashboard' }]} />);
    expect(screen.queryByText('采购管理平台')).toBeNull();
    expect(screen.getByText('首页').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('navigates through onNavigate by click and by keyboard', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithProviders(<Breadcrumbs items={routes} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: '合同管理' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/execution/contract');
    screen.getByRole('link', { name: '采购管理平台' }).focus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith('/dashboard');
  });

  it('speaks English', () => {
    renderWithProviders(<Breadcrumbs items={[{ title: 'Contracts', path: '/contract' }]} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Procurement Platform' })).toBeTruthy();
  });
});
