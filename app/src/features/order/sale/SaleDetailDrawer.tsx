import { Button, Drawer, formatDate, StatusTag } from '@srm/design-system';
import type { SaleAllocationRow, SaleOrderRow } from '@srm/gateway/api';
import { Fragment, useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { TablesBody } from '../tableStyles';
import { fetchSaleOrderDetail } from '../api/saleApi';
import { allocationStatusItems, isCancellableAllocation, saleEbsItems, saleStatusItems, shippingStatusItems } from './saleList';

const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

export interface SaleDetailDrawerProps {
  row: Pick<SaleOrderRow, 'orderNo'> & Partial<SaleOrderRow>;
  /** 取消分配 of an allocation with nothing shipped (order:sale:allocate); none hides the button. */
  onCancelAllocation?: (allocation: SaleAllocationRow, reload: () => void) => void;
  onClose: () => void;
}

/**
 * 详情 of a sales order, titled by its number (GET …/detail/{orderNo}): the head, its lines with
 * 未分配数量, its active allocations (取消分配 while nothing is shipped on one) and its shipments.
 */
export function SaleDetailDrawer({ row, onCancelAllocation, onClose }: SaleDetailDrawerProps) {
  const t = useAppT();
  const load = useCallback(() => fetchSaleOrderDetail(row.orderNo), [row.orderNo]);
  const detail = useRemote(load);
  const order = detail.data;
  const fields: readonly (readonly [string, string])[] = order
    ? [
        [t('order.sale.org'), text(order.orgName ?? order.orgCode)],
        [t('order.sale.customer'), text(order.customerOrgName ?? order.customerOrgCode)],
        [t('order.sale.category'), text(order.categoryName ?? order.categoryCode)],
        [t('order.sale.orderDate'), formatDate(order.orderDate) || order.orderDate],
        [t('order.sale.deliveryDate'), text(order.deliveryDate)],
        [t('order.sale.totalQuantity'), order.totalQuantity],
        [t('order.sale.totalAmount'), order.totalAmount],
        [t('order.sale.allocatedQuantity'), order.allocatedQuantity],
        [t('order.sale.shippedQuantity'), order.shippedQuantity],
        [t('order.sale.confirmedQuantity'), order.confirmedQuantity],
        [t('order.sale.ebsMessage'), text(order.ebsMessage)],
        [t('order.sale.closeReason'), text(order.closeReason)],
        [t('order.sale.remark'), text(order.remark)],
      ]
    : [];
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={row.orderNo} width="large" isLoading={detail.isLoading && !detail.data}>
      <TablesBody>
        {order ? (
          <dl>
            <dt>{t('order.sale.status')}</dt>
            <dd>
              <StatusTag value={order.status} items={saleStatusItems(t)} />
            </dd>
            <dt>{t('order.sale.ebsStatus')}</dt>
            <dd>
              <StatusTag value={order.ebsStatus} items={saleEbsItems(t)} />
            </dd>
            {fields.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        ) : null}
        <table aria-label={t('order.sale.lines')}>
          <caption>{t('order.sale.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.sale.lineNo')}</th>
              <th scope="col">{t('order.sale.material')}</th>
              <th scope="col">{t('order.sale.quantity')}</th>
              <th scope="col">{t('order.sale.priceWithTax')}</th>
              <th scope="col">{t('order.sale.amount')}</th>
              <th scope="col">{t('order.sale.allocatedQuantity')}</th>
              <th scope="col">{t('order.sale.unallocatedQuantity')}</th>
              <th scope="col">{t('order.sale.shippedQuantity')}</th>
              <th scope="col">{t('order.sale.confirmedQuantity')}</th>
            </tr>
          </thead>
          <tbody>
            {(order?.lines ?? []).length === 0 ? (
              <tr>
                <td colSpan={9}>{detail.isLoading ? '' : t('order.sale.noLines')}</td>
              </tr>
            ) : (
              (order?.lines ?? []).map((line) => (
                <tr key={line.id}>
                  <th scope="row">{line.lineNo}</th>
                  <td>{`${line.matName}（${line.matCode}）`}</td>
                  <td>{`${line.quantity} ${line.unitCode}`}</td>
                  <td>{line.priceWithTax}</td>
                  <td>{line.amount}</td>
                  <td>{line.allocatedQuantity}</td>
                  <td>{line.unallocatedQuantity}</td>
                  <td>{line.shippedQuantity}</td>
                  <td>{line.confirmedQuantity}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <table aria-label={t('order.sale.allocations')}>
          <caption>{t('order.sale.allocations')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.sale.saleLineNo')}</th>
              <th scope="col">{t('order.sale.purchaseOrderNo')}</th>
              <th scope="col">{t('order.sale.purchaseLineNo')}</th>
              <th scope="col">{t('order.sale.supplier')}</th>
              <th scope="col">{t('order.sale.allocationQuantity')}</th>
              <th scope="col">{t('order.sale.shippedQuantity')}</th>
              <th scope="col">{t('order.sale.allocationStatus')}</th>
              {onCancelAllocation ? <th scope="col">{t('order.sale.cancelAllocation')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {(order?.allocations ?? []).length === 0 ? (
              <tr>
                <td colSpan={onCancelAllocation ? 8 : 7}>{detail.isLoading ? '' : t('order.sale.noAllocations')}</td>
              </tr>
            ) : (
              (order?.allocations ?? []).map((allocation) => (
                <tr key={allocation.id}>
                  <td>{allocation.saleLineNo}</td>
                  <th scope="row">{allocation.purchaseOrderNo}</th>
                  <td>{allocation.purchaseLineNo}</td>
                  <td>{allocation.supplierName}</td>
                  <td>{allocation.quantity}</td>
                  <td>{allocation.shippedQuantity}</td>
                  <td>
                    <StatusTag value={allocation.status} items={allocationStatusItems(t)} />
                  </td>
                  {onCancelAllocation ? (
                    <td>
                      {isCancellableAllocation(allocation) ? (
                        <Button variant="link" size="small" onPress={() => onCancelAllocation(allocation, detail.reload)}>
                          {t('order.sale.cancelAllocation')}
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
        <table aria-label={t('order.sale.shippings')}>
          <caption>{t('order.sale.shippings')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.sale.shippingNo')}</th>
              <th scope="col">{t('order.sale.purchaseOrderNo')}</th>
              <th scope="col">{t('order.sale.plateNo')}</th>
              <th scope="col">{t('order.sale.driverName')}</th>
              <th scope="col">{t('order.sale.shipQuantity')}</th>
              <th scope="col">{t('order.sale.shipDate')}</th>
              <th scope="col">{t('order.sale.shippingStatus')}</th>
              <th scope="col">{t('order.sale.confirmQuantity')}</th>
            </tr>
          </thead>
          <tbody>
            {(order?.shippings ?? []).length === 0 ? (
              <tr>
                <td colSpan={8}>{detail.isLoading ? '' : t('order.sale.noShippings')}</td>
              </tr>
            ) : (
              (order?.shippings ?? []).map((shipping) => (
                <tr key={shipping.id}>
                  <th scope="row">{shipping.shippingNo}</th>
                  <td>{shipping.purchaseOrderNo}</td>
                  <td>{shipping.plateNo}</td>
                  <td>{text(shipping.driverName)}</td>
                  <td>{shipping.quantity}</td>
                  <td>{shipping.shipDate}</td>
                  <td>
                    <StatusTag value={shipping.status} items={shippingStatusItems(t)} />
                  </td>
                  <td>{text(shipping.confirmedQuantity)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TablesBody>
    </Drawer>
  );
}
