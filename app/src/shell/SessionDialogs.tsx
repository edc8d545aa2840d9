import { ToastContext, ToastProvider, type ToastQueue } from '@srm/design-system';
import { Suspense, lazy, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { apiEvents, type ApiEventBridge, type FeedbackText } from '../api/events';
import type { AppMessageKey } from '../i18n/messages';
import { useAppT } from '../i18n/useAppT';

// Loaded when a session expires: /login carries neither the dialog nor the call layer.
const ConfirmDialog = lazy(() => import('./SessionExpiredDialog').then((module) => ({ default: module.SessionExpiredDialog })));
const gatewayLogout = () => import('../api/login').then((module) => module.logout());

export interface SessionDialogsProps {
  /** The app below; it can use `useToast()` from the design system, sharing the same message stack. */
  children?: ReactNode;
  /** The bridge to listen to. @default the app's `apiEvents` */
  bridge?: ApiEventBridge;
  /** The gateway logout run by 重新登录. @default api/login `logout` */
  logout?: () => Promise<unknown>;
}

/**
 * Shows what the call layer reports (spec 01 §8): its messages with the design system's Toast (5 s),
 * and the 401 confirm 登录状态已过期，您可以继续留在该页面，或者重新登录 with 重新登录 (logs out and
 * reloads) and 取消 (stays), once however many calls failed together. Mount it once in the app
 * root, inside the theme and locale providers; it provides a ToastProvider unless one is above.
 */
export function SessionDialogs({ children, bridge = apiEvents, logout = gatewayLogout }: SessionDialogsProps) {
  const outer = useContext(ToastContext);
  if (outer) {
    return (
      <>
        <Bridge queue={outer} bridge={bridge} logout={logout} />
        {children}
      </>
    );
  }
  return (
    <ToastProvider>
      <QueueFromContext bridge={bridge} logout={logout} />
      {children}
    </ToastProvider>
  );
}

interface BridgeProps {
  bridge: ApiEventBridge;
  logout: () => Promise<unknown>;
}

function QueueFromContext(props: BridgeProps) {
  const queue = useContext(ToastContext);
  return queue ? <Bridge queue={queue} {...props} /> : null;
}

function Bridge({ queue, bridge, logout }: BridgeProps & { queue: ToastQueue }) {
  const t = useAppT();
  const translate = useRef(t);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    translate.current = t;
  }, [t]);

  useEffect(() => {
    const textOf = (message: FeedbackText) => ('key' in message ? translate.current(message.key as AppMessageKey) : message.text);
    return bridge.subscribe((event) => {
      if (event.type === 'toast') queue.add(event.kind, textOf(event.message), { duration: event.duration });
      else setExpired(true);
    });
  }, [bridge, queue]);

  const close = () => {
    setExpired(false);
    bridge.sessionDialogClosed();
  };

  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        isOpen={expired}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        message={t('session.expiredConfirm')}
        confirmLabel={t('session.relogin')}
        cancelLabel={t('session.stay')}
        onConfirm={() => import('../api/session').then((module) => module.signInAgain(logout))}
      />
    </Suspense>
  );
}
