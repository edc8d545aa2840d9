import { useMemo } from 'react';
import { useLocale } from '../i18n/LocaleProvider';
import { interpolate, type Locale, type MessageValues } from '../i18n/messages';

/**
 * Messages of the layout family (SideMenu, TabBar, AppFrame), kept beside it in the same shape as
 * the design system's catalogues: zh-CN is the source of truth, every other locale must provide
 * every key (a missing key is a type error).
 */
export const layoutZhCN = {
  'sideMenu.label': '侧边菜单',
  'sideMenu.collapse': '收起菜单',
  'sideMenu.expand': '展开菜单',
  'sideMenu.external': '（在新窗口打开）',
  'sideMenu.empty': '暂无菜单',
  'tabBar.label': '已打开的页面',
  'tabBar.close': '关闭{title}',
  'tabBar.more': '更多操作',
  'tabBar.moreFor': '{title} 更多操作',
  'tabBar.closeOthers': '关闭其他',
  'tabBar.closeLeft': '关闭左侧',
  'tabBar.closeRight': '关闭右侧',
  'tabBar.closeAll': '关闭全部',
  'appFrame.openSidebar': '打开菜单',
  'appFrame.closeSidebar': '关闭菜单',
  'appFrame.sidebarDrawer': '导航菜单',
  'appFrame.toolbar': '页面工具栏',
} as const;

export type LayoutMessageKey = keyof typeof layoutZhCN;

export const layoutEn: Record<LayoutMessageKey, string> = {
  'sideMenu.label': 'Side menu',
  'sideMenu.collapse': 'Collapse menu',
  'sideMenu.expand': 'Expand menu',
  'sideMenu.external': ' (opens in a new window)',
  'sideMenu.empty': 'No menus',
  'tabBar.label': 'Open pages',
  'tabBar.close': 'Close {title}',
  'tabBar.more': 'More actions',
  'tabBar.moreFor': 'More actions for {title}',
  'tabBar.closeOthers': 'Close others',
  'tabBar.closeLeft': 'Close left',
  'tabBar.closeRight': 'Close right',
  'tabBar.closeAll': 'Close all',
  'appFrame.openSidebar': 'Open menu',
  'appFrame.closeSidebar': 'Close menu',
  'appFrame.sidebarDrawer': 'Navigation menu',
  'appFrame.toolbar': 'Page toolbar',
};

export const layoutCatalogues: Record<Locale, Record<LayoutMessageKey, string>> = { 'zh-CN': layoutZhCN, en: layoutEn };

export function translateLayout(locale: Locale, key: LayoutMessageKey, values?: MessageValues): string {
  return interpolate(layoutCatalogues[locale][key], values);
}

/** The layout family's translate function for the current locale. */
export function useLayoutMessages(): (key: LayoutMessageKey, values?: MessageValues) => string {
  const { locale } = useLocale();
  return useMemo(() => (key: LayoutMessageKey, values?: MessageValues) => translateLayout(locale, key, values), [locale]);
}
