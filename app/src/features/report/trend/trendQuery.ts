/**
 * 趋势分析 as data (issue 27): the five analyses in tab order, the default filters (the last 90 days, the
 * first two indices), the wfdata body built from the filters (or the first problem), and an answer turned
 * into the Chart's series (values aligned to the answer's dates, decimal strings kept as given) with its
 * title 均价涨跌（元/吨） …. Pure.
 */
import { recentDays, type ChartSeries, type DateRangeString } from '@srm/design-system';
import type { MarketIndex, TrendAnalysis, TrendQuery, TrendResult } from '@srm/gateway/api';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';

/** The tabs, in the order of spec 02 §7's wfdata POSTs. */
export const TREND_TABS: readonly TrendAnalysis[] = ['averagePriceChange', 'changeTrend', 'floatingProfitLoss', 'marketPriceSpread', 'openDataSpread'];
export const DEFAULT_TREND_DAYS = 90;
export const DEFAULT_INDEX_COUNT = 2;

export const analysisName = (analysis: TrendAnalysis, t: AppT) => t(`market.trend.analysis.${analysis}` as AppMessageKey);
export const analysisAbout = (analysis: TrendAnalysis, t: AppT) => t(`market.trend.about.${analysis}` as AppMessageKey);

/** The default range: the last 90 days, today included. */
export function defaultTrendRange(today: string): DateRangeString | null {
  return recentDays(DEFAULT_TREND_DAYS, today);
}

/** The default indices: the first two of the list. */
export function defaultIndexCodes(indices: readonly Pick<MarketIndex, 'indexCode'>[]): string[] {
  return indices.slice(0, DEFAULT_INDEX_COUNT).map((index) => index.indexCode);
}

/** 地区 typed as a list: split at commas (, ，), 、, semicolons or spaces; blanks and repeats dropped. */
export function parsePlaces(text: string): string[] {
  return [...new Set(text.split(/[,，、;；\s]+/).map((place) => place.trim()).filter(Boolean))];
}

export interface TrendFilters {
  range: DateRangeString | null;
  indexCodes: readonly string[];
  places: string;
}

/** The wfdata body of the filters, or the message key of the first problem. */
export function buildTrendQuery(filters: TrendFilters): { query: TrendQuery } | { problem: AppMessageKey } {
  const [start, end] = filters.range ?? [];
  if (!start || !end) return { problem: 'market.trend.needRange' };
  if (filters.indexCodes.length === 0) return { problem: 'market.trend.needIndex' };
  const places = parsePlaces(filters.places);
  return { query: { startDate: start.slice(0, 10), endDate: end.slice(0, 10), indexCodes: [...filters.indexCodes], ...(places.length > 0 ? { places } : {}) } };
}

/** The answer's series as the Chart takes them: one value per date of `dates` (null where a series has none). */
export function toChartSeries(result: Pick<TrendResult, 'dates' | 'series'>): ChartSeries[] {
  return result.series.map((series) => {
    const byDate = new Map(series.points.map((point) => [point.date, point.value]));
    return { key: series.key, name: series.name, values: result.dates.map((date) => byDate.get(date) ?? null) };
  });
}

/** The unit of the chart: the answer's (its first series), else the first chosen index's, else 元 for floating P&L. */
export function trendUnit(analysis: TrendAnalysis, result: Pick<TrendResult, 'series'> | null, indices: readonly MarketIndex[], indexCodes: readonly string[]): string {
  const answered = result?.series.find((series) => series.unit)?.unit;
  if (answered) return answered;
  if (analysis === 'floatingProfitLoss') return '元';
  return indices.find((index) => index.indexCode === indexCodes[0])?.unit ?? '';
}

/** 均价涨跌（元/吨）, or the bare name without a unit. */
export function trendTitle(analysis: TrendAnalysis, unit: string, t: AppT): string {
  const name = analysisName(analysis, t);
  return unit ? t('market.trend.chartTitle', { name, unit }) : name;
}
