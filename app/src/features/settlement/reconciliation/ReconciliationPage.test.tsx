import { ConfirmProvider, LocaleProvider, ThemeProvider, ToastProvider } from '@srm/design-system';
import type { LoginInfo, Menu } from '@srm/gateway/api';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DocumentFlowApi from '../../../api/documentFlow';
import { fetchDocumentFlow } from '../../../api/documentFlow';
import { DETAIL_LOAD } from '../../../api/outcome';
import { loginInfoAtom, sessionDataAtom } from '../../../state/session';
import { giveGridALayout } from '../../../testing/pageHarness';
import { MemoryRouter } from 'react-router-dom';
import type * as CheckApi from '../api/checkApi';
import { calculateDraft, fetchCheckableShipments, fetchCheckDetail, fetchCheckPage, moveCheck, partInvalidCheck, saveCheck, searchCheckSuppliers, supplierConfirmCheck } from '../api/checkApi';
import { checkableShipment, checkDetail, checkHead, checkLine } from './checkFixtures';
import { ReconciliationPage } from './ReconciliationPage';

vi.mock('../api/checkApi', async (importOriginal) => ({
  ...(await importOriginal<typeof CheckApi>()),
  fetchCheckPage: vi.fn(),
  fetchCheckDetail: vi.fn(),
  fetchCheckableShipments: vi.fn(),
  calculateDraft: vi.fn(),
  saveCheck: vi.fn(),
  deleteChecks: vi.fn(),
  moveCheck: vi.fn(),
  batchSettleChecks: vi.fn(),
  supplierConfirmCheck: vi.fn(),
  partInvalidCheck: vi.fn(),
  sendCheckToEbs: vi.fn(),
  searchCheckSuppliers: vi.fn(),
  fetchPricingConfirmations: vi.fn().mockResolvedValue([]),
}));
vi.mock('../../../api/documentFlow', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentFlowApi>()),
  fetchDocumentFlow: vi.fn(),
}));

const menu = (menuCode: string, menuType: 1 | 2, children: Menu[] = []) => ({ menuCode, menuType, children }) as unknown as Menu;
const ALL_BUTTONS = ['add', 'edit', 'submit', 'revoke', 'send', 'settle', 'invalid', 'bus-confirm', 'pricing', 'export'].map((code) => `reconciliation:${code}`);

/** The page for a user holding `buttons` under reconciliation:list, with the session's orgs and categories. */
function renderPage(buttons: string[], user: Partial<LoginInfo['sysUserInfo']> = {}, path = '/settlement/reconciliation') {
  const store = createStore();
  store.set(loginInfoAtom, {
    sysUserInfo: { id: 1, userType: 'staff', supplierSn: null, ...user },
    menuList: [menu('settlement', 1, [menu('reconciliation:list', 1, buttons.map((code) => menu(code, 2)))])],
    orgList: [],
  } as unknown as LoginInfo);
  store.set(sessionDataAtom, {
    token: 't',
    buttons,
    orgs: [{ orgCode: '101001', orgName: '河北饲料有限公司' }] as never,
    categories: [{ id: 1, categoryCode: '100101', categoryName: '玉米', level: 3, parentId: 0, isOnline: 1, buyType: null }],
    dictionaries: {},
    failedSteps: [],
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Provider store={store}>
        <ThemeProvider>
          <LocaleProvider>
            <ToastProvider>
              <ConfirmProvider>
                <ReconciliationPage />
              </ConfirmProvider>
            </ToastProvider>
          </LocaleProvider>
        </ThemeProvider>
      </Provider>
    </MemoryRouter>,
  );
}

giveGridALayout();
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.mocked(fetchCheckPage).mockReset().mockResolvedValue({ data: [checkHead()], total: 1 });
  vi.mocked(fetchCheckDetail).mockReset().mockResolvedValue(checkDetail());
  vi.mocked(fetchCheckableShipments).mockReset().mockResolvedValue([checkableShipment(), checkableShipment({ shippingId: 32, shippingNo: 'FY101001202611280002', leftQuantity: '10.500' })]);
  vi.mocked(calculateDraft).mockReset().mockResolvedValue({ lines: [], totalQuantity: '29.400', totalAmount: '73132.50', totalTaxAmount: '6038.46', deductAmount: '367.50' });
  vi.mocked(saveCheck).mockReset().mockResolvedValue({ data: { id: 10, checkNo: 'DZ000002', version: 0 }, message: '保存成功' });
  vi.mocked(searchCheckSuppliers).mockReset().mockResolvedValue([{ id: 1, sn: 'S0001', name: '中粮贸易（大连）有限公司' }] as never);
  for (const call of [moveCheck, supplierConfirmCheck, partInvalidCheck]) vi.mocked(call).mockReset().mockResolvedValue({ data: null, message: '' });
  vi.mocked(fetchDocumentFlow).mockReset().mockResolvedValue({ nodes: [] });
});
afterEach(cleanup);

