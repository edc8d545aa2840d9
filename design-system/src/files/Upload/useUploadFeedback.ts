import { useCallback, useRef, useState } from 'react';
import { useOptionalToast } from '../../overlays/Toast';

export type UploadFeedbackKind = 'success' | 'warning' | 'error';

export interface UploadInlineMessage {
  id: number;
  kind: UploadFeedbackKind;
  text: string;
}

/**
 * Where the messages of an upload go: to the nearest ToastProvider, except problems of a drop zone
 * (`inlineProblems`), which show under it where the user is looking. Without a ToastProvider every
 * message shows inline. Inline messages pile up for one pick (a warning, then 上传成功) and are
 * cleared by the next.
 */
export function useUploadFeedback(inlineProblems: boolean) {
  const toast = useOptionalToast();
  const [messages, setMessages] = useState<readonly UploadInlineMessage[]>([]);
  const nextId = useRef(0);

  const notify = useCallback(
    (kind: UploadFeedbackKind, text: string) => {
      if (toast && !(inlineProblems && kind !== 'success')) {
        toast[kind](text);
        return;
      }
      nextId.current += 1;
      const message = { id: nextId.current, kind, text };
      setMessages((current) => [...current.filter((known) => known.text !== text), message]);
    },
    [inlineProblems, toast],
  );
  const clear = useCallback(() => setMessages([]), []);
  return { messages, notify, clear };
}
