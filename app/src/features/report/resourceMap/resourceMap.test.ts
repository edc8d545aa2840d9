import { describe, expect, it } from 'vitest';
import { buildWorkTopQuery, defaultYearRange, regionChart } from './resourceMap';

describe('资源地图 queries and chart', () => {
  it('defaults to this year up to today', () => {
    expect(defaultYearRange('2026-11-28')).toEqual(['2026-01-01', '2026-11-28']);
  });

  it('builds the work-top body, the category optional', () => {
    expect(buildWorkTopQuery(['2026-01-01', '2026-11-28'], null)).toEqual({ query: { startDate: '2026-01-01', endDate: '2026-11-28' } });
    expect(buildWorkTopQuery(['2026-01-01', '2026-11-28'], '1001')).toEqual({ query: { startDate: '2026-01-01', endDate: '2026-11-28', categoryCode: '1001' } });
    expect(buildWorkTopQuery(null, null)).toEqual({ problem: 'market.trend.needRange' });
  });

  it('draws the regions in the given order with their quantities as given', () => {
    const regions = [
      { regionCode: '230000', regionName: '黑龙江省', quantity: '12000.500', amount: '30000000.00', contractCount: 12 },
      { regionCode: '220000', regionName: '', quantity: '800.000', amount: '2000000.00', contractCount: 1 },
    ];
    expect(regionChart({ regions }, '采购量（吨）')).toEqual({ categories: ['黑龙江省', '220000'], series: [{ key: 'quantity', name: '采购量（吨）', values: ['12000.500', '800.000'] }] });
    expect(regionChart(null, '采购量（吨）')).toEqual({ categories: [], series: [] });
  });
});
