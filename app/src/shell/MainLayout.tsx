import styled from '@emotion/styled';
import { AppFrame, Breadcrumbs, Button, SideMenu, TabBar, addTab, buildSideMenu, activeTopKey, type TabItem } from '@srm/design-system';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { setPageRoutingProvider } from '../api/http';
import { logout } from '../api/login';
import { setInAppNavigation, signedOutTarget } from '../api/session';
import { GatewayColumnSettings } from '../columnSettings/GatewayColumnSettings';
import { useAppT } from '../i18n/useAppT';
import { findMenuEntry } from '../router/findMenuEntry';
import { shellContentRoutes } from '../router/routes';
import { ssoConfigCached } from '../router/sessionApi';
import { menuRouteEntriesAtom } from '../state/menuRoutes';
import { loginInfoAtom, menuListAtom, signOutAtom } from '../state/session';
import { sidebarCollapsedAtom } from '../state/sidebar';
import { visitedTabsAtom } from '../state/tabs';
import { Avatar } from './Avatar';
import { embeddedInApp } from './embeddedMenus';
import { EnvironmentBadge } from './EnvironmentBadge';
import { HeaderBadges } from './HeaderExtras';
import { LocaleSwitch } from './LocaleSwitch';
import { describeShellRoute, firstPageHref, keptPaths } from './shellRoutes';
import { TabPanels } from './TabPanels';
import { useCloseTabRequests } from './useCloseTabRequests';
import { useMenuNavigation } from './useMenuNavigation';
import { useShellMessages } from './useShellMessages';

/**
 * The signed-in shell (spec 01 §2.4) on the design system's AppFrame: header (logo, environment
 * badge, top menu, 常用功能, message and download badges, language, user, logout), the sidebar (collapse kept
 * in the sidebarStatus cookie), the breadcrumb, the tab bar and the pages, one kept-alive panel per tab.
 */
