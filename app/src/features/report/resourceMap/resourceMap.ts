/**
 * 资源地图 as data (issue 27): the default range (this year up to today), the work-top body built from the
 * filters (or the first problem), and the answer as the region chart's categories and series (quantity,
 * decimal strings as given; the gateway sorts the regions by quantity, largest first). Pure.
 */
import type { ChartSeries, DateRangeString } from '@srm/design-system';
import type { WorkTopQuery, WorkTopResult } from '@srm/gateway/api';
import type { AppMessageKey } from '../../../i18n/messages';

/** This year: 1 January up to `today` ('YYYY-MM-DD'). */
export function defaultYearRange(today: string): DateRangeString {
  return [`${today.slice(0, 4)}-01-01`, today.slice(0, 10)];
}

/** The work-top body, or the message key of the first problem. */
export function buildWorkTopQuery(range: DateRangeString | null, categoryCode: string | null): { query: WorkTopQuery } | { problem: AppMessageKey } {
  const [start, end] = range ?? [];
  if (!start || !end) return { problem: 'market.trend.needRange' };
  return { query: { startDate: start.slice(0, 10), endDate: end.slice(0, 10), ...(categoryCode ? { categoryCode } : {}) } };
}

/** The regions down the side and one quantity series (named `quantityName`, 采购量（吨）). */
export function regionChart(result: Pick<WorkTopResult, 'regions'> | null, quantityName: string): { categories: string[]; series: ChartSeries[] } {
  const regions = result?.regions ?? [];
  return {
    categories: regions.map((region) => region.regionName || region.regionCode),
    series: regions.length > 0 ? [{ key: 'quantity', name: quantityName, values: regions.map((region) => region.quantity) }] : [],
  };
}
