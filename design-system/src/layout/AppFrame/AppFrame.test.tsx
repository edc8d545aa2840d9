import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { AppFrame, mobileQuery } from './AppFrame';

const frame = (props: Partial<Parameters<typeof AppFrame>[0]> = {}) => (
  <AppFrame
    logo={<a href="/dashboard">SRM</a>}
    headerRight={<span>管理员</span>}
    sidebar={({ isMobile }) => (
      <div>
        <a href="/contract">合同管理</a>
        <span>{isMobile ? 'mobile' : 'desktop'}</span>
      </div>
    )}
    breadcrumb={<span>面包屑</span>}
    tabBar={<span>标签栏</span>}
    {...props}
  >
    <p>页面内容</p>
  </AppFrame>
);

describe('AppFrame', () => {
  it('has banner, navigation and main landmarks with the sidebar inline on wide screens', () => {
    renderWithProviders(frame({ isMobile: false }));
    expect(within(screen.getByRole('banner')).getByText('管理员')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '侧边菜单' });
    expect(within(nav).getByText('desktop')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('页面内容')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
    expect(screen.getByText('面包屑')).toBeTruthy();
    expect(screen.getByText('标签栏')).toBeTruthy();
  });

  it('gives the tab bar a row of its own under the breadcrumb toolbar, not beside the breadcrumb', () => {
    renderWithProviders(frame({ isMobile: false }));
    const crumbs = screen.getByText('面包屑');
    const tabs = screen.getByText('标签栏');
    const toolbar = crumbs.closest('.srm-app-toolbar');
    const tabRow = tabs.closest('.srm-app-tabs');
    expect(toolbar).not.toBeNull();
    expect(tabRow).not.toBeNull();
    expect(toolbar?.contains(tabs)).toBe(false);
    expect(tabRow?.contains(crumbs)).toBe(false);
    expect(toolbar?.parentElement).toBe(tabRow?.parentElement);
    expect(toolbar?.nextElementSibling).toBe(tabRow);
    expect(tabRow?.nextElementSibling).toBe(screen.getByRole('main'));
  });

  it('on narrow screens moves the sidebar into a drawer opened from the toolbar, closed by Escape', async () => {
    const user = userEvent.setup();
    const onSidebarOpenChange = vi.fn();
    renderWithProviders(frame({ isMobile: true, onSidebarOpenChange }));
    expect(screen.queryByRole('navigation', { name: '侧边菜单' })).toBeNull();
    const toggle = screen.getByRole('button', { name: '打开菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: '导航菜单' });
    expect(within(dialog).getByText('mobile')).toBeTruthy();
    expect(onSidebarOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    expect(onSidebarOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the drawer when a link inside it is followed, or when the location changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(frame({ isMobile: true, defaultSidebarOpen: true, navigationKey: '/a' }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByText('合同管理');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    rerender(frame({ isMobile: true, navigationKey: '/b' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses the 992 px breakpoint', () => {
    expect(mobileQuery(992)).toBe('(max-width: 991.98px)');
  });
});
