import type { OrgDetail, SaleRecordReportRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import type * as PurchaseApi from '../api/purchaseApi';
import { fetchCompanies } from '../api/purchaseApi';
import { SaleReportTab } from './SaleReportTab';
import type * as ReportApi from './saleReportApi';
import { exportSaleRecordReport, fetchSaleRecordReport } from './saleReportApi';

vi.mock('./saleReportApi', async (importOriginal) => ({
  ...(await importOriginal<typeof ReportApi>()),
  fetchSaleRecordReport: vi.fn(),
  exportSaleRecordReport: vi.fn(),
}));
vi.mock('../api/purchaseApi', async (importOriginal) => ({ ...(await importOriginal<typeof PurchaseApi>()), fetchCompanies: vi.fn() }));

const MENU: [string, string] = ['execution', 'order:sale'];
const TODAY = new Date(2026, 10, 28);
const rowOf = (shipDate: string, shipped: string, confirmed: string, shipments: number): SaleRecordReportRow => ({
  shipDate,
  orgCode: '301001',
  orgName: '大连粮食贸易有限公司',
  customerOrgCode: '101001',
  customerOrgName: '河北饲料有限公司',
  matCode: '1001010001',
  matName: '东北玉米',
  shipments,
  shippedQuantity: shipped,
  confirmedQuantity: confirmed,
});

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.mocked(fetchSaleRecordReport)
    .mockReset()
    .mockResolvedValue([rowOf('2026-11-20', '300.100', '300.000', 2), rowOf('2026-11-21', '199.800', '0.000', 1)]);
  vi.mocked(exportSaleRecordReport).mockReset().mockResolvedValue(undefined);
  vi.mocked(fetchCompanies)
    .mockReset()
    .mockResolvedValue([{ orgCode: '301001', orgName: '大连粮食贸易有限公司', isTradingCompany: 1 } as OrgDetail]);
});
afterEach(cleanup);

describe('<SaleReportTab> 发运报表', () => {
  it('queries this month at first and shows the rows with an exact 合计 row', async () => {
    renderPageWithButtons(<SaleReportTab today={TODAY} />, { menu: MENU, buttons: ['order:sale:export'] });
    const table = screen.getByRole('table', { name: '发运报表' });
    await within(table).findByText('2026-11-20');
    expect(fetchSaleRecordReport).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30' });
    const total = within(table).getByRole('rowheader', { name: '合计' }).closest('tr') as HTMLElement;
    expect(within(total).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '499.900', '300.000']);
    expect(within(table).getAllByText('东北玉米（1001010001）')).toHaveLength(2);
  });

  it('queries by material code and exports the same filters; 导出 needs order:sale:export', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SaleReportTab today={TODAY} />, { menu: MENU, buttons: ['order:sale:export'] });
    await screen.findByText('2026-11-20');
    vi.mocked(fetchSaleRecordReport).mockResolvedValueOnce([]);
    await user.type(screen.getByRole('textbox', { name: '物料编码' }), '1001010001');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(fetchSaleRecordReport).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30', matCode: '1001010001' }));
    expect(await screen.findByText('所选期间没有发运记录')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(exportSaleRecordReport).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30', matCode: '1001010001' }, '销售发运报表.xlsx'));
    cleanup();
    renderPageWithButtons(<SaleReportTab today={TODAY} />, { menu: MENU, buttons: [] });
    expect(screen.getByRole('button', { name: '查询' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  });
});
