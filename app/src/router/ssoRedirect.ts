import type { SsoConfig } from '@srm/gateway/api';
import { loginPathFor } from './loginRedirect';

/**
 * The external single-sign-on authorize address (spec 01 §2.2): client id, redirect URI and
 * response type code (plus the scope when given). Null when SSO is not configured.
 */
export function authorizeUrl(config: SsoConfig | null | undefined): string | null {
  if (!config?.enabled || !config.authorizeUrl || !config.clientId || !config.redirectUri) return null;
  let url: URL;
  try {
    url = new URL(config.authorizeUrl);
  } catch {
    return null;
  }
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', config.redirectUri);
  url.searchParams.set('response_type', config.responseType || 'code');
  if (config.scope) url.searchParams.set('scope', config.scope);
  return url.toString();
}

/** What the guard does for a visit without a token. */
export type SignedOutDecision =
  | { kind: 'exchangeCode'; code: string }
  | { kind: 'sso'; url: string }
  | { kind: 'login'; to: string };

/**
 * Spec 01 §2.2 without a token: a `code` query parameter is a temporary code to exchange for a login;
 * otherwise the browser goes to the SSO authorize endpoint when SSO is configured, or to
 * /login?redirect=<the original path>.
 */
export function signedOutDecision(location: { pathname: string; search: string }, sso: SsoConfig | null | undefined): SignedOutDecision {
  const code = new URLSearchParams(location.search).get('code')?.trim();
  if (code) return { kind: 'exchangeCode', code };
  const url = authorizeUrl(sso);
  if (url) return { kind: 'sso', url };
  return { kind: 'login', to: loginPathFor(location) };
}
