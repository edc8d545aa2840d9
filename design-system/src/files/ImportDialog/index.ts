export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export { type ImportCheckStatus, type ImportCheckSummary } from './importDialogState';
