import { describe, expect, it, vi } from 'vitest';
import { ApiEventBridge } from './events';

describe('ApiEventBridge', () => {
  it('keeps events emitted before anyone listens for the first listener', () => {
    const bridge = new ApiEventBridge();
    bridge.toast('error', { text: '系统错误' });
    const listener = vi.fn();
    bridge.subscribe(listener);
    expect(listener).toHaveBeenCalledWith({ type: 'toast', kind: 'error', message: { text: '系统错误' }, duration: 5000 });
  });
  it('asks the 401 question once until it is answered', () => {
    const bridge = new ApiEventBridge();
    const listener = vi.fn();
    bridge.subscribe(listener);
    expect(bridge.requestSessionExpired()).toBe(true);
    expect(bridge.requestSessionExpired()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    bridge.sessionDialogClosed();
    expect(bridge.requestSessionExpired()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
  it('stops delivering after unsubscribe', () => {
    const bridge = new ApiEventBridge();
    const listener = vi.fn();
    const stop = bridge.subscribe(listener);
    stop();
    bridge.toast('info', { text: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });
});
