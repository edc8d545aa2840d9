/**
 * 发运管理 (issue 24) under /purchase/api/v1/purchase: the shipments' list of the list engine, a
 * shipment's detail with its quality results, save, delete, acceptance of chosen shipments, the import's
 * base, and what the dialog looks up (the lines and vehicles of a pick, the material's quality indices).
 * A save's refusal (400, 409, 422) is left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { LimsQualityIndicator, PickAcceptResult, PickVehicleRow, ShippingDetail, ShippingDoneResult, ShippingDoneValidation, ShippingRow, ShippingSaveBody, ShippingSaved } from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

/** What the shipping dialog reads of a row of view-pick-list/page (one pick line with its head). */
export interface PickLineChoice {
  id: number;
  pickId: number;
  pickNo: string;
  status: string;
  lineNo: number;
  matCode: string;
  matName: string;
  plannedQuantity: string;
  shippedQuantity: string;
}

/** What the shipping dialog reads of a row of pick-vehicle/page (a pick's vehicle). */
export type PickVehicleChoice = Pick<PickVehicleRow, 'id' | 'pickId' | 'plateNo' | 'driverName'>;

export const PURCHASE_API = '/purchase/api/v1/purchase';

export const SHIPPING_URLS = {
  page: `${PURCHASE_API}/pick-shipping/page`,
  import: `${PURCHASE_API}/pick-shipping/import`,
} as const;

/** A write's answer with the gateway's message (删除成功 …). */
export interface PickCallResult<T> {
  data: T;
  message: string;
}

export async function withMessage<T>(method: 'POST' | 'DELETE' | 'GET', url: string, payload: { data?: unknown; params?: unknown }, allowedCodes: readonly number[] = []): Promise<PickCallResult<T>> {
  const envelope = await requestEnvelope<T>({ method, url, ...payload }, { allowedCodes });
  return { data: envelope.data, message: envelope.message };
}

/** GET .../pick-shipping/page with the list's filters. */
export function fetchShippingPage(params: TableRequestParams): Promise<TableRequestResult<ShippingRow>> {
  return requestTable<ShippingRow>({ method: 'GET', url: SHIPPING_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET .../pick-shipping/detail?id=: the shipment and its quality results. */
export function fetchShippingDetail(id: number): Promise<ShippingDetail> {
  return request<ShippingDetail>({ method: 'GET', url: `${PURCHASE_API}/pick-shipping/detail`, data: { id } });
}

/** POST .../pick-shipping/save (shipping:add / shipping:edit). */
export function saveShipping(body: ShippingSaveBody): Promise<PickCallResult<ShippingSaved>> {
  return withMessage<ShippingSaved>('POST', `${PURCHASE_API}/pick-shipping/save`, { data: body }, [400, 409, 422]);
}

/** DELETE .../pick-shipping?ids=1&ids=2 (shipping:delete; not accepted ones). */
export function deleteShippings(ids: readonly number[]): Promise<PickCallResult<{ deleted: number }>> {
  return withMessage<{ deleted: number }>('DELETE', `${PURCHASE_API}/pick-shipping`, { params: { ids: [...ids] } });
}

/** POST .../pick-head/pickAcceptOrdersByShippingIds (pick:receive): accepts the weighed, unaccepted shipments. */
export function acceptShippings(shippingIds: readonly number[]): Promise<PickCallResult<PickAcceptResult>> {
  return withMessage<PickAcceptResult>('POST', `${PURCHASE_API}/pick-head/pickAcceptOrdersByShippingIds`, { data: { shippingIds: [...shippingIds] } });
}

/** GET .../pick-head/materialShappingDone/valid?id= (shipping:finish): whether the pick's shipping may be finished, and why not. */
export function validateShippingDone(pickId: number): Promise<ShippingDoneValidation> {
  return request<ShippingDoneValidation>({ method: 'GET', url: `${PURCHASE_API}/pick-head/materialShappingDone/valid`, data: { id: pickId } });
}

/** GET .../pick-head/materialShappingDone?id= (shipping:finish): the pick's shipping is done, its open lines too. */
export function finishShipping(pickId: number): Promise<PickCallResult<ShippingDoneResult>> {
  return withMessage<ShippingDoneResult>('GET', `${PURCHASE_API}/pick-head/materialShappingDone`, { params: { id: pickId } });
}

/** GET .../pick-head/materialShappingDone/cancel?id= (shipping:finish): back to shipping. */
export function cancelShippingDone(pickId: number): Promise<PickCallResult<ShippingDoneResult>> {
  return withMessage<ShippingDoneResult>('GET', `${PURCHASE_API}/pick-head/materialShappingDone/cancel`, { params: { id: pickId } });
}

/** The lines of the pick numbered `pickNo` (GET .../view-pick-list/page?pickNo.equals=), for the dialog. */
export async function fetchPickLines(pickNo: string): Promise<readonly PickLineChoice[]> {
  const page = await requestTable<PickLineChoice>({ method: 'GET', url: `${PURCHASE_API}/view-pick-list/page`, data: { page: 1, pageSize: 100, 'pickNo.equals': pickNo } });
  return page.data;
}

/** The vehicles of a pick (GET .../pick-vehicle/page?pickId.equals=). */
export async function fetchPickVehicles(pickId: number): Promise<readonly PickVehicleChoice[]> {
  const page = await requestTable<PickVehicleChoice>({ method: 'GET', url: `${PURCHASE_API}/pick-vehicle/page`, data: { page: 1, pageSize: 100, 'pickId.equals': pickId } });
  return page.data;
}

/** Every quality index with the material's own standard where it has one (GET /system/lims/qualityIndicator?matCode=). */
export function fetchQualityIndicators(matCode: string): Promise<LimsQualityIndicator[]> {
  return request<LimsQualityIndicator[]>({ method: 'GET', url: '/system/lims/qualityIndicator', data: { matCode } });
}
