import { describe, expect, it } from 'vitest';
import { appTranslate, nextLocale, toLocale } from './locale';
import { appEn, appZhCN } from './messages';

describe('app message catalogues', () => {
  it('en has exactly the keys of zh-CN, none of them empty', () => {
    expect(Object.keys(appEn).sort()).toEqual(Object.keys(appZhCN).sort());
    for (const catalogue of [appZhCN, appEn]) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('keeps the spec texts exactly', () => {
    expect(appZhCN['login.accountRequired']).toBe('请输入用户名');
    expect(appZhCN['login.passwordTooShort']).toBe('密码不能少于6为数字');
    expect(appZhCN['error.other']).toBe('网络异常请重试');
    expect(appZhCN['error.timeout']).toBe('网络请求超时，请尝试重新刷新页面！');
    expect(appZhCN['error.network']).toBe('网络请求错误，请尝重新刷新页面！');
    expect(appZhCN['error.system']).toBe('系统错误');
    expect(appZhCN['error.noPermission']).toBe('您暂无此权限');
    expect(appZhCN['session.expired']).toBe('登录状态已过期！');
    expect(appZhCN['session.expiredConfirm']).toBe('登录状态已过期，您可以继续留在该页面，或者重新登录');
    expect(appZhCN['message.tooFrequent']).toBe('操作过于频繁，请勿重复点击！');
    expect(appZhCN['message.badAddress']).toBe('网址配置有误');
    expect(appZhCN['quickStart.saved']).toBe('常用功能配置成功');
    expect(appZhCN['quickStart.tooMany']).toBe('抱歉，常用功能不能超过15个');
    expect(appZhCN['quickStart.deleteConfirm']).toBe('确定删除？');
    expect(appZhCN['quickStart.deleteCancelled']).toBe('已取消删除');
    expect([appZhCN['tabs.closeOthers'], appZhCN['tabs.closeLeft'], appZhCN['tabs.closeRight'], appZhCN['tabs.closeAll']]).toEqual([
      '关闭其他',
      '关闭左侧',
      '关闭右侧',
      '关闭全部',
    ]);
    expect([0, 1, 2, 3, 4, 5].map((status) => appZhCN[`download.status.${status}` as keyof typeof appZhCN])).toEqual([
      '等待中',
      '下载中',
      '已中断',
      '上传文件服务器中',
      '失败',
      '已完成',
    ]);
  });
});

describe('locale helpers', () => {
  it('switches zh-CN ⇄ en and falls back to zh-CN for anything else', () => {
    expect(nextLocale('zh-CN')).toBe('en');
    expect(nextLocale('en')).toBe('zh-CN');
    expect(toLocale('en')).toBe('en');
    expect(toLocale('fr')).toBe('zh-CN');
  });
  it('translates outside React', () => {
    expect(appTranslate('en', 'download.status.3')).toBe('Uploading to the file server');
    expect(appTranslate('zh-CN', 'download.status.3')).toBe('上传文件服务器中');
  });

  it('gives each English text the values its Chinese text takes (a plural block counts as its value)', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1]).sort();
    for (const [key, zh] of Object.entries(appZhCN)) expect(names(appEn[key as keyof typeof appEn]), key).toEqual(names(zh));
  });

  it('says 1 contract and 3 contracts in English, and one form in Chinese', () => {
    expect(appTranslate('en', 'contract.batchCloseConfirm', { count: 1 })).toBe('Close the selected contract?');
    expect(appTranslate('en', 'contract.batchCloseConfirm', { count: 3 })).toBe('Close the 3 selected contracts?');
    expect(appTranslate('en', 'contract.batchCloseAllConfirm', { count: 1 })).toBe('Close the 1 contract found by the search?');
    expect(appTranslate('zh-CN', 'contract.batchCloseConfirm', { count: 1 })).toMatch(/1/);
  });
});
