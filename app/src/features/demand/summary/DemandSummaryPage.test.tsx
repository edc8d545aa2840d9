import type { MonthDemandSummaryRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchMonthSummaryDetail, fetchMonthSummaryPage, fetchMonthSummaryStatis } from '../api/monthDemandApi';
import { DemandSummaryPage } from './DemandSummaryPage';

vi.mock('../api/monthDemandApi', () => ({
  MONTH_DEMAND_URLS: { summary: '/demand/api/v1/dem/month-demand-summary/page' },
  fetchMonthSummaryPage: vi.fn(),
  fetchMonthSummaryStatis: vi.fn(),
  fetchMonthSummaryDetail: vi.fn(),
}));

const MENU: [string, string] = ['demand', 'demand:summary'];
const row: MonthDemandSummaryRow = {
  id: 11,
  orgCode: 'ORG1',
  orgName: '一厂',
  categoryCode: 'CAT1',
  categoryName: '玉米',
  matCode: 'M100200',
  matName: '二级玉米',
  unitCode: 'T',
  yearMonth: '2026-12',
  status: 'approved',
  demandQuantity: '100.000',
  contractResidualQuantity: '20.250',
  suggestedPurchase: '79.750',
};

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchMonthSummaryPage).mockReset().mockResolvedValue({ data: [row], total: 1 });
  vi.mocked(fetchMonthSummaryStatis).mockReset().mockResolvedValue({ count: 1, demandQuantity: '100.000', contractResidualQuantity: '20.250', suggestedPurchase: '79.750' });
  vi.mocked(fetchMonthSummaryDetail).mockReset();
});
afterEach(cleanup);

describe('<DemandSummaryPage>', () => {
  it('shows the totals of the same query and drills down into the source plans', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchMonthSummaryDetail).mockResolvedValue([
      { demandId: 5, demandNo: 'MD202612001', status: 'approved', lineNo: 1, matCode: 'M100200', matName: '二级玉米', unitCode: 'T', demandQuantity: '100.000', stockOnHand: '0.000', inTransit: '0.000', contractResidualQuantity: '20.250', suggestedPurchase: '79.750', requiredDate: null },
    ]);
    renderPageWithButtons(<DemandSummaryPage />, { menu: MENU, buttons: [] });
    expect(await screen.findByText('M100200')).toBeTruthy();
    expect((await screen.findByText(/需求数量合计/)).textContent).toBe('共 1 条；需求数量合计 100.000，合同剩余量合计 20.250，建议采购量合计 79.750');
    const pageParams = vi.mocked(fetchMonthSummaryPage).mock.calls[0]![0];
    expect(fetchMonthSummaryStatis).toHaveBeenCalledWith(pageParams);

    await user.click(screen.getByRole('button', { name: '明细' }));
    const drawer = await screen.findByRole('dialog', { name: 'M100200 2026-12 需求来源' });
    expect(await within(drawer).findByText('MD202612001')).toBeTruthy();
    expect(fetchMonthSummaryDetail).toHaveBeenCalledWith(row);
  });

  it('offers 导出 (the table’s 下载) only with demand:summary:export', async () => {
    renderPageWithButtons(<DemandSummaryPage />, { menu: MENU, buttons: [] });
    await screen.findByText('M100200');
    expect(screen.queryByRole('button', { name: '下载' })).toBeNull();
    cleanup();
    renderPageWithButtons(<DemandSummaryPage />, { menu: MENU, buttons: ['demand:summary:export'] });
    await screen.findByText('M100200');
    await waitFor(() => expect(screen.getByRole('button', { name: '下载' })).toBeTruthy());
  });
});
