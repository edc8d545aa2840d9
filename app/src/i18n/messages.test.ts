import { describe, expect, it } from 'vitest';
import { appEn, appZhCN } from './messages';

describe('app message catalogues', () => {
  it('en has exactly the keys of zh-CN', () => {
    expect(Object.keys(appEn).sort()).toEqual(Object.keys(appZhCN).sort());
  });
  it('keeps the spec texts exactly', () => {
    expect(appZhCN['login.accountRequired']).toBe('请输入用户名');
    expect(appZhCN['login.passwordTooShort']).toBe('密码不能少于6为数字');
    expect(appZhCN['error.other']).toBe('网络异常请重试');
  });
});
