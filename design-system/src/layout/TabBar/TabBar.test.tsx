import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { TabBar } from './TabBar';
import type { TabItem } from './tabBarModel';

const initial: TabItem[] = [
  { path: '/workbench', title: '工作台', affix: true },
  { path: '/contract', title: '合同管理' },
  { path: '/pick', title: '提货单', fullPath: '/pick?status=1' },
  { path: '/invoice', title: '发票管理' },
];

/** A tab bar wired like the app: tabs in state, navigation moves the active key. */
function Harness({ active = '/pick', onNavigate = vi.fn() }: { active?: string; onNavigate?: (path: string) => void }) {
  const [tabs, setTabs] = useState(initial);
  const [activeKey, setActiveKey] = useState(active);
  return (
    <TabBar
      tabs={tabs}
      activeKey={activeKey}
      onTabsChange={setTabs}
      onNavigate={(path) => {
        onNavigate(path);
        setActiveKey(path.split('?')[0] ?? path);
      }}
    />
  );
}

const tabNames = () => within(screen.getByRole('navigation', { name: '已打开的页面' })).getAllByRole('link').map((link) => link.textContent);

describe('TabBar', () => {
  it('marks the active tab and has no close button on affix tabs', () => {
    renderWithProviders(<Harness />);
    expect(tabNames()).toEqual(['工作台', '合同管理', '提货单', '发票管理']);
    expect(screen.getByRole('link', { name: '提货单' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '提货单' }).getAttribute('href')).toBe('/pick?status=1');
    expect(screen.queryByRole('button', { name: '关闭工作台' })).toBeNull();
    expect(screen.getByRole('button', { name: '关闭合同管理' })).toBeTruthy();
  });

  it('closing the active tab opens its right neighbour, then its left one', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithProviders(<Harness onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: '关闭提货单' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/invoice');
    expect(tabNames()).toEqual(['工作台', '合同管理', '发票管理']);
    await user.click(screen.getByRole('button', { name: '关闭发票管理' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/contract');
    // Focus went to a neighbouring tab, not lost with the removed button.
    expect(document.activeElement?.textContent).toBe('合同管理');
  });

  it('closing another tab does not navigate', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithProviders(<Harness onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: '关闭合同管理' }));
    expect(onNavigate).not.toHaveBeenCalled();
    expect(tabNames()).toEqual(['工作台', '提货单', '发票管理']);
  });

  it('the 更多操作 menu closes tabs around the active one; affix tabs stay', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness active="/pick" />);
    await user.click(screen.getByRole('button', { name: '更多操作' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['关闭其他', '关闭左侧', '关闭右侧', '关闭全部']);
    await user.click(within(menu).getByRole('menuitem', { name: '关闭其他' }));
    expect(tabNames()).toEqual(['工作台', '提货单']);
  });

  it('right click opens the context menu of that tab; disabled items would close nothing', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithProviders(<Harness active="/pick" onNavigate={onNavigate} />);
    fireEvent.contextMenu(screen.getByRole('link', { name: '合同管理' }));
    const menu = await screen.findByRole('menu', { name: '合同管理 更多操作' });
    expect(within(menu).getByRole('menuitem', { name: '关闭左侧' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(menu).getByRole('menuitem', { name: '关闭右侧' }));
    expect(tabNames()).toEqual(['工作台', '合同管理']);
    expect(onNavigate).toHaveBeenLastCalledWith('/contract');
  });

  it('关闭全部 keeps affix tabs and goes to the nearest one', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithProviders(<Harness active="/contract" onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '关闭全部' }));
    expect(tabNames()).toEqual(['工作台']);
    expect(onNavigate).toHaveBeenLastCalledWith('/workbench');
  });

  it('arrow keys move between tabs and Delete closes the focused one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness active="/pick" />);
    screen.getByRole('link', { name: '工作台' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('合同管理');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('发票管理');
    await user.keyboard('{ArrowLeft}{Delete}');
    expect(tabNames()).toEqual(['工作台', '合同管理', '发票管理']);
    expect(document.activeElement?.textContent).toBe('发票管理');
    await user.keyboard('{Home}{Delete}');
    expect(tabNames()).toEqual(['工作台', '合同管理', '发票管理']);
  });

  it('speaks English', () => {
    renderWithProviders(<TabBar tabs={initial} activeKey="/pick" onNavigate={vi.fn()} onTabsChange={vi.fn()} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Open pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close 合同管理' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More actions' })).toBeTruthy();
  });

  describe('overflow (a laid-out bar: tabs 96 px wide every 100 px, a 350 px view)', () => {
    const restore: (() => void)[] = [];
    /** Gives elements the sizes a browser would (happy-dom lays nothing out). */
    function layOut() {
      const define = (name: 'offsetLeft' | 'offsetWidth' | 'clientWidth', get: (element: HTMLElement) => number) => {
        const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
        Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get(this: HTMLElement) { return get(this); } });
        restore.push(() => original && Object.defineProperty(HTMLElement.prototype, name, original));
      };
      const index = (element: HTMLElement) => Array.prototype.indexOf.call(element.parentElement?.children ?? [], element);
      define('offsetLeft', (element) => (element.classList.contains('srm-tab') ? index(element) * 100 : 0));
      define('offsetWidth', (element) => (element.classList.contains('srm-tab') ? 96 : 0));
      define('clientWidth', (element) => {
        if (element.classList.contains('srm-tab-bar-scroll')) return element.closest('[data-overflow]') ? 350 : 410;
        return element.classList.contains('srm-tab-bar-strip') ? 410 : 0;
      });
    }
    afterEach(() => restore.splice(0).forEach((undo) => undo()));

    const many: TabItem[] = [{ path: '/workbench', title: '工作台', affix: true }, ...Array.from({ length: 9 }, (_, i) => ({ path: `/p${i + 1}`, title: `页面${i + 1}` }))];
    const scroller = () => document.querySelector<HTMLElement>('.srm-tab-bar-scroll')!;

    it('shows ‹ › only when the tabs overflow, rests at tab starts, and keeps the focus on a control', async () => {
      layOut();
      const user = userEvent.setup();
      const { rerender } = renderWithProviders(<TabBar tabs={many.slice(0, 4)} activeKey="/p1" onNavigate={vi.fn()} onTabsChange={vi.fn()} />);
      expect(screen.queryByRole('button', { name: '向右滚动标签' })).toBeNull();

      // The last tab active: the bar rests at 700 (a tab start), the last tab whole, ‹ enabled, › at its end.
      rerender(<TabBar tabs={many} activeKey="/p9" onNavigate={vi.fn()} onTabsChange={vi.fn()} />);
      const previous = await screen.findByRole('button', { name: '向左滚动标签' });
      const next = screen.getByRole('button', { name: '向右滚动标签' });
      expect(scroller().scrollLeft).toBe(700);
      expect((document.querySelector('.srm-tab-bar-list') as HTMLElement).style.paddingInlineEnd).toBe(`${700 + 350 - 996}px`);
      expect(next.hasAttribute('disabled')).toBe(true);
      expect(previous.getAttribute('aria-controls')).toBe(document.querySelector('.srm-tab-bar-list')?.id);

      previous.focus();
      await user.keyboard('{Enter}');
      expect(scroller().scrollLeft).toBe(400);
      await user.keyboard('{Enter}');
      expect(scroller().scrollLeft).toBe(100);
      await user.keyboard('{Enter}');
      expect(scroller().scrollLeft).toBe(0);
      // ‹ is done: disabled, and the focus went on to ›.
      expect(previous.hasAttribute('disabled')).toBe(true);
      expect(document.activeElement).toBe(next);
      await user.keyboard('{Enter}');
      expect(scroller().scrollLeft).toBe(300);
    });
  });
});
