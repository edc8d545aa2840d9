/**
 * The calls of the 提货单 screens (issue 24) under /purchase/api/v1/purchase: the pick-head list of the
 * list engine, a pick's detail, the editor's contracts and lines, save, delete, the status moves
 * (send, withdraw, the supplier's confirm or refusal, close and force close), acceptance of the whole
 * order, the LMS/EBS syncs, the pick's shipments, a vehicle change and the print templates. Moves
 * resolve with the gateway's message; the call layer shows refusals. A save's 400/409/422 is left to
 * the editor dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { PageData, PrintTemplate } from '@srm/gateway/api';
import { request, requestBlob, requestEnvelope, requestTable, type CallOptions } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import type {
  PickableContract,
  PickAcceptResult,
  PickCloseValidation,
  PickContractLines,
  PickDetail,
  PickHeadRow,
  PickSaveBody,
  PickSaved,
  PickShipmentRow,
  VehicleChangeBody,
} from './pickTypes';

const API = '/purchase/api/v1/purchase';
const HEAD = `${API}/pick-head`;

export const PICK_URLS = {
  page: `${HEAD}/page`,
  shipments: `${API}/pick-shipping/page`,
} as const;

/** A call's answer and the gateway's message (操作成功 …). */
export interface PickCallResult<T> {
  data: T;
  message: string;
}

async function withMessage<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data: unknown, allowedCodes: readonly number[] = []): Promise<PickCallResult<T>> {
  const envelope = await requestEnvelope<T>(method === 'DELETE' ? { method, url, params: data } : { method, url, data }, { allowedCodes });
  return { data: envelope.data, message: envelope.message };
}

/** GET pick-head/page with the list's filters. */
export function fetchPickPage(params: TableRequestParams): Promise<TableRequestResult<PickHeadRow>> {
  return requestTable<PickHeadRow>({ method: 'GET', url: PICK_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET pick-head/detail?id=: head, lines, costs and vehicles. */
export function fetchPickDetail(id: number, options: CallOptions = {}): Promise<PickDetail> {
  return request<PickDetail>({ method: 'GET', url: `${HEAD}/detail`, data: { id } }, options);
}

/** GET pick-head/pickable-contracts?keyword=: the contracts in force the caller may pick from. */
export function fetchPickableContracts(keyword = ''): Promise<PickableContract[]> {
  return request<PickableContract[]>({ method: 'GET', url: `${HEAD}/pickable-contracts`, data: { keyword } });
}

/** GET pick-head/contract-lines?contractId=: the contract's lines with their 可提货数量. */
export function fetchPickContractLines(contractId: number): Promise<PickContractLines> {
  return request<PickContractLines>({ method: 'GET', url: `${HEAD}/contract-lines`, data: { contractId } });
}

/** POST pick-head/save (pick:add / pick:edit). */
export function savePick(body: PickSaveBody): Promise<PickCallResult<PickSaved>> {
  return withMessage<PickSaved>('POST', `${HEAD}/save`, body, [400, 409, 422]);
}

/** DELETE pick-head?ids=… (pick:delete; new or refused picks without shipments). */
export function deletePicks(ids: readonly number[]): Promise<PickCallResult<unknown>> {
  return withMessage<unknown>('DELETE', HEAD, { ids: [...ids] });
}

/** PUT pick-head/updatePickStatus: 发送供应商 (new or refused → waitConfirm). */
export function sendPickToSupplier(id: number, version: number): Promise<PickCallResult<unknown>> {
  return withMessage<unknown>('PUT', `${HEAD}/updatePickStatus`, { id, version, status: 'waitConfirm' });
}

/** POST pick-head/withdrawOrder: 撤回 (waitConfirm → new). */
export function withdrawPick(id: number, version: number): Promise<PickCallResult<unknown>> {
  return withMessage<unknown>('POST', `${HEAD}/withdrawOrder`, { id, version });
}

/** POST pick-head/supplierConfirm: the supplier's 接单 (accept) or 拒单 (with its reason). */
export function confirmPick(body: { id: number; version: number; accept: boolean; opinion?: string }): Promise<PickCallResult<unknown>> {
  return withMessage<unknown>('POST', `${HEAD}/supplierConfirm`, body);
}

/** GET pick-head/closePick/valid?id=: whether it closes, what stands in the way and what would be released. */
export function fetchPickCloseValidation(id: number): Promise<PickCloseValidation> {
  return request<PickCloseValidation>({ method: 'GET', url: `${HEAD}/closePick/valid`, data: { id } });
}

/** GET pick-head/closePick?id=&reason= (pick:close). */
export function closePick(id: number, reason: string): Promise<PickCallResult<unknown>> {
  return withMessage<unknown>('GET', `${HEAD}/closePick`, { id, reason });
}

/** GET pick-head/forceClosePick?id=&reason= (pick:close). */
export function forceClosePick(id: number, reason: string): Promise<PickCallResult<unknown>> {
  return withMessage<unknown>('GET', `${HEAD}/forceClosePick`, { id, reason });
}

/** GET pick-head/pickAcceptOrder?id=: 收货验收 of every weighed, unaccepted shipment (pick:receive). */
export function acceptPickOrder(id: number): Promise<PickCallResult<PickAcceptResult>> {
  return withMessage<PickAcceptResult>('GET', `${HEAD}/pickAcceptOrder`, { id });
}

/** GET pick-head/pick/manual-sync-lms?id=. */
export function syncPickLms(id: number): Promise<PickCallResult<unknown>> {
  return withMessage<unknown>('GET', `${HEAD}/pick/manual-sync-lms`, { id });
}

/** GET pick-head/pick/sync-ebs-order?id=. */
export function syncPickEbs(id: number): Promise<PickCallResult<unknown>> {
  return withMessage<unknown>('GET', `${HEAD}/pick/sync-ebs-order`, { id });
}

/** The pick's shipments: GET pick-shipping/page?pickId.equals=… (up to 200). */
export async function fetchPickShipments(pickId: number, options: CallOptions = {}): Promise<readonly PickShipmentRow[]> {
  const page = await requestTable<PickShipmentRow>({ method: 'GET', url: PICK_URLS.shipments, data: { page: 1, pageSize: 200, 'pickId.equals': pickId } }, options);
  return page.data;
}

/** POST pick-vehicle-update-audit/add: 车辆变更 asked for one vehicle (pick:vehicle-change). */
export function requestVehicleChange(body: VehicleChangeBody): Promise<PickCallResult<unknown>> {
  return withMessage<unknown>('POST', `${API}/pick-vehicle-update-audit/add`, body, [400, 409, 422]);
}

/** The enabled 提货单 print templates (GET /system/print/templates, type pick). */
export async function fetchPickPrintTemplates(): Promise<PrintTemplate[]> {
  const page = await request<PageData<PrintTemplate>>({ method: 'GET', url: '/system/print/templates', params: { type: 'pick', pageSize: 50 } });
  return page.result;
}

/** The PDF of a pick filled into a print template (POST /system/print/pdf). */
export async function fetchPickPdf(id: number, templateId: number): Promise<Blob> {
  const file = await requestBlob({ method: 'POST', url: '/system/print/pdf', data: { bizId: id, templateId, templateType: 'print', previewOrDownLoad: 'preview' } });
  return file.blob;
}
