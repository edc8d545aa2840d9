import { Drawer, formatDate, StatusTag } from '@srm/design-system';
import { Fragment, useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { DocumentFlowPanel } from '../../../shell/DocumentFlowPanel';
import { fetchShippingDetail } from '../api/shippingApi';
import type { ShippingRow } from '@srm/gateway/api';
import { shippingStatusItems } from './shippingList';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/**
 * 发运单详情: the shipment's weights, deductions and acceptance (GET …/pick-shipping/detail?id=), its
 * quality results with what each took off, and its 单据流 (the contract and pick above it, the account
 * checks, invoices and payments below).
 */
export function ShippingDetailDrawer({ row, onClose }: { row: ShippingRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchShippingDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const shipping = detail.data?.shipping ?? row;
  const qualities = detail.data?.qualities ?? [];
  const fields: readonly (readonly [string, string])[] = [
    [t('shipping.pickNo'), shipping.pickNo],
    [t('shipping.contractNo'), shipping.contractNo],
    [t('shipping.supplierName'), shipping.supplierName],
    [t('shipping.matName'), `${shipping.matName}（${shipping.matCode}）`],
    [t('shipping.plateNo'), shipping.plateNo],
    [t('shipping.driverName'), text(shipping.driverName)],
    [t('shipping.shippingDate'), formatDate(shipping.shippingDate) || shipping.shippingDate],
    [t('shipping.shippedQuantity'), shipping.shippedQuantity],
    [t('shipping.grossWeight'), text(shipping.grossWeight)],
    [t('shipping.tareWeight'), text(shipping.tareWeight)],
    [t('shipping.netWeight'), text(shipping.netWeight)],
    [t('shipping.deductWeightRate'), shipping.deductWeightRate],
    [t('shipping.deductPrice'), shipping.deductPrice],
    [t('shipping.acceptedQuantity'), text(shipping.acceptedQuantity)],
  ];
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('shipping.detailTitle', { code: row.shippingNo })} width="large" isLoading={detail.isLoading && !detail.data}>
      <DetailBody>
        <dl>
          {fields.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
          <dt>{t('shipping.shippingStatus')}</dt>
          <dd>
            <StatusTag value={shipping.shippingStatus} items={shippingStatusItems(t)} />
          </dd>
        </dl>
        <table aria-label={t('shipping.qualities')}>
          <caption>{t('shipping.qualities')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shipping.indexName')}</th>
              <th scope="col">{t('shipping.indexValue')}</th>
              <th scope="col">{t('shipping.deductWeightRate')}</th>
              <th scope="col">{t('shipping.deductPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {qualities.length === 0 ? (
              <tr>
                <td colSpan={4}>{detail.isLoading ? '' : t('shipping.noQualities')}</td>
              </tr>
            ) : (
              qualities.map((quality) => (
                <tr key={quality.id}>
                  <th scope="row">{quality.indexName}</th>
                  <td>{quality.value}</td>
                  <td>{quality.deductWeightRate}</td>
                  <td>{quality.deductPrice}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <DocumentFlowPanel type="shipping" id={row.id} />
      </DetailBody>
    </Drawer>
  );
}
