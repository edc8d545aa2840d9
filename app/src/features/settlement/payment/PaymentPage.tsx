import { Button, ListPage, Tab, TabList, TabPanel, Tabs, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import type { SettlementCallResult } from '../api/invoiceApi';
import type { PaymentRow, PrepaymentRow } from '../api/invoiceTypes';
import { deletePayments, deletePrepayments, fetchPaymentPage, fetchPrepaymentPage, movePayment, movePrepayment, syncPaymentEbsStatus } from '../api/paymentApi';
import { PaymentDetailDrawer } from './PaymentDetailDrawer';
import { PaymentDialog } from './PaymentDialog';
import {
  PAYMENT_BUTTONS,
  PAYMENT_TABLE_ID,
  paymentAllows,
  paymentColumns,
  paymentSearchFields,
  PREPAYMENT_TABLE_ID,
  prepaymentAllows,
  prepaymentColumns,
  prepaymentSearchFields,
} from './paymentList';
import { PrepaymentDialog } from './PrepaymentDialog';

type PaymentTab = 'payments' | 'prepayments';

/**
 * 付款申请 (settlement/payment; issue 25) in two tabs: 付款申请, the payments settling invoices less
 * prepayments (新增 dialog with 应付 = 发票 − 预付 live; 详情; 提交, 取消, 同步EBS状态 and 删除 by status
 * and permission, each after a confirm) and 预付款, the prepayments (新增; 提交, 取消, 删除).
 */
export function PaymentPage() {
  const t = useAppT();
  const headingId = useId();
  const [tab, setTab] = useState<PaymentTab>('payments');
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('payment.title')}</h1>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as PaymentTab)}>
          <TabList aria-label={t('payment.tabs')}>
            <Tab id="payments">{t('payment.tab.payments')}</Tab>
            <Tab id="prepayments">{t('payment.tab.prepayments')}</Tab>
          </TabList>
          <TabPanel id="payments">
            <PaymentsTab />
          </TabPanel>
          <TabPanel id="prepayments">
            <PrepaymentsTab />
          </TabPanel>
        </Tabs>
      </ListPageSection>
    </WithSideMenu>
  );
}

/** A row move after a confirm: the gateway's message (or `doneText`) as a toast, and the list reloads. */
function useRowMove(reload: () => void) {
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    async (message: string, call: () => Promise<SettlementCallResult<unknown>>, doneText: string) => {
      if (!(await confirm({ message }))) return;
      const done = await unlessFailed(call());
      if (done) toast.success(done.message || doneText);
      reload();
    },
    [confirm, reload, toast],
  );
}

