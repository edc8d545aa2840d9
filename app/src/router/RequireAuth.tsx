import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getLoginInfoByToken, loginByIdmTempCode } from '../api/login';
import { useAppT } from '../i18n/useAppT';
import { loginInfoAtom, sessionDataAtom, sessionReadyAtom, signInAtom, signOutAtom, tokenAtom } from '../state/session';
import { loginPathFor } from './loginRedirect';
import { getAllDictionaries, getCategoryListByUserId, getUserButtonList, ssoConfigCached } from './sessionApi';
import { loadSession, type SessionSources } from './sessionLoader';
import { signedOutDecision } from './ssoRedirect';

const gatewaySources: SessionSources = {
  userInfo: getLoginInfoByToken,
  buttons: getUserButtonList,
  categories: getCategoryListByUserId,
  dictionaries: getAllDictionaries,
};

function Status({ children }: { children: string }) {
  return (
    <div role="status" aria-live="polite" style={{ padding: 24 }}>
      {children}
    </div>
  );
}

/**
 * The route guard (spec 01 §2.2).
 * - With a token: loads user info, menus, buttons, orgs, categories and dictionaries (in that order),
 *   then shows the page. If the user info fails, the token is reset and the user goes to
 *   /login?redirect=<path> with the message.
 * - Without a token: a `code` query parameter is exchanged for a login (then /dashboard); otherwise the
 *   browser goes to the SSO authorize endpoint when SSO is configured, else to /login?redirect=<path>.
 */
export function RequireAuth() {
  const token = useAtomValue(tokenAtom);
  const ready = useAtomValue(sessionReadyAtom);
  if (token) return ready ? <Outlet /> : <SessionLoader token={token} />;
  return <SignedOut />;
}

function SessionLoader({ token }: { token: string }) {
  const store = useStore();
  const setInfo = useSetAtom(loginInfoAtom);
  const setData = useSetAtom(sessionDataAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const t = useAppT();

  useEffect(() => {
    let cancelled = false;
    loadSession(token, gatewaySources, store.get(loginInfoAtom)).then(
      ({ info, data }) => {
        if (cancelled) return;
        setInfo(info);
        setData(data);
      },
      (error: Error) => {
        if (cancelled) return;
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
  const code = new URLSearchParams(location.search).get('code')?.trim() || null;
  const [redirecting, setRedirecting] = useState(false);
  const [loginPath, setLoginPath] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (code) {
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
  }, [code, location.pathname, location.search]);

  if (loginPath) return <Navigate to={loginPath} replace />;
  return <Status>{code ? t('guard.signingIn') : redirecting ? t('guard.ssoRedirect') : ''}</Status>;
}
