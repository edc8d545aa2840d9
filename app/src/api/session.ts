/**
 * What the session rules of spec 01 §8 do to the browser: a revoked session (body code 403, HTTP
 * 403) clears the token and the identity cookies and goes to the single-sign-on logout, or to
 * /login?redirect= when SSO is not configured (GET /gateway/system/login/ssoConfig tells); the 401
 * dialog's 重新登录 logs out and reloads. The target is a pure function; the effects are thin.
 */
import axios from 'axios';
import type { Envelope, SsoConfig } from '@srm/gateway/api';
import { loginPathFor } from '../router/loginRedirect';
import { signOutAtom } from '../state/session';
import { appStore } from '../state/store';
import { GATEWAY_BASE } from './requestConfig';

/**
 * Cookies that identify the user and go with the token. The token itself lives in localStorage
 * (state/session.ts); these names cover cookies set by the SSO hop or an embedding system.
 * sidebarStatus is a preference, not identity, and stays.
 */
export const IDENTITY_COOKIES = ['token', 'Admin-Token', 'accessToken', 'userInfo', 'userId', 'userName'] as const;

/** Expires each identity cookie on the current path and at the root. */
export function clearIdentityCookies(doc: Pick<Document, 'cookie'> = document): void {
  for (const name of IDENTITY_COOKIES) {
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/**
 * Where a signed-out browser goes: the issuer's logout with the client id and the registered
 * redirect URI as the return address, when SSO is configured with a logout address; otherwise
 * /login?redirect=<where the user was>.
 */
export function signedOutTarget(config: SsoConfig | null, location: { pathname: string; search: string }): string {
  if (config?.enabled && config.logoutUrl) {
    const url = new URL(config.logoutUrl);
    if (config.clientId) url.searchParams.set('client_id', config.clientId);
    if (config.redirectUri) url.searchParams.set('post_logout_redirect_uri', config.redirectUri);
    return url.toString();
  }
  return loginPathFor(location);
}

/** GET /gateway/system/login/ssoConfig, outside the interceptors (it must not trigger them); null when it fails. */
export async function loadSsoConfig(): Promise<SsoConfig | null> {
  try {
    const response = await axios.get<Envelope<SsoConfig>>(`${GATEWAY_BASE}/system/login/ssoConfig`, { timeout: 10_000 });
    return response.data?.data ?? null;
  } catch {
    return null;
  }
}

/** The browser's side of the effects, replaceable in tests. */
export interface BrowserNavigation {
  assign: (url: string) => void;
  reload: () => void;
  location: () => { pathname: string; search: string };
}

const browser: BrowserNavigation = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
};

let navigation: BrowserNavigation = browser;

/** Tests replace the browser's navigation; `null` restores it. */
export function setBrowserNavigation(next: BrowserNavigation | null): void {
  navigation = next ?? browser;
}

let inAppNavigate: ((path: string) => void) | null = null;

/**
 * The signed-in shell's router navigation: a revoked session then goes to /login inside the app, so the
 * message 登录状态已过期！ stays on screen (a page load would wipe it). `null` when the shell unmounts.
 */
export function setInAppNavigation(next: ((path: string) => void) | null): void {
  inAppNavigate = next;
}

let revoking: Promise<void> | null = null;

/**
 * The session was revoked: forget the token and identity cookies, then leave for the SSO logout or
 * /login?redirect=. Several failing calls revoke once.
 */
export function revokeSession(): Promise<void> {
  if (revoking) return revoking;
  const from = navigation.location();
  // Taken now: signing out unmounts the shell, which withdraws its navigation.
  const inApp = inAppNavigate;
  appStore.set(signOutAtom);
  clearIdentityCookies();
  revoking = loadSsoConfig()
    .then((config) => {
      const target = signedOutTarget(config, from);
      if (inApp && target.startsWith('/')) inApp(target);
      else navigation.assign(target);
    })
    .finally(() => {
      revoking = null;
    });
  return revoking;
}

/**
 * 重新登录 in the 401 dialog: log out at the gateway (its answer does not matter: the token is
 * already refused), forget the session and reload; the guard then sends the user to sign in.
 */
export async function signInAgain(logout: () => Promise<unknown>): Promise<void> {
  try {
    await logout();
  } catch {
    // the token is already refused
  }
  appStore.set(signOutAtom);
  clearIdentityCookies();
  navigation.reload();
}
