import { ClassNames } from '@emotion/react';
import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button as RACButton } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { CloseIcon } from '../Dialog/parts';
import { createToastApi, toastRole, type ToastApi } from './toastApi';
import { DEFAULT_MAX_VISIBLE, DEFAULT_TOAST_DURATION, ToastQueue, type ToastKind, type ToastRecord } from './toastQueue';
import { toastRegionStyles } from './toastStyles';

/** The queue of the nearest ToastProvider (null outside one). */
export const ToastContext = createContext<ToastQueue | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /**
   * Milliseconds a message stays (spec 01 §8: 5 s); 0 keeps messages until closed.
   * @default 5000
   */
  duration?: number;
  /**
   * How many messages show at once; a new one pushes the oldest out.
   * @default 5
   */
  maxVisible?: number;
  /**
   * A queue made outside React, for example to show messages from an HTTP interceptor.
   * @default a new queue
   */
  queue?: ToastQueue;
}

/**
 * Shows messages (toasts) at the top centre of the page, stacked, each closing after `duration`
 * or by its 关闭 button; countdowns pause while the pointer or focus is on them. Put it once near
 * the root, inside the theme and locale providers; call `useToast()` below it.
 */
export function ToastProvider({ children, duration = DEFAULT_TOAST_DURATION, maxVisible = DEFAULT_MAX_VISIBLE, queue: given }: ToastProviderProps) {
  const [own] = useState(() => new ToastQueue({ duration, maxVisible }));
  const queue = given ?? own;
  useEffect(() => () => own.clear(), [own]);
  return (
    <ToastContext.Provider value={queue}>
      {children}
      <ToastRegion queue={queue} />
    </ToastContext.Provider>
  );
}

/**
 * `{success, info, warning, error, successFor, close, clear}` of the nearest ToastProvider. Each
 * shower takes `(message, {duration?})` and returns an id; `successFor('deleted')` shows 删除成功.
 * Needs `SrmProvider` (or a `ToastProvider`) above; `useOptionalToast` does not.
 */
export function useToast(): ToastApi {
  const queue = useContext(ToastContext);
  const { t } = useLocale();
  if (!queue) throw new Error('useToast must be used inside <SrmProvider> (or ToastProvider)');
  return useMemo(() => createToastApi(queue, t), [queue, t]);
}

/**
 * Like useToast, but `null` outside a ToastProvider: for components (ProTable, …) whose warnings are
 * a convenience, not a requirement, so they still work in an app without toasts.
 */
export function useOptionalToast(): ToastApi | null {
  const queue = useContext(ToastContext);
  const { t } = useLocale();
  return useMemo(() => (queue ? createToastApi(queue, t) : null), [queue, t]);
}

const icons: Record<ToastKind, ReactNode> = {
  success: <path d="M8 1a7 7 0 110 14A7 7 0 018 1zm3.2 4.3L7 9.5 4.8 7.3l-1 1L7 11.5l5.2-5.2-1-1z" />,
  info: <path d="M8 1a7 7 0 110 14A7 7 0 018 1zm.8 6H7.2v5h1.6V7zM8 3.8a1 1 0 100 2 1 1 0 000-2z" />,
  warning: <path d="M8 1a7 7 0 110 14A7 7 0 018 1zm.8 9.2H7.2v1.6h1.6v-1.6zm0-6H7.2v5h1.6v-5z" />,
  error: <path d="M8 1a7 7 0 110 14A7 7 0 018 1zm2.3 3.6L8 6.9 5.7 4.6 4.6 5.7 6.9 8l-2.3 2.3 1.1 1.1L8 9.1l2.3 2.3 1.1-1.1L9.1 8l2.3-2.3-1.1-1.1z" />,
};

function ToastView({ toast, onClose }: { toast: ToastRecord; onClose: () => void }) {
  const { t } = useLocale();
  return (
    <div className="srm-toast" data-kind={toast.kind} data-repeat={toast.repeat || undefined}>
      <span className="srm-toast-icon" aria-hidden="true">
        <svg viewBox="0 0 16 16" fill="currentColor" focusable="false">
          {icons[toast.kind]}
        </svg>
      </span>
      <div className="srm-toast-message" role={toastRole(toast.kind)} aria-atomic="true">
        {toast.message}
      </div>
      <RACButton className="srm-toast-close" aria-label={t('common.close')} onPress={onClose}>
        <CloseIcon />
      </RACButton>
    </div>
  );
}

/** The stack of messages, rendered into document.body; a labelled region (消息通知). */
function ToastRegion({ queue }: { queue: ToastQueue }) {
  const { t } = useLocale();
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const shouldPause = (hovered || focused) && toasts.length > 0;
  useEffect(() => {
    if (shouldPause) queue.pause();
    else queue.resume();
  }, [queue, shouldPause]);
  // A removed toast takes its focused close button with it, without a blur event: re-check.
  useEffect(() => {
    if (focused && !regionRef.current?.contains(document.activeElement)) setFocused(false);
  }, [toasts, focused]);

  const closeAndKeepFocus = (id: string) => {
    const buttons = [...(regionRef.current?.querySelectorAll<HTMLElement>('.srm-toast-close') ?? [])];
    const index = toasts.findIndex((toast) => toast.id === id);
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    queue.close(id);
    // Keyboard users stay in the stack: focus moves to the next message's 关闭, or the previous one.
    if (hadFocus) (buttons[index + 1] ?? buttons[index - 1])?.focus();
  };
  if (typeof document === 'undefined') return null;
  return createPortal(
    <ClassNames>
      {({ css, theme }) => (
        <section
          ref={regionRef}
          className={css(toastRegionStyles(theme))}
          aria-label={t('toast.region')}
          data-paused={shouldPause || undefined}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          {toasts.map((toast) => (
            <ToastView key={toast.id} toast={toast} onClose={() => closeAndKeepFocus(toast.id)} />
          ))}
        </section>
      )}
    </ClassNames>,
    document.body,
  );
}
