export { ToastContext, ToastProvider, useToast, useOptionalToast, type ToastProviderProps } from './Toast';
export { createToastApi, successMessageKeys, toastRole, type SuccessMessage, type ToastApi } from './toastApi';
export {
  DEFAULT_MAX_VISIBLE,
  DEFAULT_TOAST_DURATION,
  ToastQueue,
  type ToastKind,
  type ToastOptions,
  type ToastQueueOptions,
  type ToastRecord,
} from './toastQueue';
