import { describe, expect, it } from 'vitest';
import { isSuccessEnvelope, transportError } from './envelope';

describe('isSuccessEnvelope', () => {
  it.each([
    [{ code: 200, success: true, message: '', data: null }, true],
    [{ code: 200, message: '' }, true],
    [{ code: '00000' }, true],
    [{ resultCode: '0000' }, true],
    [{ code: 200, success: false, message: '库存不足' }, false],
    [{ code: 400, success: false, message: '用户名或密码错误' }, false],
    [null, false],
    ['<html>', false],
  ])('%j -> %s', (body, expected) => {
    expect(isSuccessEnvelope(body)).toBe(expected);
  });
});

describe('transportError', () => {
  it('shows the gateway message with its status and code', () => {
    const error = transportError({ response: { status: 403, data: { code: 40301, success: false, message: '您暂无此权限' } } });
    expect(error.message).toBe('您暂无此权限');
    expect(error.status).toBe(403);
    expect(error.code).toBe(40301);
    expect(error.isUnauthenticated).toBe(false);
  });
  it('marks 401 as needing a new sign-in', () => {
    const error = transportError({ response: { status: 401, data: { code: 401, success: false, message: '登录状态已过期，请重新登录' } } });
    expect(error.isUnauthenticated).toBe(true);
  });
  it('says 网络异常请重试 only when there is no message', () => {
    expect(transportError({ response: { status: 502, data: '<html>bad gateway</html>' } }).message).toBe('网络异常请重试');
  });
  it('names a timeout and a network failure', () => {
    expect(transportError({ code: 'ECONNABORTED' }).message).toBe('网络请求超时，请尝试重新刷新页面！');
    expect(transportError({ code: 'ERR_NETWORK' }).message).toBe('网络请求错误，请尝重新刷新页面！');
  });
});
