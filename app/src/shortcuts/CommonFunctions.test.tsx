import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeShortMenuGateway, renderWithApp, signedInStore } from '../messages/testSupport';
import { menu, withChildren } from '../router/menuFixtures';

const shortcutsApi = vi.hoisted(() => ({ listShortMenus: vi.fn(), saveShortMenus: vi.fn(), removeShortMenu: vi.fn(), compositeShortMenus: vi.fn() }));
vi.mock('./api', () => shortcutsApi);

const { CommonFunctions } = await import('./CommonFunctions');
const { QuickStartCard } = await import('../pages/dashboard/QuickStartCard');

const demandPages = Array.from({ length: 12 }, (_, index) =>
  menu({ id: 101 + index, menuCode: `demand:p${index + 1}`, menuName: `需求页面${index + 1}`, pathUrl: `/demand/p${index + 1}`, pageUrl: `demand/p${index + 1}`, sortNumber: index + 1 }),
);
const reportPages = Array.from({ length: 5 }, (_, index) =>
  menu({ id: 201 + index, menuCode: `report:p${index + 1}`, menuName: `报告页面${index + 1}`, pathUrl: `/report/p${index + 1}`, pageUrl: `report/p${index + 1}`, sortNumber: index + 1 }),
);
const menus = [
  withChildren(menu({ id: 100, menuCode: 'demand', menuName: '需求管理', pathUrl: '/demand', sortNumber: 2 }), demandPages),
  withChildren(menu({ id: 200, menuCode: 'report', menuName: '行情报告', pathUrl: '/report', sortNumber: 3 }), [
    ...reportPages,
    menu({ id: 299, menuCode: 'report:detail', menuName: '报告详情', pathUrl: '/report/detail', pageUrl: 'report/detail', hidden: 1, sortNumber: 9 }),
  ]),
];

let gateway: ReturnType<typeof fakeShortMenuGateway>;

beforeEach(() => {
  localStorage.clear();
  gateway = fakeShortMenuGateway(menus, [102, 201]);
  shortcutsApi.listShortMenus.mockReset().mockImplementation(gateway.listShortMenus);
  shortcutsApi.saveShortMenus.mockReset().mockImplementation(gateway.saveShortMenus);
  shortcutsApi.removeShortMenu.mockReset().mockImplementation(gateway.removeShortMenu);
  shortcutsApi.compositeShortMenus.mockReset().mockImplementation(gateway.compositeShortMenus);
});
afterEach(cleanup);

const floatButton = () => screen.getByRole('button', { name: '常用功能' });
const location = () => screen.getByTestId('location').textContent;

describe('CommonFunctions', () => {
  it('opens a popover listing the common functions; one opens its page and closes the popover', async () => {
    const user = userEvent.setup();
    renderWithApp(<CommonFunctions />, { store: signedInStore(menus) });
    await user.click(floatButton());
    const popover = await screen.findByRole('dialog', { name: '常用功能' });
    await waitFor(() => expect(within(popover).getAllByRole('link').map((link) => link.textContent)).toEqual(['需求页面2', '报告页面1']));
    await user.click(within(popover).getByRole('link', { name: '报告页面1' }));
    expect(location()).toBe('/report/p1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '常用功能' })).toBeNull());
  });

  it('配置: ticks at most 15 in the order chosen, saves them and shows the same list everywhere', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <CommonFunctions />
        <QuickStartCard />
      </>,
      { store: signedInStore(menus) },
    );
    await user.click(floatButton());
    await user.click(await screen.findByRole('button', { name: '配置' }));
    const dialog = await screen.findByRole('dialog', { name: '常用功能配置' });
    expect(within(dialog).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && within(group).getByRole('heading').textContent)).toEqual([
      '需求管理',
      '行情报告',
    ]);
    expect(within(dialog).queryByRole('checkbox', { name: '报告详情' })).toBeNull();
    expect(within(dialog).getByText('已选择 2/15 个')).toBeTruthy();
    const box = (name: string) => within(dialog).getByRole('checkbox', { name });
    expect((box('需求页面2') as HTMLInputElement).checked).toBe(true);

    // Untick one, then tick the others up to 15: 报告页面5 first, then the demand pages in order.
    await user.click(box('报告页面1'));
    await user.click(box('报告页面5'));
    for (const page of demandPages) if (page.id !== 102) await user.click(box(page.menuName));
    for (const name of ['报告页面2', '报告页面3']) await user.click(box(name));
    expect(within(dialog).getByText('已选择 15/15 个')).toBeTruthy();

    // The 16th is refused.
    await user.click(box('报告页面4'));
    expect((box('报告页面4') as HTMLInputElement).checked).toBe(false);
    expect((await screen.findByRole('alert')).textContent).toBe('抱歉，常用功能不能超过15个');
    expect(within(dialog).getByText('已选择 15/15 个')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shortcutsApi.compositeShortMenus).toHaveBeenCalledTimes(1));
    const saved = shortcutsApi.compositeShortMenus.mock.calls[0]?.[0] as { userId: number; sysShortMenus: { menuId: number; sortNumber: number }[] };
    expect(saved.userId).toBe(7);
    expect(saved.sysShortMenus.map((entry) => entry.menuId)).toEqual([102, 205, ...demandPages.filter((page) => page.id !== 102).map((page) => page.id), 202, 203]);
    expect(saved.sysShortMenus.map((entry) => entry.sortNumber)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(await screen.findByText('常用功能配置成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '常用功能配置' })).toBeNull());

    const card = screen.getByRole('region', { name: '常用功能' });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(15));
    expect(within(card).getAllByRole('listitem')[1]?.textContent).toBe('报告页面5');
    await user.click(floatButton());
    const popover = await screen.findByRole('dialog', { name: '常用功能' });
    expect(within(popover).getAllByRole('link')).toHaveLength(15);
  }, 30_000);

  it('取消 leaves the list as it was', async () => {
    const user = userEvent.setup();
    renderWithApp(<CommonFunctions />, { store: signedInStore(menus) });
    await user.click(floatButton());
    await user.click(await screen.findByRole('button', { name: '配置' }));
    const dialog = await screen.findByRole('dialog', { name: '常用功能配置' });
    await user.click(within(dialog).getByRole('checkbox', { name: '需求页面2' }));
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog', { name: '常用功能配置' })).toBeNull();
    expect(shortcutsApi.compositeShortMenus).not.toHaveBeenCalled();
  });

  it('is a button in the header: nothing of it floats over the page (no fixed or absolute position)', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <header>
        <CommonFunctions />
      </header>,
      { store: signedInStore(menus) },
    );
    const button = screen.getByRole('button', { name: '常用功能' });
    expect(button.closest('header')).not.toBeNull();
    // No drag hint and no stored position: the button has no place of its own to keep.
    expect(button.getAttribute('aria-describedby')).toBeNull();
    const floating = (root: Element) =>
      [root, ...Array.from(root.querySelectorAll('*'))].filter((element) => ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(element).position));
    expect(floating(screen.getByRole('banner'))).toEqual([]);
    // Its popover still opens from it, below the header.
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: '常用功能' })).toBeTruthy();
  });
});
