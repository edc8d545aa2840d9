/**
 * 年度需求计划 (issue 23) under /demand/api/v1/dem/year-demand: the list of the list engine, a plan's
 * detail, save, check (to OA), delete, the items generated for org + category + year, and the items
 * import's base. A save's refusal (400, 409, 422) is left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { YearDemandDetail, YearDemandGenerateBody, YearDemandGenerated, YearDemandRow, YearDemandSaveBody, YearDemandSaved, YearIncreaseRate } from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

const API = '/demand/api/v1/dem';

export const YEAR_DEMAND_URLS = {
  page: `${API}/year-demand/page`,
  itemImport: `${API}/year-demand-item/import`,
} as const;

export interface YearDemandCallResult<T> {
  data: T;
  message: string;
}

async function withMessage<T>(url: string, data: unknown, allowedCodes: readonly number[] = [], method: 'POST' | 'DELETE' = 'POST'): Promise<YearDemandCallResult<T>> {
  const envelope = await requestEnvelope<T>({ method, url, data }, { allowedCodes });
  return { data: envelope.data, message: envelope.message };
}

/** GET .../year-demand/page with the list's filters. */
export function fetchYearDemandPage(params: TableRequestParams): Promise<TableRequestResult<YearDemandRow>> {
  return requestTable<YearDemandRow>({ method: 'GET', url: YEAR_DEMAND_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET .../year-demand/detail?id=: the plan with its items. */
export function fetchYearDemandDetail(id: number): Promise<YearDemandDetail> {
  return request<YearDemandDetail>({ method: 'GET', url: `${API}/year-demand/detail`, data: { id } });
}

/** GET .../year-demand/year-increase-rate?id=: per material, this year's total against last year's. */
export function fetchYearIncreaseRates(id: number): Promise<YearIncreaseRate[]> {
  return request<YearIncreaseRate[]>({ method: 'GET', url: `${API}/year-demand/year-increase-rate`, data: { id } });
}

/** POST .../year-demand/save (demand:year:add / :edit). */
export function saveYearDemand(body: YearDemandSaveBody): Promise<YearDemandCallResult<YearDemandSaved>> {
  return withMessage<YearDemandSaved>(`${API}/year-demand/save`, body, [400, 409, 422]);
}

/** POST .../year-demand/check {id, version} (demand:year:check): 已提交OA审批. */
export function checkYearDemand(id: number, version: number): Promise<YearDemandCallResult<YearDemandSaved>> {
  return withMessage<YearDemandSaved>(`${API}/year-demand/check`, { id, version });
}

/** DELETE .../year-demand/deleteByIds (demand:year:delete): 删除成功. */
export function deleteYearDemands(ids: readonly number[]): Promise<YearDemandCallResult<{ deleted: number }>> {
  return withMessage<{ deleted: number }>(`${API}/year-demand/deleteByIds`, { ids }, [], 'DELETE');
}

/** POST .../year-demand-item/generate/item: the items a new plan starts from. */
export function generateYearItems(body: YearDemandGenerateBody): Promise<YearDemandGenerated> {
  return request<YearDemandGenerated>({ url: `${API}/year-demand-item/generate/item`, data: body });
}
