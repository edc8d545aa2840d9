import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DURATION, ToastQueue, type ToastKind } from './toastQueue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const messages = (queue: ToastQueue) => queue.getSnapshot().map((toast) => `${toast.kind}:${toast.message}`);

describe('ToastQueue', () => {
  it('shows a message for 5 s by default (spec §8), then removes it', () => {
    const queue = new ToastQueue();
    queue.add('error', '网络异常请重试');
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(messages(queue)).toEqual(['error:网络异常请重试']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });

  it.each<[string, number | undefined, number, boolean]>([
    ['a custom duration', 1000, 1000, false],
    ['a custom duration, not yet over', 1000, 999, true],
    ['duration 0 stays until closed', 0, 600_000, true],
    ['Infinity stays until closed', Number.POSITIVE_INFINITY, 600_000, true],
  ])('%s', (_label, duration, elapsed, visible) => {
    const queue = new ToastQueue();
    queue.add('info', '已取消删除', { duration });
    vi.advanceTimersByTime(elapsed);
    expect(queue.getSnapshot().length === 1).toBe(visible);
  });

  it('stacks different messages oldest first, each with its own countdown', () => {
    const queue = new ToastQueue();
    queue.add('success', '删除成功', { duration: 1000 });
    vi.advanceTimersByTime(500);
    queue.add('warning', '请至少选择一条数据', { duration: 1000 });
    expect(messages(queue)).toEqual(['success:删除成功', 'warning:请至少选择一条数据']);
    vi.advanceTimersByTime(500);
    expect(messages(queue)).toEqual(['warning:请至少选择一条数据']);
    vi.advanceTimersByTime(500);
    expect(messages(queue)).toEqual([]);
  });

  it.each<[string, [ToastKind, string][], string[], number]>([
    ['the same message twice shows once', [['success', '操作成功'], ['success', '操作成功']], ['success:操作成功'], 1],
    ['the same text of another kind is a new toast', [['success', '操作成功'], ['error', '操作成功']], ['success:操作成功', 'error:操作成功'], 0],
    ['three repeats count twice', [['warning', '操作过于频繁，请勿重复点击！'], ['warning', '操作过于频繁，请勿重复点击！'], ['warning', '操作过于频繁，请勿重复点击！']], ['warning:操作过于频繁，请勿重复点击！'], 2],
  ])('dedupes: %s', (_label, adds, expected, repeat) => {
    const queue = new ToastQueue();
    const ids = adds.map(([kind, message]) => queue.add(kind, message));
    expect(messages(queue)).toEqual(expected);
    expect(queue.getSnapshot()[0]?.repeat).toBe(repeat);
    if (expected.length === 1) expect(new Set(ids).size).toBe(1);
  });

  it('a repeated message restarts the countdown', () => {
    const queue = new ToastQueue();
    queue.add('warning', '操作过于频繁，请勿重复点击！', { duration: 1000 });
    vi.advanceTimersByTime(800);
    queue.add('warning', '操作过于频繁，请勿重复点击！', { duration: 1000 });
    vi.advanceTimersByTime(800);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('a message can show again once the first has gone', () => {
    const queue = new ToastQueue();
    const first = queue.add('success', '复制成功', { duration: 100 });
    vi.advanceTimersByTime(100);
    const second = queue.add('success', '复制成功');
    expect(second).not.toBe(first);
    expect(queue.getSnapshot()[0]?.repeat).toBe(0);
  });

  it('pushes the oldest out beyond maxVisible', () => {
    const queue = new ToastQueue({ maxVisible: 2 });
    queue.add('info', '一');
    queue.add('info', '二');
    queue.add('info', '三');
    expect(messages(queue)).toEqual(['info:二', 'info:三']);
  });

  it('closes one toast by id and ignores unknown ids', () => {
    const queue = new ToastQueue();
    const id = queue.add('success', '新增成功');
    queue.add('success', '修改成功');
    queue.close('toast-unknown');
    expect(queue.getSnapshot()).toHaveLength(2);
    queue.close(id);
    expect(messages(queue)).toEqual(['success:修改成功']);
    // Its timer is gone too: nothing breaks when it would have fired.
    vi.advanceTimersByTime(DEFAULT_TOAST_DURATION);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('pause keeps the remaining time and resume continues from it', () => {
    const queue = new ToastQueue();
    queue.add('error', '系统错误', { duration: 1000 });
    vi.advanceTimersByTime(600);
    queue.pause();
    expect(queue.isPaused).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(queue.getSnapshot()).toHaveLength(1);
    queue.resume();
    vi.advanceTimersByTime(399);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('a message added while paused waits for resume', () => {
    const queue = new ToastQueue();
    queue.pause();
    queue.add('info', '已取消删除', { duration: 1000 });
    vi.advanceTimersByTime(5000);
    expect(queue.getSnapshot()).toHaveLength(1);
    queue.resume();
    vi.advanceTimersByTime(1000);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers with a new snapshot on every change, until unsubscribed', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const before = queue.getSnapshot();
    queue.add('success', '删除成功', { duration: 100 });
    expect(queue.getSnapshot()).not.toBe(before);
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.add('success', '删除成功');
    queue.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
