/**
 * 年度需求汇总 and the demand indicator (issue 23) under /demand/api/v1: the year summary's list, totals
 * and drill-down, and the indicator (demand, contracted, coverage and gap per material and month).
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { DemandIndicator, DemandIndicatorQuery, YearDemandSummaryDetail, YearDemandSummaryRow, YearDemandSummaryStatis } from '@srm/gateway/api';
import { request, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

const API = '/demand/api/v1';

export const YEAR_SUMMARY_URLS = {
  page: `${API}/dem/year-demand-summary/page`,
  statis: `${API}/dem/year-demand-summary/statis`,
  detail: `${API}/dem/year-demand-summary/query-detail`,
  indicator: `${API}/demand/indicator/generate`,
} as const;

/** GET .../dem/year-demand-summary/page with the list's filters. */
export function fetchYearSummaryPage(params: TableRequestParams): Promise<TableRequestResult<YearDemandSummaryRow>> {
  return requestTable<YearDemandSummaryRow>({ method: 'GET', url: YEAR_SUMMARY_URLS.page, data: toListBody(params) as { page?: number; pageSize?: number } });
}

/** GET .../dem/year-demand-summary/statis with the list's filters: count and totals. */
export function fetchYearSummaryStatis(params: TableRequestParams): Promise<YearDemandSummaryStatis> {
  const { page: _page, pageSize: _size, ...filters } = toListBody(params) as Record<string, unknown>;
  return request<YearDemandSummaryStatis>({ method: 'GET', url: YEAR_SUMMARY_URLS.statis, data: filters });
}

/** GET .../dem/year-demand-summary/query-detail: the source year plans' items of one row. */
export function fetchYearSummaryDetail(row: Pick<YearDemandSummaryRow, 'orgCode' | 'categoryCode' | 'matCode' | 'year'>): Promise<YearDemandSummaryDetail[]> {
  return request<YearDemandSummaryDetail[]>({ method: 'GET', url: YEAR_SUMMARY_URLS.detail, data: { orgCode: row.orgCode, categoryCode: row.categoryCode, matCode: row.matCode, year: row.year } });
}

/** GET .../demand/indicator/generate?orgCode&categoryCode&year (demand:summary). */
export function fetchDemandIndicator(query: DemandIndicatorQuery): Promise<DemandIndicator> {
  return request<DemandIndicator>({ method: 'GET', url: YEAR_SUMMARY_URLS.indicator, data: query });
}
