import styled from '@emotion/styled';
import { ProTable, StatusTag, type ProColumn } from '@srm/design-system';
import { useId, useMemo, type ReactNode } from 'react';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT, type AppT } from '../../../i18n/useAppT';
import type { PickCostRow, PickDetail, PickMaterialRow, PickShipmentRow, PickStatus, PickVehicleRow } from '../api/pickTypes';
import { pickReceiveMatchingItems, pickReceiveStatusItems, pickShippingStatusItems, pickStatusItems } from '../list/pickList';
import { openQuantity } from './pickDetailModel';
import { Descriptions, Panel } from '../../../shell/detailStyles';

/** A panel of the pick's page; its notes (暂无发运记录) sit flush. */
const PickPanel = styled(Panel)`
  p {
    margin: 0;
  }
`;

/** A titled section of the detail, named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <PickPanel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </PickPanel>
  );
}

const orEmpty = (value: ReactNode) => (value === null || value === undefined || value === '' ? '-' : value);

/** 基本信息: the head's fields as label and value pairs. */
export function PickHead({ detail }: { detail: PickDetail }) {
  const t = useAppT();
  const { head } = detail;
  const items: [AppMessageKey, ReactNode][] = [
    ['pick.pickNo', head.pickNo],
    ['pick.contractNo', head.contractNo],
    ['pick.status', <StatusTag key="status" items={pickStatusItems(t)} value={head.status} />],
    ['pick.shippingStatus', <StatusTag key="shipping" items={pickShippingStatusItems(t)} value={head.shippingStatus} />],
    ['pick.receiveStatus', <StatusTag key="receive" items={pickReceiveStatusItems(t)} value={head.receiveStatus} />],
    ['pick.receiveMatching', <StatusTag key="matching" items={pickReceiveMatchingItems(t)} value={head.receiveMatching} />],
    ['pick.supplier', head.supplierName ? `${head.supplierName}（${head.supplierSn}）` : head.supplierSn],
    ['pick.org', head.orgName || head.orgCode],
    ['pick.category', head.categoryName || head.categoryCode],
    ['pick.storeOrg', head.storeOrgName || head.storeOrgCode],
    ['pick.subInventory', head.subInventory],
    ['pick.pickDate', head.pickDate],
    ['pick.arrivalStart', head.arrivalStart],
    ['pick.arrivalEnd', head.arrivalEnd],
    ['pick.plannedQuantity', head.plannedQuantity],
    ['pick.shippedQuantity', head.shippedQuantity],
    ['pick.acceptedQuantity', head.acceptedQuantity],
    ['pick.releasedQuantity', head.releasedQuantity],
    ['pick.detail.confirmOpinion', head.confirmOpinion],
    ['pick.detail.closeReason', head.closeReason],
    ['pick.createdBy', head.createdBy],
    ['pick.remark', head.remark],
  ];
  return (
    <Descriptions>
      {items.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{orEmpty(value)}</dd>
        </div>
      ))}
    </Descriptions>
  );
}

function lineColumns(t: AppT, status: PickStatus): ProColumn<PickMaterialRow>[] {
  const lineStatuses = (['open', 'done', 'closed'] as const).map((code) => ({ dictItemCode: code, dictItemName: t(`pick.lineStatus.${code}`), color: code === 'open' ? 'primary' : code === 'done' ? 'success' : 'default' }));
  return [
    { key: 'lineNo', title: t('pick.detail.lineNo'), width: 80 },
    { key: 'matCode', title: t('pick.detail.matCode') },
    { key: 'matName', title: t('pick.detail.matName'), wide: true },
    { key: 'unitCode', title: t('pick.detail.unit'), width: 80 },
    { key: 'priceWithTax', title: t('pick.detail.priceWithTax'), align: 'right' },
    { key: 'plannedQuantity', title: t('pick.plannedQuantity'), valueType: 'number', summary: true },
    { key: 'shippedQuantity', title: t('pick.shippedQuantity'), valueType: 'number', summary: true },
    { key: 'acceptedQuantity', title: t('pick.acceptedQuantity'), valueType: 'number', summary: true },
    { key: 'releasedQuantity', title: t('pick.releasedQuantity'), valueType: 'number', summary: true },
    { key: 'openQuantity', title: t('pick.openQuantity'), align: 'right', render: (_value, row) => openQuantity(row, status) },
    { key: 'lineStatus', title: t('pick.lineStatus'), valueType: 'status', options: lineStatuses },
  ];
}

