import type { SsoConfig } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { authorizeUrl, signedOutDecision } from './ssoRedirect';

const configured: SsoConfig = {
  enabled: true,
  authorizeUrl: 'https://idm.example.com/oauth/authorize?tenant=mu',
  clientId: 'srm-app',
  redirectUri: 'https://srm.example.com/dashboard',
  responseType: 'code',
  scope: 'openid',
  logoutUrl: null,
};
const disabled: SsoConfig = { ...configured, enabled: false, authorizeUrl: null, clientId: null, redirectUri: null, scope: null };

describe('authorizeUrl', () => {
  it('carries client id, redirect URI, response type code and scope, keeping the endpoint’s own query', () => {
    const url = new URL(authorizeUrl(configured)!);
    expect(url.origin + url.pathname).toBe('https://idm.example.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'mu',
      client_id: 'srm-app',
      redirect_uri: 'https://srm.example.com/dashboard',
      response_type: 'code',
      scope: 'openid',
    });
  });
  it('is null when SSO is off or incomplete', () => {
    expect(authorizeUrl(disabled)).toBeNull();
    expect(authorizeUrl({ ...configured, clientId: null })).toBeNull();
    expect(authorizeUrl(null)).toBeNull();
  });
});

describe('signedOutDecision', () => {
  it('exchanges a temporary code first', () => {
    expect(signedOutDecision({ pathname: '/dashboard', search: '?code=abc123&state=x' }, configured)).toEqual({ kind: 'exchangeCode', code: 'abc123' });
  });
  it('goes to the authorize endpoint when SSO is configured', () => {
    expect(signedOutDecision({ pathname: '/contract/list', search: '' }, configured)).toMatchObject({ kind: 'sso' });
  });
  it('goes to /login with the original path otherwise', () => {
    expect(signedOutDecision({ pathname: '/contract/list', search: '?a=1' }, disabled)).toEqual({ kind: 'login', to: '/login?redirect=%2Fcontract%2Flist%3Fa%3D1' });
    expect(signedOutDecision({ pathname: '/contract/list', search: '?code=' }, null)).toMatchObject({ kind: 'login' });
  });
});
