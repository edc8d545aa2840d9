import type { YearDemandDetail, YearDemandRow } from '@srm/gateway/api';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as YearDemandApi from '../api/yearDemandApi';
import { fetchYearDemandDetail, fetchYearDemandPage, saveYearDemand } from '../api/yearDemandApi';
import { YearDemandPage } from './YearDemandPage';

vi.mock('../api/yearDemandApi', async (importOriginal) => ({
  ...(await importOriginal<typeof YearDemandApi>()),
  fetchYearDemandPage: vi.fn(),
  fetchYearDemandDetail: vi.fn(),
  saveYearDemand: vi.fn(),
}));

const row: YearDemandRow = {
  id: 9,
  demandNo: 'ND20251122001',
  year: 2026,
  orgCode: '101004',
  orgName: '石家庄饲料有限公司',
  categoryCode: '100102',
  categoryName: '小麦',
  status: 'new',
  submitCount: 0,
  remark: null,
  createdTime: '2025-11-22 00:00:00',
  updatedTime: '2025-11-22 00:00:00',
  version: 2,
};
const months = (value: string) => Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`month${index + 1}`, value]));
const detail = { ...row, items: [{ lineNo: 1, matCode: '1001020001', matName: '普通小麦（国标一等）', unitCode: 'T', lastYearQuantity: '3000.000', increaseRate: null, ...months('250.500') }] } as YearDemandDetail;
const MENU: [string, string] = ['demand', 'demand:year'];

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchYearDemandPage).mockReset().mockResolvedValue({ data: [row], total: 1 });
  vi.mocked(fetchYearDemandDetail).mockReset().mockResolvedValue(detail);
  vi.mocked(saveYearDemand).mockReset().mockResolvedValue({ data: { id: 9, demandNo: row.demandNo, status: 'new', version: 3 }, message: '修改成功' });
});
afterEach(cleanup);

describe('<YearDemandPage>', () => {
  it('shows the buttons the user holds', async () => {
    renderPageWithButtons(<YearDemandPage />, { menu: MENU, buttons: ['demand:year:import'] });
    expect(await screen.findByText('ND20251122001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.getByRole('button', { name: '导入明细' })).toBeTruthy();
  });

  it('edits a plan’s months as decimal strings and saves them with its version', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<YearDemandPage />, { menu: MENU, buttons: ['demand:year:add', 'demand:year:edit'] });
    await screen.findByText('ND20251122001');
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑年度需求计划 ND20251122001' });
    expect(within(dialog).getByText('3006.000')).toBeTruthy();
    const march = within(dialog).getByRole('textbox', { name: '3月 1' });
    await user.clear(march);
    await user.type(march, '1.2345');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('第1行：需求数量须为不小于0且最多3位小数的数字');
    expect(saveYearDemand).not.toHaveBeenCalled();
    await user.clear(march);
    await user.type(march, '0.1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(saveYearDemand).toHaveBeenCalledTimes(1);
    expect(vi.mocked(saveYearDemand).mock.calls[0]?.[0]).toMatchObject({ id: 9, version: 2, year: 2026, items: [{ matCode: '1001020001', month3: '0.1', month1: '250.500', lastYearQuantity: '3000.000' }] });
  });
});
