/**
 * 车辆变更审核 (issue 24) under /purchase/api/v1/purchase: the vehicle change requests
 * (pick-vehicle-update-audit/getPageList, a POST list body), 审核通过 / 驳回 in a batch, and the
 * history of one request's applied changes.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { VehicleAuditBatchBody, VehicleAuditBatchResult, VehicleAuditRow, VehicleHistoryRow } from '@srm/gateway/api';
import { request, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { PURCHASE_API, withMessage, type PickCallResult } from './shippingApi';

export const VEHICLE_AUDIT_URLS = {
  page: `${PURCHASE_API}/pick-vehicle-update-audit/getPageList`,
} as const;

/** POST .../pick-vehicle-update-audit/getPageList with the list's filters. */
export function fetchVehicleAuditPage(params: TableRequestParams): Promise<TableRequestResult<VehicleAuditRow>> {
  return requestTable<VehicleAuditRow>({ method: 'POST', url: VEHICLE_AUDIT_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** POST .../pick-vehicle-update-audit/auditBatch (vehicle:audit:approve). */
export function auditVehicleChanges(body: VehicleAuditBatchBody): Promise<PickCallResult<VehicleAuditBatchResult>> {
  return withMessage<VehicleAuditBatchResult>('POST', `${PURCHASE_API}/pick-vehicle-update-audit/auditBatch`, { data: body }, [400, 409, 422]);
}

/** GET .../pick-vehicle-update-history/getListByAuditId?auditId=: the fields an approval changed. */
export function fetchVehicleHistory(auditId: number): Promise<VehicleHistoryRow[]> {
  return request<VehicleHistoryRow[]>({ method: 'GET', url: `${PURCHASE_API}/pick-vehicle-update-history/getListByAuditId`, data: { auditId } });
}
