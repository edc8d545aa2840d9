import { Drawer, formatDate, StatusTag } from '@srm/design-system';
import { useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { fetchVehicleHistory } from '../api/vehicleAuditApi';
import type { VehicleAuditRow } from '@srm/gateway/api';
import { historyFieldName, historyValue, maskIdCard, vehicleAuditStatusItems } from './vehicleAuditList';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** 变更记录 of a vehicle change request: the request, and the fields its approval changed (GET .../getListByAuditId?auditId=). */
export function VehicleHistoryDrawer({ row, onClose }: { row: VehicleAuditRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchVehicleHistory(row.id), [row.id]);
  const history = useRemote(load);
  const changes = history.data ?? [];
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('vehicleAudit.historyTitle', { pickNo: row.pickNo })} width="large" isLoading={history.isLoading && !history.data}>
      <DetailBody>
        <dl>
          <dt>{t('vehicleAudit.oldPlateNo')}</dt>
          <dd>{row.oldPlateNo}</dd>
          <dt>{t('vehicleAudit.plateNo')}</dt>
          <dd>{row.plateNo}</dd>
          <dt>{t('vehicleAudit.driverName')}</dt>
          <dd>{row.driverName}</dd>
          <dt>{t('vehicleAudit.driverPhone')}</dt>
          <dd>{row.driverPhone}</dd>
          <dt>{t('vehicleAudit.idCard')}</dt>
          <dd>{maskIdCard(row.idCard)}</dd>
          <dt>{t('vehicleAudit.reason')}</dt>
          <dd>{row.reason}</dd>
          <dt>{t('vehicleAudit.status')}</dt>
          <dd>
            <StatusTag value={row.status} items={vehicleAuditStatusItems(t)} />
          </dd>
          <dt>{t('vehicleAudit.opinion')}</dt>
          <dd>{text(row.opinion)}</dd>
        </dl>
        <table aria-label={t('vehicleAudit.history')}>
          <caption>{t('vehicleAudit.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vehicleAudit.fieldName')}</th>
              <th scope="col">{t('vehicleAudit.oldValue')}</th>
              <th scope="col">{t('vehicleAudit.newValue')}</th>
              <th scope="col">{t('vehicleAudit.changedBy')}</th>
              <th scope="col">{t('vehicleAudit.changedTime')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.length === 0 ? (
              <tr>
                <td colSpan={5}>{history.isLoading ? '' : t('vehicleAudit.noHistory')}</td>
              </tr>
            ) : (
              changes.map((change) => (
                <tr key={change.id}>
                  <th scope="row">{historyFieldName(change.fieldName, t)}</th>
                  <td>{historyValue(change.fieldName, change.oldValue)}</td>
                  <td>{historyValue(change.fieldName, change.newValue)}</td>
                  <td>{text(change.createdBy)}</td>
                  <td>{formatDate(change.createdTime, 'datetime') || change.createdTime}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </DetailBody>
    </Drawer>
  );
}
