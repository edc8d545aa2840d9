import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmOnce } from './useConfirmOnce';

describe('useConfirmOnce', () => {
  it('closes once the action resolves, and ignores presses while it runs', async () => {
    const { result } = renderHook(() => useConfirmOnce());
    let finish!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const close = vi.fn();
    let first!: Promise<void>;
    act(() => {
      first = result.current(action, close);
    });
    await act(() => result.current(action, close));
    expect(action).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    await act(async () => {
      finish();
      await first;
    });
    expect(close).toHaveBeenCalledTimes(1);
    // Free again afterwards.
    const next = vi.fn();
    await act(() => result.current(next, close));
    expect(next).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('stays open when the action rejects or throws, and hands the reason to onError', async () => {
    const { result } = renderHook(() => useConfirmOnce());
    const close = vi.fn();
    const onError = vi.fn();
    const refused = new Error('库存不足');
    await act(() => result.current(() => Promise.reject(refused), close, onError));
    expect(onError).toHaveBeenCalledWith(refused);
    await act(() =>
      result.current(
        () => {
          throw refused;
        },
        close,
      ),
    );
    expect(close).not.toHaveBeenCalled();
    // After a failure the next press runs again.
    await act(() => result.current(() => undefined, close));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
