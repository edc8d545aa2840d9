import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { currentConfirm, enqueueConfirm, removeConfirm, type ConfirmQueueState } from './confirmQueue';

// The dialog's code (react-aria Dialog and its collections) loads with the first confirm, so an app
// that mounts the provider at its root does not pay for it on pages that never ask.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

/** What `confirm()` takes: the ConfirmDialog's texts and variant. */
export type ConfirmOptions = Pick<ConfirmDialogProps, 'title' | 'message' | 'variant' | 'confirmLabel' | 'cancelLabel' | 'width'>;

/** Opens a confirm dialog and resolves `true` on 确定, `false` on 取消 or Escape. */
export type ConfirmFunction = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFunction | null>(null);

export interface ConfirmProviderProps {
  children?: ReactNode;
}

/**
 * Lets event handlers ask for confirmation with `await confirm({...})`. Requests show one at a
 * time, in order. Put it inside `ToastProvider` so the quick-delete variant can say 已取消删除.
 */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const [queue, setQueue] = useState<ConfirmQueueState<ConfirmOptions>>([]);
  const nextId = useRef(1);
  const latest = useRef(queue);
  useEffect(() => {
    latest.current = queue;
  }, [queue]);

  // Where focus was when the first question came; it goes back there after the last answer (each
  // dialog restores focus to what was focused before it, which for the second is the first dialog).
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const confirm = useCallback<ConfirmFunction>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        const id = nextId.current++;
        if (latest.current.length === 0 && typeof document !== 'undefined') {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }
        setQueue((state) => {
          const next = enqueueConfirm(state, { id, options, resolve });
          latest.current = next;
          return next;
        });
      }),
    [],
  );

  useEffect(() => {
    if (queue.length > 0 || !returnFocusTo.current) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (target.isConnected && (!active || active === document.body)) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [queue]);

  // Nobody is left to answer once the provider is gone: pending questions resolve to false.
  useEffect(
    () => () => {
      for (const request of latest.current) request.resolve(false);
    },
    [],
  );

  const current = currentConfirm(queue);
  const answer = (ok: boolean) => {
    if (!current) return;
    current.resolve(ok);
    setQueue((state) => removeConfirm(state, current.id));
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            key={current.id}
            {...current.options}
            isOpen
            onConfirm={() => answer(true)}
            onCancel={() => answer(false)}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/**
 * `const confirm = useConfirm(); if (await confirm({variant: 'delete', message})) …` — resolves
 * `true` on 确定 and `false` on 取消/Escape. Needs `SrmProvider` (or a `ConfirmProvider`) above.
 */
export function useConfirm(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <SrmProvider> (or ConfirmProvider)');
  return confirm;
}

/**
 * Renders `children` inside a ConfirmProvider of their own when none is above, so a component that
 * asks for confirmation (ProTable's column settings, …) also works in an app without one.
 */
export function EnsureConfirmProvider({ children }: { children?: ReactNode }) {
  const confirm = useContext(ConfirmContext);
  return confirm ? children : <ConfirmProvider>{children}</ConfirmProvider>;
}
