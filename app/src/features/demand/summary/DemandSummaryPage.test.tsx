import type { DemandIndicatorMonth, MonthDemandSummaryRow, YearDemandSummaryRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchDemandIndicator, fetchYearSummaryDetail, fetchYearSummaryPage, fetchYearSummaryStatis } from '../api/demandSummaryApi';
import { fetchMonthSummaryDetail, fetchMonthSummaryPage, fetchMonthSummaryStatis } from '../api/monthDemandApi';
import type * as SessionModule from '../../../state/session';
import { DemandSummaryPage } from './DemandSummaryPage';

vi.mock('../api/monthDemandApi', () => ({
  MONTH_DEMAND_URLS: { summary: '/demand/api/v1/dem/month-demand-summary/page' },
  fetchMonthSummaryPage: vi.fn(),
  fetchMonthSummaryStatis: vi.fn(),
  fetchMonthSummaryDetail: vi.fn(),
}));
vi.mock('../api/demandSummaryApi', () => ({
  YEAR_SUMMARY_URLS: { page: '/demand/api/v1/dem/year-demand-summary/page' },
  fetchYearSummaryPage: vi.fn(),
  fetchYearSummaryStatis: vi.fn(),
  fetchYearSummaryDetail: vi.fn(),
  fetchDemandIndicator: vi.fn(),
}));
// The 需求覆盖 tab chooses among the session's orgs and categories.
vi.mock('../../../state/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  const { atom } = await import('jotai');
  return {
    ...actual,
    sessionDataAtom: atom({ orgs: [{ orgCode: 'ORG1', orgName: '一厂' }], categories: [{ categoryCode: 'CAT1', categoryName: '玉米' }] }),
  };
});

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

/** month1 … month12 from `values` (the rest "0.000"). */
function months(values: readonly string[]) {
  return Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`month${index + 1}`, values[index] ?? '0.000'])) as Pick<YearDemandSummaryRow, 'month1' | 'month2' | 'month3' | 'month4' | 'month5' | 'month6' | 'month7' | 'month8' | 'month9' | 'month10' | 'month11' | 'month12'>;
}
const yearRow: YearDemandSummaryRow = {
  id: 21,
  orgCode: 'ORG1',
  orgName: '一厂',
  categoryCode: 'CAT1',
  categoryName: '玉米',
  matCode: 'M300400',
  matName: '三级玉米',
  unitCode: 'T',
  year: 2033,
  status: 'approved',
  yearTotal: '1900.125',
  ...months(['0.000', '0.000', '1000.125', '900.000']),
};
const month = (value: Partial<DemandIndicatorMonth> & { month: number }): DemandIndicatorMonth => ({ source: 'yearPlan', demandQuantity: '0.000', contractedQuantity: '0.000', coverage: null, gapQuantity: '0.000', ...value });

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchMonthSummaryPage).mockReset().mockResolvedValue({ data: [row], total: 1 });
  vi.mocked(fetchMonthSummaryStatis).mockReset().mockResolvedValue({ count: 1, demandQuantity: '100.000', contractResidualQuantity: '20.250', suggestedPurchase: '79.750' });
  vi.mocked(fetchMonthSummaryDetail).mockReset();
  vi.mocked(fetchYearSummaryPage).mockReset().mockResolvedValue({ data: [yearRow], total: 1 });
  vi.mocked(fetchYearSummaryStatis).mockReset().mockResolvedValue({ count: 1, yearTotal: '1900.125', ...months(['0', '0', '1000.125', '900']) });
  vi.mocked(fetchYearSummaryDetail).mockReset();
  vi.mocked(fetchDemandIndicator).mockReset();
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

  it('lists the year summary with its totals and drills down into the source year plans', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchYearSummaryDetail).mockResolvedValue([
      { id: 21, demandId: 7, demandNo: 'ND2033001', status: 'approved', lineNo: 1, matCode: 'M300400', matName: '三级玉米', unitCode: 'T', lastYearQuantity: '1500.000', increaseRate: null, yearTotal: '1900.125', ...months(['0.000', '0.000', '1000.125', '900.000']) },
    ]);
    renderPageWithButtons(<DemandSummaryPage />, { menu: MENU, buttons: [] });
    await screen.findByText('M100200');
    await user.click(screen.getByRole('tab', { name: '年度汇总' }));
    expect(await screen.findByText('M300400')).toBeTruthy();
    expect((await screen.findByText(/年度合计 1900/)).textContent).toBe('共 1 条；年度合计 1900.125');
    expect(fetchYearSummaryStatis).toHaveBeenCalledWith(vi.mocked(fetchYearSummaryPage).mock.calls[0]![0]);

    await user.click(screen.getByRole('button', { name: '明细' }));
    const drawer = await screen.findByRole('dialog', { name: 'M300400 2033 需求来源' });
    expect(await within(drawer).findByText('ND2033001')).toBeTruthy();
    expect(fetchYearSummaryDetail).toHaveBeenCalledWith(yearRow);
  });

  it('shows the demand coverage per material and month by keyboard, the gaps highlighted', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchDemandIndicator).mockResolvedValue({
      orgCode: 'ORG1',
      categoryCode: 'CAT1',
      year: 2033,
      materials: [
        {
          matCode: 'M300400',
          matName: '三级玉米',
          unitCode: 'T',
          months: Array.from({ length: 12 }, (_, index) =>
            index === 2
              ? month({ month: 3, demandQuantity: '1000.125', contractedQuantity: '300.333', coverage: '30.03', gapQuantity: '699.792' })
              : index === 4
                ? month({ month: 5, contractedQuantity: '300.333' })
                : month({ month: index + 1, demandQuantity: '10.000', contractedQuantity: '10.000', coverage: '100.00' }),
          ),
        },
      ],
    });
    renderPageWithButtons(<DemandSummaryPage />, { menu: MENU, buttons: [] });
    await screen.findByText('M100200');
    // The tabs by keyboard: arrow keys move between them.
    screen.getByRole('tab', { name: '月度汇总' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: '需求覆盖' }).getAttribute('aria-selected')).toBe('true');
    const search = await screen.findByRole('button', { name: '查询' });
    expect(search.hasAttribute('disabled') || search.getAttribute('aria-disabled') === 'true' || search.hasAttribute('data-disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: /组织名称/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '一厂' }));
    await user.click(screen.getByRole('button', { name: /品类名称/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '玉米' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(fetchDemandIndicator).toHaveBeenCalledWith({ orgCode: 'ORG1', categoryCode: 'CAT1', year: new Date().getFullYear() }));

    const region = await screen.findByRole('region', { name: /2033 年需求覆盖/ });
    expect(region.getAttribute('tabindex')).toBe('0');
    const march = within(region).getByRole('cell', { name: '3月：需求 1000.125，合同 300.333，覆盖率 30.03%，缺口 699.792' });
    expect(march.getAttribute('data-gap')).toBe('true');
    expect(within(march).getByText('缺口 699.792')).toBeTruthy();
    const may = within(region).getByRole('cell', { name: /^5月：/ });
    expect(may.textContent).toContain('覆盖率 无需求');
    expect(may.getAttribute('data-gap')).toBeNull();
  });
});
