import { useCallback, useState } from 'react';
import { requestWindowTicket } from '../../api/windowTicket';
import { withTicket } from './embedAddress';

/**
 * Opens an address in a new window with a one-time `ticket` instead of the raw token (spec 01 §2.4,
 * and the single-sign-on hop of the list side menu). The window is opened at once, while the press
 * still counts as the user's gesture (a window opened after the wait could be blocked), and sent to
 * the address when the ticket arrives; it is closed again if no ticket comes (the call layer shows
 * the gateway's message).
 */
export function useOpenWithTicket() {
  const [pending, setPending] = useState(false);
  const open = useCallback((address: string) => {
    const opened = window.open('', '_blank');
    if (opened) opened.opener = null;
    setPending(true);
    requestWindowTicket()
      .then(
        ({ ticket }) => {
          const url = withTicket(address, ticket, window.location.origin);
          if (!url) opened?.close();
          else if (opened) opened.location.replace(url);
          else window.open(url, '_blank', 'noopener,noreferrer');
        },
        () => opened?.close(),
      )
      .finally(() => setPending(false));
  }, []);
  return { open, pending };
}
