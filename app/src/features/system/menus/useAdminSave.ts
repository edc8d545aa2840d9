import { useToast } from '@srm/design-system';
import { useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { CONFLICT_STATUS } from '../api/menuOrgAdminApi';

/**
 * A dialog's save of 菜单管理 / 组织管理: the gateway's message as a toast and `onSaved` on success; a
 * stale version (409, not shown by the call layer) kept as `conflict` for the dialog to show; any
 * other refusal was shown by the call layer, and the dialog stays open with what was typed.
 */
export function useAdminSave(onSaved: () => void) {
  const t = useAppT();
  const toast = useToast();
  const [isSaving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const run = async (save: () => Promise<{ message?: string | null }>) => {
    setSaving(true);
    setConflict(null);
    const saved = await unlessFailed(save(), (failure) => {
      if (failure.status === CONFLICT_STATUS || failure.code === CONFLICT_STATUS) setConflict(failure.message);
    });
    setSaving(false);
    if (!saved) return;
    toast.success(saved.message || t('message.operated'));
    onSaved();
  };
  return { isSaving, conflict, run };
}
