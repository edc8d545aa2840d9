import { useToast } from '@srm/design-system';
import { useCallback, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';

/** A stale version: the save calls that let the dialog say so (allowedCodes) are not shown by the call layer. */
const CONFLICT_STATUS = 409;

/**
 * Runs a save of the system pages (a dialog's 保存, 同步人员): the gateway's own message (or 操作成功)
 * on success, then `onSaved`; a failure was already shown by the call layer and nothing else happens
 * (a dialog stays open with what the user chose), except that a stale version (409) is kept as
 * `conflict`, the gateway's message, for the dialog to show.
 */
export function useDialogSave(onSaved: () => void) {
  const t = useAppT();
  const toast = useToast();
  const [isSaving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const run = useCallback(
    async (save: () => Promise<{ message?: string | null }>) => {
      setSaving(true);
      setConflict(null);
      try {
        const saved = await unlessFailed(save(), (failure) => {
          if (failure.status === CONFLICT_STATUS || failure.code === CONFLICT_STATUS) setConflict(failure.message);
        });
        if (saved) {
          toast.success(saved.message || t('message.operated'));
          onSaved();
        }
      } finally {
        setSaving(false);
      }
    },
    [onSaved, t, toast],
  );
  return { isSaving, conflict, run };
}
