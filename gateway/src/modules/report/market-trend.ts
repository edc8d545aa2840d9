/**
 * The five trend analyses (wfdata, issue 27; spec 02 §7 "Trend analysis") as pure, exact computations
 * over stored index values: the routes read the rows (numeric(18, 4) as decimal texts) and the open
 * contract positions, these functions answer the TrendResult. Every figure is an exact decimal (bigint
 * units), rounded once, half away from zero, to 2 places; nothing passes through a float.
 *
 * - averagePriceChange: per index, its average over the places that day (`<code>:avg`) and the change of
 *   that average against the previous date with data (`<code>:change`, null on its first date).
 * - changeTrend: per index and place, the values (`<code>:<place>`).
 * - floatingProfitLoss: per index, Σ (the day's average − the contract price) × the unexecuted quantity
 *   over the open positions of its category (`<code>:pl`, 元).
 * - marketPriceSpread: for each index after the first, its average − the first index's (`<code>-<first>`).
 * - openDataSpread: per index, the highest place's value − the lowest's (`<code>:spread`).
 */
import { divideUnits, storedUnits, unitsToText } from '@srm/rules';
import type { TrendAnalysis, TrendPoint, TrendResult, TrendSeries } from '../../api/market-index.js';

/** Stored values are numeric(18, 4); answers have 2 places. */
export const VALUE_SCALE = 4;
export const ANSWER_SCALE = 2;
const PRICE_SCALE = 6;
const QUANTITY_SCALE = 3;

export interface TrendIndex {
  indexCode: string;
  indexName: string;
  unit: string;
}

export interface TrendValueRow {
  indexCode: string;
  place: string;
  /** YYYY-MM-DD */
  dataDate: string;
  /** A decimal text (numeric(18, 4)). */
  value: string;
}

/** One open contract line of an index's category: its price with tax and the quantity not yet executed. */
export interface TrendPosition {
  price: string;
  quantity: string;
}

const toAnswer = (units: bigint, scale: number): string => unitsToText(divideUnits(units, 10n ** BigInt(scale - ANSWER_SCALE)), ANSWER_SCALE);

/** The days that have data, ascending. */
export function trendDates(rows: readonly TrendValueRow[]): string[] {
  return [...new Set(rows.map((row) => row.dataDate))].sort();
}

/** Values (units at VALUE_SCALE) by index, date and place. */
function byIndex(rows: readonly TrendValueRow[]): Map<string, Map<string, Map<string, bigint>>> {
  const out = new Map<string, Map<string, Map<string, bigint>>>();
  for (const row of rows) {
    let dates = out.get(row.indexCode);
    if (!dates) out.set(row.indexCode, (dates = new Map()));
    let places = dates.get(row.dataDate);
    if (!places) dates.set(row.dataDate, (places = new Map()));
    places.set(row.place, storedUnits(row.value, VALUE_SCALE));
  }
  return out;
}

/** The average of the places' values, in units at ANSWER_SCALE (rounded once), or null without values. */
export function averageUnits(values: Iterable<bigint>): bigint | null {
  let sum = 0n;
  let count = 0n;
  for (const value of values) {
    sum += value;
    count += 1n;
  }
  return count === 0n ? null : divideUnits(sum, count * 10n ** BigInt(VALUE_SCALE - ANSWER_SCALE));
}

const series = (key: string, name: string, unit: string, dates: readonly string[], valueOf: (date: string) => string | null): TrendSeries => ({
  key,
  name,
  unit,
  points: dates.map((date): TrendPoint => ({ date, value: valueOf(date) })),
});

/** The averages of one index by date (units at ANSWER_SCALE). */
function averagesOf(values: Map<string, Map<string, bigint>> | undefined): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const [date, places] of values ?? []) {
    const average = averageUnits(places.values());
    if (average !== null) out.set(date, average);
  }
  return out;
}

const answerText = (units: bigint | undefined): string | null => (units === undefined ? null : unitsToText(units, ANSWER_SCALE));

export function averagePriceChange(indices: readonly TrendIndex[], rows: readonly TrendValueRow[]): TrendResult {
  const dates = trendDates(rows);
  const values = byIndex(rows);
  const out: TrendSeries[] = [];
  for (const index of indices) {
    const averages = averagesOf(values.get(index.indexCode));
    const changes = new Map<string, bigint | null>();
    let previous: bigint | undefined;
    for (const date of dates) {
      const average = averages.get(date);
      if (average === undefined) continue;
      changes.set(date, previous === undefined ? null : average - previous);
      previous = average;
    }
    out.push(series(`${index.indexCode}:avg`, `${index.indexName}均价`, index.unit, dates, (date) => answerText(averages.get(date))));
    out.push(series(`${index.indexCode}:change`, `${index.indexName}涨跌`, index.unit, dates, (date) => answerText(changes.get(date) ?? undefined)));
  }
  return { analysis: 'averagePriceChange', dates, series: out };
}

export function changeTrend(indices: readonly TrendIndex[], rows: readonly TrendValueRow[]): TrendResult {
  const dates = trendDates(rows);
  const values = byIndex(rows);
  const out: TrendSeries[] = [];
  for (const index of indices) {
    const byDate = values.get(index.indexCode) ?? new Map<string, Map<string, bigint>>();
    const places = [...new Set([...byDate.values()].flatMap((placeValues) => [...placeValues.keys()]))].sort();
    for (const place of places) {
      out.push(
        series(`${index.indexCode}:${place}`, `${index.indexName}（${place}）`, index.unit, dates, (date) => {
          const value = byDate.get(date)?.get(place);
          return value === undefined ? null : toAnswer(value, VALUE_SCALE);
        }),
      );
    }
  }
  return { analysis: 'changeTrend', dates, series: out };
}

