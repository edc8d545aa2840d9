import { Button, formatAmount, ListPage, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { MatReturnChargeRow, MatReturnInvoiceRow } from '@srm/gateway/api';
import { useCallback, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { commitReturnInvoice, confirmReturnCharges, fetchReturnChargePage, fetchReturnInvoicePage, reSendReturnInvoice, RETURN_INVOICE_URLS } from '../api/returnInvoiceApi';
import { ExportButton } from '../purchase/ExportButton';
import { ReturnInvoiceDialog } from './ReturnInvoiceDialog';
import { chargeColumns, chargeSearchFields, RETURN_BUTTONS, RETURN_CHARGE_TABLE_ID, RETURN_INVOICE_TABLE_ID, returnAllows, returnColumns, returnSearchFields } from './returnInvoiceList';
import { TaxRateDialog } from './TaxRateDialog';

/** A move after a confirm: the gateway's message (or `doneText`) as a toast, then the list reloads. */
function useConfirmedCall(reload: () => void) {
  const toast = useToast();
  const confirm = useConfirm();
  return useCallback(
    async (question: string, call: () => Promise<{ message: string }>, doneText: string) => {
      if (!(await confirm({ message: question }))) return;
      const done = await unlessFailed(call());
      if (done) toast.success(done.message || doneText);
      reload();
    },
    [confirm, reload, toast],
  );
}

/**
 * 退货发票 (a tab of 采购订单; issue 26): the list; 新增 (order:purchase:return) opens 新增退货发票, 导出 (order:purchase:export) a download task; row
 * actions by status and button: 提交 and 修改税率 while new, 重推EBS once committed.
 */
export function ReturnInvoiceTab() {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [adding, setAdding] = useState(false);
  const [taxing, setTaxing] = useState<MatReturnInvoiceRow | null>(null);
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const move = useConfirmedCall(reload);
  const columns = useMemo(() => returnColumns(t), [t]);
  const fields = useMemo(() => returnSearchFields(t), [t]);
  const canWrite = hasRole(RETURN_BUTTONS.write);
  const actions = useMemo(
    (): RowAction<MatReturnInvoiceRow>[] =>
      canWrite
        ? [
            { key: 'commit', label: t('order.return.commit'), isHidden: (row) => !returnAllows.commit(row), onAction: (row) => void move(t('order.return.commitConfirm', { returnNo: row.returnNo }), () => commitReturnInvoice(row), t('order.return.committed')) },
            { key: 'editTax', label: t('order.return.editTax'), isHidden: (row) => !returnAllows.editTax(row), onAction: (row) => setTaxing(row) },
            { key: 'resend', label: t('order.return.resend'), isHidden: (row) => !returnAllows.resend(row), onAction: (row) => void move(t('order.return.resendConfirm', { returnNo: row.returnNo }), () => reSendReturnInvoice(row), t('order.return.resent')) },
          ]
        : [],
    [canWrite, move, t],
  );
  return (
    <>
      <ListPage<MatReturnInvoiceRow>
        ref={tableRef}
        title={t('order.return.title')}
        columns={columns}
        rowKey="id"
        request={fetchReturnInvoicePage}
        search={{ fields }}
        toolbarExtra={
          <>
            {canWrite ? (
              <Button variant="primary" onPress={() => setAdding(true)}>
                {t('order.return.add')}
              </Button>
            ) : null}
            <ExportButton url={RETURN_INVOICE_URLS.page} fileName={t('order.return.exportFileName')} permission={RETURN_BUTTONS.exportList} label={t('order.return.export')} table={tableRef} />
          </>
        }
        table={{ tableId: RETURN_INVOICE_TABLE_ID, defaultPageSize: 20, showIndex: true, actions, actionWidth: 200 }}
      />
      {adding ? (
        <ReturnInvoiceDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
      {taxing ? (
        <TaxRateDialog
          row={taxing}
          onClose={() => setTaxing(null)}
          onDone={() => {
            setTaxing(null);
            reload();
          }}
        />
      ) : null}
    </>
  );
}

/** 待确认费用 (a tab of 采购订单): the return invoices' freight and handling charges; 确认 (order:purchase:return-confirm) asks first. */
export function PendingChargeTab() {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const move = useConfirmedCall(reload);
  const columns = useMemo(() => chargeColumns(t), [t]);
  const fields = useMemo(() => chargeSearchFields(t), [t]);
  const actions = useMemo(
    (): RowAction<MatReturnChargeRow>[] =>
      hasRole(RETURN_BUTTONS.confirm)
        ? [
            {
              key: 'confirm',
              label: t('order.return.confirm'),
              isHidden: (row) => row.status !== 'pending',
              onAction: (row) =>
                void move(
                  t('order.return.chargeConfirm', { returnNo: row.returnNo, type: t(`order.return.chargeType.${row.chargeType}`), amount: formatAmount(row.amount) }),
                  () => confirmReturnCharges([row]),
                  t('order.return.chargeConfirmed'),
                ),
            },
          ]
        : [],
    [hasRole, move, t],
  );
  return (
    <ListPage<MatReturnChargeRow>
      ref={tableRef}
      title={t('order.return.chargeTitle')}
      columns={columns}
      rowKey="id"
      request={fetchReturnChargePage}
      search={{ fields }}
      table={{ tableId: RETURN_CHARGE_TABLE_ID, defaultPageSize: 20, showIndex: true, actions, actionWidth: 120 }}
    />
  );
}
