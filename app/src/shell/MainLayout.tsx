import styled from '@emotion/styled';
import { Button } from '@srm/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { setPageRoutingProvider } from '../api/http';
import { logout } from '../api/login';
import { DownloadCenter } from '../downloads/DownloadCenter';
import { useAppT } from '../i18n/useAppT';
import { findMenuEntry } from '../router/findMenuEntry';
import { loginPathFor } from '../router/loginRedirect';
import { menuRouteEntriesAtom } from '../state/menuRoutes';
import { loginInfoAtom, signOutAtom } from '../state/session';
import { pageRefreshAtom } from '../state/shellRequests';
import { Avatar } from './Avatar';
import { LocaleSwitch } from './LocaleSwitch';
import { useShellMessages } from './useShellMessages';

/**
 * The main layout's header and content area; the sidebar, tabs and breadcrumb come with the app shell
 * (design-system/layout). Wires the download centre into the header and handles cross-window messages.
 */
export function MainLayout() {
  const t = useAppT();
  const info = useAtomValue(loginInfoAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const userName = info?.sysUserInfo.userName || t('shell.defaultUserName');
  const refreshKey = useAtomValue(pageRefreshAtom);
  const menuEntries = useAtomValue(menuRouteEntriesAtom);
  useShellMessages();

  // Every call says where the user is (the Page-Routing header, an export's pagePath): the path and
  // the menu code of the page.
  const { pathname } = location;
  useEffect(() => {
    const name = findMenuEntry(menuEntries, pathname)?.meta.name ?? '';
    setPageRoutingProvider(() => ({ path: pathname, name }));
    return () => setPageRoutingProvider(null);
  }, [menuEntries, pathname]);

  async function handleLogout() {
    try {
      await logout();
    } finally {
      signOut();
      navigate(loginPathFor(location), { replace: true });
    }
  }

  return (
    <>
      <Header>
        <Logo to="/dashboard">{t('app.title')}</Logo>
        <User>
          <DownloadCenter />
          <LocaleSwitch className="srm-header-logout" />
          <Avatar gender={info?.sysUserInfo.gender} size={28} />
          <span>{userName}</span>
          <Button variant="text" size="small" onPress={handleLogout} className="srm-header-logout">
            {t('shell.logout')}
          </Button>
        </User>
      </Header>
      <Content key={refreshKey}>
        <Outlet />
      </Content>
    </>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.textInverse};

  .srm-header-logout {
    color: ${({ theme }) => theme.colors.textInverse};
  }
  .srm-header-logout[data-hovered] {
    color: ${({ theme }) => theme.colors.header};
  }
`;

const Logo = styled(Link)`
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
`;

const User = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Content = styled.main`
  padding: ${({ theme }) => theme.space[4]};
`;
