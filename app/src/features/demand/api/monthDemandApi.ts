/**
 * The month demand plan and its summary (issue 23) under /demand/api/v1: the lists of the list engine,
 * a plan's detail and save, copy, check (to OA), delete, the items generated for org + category + month,
 * and the summary's totals and drill-down. A save's refusal (400, 409, 422) is left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type {
  MonthDemandDetail,
  MonthDemandGenerateBody,
  MonthDemandGenerated,
  MonthDemandRow,
  MonthDemandSaveBody,
  MonthDemandSaved,
  MonthDemandSummaryDetail,
  MonthDemandSummaryRow,
  MonthDemandSummaryStatis,
} from '@srm/gateway/api';
import { exportTask, request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

const API = '/demand/api/v1';

export const MONTH_DEMAND_URLS = {
  page: `${API}/month-demand/page`,
  items: `${API}/month-demand-item/page`,
  itemImport: `${API}/month-demand-item/import`,
  summary: `${API}/dem/month-demand-summary/page`,
} as const;

function listOf<T>(url: string) {
  return (params: TableRequestParams): Promise<TableRequestResult<T>> => requestTable<T>({ method: 'GET', url, data: toListBody(params) as { page?: number; pageSize?: number } });
}

export const fetchMonthDemandPage = listOf<MonthDemandRow>(MONTH_DEMAND_URLS.page);
export const fetchMonthSummaryPage = listOf<MonthDemandSummaryRow>(MONTH_DEMAND_URLS.summary);

export interface MonthDemandCallResult<T> {
  data: T;
  message: string;
}

async function withMessage<T>(url: string, data: unknown, allowedCodes: readonly number[] = []): Promise<MonthDemandCallResult<T>> {
  const envelope = await requestEnvelope<T>({ url, data }, { allowedCodes });
  return { data: envelope.data, message: envelope.message };
}

/** GET .../month-demand/detail?id=: the plan with its items. */
export function fetchMonthDemandDetail(id: number): Promise<MonthDemandDetail> {
  return request<MonthDemandDetail>({ method: 'GET', url: `${API}/month-demand/detail`, data: { id } });
}

/** POST .../month-demand/save (demand:month:add / :edit). */
export function saveMonthDemand(body: MonthDemandSaveBody): Promise<MonthDemandCallResult<MonthDemandSaved>> {
  return withMessage<MonthDemandSaved>(`${API}/month-demand/save`, body, [400, 409, 422]);
}

/** POST .../month-demand/copy {id, yearMonth} (demand:month:copy): 复制成功. */
export function copyMonthDemand(id: number, yearMonth: string): Promise<MonthDemandCallResult<MonthDemandSaved>> {
  return withMessage<MonthDemandSaved>(`${API}/month-demand/copy`, { id, yearMonth });
}

/** POST .../month-demand/check {id, version} (demand:month:check): 已提交OA审批. */
export function checkMonthDemand(id: number, version: number): Promise<MonthDemandCallResult<MonthDemandSaved>> {
  return withMessage<MonthDemandSaved>(`${API}/month-demand/check`, { id, version });
}

/** DELETE .../month-demand/delete?ids= (demand:month:delete): 删除成功. */
export function deleteMonthDemands(ids: readonly number[]): Promise<MonthDemandCallResult<{ deleted: number }>> {
  return requestEnvelope<{ deleted: number }>({ method: 'DELETE', url: `${API}/month-demand/delete`, data: { ids } }).then((envelope) => ({ data: envelope.data, message: envelope.message }));
}

/** POST .../month-demand-item/generate/item: the items of org + category + month. */
export function generateMonthItems(body: MonthDemandGenerateBody): Promise<MonthDemandGenerated> {
  return request<MonthDemandGenerated>({ url: `${API}/month-demand-item/generate/item`, data: body });
}

/** GET .../dem/month-demand-summary/statis with the list's filters: count and totals. */
export function fetchMonthSummaryStatis(params: TableRequestParams): Promise<MonthDemandSummaryStatis> {
  const { page: _page, pageSize: _size, ...filters } = toListBody(params) as Record<string, unknown>;
  return request<MonthDemandSummaryStatis>({ method: 'GET', url: `${API}/dem/month-demand-summary/statis`, data: filters });
}

/** GET .../dem/month-demand-summary/query-detail: the source plans' items of one summary row. */
export function fetchMonthSummaryDetail(row: Pick<MonthDemandSummaryRow, 'orgCode' | 'categoryCode' | 'matCode' | 'yearMonth'>): Promise<MonthDemandSummaryDetail[]> {
  return request<MonthDemandSummaryDetail[]>({ method: 'GET', url: `${API}/dem/month-demand-summary/query-detail`, data: { orgCode: row.orgCode, categoryCode: row.categoryCode, matCode: row.matCode, yearMonth: row.yearMonth } });
}

/** 导出 of the plans' items (demand:month:export): the month-demand-item list replayed as a download task. */
export function exportMonthItems(params: TableRequestParams, fileName: string): Promise<{ id: number; fileName: string }> {
  return exportTask({ method: 'GET', url: MONTH_DEMAND_URLS.items, params: toListBody(params) }, { fileName });
}
