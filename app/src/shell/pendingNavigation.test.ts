import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPendingNavigation } from './pendingNavigation';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createPendingNavigation', () => {
  it('navigates at once when there is nothing to wait for', () => {
    const navigate = vi.fn();
    createPendingNavigation(navigate).go('/contract/list', null);
    expect(navigate).toHaveBeenCalledWith('/contract/list');
  });

  it('waits for the modules, then navigates', async () => {
    const navigate = vi.fn();
    const ready = deferred();
    createPendingNavigation(navigate, 500).go('/contract/list', ready.promise);
    await vi.advanceTimersByTimeAsync(100);
    expect(navigate).not.toHaveBeenCalled();
    ready.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/contract/list');
    // The timer is gone: no second navigation.
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('goes anyway when the modules take longer than the wait', async () => {
    const navigate = vi.fn();
    createPendingNavigation(navigate, 500).go('/contract/list', new Promise<void>(() => undefined));
    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/contract/list');
  });

  it('makes only the last navigation asked for', async () => {
    const navigate = vi.fn();
    const pending = createPendingNavigation(navigate, 500);
    const slow = deferred();
    pending.go('/contract/list', slow.promise);
    pending.go('/system/user', Promise.resolve());
    await vi.advanceTimersByTimeAsync(0);
    slow.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate.mock.calls).toEqual([['/system/user']]);
  });

  it('drops a waiting navigation when cancelled (the user went elsewhere)', async () => {
    const navigate = vi.fn();
    const pending = createPendingNavigation(navigate, 500);
    pending.go('/contract/list', new Promise<void>(() => undefined));
    pending.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
