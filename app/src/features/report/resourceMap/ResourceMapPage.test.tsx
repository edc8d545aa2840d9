import type * as DesignSystem from '@srm/design-system';
import type { WorkTopResult } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import type * as MarketApi from '../api/marketApi';
import { fetchCategoryOptions, fetchWorkTop } from '../api/marketApi';
import { ResourceMapPage } from './ResourceMapPage';

vi.mock('@srm/design-system', async (importOriginal) => ({ ...(await importOriginal<typeof DesignSystem>()), Chart: (await import('../trend/chartMock')).FakeChart }));
vi.mock('../api/marketApi', async (importOriginal) => ({ ...(await importOriginal<typeof MarketApi>()), fetchCategoryOptions: vi.fn(), fetchWorkTop: vi.fn() }));

const answer: WorkTopResult = {
  regions: [
    { regionCode: '230000', regionName: '黑龙江省', quantity: '12000.500', amount: '30000000.00', contractCount: 12 },
    { regionCode: '220000', regionName: '吉林省', quantity: '800.000', amount: '2000000.00', contractCount: 1 },
  ],
  totalQuantity: '12800.500',
  totalAmount: '32000000.00',
};
const MENU: [string, string] = ['report', 'report:resource-map'];

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => {
  vi.mocked(fetchCategoryOptions).mockReset().mockResolvedValue([{ value: '1001', label: '玉米' }]);
  vi.mocked(fetchWorkTop).mockReset().mockResolvedValue(answer);
});
afterEach(() => cleanup());

describe('资源地图', () => {
  it('charts this year’s purchases by region and lists them with the totals', async () => {
    renderPageWithButtons(<ResourceMapPage today="2026-11-28" />, { menu: MENU, buttons: [] });
    expect(screen.getByRole('heading', { level: 1, name: '资源地图' })).toBeTruthy();
    await waitFor(() => expect(fetchWorkTop).toHaveBeenCalledWith({ startDate: '2026-01-01', endDate: '2026-11-28' }, expect.anything()));
    expect(await screen.findByRole('img', { name: '各地区采购量' })).toBeTruthy();
    const table = within(screen.getByRole('table', { name: '各地区采购明细' }));
    for (const name of ['地区', '采购量（吨）', '采购金额（元）', '合同数']) expect(table.getByRole('columnheader', { name })).toBeTruthy();
    expect(table.getByRole('row', { name: /黑龙江省 12,000.500 30,000,000.00 12/ })).toBeTruthy();
    expect(table.getByRole('row', { name: /合计 12,800.500 32,000,000.00 13/ })).toBeTruthy();
  });

  it('shows a refusal instead of the chart', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<ResourceMapPage today="2026-11-28" />, { menu: MENU, buttons: [] });
    await screen.findByRole('img', { name: '各地区采购量' });
    vi.mocked(fetchWorkTop).mockRejectedValue(Object.assign(new Error('日期范围不正确'), { shown: false, status: 400 }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '日期范围不正确');
    expect(screen.queryByRole('img', { name: '各地区采购量' })).toBeNull();
  });
});
