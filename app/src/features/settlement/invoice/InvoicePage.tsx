import styled from '@emotion/styled';
import { Button, formatAmount, ListPage, useConfirm, useToast, type BatchActionItem, type ProColumn, type ProTableDownload, type ProTableHandle, type ProTableSelectionInfo, type RowAction } from '@srm/design-system';
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
import { deleteInvoices, fetchInvoicePage, INVOICE_URLS, sendInvoiceToEbs } from '../api/invoiceApi';
import type { InvoiceRow } from '../api/invoiceTypes';
import { InvoiceDetailDrawer } from './InvoiceDetailDrawer';
import { InvoiceDialog } from './InvoiceDialog';
import { INVOICE_BUTTONS, INVOICE_TABLE_ID, invoiceColumns, invoiceSearchFields, isDeletable, isSendable, selectedIds } from './invoiceList';

const notSendable = (row: InvoiceRow) => !isSendable(row);
const notDeletable = (row: InvoiceRow) => !isDeletable(row);

/**
 * 发票管理 (settlement/invoice; issue 25): the purchase invoices with their match figures (差异 red when
 * blocked) and status tags. 登记发票 (invoice:add) opens the match dialog; 详情 opens a drawer with the
 * lines; 推送EBS (invoice:send, matched only) and 删除 (invoice:delete, until sent) ask first; 导出
 * (invoice:export) is a download task. The list reloads after each.
 */
export function InvoicePage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const startedExport = useSetAtom(exportStartedAtom);
  const { hasRole } = useOwnedCodes();
  const [adding, setAdding] = useState(false);
  const [viewed, setViewed] = useState<InvoiceRow | null>(null);
  const reload = () => tableRef.current?.reload();
  const columns = useMemo(
    (): ProColumn<InvoiceRow>[] =>
      invoiceColumns(t).map((column) =>
        column.key === 'matchDifference'
          ? { ...column, render: (_value: unknown, row: InvoiceRow) => <Difference data-blocked={row.status === 'blocked' || undefined}>{formatAmount(row.matchDifference)}</Difference> }
          : column,
      ),
    [t],
  );
  const fields = useMemo(() => invoiceSearchFields(t), [t]);
  const canDelete = hasRole(INVOICE_BUTTONS.remove);
  const canSend = hasRole(INVOICE_BUTTONS.send);

  const remove = useCallback(
    async (ids: number[], message: string) => {
      if (ids.length === 0 || !(await confirm({ message }))) return;
      const deleted = await unlessFailed(deleteInvoices(ids));
      if (deleted) toast.success(deleted.message || t('message.deleted'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const send = useCallback(
    async (row: InvoiceRow) => {
      if (!(await confirm({ message: t('invoice.sendConfirm', { code: row.invoiceNo }) }))) return;
      const sent = await unlessFailed(sendInvoiceToEbs(row.id));
      if (sent) toast.success(sent.message || t('invoice.sent'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<InvoiceRow>[] => [
      { key: 'detail', label: t('invoice.detail'), onAction: (row: InvoiceRow) => setViewed(row) },
      ...(canSend ? [{ key: 'send', label: t('invoice.sendEbs'), isHidden: notSendable, onAction: (row: InvoiceRow) => void send(row) }] : []),
      ...(canDelete ? [{ key: 'delete', label: t('invoice.delete'), isHidden: notDeletable, onAction: (row: InvoiceRow) => void remove([row.id], t('invoice.deleteConfirm', { code: row.invoiceNo })) }] : []),
    ],
    [canDelete, canSend, remove, send, t],
  );

  const batchActions = useMemo(
    (): BatchActionItem<ProTableSelectionInfo>[] => [
      {
        key: 'delete',
        label: t('invoice.delete'),
        isDanger: true,
        onAction: ({ payload }: ProTableSelectionInfo) => {
          const ids = selectedIds(payload);
          return remove(ids, t('invoice.batchDeleteConfirm', { count: ids.length }));
        },
      },
    ],
    [remove, t],
  );

  const onDownload = async ({ params, selection, selectedCount }: ProTableDownload) => {
    const query = selectedCount > 0 && 'ids' in selection ? { ...params, 'id.in': selection.ids.join(',') } : params;
    const created = await unlessFailed(exportTask({ method: 'GET', url: INVOICE_URLS.page, params: toListBody(query) }, { fileName: t('invoice.title') }));
    if (created === undefined) return;
    startedExport();
    toast.success(t('shell.exportStarted'));
  };

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('invoice.title')}</h1>
        <ListPage<InvoiceRow>
          ref={tableRef}
          title={t('invoice.title')}
          columns={columns}
          rowKey="id"
          request={fetchInvoicePage}
          search={{ fields }}
          batchActions={canDelete ? batchActions : undefined}
          onDownload={hasRole(INVOICE_BUTTONS.exportList) ? (download) => void onDownload(download) : undefined}
          table={{
            tableId: INVOICE_TABLE_ID,
            defaultPageSize: 20,
            showIndex: true,
            selectionMode: canDelete ? 'checkbox' : undefined,
            allowSelectWholeResult: false,
            actions,
            actionWidth: 160,
          }}
          toolbarExtra={
            hasRole(INVOICE_BUTTONS.add) ? (
              <Button variant="primary" onPress={() => setAdding(true)}>
                {t('invoice.add')}
              </Button>
            ) : null
          }
        />
      </ListPageSection>
      {adding ? (
        <InvoiceDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
      {viewed ? <InvoiceDetailDrawer row={viewed} onClose={() => setViewed(null)} /> : null}
    </WithSideMenu>
  );
}

const Difference = styled.span`
  font-variant-numeric: tabular-nums;
  &[data-blocked] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;
