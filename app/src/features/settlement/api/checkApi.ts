/**
 * The calls of 对账管理 (issue 25) under /purchase/api/v1/account-checking-head: the list of the list
 * engine, a check's detail, the accepted shipments left to check, 实时计算 of a draft, save, delete,
 * the status moves (提交, 撤回, 发送供应商, the supplier's 确认对账/驳回, 转业务确认, 结算, 作废, 部分作废),
 * 计算, 推送EBS and the pricing confirmations. Moves resolve with the gateway's message; the call
 * layer shows refusals. A save's 400/409/422 is left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { Supplier } from '@srm/gateway/api';
import { request, requestEnvelope, requestTable, type CallOptions } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import type {
  AccountCheckDetail,
  AccountCheckHeadRow,
  AccountCheckSaveBody,
  AccountCheckSaved,
  CheckableShipment,
  CheckCalculation,
  PricingConfirmationRow,
  PricingConfirmBody,
} from './checkTypes';

const HEAD = '/purchase/api/v1/account-checking-head';

export const CHECK_URLS = {
  page: `${HEAD}/page`,
  pricingPage: `${HEAD}/pricingConPage`,
} as const;

/** A call's answer and the gateway's message (操作成功 …). */
export interface CheckCallResult<T> {
  data: T;
  message: string;
}

async function withMessage<T>(method: 'GET' | 'POST' | 'DELETE', url: string, data: unknown, allowedCodes: readonly number[] = []): Promise<CheckCallResult<T>> {
  const envelope = await requestEnvelope<T>(method === 'POST' ? { method, url, data } : { method, url, params: data }, { allowedCodes });
  return { data: envelope.data, message: envelope.message };
}

/** GET account-checking-head/page with the list's filters. */
export function fetchCheckPage(params: TableRequestParams): Promise<TableRequestResult<AccountCheckHeadRow>> {
  return requestTable<AccountCheckHeadRow>({ method: 'GET', url: CHECK_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET account-checking-head/detail?id=. */
export function fetchCheckDetail(id: number, options: CallOptions = {}): Promise<AccountCheckDetail> {
  return request<AccountCheckDetail>({ method: 'GET', url: `${HEAD}/detail`, data: { id } }, options);
}

/**
 * GET account-checking-head/checkable-shipments: the accepted shipments of a supplier, org and category
 * with what is left to check (`checkId`: an edited check's own lines not counted as taken).
 */
export function fetchCheckableShipments(filter: { supplierSn: string; orgCode: string; categoryCode: string; pickNo?: string; checkId?: number }): Promise<CheckableShipment[]> {
  const { pickNo, checkId, ...rest } = filter;
  return request<CheckableShipment[]>({
    method: 'GET',
    url: `${HEAD}/checkable-shipments`,
    data: { ...rest, ...(pickNo?.trim() ? { pickNo: pickNo.trim() } : {}), ...(checkId ? { checkId: String(checkId) } : {}) },
  });
}

/** POST account-checking-head/realTimeCalculate: the figures of an unsaved draft (nothing written). */
export function calculateDraft(lines: readonly { shippingId: number; quantity: string }[]): Promise<CheckCalculation> {
  return request<CheckCalculation>({ method: 'POST', url: `${HEAD}/realTimeCalculate`, data: { lines } });
}

/** POST account-checking-head/save (reconciliation:add / :edit; new or rejected checks). */
export function saveCheck(body: AccountCheckSaveBody): Promise<CheckCallResult<AccountCheckSaved>> {
  return withMessage<AccountCheckSaved>('POST', `${HEAD}/save`, body, [400, 409, 422]);
}

/** DELETE account-checking-head?ids=… (new checks). */
export function deleteChecks(ids: readonly number[]): Promise<CheckCallResult<unknown>> {
  return withMessage<unknown>('DELETE', HEAD, { ids: [...ids] });
}

/** The moves of a check: those that take its id and version, and 计算 (its id only). */
export type CheckMove = 'submit' | 'revoke' | 'sendSupplier' | 'transformBusConfirm' | 'settlement' | 'invalid' | 'calculate';

/** POST account-checking-head/{move} { id, version }; POST …/calculate { id } (recomputes a saved check's prices and totals). */
export function moveCheck(move: CheckMove, id: number, version: number): Promise<CheckCallResult<unknown>> {
  return withMessage<unknown>('POST', `${HEAD}/${move}`, move === 'calculate' ? { id } : { id, version });
}

/** POST account-checking-head/batchSettlement { ids }: 批量结算 (all or nothing). */
export function batchSettleChecks(ids: readonly number[]): Promise<CheckCallResult<{ settled: number }>> {
  return withMessage<{ settled: number }>('POST', `${HEAD}/batchSettlement`, { ids: [...ids] });
}

/** POST account-checking-head/supplierConfirm: the supplier's 确认对账 or 驳回 (with its reason). */
export function supplierConfirmCheck(body: { id: number; version: number; accept: boolean; opinion?: string }): Promise<CheckCallResult<unknown>> {
  return withMessage<unknown>('POST', `${HEAD}/supplierConfirm`, body, [400, 422]);
}

/** POST account-checking-head/partInvalid { id, version, lineIds }: 部分作废 of the ticked lines. */
export function partInvalidCheck(id: number, version: number, lineIds: readonly number[]): Promise<CheckCallResult<unknown>> {
  return withMessage<unknown>('POST', `${HEAD}/partInvalid`, { id, version, lineIds: [...lineIds] });
}

/** GET account-checking-head/send-to-ebs-sync?id=: 推送EBS (an outbox message). */
export function sendCheckToEbs(id: number): Promise<CheckCallResult<unknown>> {
  return withMessage<unknown>('GET', `${HEAD}/send-to-ebs-sync`, { id });
}

/** The pricing confirmations of the check's contract lines (GET pricingConPage?contractLineId.in=…). */
export async function fetchPricingConfirmations(contractLineIds: readonly number[]): Promise<PricingConfirmationRow[]> {
  if (contractLineIds.length === 0) return [];
  const page = await requestTable<PricingConfirmationRow>({ method: 'GET', url: CHECK_URLS.pricingPage, data: { page: 1, pageSize: 200, 'contractLineId.in': contractLineIds.join(',') } });
  return [...page.data];
}

/** POST account-checking-head/pricingConfirm (reconciliation:pricing). */
export function confirmPricing(body: PricingConfirmBody): Promise<CheckCallResult<unknown>> {
  return withMessage<unknown>('POST', `${HEAD}/pricingConfirm`, body, [400, 409, 422]);
}

/** DELETE account-checking-head/pricingDelete?ids=… (not used by a check line). */
export function deletePricing(ids: readonly number[]): Promise<CheckCallResult<unknown>> {
  return withMessage<unknown>('DELETE', `${HEAD}/pricingDelete`, { ids: [...ids] });
}

/** POST /supplier/info/getListByName {name}: the suppliers whose name contains the term (at most 50). */
export function searchCheckSuppliers(name: string, signal?: AbortSignal): Promise<Supplier[]> {
  const term = name.trim();
  return request<Supplier[]>({ url: '/supplier/info/getListByName', data: term ? { name: term } : {}, signal }, { silent: true });
}