const actionNames = () => within(screen.getByRole('group', { name: '对账单操作' })).getAllByRole('button').map((button) => button.textContent);

describe('<ReconciliationPage>', () => {
  it('lists the checks; the number opens the detail with its lines, totals and 单据流, and 返回列表 goes back', async () => {
    const user = userEvent.setup();
    renderPage([]);
    expect(screen.getByRole('heading', { level: 1, name: '对账管理' })).toBeTruthy();
    const open = await screen.findByRole('button', { name: 'DZ000001' });
    const row = open.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('中粮贸易（大连）有限公司')).toBeTruthy();
    expect(within(row).getByText('新建')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await user.click(open);
    expect(await screen.findByRole('heading', { level: 1, name: '对账单详情 DZ000001' })).toBeTruthy();
    expect(fetchCheckDetail).toHaveBeenCalledWith(9, DETAIL_LOAD);
    const lines = screen.getByRole('table', { name: '对账明细' });
    expect(within(lines).getByRole('rowheader', { name: 'FY101001202611280001' })).toBeTruthy();
    const foot = lines.querySelector('tfoot') as HTMLElement;
    expect(foot.querySelector('[data-total="quantity"]')?.textContent).toBe('29.400');
    expect(foot.querySelector('[data-total="amount"]')?.textContent).toBe('73132.50');
    expect(foot.querySelector('[data-total="tax"]')?.textContent).toBe('6038.46');
    expect(screen.getByRole('button', { name: /单据流/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: '对账单操作' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(await screen.findByRole('heading', { level: 1, name: '对账管理' })).toBeTruthy();
  });

  it('新增: refuses without the head fields, lists the checkable shipments, ticks one by its 发运单号, shows exact totals and saves, then opens the check', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchCheckDetail).mockResolvedValue(checkDetail({ id: 10, checkNo: 'DZ000002', version: 0 }));
    renderPage(ALL_BUTTONS);
    await screen.findByRole('button', { name: 'DZ000001' });
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增对账单' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择供应商');
    expect(within(dialog).getByText('请先选择供应商、组织和品类')).toBeTruthy();

    await user.type(within(dialog).getByRole('combobox', { name: /供应商/ }), '中粮');
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: '中粮贸易（大连）有限公司' }, { timeout: 3000 }));
    await user.type(within(dialog).getByRole('combobox', { name: /组织/ }), '河北');
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: '河北饲料有限公司' }));
    await user.type(within(dialog).getByRole('combobox', { name: /品类/ }), '玉米');
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: '玉米' }));

    const tick = await within(dialog).findByRole('checkbox', { name: '选择发运单 FY101001202611280001' });
    expect(fetchCheckableShipments).toHaveBeenLastCalledWith({ supplierSn: 'S0001', orgCode: '101001', categoryCode: '100101' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请至少勾选一张发运单');

    await user.click(tick);
    const quantity = within(dialog).getByRole('textbox', { name: '本次对账数量 FY101001202611280001' }) as HTMLInputElement;
    expect(quantity.value).toBe('29.400');
    expect(dialog.querySelector('[data-total="amount"]')?.textContent).toBe('73132.50');
    await user.clear(quantity);
    await user.type(quantity, '30');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('发运单FY101001202611280001的本次对账数量不能超过可对账数量29.400');
    await user.clear(quantity);
    await user.type(quantity, '10.333');
    expect(dialog.querySelector('[data-total="quantity"]')?.textContent).toBe('10.333');
    expect(dialog.querySelector('[data-total="amount"]')?.textContent).toBe('25703.34');
    expect(dialog.querySelector('[data-total="tax"]')?.textContent).toBe('2122.29');
    expect(dialog.querySelector('[data-total="deduct"]')?.textContent).toBe('129.16');

    await user.click(within(dialog).getByRole('button', { name: '实时计算' }));
    await waitFor(() => expect(calculateDraft).toHaveBeenCalledWith([{ shippingId: 31, quantity: '10.333' }]));
    expect(await within(dialog).findByText('已按系统实时计算')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveCheck).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveCheck).mock.calls[0]?.[0]).toEqual({ orgCode: '101001', categoryCode: '100101', supplierSn: 'S0001', lines: [{ shippingId: 31, quantity: '10.333' }] });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: '对账单详情 DZ000002' })).toBeTruthy();
    expect(fetchCheckDetail).toHaveBeenCalledWith(10, DETAIL_LOAD);
  });

  it('a buyer 提交 a new check after a confirm, and 部分作废 takes the ticked lines', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchCheckDetail).mockResolvedValue(checkDetail({}, [checkLine(), checkLine({ id: 92, lineNo: 2, shippingId: 32, shippingNo: 'FY101001202611280002' })]));
    renderPage(ALL_BUTTONS, {}, '/settlement/reconciliation?id=9');
    expect(await screen.findByRole('heading', { level: 1, name: '对账单详情 DZ000001' })).toBeTruthy();
    expect(actionNames()).toEqual(['编辑', '计算', '提交', '部分作废', '作废', '价格确认']);
    await user.click(screen.getByRole('button', { name: '提交' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('确定提交对账单DZ000001？');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(moveCheck).toHaveBeenCalledWith('submit', 9, 2));
    expect(await screen.findByText('操作成功')).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('button', { name: '部分作废' }).hasAttribute('disabled')).toBe(true));
    await user.click(await screen.findByRole('checkbox', { name: '勾选明细 FY101001202611280002' }));
    await user.click(screen.getByRole('button', { name: '部分作废' }));
    const part = await screen.findByRole('alertdialog');
    expect(part.textContent).toContain('确定作废勾选的1行明细？');
    await user.click(within(part).getByRole('button', { name: /确定|删除/ }));
    await waitFor(() => expect(partInvalidCheck).toHaveBeenCalledWith(9, 2, [92]));
  });

  it('the supplier 确认对账 a check sent to it, or 驳回 it with a reason', async () => {
    const user = userEvent.setup();
    vi.mocked(fetchCheckDetail).mockResolvedValue(checkDetail({ status: 'sentSupplier', version: 3 }));
    renderPage(['reconciliation:confirm'], { userType: 'supplier', supplierSn: 'S0001' }, '/settlement/reconciliation?id=9');
    expect(await screen.findByRole('heading', { level: 1, name: '对账单详情 DZ000001' })).toBeTruthy();
    expect(actionNames()).toEqual(['确认对账', '驳回']);
    await user.click(screen.getByRole('button', { name: '确认对账' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('数量29.400，金额73132.50元');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(supplierConfirmCheck).toHaveBeenCalledWith({ id: 9, version: 3, accept: true }));

    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回对账单 DZ000001' });
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请输入驳回原因');
    await user.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '数量不符');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(supplierConfirmCheck).toHaveBeenLastCalledWith({ id: 9, version: 3, accept: false, opinion: '数量不符' }));
  });
});
