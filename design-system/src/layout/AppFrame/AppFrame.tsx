import { ClassNames, useTheme } from '@emotion/react';
import { useCallback, useState, useSyncExternalStore, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Button as RACButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { appFrameStyles, sidebarDrawerStyles } from './appFrameStyles';

/** The media query of a narrow ("mobile") screen: below the spec's 992 px breakpoint. */
export function mobileQuery(breakpoint: number): string {
  return `(max-width: ${breakpoint - 0.02}px)`;
}

/**
 * Whether the window is narrower than the theme's mobile breakpoint (992 px, spec 01 §9); follows
 * resizes. False where there is no `matchMedia` (server rendering, some test environments).
 */
export function useIsMobile(): boolean {
  const query = mobileQuery(useTheme().layout.mobileBreakpoint);
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export interface AppFrameRenderProps {
  /** Whether the frame is in its narrow layout (sidebar in a drawer). */
  isMobile: boolean;
}

export interface AppFrameProps {
  /** The logo at the left of the 56 px header (the app makes it a link to /dashboard). */
  logo?: ReactNode;
  /** The top-level menu in the header (bring its own `<nav>` with a label). */
  topMenu?: ReactNode;
  /** The right side of the header: environment badge, badges for downloads, notices and to-dos, the user. */
  headerRight?: ReactNode;
  /**
   * The sidebar, usually a `SideMenu`; a function receives `{isMobile}` (for example to never
   * collapse it inside the drawer). It is wrapped in a `<nav>` landmark.
   */
  sidebar?: ReactNode | ((props: AppFrameRenderProps) => ReactNode);
  /**
   * Names the sidebar's navigation landmark.
   * @default '侧边菜单' in zh-CN, 'Side menu' in en
   */
  sidebarLabel?: string;
  /** The breadcrumb in the 44 px toolbar (the design system's `Breadcrumbs`). */
  breadcrumb?: ReactNode;
  /** The tab bar (`TabBar`), in a row of its own under the toolbar, the whole width of the page. */
  tabBar?: ReactNode;
  /** The page, in the `<main>` landmark. */
  children?: ReactNode;
  /**
   * The narrow layout: the sidebar closes into a drawer opened by a toggle in the toolbar.
   * @default below 992 px of window width (`useIsMobile`)
   */
  isMobile?: boolean;
  /** Controlled open state of the sidebar drawer (narrow layout only). */
  sidebarOpen?: boolean;
  /**
   * Initial open state of the sidebar drawer (uncontrolled).
   * @default false
   */
  defaultSidebarOpen?: boolean;
  /** Called when the drawer opens or closes: the toggle, Escape, a click outside, or a link followed inside it. */
  onSidebarOpenChange?: (open: boolean) => void;
  /**
   * The current location (e.g. the pathname): when it changes, an uncontrolled sidebar drawer
   * closes, so a page opened from the drawer by mouse or keyboard is not hidden behind it (with
   * `sidebarOpen`, close it yourself on navigation).
   */
  navigationKey?: string;
  className?: string;
  /** Extra style on the frame, e.g. a height other than the default 100vh. */
  style?: CSSProperties;
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M2 3.5h12M2 8h12M2 12.5h12" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The page frame of the layout shell (spec 01 §2.4, §9): a 56 px header (logo, top menu, right
 * slot) as the banner landmark, the sidebar in a navigation landmark, a 44 px toolbar (the
 * breadcrumb), the tab bar in a row of its own below it (so neither cuts the other), and the page in
 * the main landmark. Below 992 px the sidebar leaves the page and opens as a modal drawer from a
 * toggle (打开菜单) in the toolbar; Escape, a click outside or following a link inside closes it. The root carries `data-mobile` in the narrow layout.
 */
export function AppFrame({
  logo,
  topMenu,
  headerRight,
  sidebar,
  sidebarLabel,
  breadcrumb,
  tabBar,
  children,
  isMobile: isMobileProp,
  sidebarOpen,
  defaultSidebarOpen = false,
  onSidebarOpenChange,
  navigationKey,
  className,
  style,
}: AppFrameProps) {
  const { t: t } = useLocale();
  const mediaMobile = useIsMobile();
  const isMobile = isMobileProp ?? mediaMobile;
  const [ownOpen, setOwnOpen] = useState(defaultSidebarOpen);
  const drawerOpen = isMobile && (sidebarOpen ?? ownOpen);
  const setDrawerOpen = (open: boolean) => {
    if (sidebarOpen === undefined) setOwnOpen(open);
    onSidebarOpenChange?.(open);
  };
  const [seenKey, setSeenKey] = useState(navigationKey);
  if (seenKey !== navigationKey) {
    setSeenKey(navigationKey);
    if (ownOpen) setOwnOpen(false);
  }
  const navLabel = sidebarLabel ?? t('sideMenu.label');
  const sidebarContent = typeof sidebar === 'function' ? sidebar({ isMobile }) : sidebar;
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a[href]');
    if (link) setDrawerOpen(false);
  };

  return (
    <ClassNames>
      {({ css, cx, theme }) => (
        <div className={cx(css(appFrameStyles(theme)), className)} style={style} data-mobile={isMobile || undefined}>
          <header className="srm-app-header">
            {logo ? <div className="srm-app-logo">{logo}</div> : null}
            <div className="srm-app-top-menu">{topMenu}</div>
            {headerRight ? <div className="srm-app-header-right">{headerRight}</div> : null}
          </header>
          {!isMobile && sidebarContent ? (
            <nav className="srm-app-sidebar" aria-label={navLabel}>
              {sidebarContent}
            </nav>
          ) : null}
          <div className="srm-app-body">
            {isMobile || breadcrumb ? (
              <div className="srm-app-toolbar">
                {isMobile && sidebarContent ? (
                  <RACButton
                    className="srm-app-drawer-toggle"
                    aria-label={t('appFrame.openSidebar')}
                    aria-expanded={drawerOpen}
                    onPress={() => setDrawerOpen(true)}
                  >
                    <MenuIcon />
                  </RACButton>
                ) : null}
                {breadcrumb ? <div className="srm-app-breadcrumb">{breadcrumb}</div> : null}
              </div>
            ) : null}
            {tabBar ? <div className="srm-app-tabs">{tabBar}</div> : null}
            <main className="srm-app-main">{children}</main>
          </div>
          {isMobile && sidebarContent ? (
            <ModalOverlay isOpen={drawerOpen} onOpenChange={setDrawerOpen} isDismissable className={css(sidebarDrawerStyles(theme))}>
              <Modal className="srm-app-drawer">
                <Dialog className="srm-app-drawer-dialog" aria-label={t('appFrame.sidebarDrawer')}>
                  <nav aria-label={navLabel} onClick={closeOnLink}>
                    {sidebarContent}
                  </nav>
                </Dialog>
              </Modal>
            </ModalOverlay>
          ) : null}
        </div>
      )}
    </ClassNames>
  );
}
