import type { SysMessage } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMessageGateway, fakeShortMenuGateway, message, renderWithApp, signedInStore } from '../../messages/testSupport';
import { menu, withChildren } from '../../router/menuFixtures';

const messagesApi = vi.hoisted(() => ({ pageMessages: vi.fn(), markMessageRead: vi.fn(), markAllMessagesRead: vi.fn() }));
vi.mock('../../messages/api', () => messagesApi);
const shortcutsApi = vi.hoisted(() => ({ listShortMenus: vi.fn(), saveShortMenus: vi.fn(), removeShortMenu: vi.fn(), compositeShortMenus: vi.fn() }));
vi.mock('../../shortcuts/api', () => shortcutsApi);
// The report cards (issue 27) draw ECharts on a canvas happy-dom lacks; their own test covers them.
vi.mock('../../features/report/dashboard/ReportDashboardCards', () => ({ ReportDashboardCards: () => null }));

const { DashboardPage } = await import('./DashboardPage');
const { MessageBadges } = await import('../../shell/MessageBadges');

// Sixteen pages under one top menu, so the limit of 15 can be reached.
const pages = Array.from({ length: 16 }, (_, index) =>
  menu({ id: 101 + index, menuCode: `demand:p${index + 1}`, menuName: `需求页面${index + 1}`, pathUrl: `/demand/p${index + 1}`, pageUrl: `demand/p${index + 1}`, sortNumber: index + 1 }),
);
const menus = [
  menu({ id: 1, menuCode: 'dashboard', menuName: '首页', pathUrl: '/dashboard', pageUrl: 'dashboard', sortNumber: 1 }),
  withChildren(menu({ id: 100, menuCode: 'demand', menuName: '需求管理', pathUrl: '/demand', sortNumber: 2 }), pages),
];

function demoMessages(): SysMessage[] {
  return [
    message({ content: '玉米集中采购招标公告', link: '/demand/p1', hoursAgo: 1 }),
    message({ content: '新版合同模板启用通知', link: '/demand/p2?from=notice', hoursAgo: 2 }),
    message({ content: '大豆行情月报已发布', link: null, hoursAgo: 3 }),
    message({ content: '供应商年度评审安排', link: '/demand/p3', hoursAgo: 4 }),
    message({ content: '采购平台操作手册已更新', link: 'https://help.example.com/manual', hoursAgo: 5 }),
    message({ content: '国庆值班安排', link: null, readStatus: 1, hoursAgo: 6 }),
    message({ content: '年度需求 XQ001 待审核', msgType: 1, handleStatus: 0, link: '/demand/p4', hoursAgo: 1 }),
    message({ content: '月度需求 YD002 待审核', msgType: 1, handleStatus: 0, readStatus: 1, link: '/demand/p5', hoursAgo: 2 }),
    message({ content: '合同 HT009 已审批通过', msgType: 1, handleStatus: 1, readStatus: 1, link: '/demand/p6', hoursAgo: 3 }),
  ];
}

let gateway: ReturnType<typeof fakeMessageGateway>;
let shortMenus: ReturnType<typeof fakeShortMenuGateway>;

function setUp(initialShortMenus: number[] = [101, 102]) {
  gateway = fakeMessageGateway(demoMessages());
  messagesApi.pageMessages.mockReset().mockImplementation(gateway.pageMessages);
  messagesApi.markMessageRead.mockReset().mockImplementation(gateway.markMessageRead);
  messagesApi.markAllMessagesRead.mockReset().mockImplementation(gateway.markAllMessagesRead);
  shortMenus = fakeShortMenuGateway(menus, initialShortMenus);
  shortcutsApi.listShortMenus.mockReset().mockImplementation(shortMenus.listShortMenus);
  shortcutsApi.saveShortMenus.mockReset().mockImplementation(shortMenus.saveShortMenus);
  shortcutsApi.removeShortMenu.mockReset().mockImplementation(shortMenus.removeShortMenu);
  shortcutsApi.compositeShortMenus.mockReset().mockImplementation(shortMenus.compositeShortMenus);
}

/** The cards show once their first messages are in (DashboardPage `useCardsReady`). */
const renderDashboard = async () => {
  const view = renderWithApp(<DashboardPage />, { store: signedInStore(menus) });
  await screen.findByRole('region', { name: /通知公告/ });
  return view;
};
const noticesCard = () => screen.getByRole('region', { name: /通知公告/ });
const todoCard = () => screen.getByRole('region', { name: '待办' });
const quickStartCard = () => screen.getByRole('region', { name: '常用功能' });
const rowTexts = (card: HTMLElement) =>
  within(card)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => setUp());
