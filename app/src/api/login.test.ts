import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { http } from './http';
import { getLoginInfoByToken } from './login';

let seen: InternalAxiosRequestConfig[] = [];
const originalAdapter = http.defaults.adapter;

beforeEach(() => {
  seen = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { code: 200, success: true, message: '', data: { accessToken: 'x' } }, status: 200, statusText: '', headers: {}, config };
  };
  http.defaults.adapter = adapter;
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  appStore.set(tokenAtom, null);
});

describe('getLoginInfoByToken', () => {
  it('sends the token in the Authorization header, never in the URL', async () => {
    await getLoginInfoByToken('secret-token');
    const call = seen[0];
    expect(call?.method).toBe('get');
    expect(call?.url).toBe('/system/login/getLoginInfoByToken');
    expect(call?.params).toBeUndefined();
    expect(http.getUri(call)).not.toContain('secret-token');
    expect(call?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends the token it was given, not an older stored one', async () => {
    appStore.set(tokenAtom, 'stored-token');
    await getLoginInfoByToken('new-token');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer new-token');
  });
});
