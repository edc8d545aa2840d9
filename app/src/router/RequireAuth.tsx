import type { LoginInfo } from '@srm/gateway/api';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getLoginInfoByToken, loginByIdmTempCode } from '../api/login';
import { loginByWindowTicket } from '../api/windowTicket';
import { useAppT } from '../i18n/useAppT';
import { getHiddenMaterialCheck, hiddenMaterialAtom } from '../state/hiddenMaterial';
import { loginInfoAtom, sessionDataAtom, sessionReadyAtom, signedOutNoticeAtom, signInAtom, signOutAtom, tokenAtom } from '../state/session';
import { loginPathFor } from './loginRedirect';
import { getAllDictionaries, getCategoryListByUserId, getUserButtonList, ssoConfigCached } from './sessionApi';
import { loadSession, searchWithoutTicket, ticketInSearch, withoutTicket, type LoadedSession, type SessionSources, type SessionStep } from './sessionLoader';
import { signedOutDecision } from './ssoRedirect';

const gatewaySources: SessionSources = {
  userInfo: getLoginInfoByToken,
  buttons: getUserButtonList,
  categories: getCategoryListByUserId,
  dictionaries: getAllDictionaries,
  hiddenMaterial: getHiddenMaterialCheck,
};

/** A step after the user info failed: the session opens anyway, with that list empty. */
function logFailedStep(step: SessionStep, error: unknown) {
  console.warn(`Session load: ${step} failed; continuing with it empty.`, error);
}

/** The session load started ahead of the guard (`prefetchSession`), until the guard takes it. */
let prefetched: { token: string; load: Promise<LoadedSession> } | null = null;
/** Set once the guard has taken a load: from then on only the guard starts them. */
let guardStarted = false;

/**
 * The session load for `token`, with the user's column settings alongside (the pages wait for them).
 * `onUserInfo` hears the user info (with the menus) as soon as it is there, before the later calls.
 */
function startSessionLoad(token: string, known: LoginInfo | null, onUserInfo?: (info: LoginInfo) => void): Promise<LoadedSession> {
  void import('../columnSettings/api').then(({ prefetchTableSettings }) => prefetchTableSettings(token));
  const tell = (info: LoginInfo) => {
    try {
      onUserInfo?.(info);
    } catch (error) {
      console.warn('Session load: a listener of the user info failed.', error);
    }
    return info;
  };
  const sources = onUserInfo ? { ...gatewaySources, userInfo: (value: string) => gatewaySources.userInfo(value).then(tell) } : gatewaySources;
  if (onUserInfo && known?.accessToken === token) tell(known);
  return loadSession(token, sources, known, undefined, logFailedStep);
}

/**
 * Starts the session load of spec 01 §2.2 for `token` before the guard renders: the app's entry
 * calls it as soon as this module is in (router/landing.ts), so the calls do not wait for React to
 * show the guard. The guard takes the load over. Does nothing once the guard has started.
 * `onUserInfo` is told the user info (its menus) as soon as it has arrived.
 */
export function prefetchSession(token: string, known: LoginInfo | null, onUserInfo?: (info: LoginInfo) => void): void {
  if (guardStarted || prefetched) return;
  const load = startSessionLoad(token, known, onUserInfo);
  // A failure is the guard's to handle; an unclaimed one must not be reported as unhandled.
  load.catch(() => undefined);
  prefetched = { token, load };
}

/** The load prefetched for this token, else a new one. */
function takeSessionLoad(token: string, known: LoginInfo | null): Promise<LoadedSession> {
  guardStarted = true;
  const early = prefetched;
  prefetched = null;
  return early?.token === token ? early.load : startSessionLoad(token, known);
}

function Status({ children }: { children: string }) {
  return (
    <div role="status" aria-live="polite" style={{ padding: 24 }}>
      {children}
    </div>
  );
}

/**
 * The route guard (spec 01 §2.2).
 * - With a token: loads user info, menus, buttons, orgs, categories, dictionaries and the hidden-material
 *   check (in that order), then shows the page. If the user info fails, the token is reset and the user
 *   goes to /login?redirect=<path> with the message.
 * - Without a token: a `ticket` query parameter (a one-time window ticket, spec 01 §2.4) is exchanged for
 *   a login and removed from the address; a `code` query parameter is exchanged for a login (then
 *   /dashboard); otherwise the browser goes to the SSO authorize endpoint when SSO is configured, else to
 *   /login?redirect=<path>. With a token, a ticket in the address is only removed.
 */
