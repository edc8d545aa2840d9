import { ConfirmProvider, LocaleProvider, ROW_ACTION_LOCK_MS, ThemeProvider, ToastProvider } from '@srm/design-system';
import type { LoginInfo, Menu, MultiTradeDetail, MultiTradeRow } from '@srm/gateway/api';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout } from '../../../testing/pageHarness';
import { hiddenMaterialAtom } from '../../../state/hiddenMaterial';
import { loginInfoAtom, sessionDataAtom, tokenAtom } from '../../../state/session';
import type * as TradeApi from '../api/tradeApi';
import { calculateTrade, commitTrade, fetchCommercePage, fetchTradeDetail, fetchTradeMaterials, fetchTradePage, saveMovement } from '../api/tradeApi';
import { MultiTradePage } from './MultiTradePage';

vi.mock('../api/tradeApi', async (importOriginal) => ({
  ...(await importOriginal<typeof TradeApi>()),
  fetchTradePage: vi.fn(),
  fetchCommercePage: vi.fn(),
  fetchLegPage: vi.fn(),
  fetchOutfactoryPage: vi.fn(),
  fetchArrivePage: vi.fn(),
  fetchTradeDetail: vi.fn(),
  fetchTradeMaterials: vi.fn(),
  calculateTrade: vi.fn(),
  saveTradeDraft: vi.fn(),
  commitTrade: vi.fn(),
  cancelTrade: vi.fn(),
  saveMovement: vi.fn(),
}));

const COMPANIES = [
  { value: 1, label: '大连粮食贸易有限公司', code: '301001' },
  { value: 2, label: '锦州粮食贸易有限公司', code: '301002' },
  { value: 3, label: '广州粮食贸易有限公司', code: '302001' },
];
const ALL = ['order:multi-trade:add', 'order:multi-trade:commit', 'order:multi-trade:record', 'order:multi-trade:export'];

const base: MultiTradeRow = {
  id: 1,
  tradeNo: 'DB20261100001',
  orgCode: '301001',
  orgName: '大连粮食贸易有限公司',
  finalOrgCode: '302001',
  finalOrgName: '广州粮食贸易有限公司',
  categoryCode: '100101',
  categoryName: '玉米',
  matCode: '1001010001',
  matName: '东北玉米（国标一等）',
  unitCode: 't',
  quantity: '2000.000',
  basePrice: '2350.000000',
  supplierSn: null,
  supplierName: null,
  legCount: 2,
  totalMargin: '100000.00',
  appliedQuantity: '0.000',
  status: 'draft',
  tradeDate: '2026-11-28',
  committedBy: null,
  committedTime: null,
  remark: null,
  createdTime: '2026-11-28T08:00:00Z',
  version: 3,
};
const committed: MultiTradeRow = { ...base, id: 2, tradeNo: 'DB20261100002', status: 'committed', version: 1 };
const detail: MultiTradeDetail = {
  ...base,
  outfactoryQuantity: '0.000',
  arriveQuantity: '0.000',
  actions: ['edit', 'commit', 'cancel'],
  legs: [
    { id: 11, legNo: 1, sellerOrgCode: '301001', sellerOrgName: '大连粮食贸易有限公司', buyerOrgCode: '301002', buyerOrgName: '锦州粮食贸易有限公司', priceWithTax: '2380.000000', taxRate: '9.00', quantity: '2000.000', amount: '4760000.00', margin: '60000.00' },
    { id: 12, legNo: 2, sellerOrgCode: '301002', sellerOrgName: '锦州粮食贸易有限公司', buyerOrgCode: '302001', buyerOrgName: '广州粮食贸易有限公司', priceWithTax: '2400.000000', taxRate: '9.00', quantity: '2000.000', amount: '4800000.00', margin: '40000.00' },
  ],
};

const menu = (menuCode: string, menuType: 1 | 2, children: Menu[] = []) => ({ menuCode, menuType, children }) as unknown as Menu;

