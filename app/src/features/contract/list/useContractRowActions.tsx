import { useConfirm, useToast, type ProColumn, type ProTableHandle, type RowAction } from '@srm/design-system';
import { useCallback, useMemo, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { changeContractStatus } from '../api/contractApi';
import { EDITABLE_CONTRACT_STATUSES, editorHref } from '../editor/contractEditor';
import type { ContractListItem } from '../api/rows';
import { contractColumns } from './contractList';
import { actionLabelKey, allowedActions, ownedActions, type ContractAction } from './contractStatus';

/**
 * The contract list's columns and row actions: the number links to 合同详情 (a grid widget, reached
 * with the arrow keys, Enter follows it); 详情, 编辑 (contract:edit, editable statuses) and the status
 * moves the row's status allows and the user holds the button of (作废 asks first), each reloading
 * the list through `tableRef`.
 */
export function useContractRowActions(tableRef: RefObject<ProTableHandle | null>): {
  columns: ProColumn<ContractListItem>[];
  actions: RowAction<ContractListItem>[];
} {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { hasRole } = useOwnedCodes();
  const owned = useMemo(() => ownedActions((code) => hasRole(code)), [hasRole]);
  const canEdit = hasRole('contract:edit');

  const columns = useMemo(
    () =>
      contractColumns(t).map((column) =>
        column.key === 'contractNo'
          ? {
              ...column,
              render: (_value: unknown, row: ContractListItem) => (
                <Link to={`/contract/detail?id=${row.id}`} data-grid-widget="" tabIndex={-1}>
                  {row.contractNo}
                </Link>
              ),
            }
          : column,
      ),
    [t],
  );

  const move = useCallback(
    async (row: ContractListItem, action: ContractAction) => {
      if (action === 'cancel' && !(await confirm({ message: t('contract.cancelConfirm', { contractNo: row.contractNo }) }))) return;
      const changed = await unlessFailed(changeContractStatus({ id: row.id, version: row.version, action }));
      if (changed) toast.success(changed.message || t('message.operated'));
      // Reloaded after a refusal too (a stale version, a move the status no longer allows …).
      tableRef.current?.reload();
    },
    [confirm, t, tableRef, toast],
  );

  const actions = useMemo(
    (): RowAction<ContractListItem>[] => [
      { key: 'detail', label: t('contract.detailAction'), onAction: (row: ContractListItem) => void navigate(`/contract/detail?id=${row.id}`) },
      ...(canEdit
        ? [
            {
              key: 'edit',
              label: t('contract.editAction'),
              isHidden: (row: ContractListItem) => !EDITABLE_CONTRACT_STATUSES.includes(row.status),
              onAction: (row: ContractListItem) => void navigate(editorHref(row.id)),
            },
          ]
        : []),
      ...owned.map((action): RowAction<ContractListItem> => ({
        key: action,
        label: t(actionLabelKey(action)),
        theme: action === 'cancel' ? 'danger' : 'default',
        isHidden: (row: ContractListItem) => !allowedActions(row.status).includes(action),
        onAction: (row: ContractListItem) => move(row, action),
      })),
    ],
    [canEdit, move, navigate, owned, t],
  );

  return { columns, actions };
}
