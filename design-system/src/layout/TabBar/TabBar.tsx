import { ClassNames } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  Button as RACButton,
  Link,
  Menu as RACMenu,
  MenuItem,
  MenuTrigger,
  Popover as RACPopover,
  RouterProvider,
  type Key,
} from 'react-aria-components';
import { menuPopoverStyles } from '../../overlays/Menu/menuStyles';
import { overlayTokens } from '../../theme/tokens';
import { useLocale } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { availableCloseActions, closeTabs, DEFAULT_DASHBOARD_PATH, tabTarget, type TabCloseAction, type TabItem } from './tabBarModel';
import { tabBarStyles } from './tabBarStyles';
import { useTabScroll } from './useTabScroll';

export interface TabBarProps {
  /** The visited pages, in order (keep them with `addTab`). */
  tabs: readonly TabItem[];
  /** The current route's path: its tab is marked (`aria-current="page"`) and scrolled into view. */
  activeKey?: string | null;
  /**
   * Client-side navigation: a click on a tab, and the page to open when the active tab is closed.
   * Tabs keep their `href`, so Ctrl/⌘-click still opens a new browser tab.
   */
  onNavigate: (path: string) => void;
  /** The tabs after a close action (×, 关闭其他, 关闭左侧, 关闭右侧, 关闭全部). */
  onTabsChange: (tabs: TabItem[]) => void;
  /**
   * Where to go when the last closable tab is closed.
   * @default '/dashboard'
   */
  dashboardPath?: string;
  /**
   * Names the tab bar's navigation landmark.
   * @default '已打开的页面' in zh-CN, 'Open pages' in en
   */
  'aria-label'?: string;
  className?: string;
}

const MENU_ACTIONS: { key: Exclude<TabCloseAction, 'close'>; label: MessageKey }[] = [
  { key: 'closeOthers', label: 'tabBar.closeOthers' },
  { key: 'closeLeft', label: 'tabBar.closeLeft' },
  { key: 'closeRight', label: 'tabBar.closeRight' },
  { key: 'closeAll', label: 'tabBar.closeAll' },
];

