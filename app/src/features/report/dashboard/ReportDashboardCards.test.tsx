import type * as DesignSystem from '@srm/design-system';
import type { DashboardSummary } from '@srm/gateway/api';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import type * as MarketApi from '../api/marketApi';
import { fetchDashboardSummary } from '../api/marketApi';
import { ReportDashboardCards } from './ReportDashboardCards';

vi.mock('@srm/design-system', async (importOriginal) => ({ ...(await importOriginal<typeof DesignSystem>()), Chart: (await import('../trend/chartMock')).FakeChart }));
vi.mock('../api/marketApi', async (importOriginal) => ({ ...(await importOriginal<typeof MarketApi>()), fetchDashboardSummary: vi.fn() }));

const summary: DashboardSummary = {
  month: '2026-11',
  contractAmountByCategory: [
    { categoryCode: '1001', categoryName: '玉米', amount: '1250000.50', contractCount: 3 },
    { categoryCode: '1003', categoryName: '豆粕', amount: '380000.00', contractCount: 1 },
  ],
  pickProgress: { plannedQuantity: '1000.000', pickedQuantity: '625.000', acceptedQuantity: '600.000', pickCount: 5, openPickCount: 2 },
};
const MENU: [string, string] = ['dashboard', 'dashboard'];

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => {
  vi.mocked(fetchDashboardSummary).mockReset().mockResolvedValue(summary);
});
afterEach(() => cleanup());

describe('dashboard report cards', () => {
  it('shows this month’s amount by category with the total, and the pick progress', async () => {
    renderPageWithButtons(<ReportDashboardCards />, { menu: MENU, buttons: [] });
    const amount = within(screen.getByRole('region', { name: '本月合同金额' }));
    expect(await amount.findByRole('img', { name: '各品类合同金额' })).toBeTruthy();
    expect(amount.getByText('1250000.50')).toBeTruthy();
    expect(await amount.findByText('合计 1,630,000.50 元，合同 4 份')).toBeTruthy();
    const pick = within(screen.getByRole('region', { name: '提货进度' }));
    const bar = pick.getByRole('progressbar', { name: '提货进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('62.5');
    expect(pick.getByText('已提货 625.000 / 计划 1000.000（62.5%）')).toBeTruthy();
    expect(pick.getByText('600.000')).toBeTruthy();
    expect(pick.getByText('提货单 5 张，未完成 2 张')).toBeTruthy();
  });

  it('shows the gateway’s message in each card when the summary fails', async () => {
    vi.mocked(fetchDashboardSummary).mockRejectedValue(new Error('系统繁忙'));
    renderPageWithButtons(<ReportDashboardCards />, { menu: MENU, buttons: [] });
    const amountAlert = await within(screen.getByRole('region', { name: '本月合同金额' })).findByRole('alert');
    expect(amountAlert.textContent).toBe('系统繁忙');
    expect(within(screen.getByRole('region', { name: '提货进度' })).getByRole('alert').textContent).toBe('系统繁忙');
  });
});
