export { ChoiceDialog, ChoiceDialogGate, ChoiceRequired, type ChoiceDialogOpenProps, type ChoiceDialogProps } from './ChoiceDialog';
export { useChoiceConfirm, type ChoiceConfirm } from './useChoiceConfirm';
