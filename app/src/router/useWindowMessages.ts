import { useEffect, useEffectEvent } from 'react';
import { parseWindowMessage, type WindowMessage } from './windowMessages';

/**
 * Listens to cross-window messages (windowMessages.ts) from the allowed origins and hands each valid
 * one to `onMessage` (the latest callback is always used).
 */
export function useWindowMessages(onMessage: (message: WindowMessage) => void, allowedOrigins: readonly string[]) {
  const handle = useEffectEvent(onMessage);
  const originsKey = allowedOrigins.join(' ');
  useEffect(() => {
    const origins = originsKey.split(' ');
    const listener = (event: MessageEvent) => {
      const message = parseWindowMessage(event, origins);
      if (message) handle(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [originsKey]);
}
