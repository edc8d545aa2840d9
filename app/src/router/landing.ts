import { loginInfoAtom, tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { preloadSignedInRoute } from './routes';

/**
 * Called once by the app's entry before the first render. With a stored token on a guarded path, the
 * modules of the route (guard, shell, landing page) and the session's gateway calls start right away,
 * in parallel, rather than in the chain guard → session → shell → page that rendering would make.
 */
export function startLanding(pathname: string = window.location.pathname): void {
  const token = appStore.get(tokenAtom);
  if (!token || !preloadSignedInRoute(pathname)) return;
  const known = appStore.get(loginInfoAtom);
  void import('./RequireAuth').then(({ prefetchSession }) => prefetchSession(token, known));
}
