import { useToast } from '@srm/design-system';
import { useCallback } from 'react';
import { useAppT } from '../../../i18n/useAppT';

/** Shows a save's own message (删除成功 …), or 操作成功 when the gateway sent none. */
export function useDialogToast() {
  const t = useAppT();
  const toast = useToast();
  return useCallback((message: string | null | undefined) => toast.success(message || t('message.operated')), [t, toast]);
}
