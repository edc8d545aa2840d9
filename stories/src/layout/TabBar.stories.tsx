import { TabBar, type TabItem } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { manyTabPaths, tabRowView, visitedTabs } from './shellFixtures';

interface HarnessArgs {
  initialTabs: TabItem[];
  initialActive: string;
  onNavigate: (path: string) => void;
  onTabsChange: (tabs: TabItem[]) => void;
}

/** Wired like the app: tabs in state, navigation moves the active key. */
function TabBarHarness({ initialTabs, initialActive, onNavigate, onTabsChange }: HarnessArgs) {
  const [tabs, setTabs] = useState(initialTabs);
  const [active, setActive] = useState(initialActive);
  return (
    <div style={{ width: 760 }}>
      <TabBar
        tabs={tabs}
        activeKey={active}
        onTabsChange={(next) => {
          onTabsChange(next);
          setTabs(next);
        }}
        onNavigate={(path) => {
          onNavigate(path);
          setActive(path.split('?')[0] ?? path);
        }}
      />
      <p style={{ marginTop: 16 }}>当前页面：{active}</p>
    </div>
  );
}

const meta: Meta<typeof TabBarHarness> = {
  title: 'Layout/TabBar',
  component: TabBarHarness,
  args: {
    initialTabs: visitedTabs(['/execution/contract', '/execution/pick/list', '/demand/year', '/system/user']),
    initialActive: '/execution/pick/list',
    onNavigate: fn(),
    onTabsChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof TabBarHarness>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: '已打开的页面' });
const tabNames = (canvasElement: HTMLElement) => within(bar(canvasElement)).getAllByRole('link').map((link) => link.textContent);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function settledMenu(canvasElement: HTMLElement) {
  const menu = await body(canvasElement).findByRole('menu');
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  return menu;
}

/** The affix 工作台 has no close button; the active tab is the current page. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(tabNames(canvasElement)).toEqual(['工作台', '合同管理', '提货单列表', '年度需求', '用户管理']);
    await expect(canvas.getByRole('link', { name: '提货单列表' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: '关闭工作台' })).toBeNull();
    // The tabs fit: no scroll controls.
    await expect(canvas.queryByRole('button', { name: '向左滚动标签' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '向右滚动标签' })).toBeNull();
  },
};

/** Closing the active tab opens the last remaining tab (spec 01 §2.4). */
export const CloseRules: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭提货单列表' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/system/user');
    await userEvent.click(canvas.getByRole('link', { name: '用户管理' }));
    await userEvent.click(canvas.getByRole('button', { name: '关闭用户管理' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/demand/year');
    await expect(tabNames(canvasElement)).toEqual(['工作台', '合同管理', '年度需求']);
    await expect(canvas.getByRole('link', { name: '年度需求' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Fifteen tabs overflow the bar: ‹ › controls appear and the row scrolls to keep the active (last)
 * tab whole, resting where a tab begins, so the leftmost tab on screen is not cut mid-label.
 */
export const ManyTabsOverflow: Story = {
  args: { initialTabs: visitedTabs(manyTabPaths), initialActive: '/report/r5' },
  play: async ({ canvas, canvasElement }) => {
    await expect(tabNames(canvasElement)).toHaveLength(15);
    const active = canvas.getByRole('link', { name: '市场行情报表5' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('button', { name: '向左滚动标签' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: '向右滚动标签' })).toBeDisabled());
    await waitFor(() => expect(tabRowView(canvasElement).row.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(tabRowView(canvasElement).isWhole(active.closest('li')!)).toBe(true));
    await expect(tabRowView(canvasElement).cutAtLeft).toBeNull();
  },
};

/**
 * ‹ pages back to the first tab by keyboard (never cutting the leftmost one), is then disabled and
 * hands the focus to ›; a tab cut at the right edge, once opened, is scrolled into view whole; End in
 * the tabs brings the last tab into view.
 */
export const OverflowControlsKeyboard: Story = {
  args: { initialTabs: visitedTabs(manyTabPaths), initialActive: '/report/r5' },
  play: async ({ canvas, canvasElement, args }) => {
    const previous = await canvas.findByRole('button', { name: '向左滚动标签' });
    const next = canvas.getByRole('button', { name: '向右滚动标签' });
    await waitFor(() => expect(next).toBeDisabled());
    previous.focus();
    for (let press = 0; press < 15 && !previous.hasAttribute('disabled'); press += 1) {
      await userEvent.keyboard('{Enter}');
      await expect(tabRowView(canvasElement).cutAtLeft).toBeNull();
    }
    await expect(previous).toBeDisabled();
    await expect(tabRowView(canvasElement).firstShown).toBe('工作台');
    await expect(tabRowView(canvasElement).isWhole(canvas.getByRole('link', { name: '工作台' }))).toBe(true);
    await expect(next).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(tabRowView(canvasElement).cutAtLeft).toBeNull();
    await expect(tabRowView(canvasElement).firstShown).not.toBe('工作台');
    await expect(previous).toBeEnabled();

    // A tab cut at the right edge, opened with the pointer: once current, it is scrolled into view whole.
    const cut = tabRowView(canvasElement).cutAtRight;
    await expect(cut).not.toBeNull();
    await userEvent.click(cut!);
    await expect(args.onNavigate).toHaveBeenLastCalledWith(cut!.dataset.path);
    await waitFor(() => expect(tabRowView(canvasElement).isWhole(cut!.closest('li')!)).toBe(true));
    await expect(tabRowView(canvasElement).cutAtLeft).toBeNull();

    canvas.getByRole('link', { name: '工作台' }).focus();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('link', { name: '市场行情报表5' });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(tabRowView(canvasElement).isWhole(last.closest('li')!)).toBe(true));
    await expect(tabRowView(canvasElement).cutAtLeft).toBeNull();

  },
};

/** Right click opens the tab's menu; 关闭左侧 is disabled on the first closable tab. */
export const ContextMenuOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('link', { name: '合同管理' }) });
    const menu = await settledMenu(canvasElement);
    await expect(menu).toHaveAccessibleName('合同管理 更多操作');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['关闭其他', '关闭左侧', '关闭右侧', '关闭全部']);
    await expect(within(menu).getByRole('menuitem', { name: '关闭左侧' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '关闭其他' })).toHaveFocus());
  },
};

