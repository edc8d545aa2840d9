import { describe, expect, it } from 'vitest';
import { bodyCodeOf, decideFailure, DETAIL_LOAD, decideResponse, readBlobJson } from './outcome';

const denied = { code: 40301, success: false, message: '您暂无此权限' };
const revoked = { code: 403, success: false, message: '登录状态已失效' };

describe('decideResponse (2xx answers)', () => {
  it('succeeds silently, or with the caller’s success message', () => {
    expect(decideResponse({ code: 200, success: true, data: 1 }, 200)).toEqual({ ok: true, error: null, toast: null, session: null });
    expect(decideResponse({ resultCode: '0000' }, 200, { successMessage: { key: 'message.deleted' } }).toast).toEqual({
      kind: 'success',
      message: { key: 'message.deleted' },
    });
  });
  it('skips the success message when success is false, and shows the failure instead', () => {
    const outcome = decideResponse({ code: 200, success: false, message: '库存不足' }, 200, { successMessage: { key: 'message.operated' } });
    expect(outcome.ok).toBe(false);
    expect(outcome.toast).toEqual({ kind: 'error', message: { text: '库存不足' } });
    expect(outcome.error?.shown).toBe(true);
  });
  it('shows 系统错误 (translatable) when a failure has no message', () => {
    const outcome = decideResponse({ code: 500, success: false, message: '' }, 200);
    expect(outcome.toast?.message).toEqual({ key: 'error.system' });
    expect(outcome.error?.message).toBe('系统错误');
  });
  it('shows nothing for a code the caller allows, but still fails', () => {
    const outcome = decideResponse({ code: 422, success: false, message: '已存在' }, 200, { allowedCodes: [422] });
    expect(outcome).toMatchObject({ ok: false, toast: null, session: null });
    expect(outcome.error?.shown).toBe(false);
    expect(outcome.error?.message).toBe('已存在');
  });
  it('revokes the session on body code 403', () => {
    expect(decideResponse(revoked, 200)).toMatchObject({ ok: false, toast: null, session: 'revoke' });
  });
});

describe('DETAIL_LOAD (a detail page\'s own load)', () => {
  it('shows no message for a record that is missing or out of scope (the page tells it in place), and leaves it unshown', () => {
    const notFound = decideFailure({ response: { status: 404, data: { code: 404, success: false, message: '合同不存在或无权查看' } } }, DETAIL_LOAD);
    expect(notFound.toast).toBeNull();
    expect(notFound.error?.message).toBe('合同不存在或无权查看');
    expect(notFound.error?.shown).toBe(false);
    expect(decideResponse({ code: 500, success: false, message: '合同不存在' }, 200, DETAIL_LOAD).toast).toBeNull();
  });

  it('keeps the session rules', () => {
    expect(decideFailure({ response: { status: 401 } }, DETAIL_LOAD).session).toBe('confirmExpired');
    expect(decideFailure({ response: { status: 403, data: revoked } }, DETAIL_LOAD).session).toBe('revoke');
  });
});

describe('decideFailure (HTTP errors and no answer)', () => {
  it('asks the 401 question without a message', () => {
    const outcome = decideFailure({ response: { status: 401, data: { code: 401, success: false, message: '登录状态已过期，请重新登录' } } });
    expect(outcome).toMatchObject({ ok: false, toast: null, session: 'confirmExpired' });
    expect(outcome.error?.isUnauthenticated).toBe(true);
  });
  it('keeps the user signed in on a permission denial (403 + 40301)', () => {
    expect(decideFailure({ response: { status: 403, data: denied } })).toMatchObject({
      toast: { kind: 'error', message: { key: 'error.noPermission' } },
      session: null,
    });
  });
  it('says 登录状态已过期！ and revokes on any other HTTP 403', () => {
    expect(decideFailure({ response: { status: 403, data: revoked } })).toMatchObject({
      toast: { kind: 'error', message: { key: 'session.expired' } },
      session: 'revoke',
    });
    expect(decideFailure({ response: { status: 403, data: '<html>' } }).session).toBe('revoke');
  });
  it('leaves 401 and 403 to sign-in calls that opt out of the session rules', () => {
    const outcome = decideFailure({ response: { status: 401, data: { code: 401, message: '用户名或密码错误' } } }, { skipSessionRules: true, silent: true });
    expect(outcome).toMatchObject({ toast: null, session: null });
    expect(outcome.error?.message).toBe('用户名或密码错误');
    expect(decideFailure({ response: { status: 403, data: revoked } }, { skipSessionRules: true }).session).toBeNull();
  });
  it('shows the gateway’s message for 4xx and 500, else 网络异常请重试', () => {
    expect(decideFailure({ response: { status: 409, data: { code: 409, success: false, message: '数据已被修改，请刷新后重试' } } }).toast).toEqual({
      kind: 'error',
      message: { text: '数据已被修改，请刷新后重试' },
    });
    expect(decideFailure({ response: { status: 502, data: '<html>bad gateway</html>' } }).toast?.message).toEqual({ key: 'error.other' });
  });
  it('allows by HTTP status as well as by body code', () => {
    expect(decideFailure({ response: { status: 404, data: { code: 404, message: '不存在' } } }, { allowedCodes: [404] }).toast).toBeNull();
  });
  it('names a timeout, a network failure and anything else', () => {
    expect(decideFailure({ code: 'ECONNABORTED' }).toast?.message).toEqual({ key: 'error.timeout' });
    expect(decideFailure({ code: 'ERR_NETWORK' }).toast?.message).toEqual({ key: 'error.network' });
    expect(decideFailure({ code: 'ERR_CANCELED' }).toast?.message).toEqual({ key: 'error.other' });
  });
  it('shows nothing when the call is silent, yet still applies the session rules', () => {
    expect(decideFailure({ code: 'ERR_NETWORK' }, { silent: true }).toast).toBeNull();
    expect(decideFailure({ response: { status: 403, data: revoked } }, { silent: true }).session).toBe('revoke');
  });
});

describe('bodyCodeOf', () => {
  it('keeps zero-padded success codes as text and turns numeric text into numbers', () => {
    expect(bodyCodeOf({ code: '00000' })).toBe('00000');
    expect(bodyCodeOf({ resultCode: '0000' })).toBe('0000');
    expect(bodyCodeOf({ code: '40301' })).toBe(40301);
    expect(bodyCodeOf('text')).toBeUndefined();
  });
});

describe('readBlobJson', () => {
  it('reads the envelope a blob call got instead of a file', async () => {
    const blob = new Blob([JSON.stringify({ code: 404, success: false, message: '文件不存在' })], { type: 'application/json' });
    expect(await readBlobJson(blob)).toEqual({ code: 404, success: false, message: '文件不存在' });
  });
  it('ignores a real file', async () => {
    expect(await readBlobJson(new Blob(['PK\u0003\u0004...'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }))).toBeNull();
  });
});
