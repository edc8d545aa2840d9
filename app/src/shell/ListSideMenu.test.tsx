import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp, signedInStore } from '../messages/testSupport';
import { menu, withChildren } from '../router/menuFixtures';
import { collapsedFromCookie, LIST_SIDE_MENU_COOKIE } from '../state/sidebar';
import { ListSideMenu } from './ListSideMenu';

const menus = [
  menu({ id: 1, menuCode: 'home', menuName: '首页', pathUrl: '/dashboard', sortNumber: 1 }),
  withChildren(menu({ id: 2, menuCode: 'system', menuName: '系统管理', pathUrl: '/system', sortNumber: 2 }), [
    menu({ id: 21, menuCode: 'system:user', menuName: '用户管理', pathUrl: 'user', pageUrl: 'system/user', sortNumber: 1 }),
    menu({ id: 22, menuCode: 'system:role', menuName: '角色管理', pathUrl: 'role', pageUrl: 'system/role', sortNumber: 2 }),
  ]),
];

const clearCookie = () => {
  document.cookie = `${LIST_SIDE_MENU_COOKIE}=; path=/; max-age=0`;
};

beforeEach(clearCookie);
afterEach(() => {
  cleanup();
  clearCookie();
});

const nav = () => screen.getByRole('navigation', { name: '快捷导航' });

describe('ListSideMenu', () => {
  it('lists the top-level menus and folds away with a labelled toggle, by keyboard too', async () => {
    const user = userEvent.setup();
    renderWithApp(<ListSideMenu />, { store: signedInStore(menus) });
    expect(within(nav()).getAllByRole('link').map((link) => link.textContent)).toEqual(['首页', '系统管理']);
    const toggle = within(nav()).getByRole('button', { name: '收起快捷导航' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');

    toggle.focus();
    await user.keyboard('{Enter}');
    const expand = within(nav()).getByRole('button', { name: '展开快捷导航' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav()).queryAllByRole('link')).toHaveLength(0);
    expect(list?.hidden).toBe(true);
    expect(expand).toBe(document.activeElement);

    await user.keyboard(' ');
    expect(within(nav()).getByRole('button', { name: '收起快捷导航' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav()).getAllByRole('link')).toHaveLength(2);
  });

  it('stays collapsed after a remount with a fresh store (a reload), through the listSideMenuStatus cookie', async () => {
    const user = userEvent.setup();
    renderWithApp(<ListSideMenu />, { store: signedInStore(menus) });
    await user.click(within(nav()).getByRole('button', { name: '收起快捷导航' }));
    expect(collapsedFromCookie(document.cookie, LIST_SIDE_MENU_COOKIE)).toBe(true);
    cleanup();

    renderWithApp(<ListSideMenu />, { store: signedInStore(menus) });
    expect(await within(nav()).findByRole('button', { name: '展开快捷导航' })).toBeTruthy();
    expect(within(nav()).queryAllByRole('link')).toHaveLength(0);

    await user.click(within(nav()).getByRole('button', { name: '展开快捷导航' }));
    expect(collapsedFromCookie(document.cookie, LIST_SIDE_MENU_COOKIE)).toBe(false);
    cleanup();
    renderWithApp(<ListSideMenu />, { store: signedInStore(menus) });
    expect(await within(nav()).findByRole('button', { name: '收起快捷导航' })).toBeTruthy();
  });
});
