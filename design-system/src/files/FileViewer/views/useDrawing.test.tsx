import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDrawing } from './useDrawing';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useDrawing', () => {
  it('hands the drawing to onDrawn, then says ready; a run overtaken by new data reports nothing', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const draw = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const onDrawn = vi.fn();
    const onReady = vi.fn();
    const onError = vi.fn();
    const a = new Blob(['a']);
    const b = new Blob(['b']);
    const { rerender } = renderHook(({ data }) => useDrawing(data, draw, onDrawn, { onReady, onError }), { initialProps: { data: a } });
    rerender({ data: a });
    expect(draw).toHaveBeenCalledTimes(1);
    rerender({ data: b });
    expect(draw).toHaveBeenLastCalledWith(b);
    first.resolve('old');
    second.resolve('new');
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(onDrawn).toHaveBeenCalledTimes(1);
    expect(onDrawn).toHaveBeenCalledWith('new');
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failed drawing, but not after unmounting', async () => {
    const failed = deferred<string>();
    const late = deferred<string>();
    const onError = vi.fn();
    const onReady = vi.fn();
    renderHook(() => useDrawing(new Blob(['x']), () => failed.promise, vi.fn(), { onReady, onError }));
    const reason = new Error('坏文件');
    failed.reject(reason);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(reason));

    const gone = vi.fn();
    const { unmount } = renderHook(() => useDrawing(new Blob(['y']), () => late.promise, gone, { onReady, onError }));
    unmount();
    late.resolve('too late');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gone).not.toHaveBeenCalled();
    expect(onReady).not.toHaveBeenCalled();
  });
});
