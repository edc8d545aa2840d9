import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeAtom, loginInfoAtom, tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { apiEvents, type ApiEvent } from './events';
import { exportTask, http, request, requestBlob, requestPage, requestTable, setPageRoutingProvider } from './http';
import { setBrowserNavigation } from './session';

type Reply = { status: number; data: unknown; headers?: Record<string, string> } | { error: string };

let seen: InternalAxiosRequestConfig[] = [];
let events: ApiEvent[] = [];
const navigation = { assign: vi.fn(), reload: vi.fn(), location: () => ({ pathname: '/contract/list', search: '?status=SIGN' }) };

function replyWith(...replies: Reply[]): void {
  let index = 0;
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = replies[Math.min(index++, replies.length - 1)] as Reply;
    if ('error' in reply) throw new AxiosError(reply.error, reply.error, config);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: reply.headers ?? {}, config };
    if (reply.status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
}

const ok = (data: unknown) => ({ status: 200, data: { code: 200, success: true, message: '', data } });
const toasts = () => events.flatMap((event) => (event.type === 'toast' ? [event.message] : []));

beforeEach(() => {
  seen = [];
  events = [];
  apiEvents.reset();
  apiEvents.subscribe((event) => events.push(event));
  appStore.set(tokenAtom, 'token-1');
  setBrowserNavigation(navigation);
});

afterEach(() => {
  setPageRoutingProvider(null);
  setBrowserNavigation(null);
  vi.restoreAllMocks();
  navigation.assign.mockReset();
  navigation.reload.mockReset();
});

describe('request rules (spec 01 §7.1)', () => {
  it('posts JSON to /gateway with the bearer token, Page-Routing and the 300000 ms timeout', async () => {
    setPageRoutingProvider(() => ({ path: '/contract/list', name: 'contractList' }));
    replyWith(ok({ id: 7 }));
    await expect(request({ url: '/contract/head/save', data: { name: '合同' } })).resolves.toEqual({ id: 7 });
    const [call] = seen;
    expect(call?.method).toBe('post');
    expect(http.getUri(call)).toBe('/gateway/contract/head/save');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(String(call?.headers.get('Content-Type'))).toContain('application/json');
    expect(JSON.parse(decodeURIComponent(String(call?.headers.get('Page-Routing'))))).toEqual({ path: '/contract/list', name: 'contractList' });
    expect(call?.timeout).toBe(300_000);
  });

  it('sends a GET’s data as the query with repeated array keys', async () => {
    replyWith(ok([]));
    await request({ method: 'GET', url: '/system/org/list', data: { level: [3, 6], name: '河北' } });
    expect(http.getUri(seen[0])).toBe('/gateway/system/org/list?level=3&level=6&name=%E6%B2%B3%E5%8C%97');
  });

  it('asks the gateway for its messages in the app\'s language', async () => {
    replyWith(ok(null));
    await request({ url: '/system/login/ssoConfig', method: 'GET' });
    expect(seen[0]?.headers.get('Accept-Language')).toBe('zh-CN');
    appStore.set(localeAtom, 'en');
    try {
      replyWith(ok(null));
      await request({ url: '/system/login/ssoConfig', method: 'GET' });
      expect(seen[1]?.headers.get('Accept-Language')).toBe('en');
    } finally {
      appStore.set(localeAtom, 'zh-CN');
    }
  });

  it('sends no Authorization header without a token', async () => {
    appStore.set(tokenAtom, null);
    replyWith(ok(null));
    await request({ url: '/system/login/ssoConfig', method: 'GET' });
    expect(seen[0]?.headers.get('Authorization')).toBeFalsy();
  });

  it('reads pages of any shape', async () => {
    replyWith({ status: 200, data: { code: 200, success: true, data: { list: [{ id: 1 }], total: 31, pageNum: 2, pageSize: 10 } } });
    await expect(requestPage({ url: '/system/user/custom-page', data: { page: 2, pageSize: 10, userName: '张' } })).resolves.toEqual({
      code: 200,
      list: [{ id: 1 }],
      page: 2,
      pageSize: 10,
      total: 31,
      totalIsEstimate: false,
    });
  });

  it('gives a table the rows, the total and the estimate flag of a page', async () => {
    replyWith({ status: 200, data: { code: 200, success: true, data: { result: [{ id: 1 }], total: 1_000_000, totalIsEstimate: true, page: 1, pageSize: 20 } } });
    await expect(requestTable({ url: '/purchase/api/v1/contract/head/custom-page', data: { page: 1, pageSize: 20 } })).resolves.toEqual({
      data: [{ id: 1 }],
      total: 1_000_000,
      totalIsEstimate: true,
    });
  });

  it('rewrites an export in task mode to POST /demand/exprot/batch/async', async () => {
    setPageRoutingProvider(() => ({ path: '/contract/list', name: 'contractList' }));
    replyWith(ok({ id: 12, fileName: '合同列表20240101120000.xlsx' }));
    await expect(exportTask({ url: '/contract/head/custom-page', data: { 'status.equals': 'SIGN' } }, { styleCode: 'A1' })).resolves.toEqual({
      id: 12,
      fileName: '合同列表20240101120000.xlsx',
    });
    expect(seen[0]?.url).toBe('/demand/exprot/batch/async');
    expect(JSON.parse(String(seen[0]?.data))).toEqual({
      queryParams: { 'status.equals': 'SIGN' },
      queryUrl: '/contract/head/custom-page',
      requestMethod: 'POST',
      pagePath: '/contract/list',
      styleCode: 'A1',
    });
  });
});

