import { Button, ListPage, useConfirm, useToast, type BatchActionItem, type ProColumn, type ProTableDownload, type ProTableHandle, type ProTableSelectionInfo, type RowAction } from '@srm/design-system';
import { useSetAtom } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { exportTask } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { exportStartedAtom } from '../../../state/downloads';
import { batchSettleChecks, CHECK_URLS, deleteChecks, fetchCheckPage } from '../api/checkApi';
import type { AccountCheckHeadRow } from '../api/checkTypes';
import { CheckDetail } from './CheckDetail';
import { checkIdOf } from './checkDetailModel';
import { CheckEditorDialog } from './CheckEditorDialog';
import { CHECK_BUTTONS, CHECK_TABLE_ID, checkColumns, checkSearchFields, isDeletableCheck } from './checkList';

/**
 * 对账管理 (settlement/reconciliation; issue 25): the account checks in the caller's scope (a supplier's
 * user sees its own). The number opens the check's detail in the page (`?id=` opens one directly);
 * 新增 (reconciliation:add) opens the dialog and, once saved, the new check's detail (where it is
 * submitted and sent to the supplier); 删除 (reconciliation:edit, new checks) and 批量结算
 * (reconciliation:settle) act on the ticked rows after a confirm; 导出 (reconciliation:export) is a
 * download task.
 */
export function ReconciliationPage() {
  const t = useAppT();
  const headingId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const startedExport = useSetAtom(exportStartedAtom);
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => checkIdOf(params.get('id')));
  const [adding, setAdding] = useState(false);
  // The rows on screen, for the batch actions' status checks and versions.
  const [rows, setRows] = useState<readonly AccountCheckHeadRow[]>([]);

  const columns = useMemo(
    (): ProColumn<AccountCheckHeadRow>[] =>
      checkColumns(t).map((column) =>
        column.key === 'checkNo'
          ? {
              ...column,
              render: (_value: unknown, row: AccountCheckHeadRow) => (
                <Button variant="link" data-grid-widget="" excludeFromTabOrder onPress={() => setOpenId(row.id)}>
                  {row.checkNo}
                </Button>
              ),
            }
          : column,
      ),
    [t],
  );
  const fields = useMemo(() => checkSearchFields(t), [t]);

  const actions = useMemo((): RowAction<AccountCheckHeadRow>[] => [{ key: 'detail', label: t('check.detailLink'), onAction: (row: AccountCheckHeadRow) => setOpenId(row.id) }], [t]);

  const request = useCallback(async (query: Parameters<typeof fetchCheckPage>[0]) => {
    const page = await fetchCheckPage(query);
    setRows(page.data);
    return page;
  }, []);

  const canDelete = hasRole(CHECK_BUTTONS.edit);
  const canSettle = hasRole(CHECK_BUTTONS.settle);
  const batchActions = useMemo((): BatchActionItem<ProTableSelectionInfo>[] => {
    const settle: BatchActionItem<ProTableSelectionInfo> = {
      key: 'settle',
      label: t('check.batchSettle'),
      onAction: async ({ payload, count }: ProTableSelectionInfo) => {
        if (!('ids' in payload)) {
          toast.warning(t('check.wholeRefused'));
          return;
        }
        const chosen = rows.filter((row) => payload.ids.map(String).includes(String(row.id)));
        const settleable = chosen.filter((row) => row.status === 'confirmed' || row.status === 'busConfirmed');
        if (settleable.length !== chosen.length || chosen.length === 0) {
          toast.warning(t('check.batchSettleRefused'));
          return;
        }
        if (!(await confirm({ message: t('check.batchSettleConfirm', { count }) }))) return;
        const done = await unlessFailed(batchSettleChecks(settleable.map((row) => row.id)));
        if (done) toast.success(done.message || t('check.batchSettled', { count: done.data?.settled ?? settleable.length }));
        tableRef.current?.reload();
      },
    };
    const remove: BatchActionItem<ProTableSelectionInfo> = {
      key: 'delete',
      label: t('check.batchDelete'),
      isDanger: true,
      onAction: async ({ payload, count }: ProTableSelectionInfo) => {
        if (!('ids' in payload)) {
          toast.warning(t('check.wholeRefused'));
          return;
        }
        const chosen = rows.filter((row) => payload.ids.map(String).includes(String(row.id)));
        if (chosen.some((row) => !isDeletableCheck(row))) {
          toast.warning(t('check.deleteRefused'));
          return;
        }
        if (!(await confirm({ variant: 'delete', message: t('check.deleteConfirm', { count }) }))) return;
        const deleted = await unlessFailed(deleteChecks(payload.ids.map(Number)));
        if (deleted) toast.success(deleted.message || t('check.deleted'));
        tableRef.current?.reload();
      },
    };
    return [...(canSettle ? [settle] : []), ...(canDelete ? [remove] : [])];
  }, [canDelete, canSettle, confirm, rows, t, toast]);

  const onDownload = async ({ params: query, selection, selectedCount }: ProTableDownload) => {
    const filters = selectedCount > 0 && 'ids' in selection ? { ...query, 'id.in': selection.ids.join(',') } : query;
    const created = await unlessFailed(exportTask({ method: 'GET', url: CHECK_URLS.page, params: toListBody(filters) }, { fileName: t('check.exportFileName') }));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  };

  const selectable = canSettle || canDelete;

  return (
    <WithSideMenu>
      <ListSideMenu />
      {/* The list stays mounted (its search and page kept) while a check's detail shows. */}
      <ListPageSection aria-labelledby={headingId} hidden={openId !== null} style={openId !== null ? { display: 'none' } : undefined}>
        <h1 id={headingId}>{t('check.list.title')}</h1>
        <ListPage<AccountCheckHeadRow>
          ref={tableRef}
          title={t('check.list.title')}
          columns={columns}
          rowKey="id"
          request={request}
          search={{ fields }}
          batchActions={selectable ? batchActions : undefined}
          onDownload={hasRole(CHECK_BUTTONS.exportList) ? (download) => void onDownload(download) : undefined}
          toolbarExtra={
            hasRole(CHECK_BUTTONS.add) ? (
              <Button variant="primary" onPress={() => setAdding(true)}>
                {t('check.add')}
              </Button>
            ) : undefined
          }
          table={{
            tableId: CHECK_TABLE_ID,
            defaultPageSize: 20,
            showIndex: true,
            selectionMode: selectable ? 'checkbox' : undefined,
            allowSelectWholeResult: false,
            actions,
            actionWidth: 90,
          }}
        />
      </ListPageSection>
      {openId !== null ? (
        <CheckDetail
          id={openId}
          onBack={() => {
            setOpenId(null);
            tableRef.current?.reload();
          }}
        />
      ) : null}
      {adding ? (
        <CheckEditorDialog
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            setOpenId(saved.id);
          }}
        />
      ) : null}
    </WithSideMenu>
  );
}
