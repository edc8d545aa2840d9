/**
 * Pure rules of the chart (issue 27): reading the given values as numbers, the per-series summary read
 * out with the drawing (min, max, latest), and the data table's cells. Values stay as given for display;
 * only the drawing and the comparisons use numbers.
 */
import type { ChartSeries } from './chartTypes';

export type ChartValue = string | number | null;

/** The value as a number for the drawing; null (a gap) for null, '' and anything that is not a finite number. */
export function chartNumber(value: ChartValue | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The text of a data table cell: the value exactly as given, '—' where there is none. */
export function tableCell(value: ChartValue | undefined): string {
  if (value === null || value === undefined) return '—';
  const text = String(value);
  return text.trim() === '' ? '—' : text;
}

/** One extreme or the latest value of a series: the value as given and its category. */
export interface ChartPoint {
  category: string;
  value: string;
}

export interface SeriesSummary {
  key: string;
  name: string;
  /** Null when the series has no value at all. */
  min: ChartPoint | null;
  max: ChartPoint | null;
  /** The value of the last category that has one. */
  latest: ChartPoint | null;
}

/**
 * Per series: the lowest and the highest value (the first category holding it on a tie) and the latest
 * one (the last category with a value), each with its category and the value as given.
 */
export function summarizeSeries(categories: readonly string[], series: readonly ChartSeries[]): SeriesSummary[] {
  return series.map((one) => {
    let minIndex: number | null = null;
    let maxIndex: number | null = null;
    let latestIndex: number | null = null;
    let minNumber = Infinity;
    let maxNumber = -Infinity;
    for (let index = 0; index < categories.length; index += 1) {
      const number = chartNumber(one.values[index]);
      if (number === null) continue;
      if (number < minNumber) [minIndex, minNumber] = [index, number];
      if (number > maxNumber) [maxIndex, maxNumber] = [index, number];
      latestIndex = index;
    }
    const point = (index: number | null): ChartPoint | null =>
      index === null ? null : { category: categories[index] ?? '', value: tableCell(one.values[index]) };
    return { key: one.key, name: one.name, min: point(minIndex), max: point(maxIndex), latest: point(latestIndex) };
  });
}

/** Whether there is anything to draw: at least one category and one numeric value. */
export function hasChartData(categories: readonly string[], series: readonly ChartSeries[]): boolean {
  return categories.length > 0 && series.some((one) => categories.some((_, index) => chartNumber(one.values[index]) !== null));
}

/** The texts the summary is made of (from the design-system catalogue, so it follows the locale). */
export interface SummaryTexts {
  /** `{name}：最低 {min}（{minCategory}），最高 {max}（{maxCategory}），最新 {latest}（{latestCategory}）` */
  series: (values: Record<string, string>) => string;
  /** `{name}：暂无数据` */
  seriesEmpty: (values: Record<string, string>) => string;
  /** The text when the chart has no data at all: 暂无数据. */
  empty: string;
  /** Joins the sentences: '；' in zh-CN, '; ' in en. */
  separator: string;
  /** Ends the label: '。' in zh-CN, '.' in en. */
  end: string;
}

/**
 * The drawing's accessible name: the title, the description when given, then one sentence per series
 * (min, max, latest, each with its category; the unit after each value when given), e.g.
 * `玉米价格（元/吨）。大连港：最低 2310 元/吨（2026-09-01），最高 2480 元/吨（2026-10-12），最新 2450 元/吨（2026-11-27）。`
 */
export function chartAriaLabel(
  input: { title: string; description?: string; unit?: string; categories: readonly string[]; series: readonly ChartSeries[] },
  texts: SummaryTexts,
): string {
  const withUnit = (value: string) => (input.unit ? `${value} ${input.unit}` : value);
  const parts = [input.title.trim(), input.description?.trim()].filter((part): part is string => Boolean(part));
  if (!hasChartData(input.categories, input.series)) {
    parts.push(texts.empty);
  } else {
    const sentences = summarizeSeries(input.categories, input.series).map((summary) =>
      summary.min && summary.max && summary.latest
        ? texts.series({
            name: summary.name,
            min: withUnit(summary.min.value),
            minCategory: summary.min.category,
            max: withUnit(summary.max.value),
            maxCategory: summary.max.category,
            latest: withUnit(summary.latest.value),
            latestCategory: summary.latest.category,
          })
        : texts.seriesEmpty({ name: summary.name }),
    );
    parts.push(sentences.join(texts.separator));
  }
  return parts.map((part) => (/[。.！!？?]$/.test(part) ? part : part + texts.end)).join(texts.end === '.' ? ' ' : '');
}
