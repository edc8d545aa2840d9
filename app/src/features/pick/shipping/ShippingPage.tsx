import { Button, ListPage, useConfirm, useToast, type BatchActionItem, type ProTableDownload, type ProTableHandle, type ProTableSelectionInfo, type RowAction } from '@srm/design-system';
import { useSetAtom } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { exportTask } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ImportAction } from '../../../shell/ImportAction';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { exportStartedAtom } from '../../../state/downloads';
import { acceptShippings, cancelShippingDone, deleteShippings, fetchShippingDetail, fetchShippingPage, finishShipping, SHIPPING_URLS, validateShippingDone } from '../api/shippingApi';
import type { ShippingDetail, ShippingRow } from '@srm/gateway/api';
import { ShippingDetailDrawer } from './ShippingDetailDrawer';
import { ShippingDialog } from './ShippingDialog';
import { isLiveShipping, isOpenShipping, selectedIds, SHIPPING_BUTTONS, SHIPPING_TABLE_ID, shippingColumns, shippingSearchFields } from './shippingList';

const isClosed = (row: ShippingRow) => !isOpenShipping(row);
const isDead = (row: ShippingRow) => !isLiveShipping(row);

/**
 * 发运管理 (execution/shipping; issue 24): the shipments with their weights, deductions and status tags.
 * 新增 (shipping:add) and 编辑 (shipping:edit, until accepted) open one dialog; 删除 (shipping:delete)
 * asks first; 导入发运单 (shipping:import) runs the import pipeline on pick-shipping/import; the ticked
 * shipments are accepted (验收, the warehouse's pick:receive) or deleted in a batch; 完成发运 and
 * 取消完成发运 (shipping:finish) act on a shipment's pick, after its check and a confirm; 导出
 * (shipping:export) is a download task. The list reloads after each.
 */