export function RequireAuth() {
  const token = useAtomValue(tokenAtom);
  const ready = useAtomValue(sessionReadyAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const staleTicket = Boolean(token) && ticketInSearch(location.search) !== null;
  useEffect(() => {
    if (staleTicket) navigate(withoutTicket(location), { replace: true });
  }, [staleTicket, location, navigate]);

  if (token) return ready ? <Outlet /> : <SessionLoader token={token} />;
  return <SignedOut />;
}

function SessionLoader({ token }: { token: string }) {
  const store = useStore();
  const setInfo = useSetAtom(loginInfoAtom);
  const setData = useSetAtom(sessionDataAtom);
  const setHiddenMaterial = useSetAtom(hiddenMaterialAtom);
  const signOut = useSetAtom(signOutAtom);
  const setNotice = useSetAtom(signedOutNoticeAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const t = useAppT();

  useEffect(() => {
    let cancelled = false;
    // Fetch the shell and the landing page's modules while the session loads (no waterfall after it).
    void import('../shell/MainLayout');
    if (location.pathname === '/dashboard' || location.pathname === '/') {
      void import('./DashboardRoute');
      void import('../pages/dashboard/DashboardPage');
    }
    // The user's column settings load alongside (the pages wait for them, not for one more round trip).
    takeSessionLoad(token, store.get(loginInfoAtom)).then(
      ({ info, data, hiddenMaterial }) => {
        if (cancelled) return;
        // The shell and the page render as a transition: React renders them in slices, between
        // which the browser stays responsive, instead of one long task.
        startTransition(() => {
          setHiddenMaterial(hiddenMaterial);
          setInfo(info);
          setData(data);
        });
      },
      (error: Error) => {
        if (cancelled) return;
        setNotice(error.message);
        signOut();
        navigate(loginPathFor(location), { replace: true, state: { message: error.message } });
      },
    );
    return () => {
      cancelled = true;
    };
    // Load once per token; the location at that moment is the one to come back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return <Status>{t('guard.loading')}</Status>;
}

function SignedOut() {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSetAtom(signInAtom);
  const t = useAppT();
  const ticket = ticketInSearch(location.search);
  const code = ticket ? null : new URLSearchParams(location.search).get('code')?.trim() || null;
  const [redirecting, setRedirecting] = useState(false);
  const [loginPath, setLoginPath] = useState<string | null>(null);
  const notice = useAtomValue(signedOutNoticeAtom);

  useEffect(() => {
    let cancelled = false;
    if (ticket) {
      loginByWindowTicket(ticket).then(
        (info) => {
          if (cancelled) return;
          signIn(info);
          navigate(withoutTicket(location), { replace: true });
        },
        (error: Error) => {
          if (cancelled) return;
          const rest = { pathname: location.pathname, search: searchWithoutTicket(location.search) };
          navigate(loginPathFor(rest), { replace: true, state: { message: error.message } });
        },
      );
    } else if (code) {
      loginByIdmTempCode(code).then(
        (info) => {
          if (cancelled) return;
          signIn(info);
          navigate('/dashboard', { replace: true });
        },
        (error: Error) => {
          if (cancelled) return;
          const params = new URLSearchParams(location.search);
          params.delete('code');
          params.delete('state');
          const rest = params.toString();
          navigate(loginPathFor({ pathname: location.pathname, search: rest ? `?${rest}` : '' }), { replace: true, state: { message: error.message } });
        },
      );
    } else {
      void ssoConfigCached().then((sso) => {
        if (cancelled) return;
        const decision = signedOutDecision(location, sso);
        if (decision.kind === 'sso') {
          setRedirecting(true);
          window.location.assign(decision.url);
        } else if (decision.kind === 'login') {
          setLoginPath(decision.to);
        }
      });
    }
    return () => {
      cancelled = true;
    };
    // Decide once per visited address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket, code, location.pathname, location.search]);

  if (loginPath) return <Navigate to={loginPath} replace state={notice ? { message: notice } : undefined} />;
  return <Status>{ticket || code ? t('guard.signingIn') : redirecting ? t('guard.ssoRedirect') : ''}</Status>;
}
