import styled from '@emotion/styled';
import { Drawer, formatDate, StatusTag } from '@srm/design-system';
import type { PurchaseOrderRow } from '@srm/gateway/api';
import { Fragment, useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { TablesBody } from '../tableStyles';
import { fetchPurchaseOrderDetail, fetchPurchaseOrderEbs } from '../api/purchaseApi';
import { purchaseContractItems, purchaseEbsItems, purchaseStatusItems } from './purchaseList';

const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/**
 * 详情 of a purchase order, titled by its number: the head (GET …/detail?id=), its lines with
 * 可分配数量 = 数量 − 已分配, and EBS信息 (GET …/ebs-detail?id=): the order's EBS state and messages.
 */
export function PurchaseDetailDrawer({ row, onClose }: { row: PurchaseOrderRow; onClose: () => void }) {
  const t = useAppT();
  const loadDetail = useCallback(() => fetchPurchaseOrderDetail(row.id), [row.id]);
  const loadEbs = useCallback(() => fetchPurchaseOrderEbs(row.id), [row.id]);
  const detail = useRemote(loadDetail);
  const ebs = useRemote(loadEbs);
  const order = detail.data ?? row;
  const lines = detail.data?.lines ?? [];
  const fields: readonly (readonly [string, string])[] = [
    [t('order.purchase.org'), text(order.orgName ?? order.orgCode)],
    [t('order.purchase.supplier'), order.supplierName],
    [t('order.purchase.category'), text(order.categoryName ?? order.categoryCode)],
    [t('order.purchase.orderDate'), formatDate(order.orderDate) || order.orderDate],
    [t('order.purchase.deliveryStart'), text(order.deliveryStart)],
    [t('order.purchase.deliveryEnd'), text(order.deliveryEnd)],
    [t('order.purchase.totalQuantity'), order.totalQuantity],
    [t('order.purchase.totalAmount'), order.totalAmount],
    [t('order.purchase.allocatedQuantity'), order.allocatedQuantity],
    [t('order.purchase.shippedQuantity'), order.shippedQuantity],
    [t('order.purchase.contractNo'), text(order.contractNo)],
    [t('order.purchase.contractMessage'), text(order.contractMessage)],
    [t('order.purchase.closeReason'), text(order.closeReason)],
    [t('order.purchase.remark'), text(order.remark)],
  ];
  const messages = ebs.data?.messages ?? [];
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={row.orderNo} width="large" isLoading={detail.isLoading && !detail.data}>
      <Body>
        <dl>
          <dt>{t('order.purchase.status')}</dt>
          <dd>
            <StatusTag value={order.status} items={purchaseStatusItems(t)} />
          </dd>
          {fields.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
          <dt>{t('order.purchase.contractStatus')}</dt>
          <dd>
            <StatusTag value={order.contractStatus} items={purchaseContractItems(t)} />
          </dd>
        </dl>
        <table aria-label={t('order.purchase.lines')}>
          <caption>{t('order.purchase.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.purchase.lineNo')}</th>
              <th scope="col">{t('order.purchase.material')}</th>
              <th scope="col">{t('order.purchase.quantity')}</th>
              <th scope="col">{t('order.purchase.priceWithTax')}</th>
              <th scope="col">{t('order.purchase.taxRate')}</th>
              <th scope="col">{t('order.purchase.amount')}</th>
              <th scope="col">{t('order.purchase.allocatedQuantity')}</th>
              <th scope="col">{t('order.purchase.shippedQuantity')}</th>
              <th scope="col">{t('order.purchase.availableQuantity')}</th>
              <th scope="col">{t('order.purchase.lineStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td colSpan={10}>{detail.isLoading ? '' : t('order.purchase.noLines')}</td>
              </tr>
            ) : (
              lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">{line.lineNo}</th>
                  <td>{`${line.matName}（${line.matCode}）`}</td>
                  <td>{`${line.quantity} ${line.unitCode}`}</td>
                  <td>{line.priceWithTax}</td>
                  <td>{line.taxRate}</td>
                  <td>{line.amount}</td>
                  <td>{line.allocatedQuantity}</td>
                  <td>{line.shippedQuantity}</td>
                  <td>{line.availableQuantity}</td>
                  <td>{t(`order.purchase.line.${line.lineStatus}`)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <section aria-labelledby={`ebs-${row.id}`}>
          <h3 id={`ebs-${row.id}`}>{t('order.purchase.ebsInfo')}</h3>
          <dl>
            <dt>{t('order.purchase.ebsStatus')}</dt>
            <dd>
              <StatusTag value={ebs.data?.ebsStatus ?? order.ebsStatus} items={purchaseEbsItems(t)} />
            </dd>
            <dt>{t('order.purchase.ebsOrderNo')}</dt>
            <dd>{text(ebs.data?.ebsOrderNo ?? order.ebsOrderNo)}</dd>
            <dt>{t('order.purchase.ebsMessage')}</dt>
            <dd>{text(ebs.data?.ebsMessage ?? order.ebsMessage)}</dd>
            <dt>{t('order.purchase.ebsRetryCount')}</dt>
            <dd>{text(ebs.data?.ebsRetryCount)}</dd>
          </dl>
          <table aria-label={t('order.purchase.ebsMessages')}>
            <thead>
              <tr>
                <th scope="col">{t('order.purchase.ebsBizType')}</th>
                <th scope="col">{t('order.purchase.ebsMessageStatus')}</th>
                <th scope="col">{t('order.purchase.ebsAttempts')}</th>
                <th scope="col">{t('order.purchase.ebsLastError')}</th>
                <th scope="col">{t('order.purchase.ebsUpdatedTime')}</th>
              </tr>
            </thead>
            <tbody>
              {messages.length === 0 ? (
                <tr>
                  <td colSpan={5}>{ebs.isLoading ? '' : t('order.purchase.noEbsMessages')}</td>
                </tr>
              ) : (
                messages.map((message) => (
                  <tr key={message.id}>
                    <td>{message.bizType}</td>
                    <td>{message.status}</td>
                    <td>{message.attempts}</td>
                    <td>{text(message.lastError)}</td>
                    <td>{message.updatedTime}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </section>
      </Body>
    </Drawer>
  );
}

const Body = styled(TablesBody)`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