describe('response rules (spec 01 §8)', () => {
  it('shows a failure’s message and rejects with it, marked as shown', async () => {
    replyWith({ status: 422, data: { code: 422, success: false, message: '状态不允许' } });
    const error = await request({ url: '/x' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: '状态不允许', status: 422, shown: true });
    expect(toasts()).toEqual([{ text: '状态不允许' }]);
  });

  it('shows a success message only when asked, and nothing for allowed codes', async () => {
    replyWith(ok(null), { status: 409, data: { code: 409, success: false, message: '版本冲突' } });
    await request({ url: '/x' }, { successMessage: { key: 'message.deleted' } });
    await expect(request({ url: '/y' }, { allowedCodes: [409] })).rejects.toMatchObject({ code: 409, shown: false });
    expect(events).toEqual([{ type: 'toast', kind: 'success', message: { key: 'message.deleted' }, duration: 5000 }]);
  });

  it('asks the 401 question once when several calls fail together, and keeps the token', async () => {
    replyWith({ status: 401, data: { code: 401, success: false, message: '登录状态已过期，请重新登录' } });
    const results = await Promise.allSettled([request({ url: '/a' }), request({ url: '/b' }), request({ url: '/c' })]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(events).toEqual([{ type: 'sessionExpired' }]);
    expect(appStore.get(tokenAtom)).toBe('token-1');
  });

  it('keeps the user signed in on a permission denial (403 with 40301)', async () => {
    replyWith({ status: 403, data: { code: 40301, success: false, message: '您暂无此权限' } });
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 40301 });
    expect(toasts()).toEqual([{ key: 'error.noPermission' }]);
    expect(appStore.get(tokenAtom)).toBe('token-1');
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('on a revoked session says 登录状态已过期！, clears the token and goes to /login?redirect= without SSO', async () => {
    appStore.set(loginInfoAtom, { accessToken: 'token-1' } as never);
    document.cookie = 'userInfo=someone; path=/';
    vi.spyOn(axios, 'get').mockResolvedValue({ data: { code: 200, success: true, data: { enabled: false, logoutUrl: null } } });
    replyWith({ status: 403, data: { code: 403, success: false, message: '会话已失效' } });
    await expect(request({ url: '/x' })).rejects.toMatchObject({ status: 403 });
    expect(toasts()).toEqual([{ key: 'session.expired' }]);
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(loginInfoAtom)).toBeNull();
    expect(document.cookie).not.toContain('userInfo=someone');
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/login?redirect=%2Fcontract%2Flist%3Fstatus%3DSIGN'));
  });

  it('goes to the SSO logout when single sign-on is configured (body code 403)', async () => {
    vi.spyOn(axios, 'get').mockResolvedValue({
      data: { code: 200, success: true, data: { enabled: true, logoutUrl: 'https://sso.example.com/logout', clientId: 'srm', redirectUri: 'https://srm.example.com/login' } },
    });
    replyWith({ status: 200, data: { code: 403, success: false, message: '会话已失效' } });
    await expect(request({ url: '/x' })).rejects.toBeTruthy();
    await vi.waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith('https://sso.example.com/logout?client_id=srm&post_logout_redirect_uri=https%3A%2F%2Fsrm.example.com%2Flogin'),
    );
    expect(appStore.get(tokenAtom)).toBeNull();
  });

  it('names a timeout and a network failure', async () => {
    replyWith({ error: 'ECONNABORTED' }, { error: 'ERR_NETWORK' });
    await expect(request({ url: '/a' })).rejects.toMatchObject({ message: '网络请求超时，请尝试重新刷新页面！' });
    await expect(request({ url: '/b' })).rejects.toMatchObject({ message: '网络请求错误，请尝重新刷新页面！' });
    expect(toasts()).toEqual([{ key: 'error.timeout' }, { key: 'error.network' }]);
  });

  it('shows the message of a JSON body answered to a blob call', async () => {
    replyWith({ status: 200, data: new Blob([JSON.stringify({ code: 500, success: false, message: '获取打印信息出错了' })], { type: 'application/json' }) });
    await expect(requestBlob({ url: '/print/preview' })).rejects.toMatchObject({ message: '获取打印信息出错了' });
    expect(toasts()).toEqual([{ text: '获取打印信息出错了' }]);
  });

  it('reads a blob error body too, and returns a file with its content-disposition name', async () => {
    replyWith(
      { status: 404, data: new Blob([JSON.stringify({ code: 404, success: false, message: '文件不存在' })], { type: 'application/json' }) },
      { status: 200, data: new Blob(['xlsx'], { type: 'application/octet-stream' }), headers: { 'content-disposition': "attachment; filename*=UTF-8''%E5%90%88%E5%90%8C.xlsx" } },
    );
    await expect(requestBlob({ url: '/system/file/1' })).rejects.toMatchObject({ message: '文件不存在' });
    const file = await requestBlob({ url: '/system/file/2' });
    expect(file.fileName).toBe('合同.xlsx');
    expect(seen[1]?.method).toBe('get');
  });
});