function PaymentsTab() {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [adding, setAdding] = useState(false);
  const [viewed, setViewed] = useState<PaymentRow | null>(null);
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const move = useRowMove(reload);
  const columns = useMemo(() => paymentColumns(t), [t]);
  const fields = useMemo(() => paymentSearchFields(t), [t]);
  const actions = useMemo((): RowAction<PaymentRow>[] => {
    const code = (row: PaymentRow) => ({ code: row.paymentNo });
    return [
      { key: 'detail', label: t('payment.detail'), onAction: (row: PaymentRow) => setViewed(row) },
      ...(hasRole(PAYMENT_BUTTONS.submit)
        ? [{ key: 'submit', label: t('payment.submit'), isHidden: (row: PaymentRow) => !paymentAllows.submit(row), onAction: (row: PaymentRow) => void move(t('payment.submitConfirm', code(row)), () => movePayment('submit', row), t('payment.submitted')) }]
        : []),
      ...(hasRole(PAYMENT_BUTTONS.cancel)
        ? [{ key: 'cancel', label: t('payment.cancelPayment'), isHidden: (row: PaymentRow) => !paymentAllows.cancel(row), onAction: (row: PaymentRow) => void move(t('payment.cancelConfirm', code(row)), () => movePayment('cancel', row), t('payment.cancelled')) }]
        : []),
      ...(hasRole(PAYMENT_BUTTONS.sync)
        ? [{ key: 'sync', label: t('payment.sync'), isHidden: (row: PaymentRow) => !paymentAllows.sync(row), onAction: (row: PaymentRow) => void move(t('payment.syncConfirm', code(row)), () => syncPaymentEbsStatus(row.id), t('payment.synced')) }]
        : []),
      ...(hasRole(PAYMENT_BUTTONS.remove)
        ? [{ key: 'delete', label: t('payment.delete'), isHidden: (row: PaymentRow) => !paymentAllows.remove(row), onAction: (row: PaymentRow) => void move(t('payment.deleteConfirm', code(row)), () => deletePayments([row.id]), t('message.deleted')) }]
        : []),
    ];
  }, [hasRole, move, t]);
  return (
    <>
      <ListPage<PaymentRow>
        ref={tableRef}
        title={t('payment.tab.payments')}
        columns={columns}
        rowKey="id"
        request={fetchPaymentPage}
        search={{ fields }}
        table={{ tableId: PAYMENT_TABLE_ID, defaultPageSize: 20, showIndex: true, actions, actionWidth: 200 }}
        toolbarExtra={
          hasRole(PAYMENT_BUTTONS.add) ? (
            <Button variant="primary" onPress={() => setAdding(true)}>
              {t('payment.add')}
            </Button>
          ) : null
        }
      />
      {adding ? (
        <PaymentDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
      {viewed ? <PaymentDetailDrawer row={viewed} onClose={() => setViewed(null)} /> : null}
    </>
  );
}

function PrepaymentsTab() {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const tableRef = useRef<ProTableHandle>(null);
  const [adding, setAdding] = useState(false);
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const move = useRowMove(reload);
  const columns = useMemo(() => prepaymentColumns(t), [t]);
  const fields = useMemo(() => prepaymentSearchFields(t), [t]);
  const actions = useMemo((): RowAction<PrepaymentRow>[] => {
    const code = (row: PrepaymentRow) => ({ code: row.prepayNo });
    return [
      ...(hasRole(PAYMENT_BUTTONS.prepaySubmit)
        ? [
            {
              key: 'submit',
              label: t('prepayment.submit'),
              isHidden: (row: PrepaymentRow) => !prepaymentAllows.submit(row),
              onAction: (row: PrepaymentRow) => void move(t('prepayment.submitConfirm', code(row)), () => movePrepayment('submit', row), t('prepayment.submitted')),
            },
          ]
        : []),
      ...(hasRole(PAYMENT_BUTTONS.prepayCancel)
        ? [
            {
              key: 'cancel',
              label: t('prepayment.cancelPrepayment'),
              isHidden: (row: PrepaymentRow) => !prepaymentAllows.cancel(row),
              onAction: (row: PrepaymentRow) => void move(t('prepayment.cancelConfirm', code(row)), () => movePrepayment('cancel', row), t('prepayment.cancelled')),
            },
          ]
        : []),
      ...(hasRole(PAYMENT_BUTTONS.prepayAdd)
        ? [
            {
              key: 'delete',
              label: t('prepayment.delete'),
              isHidden: (row: PrepaymentRow) => !prepaymentAllows.remove(row),
              onAction: (row: PrepaymentRow) => void move(t('prepayment.deleteConfirm', code(row)), () => deletePrepayments([row.id]), t('message.deleted')),
            },
          ]
        : []),
    ];
  }, [hasRole, move, t]);
  return (
    <>
      <ListPage<PrepaymentRow>
        ref={tableRef}
        title={t('prepayment.title')}
        columns={columns}
        rowKey="id"
        request={fetchPrepaymentPage}
        search={{ fields }}
        table={{ tableId: PREPAYMENT_TABLE_ID, defaultPageSize: 20, showIndex: true, ...(actions.length > 0 ? { actions, actionWidth: 160 } : {}) }}
        toolbarExtra={
          hasRole(PAYMENT_BUTTONS.prepayAdd) ? (
            <Button variant="primary" onPress={() => setAdding(true)}>
              {t('prepayment.add')}
            </Button>
          ) : null
        }
      />
      {adding ? (
        <PrepaymentDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
    </>
  );
}
