import type * as DesignSystem from '@srm/design-system';
import type { MarketIndex, TrendAnalysis, TrendQuery, TrendResult } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import type * as MarketApi from '../api/marketApi';
import { fetchMarketIndices, fetchTrend } from '../api/marketApi';
import { TrendAnalysisPage } from './TrendAnalysisPage';

vi.mock('@srm/design-system', async (importOriginal) => ({ ...(await importOriginal<typeof DesignSystem>()), Chart: (await import('./chartMock')).FakeChart }));
vi.mock('../api/marketApi', async (importOriginal) => ({ ...(await importOriginal<typeof MarketApi>()), fetchMarketIndices: vi.fn(), fetchTrend: vi.fn() }));

const indices: MarketIndex[] = [
  { indexCode: 'CORN_DL', indexName: '玉米 大连港平舱价', categoryCode: '1001', unit: '元/吨' },
  { indexCode: 'CORN_JZ', indexName: '玉米 锦州港平舱价', categoryCode: '1001', unit: '元/吨' },
  { indexCode: 'SBM', indexName: '豆粕 出厂价', categoryCode: '1003', unit: '元/吨' },
];
const answer = (analysis: TrendAnalysis): TrendResult => ({
  analysis,
  dates: ['2026-11-26', '2026-11-27'],
  series: [{ key: `CORN_DL:${analysis}`, name: `玉米 ${analysis}`, unit: analysis === 'floatingProfitLoss' ? '元' : '元/吨', points: [{ date: '2026-11-27', value: '2650.50' }] }],
});
const MENU: [string, string] = ['report', 'report:trend'];

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => {
  vi.mocked(fetchMarketIndices).mockReset().mockResolvedValue(indices);
  vi.mocked(fetchTrend)
    .mockReset()
    .mockImplementation(async (analysis: TrendAnalysis, query: TrendQuery) => {
      if (analysis === 'marketPriceSpread' && query.indexCodes.length < 2) throw Object.assign(new Error('请至少选择两个指数'), { shown: false, status: 400 });
      return answer(analysis);
    });
});
afterEach(() => cleanup());

describe('趋势分析', () => {
  it('asks 均价涨跌 over the last 90 days and the first two indices, and charts it', async () => {
    renderPageWithButtons(<TrendAnalysisPage today="2026-11-28" />, { menu: MENU, buttons: [] });
    expect(screen.getByRole('heading', { level: 1, name: '趋势分析' })).toBeTruthy();
    await waitFor(() => expect(fetchTrend).toHaveBeenCalledWith('averagePriceChange', { startDate: '2026-08-31', endDate: '2026-11-28', indexCodes: ['CORN_DL', 'CORN_JZ'] }, expect.anything()));
    const chart = await screen.findByRole('img', { name: '均价涨跌（元/吨）' });
    expect(chart).toBeTruthy();
    const table = within(screen.getByRole('table'));
    expect(table.getByText('2650.50')).toBeTruthy();
    expect(table.getByText('—')).toBeTruthy();
    for (const name of ['均价涨跌', '变化趋势', '浮动盈亏', '市场价差', '公开数据价差']) expect(screen.getByRole('tab', { name })).toBeTruthy();
  });

  it('asks each analysis when its tab opens and shows a refusal in the tab', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<TrendAnalysisPage today="2026-11-28" />, { menu: MENU, buttons: [] });
    await screen.findByRole('img', { name: '均价涨跌（元/吨）' });
    await user.click(screen.getByRole('tab', { name: '浮动盈亏' }));
    expect(await screen.findByRole('img', { name: '浮动盈亏（元）' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '公开数据价差' }));
    expect(await screen.findByRole('img', { name: '公开数据价差（元/吨）' })).toBeTruthy();

    vi.mocked(fetchTrend).mockRejectedValue(Object.assign(new Error('指数不存在'), { shown: false, status: 400 }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('指数不存在')).toBeTruthy();
  });

  it('sends the typed regions', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<TrendAnalysisPage today="2026-11-28" />, { menu: MENU, buttons: [] });
    await screen.findByRole('img', { name: '均价涨跌（元/吨）' });
    await user.type(screen.getByRole('textbox', { name: '地区' }), '大连，锦州');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(fetchTrend).toHaveBeenLastCalledWith('averagePriceChange', { startDate: '2026-08-31', endDate: '2026-11-28', indexCodes: ['CORN_DL', 'CORN_JZ'], places: ['大连', '锦州'] }, expect.anything()),
    );
  });
});
