import { describe, expect, it } from 'vitest';
import { errorDataOf, errorMessageOf } from './errorMessage';

describe('errorMessageOf', () => {
  it('reads the message of an error or an envelope, and nothing from anything else', () => {
    expect(errorMessageOf(new Error('请选择地址类型'))).toBe('请选择地址类型');
    expect(errorMessageOf({ code: 400, success: false, message: '请选择公司' })).toBe('请选择公司');
    expect(errorMessageOf(new Error(''))).toBeNull();
    expect(errorMessageOf(undefined)).toBeNull();
    expect(errorMessageOf(500)).toBeNull();
    expect(errorMessageOf('超时')).toBe('超时');
    expect(errorDataOf(Object.assign(new Error('x'), { data: [1] }))).toEqual([1]);
    expect(errorDataOf(null)).toBeUndefined();
  });
});
