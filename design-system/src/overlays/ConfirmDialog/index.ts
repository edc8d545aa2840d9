export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmProvider, EnsureConfirmProvider, useConfirm, type ConfirmFunction, type ConfirmOptions, type ConfirmProviderProps } from './ConfirmProvider';
export { confirmVariantSpec, type ConfirmVariant, type ConfirmVariantSpec } from './confirmVariants';
export { currentConfirm, enqueueConfirm, removeConfirm, type ConfirmQueueState, type ConfirmRequest } from './confirmQueue';
