/** Calls of the demand masters (issue 23, part 3): 小宗物料规则 and prices, 年度预算函, 饲料销量目标 (gateway modules/demand/masters-*.ts). */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { BudgetLetterRow, FeedRawDemand, FeedSaleRow, SmallMaterialPriceRow, SmallMaterialRuleRow } from '@srm/gateway/api';
import { request, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

const API = '/demand/api/v1';

export const MASTERS_URLS = {
  rule: `${API}/dem/small-material-rule`,
  price: `${API}/small-material-price`,
  budget: `${API}/dem/budget-letter`,
  feedTarget: `${API}/dem/feed-target-sale`,
  feedEstimate: `${API}/dem/feed-estimate-sale`,
} as const;

function listOf<T>(base: string) {
  return (params: TableRequestParams): Promise<TableRequestResult<T>> => requestTable<T>({ method: 'GET', url: `${base}/page`, data: toListBody(params) as { page?: number; pageSize?: number } });
}

export const fetchRulePage = listOf<SmallMaterialRuleRow>(MASTERS_URLS.rule);
export const fetchPricePage = listOf<SmallMaterialPriceRow>(MASTERS_URLS.price);
export const fetchBudgetLetterPage = listOf<BudgetLetterRow>(MASTERS_URLS.budget);
export const fetchFeedTargetPage = listOf<FeedSaleRow>(MASTERS_URLS.feedTarget);

/** GET dem/feed-target-sale/raw-demand: the raw materials of one org's month of targets. */
export function fetchRawDemand(orgCode: string, yearMonth: string): Promise<FeedRawDemand> {
  return request<FeedRawDemand>({ method: 'GET', url: `${MASTERS_URLS.feedTarget}/raw-demand`, params: { orgCode, yearMonth } });
}
