import type { MarketIndex, TrendResult } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { appTranslate } from '../../../i18n/locale';
import type { AppT } from '../../../i18n/useAppT';
import { analysisName, buildTrendQuery, defaultIndexCodes, defaultTrendRange, parsePlaces, toChartSeries, TREND_TABS, trendTitle, trendUnit } from './trendQuery';

const t: AppT = (key, values) => appTranslate('zh-CN', key, values);
const index = (indexCode: string, unit = '元/吨'): MarketIndex => ({ indexCode, indexName: indexCode, categoryCode: null, unit });

describe('趋势分析 queries and series', () => {
  it('names the five analyses in tab order', () => {
    expect(TREND_TABS.map((analysis) => analysisName(analysis, t))).toEqual(['均价涨跌', '变化趋势', '浮动盈亏', '市场价差', '公开数据价差']);
  });

  it('defaults to the last 90 days and the first two indices', () => {
    expect(defaultTrendRange('2026-11-28')).toEqual(['2026-08-31', '2026-11-28']);
    expect(defaultIndexCodes([index('A'), index('B'), index('C')])).toEqual(['A', 'B']);
    expect(defaultIndexCodes([index('A')])).toEqual(['A']);
  });

  it('builds the wfdata body, places optional', () => {
    expect(buildTrendQuery({ range: ['2026-09-01', '2026-11-28'], indexCodes: ['A', 'B'], places: '' })).toEqual({ query: { startDate: '2026-09-01', endDate: '2026-11-28', indexCodes: ['A', 'B'] } });
    expect(buildTrendQuery({ range: ['2026-09-01', '2026-11-28'], indexCodes: ['A'], places: '大连， 锦州、大连' })).toEqual({
      query: { startDate: '2026-09-01', endDate: '2026-11-28', indexCodes: ['A'], places: ['大连', '锦州'] },
    });
    expect(buildTrendQuery({ range: null, indexCodes: ['A'], places: '' })).toEqual({ problem: 'market.trend.needRange' });
    expect(buildTrendQuery({ range: ['2026-09-01', '2026-11-28'], indexCodes: [], places: '' })).toEqual({ problem: 'market.trend.needIndex' });
    expect(parsePlaces(' 大连 ,锦州;; ')).toEqual(['大连', '锦州']);
  });

  it('aligns each series to the dates, null where it has no value, decimals as given', () => {
    const result: TrendResult = {
      analysis: 'averagePriceChange',
      dates: ['2026-11-01', '2026-11-02', '2026-11-03'],
      series: [
        { key: 'A:avg', name: '玉米 均价', unit: '元/吨', points: [{ date: '2026-11-03', value: '2650.50' }, { date: '2026-11-01', value: '2600.00' }] },
        { key: 'A:change', name: '玉米 涨跌', unit: '元/吨', points: [{ date: '2026-11-01', value: null }, { date: '2026-11-02', value: '-3.25' }] },
      ],
    };
    expect(toChartSeries(result)).toEqual([
      { key: 'A:avg', name: '玉米 均价', values: ['2600.00', null, '2650.50'] },
      { key: 'A:change', name: '玉米 涨跌', values: [null, '-3.25', null] },
    ]);
    expect(toChartSeries({ dates: [], series: [] })).toEqual([]);
  });

  it('titles a chart with its unit: the answer’s, the index’s, or 元 for floating P&L', () => {
    const answered = { series: [{ key: 'A:pl', name: '浮动盈亏', unit: '元', points: [] }] };
    expect(trendUnit('floatingProfitLoss', answered, [index('A')], ['A'])).toBe('元');
    expect(trendUnit('averagePriceChange', null, [index('A', '元/吨')], ['A'])).toBe('元/吨');
    expect(trendUnit('floatingProfitLoss', null, [index('A')], ['A'])).toBe('元');
    expect(trendUnit('changeTrend', null, [], [])).toBe('');
    expect(trendTitle('averagePriceChange', '元/吨', t)).toBe('均价涨跌（元/吨）');
    expect(trendTitle('openDataSpread', '', t)).toBe('公开数据价差');
  });
});
