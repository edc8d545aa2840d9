import {
  Button,
  ListPage,
  useConfirm,
  useToast,
  type BatchActionItem,
  type ProTableDownload,
  type ProTableHandle,
  type RowAction,
  type Selection,
  type ProTableSelectionInfo,
  type TableRequestParams,
} from '@srm/design-system';
import { useSetAtom } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { exportStartedAtom } from '../../../state/downloads';
import type { AppMessageKey } from '../../../i18n/messages';
import { batchCloseContracts, batchCopyContracts, changeContractStatus, exportContracts, fetchContractPage, type ContractBatchSelection } from '../api/contractApi';
import { CONTRACT_ACTION_WIDTH, CONTRACT_BUTTONS, CONTRACT_PAGE_SIZE, CONTRACT_SETTINGS_VERSION, CONTRACT_TABLE_ID, contractBatchTarget, contractColumns, contractSearchFields, type ContractListItem } from './contractList';
import { actionLabelKey, allowedActions, ownedActions, type ContractAction } from './contractStatus';
import { takeEarlyContractPage } from './contractListEarly';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { EDITABLE_CONTRACT_STATUSES, editorHref } from '../editor/contractEditor';
import { canMerge, MERGE_BUTTON, mergeIdsOf } from '../merge/contractMerge';
import { MergeContractsDialog } from '../merge/MergeContractsDialog';

/**
 * 合同列表 (contract/list, spec 02 §7): the contracts in the caller's scope, searchable by number,
 * name, supplier, org, category, status, contract type and signing date. Each row offers the moves
 * its status allows and the user holds the button of (作废 asks first); 批量关闭 (contract:close)
 * closes the selected contracts and 批量复制 (contract:copy) copies them: the ticked ids, or, with the
 * whole result selected (选择全部 N 条), the current search, resolved by the gateway, after a confirm
 * naming the count. 合并合同 (contract:merge; two or more ticked drafts) previews the merged draft in
 * a dialog and, confirmed, opens the new contract. 返利协议 links to contract/rebate (menu
 * contract:rebate-list). 导出 (contract:export) starts a download task. The gateway enforces
 * the same rules and its refusals are shown by the call layer.
 */
export function ContractListPage() {
  const t = useAppT();
  const headingId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const startedExport = useSetAtom(exportStartedAtom);
  const { hasRole, hasMenu } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);

  const navigate = useNavigate();
  // The contract number opens the 合同详情 (a grid widget: reached with the arrow keys, Enter follows it).
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
  const fields = useMemo(() => contractSearchFields(t), [t]);
  const owned = useMemo(() => ownedActions((code) => hasRole(code)), [hasRole]);
  const canClose = hasRole(CONTRACT_BUTTONS.close);
  const canCopy = hasRole('contract:copy');
  const canMergeContracts = hasRole(MERGE_BUTTON);
  const canSeeRebates = hasMenu('contract:rebate-list');
  // 合并合同 needs two or more ticked rows; the dialog gets their ids in the order ticked.
  const [mergeEnabled, setMergeEnabled] = useState(false);
  const [mergeIds, setMergeIds] = useState<number[] | null>(null);
  const onSelectionChange = useCallback((selection: Selection) => setMergeEnabled(canMerge(selection)), []);
  const canExport = hasRole(CONTRACT_BUTTONS.export);
  // 新增 and 编辑 open the contract editor (menu contract:editor, /contract/edit and /contract/edit?id=).
  const canAdd = hasRole('contract:add');
  const canEdit = hasRole('contract:edit');

  const move = useCallback(
    async (row: ContractListItem, action: ContractAction) => {
      if (action === 'cancel' && !(await confirm({ message: t('contract.cancelConfirm', { contractNo: row.contractNo }) }))) return;
      try {
        const changed = await changeContractStatus({ id: row.id, version: row.version, action });
        toast.success(changed.message || t('message.operated'));
      } catch {
        // Shown by the call layer (a stale version, a move the status no longer allows …); reload anyway.
      }
      tableRef.current?.reload();
    },
    [confirm, t, toast],
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

  // The first load takes the request sent while the page was opening (contractListEarly.ts), if any.
  const isFirstLoad = useRef(true);
  const request = useCallback((params: TableRequestParams) => {
    const early = isFirstLoad.current ? takeEarlyContractPage(params) : null;
    isFirstLoad.current = false;
    return early ?? fetchContractPage(params);
  }, []);

  /**
   * The selection as a batch call takes it (the ids, or the current search from page 1 when the whole
   * result is selected), or null when the user declines the confirm (`confirmKeys`: the ids' text, if
   * any, and the whole result's).
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

  const batchActions = useMemo((): BatchActionItem<ProTableSelectionInfo>[] => {
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
          try {
            const copied = await batchCopyContracts(target);
            toast.success(copied.message || t('contract.copied'));
          } catch {
            // Shown by the call layer.
          }
        },
      });
    }
    if (!canClose) return items;
    return [
      ...items,
      {
        key: 'close',
        label: t('contract.batchClose'),
        isDanger: true,
        onAction: async (selection: ProTableSelectionInfo) => {
          const target = await batchTarget(selection, { ids: 'contract.batchCloseConfirm', whole: 'contract.batchCloseAllConfirm' });
          if (!target) return;
          try {
            const closed = await batchCloseContracts(target);
            toast.success(closed.message || t('message.operated'));
          } catch {
            // Shown by the call layer: the gateway names the contract that cannot be closed (or a result too large).
          }
        },
      },
    ];
  }, [batchTarget, canClose, canCopy, canMergeContracts, mergeEnabled, t, toast]);

  const onDownload = async ({ params, selection, selectedCount }: ProTableDownload) => {
    const query = selectedCount > 0 && 'ids' in selection ? { ...params, 'id.in': selection.ids.join(',') } : params;
    try {
      await exportContracts(query, t('contract.exportFileName'));
      startedExport();
      toast.success(t('contract.exportStarted'));
    } catch {
      // Shown by the call layer.
    }
  };

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('contract.list.title')}</h1>
        <ListPage<ContractListItem>
          ref={tableRef}
          title={t('contract.list.title')}
          columns={columns}
          rowKey="id"
          request={request}
          search={{ fields }}
          batchActions={batchActions.length > 0 ? batchActions : undefined}
          onDownload={canExport ? (download) => void onDownload(download) : undefined}
          toolbarExtra={
            canAdd || canSeeRebates ? (
              <>
                {canAdd ? (
                  <Button variant="primary" onPress={() => void navigate(editorHref())}>
                    {t('contract.add')}
                  </Button>
                ) : null}
                {canSeeRebates ? <Link to="/contract/rebate">{t('contractRebate.listLink')}</Link> : null}
              </>
            ) : undefined
          }
          table={{
            tableId: CONTRACT_TABLE_ID,
            settingsVersion: CONTRACT_SETTINGS_VERSION,
            defaultPageSize: CONTRACT_PAGE_SIZE,
            showIndex: true,
            selectionMode: canClose || canCopy || canMergeContracts ? 'checkbox' : undefined,
            onSelectionChange: canMergeContracts ? onSelectionChange : undefined,
            actions: actions.length > 0 ? actions : undefined,
            actionWidth: CONTRACT_ACTION_WIDTH,
          }}
        />
        {mergeIds ? <MergeContractsDialog ids={mergeIds} onClose={() => setMergeIds(null)} /> : null}
      </ListPageSection>
    </WithSideMenu>
  );
}