export function ShippingPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const startedExport = useSetAtom(exportStartedAtom);
  const { hasRole } = useOwnedCodes();
  const [dialog, setDialog] = useState<{ detail?: ShippingDetail } | null>(null);
  const [viewing, setViewing] = useState<ShippingRow | null>(null);
  const reload = () => tableRef.current?.reload();
  const columns = useMemo(() => shippingColumns(t), [t]);
  const fields = useMemo(() => shippingSearchFields(t), [t]);
  const canAccept = hasRole(SHIPPING_BUTTONS.accept);
  const canDelete = hasRole(SHIPPING_BUTTONS.remove);
  const canEdit = hasRole(SHIPPING_BUTTONS.edit);
  const canFinish = hasRole(SHIPPING_BUTTONS.finish);
  const selectable = canAccept || canDelete;

  const edit = useCallback(async (row: ShippingRow) => {
    const detail = await unlessFailed(fetchShippingDetail(row.id));
    if (detail) setDialog({ detail });
  }, []);

  const remove = useCallback(
    async (ids: number[], message: string) => {
      if (ids.length === 0 || !(await confirm({ message }))) return;
      const deleted = await unlessFailed(deleteShippings(ids));
      if (deleted) toast.success(deleted.message || t('message.deleted'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const accept = useCallback(
    async (ids: number[]) => {
      if (ids.length === 0 || !(await confirm({ message: t('shipping.acceptConfirm', { count: ids.length }) }))) return;
      const accepted = await unlessFailed(acceptShippings(ids));
      if (accepted) toast.success(t('shipping.accepted', { accepted: accepted.data.accepted, quantity: accepted.data.acceptedQuantity }));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const finish = useCallback(
    async (row: ShippingRow) => {
      const validation = await unlessFailed(validateShippingDone(row.pickId));
      if (!validation) return;
      if (!validation.finishable) {
        toast.warning(t('shipping.finishProblems', { pickNo: row.pickNo, problems: validation.problems.join('；') }));
        return;
      }
      if (!(await confirm({ message: t('shipping.finishConfirm', { pickNo: row.pickNo }) }))) return;
      const finished = await unlessFailed(finishShipping(row.pickId));
      if (finished) toast.success(finished.message || t('shipping.finished'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const undoFinish = useCallback(
    async (row: ShippingRow) => {
      if (!(await confirm({ message: t('shipping.finishCancelConfirm', { pickNo: row.pickNo }) }))) return;
      const undone = await unlessFailed(cancelShippingDone(row.pickId));
      if (undone) toast.success(undone.message || t('shipping.finishCancelled'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const removeSelected = useCallback((ids: number[]) => remove(ids, t('shipping.batchDeleteConfirm', { count: ids.length })), [remove, t]);

  const actions = useMemo(
    (): RowAction<ShippingRow>[] => [
      { key: 'detail', label: t('shipping.detail'), onAction: (row: ShippingRow) => setViewing(row) },
      ...(canEdit ? [{ key: 'edit', label: t('shipping.edit'), isHidden: isClosed, onAction: (row: ShippingRow) => void edit(row) }] : []),
      ...(canDelete
        ? [{ key: 'delete', label: t('shipping.delete'), isHidden: isClosed, onAction: (row: ShippingRow) => void remove([row.id], t('shipping.deleteConfirm', { code: row.shippingNo })) }]
        : []),
      ...(canFinish
        ? [
            { key: 'finish', label: t('shipping.finish'), isHidden: isDead, onAction: (row: ShippingRow) => void finish(row) },
            { key: 'finishCancel', label: t('shipping.finishCancel'), isHidden: isDead, onAction: (row: ShippingRow) => void undoFinish(row) },
          ]
        : []),
    ],
    [canDelete, canEdit, canFinish, edit, finish, remove, t, undoFinish],
  );

  const batchActions = useMemo(
    (): BatchActionItem<ProTableSelectionInfo>[] => [
      ...(canAccept ? [{ key: 'accept', label: t('shipping.accept'), onAction: ({ payload }: ProTableSelectionInfo) => accept(selectedIds(payload)) }] : []),
      ...(canDelete ? [{ key: 'delete', label: t('shipping.delete'), isDanger: true, onAction: ({ payload }: ProTableSelectionInfo) => removeSelected(selectedIds(payload)) }] : []),
    ],
    [accept, canAccept, canDelete, removeSelected, t],
  );

  const onDownload = async ({ params, selection, selectedCount }: ProTableDownload) => {
    const query = selectedCount > 0 && 'ids' in selection ? { ...params, 'id.in': selection.ids.join(',') } : params;
    const created = await unlessFailed(exportTask({ method: 'GET', url: SHIPPING_URLS.page, params: toListBody(query) }, { fileName: t('shipping.title') }));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  };

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('shipping.title')}</h1>
        <ListPage<ShippingRow>
          ref={tableRef}
          title={t('shipping.title')}
          columns={columns}
          rowKey="id"
          request={fetchShippingPage}
          search={{ fields }}
          batchActions={selectable ? batchActions : undefined}
          onDownload={hasRole(SHIPPING_BUTTONS.exportList) ? (download) => void onDownload(download) : undefined}
          table={{
            tableId: SHIPPING_TABLE_ID,
            defaultPageSize: 20,
            showIndex: true,
            selectionMode: selectable ? 'checkbox' : undefined,
            allowSelectWholeResult: false,
            actions,
            actionWidth: 200,
          }}
          toolbarExtra={
            <>
              {hasRole(SHIPPING_BUTTONS.add) ? (
                <Button variant="primary" onPress={() => setDialog({})}>
                  {t('shipping.add')}
                </Button>
              ) : null}
              <ImportAction
                base={SHIPPING_URLS.import}
                permission={SHIPPING_BUTTONS.importShipments}
                label={t('shipping.import')}
                title={t('shipping.importTitle')}
                description={t('shipping.importDescription')}
                templateName={t('shipping.importTemplate')}
                errorsName={t('shipping.importErrors')}
                onImported={reload}
              />
            </>
          }
        />
      </ListPageSection>
      {viewing ? <ShippingDetailDrawer row={viewing} onClose={() => setViewing(null)} /> : null}
      {dialog ? (
        <ShippingDialog
          detail={dialog.detail}
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