function samePath(a: string | null | undefined, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return a != null && trim(a) === trim(b);
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="0.75em" height="0.75em" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function ChevronIcon({ direction }: { direction: -1 | 1 }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={direction < 0 ? 'M10 4l-4 4 4 4' : 'M6 4l4 4-4 4'} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The tab bar of the layout shell (spec 01 §2.4): one tab per visited page, affix tabs without a
 * close button, and 关闭其他 / 关闭左侧 / 关闭右侧 / 关闭全部 from a tab's context menu (right click,
 * the ContextMenu key or Shift+F10) or from the 更多操作 button (for the active tab). Tabs are links
 * in a list inside a `<nav>`; Tab moves through tabs and close buttons, ArrowLeft/ArrowRight/Home/End
 * move between tabs, Delete closes the focused tab. The rules are in `tabBarModel.ts`.
 * When the tabs overflow, the row scrolls and ‹ › buttons (向左滚动标签 / 向右滚动标签) appear at its
 * ends; the bar rests where a tab begins, so the leftmost tab is never cut (`tabScroll.ts`), and the
 * active tab, or a tab reached by keyboard, is scrolled into view. Tabs carry `data-active` and
 * `data-affix`; the bar carries `data-overflow` while its tabs overflow.
 */
export function TabBar({ tabs, activeKey, onNavigate, onTabsChange, dashboardPath = DEFAULT_DASHBOARD_PATH, 'aria-label': ariaLabel, className }: TabBarProps) {
  const { t: t } = useLocale();
  const contextAnchor = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const [contextPath, setContextPath] = useState<string | null>(null);
  const activeTab = tabs.find((tab) => samePath(activeKey, tab.path));
  const morePath = activeTab?.path ?? activeKey ?? '';

  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const scroll = useTabScroll(activeKey, tabs);
  const { stripRef, scrollRef, listRef } = scroll;

  // A control that reaches its end is disabled: the focus goes on to the other one, not lost.
  const page = (direction: -1 | 1) => {
    const edges = scroll.page(direction);
    if (direction < 0 && edges.atStart && document.activeElement === previousRef.current) nextRef.current?.focus();
    if (direction > 0 && edges.atEnd && document.activeElement === nextRef.current) previousRef.current?.focus();
  };

  // After a close, keyboard focus moves to the neighbouring tab instead of being lost.
  useEffect(() => {
    const path = pendingFocus.current;
    if (path == null) return;
    pendingFocus.current = null;
    const links = Array.from(listRef.current?.querySelectorAll<HTMLElement>('.srm-tab-link') ?? []);
    (links.find((link) => link.dataset.path === path) ?? links[links.length - 1])?.focus();
  }, [tabs, listRef]);

  const apply = (action: TabCloseAction, path: string, moveFocus: boolean) => {
    const change = closeTabs(tabs, action, path, activeKey, { dashboardPath });
    if (change.tabs === tabs) return;
    if (moveFocus) {
      const index = tabs.findIndex((tab) => tab.path === path);
      const neighbour = change.tabs.find((tab, i) => i >= index) ?? change.tabs[change.tabs.length - 1];
      pendingFocus.current = neighbour?.path ?? null;
    }
    onTabsChange(change.tabs);
    if (change.next != null) onNavigate(change.next);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLElement>('.srm-tab-link') ?? []);
    const current = links.findIndex((link) => link === document.activeElement || link.parentElement?.contains(document.activeElement));
    if (current < 0) return;
    let target = -1;
    if (event.key === 'ArrowRight') target = Math.min(current + 1, links.length - 1);
    else if (event.key === 'ArrowLeft') target = Math.max(current - 1, 0);
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = links.length - 1;
    else if (event.key === 'Delete' && links[current] === document.activeElement) {
      event.preventDefault();
      const path = links[current]?.dataset.path;
      if (path) apply('close', path, true);
      return;
    }
    if (target < 0) return;
    event.preventDefault();
    links[target]?.focus();
  };

  const openContextMenu = (event: MouseEvent<HTMLLIElement>, path: string) => {
    event.preventDefault();
    contextAnchor.current = event.currentTarget;
    setContextPath(path);
  };

  const menuItems = (path: string) => {
    const available = availableCloseActions(tabs, path);
    return MENU_ACTIONS.map(({ key, label }) => (
      <MenuItem key={key} id={key} textValue={t(label)} isDisabled={!available[key]} className="srm-menu-item">
        <span className="srm-menu-item-label">{t(label)}</span>
      </MenuItem>
    ));
  };
  const contextTab = contextPath != null ? tabs.find((tab) => tab.path === contextPath) : undefined;
  const label = ariaLabel ?? t('tabBar.label');

  return (
    <ClassNames>
      {({ css, cx, theme }) => {
        const popover = css(menuPopoverStyles(theme));
        return (
          <RouterProvider navigate={(path) => onNavigate(String(path))}>
            <nav className={cx(css(tabBarStyles(theme)), className)} aria-label={label} data-overflow={scroll.overflow || undefined}>
              <div className="srm-tab-bar-strip" ref={stripRef}>
                {scroll.overflow ? (
                  <RACButton
                    ref={previousRef}
                    className="srm-tab-bar-scroll-button"
                    data-direction="previous"
                    aria-label={t('tabBar.scrollLeft')}
                    aria-controls={listId}
                    isDisabled={scroll.atStart}
                    onPress={() => page(-1)}
                  >
                    <ChevronIcon direction={-1} />
                  </RACButton>
                ) : null}
                <div className="srm-tab-bar-scroll" ref={scrollRef} onScroll={scroll.onScroll}>
                  <ul
                    id={listId}
                    className="srm-tab-bar-list"
                    ref={listRef}
                    onKeyDown={onListKeyDown}
                    onFocus={scroll.onFocus}
                    style={scroll.spacer > 0 ? { paddingInlineEnd: `${scroll.spacer}px` } : undefined}
                  >
                    {tabs.map((tab) => {
                      const isActive = tab === activeTab;
                      return (
                        <li
                          key={tab.path}
                          className="srm-tab"
                          data-active={isActive || undefined}
                          data-affix={tab.affix || undefined}
                          onContextMenu={(event) => openContextMenu(event, tab.path)}
                        >
                          <Link className="srm-tab-link" href={tabTarget(tab)} data-path={tab.path} aria-current={isActive ? 'page' : undefined}>
                            <span className="srm-tab-title">{tab.title}</span>
                          </Link>
                          {tab.affix ? null : (
                            <RACButton className="srm-tab-close" aria-label={t('tabBar.close', { title: tab.title })} onPress={() => apply('close', tab.path, true)}>
                              <CloseIcon />
                            </RACButton>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
                {scroll.overflow ? (
                  <RACButton
                    ref={nextRef}
                    className="srm-tab-bar-scroll-button"
                    data-direction="next"
                    aria-label={t('tabBar.scrollRight')}
                    aria-controls={listId}
                    isDisabled={scroll.atEnd}
                    onPress={() => page(1)}
                  >
                    <ChevronIcon direction={1} />
                  </RACButton>
                ) : null}
              </div>
              <MenuTrigger>
                <RACButton className="srm-tab-bar-more" aria-label={t('tabBar.more')}>
                  <MoreIcon />
                </RACButton>
                <RACPopover placement="bottom end" offset={overlayTokens.offset / 2} className={popover}>
                  <RACMenu className="srm-menu" onAction={(key: Key) => apply(key as TabCloseAction, morePath, false)}>
                    {menuItems(morePath)}
                  </RACMenu>
                </RACPopover>
              </MenuTrigger>
              <RACPopover
                triggerRef={contextAnchor}
                isOpen={contextTab !== undefined}
                onOpenChange={(open) => {
                  if (!open) setContextPath(null);
                }}
                placement="bottom start"
                offset={overlayTokens.offset / 2}
                className={popover}
                aria-label={contextTab ? t('tabBar.moreFor', { title: contextTab.title }) : undefined}
              >
                <RACMenu
                  className="srm-menu"
                  autoFocus="first"
                  aria-label={contextTab ? t('tabBar.moreFor', { title: contextTab.title }) : undefined}
                  onAction={(key: Key) => {
                    if (contextTab) apply(key as TabCloseAction, contextTab.path, false);
                    setContextPath(null);
                  }}
                >
                  {contextTab ? menuItems(contextTab.path) : null}
                </RACMenu>
              </RACPopover>
            </nav>
          </RouterProvider>
        );
      }}
    </ClassNames>
  );
}
