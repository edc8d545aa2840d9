/**
 * 调拨分配 (issue 24) under /purchase/api/v1/purchase: the pick lines with what is left to allocate
 * (view-pick-allocation-list), the allocations (pick-allocation), 分配 of a line, 提交分配 and 取消分配,
 * and the stores of a target org. A refused allocation (400, 409, 422) is left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { AllocationCreateBody, AllocationSaved, PickAllocationLineRow, PickAllocationRow, SubInventory } from '@srm/gateway/api';
import { request, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { PURCHASE_API, withMessage, type PickCallResult } from './shippingApi';

export const ALLOCATION_URLS = {
  lines: `${PURCHASE_API}/view-pick-allocation-list/page`,
  allocations: `${PURCHASE_API}/pick-allocation/page`,
} as const;

/** GET .../view-pick-allocation-list/page with the list's filters. */
export function fetchAllocationLinePage(params: TableRequestParams): Promise<TableRequestResult<PickAllocationLineRow>> {
  return requestTable<PickAllocationLineRow>({ method: 'GET', url: ALLOCATION_URLS.lines, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET .../pick-allocation/page with the list's filters. */
export function fetchAllocationPage(params: TableRequestParams): Promise<TableRequestResult<PickAllocationRow>> {
  return requestTable<PickAllocationRow>({ method: 'GET', url: ALLOCATION_URLS.allocations, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** POST .../pick-head/submitMaterialAllocation: one allocation of a line (≤ its available quantity). */
export function allocateMaterial(body: AllocationCreateBody): Promise<PickCallResult<AllocationSaved>> {
  return withMessage<AllocationSaved>('POST', `${PURCHASE_API}/pick-head/submitMaterialAllocation`, { data: body }, [400, 409, 422]);
}

/** POST .../pick-head/submitAllocationList {ids} (allocation:submit): new → submitted, one EBS message each. */
export function submitAllocations(ids: readonly number[]): Promise<PickCallResult<AllocationSaved>> {
  return withMessage<AllocationSaved>('POST', `${PURCHASE_API}/pick-head/submitAllocationList`, { data: { ids: [...ids] } });
}

/** DELETE .../pick-allocation?ids= (allocation:cancel; new ones only). */
export function cancelAllocations(ids: readonly number[]): Promise<PickCallResult<{ deleted: number }>> {
  return withMessage<{ deleted: number }>('DELETE', `${PURCHASE_API}/pick-allocation`, { params: { ids: [...ids] } });
}

/** The valid stores of an org (GET /system/sub-inventory/listSubInventory?orgCode=). */
export function fetchSubInventories(orgCode: string): Promise<SubInventory[]> {
  return request<SubInventory[]>({ method: 'GET', url: '/system/sub-inventory/listSubInventory', data: { orgCode } });
}
