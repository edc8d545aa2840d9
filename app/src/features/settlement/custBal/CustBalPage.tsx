import { Button, ListPage, useConfirm, useToast, type BatchActionItem, type ProTableDownload, type ProTableHandle, type ProTableSelectionInfo, type RowAction } from '@srm/design-system';
import { useSetAtom } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { exportTask } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { exportStartedAtom } from '../../../state/downloads';
import { CUST_BAL_URLS, deleteCustBals, fetchCustBalPage } from '../api/custBalApi';
import type { CustBalRow } from '../api/invoiceTypes';
import { selectedIds } from '../invoice/invoiceList';
import { CustBalDialog } from './CustBalDialog';
import { CUST_BAL_BUTTONS, CUST_BAL_TABLE_ID, custBalColumns, custBalSearchFields } from './custBalList';

/**
 * 客户余额 (settlement/cust-bal; issue 25): customer balances and credit limits on the list engine's POST
 * page; 新增 and 编辑 in one dialog, 删除 (one or the ticked ones) after a confirm, 导出 as a download task.
 */
export function CustBalPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const startedExport = useSetAtom(exportStartedAtom);
  const { hasRole } = useOwnedCodes();
  const [dialog, setDialog] = useState<{ row?: CustBalRow } | null>(null);
  const reload = () => tableRef.current?.reload();
  const columns = useMemo(() => custBalColumns(t), [t]);
  const fields = useMemo(() => custBalSearchFields(t), [t]);
  const canEdit = hasRole(CUST_BAL_BUTTONS.edit);
  const canDelete = hasRole(CUST_BAL_BUTTONS.remove);

  const remove = useCallback(
    async (ids: number[], message: string) => {
      if (ids.length === 0 || !(await confirm({ message }))) return;
      const deleted = await unlessFailed(deleteCustBals(ids));
      if (deleted) toast.success(deleted.message || t('message.deleted'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<CustBalRow>[] => [
      ...(canEdit ? [{ key: 'edit', label: t('custBal.edit'), onAction: (row: CustBalRow) => setDialog({ row }) }] : []),
      ...(canDelete ? [{ key: 'delete', label: t('custBal.delete'), onAction: (row: CustBalRow) => void remove([row.id], t('custBal.deleteConfirm', { code: row.custNumber })) }] : []),
    ],
    [canDelete, canEdit, remove, t],
  );

  const batchActions = useMemo(
    (): BatchActionItem<ProTableSelectionInfo>[] => [
      {
        key: 'delete',
        label: t('custBal.delete'),
        isDanger: true,
        onAction: ({ payload }: ProTableSelectionInfo) => {
          const ids = selectedIds(payload);
          return remove(ids, t('custBal.batchDeleteConfirm', { count: ids.length }));
        },
      },
    ],
    [remove, t],
  );

  const onDownload = async ({ params, selection, selectedCount }: ProTableDownload) => {
    const query = selectedCount > 0 && 'ids' in selection ? { ...params, 'id.in': selection.ids.join(',') } : params;
    const created = await unlessFailed(exportTask({ method: 'POST', url: CUST_BAL_URLS.page, data: toListBody(query) }, { fileName: t('custBal.title') }));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  };

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('custBal.title')}</h1>
        <ListPage<CustBalRow>
          ref={tableRef}
          title={t('custBal.title')}
          columns={columns}
          rowKey="id"
          request={fetchCustBalPage}
          search={{ fields }}
          batchActions={canDelete ? batchActions : undefined}
          onDownload={hasRole(CUST_BAL_BUTTONS.exportList) ? (download) => void onDownload(download) : undefined}
          table={{
            tableId: CUST_BAL_TABLE_ID,
            defaultPageSize: 20,
            showIndex: true,
            selectionMode: canDelete ? 'checkbox' : undefined,
            allowSelectWholeResult: false,
            ...(canEdit || canDelete ? { actions, actionWidth: 120 } : {}),
          }}
          toolbarExtra={
            hasRole(CUST_BAL_BUTTONS.add) ? (
              <Button variant="primary" onPress={() => setDialog({})}>
                {t('custBal.add')}
              </Button>
            ) : null
          }
        />
      </ListPageSection>
      {dialog ? (
        <CustBalDialog
          row={dialog.row}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            reload();
          }}
        />
      ) : null}
    </WithSideMenu>
  );
}
