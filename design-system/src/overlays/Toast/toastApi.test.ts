import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages';
import { createToastApi, successMessageKeys, toastRole, type SuccessMessage } from './toastApi';
import { ToastQueue, type ToastKind } from './toastQueue';

describe('toastRole', () => {
  it.each<[ToastKind, 'alert' | 'status']>([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ])('%s is announced as %s', (kind, role) => {
    expect(toastRole(kind)).toBe(role);
  });
});

describe('createToastApi', () => {
  it.each<[SuccessMessage, string, string]>([
    ['deleted', '删除成功', 'Deleted'],
    ['operated', '操作成功', 'Done'],
    ['added', '新增成功', 'Added'],
    ['updated', '修改成功', 'Updated'],
    ['copied', '复制成功', 'Copied'],
  ])('successFor(%s) shows the spec text %s (en: %s)', (what, zh, en) => {
    const zhQueue = new ToastQueue();
    createToastApi(zhQueue, (key) => translate('zh-CN', key)).successFor(what);
    expect(zhQueue.getSnapshot()[0]).toMatchObject({ kind: 'success', message: zh });
    const enQueue = new ToastQueue();
    createToastApi(enQueue, (key) => translate('en', key)).successFor(what);
    expect(enQueue.getSnapshot()[0]?.message).toBe(en);
    expect(successMessageKeys[what]).toBe(`toast.${what}`);
  });

  it.each<[ToastKind]>([['success'], ['info'], ['warning'], ['error']])('%s adds a toast of that kind', (kind) => {
    const queue = new ToastQueue();
    const api = createToastApi(queue, (key) => key);
    const id = api[kind]('消息', { duration: 0 });
    expect(queue.getSnapshot()).toEqual([{ id, kind, message: '消息', duration: 0, repeat: 0 }]);
    api.close(id);
    expect(queue.getSnapshot()).toEqual([]);
  });
});
