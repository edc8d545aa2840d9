import { describe, expect, it } from 'vitest';
import { averageUnits, computeTrend, daysInRange, floatingAmount, isCalendarDay, regionOf, trendDates, type TrendIndex, type TrendValueRow } from './market-trend.js';
import { seedDays, seedSeries, DEMO_MARKET_INDICES } from '../../db/seeds/market-index.js';

const A: TrendIndex = { indexCode: 'A', indexName: '甲指数', unit: '元/吨' };
const B: TrendIndex = { indexCode: 'B', indexName: '乙指数', unit: '元/吨' };
const row = (indexCode: string, place: string, dataDate: string, value: string): TrendValueRow => ({ indexCode, place, dataDate, value });

const ROWS: TrendValueRow[] = [
  row('A', 'p1', '2026-01-02', '100.0050'),
  row('A', 'p2', '2026-01-02', '100.0000'),
  row('A', 'p1', '2026-01-05', '99.1234'),
  row('B', 'p1', '2026-01-03', '2650.5000'),
  row('B', 'p1', '2026-01-05', '2700.0000'),
  row('B', 'p2', '2026-01-05', '2690.1000'),
];
const values = (result: ReturnType<typeof computeTrend>, key: string) => result.series.find((series) => series.key === key)?.points.map((point) => point.value);

describe('the trend analyses', () => {
  it('puts the days with data on the axis, ascending', () => {
    expect(trendDates(ROWS)).toEqual(['2026-01-02', '2026-01-03', '2026-01-05']);
  });

  it('averages exactly, rounding once half away from zero to 2 places', () => {
    expect(averageUnits([1000050n, 1000000n])).toBe(10000n); // 100.0025 → 100.00
    expect(averageUnits([1000050n, 1000051n])).toBe(10001n); // 100.00505 → 100.01
    expect(averageUnits([])).toBeNull();
  });

  it('answers the average and its change against the previous date with data', () => {
    const result = computeTrend('averagePriceChange', [A, B], ROWS);
    expect(result.analysis).toBe('averagePriceChange');
    expect(values(result, 'A:avg')).toEqual(['100.00', null, '99.12']);
    expect(values(result, 'A:change')).toEqual([null, null, '-0.88']);
    expect(values(result, 'B:avg')).toEqual([null, '2650.50', '2695.05']);
    expect(values(result, 'B:change')).toEqual([null, null, '44.55']);
    expect(result.series.map((series) => series.name)).toEqual(['甲指数均价', '甲指数涨跌', '乙指数均价', '乙指数涨跌']);
  });

  it('answers one series per index and place', () => {
    const result = computeTrend('changeTrend', [B], ROWS);
    expect(result.series.map((series) => [series.key, series.name, series.points.map((point) => point.value)])).toEqual([
      ['B:p1', '乙指数（p1）', [null, '2650.50', '2700.00']],
      ['B:p2', '乙指数（p2）', [null, null, '2690.10']],
    ]);
  });

  it('answers the spread of each other index against the first', () => {
    const result = computeTrend('marketPriceSpread', [A, B], ROWS);
    expect(result.series.map((series) => series.key)).toEqual(['B-A']);
    expect(values(result, 'B-A')).toEqual([null, null, '2595.93']);
  });

  it('answers the highest place minus the lowest per date', () => {
    const result = computeTrend('openDataSpread', [A, B], ROWS);
    expect(values(result, 'A:spread')).toEqual(['0.01', null, '0.00']);
    expect(values(result, 'B:spread')).toEqual([null, '0.00', '9.90']);
  });

  it('sums the floating profit and loss of the positions in 元', () => {
    // (2650.50 − 2600.123456) × 10.5 = 528.953712 and (2650.50 − 2700) × 3 = −148.5: 380.453712 → 380.45.
    expect(floatingAmount(265050n, [{ price: '2600.123456', quantity: '10.500' }, { price: '2700', quantity: '3' }])).toBe('380.45');
    expect(floatingAmount(265050n, [{ price: '2600.123456', quantity: '10.500' }])).toBe('528.95');
    expect(floatingAmount(265050n, [])).toBe('0.00');
    const result = computeTrend('floatingProfitLoss', [A, B], ROWS, new Map([['B', [{ price: '2600', quantity: '2' }]]]));
    expect(result.series.map((series) => [series.key, series.unit])).toEqual([['B:pl', '元']]);
    expect(values(result, 'B:pl')).toEqual([null, '101.00', '190.10']);
  });
});

describe('the helpers', () => {
  it('counts the days of a range and checks calendar days', () => {
    expect(daysInRange('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysInRange('2026-01-02', '2026-01-01')).toBe(0);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });

  it('names the region of a province however it is written', () => {
    expect(regionOf('河南')).toEqual({ regionCode: '410000', regionName: '河南' });
    expect(regionOf('河南省')).toEqual({ regionCode: '410000', regionName: '河南' });
    expect(regionOf('广西壮族自治区')).toEqual({ regionCode: '450000', regionName: '广西' });
    expect(regionOf(null)).toEqual({ regionCode: 'unknown', regionName: '未知地区' });
    expect(regionOf('火星')).toEqual({ regionCode: '火星', regionName: '火星' });
  });

  it('seeds the same series for the same days, at realistic levels', () => {
    const days = seedDays('2026-11-28');
    expect(days).toHaveLength(120 - 17);
    expect(days.at(-1)).toBe('2026-11-28');
    for (const index of DEMO_MARKET_INDICES) {
      const series = seedSeries(index, days);
      expect(series).toEqual(seedSeries(index, days));
      expect(series).toHaveLength(days.length * index.places.length);
      for (const { value } of series) {
        expect(Number(value)).toBeGreaterThanOrEqual(index.low);
        expect(Number(value)).toBeLessThanOrEqual(index.high);
      }
    }
  });
});
