import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../state/store';
import { tokenAtom } from '../state/session';
import { clearIdentityCookies, IDENTITY_COOKIES, revokeSession, setBrowserNavigation, setInAppNavigation, signedOutTarget } from './session';

const sso = { enabled: true, authorizeUrl: 'https://sso/auth', clientId: 'srm', redirectUri: 'https://srm/login', responseType: 'code' as const, scope: 'openid', logoutUrl: 'https://sso/logout?x=1' };

describe('signedOutTarget', () => {
  it('goes to the issuer’s logout with the client id and return address', () => {
    expect(signedOutTarget(sso, { pathname: '/a', search: '' })).toBe('https://sso/logout?x=1&client_id=srm&post_logout_redirect_uri=https%3A%2F%2Fsrm%2Flogin');
  });
  it('goes to /login?redirect= when SSO is off, has no logout address, or could not be asked', () => {
    const where = { pathname: '/contract/list', search: '?id=3' };
    expect(signedOutTarget({ ...sso, enabled: false }, where)).toBe('/login?redirect=%2Fcontract%2Flist%3Fid%3D3');
    expect(signedOutTarget({ ...sso, logoutUrl: null }, where)).toBe('/login?redirect=%2Fcontract%2Flist%3Fid%3D3');
    expect(signedOutTarget(null, where)).toBe('/login?redirect=%2Fcontract%2Flist%3Fid%3D3');
  });
});

describe('clearIdentityCookies', () => {
  it('expires the identity cookies and keeps the sidebar preference', () => {
    document.cookie = 'sidebarStatus=1; path=/';
    for (const name of IDENTITY_COOKIES) document.cookie = `${name}=x; path=/`;
    clearIdentityCookies();
    const names = document.cookie.split(';').map((part) => part.trim().split('=')[0]);
    expect(names).toContain('sidebarStatus');
    for (const name of IDENTITY_COOKIES) expect(names).not.toContain(name);
  });
});

describe('revokeSession', () => {
  // The gateway says SSO is off (no real server: a unit test opens no connection).
  beforeEach(() => {
    vi.spyOn(axios, 'get').mockResolvedValue({ data: { code: 200, success: true, message: '', data: { ...sso, enabled: false } } });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setInAppNavigation(null);
    setBrowserNavigation(null);
  });

  it('forgets the token and goes to /login?redirect= inside the app, so the message stays on screen', async () => {
    appStore.set(tokenAtom, 'live-token');
    const assign = vi.fn();
    setBrowserNavigation({ assign, reload: vi.fn(), location: () => ({ pathname: '/contract/list', search: '' }) });
    const inApp = vi.fn();
    setInAppNavigation(inApp);
    // Signing out unmounts the shell, which withdraws its navigation at once.
    const unsubscribe = appStore.sub(tokenAtom, () => setInAppNavigation(null));
    await revokeSession();
    unsubscribe();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(inApp).toHaveBeenCalledWith('/login?redirect=%2Fcontract%2Flist');
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the page when no shell is mounted', async () => {
    const assign = vi.fn();
    setBrowserNavigation({ assign, reload: vi.fn(), location: () => ({ pathname: '/a', search: '' }) });
    await revokeSession();
    expect(axios.get).toHaveBeenCalledWith('/gateway/system/login/ssoConfig', expect.anything());
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fa');
  });

  it('goes to the issuer’s logout when the gateway says SSO is on', async () => {
    vi.mocked(axios.get).mockResolvedValue({ data: { code: 200, success: true, message: '', data: sso } });
    const assign = vi.fn();
    setBrowserNavigation({ assign, reload: vi.fn(), location: () => ({ pathname: '/a', search: '' }) });
    await revokeSession();
    expect(assign).toHaveBeenCalledWith('https://sso/logout?x=1&client_id=srm&post_logout_redirect_uri=https%3A%2F%2Fsrm%2Flogin');
  });
});
