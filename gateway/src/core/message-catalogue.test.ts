import { describe, expect, it } from 'vitest';
import './errors.js';
import { answerLocaleOf, localiseEnvelope, translateMessage } from './message-catalogue.js';

describe('answerLocaleOf', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh-CN;q=0.5,en-GB;q=0.9', 'en'],
    ['fr', 'zh-CN'],
  ] as const)('%s -> %s', (header, locale) => {
    expect(answerLocaleOf(header)).toBe(locale);
  });
});

describe('translateMessage', () => {
  it('keys an exact text and gives its English twin', () => {
    expect(translateMessage('您暂无此权限', 'en')).toEqual({ key: 'common.permissionDenied', text: 'You do not have this permission' });
    expect(translateMessage('您暂无此权限', 'zh-CN')).toEqual({ key: 'common.permissionDenied', text: '您暂无此权限' });
  });

  it('fills a pattern with its values, translating a value that is itself catalogued', () => {
    expect(translateMessage('请求参数错误：account 不能为空', 'en')).toEqual({ key: 'validation.badRequest', text: 'Bad request: account is required' });
    expect(translateMessage('请求参数错误：请求体 类型不正确', 'en')?.text).toBe('Bad request: request body has the wrong type');
  });

  it('leaves a text it does not know alone', () => {
    expect(translateMessage('合同已生效，不能修改（未收录）', 'en')).toBeUndefined();
  });
});

describe('localiseEnvelope', () => {
  it('translates an English caller\'s envelope, failure or success, and keys a failure in both languages', () => {
    const denied = { code: 40301, success: false, message: '您暂无此权限', data: null };
    expect(localiseEnvelope(denied, 'en')).toEqual({ ...denied, message: 'You do not have this permission', errorCode: 'common.permissionDenied' });
    expect(localiseEnvelope(denied, 'zh-CN')).toEqual({ ...denied, errorCode: 'common.permissionDenied' });
    // A message not catalogued keeps its text and has no key; a success has no key either.
    const unknown = { code: 422, success: false, message: '未收录的消息', data: null };
    expect(localiseEnvelope(unknown, 'en')).toBe(unknown);
    expect(localiseEnvelope(unknown, 'zh-CN')).toBe(unknown);
    expect(localiseEnvelope({ code: 200, success: true, message: '操作成功', data: 1 }, 'en')).toEqual({ code: 200, success: true, message: 'Done', data: 1 });
    expect(localiseEnvelope('not an envelope', 'en')).toBe('not an envelope');
  });
});
