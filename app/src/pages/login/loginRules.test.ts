import { describe, expect, it } from 'vitest';
import { redirectTarget, toLoginBody, validateLogin } from './loginRules';

describe('validateLogin', () => {
  it('requires a user name that is not only spaces', () => {
    expect(validateLogin({ account: '   ', password: 'Admin@123' })).toEqual({ account: 'login.accountRequired' });
  });
  it('needs at least 6 characters of password', () => {
    expect(validateLogin({ account: 'admin', password: '12345' })).toEqual({ password: 'login.passwordTooShort' });
    expect(validateLogin({ account: 'admin', password: '123456' })).toEqual({});
  });
  it('reports both at once', () => {
    expect(validateLogin({ account: '', password: '' })).toEqual({
      account: 'login.accountRequired',
      password: 'login.passwordTooShort',
    });
  });
});

describe('toLoginBody', () => {
  it('trims the account but never the password', () => {
    expect(toLoginBody({ account: '  admin ', password: ' Admin@123 ' })).toEqual({ account: 'admin', password: ' Admin@123 ' });
  });
});

describe('redirectTarget', () => {
  it('follows an in-app path with its query', () => {
    expect(redirectTarget('/contract/list?status=SIGN')).toBe('/contract/list?status=SIGN');
  });
  it('refuses other origins and loops back to login', () => {
    expect(redirectTarget('https://evil.example')).toBe('/');
    expect(redirectTarget('//evil.example')).toBe('/');
    expect(redirectTarget('/login?redirect=/x')).toBe('/');
    expect(redirectTarget(null)).toBe('/');
  });
});
