import { AppFrame, Badge, Breadcrumbs, SideMenu, TabBar, addTab, type BreadcrumbRoute, type TabItem } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { manyTabPaths, shellMenus, tabRowView, visitedTabs } from './shellFixtures';

interface ShellArgs {
  isMobile?: boolean;
  initialCollapsed: boolean;
  initialPath: string;
  /** Pages visited before the current one (their tabs, in order). */
  visited?: string[];
  onNavigate: (path: string) => void;
}

const crumbs: Record<string, BreadcrumbRoute[]> = {
  '/execution/contract': [{ title: '采购执行', path: '/execution', redirect: 'noRedirect' }, { title: '合同管理', path: '/execution/contract' }],
  '/execution/pick/approve': [
    { title: '采购执行', path: '/execution', redirect: 'noRedirect' },
    { title: '提货单管理', path: '/execution/pick', redirect: 'noRedirect' },
    { title: '提货单审批', path: '/execution/pick/approve' },
  ],
};

/** The shell as the app wires it: the frame, the side menu, breadcrumb and tab bar, with state in the story. */
function Shell({ isMobile, initialCollapsed, initialPath, visited = ['/execution/contract', '/demand/year'], onNavigate }: ShellArgs) {
  const [path, setPath] = useState(initialPath);
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [tabs, setTabs] = useState<TabItem[]>(() => visitedTabs([...visited, initialPath]));
  const navigate = (next: string) => {
    onNavigate(next);
    setPath(next);
    const title = crumbs[next]?.at(-1)?.title;
    if (title) setTabs((current) => addTab(current, { path: next, title }));
  };
  const title = tabs.find((tab) => tab.path === path)?.title ?? path;
  return (
    <AppFrame
      style={{ height: 448 }}
      isMobile={isMobile}
      navigationKey={path}
      logo={
        <a href="/dashboard" style={{ color: 'inherit', fontWeight: 700, textDecoration: 'none' }}>
          采购管理平台
        </a>
      }
      topMenu={
        <nav aria-label="顶部菜单">
          <span>采购执行</span>
        </nav>
      }
      headerRight={
        <>
          <Badge count={3}>待办</Badge>
          <span>管理员</span>
        </>
      }
      sidebar={({ isMobile: narrow }) => (
        <SideMenu
          items={shellMenus}
          activeKey={path}
          onNavigate={navigate}
          collapsed={!narrow && collapsed}
          onCollapsedChange={narrow ? undefined : setCollapsed}
        />
      )}
      breadcrumb={<Breadcrumbs items={crumbs[path] ?? [{ title, path }]} onNavigate={navigate} />}
      tabBar={<TabBar tabs={tabs} activeKey={path} onTabsChange={setTabs} onNavigate={navigate} />}
    >
      <h1 style={{ margin: 0, fontSize: 16 }}>{title}</h1>
      <p>页面内容区域</p>
    </AppFrame>
  );
}

const meta: Meta<typeof Shell> = {
  title: 'Layout/AppFrame',
  component: Shell,
  args: { isMobile: false, initialCollapsed: false, initialPath: '/execution/pick/approve', onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
};

export default meta;
type Story = StoryObj<typeof Shell>;

/** The tab bar's row lies wholly under the breadcrumb's, across the page's width. */
function expectTabsUnderBreadcrumb(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const crumbs = canvas.getByRole('navigation', { name: '面包屑导航' }).getBoundingClientRect();
  const tabs = canvas.getByRole('navigation', { name: '已打开的页面' }).getBoundingClientRect();
  return expect(tabs.top).toBeGreaterThanOrEqual(crumbs.bottom);
}

/** Header (banner), sidebar (navigation), toolbar with the breadcrumb, the tabs' own row, content (main). */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('提货单审批');
    await expect(canvas.getByRole('navigation', { name: '面包屑导航' })).toBeVisible();
    await expectTabsUnderBreadcrumb(canvasElement);
    await expect(await within(await canvas.findByRole('treegrid')).findByRole('link', { name: '提货单审批' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Fifteen tabs in their own row: ‹ › controls appear, the current (last) tab is whole and the
 * leftmost tab on screen is not cut mid-label; the breadcrumb keeps its row.
 */
export const DesktopManyTabs: Story = {
  args: { visited: manyTabPaths.filter((path) => path !== '/execution/pick/approve') },
  play: async ({ canvas, canvasElement }) => {
    await expectTabsUnderBreadcrumb(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: '已打开的页面' });
    await expect(within(tabs).getAllByRole('link')).toHaveLength(15);
    await expect(await within(tabs).findByRole('button', { name: '向左滚动标签' })).toBeVisible();
    await expect(within(tabs).getByRole('button', { name: '向右滚动标签' })).toBeVisible();
    const current = within(tabs).getByRole('link', { name: '提货单审批' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(tabRowView(canvasElement).isWhole(current.closest('li')!)).toBe(true));
    await expect(tabRowView(canvasElement).cutAtLeft).toBeNull();
    await expect(canvas.getByRole('navigation', { name: '面包屑导航' })).toHaveTextContent('提货单审批');
  },
};

/** A click in the side menu opens the page: its tab is added and becomes current. */
export const NavigateFromMenu: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await within(await canvas.findByRole('treegrid')).findByRole('link', { name: '合同管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/execution/contract');
    const tabs = canvas.getByRole('navigation', { name: '已打开的页面' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: '合同管理' })).toHaveAttribute('aria-current', 'page'));
  },
};

/** The collapsed sidebar: icons only, the content gets the room. */
export const DesktopCollapsed: Story = {
  args: { initialCollapsed: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('toolbar', { name: '侧边菜单' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Below 992 px: no sidebar on the page; the toolbar's 打开菜单 opens it as a drawer. */
export const Narrow: Story = {
  args: { isMobile: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: '侧边菜单' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard only: open the drawer, follow a link with Enter; the drawer closes on navigation. */
export const NarrowDrawerKeyboard: Story = {
  args: { isMobile: true, initialPath: '/execution/contract' },
  play: async ({ canvas, canvasElement, args }) => {
    const toggle = canvas.getByRole('button', { name: '打开菜单' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: '导航菜单' });
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
    await expect(within(dialog).getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
    await userEvent.tab();
    // The tree is entered at the current page's link.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: '合同管理' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(await within(dialog).findByRole('link', { name: '提货单审批' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(dialog).getByRole('link', { name: '提货单审批' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/execution/pick/approve');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('main')).toHaveTextContent('提货单审批');
  },
};

/** The drawer open, as a narrow screen shows it. */
export const NarrowDrawerOpen: Story = {
  args: { isMobile: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '导航菜单' });
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Open pages' })).toBeVisible();
  },
};