export function MainLayout() {
  const t = useAppT();
  const info = useAtomValue(loginInfoAtom);
  const menus = useAtomValue(menuListAtom);
  const menuEntries = useAtomValue(menuRouteEntriesAtom);
  const signOut = useSetAtom(signOutAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const [tabs, setTabs] = useAtom(visitedTabsAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search } = location;
  const userName = info?.sysUserInfo.userName || t('shell.defaultUserName');
  useShellMessages();
  useCloseTabRequests();

  // 招标中心, 物流系统 …: pages of external systems the app embeds in a tab of its own (spec 01 §2.4).
  const shellMenus = useMemo(() => embeddedInApp(menus), [menus]);
  const sideNodes = useMemo(() => buildSideMenu(shellMenus), [shellMenus]);
  const route = useMemo(
    () => describeShellRoute(menuEntries, pathname, search, { dashboard: t('shell.home'), webview: t('webview.title') }),
    [menuEntries, pathname, search, t],
  );
  const topKey = activeTopKey(sideNodes, route?.activeMenuKey ?? pathname);

  // A revoked session leaves through the router, keeping its message on screen.
  useEffect(() => {
    setInAppNavigation((path) => navigate(path, { replace: true }));
    return () => setInAppNavigation(null);
  }, [navigate]);

  // Every visited page gets its tab (not 首页, at most 15: design-system addTab).
  useEffect(() => {
    if (route) setTabs((current) => addTab(current, route.tab));
  }, [route, setTabs]);

  // Every call says where the user is (the Page-Routing header, an export's pagePath): the path and
  // the menu code of the page.
  useEffect(() => {
    const name = findMenuEntry(menuEntries, pathname)?.meta.name ?? '';
    setPageRoutingProvider(() => ({ path: pathname, name }));
    return () => setPageRoutingProvider(null);
  }, [menuEntries, pathname]);

  // Logout: /login?redirect=<where the user was>, or the single-sign-on logout when it is configured.
  async function handleLogout() {
    try {
      await logout();
    } finally {
      signOut();
      const target = signedOutTarget(await ssoConfigCached().catch(() => null), location);
      if (target.startsWith('/')) navigate(target, { replace: true });
      else window.location.assign(target);
    }
  }

  const keep = keptPaths(
    tabs.map((tab) => tab.path),
    pathname,
  );
  // The sidebar loads a page's modules on hover or focus, and its first data on the click (issue 18).
  const menuNavigation = useMenuNavigation(menuEntries, [...keep, pathname]);

  return (
    <Frame
      navigationKey={pathname}
      logo={
        <Brand>
          <Logo to="/dashboard">{t('app.title')}</Logo>
          <EnvironmentBadge />
        </Brand>
      }
      topMenu={
        <TopMenu aria-label={t('shell.topMenu')}>
          {sideNodes.map((node) => (
            <TopLink
              key={node.key}
              to={firstPageHref(node) ?? '/dashboard'}
              aria-current={node.key === topKey ? 'page' : undefined}
              {...(node.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {node.label}
            </TopLink>
          ))}
        </TopMenu>
      }
      headerRight={
        <HeaderRight>
          <HeaderBadges />
          <LocaleSwitch className="srm-header-button" />
          <span className="srm-header-user">
            <Avatar gender={info?.sysUserInfo.gender} size={28} />
            <span translate="no">{userName}</span>
          </span>
          <Button variant="text" size="small" onPress={handleLogout} className="srm-header-button">
            {t('shell.logout')}
          </Button>
        </HeaderRight>
      }
      sidebar={({ isMobile }) => (
        <SideMenu
          items={shellMenus}
          activeKey={route?.activeMenuKey ?? pathname}
          onNavigate={menuNavigation.onNavigate}
          onItemIntent={menuNavigation.onItemIntent}
          collapsed={!isMobile && collapsed}
          onCollapsedChange={isMobile ? undefined : setCollapsed}
        />
      )}
      breadcrumb={<Breadcrumbs items={route?.breadcrumb ?? []} onNavigate={(path) => navigate(path)} />}
      tabBar={
        <TabBar
          tabs={tabs}
          activeKey={pathname}
          onNavigate={(path) => navigate(path)}
          // In the navigation's transition, so the panels see the closed tabs and the new page together.
          onTabsChange={(next: TabItem[]) => startTransition(() => setTabs(next))}
        />
      }
    >
      <GatewayColumnSettings>
        <Content>
          <TabPanels routes={shellContentRoutes} keep={keep} />
        </Content>
      </GatewayColumnSettings>
    </Frame>
  );
}

/** Below the 992 px breakpoint (spec 01 §9) the layout is the narrow one. */
const narrow = `@media (max-width: 991.98px)`;

// On a narrow screen the header keeps to the screen's width: the top menu goes (the drawer has the
// same menus) and the title gives way to the buttons.
const Frame = styled(AppFrame)`
  ${narrow} {
    .srm-app-header {
      gap: ${({ theme }) => theme.space[2]};
      padding: 0 ${({ theme }) => theme.space[2]};
    }
    .srm-app-top-menu {
      display: none;
    }
    .srm-app-logo {
      flex: 0 1 auto;
      min-width: 0;
      overflow: hidden;
    }
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Logo = styled(Link)`
  overflow: hidden;
  text-overflow: ellipsis;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
`;

const TopMenu = styled.nav`
  display: flex;
  align-items: stretch;
  height: 100%;
  overflow-x: auto;
  scrollbar-width: none;
`;

const TopLink = styled(Link)`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[3]};
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  opacity: 0.85;
  border-bottom: 2px solid transparent;
  &[aria-current='page'] {
    opacity: 1;
    border-bottom-color: currentColor;
  }
  &:hover {
    opacity: 1;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -4px;
  }
`;

const HeaderRight = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;

  .srm-header-user {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  ${narrow} {
    gap: ${({ theme }) => theme.space[1]};
    .srm-header-user {
      display: none;
    }
  }
  .srm-header-button {
    color: ${({ theme }) => theme.colors.textInverse};
  }
  .srm-header-button[data-hovered] {
    color: ${({ theme }) => theme.colors.header};
  }
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;