function renderPage(buttons: string[] = ALL) {
  const store = createStore();
  store.set(tokenAtom, 't');
  store.set(loginInfoAtom, {
    sysUserInfo: { id: 1, userType: 'staff', supplierSn: null },
    menuList: [menu('execution', 1, [menu('order:multi-trade', 1, buttons.map((code) => menu(code, 2)))])],
    orgList: [],
  } as unknown as LoginInfo);
  store.set(sessionDataAtom, { token: 't', buttons, orgs: [{ orgCode: '101001', orgName: '河北饲料有限公司' }] as never, categories: [], dictionaries: {}, failedSteps: [] });
  store.set(hiddenMaterialAtom, { invalidMaterials: [], tradingCompanies: COMPANIES });
  render(
    <MemoryRouter initialEntries={['/execution/multi-trade']}>
      <Provider store={store}>
        <ThemeProvider>
          <LocaleProvider>
            <ToastProvider>
              <ConfirmProvider>
                <MultiTradePage />
              </ConfirmProvider>
            </ToastProvider>
          </LocaleProvider>
        </ThemeProvider>
      </Provider>
    </MemoryRouter>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
}

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchTradePage).mockReset().mockResolvedValue({ data: [base, committed], total: 2 });
  vi.mocked(fetchCommercePage).mockReset().mockResolvedValue({ data: [], total: 0 });
  vi.mocked(fetchTradeDetail).mockReset().mockResolvedValue(detail);
  vi.mocked(fetchTradeMaterials).mockReset().mockResolvedValue({ options: [{ matCode: '1001010001', matName: '东北玉米（国标一等）' } as never], total: 1 });
  vi.mocked(calculateTrade)
    .mockReset()
    .mockResolvedValue({ data: { matCode: '1001010001', matName: '东北玉米（国标一等）', unitCode: 't', quantity: '2000.000', basePrice: '2350', legs: detail.legs, totalMargin: '100000.00' }, message: '' });
  vi.mocked(commitTrade).mockReset().mockResolvedValue({ data: { id: 9, tradeNo: 'DB20261100009', version: 0 }, message: '' });
  vi.mocked(saveMovement).mockReset().mockResolvedValue({ data: null, message: '' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<MultiTradePage>', () => {
  it('新增多边贸易: a chain over three companies, 计算 shows the margins, 提交 commits it', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '多边贸易' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '多边贸易', selected: true })).toBeTruthy();
    await screen.findByText('DB20261100001');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增多边贸易' });
    await user.type(within(dialog).getByRole('combobox', { name: /物料/ }), '玉米');
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: '东北玉米（国标一等）' }, { timeout: 3000 }));
    await fill(user, within(dialog).getByRole('textbox', { name: /^数量/ }), '2000');
    await fill(user, within(dialog).getByRole('textbox', { name: /起始采购价/ }), '2350');
    const legs = () => within(within(dialog).getByRole('table', { name: '贸易链' })).getAllByRole('row').slice(1);
    const [first] = legs() as [HTMLElement];
    await choose(user, within(first).getByRole('button', { name: /卖方公司/ }), '大连粮食贸易有限公司');
    await choose(user, within(first).getByRole('button', { name: /买方公司/ }), '锦州粮食贸易有限公司');
    await fill(user, within(first).getByRole('textbox', { name: '含税单价' }), '2380');
    const second = legs()[1] as HTMLElement;
    expect(within(second).getByRole('button', { name: /卖方公司/ }).textContent).toContain('锦州粮食贸易有限公司');
    await choose(user, within(second).getByRole('button', { name: /买方公司/ }), '广州粮食贸易有限公司');
    await fill(user, within(second).getByRole('textbox', { name: '含税单价' }), '2400');
    await user.click(within(dialog).getByRole('button', { name: '计算' }));
    await waitFor(() => expect(calculateTrade).toHaveBeenCalledTimes(1));
    expect(vi.mocked(calculateTrade).mock.calls[0]?.[0]).toEqual({
      matCode: '1001010001',
      quantity: '2000',
      basePrice: '2350',
      tradeDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown as string,
      legs: [
        { sellerOrgCode: '301001', buyerOrgCode: '301002', priceWithTax: '2380', taxRate: '9' },
        { sellerOrgCode: '301002', buyerOrgCode: '302001', priceWithTax: '2400', taxRate: '9' },
      ],
    });
    const result = await within(dialog).findByRole('table', { name: '计算结果' });
    expect(within(result).getByRole('columnheader', { name: '毛利' })).toBeTruthy();
    expect(result.querySelector('[data-figure="totalMargin"]')?.textContent).toBe('100,000.00');
    await user.click(within(dialog).getByRole('button', { name: '添加一段' }));
    expect(within(dialog).queryByRole('table', { name: '计算结果' })).toBeNull();
    expect(within(legs()[2] as HTMLElement).getByRole('button', { name: /卖方公司/ }).textContent).toContain('广州粮食贸易有限公司');
    await user.click(within(legs()[2] as HTMLElement).getByRole('button', { name: '删除' }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(commitTrade).toHaveBeenCalledTimes(1));
    expect(vi.mocked(commitTrade).mock.calls[0]?.[0].legs).toHaveLength(2);
    expect(await screen.findByText('多边贸易已提交')).toBeTruthy();
  });

  it('commits a draft after a confirm, records an out-factory of a committed chain, and shows the other lists', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('DB20261100001');
    expect(within(rowOf('DB20261100002')).queryByRole('button', { name: '提交' })).toBeNull();
    expect(within(rowOf('DB20261100001')).queryByRole('button', { name: '登记出厂' })).toBeNull();
    await user.click(within(rowOf('DB20261100001')).getByRole('button', { name: '提交' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确定提交多边贸易 DB20261100001 吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(commitTrade).toHaveBeenCalledTimes(1));
    expect(vi.mocked(commitTrade).mock.calls[0]?.[0]).toMatchObject({ id: 1, version: 3, matCode: '1001010001', legs: [{ sellerOrgCode: '301001' }, { buyerOrgCode: '302001' }] });
    // The user waits out the row actions' click lock (spec 01 §9: 800 ms): the clock moves on, with no real wait.
    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    await user.click(within(rowOf('DB20261100002')).getByRole('button', { name: '登记出厂' }));
    const dialog = await screen.findByRole('dialog', { name: '登记出厂 DB20261100002' });
    await fill(user, within(dialog).getByRole('textbox', { name: /车牌号/ }), '辽B12345');
    await fill(user, within(dialog).getByRole('textbox', { name: /数量/ }), '35.5');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saveMovement).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveMovement).mock.calls[0]?.[0]).toMatchObject({ tradeId: 2, kind: 'outfactory', plateNo: '辽B12345', quantity: '35.5' });
    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    await user.click(within(rowOf('DB20261100001')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: '多边贸易 DB20261100001' });
    expect(await within(drawer).findByText('60,000.00')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '多边贸易 DB20261100001' })).toBeNull());
    await user.click(screen.getByRole('tab', { name: '商务明细' }));
    await waitFor(() => expect(fetchCommercePage).toHaveBeenCalled());
  });
});
