import { useId, useState } from 'react';

/** What `useChoiceConfirm` hands to a chooser dialog. */
export interface ChoiceConfirm {
  /** 确定: says the required message when nothing is chosen, else confirms the choice. */
  confirm: () => Promise<void>;
  /** A confirmation promise is running (the 确定 button shows it). */
  isPending: boolean;
  /** 确定 was pressed with nothing chosen, and nothing has been chosen since. */
  showRequired: boolean;
  /** Hides the required message (call it when the user chooses). */
  clearRequired: () => void;
  /** The id for the required message. */
  requiredId: string;
  /** `requiredId` while the message shows, for `aria-describedby`. */
  describedBy: string | undefined;
}

/**
 * The 确定 of a dialog choosing one item (print template, contract sample). `pick` reads the current
 * choice (null for none): with none, `showRequired` turns on and nothing is confirmed. With one,
 * `onConfirm(choice)` runs; the dialog closes (`onClose`) when it returns or resolves, and stays open
 * when its promise rejects (the caller shows why). The button is pending only while a promise runs:
 * a pending button is announced, and would point at a closed dialog.
 */
export function useChoiceConfirm<T>(pick: () => T | null, onConfirm: (choice: T) => void | Promise<void>, onClose: () => void): ChoiceConfirm {
  const [showRequired, setShowRequired] = useState(false);
  const [isPending, setPending] = useState(false);
  const requiredId = useId();

  const confirm = async () => {
    const choice = pick();
    if (choice === null) {
      setShowRequired(true);
      return;
    }
    const result = onConfirm(choice);
    if (!result) {
      onClose();
      return;
    }
    setPending(true);
    try {
      await result;
      onClose();
    } catch {
      // The caller showed why; the dialog stays open for another try.
      setPending(false);
    }
  };

  return {
    confirm,
    isPending,
    showRequired,
    clearRequired: () => setShowRequired(false),
    requiredId,
    describedBy: showRequired ? requiredId : undefined,
  };
}
