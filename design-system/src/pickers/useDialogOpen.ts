import { useCallback, useState } from 'react';

/** The open state props of a picker dialog (as the Dialog takes them). */
export interface PickerOpenProps {
  /** Whether the dialog is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the dialog starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The open state of a picker dialog, controlled or not, and a session number that grows each time it
 * opens. `onOpen` runs (while rendering, as React recommends for state that follows a prop) when the
 * dialog goes from closed to open, so a picker starts each opening from its given value.
 */
export function useDialogOpen({ isOpen, defaultOpen = false, onOpenChange }: PickerOpenProps, onOpen?: () => void) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = isOpen ?? ownOpen;
  const [seen, setSeen] = useState({ open, session: open ? 1 : 0 });
  if (seen.open !== open) {
    setSeen({ open, session: open ? seen.session + 1 : seen.session });
    if (open) onOpen?.();
  }
  const setOpen = useCallback(
    (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  return { isOpen: open, setOpen, session: seen.session };
}
