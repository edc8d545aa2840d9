import { useCallback, useMemo } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { createClickLock, ROW_ACTION_LOCK_MS } from './clickLock';

export interface UseClickLockOptions {
  /**
   * The lock window in milliseconds: `ROW_ACTION_LOCK_MS` (800) for row actions,
   * `BATCH_ACTION_LOCK_MS` (500) for batch buttons.
   * @default 800
   */
  ms?: number;
  /**
   * Called with 操作过于频繁，请勿重复点击！ (in the current locale) when a press is refused; show it
   * as a warning toast.
   */
  onBlocked?: (message: string) => void;
}

/** Wraps a handler so that it runs at most once per lock window. */
export type ClickLockWrapper = <Args extends unknown[]>(handler: (...args: Args) => unknown) => (...args: Args) => void;

/**
 * Guards actions against repeated clicks (spec 01 §8, §9): the returned function wraps a handler;
 * a second press inside the window is ignored and `onBlocked` receives the too-frequent message.
 * Every handler wrapped by one hook shares one lock, so the actions of a row lock together.
 *
 * ```tsx
 * const lock = useClickLock({ ms: BATCH_ACTION_LOCK_MS, onBlocked: toast.warning });
 * <Button onPress={lock(() => exportList())}>导出</Button>
 * ```
 */
export function useClickLock({ ms = ROW_ACTION_LOCK_MS, onBlocked }: UseClickLockOptions = {}): ClickLockWrapper {
  const { t } = useLocale();
  const lock = useMemo(() => createClickLock(ms), [ms]);
  return useCallback<ClickLockWrapper>(
    (handler) =>
      (...args) => {
        if (lock.tryEnter()) handler(...args);
        else onBlocked?.(t('feedback.tooFrequent'));
      },
    [lock, onBlocked, t],
  );
}
