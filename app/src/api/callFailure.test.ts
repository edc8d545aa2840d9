import { describe, expect, it, vi } from 'vitest';
import { isCallFailure, unlessFailed } from './callFailure';
import { ApiError } from './envelope';

describe('isCallFailure', () => {
  it('is an ApiError, or an Error with a boolean shown', () => {
    expect(isCallFailure(new ApiError('系统错误', 500, 500))).toBe(true);
    expect(isCallFailure(Object.assign(new Error('数据已被修改'), { status: 409, shown: true }))).toBe(true);
    expect(isCallFailure(Object.assign(new Error('静默'), { shown: false }))).toBe(true);
  });
  it('is not a bug, a shown that is not a boolean, or something that is not an Error', () => {
    expect(isCallFailure(new TypeError('x is undefined'))).toBe(false);
    expect(isCallFailure(Object.assign(new Error('x'), { shown: 'yes' }))).toBe(false);
    expect(isCallFailure({ message: '系统错误', shown: true })).toBe(false);
    expect(isCallFailure(undefined)).toBe(false);
  });
});

describe('unlessFailed', () => {
  it('passes the answer through', async () => {
    await expect(unlessFailed(Promise.resolve({ message: '操作成功' }))).resolves.toEqual({ message: '操作成功' });
  });
  it('resolves to undefined when an ApiError failed the call', async () => {
    const shown = Object.assign(new ApiError('合同不存在', 404, 404), { shown: true });
    await expect(unlessFailed(Promise.reject(shown))).resolves.toBeUndefined();
    await expect(unlessFailed(Promise.reject(new ApiError('静默的失败', 422, 422)))).resolves.toBeUndefined();
  });
  it('resolves to undefined for a plain Error carrying shown', async () => {
    await expect(unlessFailed(Promise.reject(Object.assign(new Error('数据已被修改，请刷新后重试'), { status: 409, shown: true })))).resolves.toBeUndefined();
  });
  it('rethrows an error that is not a call failure', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'message')");
    const onFailure = vi.fn();
    await expect(unlessFailed(Promise.reject(bug), onFailure)).rejects.toBe(bug);
    expect(onFailure).not.toHaveBeenCalled();
  });
  it('hands the failure to onFailure and waits for it', async () => {
    const failure = new ApiError('数据已被修改', 409, 409);
    const seen: unknown[] = [];
    const answer = await unlessFailed(Promise.reject(failure), async (error) => {
      await Promise.resolve();
      seen.push(error);
    });
    expect(answer).toBeUndefined();
    expect(seen).toEqual([failure]);
  });
  it('does not call onFailure when the call succeeds', async () => {
    const onFailure = vi.fn();
    await expect(unlessFailed(Promise.resolve([1, 2]), onFailure)).resolves.toEqual([1, 2]);
    expect(onFailure).not.toHaveBeenCalled();
  });
});
