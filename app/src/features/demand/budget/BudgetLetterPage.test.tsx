import type { BudgetLetterRow, Org } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchBudgetLetterPage, saveBudgetLetter } from '../api/mastersApi';
import { BudgetLetterPage } from './BudgetLetterPage';

vi.mock('../api/mastersApi', () => ({
  BUDGET_LETTER_FILE_BIZ_TYPE: 'budgetLetter',
  budgetLetterFileClient: { list: vi.fn().mockResolvedValue([]) },
  fetchBudgetLetterPage: vi.fn(),
  saveBudgetLetter: vi.fn(),
}));
vi.mock('../../../state/userCompanies', () => ({ useUserCompanies: () => [{ orgCode: 'C01', orgName: '一公司' } as Org] }));

const MENU: [string, string] = ['demand', 'demand:budget'];

const draftLetter: BudgetLetterRow = { id: 9, year: 2027, orgCode: 'C01', orgName: '一公司', amount: '1200000.50', fileId: null, status: 'draft', remark: null, updatedTime: '2026-11-01 10:00:00', version: 4 };
const issuedLetter: BudgetLetterRow = { ...draftLetter, id: 10, year: 2026, amount: '800000.00', status: 'issued', version: 1 };

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchBudgetLetterPage).mockReset().mockResolvedValue({ data: [draftLetter, issuedLetter], total: 2 });
  vi.mocked(saveBudgetLetter).mockReset();
});
afterEach(cleanup);

describe('<BudgetLetterPage>', () => {
  it('offers neither 新增 nor 编辑 without demand:budget:add and :edit', async () => {
    renderPageWithButtons(<BudgetLetterPage />, { menu: MENU, buttons: [] });
    expect(await screen.findByText('2027')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('adds with demand:budget:add only: nothing sent while the org and amount are missing', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<BudgetLetterPage />, { menu: MENU, buttons: ['demand:budget:add'] });
    await screen.findByText('2027');
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增年度预算函' });
    expect(within(dialog).getByRole('grid', { name: '预算函附件' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写年度、组织和预算金额');
    expect(saveBudgetLetter).not.toHaveBeenCalled();
  });

  it('edits a draft letter (an issued one has no 编辑): a bad amount in Chinese, then the amount sent as a decimal string', async () => {
    const user = userEvent.setup();
    vi.mocked(saveBudgetLetter).mockResolvedValue({ data: { id: 9, version: 5 }, message: '修改成功' });
    renderPageWithButtons(<BudgetLetterPage />, { menu: MENU, buttons: ['demand:budget:edit'] });
    await screen.findByText('2027');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑年度预算函 2027 一公司' });
    const amount = within(dialog).getByRole('textbox', { name: /预算金额/ });
    await replace(user, amount, '1.005');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('预算金额须为不小于0、最多2位小数的数字');
    expect(saveBudgetLetter).not.toHaveBeenCalled();

    await replace(user, amount, '99999999999999.99');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveBudgetLetter).toHaveBeenCalledWith({ id: 9, version: 4, year: 2027, orgCode: 'C01', amount: '99999999999999.99', status: 'draft', fileId: null, remark: null }),
    );
    await waitFor(() => expect(fetchBudgetLetterPage).toHaveBeenCalledTimes(2));
  });
});