/** Σ (average − price) × quantity over the positions, in 元 with 2 places. */
export function floatingAmount(averageAtAnswerScale: bigint, positions: readonly TrendPosition[]): string {
  let total = 0n; // units at PRICE_SCALE + QUANTITY_SCALE
  const averageAtPriceScale = averageAtAnswerScale * 10n ** BigInt(PRICE_SCALE - ANSWER_SCALE);
  for (const { price, quantity } of positions) {
    total += (averageAtPriceScale - storedUnits(price, PRICE_SCALE)) * storedUnits(quantity, QUANTITY_SCALE);
  }
  return toAnswer(total, PRICE_SCALE + QUANTITY_SCALE);
}

export function floatingProfitLoss(indices: readonly TrendIndex[], rows: readonly TrendValueRow[], positions: ReadonlyMap<string, readonly TrendPosition[]>): TrendResult {
  const dates = trendDates(rows);
  const values = byIndex(rows);
  const out: TrendSeries[] = [];
  for (const index of indices) {
    const held = positions.get(index.indexCode);
    if (!held) continue;
    const averages = averagesOf(values.get(index.indexCode));
    out.push(
      series(`${index.indexCode}:pl`, `${index.indexName}浮动盈亏`, '元', dates, (date) => {
        const average = averages.get(date);
        return average === undefined ? null : floatingAmount(average, held);
      }),
    );
  }
  return { analysis: 'floatingProfitLoss', dates, series: out };
}

export function marketPriceSpread(indices: readonly TrendIndex[], rows: readonly TrendValueRow[]): TrendResult {
  const dates = trendDates(rows);
  const values = byIndex(rows);
  const [first, ...others] = indices;
  const out: TrendSeries[] = [];
  if (first) {
    const base = averagesOf(values.get(first.indexCode));
    for (const index of others) {
      const averages = averagesOf(values.get(index.indexCode));
      out.push(
        series(`${index.indexCode}-${first.indexCode}`, `${index.indexName}-${first.indexName}价差`, index.unit, dates, (date) => {
          const left = averages.get(date);
          const right = base.get(date);
          return left === undefined || right === undefined ? null : unitsToText(left - right, ANSWER_SCALE);
        }),
      );
    }
  }
  return { analysis: 'marketPriceSpread', dates, series: out };
}

export function openDataSpread(indices: readonly TrendIndex[], rows: readonly TrendValueRow[]): TrendResult {
  const dates = trendDates(rows);
  const values = byIndex(rows);
  const out: TrendSeries[] = [];
  for (const index of indices) {
    const byDate = values.get(index.indexCode);
    out.push(
      series(`${index.indexCode}:spread`, `${index.indexName}地区价差`, index.unit, dates, (date) => {
        const placeValues = [...(byDate?.get(date)?.values() ?? [])];
        if (placeValues.length === 0) return null;
        const high = placeValues.reduce((a, b) => (b > a ? b : a));
        const low = placeValues.reduce((a, b) => (b < a ? b : a));
        return toAnswer(high - low, VALUE_SCALE);
      }),
    );
  }
  return { analysis: 'openDataSpread', dates, series: out };
}

/** The analysis by name (floatingProfitLoss needs the positions). */
export function computeTrend(analysis: TrendAnalysis, indices: readonly TrendIndex[], rows: readonly TrendValueRow[], positions: ReadonlyMap<string, readonly TrendPosition[]> = new Map()): TrendResult {
  switch (analysis) {
    case 'averagePriceChange':
      return averagePriceChange(indices, rows);
    case 'changeTrend':
      return changeTrend(indices, rows);
    case 'floatingProfitLoss':
      return floatingProfitLoss(indices, rows, positions);
    case 'marketPriceSpread':
      return marketPriceSpread(indices, rows);
    case 'openDataSpread':
      return openDataSpread(indices, rows);
  }
}

/** Whole days from start to end (both YYYY-MM-DD), inclusive; negative when start is after end. */
export function daysInRange(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

/** GB/T 2260 codes of the provinces (the first two digits of an administrative region code). */
const PROVINCE_CODES: Readonly<Record<string, string>> = {
  北京: '110000', 天津: '120000', 河北: '130000', 山西: '140000', 内蒙古: '150000', 辽宁: '210000', 吉林: '220000', 黑龙江: '230000',
  上海: '310000', 江苏: '320000', 浙江: '330000', 安徽: '340000', 福建: '350000', 江西: '360000', 山东: '370000', 河南: '410000',
  湖北: '420000', 湖南: '430000', 广东: '440000', 广西: '450000', 海南: '460000', 重庆: '500000', 四川: '510000', 贵州: '520000',
  云南: '530000', 西藏: '540000', 陕西: '610000', 甘肃: '620000', 青海: '630000', 宁夏: '640000', 新疆: '650000',
};

const UNKNOWN_REGION = { regionCode: 'unknown', regionName: '未知地区' } as const;

/** A province as written on a supplier ('河南', '河南省', '广西壮族自治区') → its region code and short name. */
export function regionOf(province: string | null | undefined): { regionCode: string; regionName: string } {
  const name = (province ?? '').trim();
  if (name === '') return UNKNOWN_REGION;
  const known = Object.keys(PROVINCE_CODES).find((short) => name.startsWith(short));
  return known ? { regionCode: PROVINCE_CODES[known] as string, regionName: known } : { regionCode: name, regionName: name };
}

/** Whether a YYYY-MM-DD text is a real calendar day. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}
