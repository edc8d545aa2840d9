/**
 * The imperative message API over a queue, and the spec's success texts (01 §8): 删除成功, 操作成功,
 * 新增成功, 修改成功, 复制成功. Pure: the translate function is passed in.
 */
import type { MessageKey } from '../../i18n/messages';
import type { ToastKind, ToastOptions, ToastQueue } from './toastQueue';

/** Message keys of the spec's success texts. */
export const successMessageKeys = {
  deleted: 'toast.deleted',
  operated: 'toast.operated',
  added: 'toast.added',
  updated: 'toast.updated',
  copied: 'toast.copied',
} as const satisfies Record<string, MessageKey>;

export type SuccessMessage = keyof typeof successMessageKeys;

/** Whether a kind is urgent: warnings and errors are announced as alerts, the rest as status. */
export function toastRole(kind: ToastKind): 'alert' | 'status' {
  return kind === 'error' || kind === 'warning' ? 'alert' : 'status';
}

export interface ToastApi {
  /** A green success message; returns its id. */
  success: (message: string, options?: ToastOptions) => string;
  /** A neutral message (已取消删除 …). */
  info: (message: string, options?: ToastOptions) => string;
  /** A warning, announced as an alert (请至少选择一条数据 …). */
  warning: (message: string, options?: ToastOptions) => string;
  /** An error, announced as an alert (the server's message, 系统错误 …). */
  error: (message: string, options?: ToastOptions) => string;
  /** One of the spec's success texts in the current language: `toast.successFor('deleted')` → 删除成功. */
  successFor: (what: SuccessMessage, options?: ToastOptions) => string;
  /** Closes one message. */
  close: (id: string) => void;
  /** Closes every message. */
  clear: () => void;
}

export function createToastApi(queue: ToastQueue, translate: (key: MessageKey) => string): ToastApi {
  return {
    success: (message, options) => queue.add('success', message, options),
    info: (message, options) => queue.add('info', message, options),
    warning: (message, options) => queue.add('warning', message, options),
    error: (message, options) => queue.add('error', message, options),
    successFor: (what, options) => queue.add('success', translate(successMessageKeys[what]), options),
    close: (id) => queue.close(id),
    clear: () => queue.clear(),
  };
}
