import { useEffect, useRef, type RefObject } from 'react';

/** The message an embedded page gets when its tab is shown again (spec 01 §2.4). */
export const REFRESH_TABLE_MESSAGE = { type: 'refreshTable' } as const;

/**
 * Posts `refreshTable` to the embedded page each time its tab is shown again (not on the first show).
 * The shell keeps hidden tabs inside React `<Activity>`, which stops a hidden page's effects and
 * starts them again when it is shown: that restart is the signal.
 */
export function useRefreshOnShow(frame: RefObject<HTMLIFrameElement | null>, address: string | null) {
  const shownBefore = useRef(false);
  useEffect(() => {
    if (!address) return;
    if (shownBefore.current) {
      const origin = new URL(address, window.location.href).origin;
      frame.current?.contentWindow?.postMessage(REFRESH_TABLE_MESSAGE, origin);
    }
    shownBefore.current = true;
  }, [frame, address]);
}