/** 提货明细: planned, shipped, accepted, released and open per line. */
export function PickLines({ detail }: { detail: PickDetail }) {
  const t = useAppT();
  const columns = useMemo(() => lineColumns(t, detail.head.status), [detail.head.status, t]);
  return <ProTable<PickMaterialRow> aria-label={t('pick.detail.lines')} columns={columns} rowKey="id" dataSource={detail.materials} pagination={false} height="auto" toolbar={false} />;
}

function vehicleColumns(t: AppT): ProColumn<PickVehicleRow>[] {
  return [
    { key: 'plateNo', title: t('pick.detail.plateNo') },
    { key: 'driverName', title: t('pick.detail.driverName') },
    { key: 'driverPhone', title: t('pick.detail.driverPhone') },
    { key: 'idCard', title: t('pick.detail.idCard'), wide: true },
    { key: 'plannedArrival', title: t('pick.detail.plannedArrival'), valueType: 'date' },
    { key: 'quantity', title: t('pick.detail.vehicleQuantity'), valueType: 'number' },
  ];
}

export function PickVehicles({ vehicles }: { vehicles: readonly PickVehicleRow[] }) {
  const t = useAppT();
  const columns = useMemo(() => vehicleColumns(t), [t]);
  return <ProTable<PickVehicleRow> aria-label={t('pick.detail.vehicles')} columns={columns} rowKey="id" dataSource={vehicles} pagination={false} height="auto" toolbar={false} />;
}

function costColumns(t: AppT): ProColumn<PickCostRow>[] {
  return [
    { key: 'costType', title: t('pick.detail.costType'), render: (value) => (['freight', 'loading', 'storage', 'other'].includes(String(value)) ? t(`pick.costType.${String(value)}` as AppMessageKey) : String(value ?? '')) },
    { key: 'costName', title: t('pick.detail.costName') },
    { key: 'amount', title: t('pick.detail.amount'), valueType: 'money', summary: true },
    { key: 'remark', title: t('pick.remark'), wide: true },
  ];
}

export function PickCosts({ costs }: { costs: readonly PickCostRow[] }) {
  const t = useAppT();
  const columns = useMemo(() => costColumns(t), [t]);
  return <ProTable<PickCostRow> aria-label={t('pick.detail.costs')} columns={columns} rowKey="id" dataSource={costs} pagination={false} height="auto" toolbar={false} />;
}

function shipmentColumns(t: AppT): ProColumn<PickShipmentRow>[] {
  const received = [0, 1].map((code) => ({ dictItemCode: code, dictItemName: t(`pick.detail.shipmentReceived.${code}` as AppMessageKey), color: code === 1 ? 'success' : 'info' }));
  return [
    { key: 'shippingNo', title: t('pick.detail.shippingNo'), valueType: 'code' },
    { key: 'plateNo', title: t('pick.detail.plateNo') },
    { key: 'matName', title: t('pick.detail.matName') },
    { key: 'shippingDate', title: t('pick.detail.shippingDate'), valueType: 'date' },
    { key: 'shippedQuantity', title: t('pick.shippedQuantity'), valueType: 'number', summary: true },
    { key: 'grossWeight', title: t('pick.detail.grossWeight'), valueType: 'number' },
    { key: 'tareWeight', title: t('pick.detail.tareWeight'), valueType: 'number' },
    { key: 'netWeight', title: t('pick.detail.netWeight'), valueType: 'number', summary: true },
    { key: 'deductWeightRate', title: t('pick.detail.deductWeightRate'), align: 'right' },
    { key: 'acceptedQuantity', title: t('pick.acceptedQuantity'), valueType: 'number', summary: true },
    { key: 'shippingStatus', title: t('pick.shippingStatus'), valueType: 'status', options: pickShippingStatusItems(t) },
    { key: 'receiveStatus', title: t('pick.detail.shipmentReceived'), valueType: 'status', options: received },
  ];
}

/** 发运记录: the pick's shipments with their weights and acceptance. */
export function PickShipments({ shipments }: { shipments: readonly PickShipmentRow[] }) {
  const t = useAppT();
  const columns = useMemo(() => shipmentColumns(t), [t]);
  if (shipments.length === 0) return <p>{t('pick.detail.noShipments')}</p>;
  return <ProTable<PickShipmentRow> aria-label={t('pick.detail.shipments')} columns={columns} rowKey="id" dataSource={shipments} pagination={false} height="auto" toolbar={false} />;
}