/** 关闭右侧 from the context menu of a tab left of the active one: that tab becomes active. */
export const CloseRightFromContextMenu: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByRole('link', { name: '合同管理' }) });
    const menu = await settledMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '关闭右侧' }));
    await expect(tabNames(canvasElement)).toEqual(['工作台', '合同管理']);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/execution/contract');
  },
};

/** Keyboard only: the 更多操作 button offers the close actions for the active tab. */
export const MoreMenuKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const more = canvas.getByRole('button', { name: '更多操作' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await settledMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '关闭其他' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // 关闭右侧 of 提货单列表.
    await expect(tabNames(canvasElement)).toEqual(['工作台', '合同管理', '提货单列表']);
    await waitFor(() => expect(more).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await settledMenu(canvasElement);
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: '关闭其他' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(tabNames(canvasElement)).toEqual(['工作台']);
    await expect(canvas.getByText('当前页面：/workbench')).toBeVisible();
  },
};

/** ArrowLeft/ArrowRight/Home/End move between tabs; Delete closes the focused tab. */
export const KeyboardTabs: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('link', { name: '工作台' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: '合同管理' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: '用户管理' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(tabNames(canvasElement)).toEqual(['工作台', '合同管理', '提货单列表', '年度需求']);
    await expect(canvas.getByRole('link', { name: '年度需求' })).toHaveFocus();
  },
};

export const LongChineseText: Story = {
  args: {
    initialTabs: [
      { path: '/workbench', title: '工作台', affix: true },
      { path: '/a', title: '河北饲料有限公司东北产区玉米供应商准入申请详情' },
      { path: '/b', title: '年度采购需求计划汇总与审批' },
    ],
    initialActive: '/a',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    initialTabs: [
      { path: '/workbench', title: 'Workbench', affix: true },
      { path: '/contract', title: 'Contracts' },
      { path: '/pick', title: 'Pick-up orders' },
    ],
    initialActive: '/pick',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Open pages' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const menu = await settledMenu(canvasElement);
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Close others', 'Close left', 'Close right', 'Close all']);
  },
};
