import { useToast } from '@srm/design-system';
import { useCallback, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';

/**
 * Runs a save of the system pages (a dialog's 保存, 同步人员): the gateway's own message (or 操作成功)
 * on success, then `onSaved`; a failure was already shown by the call layer and nothing else happens
 * (a dialog stays open with what the user chose).
 */
export function useDialogSave(onSaved: () => void) {
  const t = useAppT();
  const toast = useToast();
  const [isSaving, setSaving] = useState(false);
  const run = useCallback(
    async (save: () => Promise<{ message?: string | null }>) => {
      setSaving(true);
      try {
        const saved = await unlessFailed(save());
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
  return { isSaving, run };
}