afterEach(cleanup);

describe('greeting card', () => {
  it('greets the user by name, the name and position kept as business data (not translated)', async () => {
    await renderDashboard();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/^(早上好|中午好|下午好|晚上好)，王建华$/);
    expect(within(heading).getByText('王建华').getAttribute('translate')).toBe('no');
    expect(screen.getByText(/采购经理/).getAttribute('translate')).toBe('no');
  });
});

describe('notices card', () => {
  it('lists the unread notices 3 per page with index, content and time, and pages', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await waitFor(() => expect(within(noticesCard()).getAllByRole('row')).toHaveLength(4));
    expect(within(noticesCard()).getByRole('heading', { name: /通知公告/ }).textContent).toContain('5 条未读');
    expect(within(noticesCard()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['序号', '内容', '创建时间']);
    const rows = rowTexts(noticesCard());
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['1', '玉米集中采购招标公告'],
      ['2', '新版合同模板启用通知'],
      ['3', '大豆行情月报已发布'],
    ]);
    expect(rows[0]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(messagesApi.pageMessages).toHaveBeenCalledWith({ userId: 7, page: 1, size: 3, msgType: 2, readStatus: 0 });

    await user.click(within(noticesCard()).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(rowTexts(noticesCard()).map((row) => row.slice(0, 2))).toEqual([
      ['4', '供应商年度评审安排'],
      ['5', '采购平台操作手册已更新'],
    ]));
  });

  it('opening a notice marks it read, follows its link, and the count and list update', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const link = await within(noticesCard()).findByRole('link', { name: '新版合同模板启用通知' });
    await user.click(link);
    expect(location()).toBe('/demand/p2?from=notice');
    const [target] = gateway.rows.filter((row) => row.content === '新版合同模板启用通知');
    expect(messagesApi.markMessageRead).toHaveBeenCalledWith(target?.id);
    await waitFor(() => expect(within(noticesCard()).getByRole('heading', { name: /通知公告/ }).textContent).toContain('4 条未读'));
    expect(rowTexts(noticesCard()).map((row) => row[1])).toEqual(['玉米集中采购招标公告', '大豆行情月报已发布', '供应商年度评审安排']);
  });

  it('opens an absolute link in a new window, and a notice without a link only marks it read', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(await within(noticesCard()).findByRole('button', { name: '第 2 页' }));
    const external = await within(noticesCard()).findByRole('link', { name: '采购平台操作手册已更新' });
    expect(external.getAttribute('href')).toBe('https://help.example.com/manual');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');

    await user.click(within(noticesCard()).getByRole('button', { name: '第 1 页' }));
    await user.click(await within(noticesCard()).findByRole('button', { name: '大豆行情月报已发布' }));
    expect(location()).toBe('/dashboard');
    await waitFor(() => expect(within(noticesCard()).queryByText('大豆行情月报已发布')).toBeNull());
  });

  it('goes back a page when the last notice of the last page is read', async () => {
    const user = userEvent.setup();
    for (const row of gateway.rows) if (row.content === '采购平台操作手册已更新') row.readStatus = 1;
    await renderDashboard();
    await user.click(await within(noticesCard()).findByRole('button', { name: '第 2 页' }));
    const last = await within(noticesCard()).findByRole('link', { name: '供应商年度评审安排' });
    await user.click(last);
    await waitFor(() => expect(rowTexts(noticesCard()).map((row) => row[0])).toEqual(['1', '2', '3']));
  });

  it('全部已读 clears the list', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await within(noticesCard()).findByRole('link', { name: '玉米集中采购招标公告' });
    await user.click(within(noticesCard()).getByRole('button', { name: '全部已读' }));
    expect(messagesApi.markAllMessagesRead).toHaveBeenCalledWith({ userId: 7, msgType: 2 });
    await waitFor(() => expect(within(noticesCard()).getByText('暂无数据')).toBeTruthy());
    expect(within(noticesCard()).getByRole('button', { name: '全部已读' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('to-do card', () => {
  it('shows the to-do and done lists in tabs, with title and send time, unread ones marked', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await waitFor(() => expect(within(todoCard()).getAllByRole('row')).toHaveLength(3));
    expect(within(todoCard()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['标题', '发送时间']);
    expect(within(todoCard()).getByRole('tab', { name: '待办事项' }).getAttribute('aria-selected')).toBe('true');
    const [first, second] = rowTexts(todoCard());
    expect(first?.[0]).toBe('未读年度需求 XQ001 待审核');
    expect(second?.[0]).toBe('月度需求 YD002 待审核');

    await user.click(within(todoCard()).getByRole('tab', { name: '已办事项' }));
    await waitFor(() => expect(rowTexts(todoCard()).map((row) => row[0])).toEqual(['合同 HT009 已审批通过']));
    expect(messagesApi.pageMessages).toHaveBeenCalledWith({ userId: 7, page: 1, size: 3, msgType: 1, handleStatus: 1 });
  });

  it('opening a to-do marks it read and navigates; a read one is not marked again', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(await within(todoCard()).findByRole('link', { name: '月度需求 YD002 待审核' }));
    expect(location()).toBe('/demand/p5');
    expect(messagesApi.markMessageRead).not.toHaveBeenCalled();
    await user.click(within(todoCard()).getByRole('link', { name: '年度需求 XQ001 待审核' }));
    expect(location()).toBe('/demand/p4');
    expect(messagesApi.markMessageRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(todoCard()).queryByText('未读')).toBeNull());
  });
});

describe('the header badges', () => {
  it('the notice badge opens the notices card and the to-do badge the to-do card on 待办事项, focusing its heading', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <MessageBadges />
        <DashboardPage />
      </>,
      { store: signedInStore(menus), path: '/demand/p1' },
    );
    await screen.findByRole('region', { name: /通知公告/ });
    await user.click(within(todoCard()).getByRole('tab', { name: '已办事项' }));

    await user.click(await screen.findByRole('button', { name: /^待办，/ }));
    expect(location()).toBe('/dashboard');
    await waitFor(() => expect(document.activeElement).toBe(within(todoCard()).getByRole('heading', { name: '待办' })));
    expect(within(todoCard()).getByRole('tab', { name: '待办事项' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('button', { name: /^通知，/ }));
    await waitFor(() => expect(document.activeElement).toBe(within(noticesCard()).getByRole('heading', { name: /^通知公告/ })));
    // From the focused heading the keyboard goes on into the list.
    await user.tab();
    expect(noticesCard().contains(document.activeElement)).toBe(true);
  });
});

describe('quick-start card', () => {
  it('shows the common functions as tiles coloured by id mod 3, opening their pages', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const tiles = await within(quickStartCard()).findAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['需求页面1', '需求页面2']);
    expect(tiles.map((tile) => tile.getAttribute('data-tone'))).toEqual(['warning', 'primary']); // menu ids 101, 102
    await user.click(within(quickStartCard()).getByRole('link', { name: '需求页面2' }));
    expect(location()).toBe('/demand/p2');
  });

  it('adds a page menu not yet there, and says 新增成功', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await within(quickStartCard()).findByRole('link', { name: '需求页面1' });
    await user.click(within(quickStartCard()).getByRole('button', { name: '添加' }));
    const menu = await screen.findByRole('menu');
    const offered = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(offered).toContain('首页');
    expect(offered).not.toContain('需求页面1');
    await user.click(within(menu).getByRole('menuitem', { name: '需求页面5' }));
    expect(shortcutsApi.saveShortMenus).toHaveBeenCalledWith({ userId: 7, menuIds: [105] });
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(within(quickStartCard()).getAllByRole('listitem').map((tile) => tile.textContent)).toEqual(['需求页面1', '需求页面2', '需求页面5']));
  });

  it('refuses a 16th before any call', async () => {
    setUp(pages.slice(0, 15).map((page) => page.id));
    const user = userEvent.setup();
    await renderDashboard();
    await waitFor(() => expect(within(quickStartCard()).getAllByRole('listitem')).toHaveLength(15));
    await user.click(within(quickStartCard()).getByRole('button', { name: '添加' }));
    expect((await screen.findByRole('alert')).textContent).toBe('抱歉，常用功能不能超过15个');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(shortcutsApi.saveShortMenus).not.toHaveBeenCalled();
  });

  it('deletes after 确定删除？: cancelling says 已取消删除, confirming removes the tile and says 删除成功', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(await within(quickStartCard()).findByRole('button', { name: '删除常用功能：需求页面1' }));
    let dialog = await screen.findByRole('alertdialog', { name: '确定删除？' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消删除')).toBeTruthy();
    expect(shortcutsApi.removeShortMenu).not.toHaveBeenCalled();

    await user.click(within(quickStartCard()).getByRole('button', { name: '删除常用功能：需求页面1' }));
    dialog = await screen.findByRole('alertdialog', { name: '确定删除？' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shortcutsApi.removeShortMenu).toHaveBeenCalledWith({ userId: 7, menuId: 101 }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(within(quickStartCard()).getAllByRole('listitem').map((tile) => tile.textContent)).toEqual(['需求页面2']));
  });
});
