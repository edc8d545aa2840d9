import { useCallback, useRef } from 'react';

/**
 * The 确定 (or 保存) of a picker dialog: `run(action, close, onError?)` awaits `action` and closes the
 * dialog when it resolves; when it throws or rejects the dialog stays open and `onError` gets the
 * reason (without it, the caller is expected to have shown why). Presses while one runs are ignored:
 * there is no pending state, as the button goes away with the dialog.
 */
export function useConfirmOnce() {
  const busy = useRef(false);
  return useCallback(async (action: () => unknown, close: () => void, onError?: (error: unknown) => void) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
      close();
    } catch (error) {
      onError?.(error);
    } finally {
      busy.current = false;
    }
  }, []);
}
