import { useConfirm, useToast, type BatchActionItem, type ProTableSelectionInfo, type Selection } from '@srm/design-system';
import { useCallback, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { batchCloseContracts, batchCopyContracts, type ContractBatchSelection } from '../api/contractApi';
import { canMerge, MERGE_BUTTON, mergeIdsOf } from '../merge/contractMerge';
import { CONTRACT_BUTTONS, contractBatchTarget } from './contractList';

/**
 * The contract list's 批量操作 (the buttons the user holds): 合并合同 (contract:merge; two or more
 * ticked drafts, opens the merge dialog with their ids), 批量复制 (contract:copy) and 批量关闭
 * (contract:close, asks first). Copy and close send the ticked ids, or the whole result's search after
 * a confirm naming its count; the gateway's refusals are shown by the call layer.
 */
export function useContractBatchActions(): {
  items: BatchActionItem<ProTableSelectionInfo>[];
  /** Whether the table needs checkboxes at all. */
  selectable: boolean;
  /** For the table's onSelectionChange while 合并合同 is offered. */
  onSelectionChange: ((selection: Selection) => void) | undefined;
  /** The ids the merge dialog is open for, and its close. */
  mergeIds: number[] | null;
  closeMerge: () => void;
} {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const canClose = hasRole(CONTRACT_BUTTONS.close);
  const canCopy = hasRole('contract:copy');
  const canMergeContracts = hasRole(MERGE_BUTTON);
  const [mergeEnabled, setMergeEnabled] = useState(false);
  const [mergeIds, setMergeIds] = useState<number[] | null>(null);
  const onSelectionChange = useCallback((selection: Selection) => setMergeEnabled(canMerge(selection)), []);

  /**
   * The selection as a batch call takes it, or null when the user declines the confirm (`confirmKeys`:
   * the ids' text, if any, and the whole result's).
   */
  const batchTarget = useCallback(
    async (selection: ProTableSelectionInfo, confirmKeys: { ids?: AppMessageKey; whole: AppMessageKey }): Promise<ContractBatchSelection | null> => {
      const target = contractBatchTarget(selection);
      const key = target.whole ? confirmKeys.whole : confirmKeys.ids;
      if (key && !(await confirm({ message: t(key, { count: target.count }) }))) return null;
      if (!target.whole) return target.ids;
      return target.excludeIds ? { query: target.query, excludeIds: target.excludeIds } : { query: target.query };
    },
    [confirm, t],
  );

  const items = useMemo((): BatchActionItem<ProTableSelectionInfo>[] => {
    const items: BatchActionItem<ProTableSelectionInfo>[] = [];
    if (canMergeContracts) {
      items.push({
        key: 'merge',
        label: t('contractMerge.action'),
        isDisabled: !mergeEnabled,
        onAction: ({ payload }: ProTableSelectionInfo) => {
          const target = mergeIdsOf(payload);
          if (target.ok) setMergeIds(target.ids);
          else toast.warning(t(target.key));
        },
      });
    }
    if (canCopy) {
      items.push({
        key: 'copy',
        label: t('contract.batchCopy'),
        onAction: async (selection: ProTableSelectionInfo) => {
          const target = await batchTarget(selection, { whole: 'contract.batchCopyAllConfirm' });
          if (!target) return;
          const copied = await unlessFailed(batchCopyContracts(target));
          if (copied) toast.success(copied.message || t('contract.copied'));
        },
      });
    }
    if (canClose) {
      items.push({
        key: 'close',
        label: t('contract.batchClose'),
        isDanger: true,
        onAction: async (selection: ProTableSelectionInfo) => {
          const target = await batchTarget(selection, { ids: 'contract.batchCloseConfirm', whole: 'contract.batchCloseAllConfirm' });
          if (!target) return;
          // A refusal names the contract that cannot be closed (or a result too large).
          const closed = await unlessFailed(batchCloseContracts(target));
          if (closed) toast.success(closed.message || t('message.operated'));
        },
      });
    }
    return items;
  }, [batchTarget, canClose, canCopy, canMergeContracts, mergeEnabled, t, toast]);

  return {
    items,
    selectable: canClose || canCopy || canMergeContracts,
    onSelectionChange: canMergeContracts ? onSelectionChange : undefined,
    mergeIds,
    closeMerge: () => setMergeIds(null),
  };
}
