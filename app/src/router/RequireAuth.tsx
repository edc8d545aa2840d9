import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getLoginInfoByToken } from '../api/login';
import { useAppT } from '../i18n/useAppT';
import { loginInfoAtom, signInAtom, signOutAtom, tokenAtom } from '../state/session';
import { loginPathFor } from './loginRedirect';

/**
 * The route guard (spec 01 §2.2): without a token, go to /login?redirect=…; with a token, load the
 * user's information first; if that fails, forget the token and go to /login with the message.
 */
export function RequireAuth() {
  const token = useAtomValue(tokenAtom);
  const info = useAtomValue(loginInfoAtom);
  const signIn = useSetAtom(signInAtom);
  const signOut = useSetAtom(signOutAtom);
  const location = useLocation();
  const t = useAppT();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token || info) return;
    let cancelled = false;
    getLoginInfoByToken(token).then(
      (loaded) => {
        if (!cancelled) signIn(loaded);
      },
      (error: Error) => {
        if (cancelled) return;
        setFailure(error.message);
        signOut();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token, info, signIn, signOut]);

  if (!token) return <Navigate to={loginPathFor(location)} replace state={failure ? { message: failure } : undefined} />;
  if (!info) {
    return (
      <div role="status" aria-live="polite" style={{ padding: 24 }}>
        {t('guard.loading')}
      </div>
    );
  }
  return <Outlet />;
}
