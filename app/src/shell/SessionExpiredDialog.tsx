import { ConfirmDialog, type ConfirmDialogProps } from '@srm/design-system';

/** The design system's ConfirmDialog in a module of its own, so SessionDialogs can load it on demand. */
export function SessionExpiredDialog(props: ConfirmDialogProps) {
  return <ConfirmDialog {...props} />;
}
