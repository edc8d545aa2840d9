import styled from '@emotion/styled';
import { Drawer, formatAmount, formatDate, StatusTag } from '@srm/design-system';
import { useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { DocumentFlowPanel } from '../../../shell/DocumentFlowPanel';
import { fetchInvoiceDetail } from '../api/invoiceApi';
import type { InvoiceRow } from '../api/invoiceTypes';
import { invoiceStatusItems } from './invoiceList';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** 发票详情: the head with its match figures (the difference red when blocked), its matched check lines (GET …/purchase-invoice/detail?id=) and its 单据流. */
export function InvoiceDetailDrawer({ row, onClose }: { row: InvoiceRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchInvoiceDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const invoice = detail.data?.invoice ?? row;
  const lines = detail.data?.lines ?? [];
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('invoice.detailTitle', { code: row.invoiceNo })} width="large" isLoading={detail.isLoading && !detail.data}>
      <DetailBody>
        <section aria-label={t('invoice.basic')}>
          <dl>
            <dt>{t('invoice.invoiceNo')}</dt>
            <dd>{invoice.invoiceNo}</dd>
            <dt>{t('invoice.invoiceCode')}</dt>
            <dd>{invoice.invoiceCode}</dd>
            <dt>{t('invoice.invoiceType')}</dt>
            <dd>{t(`invoice.type.${invoice.invoiceType}`)}</dd>
            <dt>{t('invoice.supplier')}</dt>
            <dd>{invoice.supplierName}</dd>
            <dt>{t('invoice.org')}</dt>
            <dd>{text(invoice.orgName ?? invoice.orgCode)}</dd>
            <dt>{t('invoice.invoiceDate')}</dt>
            <dd>{formatDate(invoice.invoiceDate) || invoice.invoiceDate}</dd>
            <dt>{t('invoice.taxRatePercent')}</dt>
            <dd>{invoice.taxRate}</dd>
            <dt>{t('invoice.amountWithTax')}</dt>
            <dd data-figure="amountWithTax">{formatAmount(invoice.amountWithTax)}</dd>
            <dt>{t('invoice.taxAmount')}</dt>
            <dd>{formatAmount(invoice.taxAmount)}</dd>
            <dt>{t('invoice.amountWithoutTax')}</dt>
            <dd>{formatAmount(invoice.amountWithoutTax)}</dd>
            <dt>{t('invoice.matchedAmount')}</dt>
            <dd data-figure="matchedAmount">{formatAmount(invoice.matchedAmount)}</dd>
            <dt>{t('invoice.matchDifference')}</dt>
            <Difference data-figure="matchDifference" data-blocked={invoice.status === 'blocked' || undefined}>
              {formatAmount(invoice.matchDifference)}
            </Difference>
            <dt>{t('invoice.paidAmount')}</dt>
            <dd>{formatAmount(invoice.paidAmount)}</dd>
            <dt>{t('invoice.status')}</dt>
            <dd>
              <StatusTag value={invoice.status} items={invoiceStatusItems(t)} />
            </dd>
            <dt>{t('invoice.remark')}</dt>
            <dd>{text(invoice.remark)}</dd>
          </dl>
        </section>
        <table aria-label={t('invoice.lines')}>
          <caption>{t('invoice.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoice.checkNo')}</th>
              <th scope="col">{t('invoice.matName')}</th>
              <th scope="col">{t('invoice.quantity')}</th>
              <th scope="col">{t('invoice.amountWithTax')}</th>
              <th scope="col">{t('invoice.taxAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td colSpan={5}>{detail.isLoading ? '' : t('invoice.noLines')}</td>
              </tr>
            ) : (
              lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">{line.checkNo}</th>
                  <td>{line.matName}</td>
                  <td>{line.quantity}</td>
                  <td>{formatAmount(line.amountWithTax)}</td>
                  <td>{formatAmount(line.taxAmount)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <DocumentFlowPanel type="invoice" id={row.id} />
      </DetailBody>
    </Drawer>
  );
}

const Difference = styled.dd`
  &[data-blocked] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;
