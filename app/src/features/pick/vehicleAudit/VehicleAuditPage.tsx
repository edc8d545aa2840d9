import { ListPage, type BatchActionItem, type ProTableHandle, type ProTableSelectionInfo, type RowAction } from '@srm/design-system';
import { useId, useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import type { VehicleAuditRow } from '@srm/gateway/api';
import { fetchVehicleAuditPage } from '../api/vehicleAuditApi';
import { selectedIds } from '../shipping/shippingList';
import { AuditDialog } from './AuditDialog';
import { VehicleHistoryDrawer } from './VehicleHistoryDrawer';
import { VEHICLE_AUDIT_BUTTONS, VEHICLE_AUDIT_TABLE_ID, vehicleAuditColumns, vehicleAuditSearchFields } from './vehicleAuditList';

/**
 * 车辆变更审核 (execution/vehicle-audit; issue 24): the vehicle change requests of pick-up orders with
 * their status tags (ID card numbers masked); the ticked ones are approved (审核通过, which applies the
 * change) or rejected (驳回, with 审核意见) in a batch by holders of vehicle:audit:approve; 变更记录 opens
 * the drawer of what an approval changed. The list reloads after an audit.
 */
export function VehicleAuditPage() {
  const t = useAppT();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const canAudit = hasRole(VEHICLE_AUDIT_BUTTONS.approve);
  const [audit, setAudit] = useState<{ ids: number[]; approved: boolean } | null>(null);
  const [shown, setShown] = useState<VehicleAuditRow | null>(null);
  const columns = useMemo(() => vehicleAuditColumns(t), [t]);
  const fields = useMemo(() => vehicleAuditSearchFields(t), [t]);

  const actions = useMemo((): RowAction<VehicleAuditRow>[] => [{ key: 'history', label: t('vehicleAudit.history'), onAction: (row: VehicleAuditRow) => setShown(row) }], [t]);

  const open = (approved: boolean) => ({ payload }: ProTableSelectionInfo) => {
    const ids = selectedIds(payload);
    if (ids.length > 0) setAudit({ ids, approved });
  };
  const batchActions: BatchActionItem<ProTableSelectionInfo>[] = [
    { key: 'approve', label: t('vehicleAudit.approve'), onAction: open(true) },
    { key: 'reject', label: t('vehicleAudit.reject'), isDanger: true, onAction: open(false) },
  ];

  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('vehicleAudit.title')}</h1>
        <ListPage<VehicleAuditRow>
          ref={tableRef}
          title={t('vehicleAudit.title')}
          columns={columns}
          rowKey="id"
          request={fetchVehicleAuditPage}
          search={{ fields }}
          batchActions={canAudit ? batchActions : undefined}
          table={{ tableId: VEHICLE_AUDIT_TABLE_ID, defaultPageSize: 20, showIndex: true, selectionMode: canAudit ? 'checkbox' : undefined, allowSelectWholeResult: false, actions, actionWidth: 100 }}
        />
      </ListPageSection>
      {audit ? (
        <AuditDialog
          ids={audit.ids}
          approved={audit.approved}
          onClose={() => setAudit(null)}
          onSaved={() => {
            setAudit(null);
            tableRef.current?.reload();
          }}
        />
      ) : null}
      {shown ? <VehicleHistoryDrawer row={shown} onClose={() => setShown(null)} /> : null}
    </WithSideMenu>
  );
}
