import type { MonthDemandDetail, MonthDemandItem } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchMonthDemandDetail, generateMonthItems, saveMonthDemand } from '../api/monthDemandApi';
import { MonthDemandDialog } from './MonthDemandDialog';

vi.mock('../api/monthDemandApi', () => ({
  fetchMonthDemandDetail: vi.fn(),
  generateMonthItems: vi.fn(),
  saveMonthDemand: vi.fn(),
}));

const MENU: [string, string] = ['demand', 'demand:month'];
const plan: MonthDemandDetail = {
  id: 5,
  demandNo: 'MD202612001',
  yearMonth: '2026-12',
  orgCode: 'ORG1',
  orgName: '一厂',
  categoryCode: 'CAT1',
  categoryName: '玉米',
  status: 'new',
  submitCount: 0,
  yearDemandId: null,
  remark: null,
  createdTime: '2026-11-01 10:00:00',
  updatedTime: '2026-11-02 10:00:00',
  version: 2,
  items: [],
};
const item = (matCode: string, demandQuantity: string, contractResidualQuantity: string, suggestedPurchase: string): MonthDemandItem => ({
  lineNo: 1,
  matCode,
  matName: `物料${matCode}`,
  unitCode: 'T',
  demandQuantity,
  stockOnHand: '0.000',
  inTransit: '0.000',
  contractResidualQuantity,
  suggestedPurchase,
  requiredDate: null,
});

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchMonthDemandDetail).mockReset().mockResolvedValue(plan);
  vi.mocked(generateMonthItems).mockReset();
  vi.mocked(saveMonthDemand).mockReset();
});
afterEach(cleanup);

describe('<MonthDemandDialog>', () => {
  it('生成明细 fills the items, the suggested purchase follows the typed stock, and 保存 sends the lines', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    vi.mocked(generateMonthItems).mockResolvedValue({ source: 'yearPlan', yearDemandId: 3, items: [item('M1', '100.000', '20.250', '79.750'), { ...item('M2', '5.000', '0.000', '5.000'), lineNo: 2 }] });
    vi.mocked(saveMonthDemand).mockResolvedValue({ data: { id: 5, demandNo: 'MD202612001', status: 'new', version: 3 }, message: '保存成功' });
    renderPageWithButtons(
      <MonthDemandDialog row={plan} orgs={[{ orgCode: 'ORG1', orgName: '一厂' }] as never} categories={[{ categoryCode: 'CAT1', categoryName: '玉米' }] as never} onClose={vi.fn()} onSaved={onSaved} />,
      { menu: MENU, buttons: ['demand:month:edit'] },
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑月度需求计划 MD202612001' });
    expect(await within(dialog).findByText('暂无明细，请先生成明细')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '生成明细' }));
    await waitFor(() => expect(generateMonthItems).toHaveBeenCalledWith({ orgCode: 'ORG1', categoryCode: 'CAT1', yearMonth: '2026-12', items: [] }));
    expect(await within(dialog).findByText('物料M1')).toBeTruthy();
    expect(within(dialog).getByText('物料M2')).toBeTruthy();
    expect(within(dialog).getByText('需求数量取自已审批的年度需求计划')).toBeTruthy();
    expect(within(dialog).getByTestId('suggested-1').textContent).toBe('79.750');

    const stock = within(dialog).getByRole('textbox', { name: '第1行 库存' });
    await user.clear(stock);
    await user.type(stock, '30.5');
    expect(within(dialog).getByTestId('suggested-1').textContent).toBe('49.250');
    const transit = within(dialog).getByRole('textbox', { name: '第1行 在途' });
    await user.clear(transit);
    await user.type(transit, '60');
    expect(within(dialog).getByTestId('suggested-1').textContent).toBe('0.000');

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveMonthDemand).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 5,
          version: 2,
          items: [
            expect.objectContaining({ matCode: 'M1', stockOnHand: '30.5', inTransit: '60', contractResidualQuantity: '20.250' }),
            expect.objectContaining({ matCode: 'M2', stockOnHand: '0.000', inTransit: '0.000' }),
          ],
        }),
      ),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('refuses to save without items and shows the gateway’s 409 in place', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<MonthDemandDialog row={plan} orgs={[]} categories={[]} onClose={vi.fn()} onSaved={vi.fn()} />, { menu: MENU, buttons: ['demand:month:edit'] });
    const dialog = await screen.findByRole('dialog', { name: '编辑月度需求计划 MD202612001' });
    await within(dialog).findByText('暂无明细，请先生成明细');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写需求月份、组织、品类并至少生成一条明细');
    expect(saveMonthDemand).not.toHaveBeenCalled();

    vi.mocked(generateMonthItems).mockResolvedValue({ source: 'estimate', yearDemandId: null, items: [item('M1', '1.000', '0.000', '1.000')] });
    vi.mocked(saveMonthDemand).mockRejectedValue(Object.assign(new Error('数据已被修改'), { status: 409, code: 409, shown: false }));
    await user.click(within(dialog).getByRole('button', { name: '生成明细' }));
    await within(dialog).findByText('物料M1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('该月度需求计划已被他人修改');
  });
});
