import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../pages/login/loginRules';
import { loginPathFor } from './loginRedirect';

describe('loginPathFor', () => {
  it('keeps the deep link with its query', () => {
    expect(loginPathFor({ pathname: '/contract/list', search: '?status=SIGN&org=101001' })).toBe(
      '/login?redirect=%2Fcontract%2Flist%3Fstatus%3DSIGN%26org%3D101001',
    );
  });
  it('needs no redirect for the root', () => {
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
  });
  it('round-trips through the login page back to the same place', () => {
    const path = loginPathFor({ pathname: '/dashboard', search: '?tab=2' });
    const redirect = new URLSearchParams(path.split('?')[1]).get('redirect');
    expect(redirectTarget(redirect)).toBe('/dashboard?tab=2');
  });
});
