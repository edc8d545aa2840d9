import { Drawer, formatAmount, formatDate, StatusTag } from '@srm/design-system';
import { useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { DocumentFlowPanel } from '../../../shell/DocumentFlowPanel';
import { fetchPaymentDetail } from '../api/paymentApi';
import type { PaymentRow } from '../api/invoiceTypes';
import { paymentStatusItems } from './paymentList';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** 付款申请详情: the head with 发票金额, 预付核销金额 and 应付金额, the invoices it pays, the prepayments it applies (GET …/payment-settle-head/detail?id=) and its 单据流. */
export function PaymentDetailDrawer({ row, onClose }: { row: PaymentRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchPaymentDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const payment = detail.data?.payment ?? row;
  const invoices = detail.data?.invoices ?? [];
  const prepayments = detail.data?.prepayments ?? [];
  const none = detail.isLoading ? '' : t('payment.noRows');
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('payment.detailTitle', { code: row.paymentNo })} width="large" isLoading={detail.isLoading && !detail.data}>
      <DetailBody>
        <section aria-label={t('payment.basic')}>
          <dl>
            <dt>{t('payment.paymentNo')}</dt>
            <dd>{payment.paymentNo}</dd>
            <dt>{t('payment.supplier')}</dt>
            <dd>{payment.supplierName}</dd>
            <dt>{t('payment.org')}</dt>
            <dd>{text(payment.orgName ?? payment.orgCode)}</dd>
            <dt>{t('payment.applyDate')}</dt>
            <dd>{formatDate(payment.applyDate) || payment.applyDate}</dd>
            <dt>{t('payment.payMethod')}</dt>
            <dd>{text(payment.payMethod)}</dd>
            <dt>{t('payment.invoiceAmount')}</dt>
            <dd data-figure="invoiceAmount">{formatAmount(payment.invoiceAmount)}</dd>
            <dt>{t('payment.prepaidAmount')}</dt>
            <dd data-figure="prepaidAmount">{formatAmount(payment.prepaidAmount)}</dd>
            <dt>{t('payment.payAmount')}</dt>
            <dd data-figure="payAmount">{formatAmount(payment.payAmount)}</dd>
            <dt>{t('payment.status')}</dt>
            <dd>
              <StatusTag value={payment.status} items={paymentStatusItems(t)} />
            </dd>
            <dt>{t('payment.ebsStatus')}</dt>
            <dd>{text(payment.ebsStatus)}</dd>
            <dt>{t('payment.remark')}</dt>
            <dd>{text(payment.remark)}</dd>
          </dl>
        </section>
        <table aria-label={t('payment.settledInvoices')}>
          <caption>{t('payment.settledInvoices')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payment.invoiceNo')}</th>
              <th scope="col">{t('payment.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.length === 0 ? (
              <tr>
                <td colSpan={2}>{none}</td>
              </tr>
            ) : (
              invoices.map((invoice) => (
                <tr key={invoice.invoiceId}>
                  <th scope="row">{invoice.invoiceNo}</th>
                  <td>{formatAmount(invoice.amount)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <table aria-label={t('payment.appliedPrepayments')}>
          <caption>{t('payment.appliedPrepayments')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payment.prepayNo')}</th>
              <th scope="col">{t('payment.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {prepayments.length === 0 ? (
              <tr>
                <td colSpan={2}>{none}</td>
              </tr>
            ) : (
              prepayments.map((prepayment) => (
                <tr key={prepayment.prepaymentId}>
                  <th scope="row">{prepayment.prepayNo}</th>
                  <td>{formatAmount(prepayment.amount)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <DocumentFlowPanel type="payment" id={row.id} />
      </DetailBody>
    </Drawer>
  );
}
