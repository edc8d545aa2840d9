/**
 * The calls of 行情指数, 趋势分析, 资源地图 and the dashboard's report cards (issue 27) under
 * /report/api/v1 (gateway api/market-index.ts): the stored values and the upload batches (POST …/page
 * of the list engine), the index list, the import pipeline `market-index` (template, check, runs,
 * errors, commit = uploadInsert: a draft batch), a batch's submit, the five wfdata analyses, the
 * resource work-top and the dashboard summary. The reads of charts and cards are silent: the page shows
 * the gateway's message where the chart would be.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { CategoryTreeNode, DashboardSummary, MarketIndex, MarketIndexBatchRow, MarketIndexValueRow, TrendAnalysis, TrendQuery, TrendResult, WorkTopQuery, WorkTopResult } from '@srm/gateway/api';
import { importCalls, type ImportCalls } from '../../../api/importCalls';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

export const REPORT_API = '/report/api/v1';
export const MARKET_INDEX_API = `${REPORT_API}/market-index`;
/** The shared import pipeline's base of the declaration `market-index`. */
export const MARKET_INDEX_IMPORT_BASE = `${MARKET_INDEX_API}/import`;

export const MARKET_URLS = {
  values: `${MARKET_INDEX_API}/page`,
  batches: `${MARKET_INDEX_API}/batch/page`,
  indices: `${MARKET_INDEX_API}/indices`,
  workTop: `${REPORT_API}/resource/work-top`,
  dashboard: `${REPORT_API}/dashboard/summary`,
} as const;

/** The button codes of 行情指数. */
export const MARKET_BUTTONS = {
  importData: 'report:market-index:import',
  submit: 'report:market-index:submit',
  exportData: 'report:market-index:export',
} as const;

export const wfdataUrl = (analysis: TrendAnalysis) => `${REPORT_API}/wfdata/${analysis}`;
export const batchSubmitUrl = (id: number) => `${MARKET_INDEX_API}/batch/${encodeURIComponent(String(id))}/submit`;

function postTable<T>(url: string, params: TableRequestParams): Promise<TableRequestResult<T>> {
  return requestTable<T>({ method: 'POST', url, data: toListBody(params) as { page?: number; pageSize?: number } });
}

export const fetchMarketValuePage = (params: TableRequestParams) => postTable<MarketIndexValueRow>(MARKET_URLS.values, params);
export const fetchMarketBatchPage = (params: TableRequestParams) => postTable<MarketIndexBatchRow>(MARKET_URLS.batches, params);

/**
 * 导出 (report:market-index:export): POST market-index/export with the list's current filters and sort
 * (no page: the task exports every row) and the file name; answers the created download task.
 */
export function exportMarketValues(params: TableRequestParams, fileName: string): Promise<{ id: number; fileName: string }> {
  const { page: _page, pageSize: _pageSize, ...query } = toListBody(params);
  return request<{ id: number; fileName: string }>({ method: 'POST', url: `${MARKET_INDEX_API}/export`, data: { ...query, fileName } });
}

/** GET market-index/indices: every index, for the selections. */
export function fetchMarketIndices(): Promise<MarketIndex[]> {
  return request<MarketIndex[]>({ method: 'GET', url: MARKET_URLS.indices }, { silent: true });
}

/** POST market-index/batch/{id}/submit {version} (report:market-index:submit): the batch's rows into the stored values. */
export async function submitMarketBatch(row: Pick<MarketIndexBatchRow, 'id' | 'version'>): Promise<{ message: string }> {
  const envelope = await requestEnvelope<unknown>({ method: 'POST', url: batchSubmitUrl(row.id), data: { version: row.version } });
  return { message: envelope.message };
}

/**
 * The ImportDialog's calls on the `market-index` import: the check is uploadCheck (its summary counts the
 * rows already stored in `counts.duplicates`), the commit uploadInsert (a draft batch).
 */
export function marketImportCalls(names: { template: string; errors: string }): ImportCalls {
  return importCalls(MARKET_INDEX_IMPORT_BASE, names, {
    check: `${MARKET_INDEX_API}/uploadCheck`,
    commit: (checkId) => `${MARKET_INDEX_API}/uploadInsert?checkId=${encodeURIComponent(checkId)}`,
  });
}

/** POST wfdata/<analysis> with the query: the dates and the series (decimal strings). */
export function fetchTrend(analysis: TrendAnalysis, query: TrendQuery, signal?: AbortSignal): Promise<TrendResult> {
  return request<TrendResult>({ method: 'POST', url: wfdataUrl(analysis), data: query, signal }, { silent: true });
}

/** POST resource/work-top: purchases by region in the range (and category). */
export function fetchWorkTop(query: WorkTopQuery, signal?: AbortSignal): Promise<WorkTopResult> {
  return request<WorkTopResult>({ method: 'POST', url: MARKET_URLS.workTop, data: query, signal }, { silent: true });
}

/** GET dashboard/summary: this month's contract amount by category and the pick progress. */
export function fetchDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return request<DashboardSummary>({ method: 'GET', url: MARKET_URLS.dashboard, signal }, { silent: true });
}

/** A category to filter by (资源地图's 品类): the caller's categories, flattened from the tree. */
export interface CategoryOption {
  value: string;
  label: string;
}

/** POST /system/category/tree {onlyMine}: the caller's categories, depth first (silent: the filter is optional). */
export async function fetchCategoryOptions(): Promise<CategoryOption[]> {
  const tree = await request<CategoryTreeNode[]>({ method: 'POST', url: '/system/category/tree', data: { onlyMine: true } }, { silent: true });
  const options: CategoryOption[] = [];
  const walk = (nodes: readonly CategoryTreeNode[]) => {
    for (const node of nodes) {
      options.push({ value: node.categoryCode, label: node.categoryName });
      if (node.children) walk(node.children);
    }
  };
  walk(tree);
  return options;
}
