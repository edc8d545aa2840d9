import { Button, ListPage, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { fetchReturnInvoicePage, moveReturnInvoice, resendReturnInvoice, type SettlementCallResult } from '../api/invoiceApi';
import type { ReturnInvoiceRow } from '../api/invoiceTypes';
import { ReturnInvoiceDialog, TaxRateDialog } from './ReturnInvoiceDialogs';
import { RETURN_INVOICE_BUTTONS, RETURN_INVOICE_TABLE_ID, returnInvoiceAllows, returnInvoiceColumns, returnInvoiceSearchFields } from './returnInvoiceList';

/**
 * 退货发票 (settlement/return-invoice; issue 25): the return invoices; 新增 (invoice:return:add) on an
 * original invoice; 提交 (new → committed), 修改税率 (new), 确认 (committed → confirmed) and 重推EBS
 * (committed or confirmed), each move after a confirm; the list reloads after each.
 */
export function ReturnInvoicePage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const [adding, setAdding] = useState(false);
  const [taxRow, setTaxRow] = useState<ReturnInvoiceRow | null>(null);
  const reload = () => tableRef.current?.reload();
  const columns = useMemo(() => returnInvoiceColumns(t), [t]);
  const hasActions = Object.values(RETURN_INVOICE_BUTTONS).some((code) => hasRole(code));
  const fields = useMemo(() => returnInvoiceSearchFields(t), [t]);

  const move = useCallback(
    async (message: string, call: () => Promise<SettlementCallResult<unknown>>) => {
      if (!(await confirm({ message }))) return;
      const done = await unlessFailed(call());
      if (done) toast.success(done.message || t('returnInvoice.done'));
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo((): RowAction<ReturnInvoiceRow>[] => {
    const code = (row: ReturnInvoiceRow) => ({ code: row.returnNo });
    return [
      ...(hasRole(RETURN_INVOICE_BUTTONS.commit)
        ? [{ key: 'commit', label: t('returnInvoice.commit'), isHidden: (row: ReturnInvoiceRow) => !returnInvoiceAllows.commit(row), onAction: (row: ReturnInvoiceRow) => void move(t('returnInvoice.commitConfirm', code(row)), () => moveReturnInvoice('commit', row)) }]
        : []),
      ...(hasRole(RETURN_INVOICE_BUTTONS.add)
        ? [{ key: 'taxRate', label: t('returnInvoice.updateTaxRate'), isHidden: (row: ReturnInvoiceRow) => !returnInvoiceAllows.taxRate(row), onAction: (row: ReturnInvoiceRow) => setTaxRow(row) }]
        : []),
      ...(hasRole(RETURN_INVOICE_BUTTONS.confirm)
        ? [{ key: 'confirm', label: t('returnInvoice.confirm'), isHidden: (row: ReturnInvoiceRow) => !returnInvoiceAllows.confirm(row), onAction: (row: ReturnInvoiceRow) => void move(t('returnInvoice.confirmConfirm', code(row)), () => moveReturnInvoice('confirm', row)) }]
        : []),
      ...(hasRole(RETURN_INVOICE_BUTTONS.resend)
        ? [{ key: 'resend', label: t('returnInvoice.resend'), isHidden: (row: ReturnInvoiceRow) => !returnInvoiceAllows.resend(row), onAction: (row: ReturnInvoiceRow) => void move(t('returnInvoice.resendConfirm', code(row)), () => resendReturnInvoice(row.id)) }]
        : []),
    ];
  }, [hasRole, move, t]);

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('returnInvoice.title')}</h1>
        <ListPage<ReturnInvoiceRow>
          ref={tableRef}
          title={t('returnInvoice.title')}
          columns={columns}
          rowKey="id"
          request={fetchReturnInvoicePage}
          search={{ fields }}
          table={{ tableId: RETURN_INVOICE_TABLE_ID, defaultPageSize: 20, showIndex: true, ...(hasActions ? { actions, actionWidth: 200 } : {}) }}
          toolbarExtra={
            hasRole(RETURN_INVOICE_BUTTONS.add) ? (
              <Button variant="primary" onPress={() => setAdding(true)}>
                {t('returnInvoice.add')}
              </Button>
            ) : null
          }
        />
      </ListPageSection>
      {adding ? (
        <ReturnInvoiceDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
      {taxRow ? (
        <TaxRateDialog
          row={taxRow}
          onClose={() => setTaxRow(null)}
          onSaved={() => {
            setTaxRow(null);
            reload();
          }}
        />
      ) : null}
    </WithSideMenu>
  );
}
