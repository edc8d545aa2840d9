import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { SideMenu } from './SideMenu';
import type { SideMenuItem } from './sideMenuModel';

const menus: SideMenuItem[] = [
  {
    menuName: '采购执行',
    pathUrl: '/execution',
    children: [
      { menuName: '合同管理', pathUrl: 'contract' },
      { menuName: '提货单', pathUrl: 'pick', children: [{ menuName: '提货单列表', pathUrl: 'list' }, { menuName: '提货单审批', pathUrl: 'approve' }] },
    ],
  },
  { menuName: '系统管理', pathUrl: '/system', children: [{ menuName: '用户管理', pathUrl: 'user' }] },
  { menuName: '学习系统', pathUrl: '/learning', belongsTo: 2 },
  { menuName: '隐藏', pathUrl: '/hidden', hidden: 1 },
];

describe('SideMenu (expanded)', () => {
  it('opens the groups of the active item and marks it as the current page', () => {
    renderWithProviders(<SideMenu items={menus} activeKey="/execution/pick/approve" />);
    const tree = screen.getByRole('treegrid', { name: '侧边菜单' });
    const current = within(tree).getByRole('link', { name: '提货单审批' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(tree).getByRole('link', { name: '提货单列表' })).toBeTruthy();
    // The single-child rule: 系统管理 shows 用户管理 in its place; hidden menus are left out.
    expect(within(tree).getByRole('link', { name: '用户管理' }).getAttribute('href')).toBe('/system/user');
    expect(within(tree).queryByText('系统管理')).toBeNull();
    expect(within(tree).queryByText('隐藏')).toBeNull();
  });

  it('opens external links in a new tab without client navigation', () => {
    renderWithProviders(<SideMenu items={menus} onNavigate={vi.fn()} />);
    const link = screen.getByRole('link', { name: /学习系统/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('在新窗口打开');
  });

  it('toggles a group by click and navigates internal links through onNavigate', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithProviders(<SideMenu items={menus} onNavigate={onNavigate} />);
    expect(screen.queryByRole('link', { name: '合同管理' })).toBeNull();
    await user.click(screen.getByText('采购执行'));
    await user.click(await screen.findByRole('link', { name: '合同管理' }));
    expect(onNavigate).toHaveBeenCalledWith('/execution/contract');
  });

  it('has a collapse toggle when the caller controls it', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    renderWithProviders(<SideMenu items={menus} onCollapsedChange={onCollapsedChange} />);
    const toggle = screen.getByRole('button', { name: '收起菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
  });

  it('does not render its items again when its parent renders with the same props (issue 18)', () => {
    const renderIcon = vi.fn((_icon: string | undefined, node: { label: string }) => <span>{node.label.slice(0, 1)}</span>);
    const onNavigate = vi.fn();
    const view = renderWithProviders(<SideMenu items={menus} activeKey="/execution/contract" renderIcon={renderIcon} onNavigate={onNavigate} />);
    const drawn = renderIcon.mock.calls.length;
    expect(drawn).toBeGreaterThan(0);
    view.rerender(<SideMenu items={menus} activeKey="/execution/contract" renderIcon={renderIcon} onNavigate={onNavigate} />);
    expect(renderIcon).toHaveBeenCalledTimes(drawn);
    // A new active page does render it again, and marks the new page.
    view.rerender(<SideMenu items={menus} activeKey="/system/user" renderIcon={renderIcon} onNavigate={onNavigate} />);
    expect(renderIcon.mock.calls.length).toBeGreaterThan(drawn);
    expect(screen.getByRole('link', { name: '用户管理' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when there is no menu', () => {
    renderWithProviders(<SideMenu items={[]} />);
    expect(screen.getByText('暂无菜单')).toBeTruthy();
  });
});

describe('SideMenu onItemIntent', () => {
  it('reports an internal link when the pointer enters it, never a group or an external link', async () => {
    const user = userEvent.setup();
    const onItemIntent = vi.fn();
    renderWithProviders(<SideMenu items={menus} onItemIntent={onItemIntent} activeKey="/execution/contract" />);
    await user.hover(screen.getByRole('link', { name: '用户管理' }));
    expect(onItemIntent).toHaveBeenLastCalledWith('/system/user');
    onItemIntent.mockClear();
    await user.hover(screen.getByText('采购执行'));
    await user.hover(screen.getByRole('link', { name: /学习系统/ }));
    expect(onItemIntent).not.toHaveBeenCalled();
  });

  it('reports the link the keyboard focus moves to', async () => {
    const user = userEvent.setup();
    const onItemIntent = vi.fn();
    renderWithProviders(<SideMenu items={menus} onItemIntent={onItemIntent} activeKey="/execution/contract" />);
    // Tab enters the tree on its current item; ArrowDown moves on, over the group 提货单 (not a page).
    await user.tab();
    expect(onItemIntent).toHaveBeenLastCalledWith('/execution/contract');
    await user.keyboard('{ArrowDown}');
    expect(onItemIntent).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}');
    expect(onItemIntent).toHaveBeenLastCalledWith('/system/user');
  });

  it('reports the links of the collapsed menu, its icons and its popup items', async () => {
    const user = userEvent.setup();
    const onItemIntent = vi.fn();
    renderWithProviders(<SideMenu items={menus} collapsed onItemIntent={onItemIntent} />);
    await user.hover(screen.getByRole('link', { name: '用户管理' }));
    expect(onItemIntent).toHaveBeenLastCalledWith('/system/user');
    await user.click(screen.getByRole('button', { name: '采购执行' }));
    const menu = await screen.findByRole('menu', { name: '采购执行' });
    await user.hover(within(menu).getByRole('menuitem', { name: '合同管理' }));
    expect(onItemIntent).toHaveBeenLastCalledWith('/execution/contract');
  });
});

describe('SideMenu (collapsed)', () => {
  it('shows icons only, named by their menus, with the active group marked', () => {
    renderWithProviders(<SideMenu items={menus} activeKey="/execution/contract" collapsed onCollapsedChange={() => {}} />, { locale: 'en' });
    const bar = screen.getByRole('toolbar', { name: 'Side menu' });
    expect(bar.getAttribute('aria-orientation')).toBe('vertical');
    const group = within(bar).getByRole('button', { name: '采购执行' });
    expect(group.getAttribute('data-active')).toBe('true');
    expect(group.getAttribute('aria-haspopup')).toBe('true');
    expect(within(bar).getByRole('link', { name: '用户管理' }).getAttribute('data-active')).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a group as a popup menu whose links navigate', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithProviders(<SideMenu items={menus} collapsed onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: '采购执行' }));
    const menu = await screen.findByRole('menu', { name: '采购执行' });
    await user.click(within(menu).getByRole('menuitem', { name: '合同管理' }));
    expect(onNavigate).toHaveBeenCalledWith('/execution/contract');
  });
});
