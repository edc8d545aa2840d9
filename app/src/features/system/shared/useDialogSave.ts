import { useToast } from '@srm/design-system';
import { useCallback, useState } from 'react';
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
        const saved = await save();
        toast.success(saved.message || t('message.operated'));
        onSaved();
      } catch {
        // Shown by the call layer (e.g. 不能移除自己的管理员角色).
      } finally {
        setSaving(false);
      }
    },
    [onSaved, t, toast],
  );
  return { isSaving, run };
}
