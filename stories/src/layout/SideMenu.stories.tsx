import { SideMenu } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shellMenus } from './shellFixtures';

const meta: Meta<typeof SideMenu> = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  args: { items: shellMenus, activeKey: '/execution/pick/approve', onNavigate: fn(), onItemIntent: fn(), onCollapsedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 440, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof SideMenu>;

const focusedText = () => document.activeElement?.textContent ?? '';

/** The active item three levels deep: its groups are open and it is the current page. */
export const ActiveDeepItem: Story = {
  play: async ({ canvas }) => {
    const tree = await canvas.findByRole('treegrid', { name: '侧边菜单' });
    await expect(await within(tree).findByRole('link', { name: '提货单审批' })).toHaveAttribute('aria-current', 'page');
    // 供应商管理 has a single child: 供应商准入 shows in its place.
    await expect(within(tree).getByRole('link', { name: '供应商准入' })).toHaveAttribute('href', '/supplier/admission');
    await expect(within(tree).queryByText('供应商管理')).toBeNull();
    await expect(within(tree).queryByText('周需求')).toBeNull();
  },
};

/**
 * Arrow keys move through the tree, ArrowRight opens a group, Enter follows a link. The keyboard focus on
 * a page's link reports the intent to open it (`onItemIntent`, the app preloads the page); a group's does not.
 */
export const Keyboard: Story = {
  args: { activeKey: '/execution/contract' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('treegrid');
    await userEvent.tab();
    await waitFor(() => expect(focusedText()).toContain('合同管理'));
    await expect(args.onItemIntent).toHaveBeenLastCalledWith('/execution/contract');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedText()).toContain('提货单管理'));
    await expect(args.onItemIntent).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('link', { name: '提货单列表' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedText()).toContain('提货单列表'));
    await expect(args.onItemIntent).toHaveBeenLastCalledWith('/execution/pick/list');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/execution/pick/list');
  },
};

/**
 * belongsTo 2 / absolute URL: a new tab with rel noopener, never client navigation. The pointer over an
 * internal link reports the intent to open it (`onItemIntent`); over an external one it does not.
 */
export const ExternalLink: Story = {
  play: async ({ canvas, args }) => {
    const link = await canvas.findByRole('link', { name: /学习平台/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', 'https://learning.example.com/srm');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.hover(link);
    await userEvent.unhover(link);
    await expect(args.onItemIntent).not.toHaveBeenCalled();
    const internal = canvas.getByRole('link', { name: '供应商准入' });
    await userEvent.hover(internal);
    await userEvent.unhover(internal);
    await expect(args.onItemIntent).toHaveBeenCalledWith('/supplier/admission');
  },
};

/** Icons only; keyboard focus shows the tooltip, Enter opens a group's popup menu. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas, canvasElement }) => {
    const bar = await canvas.findByRole('toolbar', { name: '侧边菜单' });
    await expect(within(bar).getByRole('button', { name: '采购执行' })).toHaveAttribute('data-active', 'true');
    await userEvent.tab();
    await expect(within(bar).getByRole('button', { name: '需求管理' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(bar).getByRole('button', { name: '采购执行' })).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('采购执行');
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: '采购执行' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '合同管理' })).toHaveFocus());
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  },
};

/** The toggle at the bottom flips between the two modes; the caller keeps the state (cookie sidebarStatus). */
export const ToggleCollapse: Story = {
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(false);
    return (
      <SideMenu
        {...args}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          args.onCollapsedChange?.(next);
          setCollapsed(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '收起菜单' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(await canvas.findByRole('toolbar')).toBeVisible();
    const expand = canvas.getByRole('button', { name: '展开菜单' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(await canvas.findByRole('treegrid')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无菜单')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('treegrid', { name: 'Side menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /opens in a new window/ })).toBeInTheDocument();
  },
};
